//! A package's data as the problem's data cases: each `data/sample/` and `data/secret/`
//! (groups too) `NAME.in` with its `.ans` becomes `data/PROBLEM/CASE.in` and `CASE.out`, byte
//! for byte, and its `.desc` (its lines joined) the case's row in the case table. The samples
//! are named `sample`, or `sample1`, `sample2`, ... in the package's order, so that our
//! package puts them back among the samples; every other case keeps its path, its folders
//! joined by `-` (`group1-03`), and gives way as `secret-NAME` where that name is a sample's
//! or a byte variant's (`judge-*`); a name taken twice gets `-2`, `-3`. A file of the data
//! that is no case's (`.hint`, `testdata.yaml`, an `.in` without `.ans`) is said as not
//! carried.

use super::{files_under, Plan};
use std::fs;
use std::path::{Path, PathBuf};

/// What the generator needs of the data: the samples' case names.
pub struct Cases {
    pub samples: Vec<String>,
}

/// The data cases of the package in `dir`, planned under `data/PROBLEM/` with their table.
pub fn plan(dir: &Path, problem: &str, plan: &mut Plan) -> Result<Cases, String> {
    let data = dir.join("data");
    let target = Path::new("data").join(problem);
    let mut rows = Vec::new();
    let mut samples = Vec::new();
    for group in ["sample", "secret"] {
        let found = inputs(&data.join(group), plan, group)?;
        let count = found.len();
        for (index, relative) in found.into_iter().enumerate() {
            let name = match group {
                "sample" if count == 1 => "sample".to_string(),
                "sample" => format!("sample{}", index + 1),
                _ => unique(&secret_name(&relative), &rows),
            };
            let from = data.join(group).join(&relative);
            let shown = format!("data/{}/{}", group, relative.display());
            plan.file(target.join(format!("{}.in", name)), read(&from)?);
            plan.file(
                target.join(format!("{}.out", name)),
                read(&from.with_extension("ans"))?,
            );
            rows.push((name.clone(), row_text(&from, &shown)));
            if group == "sample" {
                samples.push(name);
            }
        }
    }
    for other in ["sample", "secret"] {
        if !data.join(other).is_dir() {
            plan.not_carried(format!("data/{}/: the package has none", other));
        }
    }
    for entry in fs::read_dir(&data).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name != "sample" && name != "secret" {
            plan.not_carried(format!(
                "data/{}: neither data/sample nor data/secret",
                name
            ));
        }
    }
    plan.file(target.join("README.md"), table(problem, &rows));
    Ok(Cases { samples })
}

/// The `.in` files under `dir` that have their `.ans`, as paths from `dir`, sorted; every
/// other file said as not carried, but a `.desc` or `.ans` beside its `.in`.
fn inputs(dir: &Path, plan: &mut Plan, group: &str) -> Result<Vec<PathBuf>, String> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let files = files_under(dir)?;
    let has = |file: &Path, extension: &str| files.contains(&file.with_extension(extension));
    let mut found = Vec::new();
    for file in &files {
        let extension = file.extension().and_then(|e| e.to_str()).unwrap_or("");
        let shown = format!("data/{}/{}", group, file.display());
        match extension {
            "in" if has(file, "ans") => found.push(file.clone()),
            "in" => plan.not_carried(format!("{}: no .ans beside it", shown)),
            "ans" | "desc" if has(file, "in") => {}
            _ => plan.not_carried(format!("{}: no part of a case here", shown)),
        }
    }
    Ok(found)
}

/// A secret case's name: its path without the extension, folders joined by `-`, set aside
/// where it would read as a sample or a byte variant.
fn secret_name(relative: &Path) -> String {
    let joined = relative
        .with_extension("")
        .components()
        .map(|part| part.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("-");
    let clean: String = joined
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' {
                c
            } else {
                '-'
            }
        })
        .collect();
    let digits = clean.trim_start_matches("sample");
    let as_sample = clean.starts_with("sample") && digits.chars().all(|c| c.is_ascii_digit());
    if as_sample || clean.starts_with("judge-") {
        format!("secret-{}", clean)
    } else {
        clean
    }
}

/// `name`, or `name-2`, `name-3`, ... where a row has it.
fn unique(name: &str, rows: &[(String, String)]) -> String {
    let taken = |candidate: &str| rows.iter().any(|(n, _)| n == candidate);
    let mut candidate = name.to_string();
    let mut next = 2;
    while taken(&candidate) {
        candidate = format!("{}-{}", name, next);
        next += 1;
    }
    candidate
}

/// A case's row: its `.desc` (lines joined; `|` would end the cell), else where it came from.
fn row_text(input: &Path, shown: &str) -> String {
    match fs::read_to_string(input.with_extension("desc")) {
        Ok(desc) if !desc.trim().is_empty() => desc
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace('|', "/"),
        _ => format!("the package's {} (no .desc says what it catches)", shown),
    }
}

/// The case table of `data/PROBLEM/README.md`.
fn table(problem: &str, rows: &[(String, String)]) -> String {
    let mut text = format!(
        "# {}: the data cases\n\nEach `NAME.in` is an input from the problem's Kattis package, `NAME.out` its `.ans`;\nthe row says what its `.desc` says (`scripts/new-problem.sh {} --from`).\n\n| case | what it catches |\n|---|---|\n",
        problem, problem
    );
    for (name, catches) in rows {
        text += &format!("| {} | {} |\n", name, catches);
    }
    text
}

fn read(file: &Path) -> Result<Vec<u8>, String> {
    fs::read(file).map_err(|e| format!("{}: {}", file.display(), e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_names_keep_their_path_and_give_way_to_ours() {
        assert_eq!(secret_name(Path::new("group1/03.in")), "group1-03");
        assert_eq!(secret_name(Path::new("sample2.in")), "secret-sample2");
        assert_eq!(secret_name(Path::new("judge-x.in")), "secret-judge-x");
        assert_eq!(secret_name(Path::new("samples.in")), "samples");
        let rows = vec![
            ("a".to_string(), String::new()),
            ("a-2".to_string(), String::new()),
        ];
        assert_eq!(unique("a", &rows), "a-3");
        assert_eq!(unique("b", &rows), "b");
    }
}
