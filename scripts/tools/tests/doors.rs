//! The scripts under `scripts/` are doors: each builds the tools and hands over to one of
//! their subcommands, which holds the work, its usage and its errors. Held here: every
//! script found there is a few lines of code; package.sh and new-problem.sh say their usage
//! and refuse a word they do not take in one line (exit status 2); package.sh's tools that
//! cannot be had are one line and exit status 3.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The most lines of code (not comments, not blank) a door may hold: versus.sh, the
/// longest, keeps its Linux check and its two builds.
const DOOR_LINES: usize = 25;

/// The real workspace.
fn workspace() -> PathBuf {
    tools::facts::workspace().expect("the workspace")
}

/// `tools --root WORKSPACE ARGS`, with `path` as its PATH when given.
fn tools(args: &[&str], path: Option<&Path>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tools"));
    command
        .arg("--root")
        .arg(workspace())
        .args(args)
        .stdin(Stdio::null());
    if let Some(path) = path {
        command.env("PATH", path);
    }
    command.output().expect("tools runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn every_script_is_a_door() {
    let scripts = workspace().join("scripts");
    let mut found = 0;
    for entry in fs::read_dir(&scripts).expect("scripts/") {
        let path = entry.expect("an entry").path();
        if path.extension().map_or(true, |e| e != "sh") {
            continue;
        }
        found += 1;
        let source = fs::read_to_string(&path).expect("a script");
        let code = source
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .count();
        assert!(
            code <= DOOR_LINES,
            "{}: {} lines of code, more than a door's {}: its work belongs in the tools",
            path.display(),
            code,
            DOOR_LINES
        );
        assert!(
            source.contains("release/tools"),
            "{} does not hand over to the tools",
            path.display()
        );
    }
    assert!(
        found >= 5,
        "only {} scripts under {}",
        found,
        scripts.display()
    );
}

#[test]
fn package_sh_says_its_usage_through_its_door_and_refuses_an_unknown_word() {
    let script = workspace().join("scripts/package.sh");
    let help = Command::new("bash")
        .arg(&script)
        .arg("--help")
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    assert!(help.status.success(), "{}", text(&help.stderr));
    assert!(
        text(&help.stdout).starts_with("Makes a problem package per problem"),
        "{}",
        text(&help.stdout)
    );
    let wrong = tools(&["packages", "--bogus"], None);
    assert_eq!(wrong.status.code(), Some(2));
    assert_eq!(
        text(&wrong.stderr),
        "package.sh: unknown option --bogus (see --help)\n"
    );
    assert!(wrong.stdout.is_empty());
}

#[test]
fn package_sh_s_tools_that_cannot_be_had_are_one_skip_line_and_exit_3() {
    // an empty PATH: no pandoc, no apt-get to install it
    let empty = tools::facts::scratch_dir(&workspace())
        .join(format!("doors-empty-path-{}", std::process::id()));
    fs::create_dir_all(&empty).expect("an empty folder");
    for mode in ["--install", "--verify"] {
        let ran = tools(&["packages", mode, "statues"], Some(&empty));
        assert_eq!(
            ran.status.code(),
            Some(3),
            "{}: {}",
            mode,
            text(&ran.stderr)
        );
        assert_eq!(
            text(&ran.stdout),
            "package.sh: skipped: cannot install pandoc\n",
            "{}",
            mode
        );
    }
    let _ = fs::remove_dir_all(&empty);
}

#[test]
fn new_problem_sh_says_its_usage_and_refuses_a_wrong_word_in_one_line() {
    let help = tools(&["new-problem", "--help"], None);
    assert!(help.status.success());
    assert!(text(&help.stdout).starts_with("Adds a problem in the one shape"));
    for words in [
        &["new-problem", "--bogus"][..],
        &["new-problem", "a", "b"],
        &["new-problem", "a", "--form", "p"],
    ] {
        let ran = tools(words, None);
        assert_eq!(ran.status.code(), Some(2), "{:?}", words);
        assert_eq!(
            text(&ran.stderr),
            "new-problem.sh: usage: new-problem.sh NAME [--from PACKAGE] (see --help)\n",
            "{:?}",
            words
        );
    }
}
