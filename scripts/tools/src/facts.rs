//! A problem's facts, written once, in `[package.metadata.problem]` of `PROBLEM/Cargo.toml`
//! and its subtables (`[package.metadata.problem.SUB]`), and read here for every tool: the
//! judge's limits and judges, the package's title, source and licence, the planted wrong
//! programs. No script reads Cargo.toml itself.
//!
//! The reader takes the part of TOML those tables use: `key = value` lines with a value that
//! is a number, `true`/`false`, a string ("..." with `\"` and `\\` escapes, or '...'), a
//! one-line array of strings, or a one-line table of those scalars; `#` comments. Anything else in those tables is an error naming
//! the file and line, never a value guessed at.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The table every problem's facts live in.
const TABLE: &str = "package.metadata.problem";

/// One fact's value: the text of a string or the digits of a number, a list of strings, or
/// a one-line table of such texts (`{ key = value, ... }`).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    List(Vec<String>),
    Table(Vec<(String, String)>),
}

/// The facts of one problem, in file order.
#[derive(Clone, Debug)]
pub struct Facts {
    pub problem: String,
    /// `PROBLEM/Cargo.toml`, for messages.
    file: PathBuf,
    /// (subtable, or "" for the main table; key; value).
    entries: Vec<(String, String, Value)>,
}

impl Facts {
    /// The facts of `problem`, the crate folder `root/problem`. Cost: one small file read.
    pub fn of(root: &Path, problem: &str) -> Result<Facts, String> {
        let file = root.join(problem).join("Cargo.toml");
        let text = fs::read_to_string(&file)
            .map_err(|e| format!("{}: cannot read: {}", file.display(), e))?;
        Facts::parse(problem, &file, &text)
    }

    /// The facts in `text`, the contents of `file`.
    pub fn parse(problem: &str, file: &Path, text: &str) -> Result<Facts, String> {
        let mut entries = Vec::new();
        let mut section: Option<String> = None;
        for (index, raw) in text.lines().enumerate() {
            let line = raw.trim();
            let at = || format!("{}:{}", file.display(), index + 1);
            if line.starts_with('[') {
                let name = line.trim_matches(|c| c == '[' || c == ']').trim();
                section = if name == TABLE {
                    Some(String::new())
                } else {
                    name.strip_prefix(TABLE)
                        .and_then(|rest| rest.strip_prefix('.'))
                        .map(str::to_string)
                };
                continue;
            }
            let sub = match &section {
                Some(sub) if !line.is_empty() && !line.starts_with('#') => sub.clone(),
                _ => continue,
            };
            let (key, value) = line
                .split_once('=')
                .ok_or_else(|| format!("{}: expected KEY = VALUE, found {:?}", at(), raw))?;
            let key = unquoted_key(key.trim());
            let value = parse_value(value.trim()).map_err(|why| format!("{}: {}", at(), why))?;
            entries.push((sub, key, value));
        }
        if entries.is_empty() {
            return Err(format!("{}: no [{}] table", file.display(), TABLE));
        }
        Ok(Facts {
            problem: problem.to_string(),
            file: file.to_path_buf(),
            entries,
        })
    }

    /// The value of `key` in the main table, if written.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries
            .iter()
            .find(|(sub, k, _)| sub.is_empty() && k == key)
            .map(|(_, _, value)| value)
    }

    /// The text of `key` in the main table; an error naming the file when it is missing or a
    /// list.
    pub fn text(&self, key: &str) -> Result<&str, String> {
        match self.get(key) {
            Some(Value::Text(text)) => Ok(text),
            Some(_) => Err(format!(
                "{}: [{}] {} is a list or table, not one value",
                self.file.display(),
                TABLE,
                key
            )),
            None => Err(format!(
                "{}: [{}] has no {}",
                self.file.display(),
                TABLE,
                key
            )),
        }
    }

    /// `key` as a positive number (seconds, megabytes): `1`, `1.5`.
    pub fn number(&self, key: &str) -> Result<f64, String> {
        positive(self.text(key)?)
            .map_err(|why| format!("{}: [{}] {}: {}", self.file.display(), TABLE, key, why))
    }

    /// Every fact, in file order: (subtable, or "" for the main table; key; value).
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str, &Value)> {
        self.entries
            .iter()
            .map(|(sub, key, value)| (sub.as_str(), key.as_str(), value))
    }

    /// The entries of the subtable `[package.metadata.problem.SUB]`, in file order.
    pub fn table(&self, sub: &str) -> Vec<(&str, &Value)> {
        self.entries
            .iter()
            .filter(|(s, _, _)| s == sub)
            .map(|(_, key, value)| (key.as_str(), value))
            .collect()
    }
}

