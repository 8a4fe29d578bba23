//! The one bundler: a crate root and the modules it reaches written out as one file that a
//! judge compiles with plain `rustc`, for `scripts/bundle.sh` (a solver: `src/main.rs` and
//! shared-io) and for the problem packages (a planted wrong solver or a validator from
//! `examples/`, with the generator code it shares and the small `tools::problem` module).
//!
//! Files are copied line for line, less their comment-only lines (a judge needs the code, and
//! a source limit counts bytes). An out-of-line module (`mod x;`, `#[path = "..."] mod x;`) is
//! written inline, recursively, unless a `#[cfg(...)]` stands over it: then it stays a
//! declaration, and a judge's compiler, which sets no feature and no `test`, never opens its
//! file. So what a judge never runs (unit tests, `--explain`) costs the bundle one line each.
//! No string literal in these files may hold a line that starts with `//` (it would lose that
//! line; none does).

use std::fs;
use std::path::{Path, PathBuf};

/// shared-io's one file, from the workspace root.
const SHARED_IO: &str = "shared-io/src/lib.rs";
/// The part of the tools a problem's generator uses, from the workspace root.
const PROBLEM_MODULE: &str = "scripts/tools/src/problem.rs";

/// `problem`'s solver as one file: its `src/main.rs`, then shared-io inside
/// `mod shared_io { ... }`. Errors name the file and line that cannot be bundled.
pub fn solver(root: &Path, problem: &str) -> Result<String, String> {
    let main = format!("{}/src/main.rs", problem);
    let main_text = read(&root.join(&main))?;
    let lib_text = read(&root.join(SHARED_IO))?;
    check_solver_paths(&main, &main_text)?;
    check_inlinable(SHARED_IO, &lib_text)?;
    check_no_inline_cfg(&main, &main_text)?;
    check_no_inline_cfg(SHARED_IO, &lib_text)?;
    let mut out = format!(
        "// {}: bundled from {} and {} by scripts/bundle.sh; edit those, not this.\n",
        problem, main, SHARED_IO
    );
    out += &inline(&root.join(&main))?;
    out += "\n#[allow(dead_code)]\nmod shared_io {\n";
    out += &inline(&root.join(SHARED_IO))?;
    out += "}\n";
    Ok(out)
}

/// Writes `text`, `problem`'s solver bundle, to `root/target/bundle/PROBLEM.rs` (whole or not
/// at all: through a file beside it, renamed): its path.
pub fn save_solver(root: &Path, problem: &str, text: &str) -> Result<PathBuf, String> {
    let dir = root.join("target/bundle");
    let path = dir.join(format!("{}.rs", problem));
    // a file of this write's own: bundles written side by side (check.sh's steps, tests)
    // never write into one another's
    let partial = dir.join(format!("{}.rs.tmp-{}", problem, crate::facts::own_tag()));
    fs::create_dir_all(&dir)
        .and_then(|()| fs::write(&partial, text))
        .and_then(|()| fs::rename(&partial, &path))
        .map_err(|e| format!("{}: {}", path.display(), e))?;
    Ok(path)
}

/// Bundles each problem `named` (every problem when none is), all or nothing: every one is
/// bundled before a file is written. The paths written, in order.
pub fn solvers(root: &Path, named: &[&str]) -> Result<Vec<PathBuf>, String> {
    let chosen: Vec<String> = if named.is_empty() {
        crate::facts::problems(root)
    } else {
        named.iter().map(|p| p.to_string()).collect()
    };
    let mut bundles = Vec::new();
    for problem in &chosen {
        if !root.join(problem).join("src/main.rs").is_file() {
            return Err(format!("no solver at {}/src/main.rs", problem));
        }
        bundles.push((problem, solver(root, problem)?));
    }
    bundles
        .into_iter()
        .map(|(problem, text)| save_solver(root, problem, &text))
        .collect()
}

