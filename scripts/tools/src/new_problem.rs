//! A new problem in the one shape every problem has (`tools new-problem NAME`, behind
//! `scripts/new-problem.sh`): the template crate `scripts/template/` copied to `NAME/` and its
//! data folder `scripts/template/data/template-problem/` to `data/NAME/`, the template's name
//! replaced by NAME's in their text and paths; NAME added to the workspace's members, a fresh
//! uuid in its facts, and its row in the README's problem table.
//!
//! Everything is read and edited in memory first, then written: a fault found (a template file
//! that is not text, a README without a problem table) leaves the workspace as it was. The
//! template is walked as it is on disk, never through git: the self-test runs in a copy
//! without one.

use crate::facts::Facts;
use crate::import::Refused;
use std::fs;
use std::path::{Path, PathBuf};

/// The template crate, a workspace member one folder deeper than a problem.
const TEMPLATE: &str = "scripts/template";
/// The template's data folder, inside the crate (left out of the crate's copy).
const TEMPLATE_DATA: &str = "scripts/template/data/template-problem";
/// The template's name.
const TEMPLATE_NAME: &str = "template-problem";

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

/// One file to write: its path under the workspace and its text.
struct Planned {
    path: PathBuf,
    text: String,
}

/// `new-problem.sh NAME [--from PACKAGE]`: the problem `name` made from the template, or
/// from the package at `from` (`crate::import`); the lines to print, one for each thing the
/// import took and each it could not carry, then what to run next. `Refused` (exit status 2)
/// when `name` is not a free problem name or the package's format or kind is not taken yet.
pub fn new(root: &Path, name: &str, from: Option<&Path>) -> Result<Vec<String>, Refused> {
    let names = Names::free(root, name).map_err(Refused::NotYet)?;
    let (mut lines, made_from) = match from {
        None => {
            make(root, &names)?;
            (Vec::new(), String::new())
        }
        Some(package) => (
            crate::import::import(root, &names, package)?,
            format!(" from {}", package.display()),
        ),
    };
    lines.push(format!(
        "made {n}/ and data/{n}/{f}; now run: bash scripts/check.sh {n}",
        n = name,
        f = made_from
    ));
    Ok(lines)
}

