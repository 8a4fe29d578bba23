//! A problem package in the (legacy) problem package format of Kattis and DOMjudge, made from
//! the workspace alone: `problem.yaml` and the time limit from the problem's facts (with the
//! keys a package brought that have no other home, `[package.metadata.problem.problem-yaml]`),
//! the data from `data/PROBLEM/` as the judge's case reader sorts it; the input validator and
//! the checker (`output_validators/`, where the problem has one) as they are where the facts
//! name a coach's (`PROBLEM/input_validators/`, `PROBLEM/output_validators/`, copied whole),
//! ours under `examples/` made one file by the one bundler, and so are our submissions, beside
//! the coach's, no two sharing a name; the statement's Markdown from the problem's page
//! (`statement`), which `scripts/package.sh` turns into LaTeX with pandoc before it zips the
//! package and runs verifyproblem.

use crate::bundle;
use crate::facts::{Facts, Value};
use crate::judge::cases::{cases, Case, Kind};
use crate::solutions;
use crate::validators::{self, Role};
use std::fs;
use std::path::{Path, PathBuf};

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
    for role in [Role::Input, Role::Output] {
        if let Some(source) = validators::named(&facts, role)? {
            write_validator(root, problem, &source, role, dir)?;
        }
    }
    let (wrong, renamed) = write_submissions(root, &facts, dir)?;
    Ok(format!("{}; {} wrong answers{}", data, wrong, renamed))
}

/// The validator `source` (from the problem's folder) of `role` into the package: a coach's,
/// under the package's own folder for it (`input_validators/`, `output_validators/`), that
/// whole folder copied as it is (its other programs and headers too, as the package brought
/// them); ours, under `examples/`, made one file by the bundler.
fn write_validator(
    root: &Path,
    problem: &str,
    source: &str,
    role: Role,
    dir: &Path,
) -> Result<(), String> {
    let folder = match role {
        Role::Input => "input_validators",
        Role::Output => "output_validators",
    };
    let from = root.join(problem);
    if source.starts_with(&format!("{}/", folder)) {
        return copy_tree(&from.join(folder), &dir.join(folder));
    }
    let ending = match role {
        Role::Input => "validate",
        Role::Output => "check",
    };
    let into = dir.join(folder);
    let text = bundle::example(root, &from.join(source))?;
    fs::create_dir_all(&into)
        .and_then(|()| fs::write(into.join(format!("{}-{}.rs", problem, ending)), text))
        .map_err(|e| format!("{}: {}", into.display(), e))
}

/// Copies the file or folder `from` to `to`, every file byte for byte.
pub fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    let io = |e: std::io::Error| format!("{} to {}: {}", from.display(), to.display(), e);
    if from.is_file() {
        to.parent().map_or(Ok(()), fs::create_dir_all).map_err(io)?;
        return fs::copy(from, to).map(|_| ()).map_err(io);
    }
    fs::create_dir_all(to).map_err(io)?;
    for entry in fs::read_dir(from).map_err(io)? {
        let entry = entry.map_err(io)?;
        copy_tree(&entry.path(), &to.join(entry.file_name()))?;
    }
    Ok(())
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
    let kept = facts.table("problem-yaml");
    for (key, value) in kept.iter().filter(|(key, _)| !key.contains('.')) {
        yaml += &format!("{}: {}\n", key, yaml_value(value));
    }
    yaml += &format!("limits:\n  memory: {}\n", facts.text("memory-limit")?);
    for (key, value) in &kept {
        if let Some(limit) = key.strip_prefix("limits.") {
            yaml += &format!("  {}: {}\n", limit, yaml_value(value));
        }
    }
    let flags = facts.get("validator-flags").map(Value::shown);
    if facts.get("checker").is_some() {
        // the problem's checker judges, handed the flags where the facts give any
        yaml += "validation: custom\n";
        if let Some(flags) = flags {
            yaml += &format!("validator_flags: {}\n", flags.replace(", ", " "));
        }
        return Ok(yaml);
    }
    yaml += "validation: default\n";
    let flags = flags.unwrap_or_else(|| "case_sensitive".to_string());
    yaml += &format!("validator_flags: {}\n", flags.replace(", ", " "));
    Ok(yaml)
}

