//! A new problem in the one shape every problem has (`tools new-problem NAME`, behind
//! `scripts/new-problem.sh`): the template crate `scripts/template/` copied to `NAME/` and its
//! data folder `scripts/template/data/template-problem/` to `data/NAME/`, the template's name
//! replaced by NAME's in their text and paths; NAME added to the workspace's members, a fresh
//! uuid in its facts, and its row in the README's problem table (`crate::registry`, which the
//! import from a package, `crate::import`, shares). `new` is the flow behind the script: the
//! template, or the package with `--from`.
//!
//! Everything is read and edited in memory first, then written: a fault found (a template file
//! that is not text, a README without a problem table) leaves the workspace as it was. The
//! template is walked as it is on disk, never through git: the self-test runs in a copy
//! without one.

use crate::facts::Facts;
use crate::import::Refused;
use crate::registry::{
    edit_lines, fresh_uuid, readme_row, with_member, with_row, Names, TEMPLATE_NAME,
};
use std::fs;
use std::path::{Path, PathBuf};

/// The template crate, a workspace member one folder deeper than a problem.
const TEMPLATE: &str = "scripts/template";
/// The template's data folder, inside the crate (left out of the crate's copy).
const TEMPLATE_DATA: &str = "scripts/template/data/template-problem";

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

/// A problem's Cargo.toml `text` with `uuid` in its `uuid = ...` line.
fn with_uuid(text: &str, uuid: &str) -> Result<String, String> {
    edit_lines(text, "`uuid = ...` in the template's Cargo.toml", |line| {
        line.strip_prefix("uuid = ")
            .map(|_| format!("uuid = \"{}\"", uuid))
    })
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
    fn the_uuid_line_is_edited_in_place() {
        assert_eq!(
            with_uuid("a = 1\nuuid = \"0\"", "u").unwrap(),
            "a = 1\nuuid = \"u\""
        );
    }
}