/// A crate root under `examples/` (a planted wrong solver, a validator) as one file: its
/// modules inline; shared-io inside `mod shared_io { ... }` and the generator's part of the
/// tools inside `mod tools { pub mod problem { ... } }` when it names them, both reached
/// through `crate::`. No judge, no process control: those are not in `tools::problem`.
pub fn example(root: &Path, source: &Path) -> Result<String, String> {
    let shown = source.strip_prefix(root).unwrap_or(source).display();
    let code = inline(source)?;
    let mut out = format!(
        "// Made by scripts/package.sh from {}; edit that, not this.\n",
        shown
    );
    let code = rooted(&rooted(&code, "shared_io"), "tools");
    out += &code;
    if code.contains("crate::shared_io::") {
        out += "\n#[allow(dead_code, unused_imports)]\nmod shared_io {\n";
        out += &inline(&root.join(SHARED_IO))?;
        out += "}\n";
    }
    if code.contains("crate::tools::") {
        out += "\n#[allow(dead_code)]\nmod tools {\npub mod problem {\n";
        out += &inline(&root.join(PROBLEM_MODULE))?;
        out += "}\n}\n";
    }
    Ok(out)
}

/// `file`'s code less its comment-only lines, every out-of-line module not under a
/// `#[cfg(...)]` written inline. `file` is a crate root, a `mod.rs` or a `#[path]` file: its
/// children live in its folder. Cost: linear in the files read.
pub fn inline(file: &Path) -> Result<String, String> {
    inline_from(file, file.parent().unwrap_or(Path::new(".")))
}

/// `inline` of `file` whose children live in `children`.
fn inline_from(file: &Path, children: &Path) -> Result<String, String> {
    let text = read(file)?;
    let mut out = String::new();
    let mut pending: Vec<&str> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") {
            continue;
        }
        if trimmed.starts_with("#[") {
            pending.push(line);
            continue;
        }
        let cfg = pending.iter().any(|a| a.trim_start().starts_with("#[cfg("));
        match out_of_line_module(line) {
            Some((head, name)) if !cfg => {
                let path = pending.iter().find_map(|a| path_attribute(a));
                for attribute in pending.iter().filter(|a| path_attribute(a).is_none()) {
                    out += attribute;
                    out += "\n";
                }
                let (child, grandchildren) = child_file(file, children, &name, path)?;
                out += &format!("{} {{\n", head);
                out += &inline_from(&child, &grandchildren)?;
                out += "}\n";
            }
            _ => {
                for attribute in &pending {
                    out += attribute;
                    out += "\n";
                }
                out += line;
                out += "\n";
            }
        }
        pending.clear();
    }
    Ok(out)
}

/// The file of module `name` declared in `file`, and where its own children live: its
/// `#[path]` (relative to `file`'s folder; children beside it), else `children/name.rs`
/// (children in `children/name/`), else `children/name/mod.rs`.
fn child_file(
    file: &Path,
    children: &Path,
    name: &str,
    path: Option<&str>,
) -> Result<(PathBuf, PathBuf), String> {
    let candidates = match path {
        Some(path) => vec![file.parent().unwrap_or(Path::new(".")).join(path)],
        None => vec![
            children.join(format!("{}.rs", name)),
            children.join(name).join("mod.rs"),
        ],
    };
    let found = candidates.iter().find(|candidate| candidate.is_file());
    match found {
        Some(child) if path.is_some() => {
            let beside = child.parent().unwrap_or(Path::new(".")).to_path_buf();
            Ok((child.clone(), beside))
        }
        Some(child) => Ok((child.clone(), children.join(name))),
        None => Err(format!(
            "{}: module {}: no file {}",
            file.display(),
            name,
            candidates[0].display()
        )),
    }
}

/// `mod x;` or `pub mod x;` or `pub(crate) mod x;` alone on a line: the line before `;`
/// and the module's name.
fn out_of_line_module(line: &str) -> Option<(String, String)> {
    let head = line.trim_end().strip_suffix(';')?;
    let words: Vec<&str> = head.split_whitespace().collect();
    let name = match words.as_slice() {
        ["mod", name] => name,
        [visibility, "mod", name] if visibility.starts_with("pub") => name,
        _ => return None,
    };
    let identifier = name
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if identifier {
        Some((head.to_string(), name.to_string()))
    } else {
        None
    }
}

/// The path of a `#[path = "..."]` attribute.
fn path_attribute(line: &str) -> Option<&str> {
    line.trim().strip_prefix("#[path = \"")?.strip_suffix("\"]")
}