/// A kept value as YAML: a number as it is, any other text quoted.
fn yaml_value(value: &Value) -> String {
    let text = value.shown();
    if text.parse::<f64>().is_ok() {
        text
    } else {
        yaml_string(&text)
    }
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

/// The package's `submissions/`, filled so that no file takes another's name: each verdict
/// folder's names taken so far.
struct Submissions {
    dir: PathBuf,
    taken: Vec<(String, String)>,
    /// Our files that gave way to a coach's of the same name, as the summary says them.
    renamed: Vec<String>,
}

impl Submissions {
    /// A coach's file or folder, copied as it is under its own name (a Java file's name is
    /// its class's: it must keep it).
    fn theirs(&mut self, verdict: &str, name: &str, from: &Path) -> Result<(), String> {
        self.claim(verdict, name)?;
        copy_tree(from, &self.dir.join(verdict).join(name))
    }

    /// One of ours, written under `name`, or under `ours-NAME` when a coach's file has that
    /// name (a Rust file may take any name); an error naming both when neither is free.
    fn ours(&mut self, verdict: &str, name: &str, text: &str) -> Result<(), String> {
        let name = if self.is_taken(verdict, name) {
            let aside = format!("ours-{}", name);
            self.renamed.push(format!(
                "{}/{} is the coach's, ours is {}",
                verdict, name, aside
            ));
            aside
        } else {
            name.to_string()
        };
        self.claim(verdict, &name)?;
        let folder = self.dir.join(verdict);
        fs::create_dir_all(&folder)
            .and_then(|()| fs::write(folder.join(&name), text))
            .map_err(|e| format!("{}/{}: {}", folder.display(), name, e))
    }

    fn is_taken(&self, verdict: &str, name: &str) -> bool {
        self.taken.iter().any(|(v, n)| v == verdict && n == name)
    }

    fn claim(&mut self, verdict: &str, name: &str) -> Result<(), String> {
        if self.is_taken(verdict, name) {
            return Err(format!(
                "submissions/{}/{}: two files of the package would take this name, ours and a coach's: rename one",
                verdict, name
            ));
        }
        self.taken.push((verdict.to_string(), name.to_string()));
        Ok(())
    }
}

/// Each coach's solution (`PROBLEM/solutions/VERDICT/`) in its verdict's folder, as it is;
/// then ours: accepted/ our bundle, wrong_answer/ every planted wrong program
/// (time_limit_exceeded/ for one marked `package = "TLE"`), time_limit_exceeded/right-but-slow.rs
/// from the one marked `slow-right = true`, its `--right` mode always on (a judge passes no
/// arguments); one of ours whose name a coach's file has is written `ours-NAME`. Returns the
/// number of wrong answers and the words that say what gave way.
fn write_submissions(root: &Path, facts: &Facts, dir: &Path) -> Result<(usize, String), String> {
    let problem = &facts.problem;
    let mut submissions = Submissions {
        dir: dir.join("submissions"),
        taken: Vec::new(),
        renamed: Vec::new(),
    };
    let mut wrong = 0;
    for solution in solutions::of(root, problem)? {
        let name = solution
            .file
            .file_name()
            .map_or(String::new(), |name| name.to_string_lossy().into_owned());
        let folder = package_folder(solution.tag);
        if folder != solution.tag.folder() {
            submissions.renamed.push(format!(
                "{}/{} goes in as {}/{}: problemtools knows no {}/ (an error), and a solution over the time limit is what the format asks of {}/",
                solution.tag.folder(),
                name,
                folder,
                name,
                solution.tag.folder(),
                folder
            ));
        }
        submissions.theirs(folder, &name, &root.join(&solution.file))?;
        if solution.tag == solutions::Tag::WrongAnswer {
            wrong += 1;
        }
    }
    submissions.ours(
        "accepted",
        &format!("{}.rs", problem),
        &bundle::solver(root, problem)?,
    )?;
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
        submissions.ours(verdict, &format!("{}.rs", name), &text)?;
        if planted.field("slow-right") == Some("true") {
            submissions.ours(
                "time_limit_exceeded",
                "right-but-slow.rs",
                &right_mode(name, &text)?,
            )?;
        }
    }
    let renamed = if submissions.renamed.is_empty() {
        String::new()
    } else {
        format!("; {}", submissions.renamed.join("; "))
    };
    Ok((wrong, renamed))
}

