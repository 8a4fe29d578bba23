//! A problem package in the (legacy) problem package format of Kattis and DOMjudge, made from
//! the workspace alone: `problem.yaml` and the time limit from the problem's facts, the data
//! from `data/PROBLEM/` as the judge's case reader sorts it, the input validator, the checker
//! (`output_validators/`, where the problem has one) and the submissions by the one bundler;
//! the statement's Markdown from the problem's page (`statement`), which `scripts/package.sh`
//! turns into LaTeX with pandoc before it zips the package and runs verifyproblem.

use crate::bundle;
use crate::facts::{Facts, Value};
use crate::judge::cases::{cases, Case, Kind};
use crate::solutions;
use std::fs;
use std::path::Path;

/// How a package treats a data case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Use {
    /// Bad input: left out; the validator must reject it.
    Bad,
    /// Outside the statement's promise: left out; the validator must reject it.
    Outside,
    /// A byte variant (beyond the judges, any other `judge-*` file, or a CR anywhere: an
    /// encoding our solvers tolerate and the statement does not promise): left out; the
    /// validator must reject it.
    Variant,
    /// Legal: in the package (`data/sample` or `data/secret`); the validator must accept it.
    Legal,
}

impl Use {
    pub fn word(self) -> &'static str {
        match self {
            Use::Bad => "bad",
            Use::Outside => "outside",
            Use::Variant => "variant",
            Use::Legal => "legal",
        }
    }
}

