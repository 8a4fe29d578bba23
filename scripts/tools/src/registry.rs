//! A problem registered in the workspace, whether it was made from the template
//! (`crate::new_problem`) or from a package (`crate::import`): its name in the spellings Rust
//! wants (`Names`), its member line in the workspace's Cargo.toml, its row in the README's
//! problem table, made from its facts, and a fresh uuid for its package. Each edit is made on
//! the text in memory; the caller writes it.

use crate::facts::Facts;
use std::fs;
use std::path::Path;

/// The template's name, which no problem may take.
pub const TEMPLATE_NAME: &str = "template-problem";

/// A problem's name in the three spellings Rust wants: kebab (crate, binary, folders), snake
/// (bench file, crate path), camel (the generator's `Problem` type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    pub kebab: String,
    pub snake: String,
    pub camel: String,
}

impl Names {
    /// The spellings of `name`: lowercase words (letters and digits, the first starting with
    /// a letter) joined by '-', such as `word-ladder`; an error saying so otherwise.
    pub fn of(name: &str) -> Result<Names, String> {
        let words: Vec<&str> = name.split('-').collect();
        let word_ok = |w: &str| !w.is_empty() && w.bytes().all(lower_or_digit);
        if !words.iter().all(|w| word_ok(w)) || !name.starts_with(|c: char| c.is_ascii_lowercase())
        {
            return Err(format!(
                "NAME must be lowercase words joined by '-', such as word-ladder; found '{}'",
                name
            ));
        }
        Ok(Names {
            kebab: name.to_string(),
            snake: name.replace('-', "_"),
            camel: words.iter().map(|w| capitalized(w)).collect(),
        })
    }

    /// The spellings of `name` when no problem, data folder or the template already holds it
    /// in the workspace at `root`.
    pub fn free(root: &Path, name: &str) -> Result<Names, String> {
        let names = Names::of(name)?;
        let taken = root.join(name).exists() || root.join("data").join(name).exists();
        if taken || name == TEMPLATE_NAME {
            return Err(format!("{} exists already", name));
        }
        Ok(names)
    }
}

/// A byte of a name's word: a lowercase ASCII letter or a digit.
fn lower_or_digit(byte: u8) -> bool {
    byte.is_ascii_lowercase() || byte.is_ascii_digit()
}

/// `word` with its first letter upper case.
fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// README.md's row for a problem: crate, title linked to its page, where to submit, limits.
pub fn readme_row(facts: &Facts) -> Result<String, String> {
    Ok(format!(
        "| `{p}` | [{}]({p}/README.md) | {} | {} s, {} MB ({}) |",
        facts.text("title")?,
        facts.text("submit")?,
        facts.text("time-limit")?,
        facts.text("memory-limit")?,
        facts.text("limits-from")?,
        p = facts.problem
    ))
}

/// `text` with each line that `edit` changes replaced; an error when it changes none.
pub(crate) fn edit_lines(
    text: &str,
    what: &str,
    edit: impl Fn(&str) -> Option<String>,
) -> Result<String, String> {
    let mut edited = 0;
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let (body, end) = line.split_at(line.trim_end_matches('\n').len());
        match edit(body) {
            Some(new) => {
                edited += 1;
                out.push_str(&new);
            }
            None => out.push_str(body),
        }
        out.push_str(end);
    }
    if edited == 0 {
        return Err(format!("found no line {}", what));
    }
    Ok(out)
}

/// The workspace's Cargo.toml `text` with `name` last in its `members = [...]` line.
pub fn with_member(text: &str, name: &str) -> Result<String, String> {
    edit_lines(text, "`members = [...]` in Cargo.toml", |line| {
        let inside = line.strip_prefix("members = [")?.strip_suffix(']')?;
        let comma = if inside.trim().is_empty() { "" } else { ", " };
        Some(format!("members = [{}{}\"{}\"]", inside, comma, name))
    })
}

/// A fresh random uuid, from the kernel (Linux only, as the judge).
pub fn fresh_uuid() -> Result<String, String> {
    let file = "/proc/sys/kernel/random/uuid";
    fs::read_to_string(file)
        .map(|uuid| uuid.trim().to_string())
        .map_err(|e| format!("{}: cannot read: {}", file, e))
}

/// The README's `text` with `row` right after the last row of its problem table, the lines
/// that open with a crate's name (``| `name` |``).
pub fn with_row(text: &str, row: &str) -> Result<String, String> {
    let is_problem_row = |line: &str| {
        line.strip_prefix("| `")
            .and_then(|rest| rest.split_once("` |"))
            .map_or(false, |(name, _)| {
                !name.is_empty() && name.bytes().all(|b| lower_or_digit(b) || b == b'-')
            })
    };
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let last = lines
        .iter()
        .rposition(|line| is_problem_row(line))
        .ok_or("README.md has no problem table (rows such as \"| `name` | ...\")")?;
    let mut out = lines[..=last].concat();
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(row);
    out.push('\n');
    out.push_str(&lines[last + 1..].concat());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_spelled_three_ways_and_checked() {
        let names = Names::of("word-ladder2-x").unwrap();
        assert_eq!(names.snake, "word_ladder2_x");
        assert_eq!(names.camel, "WordLadder2X");
        for bad in ["", "Word", "2sum", "a--b", "a-", "-a", "a_b", "a b", "é"] {
            assert!(Names::of(bad).is_err(), "{:?}", bad);
        }
    }

    #[test]
    fn the_member_line_is_edited_in_place() {
        let toml = "[workspace]\nmembers = [\"a\", \"b\"]\nx = 1\n";
        assert_eq!(
            with_member(toml, "c").unwrap(),
            "[workspace]\nmembers = [\"a\", \"b\", \"c\"]\nx = 1\n"
        );
        assert!(with_member("[workspace]\n", "c").is_err());
    }

    #[test]
    fn the_row_goes_after_the_last_problem_row() {
        let readme = "| crate |\n|---|\n| `a` | x |\n| `b-2` | y |\n\n| `x.rs` | not one |\n";
        assert_eq!(
            with_row(readme, "| `c` | z |").unwrap(),
            "| crate |\n|---|\n| `a` | x |\n| `b-2` | y |\n| `c` | z |\n\n| `x.rs` | not one |\n"
        );
        assert!(with_row("no table\n", "| `c` |").is_err());
    }
}