/// Every `NAME::` path that starts a path (not `x::NAME::`, not `my_NAME::`) made
/// `crate::NAME::`, as it is reached once the crate is written inline as a module.
fn rooted(code: &str, name: &str) -> String {
    let pattern = format!("{}::", name);
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find(&pattern) {
        let before = rest[..at].chars().next_back();
        let starts_path = !matches!(before, Some(c) if c == ':' || c == '_' || c.is_alphanumeric());
        out += &rest[..at];
        if starts_path {
            out += "crate::";
        }
        out += &pattern;
        rest = &rest[at + pattern.len()..];
    }
    out + rest
}

/// The solver reaches shared-io through crate-root `use shared_io::...` lines only: inside
/// any other module the path would need `crate::`.
fn check_solver_paths(main: &str, text: &str) -> Result<(), String> {
    for (index, line) in text.lines().enumerate() {
        if line.contains("shared_io") && !line.starts_with("use shared_io::") {
            return Err(format!(
                "{}:{}: name shared_io only in crate-root 'use shared_io::...' lines",
                main,
                index + 1
            ));
        }
    }
    Ok(())
}

/// shared-io can be written inside a module only if it never names `crate::` and carries no
/// inner attribute.
fn check_inlinable(name: &str, text: &str) -> Result<(), String> {
    for (index, line) in text.lines().enumerate() {
        if line.contains("crate::") || line.trim_start().starts_with("#![") {
            return Err(format!(
                "{}:{}: no 'crate::' paths and no inner attributes allowed",
                name,
                index + 1
            ));
        }
    }
    Ok(())
}

/// A module under `#[cfg(...)]` must be out of line (`mod name;`), or the bundle would carry
/// its code.
fn check_no_inline_cfg(name: &str, text: &str) -> Result<(), String> {
    let mut cfg = false;
    for (index, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let inline_module = matches!(
            words.as_slice(),
            ["mod", _, "{", ..] | ["pub", "mod", _, "{", ..]
        );
        if cfg && inline_module {
            return Err(format!(
                "{}:{}: put a #[cfg(...)] module in a file of its own (mod name;), out of the bundle",
                name,
                index + 1
            ));
        }
        cfg = line.trim_start().starts_with("#[cfg(");
    }
    Ok(())
}

fn read(file: &Path) -> Result<String, String> {
    fs::read_to_string(file).map_err(|e| format!("{}: cannot read: {}", file.display(), e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_into_an_inlined_crate_start_at_the_root() {
        let code = "use shared_io::run;\nfn f() { shared_io::x(); my_shared_io::y(); a::shared_io::z(); }\n";
        assert_eq!(
            rooted(code, "shared_io"),
            "use crate::shared_io::run;\nfn f() { crate::shared_io::x(); my_shared_io::y(); a::shared_io::z(); }\n"
        );
        assert_eq!(rooted("use my_tools::x;", "tools"), "use my_tools::x;");
    }

    #[test]
    fn a_module_line_is_read_with_its_visibility() {
        assert_eq!(
            out_of_line_module("pub(crate) mod gen;"),
            Some(("pub(crate) mod gen".into(), "gen".into()))
        );
        assert_eq!(
            out_of_line_module("    mod rules;"),
            Some(("    mod rules".into(), "rules".into()))
        );
        assert_eq!(out_of_line_module("mod tests {"), None);
        assert_eq!(path_attribute("#[path = \"../x.rs\"]"), Some("../x.rs"));
    }

    #[test]
    fn no_submission_carries_the_judge() {
        let root = crate::facts::workspace().unwrap();
        for problem in crate::facts::problems(&root) {
            let examples = root.join(&problem).join("examples");
            for entry in fs::read_dir(&examples).unwrap().flatten() {
                let path = entry.path();
                let name = path.file_name().unwrap().to_string_lossy().to_string();
                if !(name.starts_with("wrong-") || name.ends_with("-validate.rs")) {
                    continue;
                }
                let text = example(&root, &path).unwrap();
                for banned in ["extern \"C\"", "/proc", "Command"] {
                    assert!(!text.contains(banned), "{}: {}", name, banned);
                }
            }
        }
    }
}
