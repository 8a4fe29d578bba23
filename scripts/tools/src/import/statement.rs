//! A package's statement (`problem_statement/problem.en.tex`, LaTeX in problemtools'
//! problem class) turned into the sections of the problem's page: the text before the first
//! section is the story (`## Statement`), `\section*{Input}` and `\section*{Output}` are Input
//! and Output, and every other section goes under `## Rules` with its own heading, so that
//! the package made from the page carries it again. pandoc does the LaTeX (`-t
//! gfm+tex_math_dollars`): maths stays `$...$`, the page's Markdown maths, which package.sh's
//! pandoc turns back into LaTeX maths. An image the statement shows is not carried (the
//! package's statement is made from the page's text): its place says so, and so does a line
//! of the import.

use std::io::Write;
use std::process::{Command, Stdio};

/// The page's statement sections, and what of the statement was not carried.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Sections {
    /// `\problemname{...}`, if the statement names the problem.
    pub name: Option<String>,
    /// The Markdown from `## Statement` on, each section with its heading.
    pub markdown: String,
    pub not_carried: Vec<String>,
}

/// The sections of the statement `tex`, through pandoc; an error when pandoc cannot run.
pub fn sections(tex: &str) -> Result<Sections, String> {
    let markdown = pandoc(tex)?;
    let mut sections = arranged(&markdown);
    sections.name = problem_name(tex);
    Ok(sections)
}

/// The argument of `\problemname{...}`, its braces balanced.
fn problem_name(tex: &str) -> Option<String> {
    let start = tex.find("\\problemname{")? + "\\problemname{".len();
    let mut depth = 1;
    for (at, c) in tex[start..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            return Some(tex[start..start + at].trim().to_string());
        }
    }
    None
}

/// `tex` as GitHub Markdown with its maths as `$...$`, lines unwrapped.
fn pandoc(tex: &str) -> Result<String, String> {
    let mut child = Command::new("pandoc")
        .args(["-f", "latex", "-t", "gfm+tex_math_dollars", "--wrap=none"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "pandoc (apt-get install pandoc) turns the statement into Markdown: {}",
                e
            )
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(tex.as_bytes())
            .map_err(|e| format!("pandoc: {}", e))?;
    }
    let output = child
        .wait_with_output()
        .map_err(|e| format!("pandoc: {}", e))?;
    if !output.status.success() {
        return Err(format!(
            "pandoc could not read the statement: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// pandoc's Markdown arranged as the page's sections: its `#` headings are LaTeX's sections.
fn arranged(markdown: &str) -> Sections {
    let mut story = Vec::new();
    let mut named: Vec<(String, Vec<String>)> = Vec::new();
    let mut not_carried = Vec::new();
    for line in markdown.lines() {
        if let Some(heading) = line.strip_prefix("# ") {
            named.push((heading.trim().to_string(), Vec::new()));
            continue;
        }
        let line = without_images(line, &mut not_carried);
        match named.last_mut() {
            Some((_, lines)) => lines.push(line),
            None => story.push(line),
        }
    }
    let mut out = format!("## Statement\n\n{}\n", trimmed(&story));
    for wanted in ["Input", "Output"] {
        if let Some((_, lines)) = named.iter().find(|(h, _)| h.eq_ignore_ascii_case(wanted)) {
            out += &format!("\n## {}\n\n{}\n", wanted, trimmed(lines));
        }
    }
    let others: Vec<&(String, Vec<String>)> = named
        .iter()
        .filter(|(h, _)| !h.eq_ignore_ascii_case("Input") && !h.eq_ignore_ascii_case("Output"))
        .collect();
    if !others.is_empty() {
        out += "\n## Rules\n";
        for (heading, lines) in others {
            out += &format!("\n### {}\n\n{}\n", heading, trimmed(lines));
        }
    }
    Sections {
        name: None,
        markdown: out,
        not_carried,
    }
}

/// `line` with each Markdown image `![alt](file)` replaced by words saying it was not
/// carried, each noted.
fn without_images(line: &str, not_carried: &mut Vec<String>) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find("![") {
        let file = rest[start..].find("](").and_then(|open| {
            let from = start + open + 2;
            rest[from..].find(')').map(|end| (from, from + end))
        });
        let (from, end) = match file {
            Some(found) => found,
            None => break,
        };
        let name = rest[from..end].to_string();
        out += &rest[..start];
        out += &format!("(an image, {}, not carried)", name);
        not_carried.push(format!(
            "problem_statement/{}: an image the statement shows (the package's statement is made from the page's text)",
            name
        ));
        rest = &rest[end + 1..];
    }
    out + rest
}

/// The lines joined, without blank lines at either end.
fn trimmed(lines: &[String]) -> String {
    lines.join("\n").trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_are_the_page_s_and_images_are_named() {
        let markdown = "A story with $10^{k}$.\n\n# Input\n\nTwo numbers.\n\n# Output\n\nTheir sum.\n\n# Notes\n\nSee ![image](pic.png) here.\n";
        let sections = arranged(markdown);
        assert_eq!(
            sections.markdown,
            "## Statement\n\nA story with $10^{k}$.\n\n## Input\n\nTwo numbers.\n\n## Output\n\nTheir sum.\n\n## Rules\n\n### Notes\n\nSee (an image, pic.png, not carried) here.\n"
        );
        assert_eq!(sections.not_carried.len(), 1);
        assert_eq!(
            problem_name("\\problemname{Sum {of} Two}\nx"),
            Some("Sum {of} Two".to_string())
        );
    }
}