/// The package's folder for a coach's solution of `tag`: its own, but a slow accepted
/// solution's, which problemtools (1.20260907) does not know: it judges every folder it knows
/// and reports any other as an error. Over the time limit and accepted within the safety
/// margin, such a solution gets TLE at the limit, what `time_limit_exceeded/` asks; problemtools
/// then warns that it is sensitive to the time limit, which it is.
fn package_folder(tag: solutions::Tag) -> &'static str {
    match tag {
        solutions::Tag::SlowAccepted => solutions::Tag::TimeLimit.folder(),
        tag => tag.folder(),
    }
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
/// into this repository); maths stays `$...$` (package.sh's pandoc reads it as LaTeX maths),
/// and HTML's `<sup>`/`<sub>` become pandoc's `^...^`/`~...~`, which its LaTeX keeps (raw HTML
/// it would drop). Cost: one pass over the page.
pub fn statement(page: &str) -> String {
    let mut out = String::new();
    for (line, keep) in page.lines().zip(in_statement(page)) {
        if keep {
            out += &scripts_marked(&unlinked(line));
            out.push('\n');
        }
    }
    out
}

/// For each line of the page, whether the package's statement carries it (see `statement`).
pub fn in_statement(page: &str) -> Vec<bool> {
    let mut kept = Vec::new();
    let mut keep = false;
    for line in page.lines() {
        if line.starts_with("# ") {
            keep = false;
        } else if line.starts_with("## ") {
            keep = STATEMENT_SECTIONS.contains(&line);
        } else if line.starts_with("What our solver accepts beyond") {
            keep = false;
        }
        kept.push(keep && !line.starts_with("# ") && line != STORY);
    }
    kept
}

/// The page's section that opens the statement: the story, before Input.
const STORY: &str = "## Statement";

/// The page's sections that make the statement, in the page's order.
const STATEMENT_SECTIONS: [&str; 4] = [STORY, "## Input", "## Output", "## Rules"];

/// `line` with each `<sup>x</sup>` written `^x^` and each `<sub>x</sub>` `~x~`, pandoc's
/// superscript and subscript, their spaces escaped as pandoc wants them there.
fn scripts_marked(line: &str) -> String {
    let mut out = line.to_string();
    for (open, close, mark) in [("<sup>", "</sup>", "^"), ("<sub>", "</sub>", "~")] {
        while let Some(start) = out.find(open) {
            let inner = start + open.len();
            let end = match out[inner..].find(close) {
                Some(end) => inner + end,
                None => break,
            };
            let text = out[inner..end].replace(' ', "\\ ");
            out = format!(
                "{}{}{}{}{}",
                &out[..start],
                mark,
                text,
                mark,
                &out[end + close.len()..]
            );
        }
    }
    out
}

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
    use super::{scripts_marked, statement};

    #[test]
    fn html_scripts_become_pandoc_s_and_maths_stays() {
        assert_eq!(
            scripts_marked("$10^{k}$ is 10<sup>k</sup>, H<sub>2</sub>O, a<sup>b c</sup>"),
            "$10^{k}$ is 10^k^, H~2~O, a^b\\ c^"
        );
    }

    #[test]
    fn the_statement_is_its_sections_without_the_notes_for_our_readers() {
        let page = "# Title\n\nOur notes: this crate solves it.\n\n## Statement\n\nA story, see [the data](../data/x/README.md).\n\n## Input\n\nLines.\n\nWhat our solver accepts beyond the promise: CR.\n\n## Solution\n\nSecret.\n\n## Output\n\nOne [number](a) per [case](b).\n## Rules\nR [x]\n";
        let expected = "\nA story, see the data.\n\n## Input\n\nLines.\n\n## Output\n\nOne number per case.\n## Rules\nR [x]\n";
        assert_eq!(statement(page), expected);
    }
}