/// Makes the problem `names` in the workspace at `root` (see the module's header).
/// Precondition: `names` is free (`Names::free`). Cost: reads and writes the template's few
/// dozen small files.
pub fn make(root: &Path, names: &Names) -> Result<(), String> {
    let template = Names::of(TEMPLATE_NAME)?;
    let mut files = copied(root, TEMPLATE, Path::new(&names.kebab), &template, names)?;
    // the crate's copy less the template's data folder, which becomes data/NAME/
    files.retain(|file| !file.path.starts_with(Path::new(&names.kebab).join("data")));
    let data = Path::new("data").join(&names.kebab);
    files.extend(copied(root, TEMPLATE_DATA, &data, &template, names)?);
    let manifest_path = Path::new(&names.kebab).join("Cargo.toml");
    let manifest = files
        .iter_mut()
        .find(|file| file.path == manifest_path)
        .ok_or_else(|| format!("{}/ holds no Cargo.toml", TEMPLATE))?;
    manifest.text = with_uuid(&manifest.text, &fresh_uuid()?)?;
    let facts = Facts::parse(&names.kebab, &root.join(&manifest_path), &manifest.text)?;
    let row = readme_row(&facts)?;
    files.push(Planned {
        text: with_member(&read(&root.join("Cargo.toml"))?, &names.kebab)?,
        path: PathBuf::from("Cargo.toml"),
    });
    files.push(Planned {
        text: with_row(&read(&root.join("README.md"))?, &row)?,
        path: PathBuf::from("README.md"),
    });
    files
        .iter()
        .try_for_each(|file| write(&root.join(&file.path), &file.text))
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

/// Every file under `root/from` (sorted), planned under `to` with the template's names
/// replaced by `names`'s in its path (`renamed`) and its text (`rewritten`).
fn copied(
    root: &Path,
    from: &str,
    to: &Path,
    template: &Names,
    names: &Names,
) -> Result<Vec<Planned>, String> {
    let mut planned = Vec::new();
    for relative in files_under(&root.join(from), Path::new(""))? {
        let path = relative
            .to_str()
            .ok_or_else(|| format!("{}: not UTF-8", relative.display()))?;
        planned.push(Planned {
            path: to.join(renamed(path, template, names)),
            text: rewritten(&read(&root.join(from).join(&relative))?, template, names),
        });
    }
    Ok(planned)
}

/// The files under `dir/under` (symbolic links left out), as paths under `dir`, sorted.
/// Cost: one directory read per folder.
fn files_under(dir: &Path, under: &Path) -> Result<Vec<PathBuf>, String> {
    let folder = dir.join(under);
    let entries = fs::read_dir(&folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {}", folder.display(), e))?;
        let kind = entry
            .file_type()
            .map_err(|e| format!("{}: {}", folder.display(), e))?;
        let path = under.join(entry.file_name());
        if kind.is_dir() {
            files.extend(files_under(dir, &path)?);
        } else if kind.is_file() {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// `text` (a path) with the template's kebab and snake spellings replaced by `names`'s.
fn renamed(text: &str, template: &Names, names: &Names) -> String {
    text.replace(&template.kebab, &names.kebab)
        .replace(&template.snake, &names.snake)
}

/// `text` (a file's) renamed in all three spellings, with the template's paths into
/// `scripts/` from one folder deeper (`../../tools/`) made a problem's (`../../scripts/tools/`).
fn rewritten(text: &str, template: &Names, names: &Names) -> String {
    renamed(text, template, names)
        .replace("../../tools/", "../../scripts/tools/")
        .replace(&template.camel, &names.camel)
}

/// `text` with each line that `edit` changes replaced; an error when it changes none.
fn edit_lines(
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
pub(crate) fn with_member(text: &str, name: &str) -> Result<String, String> {
    edit_lines(text, "`members = [...]` in Cargo.toml", |line| {
        let inside = line.strip_prefix("members = [")?.strip_suffix(']')?;
        let comma = if inside.trim().is_empty() { "" } else { ", " };
        Some(format!("members = [{}{}\"{}\"]", inside, comma, name))
    })
}

/// A problem's Cargo.toml `text` with `uuid` in its `uuid = ...` line.
fn with_uuid(text: &str, uuid: &str) -> Result<String, String> {
    edit_lines(text, "`uuid = ...` in the template's Cargo.toml", |line| {
        line.strip_prefix("uuid = ")
            .map(|_| format!("uuid = \"{}\"", uuid))
    })
}

/// A fresh random uuid, from the kernel (Linux only, as the judge).
pub(crate) fn fresh_uuid() -> Result<String, String> {
    Ok(read(Path::new("/proc/sys/kernel/random/uuid"))?
        .trim()
        .to_string())
}

/// The README's `text` with `row` right after the last row of its problem table, the lines
/// that open with a crate's name (``| `name` |``).
pub(crate) fn with_row(text: &str, row: &str) -> Result<String, String> {
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

fn read(file: &Path) -> Result<String, String> {
    fs::read_to_string(file).map_err(|e| format!("{}: cannot read: {}", file.display(), e))
}

fn write(file: &Path, text: &str) -> Result<(), String> {
    let made = match file.parent() {
        Some(folder) => fs::create_dir_all(folder),
        None => Ok(()),
    };
    made.and_then(|_| fs::write(file, text))
        .map_err(|e| format!("{}: cannot write: {}", file.display(), e))
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
    fn the_template_names_are_replaced_in_paths_and_text() {
        let (template, names) = (Names::of(TEMPLATE_NAME).unwrap(), Names::of("a-b").unwrap());
        assert_eq!(
            renamed("benches/template_problem.rs", &template, &names),
            "benches/a_b.rs"
        );
        let text = "template-problem template_problem TemplateProblem #[path = \"../../tools/x\"]";
        assert_eq!(
            rewritten(text, &template, &names),
            "a-b a_b AB #[path = \"../../scripts/tools/x\"]"
        );
    }

    #[test]
    fn members_and_uuid_lines_are_edited_in_place() {
        let toml = "[workspace]\nmembers = [\"a\", \"b\"]\nx = 1\n";
        assert_eq!(
            with_member(toml, "c").unwrap(),
            "[workspace]\nmembers = [\"a\", \"b\", \"c\"]\nx = 1\n"
        );
        assert!(with_member("[workspace]\n", "c").is_err());
        assert_eq!(
            with_uuid("a = 1\nuuid = \"0\"", "u").unwrap(),
            "a = 1\nuuid = \"u\""
        );
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
