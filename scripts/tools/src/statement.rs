//! A problem package's statement, from the problem's page to `problem.pdf`: the page's
//! statement sections (`crate::package::statement`), a page made from an imported package's
//! statement as well as our own; then LaTeX by pandoc, and the PDF by problemtools'
//! `problem2pdf` (its problem class, under LuaLaTeX).
//!
//! Two things used to go wrong there without a word. pandoc writes a fenced code block with
//! a language as highlighted LaTeX (`Shaded`), which the problem class does not define: the
//! statement is made without highlighting, a code block a plain verbatim one. And the class's
//! font, Latin Modern, has no glyph for many mathematical symbols (`≤`, `≥`, `≠`, `∈`,
//! Greek letters), which LuaLaTeX then leaves out of the PDF silently: each such symbol of the
//! text or its maths is written as the LaTeX maths that draws it (`$\le$`). What still lacks a
//! glyph (a symbol in a code block, where maths cannot be written; a symbol not in the table)
//! is an error of LaTeX's (`\tracinglostchars=3`), and a failed PDF is said with the page's
//! line and the cause.

use crate::facts::Facts;
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The symbols the statement's font (Latin Modern, problemtools' class under LuaLaTeX) has no
/// glyph for, each with the LaTeX maths that draws it, found by compiling each in that font;
/// what the font has (×, ÷, ±, −, →, …, accents, quotes, dashes) stays as it is.
const DRAWN: [(char, &str); 55] = [
    ('≤', "\\le"),
    ('≥', "\\ge"),
    ('≠', "\\ne"),
    ('≈', "\\approx"),
    ('≡', "\\equiv"),
    ('≪', "\\ll"),
    ('≫', "\\gg"),
    ('≺', "\\prec"),
    ('∼', "\\sim"),
    ('′', "\\prime"),
    ('↔', "\\leftrightarrow"),
    ('⇒', "\\Rightarrow"),
    ('∀', "\\forall"),
    ('∃', "\\exists"),
    ('∅', "\\emptyset"),
    ('∈', "\\in"),
    ('∉', "\\notin"),
    ('∑', "\\sum"),
    ('∧', "\\wedge"),
    ('∨', "\\vee"),
    ('∩', "\\cap"),
    ('∪', "\\cup"),
    ('⊂', "\\subset"),
    ('⊆', "\\subseteq"),
    ('⋅', "\\cdot"),
    ('⌈', "\\lceil"),
    ('⌉', "\\rceil"),
    ('⌊', "\\lfloor"),
    ('⌋', "\\rfloor"),
    ('ℕ', "\\mathbb{N}"),
    ('ℤ', "\\mathbb{Z}"),
    ('ℝ', "\\mathbb{R}"),
    ('α', "\\alpha"),
    ('β', "\\beta"),
    ('γ', "\\gamma"),
    ('δ', "\\delta"),
    ('ε', "\\varepsilon"),
    ('ζ', "\\zeta"),
    ('η', "\\eta"),
    ('θ', "\\theta"),
    ('ι', "\\iota"),
    ('κ', "\\kappa"),
    ('λ', "\\lambda"),
    ('μ', "\\mu"),
    ('ν', "\\nu"),
    ('ξ', "\\xi"),
    ('π', "\\pi"),
    ('ρ', "\\rho"),
    ('σ', "\\sigma"),
    ('τ', "\\tau"),
    ('υ', "\\upsilon"),
    ('φ', "\\varphi"),
    ('χ', "\\chi"),
    ('ψ', "\\psi"),
    ('ω', "\\omega"),
];