impl Value {
    /// The value as one line: a list joined by ", ", a table as `key = value` pairs.
    pub fn shown(&self) -> String {
        match self {
            Value::Text(text) => text.clone(),
            Value::List(items) => items.join(", "),
            Value::Table(pairs) => pairs
                .iter()
                .map(|(key, value)| format!("{} = {}", key, value))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// The text of `key` in a table value.
    pub fn field(&self, key: &str) -> Option<&str> {
        match self {
            Value::Table(pairs) => pairs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, value)| value.as_str()),
            _ => None,
        }
    }
}

/// Every problem of the workspace at `root`: each folder with a `src/main.rs` and a
/// `[package.metadata.problem]` table, sorted by name.
pub fn problems(root: &Path) -> Vec<String> {
    let mut found: Vec<String> = fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.path().join("src/main.rs").is_file())
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| Facts::of(root, name).is_ok())
        .collect();
    found.sort();
    found
}

/// A positive, finite number (seconds, megabytes): `1`, `1.5`.
pub fn positive(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|number| *number > 0.0 && number.is_finite())
        .ok_or_else(|| format!("{:?} is not a positive number", text))
}

/// Where cargo's builds of the workspace at `root` are: `CARGO_TARGET_DIR` when set, else
/// `root/target`.
pub fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

/// Where the tools' tests write their scratch folders: the workspace's own `root/target`,
/// even where `CARGO_TARGET_DIR` points elsewhere (as package.sh writes its packages). Two
/// copies of the workspace may share one target folder (new-problem.sh's self-test runs a
/// check.sh in a copy beside the full one's steps); their scratch folders must not be shared.
pub fn scratch_dir(root: &Path) -> PathBuf {
    root.join("target")
}

/// A tag no other caller takes: this process's id and a count of its calls, so that files and
/// folders named with it are apart from those of another thread (tests run in parallel) and
/// of another process (check.sh's steps run side by side).
pub fn own_tag() -> String {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, Ordering::Relaxed);
    format!("{}-{}", std::process::id(), n)
}

/// The workspace: the nearest folder holding `scripts/tools/` at or above the running crate's
/// folder (`CARGO_MANIFEST_DIR`, which cargo sets when it runs a test or a binary), else the
/// current folder. Found at run time, never fixed at build time: a target/ may serve another
/// copy of the workspace (new-problem.sh's self-test builds one, then deletes it).
pub fn workspace() -> Option<PathBuf> {
    let start = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .or_else(|| std::env::current_dir().ok())?;
    start
        .ancestors()
        .find(|folder| folder.join("scripts/tools/Cargo.toml").is_file())
        .map(Path::to_path_buf)
}

fn unquoted_key(key: &str) -> String {
    key.trim_matches('"').to_string()
}

/// A value as written after `=`, with its comment. Precondition: `text` is trimmed.
fn parse_value(text: &str) -> Result<Value, String> {
    if let Some(rest) = text.strip_prefix('{') {
        return parse_table(rest.trim_start());
    }
    if let Some(rest) = text.strip_prefix('[') {
        let mut items = Vec::new();
        let mut rest = rest.trim_start();
        loop {
            if let Some(after) = rest.strip_prefix(']') {
                no_more(after)?;
                return Ok(Value::List(items));
            }
            let (item, after) = string(rest)?;
            items.push(item);
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        }
    }
    if text.starts_with('"') || text.starts_with('\'') {
        let (item, after) = string(text)?;
        no_more(after)?;
        return Ok(Value::Text(item));
    }
    let bare = text.split('#').next().unwrap_or("").trim();
    if is_bare_scalar(bare) {
        Ok(Value::Text(bare.to_string()))
    } else {
        Err(format!(
            "expected a number, a string, a list or a table, found {:?}",
            text
        ))
    }
}

fn is_bare_scalar(text: &str) -> bool {
    text.parse::<f64>().is_ok() || text == "true" || text == "false"
}