/// Every case of `data/PROBLEM/` with its use in a package, sorted by name.
pub fn sorted(root: &Path, problem: &str) -> Result<Vec<(Case, Use)>, String> {
    let dir = root.join("data").join(problem);
    let found = cases(&dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let mut sorted = Vec::new();
    for case in found {
        let bytes = fs::read(&case.input).map_err(|e| format!("{}: {}", case.name, e))?;
        let variant = case.name.starts_with("judge-") || bytes.contains(&b'\r');
        let using = match case.kind {
            Kind::Bad => Use::Bad,
            Kind::Outside => Use::Outside,
            Kind::Beyond => Use::Variant,
            Kind::Legal if variant => Use::Variant,
            Kind::Legal => Use::Legal,
        };
        sorted.push((case, using));
    }
    Ok(sorted)
}

/// A legal input laid out as the statement lays it out, by the problem's fact `layout`:
/// none, as it is; `"maze blocks"`, the tokens as blocks of a name line, a line of six
/// numbers (rows, columns, then four more), a line per row, and `END` (some files put a name
/// and its numbers on one line or stop without END, which our solver reads the same).
/// Precondition: `input` is legal.
pub fn laid_out(facts: &Facts, input: &[u8]) -> Result<Vec<u8>, String> {
    match facts.get("layout") {
        None => Ok(input.to_vec()),
        Some(Value::Text(layout)) if layout == "maze blocks" => Ok(maze_blocks(input)),
        Some(other) => Err(format!("unknown layout {:?}", other.shown())),
    }
}

fn maze_blocks(input: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_whitespace();
    let mut out = String::new();
    while let Some(name) = tokens.next() {
        if name == "END" {
            break;
        }
        let header: Vec<&str> = tokens.by_ref().take(6).collect();
        let size = |i: usize| {
            header
                .get(i)
                .and_then(|t| t.parse::<usize>().ok())
                .unwrap_or(0)
        };
        out += &format!("{}\n{}\n", name, header.join(" "));
        for _ in 0..size(0) {
            out += &tokens.by_ref().take(size(1)).collect::<Vec<_>>().join(" ");
            out.push('\n');
        }
    }
    out += "END\n";
    out.into_bytes()
}

/// Writes the package of `problem` into `dir` (which must not exist), less its statement;
/// returns the summary line.
pub fn write(root: &Path, problem: &str, dir: &Path) -> Result<String, String> {
    let facts = Facts::of(root, problem)?;
    let io = |e: std::io::Error| format!("{}: {}", dir.display(), e);
    for sub in [
        "problem_statement",
        "input_validators",
        "data/sample",
        "data/secret",
    ] {
        fs::create_dir_all(dir.join(sub)).map_err(io)?;
    }
    fs::write(dir.join("problem.yaml"), problem_yaml(&facts)?).map_err(io)?;
    // problemtools shows .timelimit and package.sh hands it to verifyproblem; DOMjudge reads
    // domjudge-problem.ini
    let seconds = facts.text("time-limit")?;
    fs::write(dir.join(".timelimit"), format!("{}\n", seconds)).map_err(io)?;
    fs::write(
        dir.join("domjudge-problem.ini"),
        format!("timelimit = {}\n", seconds),
    )
    .map_err(io)?;
    let data = write_data(root, &facts, dir)?;
    let validator = root
        .join(problem)
        .join("examples")
        .join(format!("{}-validate.rs", problem));
    let validated = dir
        .join("input_validators")
        .join(format!("{}-validate.rs", problem));
    fs::write(validated, bundle::example(root, &validator)?).map_err(io)?;
    if let Ok(checker) = facts.text("checker") {
        let checks = dir.join("output_validators");
        fs::create_dir_all(&checks).map_err(io)?;
        let text = bundle::example(root, &root.join(problem).join(checker))?;
        fs::write(checks.join(format!("{}-check.rs", problem)), text).map_err(io)?;
    }
    let wrong = write_submissions(root, &facts, dir)?;
    Ok(format!("{}; {} wrong answers", data, wrong))
}

/// problem.yaml. The time limit is in .timelimit: the legacy format has no key for it.
fn problem_yaml(facts: &Facts) -> Result<String, String> {
    let mut yaml = format!(
        "# Made by scripts/package.sh from {p}/README.md and {p}/Cargo.toml.\n",
        p = facts.problem
    );
    yaml += &format!("name: {}\n", yaml_string(facts.text("name")?));
    yaml += &format!("uuid: {}\n", facts.text("uuid")?);
    yaml += &format!("source: {}\n", yaml_string(facts.text("source")?));
    if let Ok(author) = facts.text("author") {
        yaml += &format!("author: {}\n", author);
    }
    yaml += &format!("license: {}\n", facts.text("license")?);
    if let Ok(owner) = facts.text("rights-owner") {
        yaml += &format!("rights_owner: {}\n", owner);
    }
    yaml += &format!("limits:\n  memory: {}\n", facts.text("memory-limit")?);
    if facts.get("checker").is_some() {
        // the problem's checker judges; the default validator's flags are not its own
        yaml += "validation: custom\n";
        return Ok(yaml);
    }
    yaml += "validation: default\n";
    let flags = facts.get("validator-flags").map(Value::shown);
    let flags = flags.unwrap_or_else(|| "case_sensitive".to_string());
    yaml += &format!("validator_flags: {}\n", flags.replace(", ", " "));
    Ok(yaml)
}

fn yaml_string(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// data/sample (the statement's samples) and data/secret (every other legal case); returns
/// "sample N, secret N; left out N: NAMES".
fn write_data(root: &Path, facts: &Facts, dir: &Path) -> Result<String, String> {
    let (mut samples, mut secrets, mut left) = (0, 0, Vec::new());
    for (case, using) in sorted(root, &facts.problem)? {
        if using != Use::Legal {
            left.push(format!("{} ({})", case.name, using.word()));
            continue;
        }
        let digits = case.name.trim_start_matches("sample");
        let sample = case.name.starts_with("sample") && digits.chars().all(|c| c.is_ascii_digit());
        let group = if sample { "sample" } else { "secret" };
        if sample {
            samples += 1;
        } else {
            secrets += 1;
        }
        let input = fs::read(&case.input).map_err(|e| format!("{}: {}", case.name, e))?;
        let base = dir.join("data").join(group).join(&case.name);
        let io = |e: std::io::Error| format!("{}: {}", base.display(), e);
        fs::write(base.with_extension("in"), laid_out(facts, &input)?).map_err(io)?;
        fs::copy(case.beside("out"), base.with_extension("ans")).map_err(io)?;
    }
    Ok(format!(
        "sample {}, secret {}; left out {}: {}",
        samples,
        secrets,
        left.len(),
        left.join(" ")
    ))
}

/// accepted/ our bundle; each coach's solution (`PROBLEM/solutions/VERDICT/`) in its
/// verdict's folder; wrong_answer/ every planted wrong program (time_limit_exceeded/ for
/// one marked `package = "TLE"`); time_limit_exceeded/right-but-slow.rs from the one marked
/// `slow-right = true`, its `--right` mode always on (a judge passes no arguments). Returns
/// the number of wrong answers.
fn write_submissions(root: &Path, facts: &Facts, dir: &Path) -> Result<usize, String> {
    let problem = &facts.problem;
    let submissions = dir.join("submissions");
    let place = |verdict: &str, name: &str, text: &str| -> Result<(), String> {
        let folder = submissions.join(verdict);
        fs::create_dir_all(&folder)
            .and_then(|()| fs::write(folder.join(name), text))
            .map_err(|e| format!("{}/{}: {}", folder.display(), name, e))
    };
    place(
        "accepted",
        &format!("{}.rs", problem),
        &bundle::solver(root, problem)?,
    )?;
    let mut wrong = 0;
    for solution in solutions::of(root, problem)? {
        let name = solution
            .file
            .file_name()
            .map_or(String::new(), |name| name.to_string_lossy().into_owned());
        let text = fs::read_to_string(root.join(&solution.file))
            .map_err(|e| format!("{}: {}", solution.file.display(), e))?;
        place(solution.tag.folder(), &name, &text)?;
        if solution.tag == solutions::Tag::WrongAnswer {
            wrong += 1;
        }
    }
    for (name, planted) in facts.table("planted") {
        let source = root
            .join(problem)
            .join("examples")
            .join(format!("{}.rs", name));
        let text = bundle::example(root, &source)?;
        let verdict = match planted.field("package") {
            Some("TLE") => "time_limit_exceeded",
            _ => {
                wrong += 1;
                "wrong_answer"
            }
        };
        place(verdict, &format!("{}.rs", name), &text)?;
        if planted.field("slow-right") == Some("true") {
            place(
                "time_limit_exceeded",
                "right-but-slow.rs",
                &right_mode(name, &text)?,
            )?;
        }
    }
    Ok(wrong)
}

/// A planted program's text with its one `--right` switch always on.
fn right_mode(name: &str, text: &str) -> Result<String, String> {
    const SWITCH: &str = "std::env::args().any(|arg| arg == \"--right\")";
    if text.matches(SWITCH).count() != 1 {
        return Err(format!("{}: no single --right switch to turn on", name));
    }
    Ok(format!(
        "// Its --right mode, always on: a right solver, too slow for the judge's limit.\n{}",
        text.replace(SWITCH, "true")
    ))
}

/// The package's statement in Markdown, from the problem's page `PROBLEM/README.md`: its
/// statement sections alone, what contestants read. `## Statement` (the story; its heading
/// left out, as a statement's opening has none), then Input, Output and Rules with theirs;
/// Input stops where the page turns to what our solver accepts beyond the promise. The page's
/// title and opening paragraphs, and every other section, are written for this workspace's
/// readers and left out (problem.yaml names the problem); links become their text (they point
/// into this repository). Cost: one pass over the page.
pub fn statement(page: &str) -> String {
    let mut out = String::new();
    let mut keep = false;
    for line in page.lines() {
        if line.starts_with("# ") {
            keep = false;
            continue;
        }
        if line.starts_with("## ") {
            keep = STATEMENT_SECTIONS.contains(&line);
            if line == STORY {
                continue;
            }
        }
        if line.starts_with("What our solver accepts beyond") {
            keep = false;
        }
        if keep {
            out += &unlinked(line);
            out.push('\n');
        }
    }
    out
}

/// The page's section that opens the statement: the story, before Input.
const STORY: &str = "## Statement";

/// The page's sections that make the statement, in the page's order.
const STATEMENT_SECTIONS: [&str; 4] = [STORY, "## Input", "## Output", "## Rules"];

/// `line` with each Markdown link `[text](target)` replaced by its text.
fn unlinked(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('[') {
        let link = rest[open + 1..].find("](").and_then(|close| {
            let text_end = open + 1 + close;
            let target = &rest[text_end + 2..];
            target
                .find(')')
                .map(|end| (text_end, text_end + 2 + end + 1))
        });
        match link {
            Some((text_end, after)) if !rest[open + 1..text_end].contains('[') => {
                out += &rest[..open];
                out += &rest[open + 1..text_end];
                rest = &rest[after..];
            }
            _ => {
                out += &rest[..=open];
                rest = &rest[open + 1..];
            }
        }
    }
    out + rest
}

#[cfg(test)]
mod tests {
    use super::statement;

    #[test]
    fn the_statement_is_its_sections_without_the_notes_for_our_readers() {
        let page = "# Title\n\nOur notes: this crate solves it.\n\n## Statement\n\nA story, see [the data](../data/x/README.md).\n\n## Input\n\nLines.\n\nWhat our solver accepts beyond the promise: CR.\n\n## Solution\n\nSecret.\n\n## Output\n\nOne [number](a) per [case](b).\n## Rules\nR [x]\n";
        let expected = "\nA story, see the data.\n\n## Input\n\nLines.\n\n## Output\n\nOne number per case.\n## Rules\nR [x]\n";
        assert_eq!(statement(page), expected);
    }
}