/// problem.en.tex: the problem's name, then the page's statement turned into LaTeX by pandoc,
/// its maths (`$...$`) kept as LaTeX maths and `^x^`, `~x~` as super- and subscripts, the
/// symbols its font lacks drawn as maths, code blocks plain verbatim, and a glyph still
/// missing an error rather than a silent gap.
pub fn tex(root: &Path, problem: &str) -> Result<String, String> {
    let facts = Facts::of(root, problem)?;
    let page = page(root, problem)?;
    let mut child = Command::new("pandoc")
        .args([
            "-f",
            "gfm-gfm_auto_identifiers+tex_math_dollars+superscript+subscript",
            "-t",
            "latex",
            "--shift-heading-level-by=-1",
            "--wrap=preserve",
            // the class defines no Shaded environment, which highlighting writes
            "--no-highlight",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("pandoc (apt-get install pandoc) makes the statement: {}", e))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(drawn(&crate::package::statement(&page)).as_bytes())
            .map_err(|e| format!("pandoc: {}", e))?;
    }
    let made = child
        .wait_with_output()
        .map_err(|e| format!("pandoc: {}", e))?;
    if !made.status.success() {
        return Err(format!(
            "{}: pandoc could not make the statement: {}",
            problem,
            String::from_utf8_lossy(&made.stderr).trim()
        ));
    }
    // pandoc marks compact lists with \tightlist, which the problem class does not define;
    // a character the font lacks is an error (3), not a line in the log (LuaTeX's default)
    Ok(format!(
        "\\problemname{{{}}}\n\\providecommand{{\\tightlist}}{{}}\n\\tracinglostchars=3\n\n{}",
        facts.text("name")?,
        String::from_utf8_lossy(&made.stdout)
    ))
}

/// The problem's page.
fn page(root: &Path, problem: &str) -> Result<String, String> {
    let file = root.join(problem).join("README.md");
    fs::read_to_string(&file).map_err(|e| format!("{}: {}", file.display(), e))
}

/// The statement's Markdown with each symbol of `DRAWN` drawn as LaTeX maths: in the text as
/// `$\le$`, in maths as `\le`; code (spans and fenced blocks) is left as it is, since maths
/// cannot be written there. Cost: one pass.
pub fn drawn(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut fenced = false;
    for line in markdown.split_inclusive('\n') {
        let fence = is_fence(line);
        fenced ^= fence;
        if fenced || fence {
            out.push_str(line);
        } else {
            out.push_str(&drawn_line(line));
        }
    }
    out
}

/// Whether `line` opens or closes a fenced code block.
fn is_fence(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("```") || line.starts_with("~~~")
}

/// One line outside a code block, its code spans left as they are.
fn drawn_line(line: &str) -> String {
    let (mut out, mut maths, mut code) = (String::new(), false, false);
    let mut previous = ' ';
    for c in line.chars() {
        match c {
            '`' if !maths => code = !code,
            '$' if !code && previous != '\\' => maths = !maths,
            _ => {}
        }
        match DRAWN.iter().find(|(symbol, _)| *symbol == c) {
            Some((_, latex)) if !code && maths => out.push_str(&format!("{} ", latex)),
            Some((_, latex)) if !code => out.push_str(&format!("${}$", latex)),
            _ => out.push(c),
        }
        previous = c;
    }
    out
}

