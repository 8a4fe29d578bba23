//! Every language a judge here builds beyond the five ours are judged in (C, C++, Java,
//! Python 3, Rust, which tests/cmd.rs and tests/import.rs judge), each with a right program of
//! `plus` (`tests/languages/`), as `check.sh --submit FILE plus` judges it (`judge theirs`):
//! - Kattis's, every language of problemtools' languages.yaml, each told from the file alone
//!   as problemtools tells it (no `--lang`: a `.py` whose first line names python2 is Python
//!   2), its build and run as the row says;
//! - DOMjudge's that it ships disabled (C#, Haskell, JavaScript, Kotlin, Pascal, Ruby, Scala),
//!   under `--judge DOMjudge`, a judge added to plus's facts here.
//!
//! A language whose tools are not installed here is a skip, said on stderr with the judge's
//! own line (what to install), never a failure; every other must be accepted on every case.
//! The time limit is one no machine's load makes bind (`--time-limit`): what is tested is the
//! build and the answer, not the speed (Scala's runner alone takes most of plus's 1 s here).
//! Kattis caps a program's address space at the memory limit, as problemtools does, and Go's
//! and Node's runtimes cannot start under plus's 256 MB: those programs are judged at
//! problemtools' default limit, 1024 MB, and a test holds that they are run-time errors at 256.

// each test file uses its own part of what they share
#[allow(dead_code)]
mod common;
#[allow(dead_code)]
mod plus;

use common::python2::path_without_python2;
use plus::{program, run_with, solution, submit, with_plus};
use std::path::Path;

/// Kattis's languages beyond ours, each with its right program of plus.
const KATTIS: [(&str, &str); 16] = [
    ("C#", "plus.cs"),
    ("Cobol", "plus.cob"),
    ("F#", "plus.fs"),
    ("Go", "plus.go"),
    ("Haskell", "plus.hs"),
    ("JavaScript", "plus.js"),
    ("Kotlin", "plus.kt"),
    ("Common Lisp", "plus.lisp"),
    ("OCaml", "plus.ml"),
    ("Objective C", "plus.m"),
    ("Pascal", "plus.pas"),
    ("PHP", "plus.php"),
    ("Prolog", "plus.pl"),
    ("Python 2", "plus2.py"),
    ("Ruby", "plus.rb"),
    ("Scala", "plus.scala"),
];

/// The languages DOMjudge ships disabled that are rows here.
const DOMJUDGE: [(&str, &str); 7] = [
    ("C#", "plus.cs"),
    ("Haskell", "plus.hs"),
    ("JavaScript", "plus.js"),
    ("Kotlin", "plus.kt"),
    ("Pascal", "plus.pas"),
    ("Ruby", "plus.rb"),
    ("Scala", "plus.scala"),
];

/// The languages the other tests judge.
const OURS: [&str; 5] = ["C++", "C", "Java", "Python 3", "Rust"];

/// What became of one language's program.
enum Judged {
    Accepted,
    /// Not installed here: the judge's line.
    Skipped(String),
    /// Anything else: what the judge printed.
    Failed(String),
}

/// `file` judged as `judge` judges it, told as `language`.
fn judged(root: &Path, judge: &str, language: &str, file: &str) -> Judged {
    let ran = submit(
        root,
        &program(file),
        &["--judge", judge, "--time-limit", "20"],
    );
    let told = format!("as {}'s {} (", judge, language);
    match ran.status {
        0 if ran.output.contains(&told) => Judged::Accepted,
        2 if ran.output.contains("is not installed here") => Judged::Skipped(ran.output),
        _ => Judged::Failed(format!("{} (expected {:?}):\n{}", file, told, ran.output)),
    }
}

