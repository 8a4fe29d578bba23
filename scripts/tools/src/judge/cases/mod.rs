//! A problem's judged cases, `data/PROBLEM/NAME.in` with `NAME.out`, sorted by name, and
//! what kind each is: `NAME.err` beside it makes a bad input (our error line is expected),
//! and its row in the case table (`data/PROBLEM/README.md`, `| NAME | what it catches |`)
//! may mark it `outside the promise:` (an input the statement promises a judge never sends)
//! or `beyond the judges:` (bytes no judge serves, kept to prove our own reader).

pub mod hosting;
pub mod promise;

#[cfg(test)]
mod tests;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// How a case counts for a user's program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A legal input a judge may send: it counts.
    Legal,
    /// A bad input: its expected output is our error line, which no other program prints.
    Bad,
    /// Outside the statement's promise: judged apart, for information.
    Outside,
    /// Bytes no judge serves (a byte-order mark): judged apart, for information.
    Beyond,
}

impl Kind {
    /// The kind as one lower-case word, as `judge kinds` prints it.
    pub fn word(self) -> &'static str {
        match self {
            Kind::Legal => "legal",
            Kind::Bad => "bad",
            Kind::Outside => "outside",
            Kind::Beyond => "beyond",
        }
    }
}

pub const OUTSIDE: &str = "outside the promise:";
pub const BEYOND: &str = "beyond the judges:";

/// One data case.
#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    pub input: PathBuf,
    pub kind: Kind,
    /// Its row in the case table.
    pub catches: Option<String>,
    /// Why it does not count for a user's program, in words (`promise::sort`).
    pub why: Option<String>,
}

impl Case {
    /// `NAME.EXTENSION` beside the input.
    pub fn beside(&self, extension: &str) -> PathBuf {
        self.input.with_extension(extension)
    }

    /// The words of its table row after the mark `outside the promise:`, if so marked.
    pub fn marked_why(&self) -> Option<String> {
        let catches = self.catches.as_deref()?;
        catches
            .strip_prefix(OUTSIDE)
            .map(|why| why.trim().to_string())
    }
}

/// The rows of the case table in `dir`: (name, description).
pub fn table(dir: &Path) -> Vec<(String, String)> {
    let text = fs::read_to_string(dir.join("README.md")).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            match cells.as_slice() {
                ["", name, text, ""] if *name != "case" && !name.starts_with("--") => {
                    Some((name.to_string(), text.to_string()))
                }
                _ => None,
            }
        })
        .collect()
}

/// What is wrong with the case table of `dir` (`data/PROBLEM`): no table, a name in two rows,
/// a row that names no `.in`, a `.in` without its row. Empty when every case has one row.
pub fn table_faults(dir: &Path) -> Vec<String> {
    let shown = dir.display();
    if !dir.join("README.md").exists() {
        return vec![format!("{} has no README.md with a row per case", shown)];
    }
    let rows = table(dir);
    let mut faults = Vec::new();
    for (i, (name, _)) in rows.iter().enumerate() {
        if rows[..i].iter().any(|(n, _)| n == name) {
            faults.push(format!("{}/README.md: two rows name {}", shown, name));
        }
        if !dir.join(format!("{}.in", name)).exists() {
            faults.push(format!(
                "{}/README.md: row {} names no file {}.in",
                shown, name, name
            ));
        }
    }
    for case in cases(dir).unwrap_or_default() {
        if case.catches.is_none() {
            faults.push(format!(
                "{}/{}.in has no row in {}/README.md",
                shown, case.name, shown
            ));
        }
    }
    faults
}

/// Every case in `dir`, sorted by name.
pub fn cases(dir: &Path) -> io::Result<Vec<Case>> {
    let rows = table(dir);
    let mut names: Vec<String> = fs::read_dir(dir)?
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".in").map(String::from)
        })
        .collect();
    names.sort();
    Ok(names
        .into_iter()
        .map(|name| {
            let input = dir.join(format!("{}.in", name));
            let catches = rows
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.clone());
            let marked = |mark: &str| catches.as_deref().map_or(false, |t| t.starts_with(mark));
            let kind = if input.with_extension("err").exists() {
                Kind::Bad
            } else if marked(OUTSIDE) {
                Kind::Outside
            } else if marked(BEYOND) {
                Kind::Beyond
            } else {
                Kind::Legal
            };
            Case {
                name,
                input,
                kind,
                catches,
                why: None,
            }
        })
        .collect())
}