/// `problem.pdf` in the package at `dir`, made by problemtools' problem2pdf where it is
/// installed (Ok(false) where it is not); a failure named with the page's line and its cause.
pub fn pdf(root: &Path, problem: &str, dir: &Path) -> Result<bool, String> {
    let problem2pdf = crate::install::problemtools_venv(root).join("bin/problem2pdf");
    if !problem2pdf.is_file() {
        return Ok(false);
    }
    let made = Command::new(&problem2pdf)
        .arg("-o")
        .arg(dir.join("problem.pdf"))
        .arg(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{}: {}", problem2pdf.display(), e))?;
    // problem2pdf exits 0 whether LaTeX made the PDF or not: the file says
    if dir.join("problem.pdf").is_file() {
        return Ok(true);
    }
    let said = String::from_utf8_lossy(&[made.stdout, made.stderr].concat()).into_owned();
    Err(format!(
        "{}: its statement does not become a PDF: {}",
        problem,
        located(problem, &page(root, problem)?, &said)
    ))
}

/// LaTeX's first error in `said` (problem2pdf's output), with where it comes from: for a
/// character the font lacks, the line of the page's statement that holds it; for any other,
/// the statement's LaTeX line LaTeX names.
fn located(problem: &str, page: &str, said: &str) -> String {
    if let Some(missing) = said.lines().find_map(missing_character) {
        let (c, code, font) = missing;
        let place = match undrawn_at(page, c) {
            Some(index) => format!("{}/README.md line {}", problem, index + 1),
            None => format!("{}/README.md's statement", problem),
        };
        return format!(
            "{}: {} ({}) has no glyph in the statement's font ({}), and this table draws no maths for it (src/statement.rs): write it as LaTeX maths, or in ASCII in code",
            place, c, code, font
        );
    }
    let mut lines = said.lines();
    let error = lines.find(|line| line.starts_with('!'));
    let line = lines.find(|line| line.starts_with("l."));
    match (error, line) {
        (Some(error), Some(line)) => format!(
            "LaTeX says {:?} at problem_statement/problem.en.tex {}",
            error.trim_start_matches("! "),
            line
        ),
        _ => format!(
            "problem2pdf failed: {}",
            said.lines().last().unwrap_or("no output")
        ),
    }
}

/// The index of the first line of the page's statement where `c` stays as it is once the
/// symbols are drawn (in code, or a symbol the table does not draw).
fn undrawn_at(page: &str, c: char) -> Option<usize> {
    let kept = crate::package::in_statement(page);
    let mut fenced = false;
    for (index, (line, keep)) in page.lines().zip(kept).enumerate() {
        let fence = is_fence(line);
        fenced ^= fence;
        let stays = if fenced || fence {
            line.contains(c)
        } else {
            drawn_line(line).contains(c)
        };
        if keep && stays {
            return Some(index);
        }
    }
    None
}

/// From LuaTeX's "Missing character: There is no ≤ (U+2264) in font [lmroman10-regular]:+tlig;!":
/// the character, its code point and the font.
fn missing_character(line: &str) -> Option<(char, &str, &str)> {
    let rest = line.split("There is no ").nth(1)?;
    let c = rest.chars().next()?;
    let code = rest.split('(').nth(1)?.split(')').next()?;
    let font = rest.split('[').nth(1)?.split(']').next()?;
    Some((c, code, font))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_the_font_lacks_are_drawn_as_maths_but_not_in_code() {
        assert_eq!(
            drawn("1 ≤ a, $b ≥ 2$, `c ≤ d` × 3\n```\nx ≤ y\n```\n"),
            "1 $\\le$ a, $b \\ge  2$, `c ≤ d` × 3\n```\nx ≤ y\n```\n"
        );
        assert_eq!(drawn("a \\$ ≤ b"), "a \\$ $\\le$ b");
    }

    #[test]
    fn a_missing_glyph_is_named_at_its_page_line() {
        let page = "# T\n\n## Statement\n\nA story, 1 ≤ n.\n\n```\nx ≤ y\n```\n";
        let said = "This is LuaHBTeX\nMissing character: There is no ≤ (U+2264) in font [lmmono10-regular]:!\nl.30 \\end{document}\n";
        assert_eq!(
            located("plus", page, said),
            "plus/README.md line 8: ≤ (U+2264) has no glyph in the statement's font (lmmono10-regular), and this table draws no maths for it (src/statement.rs): write it as LaTeX maths, or in ASCII in code"
        );
        let said = "! LaTeX Error: Environment Shaded undefined.\n\nSee the LaTeX manual.\nl.22 \\begin{Shaded}\n";
        assert_eq!(
            located("plus", page, said),
            "LaTeX says \"LaTeX Error: Environment Shaded undefined.\" at problem_statement/problem.en.tex l.22 \\begin{Shaded}"
        );
    }
}