/// Every program of `list` judged as `judge`, two at a time; the failures, each said.
fn judge_all(root: &Path, judge: &str, list: &[(&str, &str)]) -> Vec<String> {
    let mut failures = Vec::new();
    tools::lanes::in_order(
        list,
        2,
        |_, (language, file)| (language.to_string(), judged(root, judge, language, file)),
        |(language, judged)| match judged {
            Judged::Accepted => eprintln!("{} {}: accepted", judge, language),
            Judged::Skipped(why) => eprintln!("{} {}: skipped: {}", judge, language, why.trim()),
            Judged::Failed(why) => failures.push(why),
        },
    );
    failures
}

#[test]
fn every_kattis_language_is_a_row_this_test_judges() {
    let rows: Vec<&str> = tools::judge::build::languages::of_judge("Kattis")
        .iter()
        .map(|l| l.name)
        .collect();
    let mut tested: Vec<&str> = KATTIS.iter().map(|(name, _)| *name).collect();
    tested.extend(OURS);
    let mut sorted_rows = rows.clone();
    sorted_rows.sort_unstable();
    tested.sort_unstable();
    assert_eq!(sorted_rows, tested, "a Kattis row without its program here");
}

/// plus's memory limit, and its Kattis judge's, made `mb` megabytes.
fn with_memory(root: &Path, mb: u64) {
    let facts = root.join("plus/Cargo.toml");
    let text = std::fs::read_to_string(&facts).expect("plus's facts");
    let limit = format!("memory-limit = {}", mb);
    std::fs::write(&facts, text.replace("memory-limit = 256", &limit)).expect("the facts");
}

#[test]
fn a_right_program_in_each_installed_kattis_language_is_accepted() {
    let root = with_plus("kattis-languages");
    with_memory(&root, 1024);
    let failures = judge_all(&root, "Kattis", &KATTIS);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_python_2_submission_where_no_python_2_is_here_is_a_counted_skip() {
    // as a user who is not root finds it: pyenv's 2.7 in root's home is not theirs
    let root = with_plus("no-python-2");
    solution(&root, "accepted", &program("plus2.py"));
    let path = path_without_python2();
    let bare = [
        ("PATH", path.as_str()),
        ("PYENV_ROOT", "/nonexistent"),
        ("HOME", "/nonexistent"),
    ];
    let ran = run_with(&root, "tools", &["solutions", "plus"], &bare);
    let skip = "skip  plus/solutions/accepted/plus2.py: Python 2 is not installed here";
    assert!(
        ran.status == 0 && ran.output.contains(skip),
        "no skip for Python 2:\n{}",
        ran.output
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_right_program_in_each_installed_domjudge_language_is_accepted() {
    let root = with_plus("domjudge-languages");
    let facts = root.join("plus/Cargo.toml");
    let text = std::fs::read_to_string(&facts).expect("plus's facts");
    let judges = "[package.metadata.problem.judges]\n";
    let with_domjudge = text.replacen(
        judges,
        &format!(
            "{}DOMjudge = {{ time-limit = 1, memory-limit = 256, line-ends = \"LF\" }}\n",
            judges
        ),
        1,
    );
    std::fs::write(&facts, with_domjudge).expect("DOMjudge among plus's judges");
    let failures = judge_all(&root, "DOMjudge", &DOMJUDGE);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn kattis_caps_the_address_space_as_problemtools_does() {
    let installed = tools::judge::build::toolchain::installed;
    let file = match (installed("gccgo"), installed("nodejs")) {
        (true, _) => "plus.go",
        (_, true) => "plus.js",
        _ => {
            eprintln!("skipped: neither gccgo nor nodejs is installed");
            return;
        }
    };
    let root = with_plus("address-space");
    let ran = submit(&root, &program(file), &["--time-limit", "20"]);
    assert_eq!(ran.status, 1, "{}", ran.output);
    for said in [
        "stack unlimited (address space capped at 256 MB)",
        "RE    your file",
    ] {
        assert!(
            ran.output.contains(said),
            "no {:?} in:\n{}",
            said,
            ran.output
        );
    }
    let _ = std::fs::remove_dir_all(&root);
}
