//! versus on a file submitted with `--submit`, as a user runs it: the line it prints
//! reproduces a failure, its build folder is gone however versus ends (a failure, Ctrl-C,
//! SIGTERM, its stdout closed), and it judges the file with the target folder under /tmp
//! apart from the workspace, where the session's private /tmp would hide the build.

// the end-to-end tests' helpers, of which this file needs a part
#[allow(dead_code)]
mod common;

use common::versus::{closed_after_header, ends_leaving, interrupted_running, save_dir};
use common::{fresh_dir, left_in, root, script, sleeper};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

/// A source file of a test's own, `name` holding `text`, apart from the save folders (which
/// the tests hold to what versus saves): its path.
fn source(test: &str, name: &str, text: &str) -> String {
    let path = fresh_dir("versus-test-sources", test).join(name);
    fs::write(&path, text).expect("written");
    path.display().to_string()
}

/// versus.sh's arguments for statues judged on `file` (`--submit`), `cases` cases, saving in
/// `saved`.
fn submitted<'a>(file: &'a str, cases: &'a str, saved: &'a str) -> [&'a str; 7] {
    [
        "statues",
        "--submit",
        file,
        "--cases",
        cases,
        "--save-dir",
        saved,
    ]
}

/// The build folders of `problem` under target/submit/ whose owner no longer runs: what a
/// versus that has ended left behind (a folder whose owner runs is another test's, at work).
fn builds_left(problem: &str) -> Vec<String> {
    let owner_ended = |name: &String| {
        let pid = name.rsplit('-').next().unwrap_or("");
        !Path::new("/proc").join(pid).exists()
    };
    let all = left_in(&tools::facts::target_dir(&root()).join("submit"));
    all.into_iter()
        .filter(|name| name.starts_with(&format!("{}-", problem)))
        .filter(owner_ended)
        .collect()
}

/// A `--submit` file that fails: versus shrinks the input and names a line that reproduces the
/// failure (versus.sh again on that seed: the build it judged is gone), which, run as printed,
/// saves the same input; neither run leaves its build behind.
#[test]
fn a_submitted_file_s_failure_is_reproduced_by_the_line_versus_prints() {
    let file = source("reproduce", "win.py", "print('WIN')\n");
    let dir = save_dir("submit-reproduce");
    let saved = dir.display().to_string();
    let args = submitted(&file, "20", &saved);
    let ran = script(&root(), "versus.sh", &args);
    let saves = ["statues.in", "statues.out"];
    ends_leaving(&ran, 1, "--- verdict: wrong answer (WA) ---", &dir, &saves);
    let line = ran
        .output
        .lines()
        .find_map(|line| line.strip_prefix("reproduce: "))
        .expect("a reproduce line");
    assert!(
        line.starts_with("bash scripts/versus.sh statues --submit "),
        "{}",
        line
    );
    let shrunk = fs::read(dir.join("statues.in")).expect("the shrunk input");
    fs::remove_file(dir.join("statues.in")).expect("removed");
    let again = Command::new("bash")
        .args(["-c", line])
        .current_dir(root())
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    let said = String::from_utf8_lossy(&again.stdout);
    assert_eq!(again.status.code(), Some(1), "{}", said);
    assert!(said.contains("after 0 agreeing cases"), "{}", said);
    assert_eq!(
        fs::read(dir.join("statues.in")).ok(),
        Some(shrunk),
        "{}",
        said
    );
    assert_eq!(builds_left("statues"), Vec::<String>::new());
}

/// A `--submit` file's build goes however versus ends: Ctrl-C or SIGTERM while the program
/// runs (versus.sh's process owns the folder, target/submit/statues-Codeforces-PID), and its
/// stdout closed by its reader.
#[test]
fn versus_leaves_no_build_of_a_submitted_file_however_it_ends() {
    for (signal, number) in [("INT", 2), ("TERM", 15)] {
        let sleeper = sleeper(4270 + number as u32);
        let argv: Vec<&str> = sleeper.split(' ').collect();
        let text = format!("import os\nos.execvp('sleep', {:?})\n", argv);
        let file = source(&format!("sleeper-{}", signal), "sleeper.py", &text);
        let dir = save_dir(&format!("submit-interrupted-{}", signal));
        let args = ["statues", "--submit", &file];
        let pid = interrupted_running(signal, number, &args, &sleeper, &dir);
        let build = format!("statues-Codeforces-{}", pid);
        let all = tools::facts::target_dir(&root()).join("submit");
        assert!(
            !all.join(&build).exists(),
            "{} left after SIG{}",
            build,
            signal
        );
    }
    let file = root().join("scripts/tools/tests/submit/statues.cpp");
    let file = file.display().to_string();
    let dir = save_dir("submit-closed");
    closed_after_header(
        "statues",
        &["statues", "--submit", &file, "--cases", "20"],
        &dir,
    );
    assert_eq!(builds_left("statues"), Vec::<String>::new());
}

/// A target folder under /tmp apart from the workspace (`CARGO_TARGET_DIR=/tmp/...`, as
/// new-problem.sh's self-test's copy of the workspace has it): a `--submit` file is built
/// there, and versus's session, whose /tmp is its own, still sees its build and judges it. The
/// driver is run as versus.sh runs it, once versus.sh has built it.
#[test]
fn a_submitted_file_is_judged_with_the_target_folder_under_tmp_apart_from_the_workspace() {
    let file = source("target-under-tmp", "win.py", "print('WIN')\n");
    let dir = save_dir("submit-target-under-tmp");
    let saved = dir.display().to_string();
    let args = submitted(&file, "1", &saved);
    // versus.sh builds the driver and our solver where cargo builds them
    let built = script(&root(), "versus.sh", &args);
    assert!(matches!(built.status, 0 | 1), "{}", built.output);
    let target = Path::new("/tmp").join(format!("versus-target-{}", std::process::id()));
    let _ = fs::remove_dir_all(&target);
    fs::create_dir_all(&target).expect("a target folder under /tmp");
    let release = tools::facts::target_dir(&root()).join("release");
    let ran = Command::new(release.join("examples/statues-gen"))
        .arg("--ours")
        .arg(release.join("statues"))
        .arg("--facts")
        .arg(root().join("statues/Cargo.toml"))
        .args(["--submit", &file, "--cases", "20", "--save-dir", &saved])
        .current_dir(root())
        .env("CARGO_TARGET_DIR", &target)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("the driver runs");
    let said =
        String::from_utf8_lossy(&ran.stdout).into_owned() + &String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(1), "{}", said);
    assert!(
        said.contains("--- verdict: wrong answer (WA) ---"),
        "{}",
        said
    );
    assert_eq!(left_in(&target.join("submit")), Vec::<String>::new());
    let _ = fs::remove_dir_all(&target);
}