/// The pairs of a one-line table after its `{`, up to its `}` and a comment.
fn parse_table(mut rest: &str) -> Result<Value, String> {
    let mut pairs = Vec::new();
    loop {
        if let Some(after) = rest.strip_prefix('}') {
            no_more(after)?;
            return Ok(Value::Table(pairs));
        }
        let (key, after) = rest
            .split_once('=')
            .ok_or_else(|| format!("expected KEY = VALUE in a table, found {:?}", rest))?;
        let after = after.trim_start();
        let (value, after) = if after.starts_with('"') || after.starts_with('\'') {
            string(after)?
        } else {
            let end = after.find([',', '}']).unwrap_or(after.len());
            let bare = after[..end].trim();
            if !is_bare_scalar(bare) {
                return Err(format!("expected a table value, found {:?}", after));
            }
            (bare.to_string(), &after[end..])
        };
        pairs.push((unquoted_key(key.trim()), value));
        rest = after.trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
}

/// A quoted string at the start of `text` and what follows it.
fn string(text: &str) -> Result<(String, &str), String> {
    let quote = text
        .chars()
        .next()
        .filter(|&c| c == '"' || c == '\'')
        .ok_or_else(|| format!("expected a quoted string, found {:?}", text))?;
    let mut value = String::new();
    let mut chars = text.char_indices().skip(1);
    while let Some((at, c)) = chars.next() {
        if c == quote {
            return Ok((value, &text[at + 1..]));
        }
        if c == '\\' && quote == '"' {
            match chars.next() {
                Some((_, escaped @ ('"' | '\\'))) => value.push(escaped),
                _ => return Err(format!("only \\\" and \\\\ escapes are read: {:?}", text)),
            }
        } else {
            value.push(c);
        }
    }
    Err(format!("unterminated string: {:?}", text))
}

/// Nothing but blanks and a comment after a value.
fn no_more(after: &str) -> Result<(), String> {
    let after = after.trim();
    if after.is_empty() || after.starts_with('#') {
        Ok(())
    } else {
        Err(format!("unexpected {:?} after the value", after))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(text: &str) -> Result<Facts, String> {
        Facts::parse("p", Path::new("p/Cargo.toml"), text)
    }

    #[test]
    fn reads_the_problem_table_and_its_subtables_only() {
        let text = "[package]\nname = \"p\"\n[package.metadata.problem]\n# note\n\
            title = \"A \\\"B\\\"\"  # comment\ntime-limit = 1.5\nflags = ['a', \"b\"]\n\
            [package.metadata.problem.planted]\nwrong-x = \"WA\"\n\
            wrong-y = { what = \"a, b\", small = 6, tiny = \"-\" }  # c\n[features]\nx = []\n";
        let facts = facts(text).unwrap();
        assert_eq!(facts.text("title"), Ok("A \"B\""));
        assert_eq!(facts.number("time-limit"), Ok(1.5));
        assert_eq!(
            facts.get("flags"),
            Some(&Value::List(vec!["a".into(), "b".into()]))
        );
        assert_eq!(facts.get("name"), None);
        let planted = facts.table("planted");
        assert_eq!(planted[0], ("wrong-x", &Value::Text("WA".into())));
        assert_eq!(planted[1].1.field("what"), Some("a, b"));
        assert_eq!(planted[1].1.field("small"), Some("6"));
        assert_eq!(planted[1].1.field("tiny"), Some("-"));
    }

    #[test]
    fn what_it_cannot_read_is_an_error_with_the_line() {
        let bad = facts("[package.metadata.problem]\ntitle = bare words\n").unwrap_err();
        assert!(
            bad.starts_with("p/Cargo.toml:2: expected a number"),
            "{}",
            bad
        );
        let missing = facts("[package.metadata.problem]\nx = 1\n").unwrap();
        assert!(missing.text("title").unwrap_err().contains("has no title"));
        assert!(facts("[package]\nname = \"p\"\n").is_err());
        let zero = facts("[package.metadata.problem]\nt = 0\n").unwrap();
        assert!(zero.number("t").is_err());
    }

    #[test]
    fn every_problem_of_the_workspace_has_its_facts() {
        let root = workspace().unwrap();
        let problems = problems(&root);
        assert!(problems.len() >= 5, "{:?}", problems);
        for problem in problems {
            let facts = Facts::of(&root, &problem).unwrap();
            for key in ["title", "submit", "uuid", "name", "source", "license"] {
                facts.text(key).unwrap();
            }
            assert!(!facts.table("judges").is_empty(), "{}", problem);
            facts.number("time-limit").unwrap();
            facts.number("memory-limit").unwrap();
        }
    }
}
