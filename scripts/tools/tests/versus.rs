//! versus as scripts/versus.sh runs it: the limits it passes come from `tools facts`, a time
//! limit of 1.5 s as it is written; versus run as a user runs it, on robots' small inputs
//! (versus.sh builds what it runs), leaves nothing in its folder but a failure's saved input
//! and output, however it ends: all agreeing, a wrong answer, a time limit exceeded, a command
//! that cannot run, its stdout closed, Ctrl-C or SIGTERM (exit 130 or 143); each run of theirs
//! contained (a process left in a session of its own ends, data/ is empty); a time limit of
//! yours is named as yours in the header, beside the judge's; ours under its own limits, and
//! how it failed said in full; a run held to the process limit for a user who is not root;
//! and (ignored, minutes long) versus's whole self-test. A `--submit` file's build is
//! tests/versus_builds.rs'.

mod common;

use common::versus::{closed_after_header, ends_leaving, interrupted_running, save_dir};
use common::{root, script, sleeper, Ran};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A workspace of one problem `p` whose facts are `facts`, in a fresh folder.
fn workspace_with(name: &str, facts: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("tools-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("p/src")).unwrap();
    fs::write(root.join("p/src/main.rs"), "fn main() {}\n").unwrap();
    fs::write(root.join("p/Cargo.toml"), facts).unwrap();
    root
}

/// `tools --root ROOT facts p KEY`: its stdout and exit status.
fn fact(root: &Path, key: &str) -> (String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_tools"))
        .arg("--root")
        .arg(root)
        .args(["facts", "p", key])
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    )
}

#[test]
fn a_time_limit_of_one_and_a_half_seconds_reaches_versus_as_written() {
    let root = workspace_with(
        "limit",
        "[package]\nname = \"p\"\n\n[package.metadata.problem]\n\
         time-limit = 1.5    # seconds\nmemory-limit = 64\njudges = \"Kattis, DOMjudge\"\n",
    );
    // the facts reader gives each as written; versus.sh passes the whole Cargo.toml (--facts)
    assert_eq!(fact(&root, "time-limit"), ("1.5\n".to_string(), Some(0)));
    assert_eq!(fact(&root, "memory-limit"), ("64\n".to_string(), Some(0)));
    assert_eq!(
        fact(&root, "judges"),
        ("Kattis, DOMjudge\n".to_string(), Some(0))
    );
    assert_eq!(fact(&root, "output-limit").1, Some(1));
    fs::remove_dir_all(&root).unwrap();
}

/// `scripts/versus.sh --self-test` on every problem, each one's headline planted wrong
/// program (check.sh runs it with --all): it builds what it runs, then runs three at a time
/// for a few minutes. `cargo test --release -p tools -- --ignored`.
#[test]
#[ignore]
fn versus_self_test_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let status = Command::new("bash")
        .arg(root.join("scripts/versus.sh"))
        .arg("--self-test")
        .status()
        .unwrap();
    assert!(status.success(), "versus self-test: {}", status);
}

/// `bash scripts/versus.sh robots COMMAND ARGS --save-dir DIR` from the workspace, as a user
/// types it (the command runs from there), without colour.
fn versus(command: &str, args: &[&str], dir: &Path) -> Ran {
    let saved = dir.display().to_string();
    let mut all = vec!["robots", command];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--save-dir", &saved]);
    script(&root(), "versus.sh", &all)
}

/// Our own binary, as theirs: built by versus.sh before it runs anything.
/// Our robots binary, where cargo put it (a copied workspace, as new-problem.sh's self-test
/// makes, shares the target folder of the original).
fn ours() -> String {
    tools::facts::target_dir(&root())
        .join("release/robots")
        .display()
        .to_string()
}

#[test]
fn versus_leaves_nothing_when_all_agree() {
    let dir = save_dir("agree");
    let ran = versus(&ours(), &["--cases", "3", "--size", "tiny"], &dir);
    ends_leaving(&ran, 0, "3 cases agree", &dir, &[]);
}

/// Where bubblewrap works, each run of theirs is contained in versus's one sandbox: a
/// process it leaves in a session of its own, without its environment, ends with the run,
/// and our data folder is empty to it; elsewhere the header says, once, that runs are not.
#[test]
fn each_run_of_theirs_is_contained() {
    let dir = save_dir("contained");
    let data = root().join("data");
    let sleep = sleeper(7796);
    let command = format!(
        "env -i setsid {} & if ls '{}' | grep -q .; then exit 9; fi; exec {}",
        sleep,
        data.display(),
        ours()
    );
    let ran = versus(&command, &["--cases", "3", "--size", "tiny"], &dir);
    let found = Command::new("pgrep")
        .args(["-f", &format!("^{}$", sleep)])
        .output()
        .expect("pgrep runs");
    let left = String::from_utf8_lossy(&found.stdout).into_owned();
    for pid in left.split_whitespace() {
        let _ = Command::new("kill").args(["-9", pid]).status();
    }
    match tools::judge::run::sandbox::Sandbox::missing_line() {
        None => {
            ends_leaving(&ran, 0, "3 cases agree", &dir, &[]);
            assert!(left.is_empty(), "left running: {}", left);
        }
        Some(_) => assert_eq!(ran.output.matches("not contained:").count(), 1),
    }
}

#[test]
fn versus_leaves_only_the_saved_failure_after_a_wrong_answer() {
    let dir = save_dir("wrong");
    let ran = versus("echo 'Case 1:'", &["--cases", "3", "--size", "tiny"], &dir);
    ends_leaving(
        &ran,
        1,
        "--- verdict: wrong answer (WA) ---",
        &dir,
        &["robots.in", "robots.out"],
    );
}

#[test]
fn versus_leaves_only_the_saved_failure_after_a_time_limit_exceeded() {
    let dir = save_dir("slow");
    let args = ["--cases", "1", "--size", "tiny", "--time-limit", "0.1"];
    let ran = versus("while :; do :; done", &args, &dir);
    ends_leaving(
        &ran,
        1,
        "--- verdict: time limit exceeded (TLE) ---",
        &dir,
        &["robots.in", "robots.out"],
    );
}

#[test]
fn versus_leaves_nothing_when_the_command_cannot_run() {
    let dir = save_dir("missing");
    let ran = versus("./no-such-program", &["--cases", "3"], &dir);
    ends_leaving(&ran, 2, "versus: cannot run", &dir, &[]);
}

#[test]
fn versus_leaves_nothing_when_its_reader_stops_reading() {
    let dir = save_dir("closed");
    closed_after_header(
        "robots",
        &["robots", "echo 'Case 1:'", "--cases", "3"],
        &dir,
    );
}

/// versus.sh started as a terminal starts a command line (a process group of its own), on a
/// command that sleeps; once that command runs (`pgrep` finds it: the sandbox lets it write
/// nowhere we could look), `signal` to the whole group, as Ctrl-C sends SIGINT: versus must
/// exit 128 + the signal's number within seconds, and leave its folder empty and nothing
/// running.
fn interrupted(signal: &str, number: i32) {
    let dir = save_dir(&format!("interrupted-{}", signal));
    let sleeper = sleeper(4250 + number as u32);
    let command = format!("exec {}", sleeper);
    interrupted_running(signal, number, &["robots", &command], &sleeper, &dir);
}

#[test]
fn versus_leaves_nothing_when_interrupted() {
    interrupted("INT", 2);
    interrupted("TERM", 15);
}

#[test]
fn a_time_limit_of_yours_is_named_as_yours_beside_the_judges() {
    let dir = save_dir("your-limit");
    let ran = versus(&ours(), &["--cases", "1", "--time-limit", "5"], &dir);
    ends_leaving(
        &ran,
        0,
        "judged as BOJ judges: 5 s of CPU time (yours; BOJ gives 1 s; stopped at 11 s of wall time if it waits), 128 MB",
        &dir,
        &[],
    );
}

/// robots' generator, built as versus.sh builds it, as versus.sh runs it on `theirs` with
/// `ours` as our binary, saving into `dir`: the command, to run as it is or as another user.
fn generator(ours: &Path, theirs: &str, args: &[&str], dir: &Path) -> Command {
    let built = Command::new("cargo")
        .args([
            "build",
            "--release",
            "--quiet",
            "-p",
            "robots",
            "--example",
            "robots-gen",
        ])
        .current_dir(root())
        .status()
        .expect("cargo runs");
    assert!(built.success(), "robots-gen builds");
    let generator = tools::facts::target_dir(&root()).join("release/examples/robots-gen");
    let mut command = Command::new(generator);
    command
        .args([theirs, "--ours"])
        .arg(ours)
        .arg("--facts")
        .arg(root().join("robots/Cargo.toml"))
        .arg("--save-dir")
        .arg(dir)
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .stdin(Stdio::null());
    command
}

/// What `command` printed, stdout then stderr, and its exit status.
fn ran(mut command: Command) -> Ran {
    let output = command.output().expect("it runs");
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text += &String::from_utf8_lossy(&output.stderr);
    Ran {
        status: output.status.code().unwrap_or(-1),
        output: text,
    }
}

/// versus with the shell script `ours` (its body) in place of our binary.
fn versus_with_ours(name: &str, ours: &str, theirs: &str, args: &[&str]) -> Ran {
    let dir = save_dir(name);
    let script = dir.join("ours.sh");
    fs::write(&script, format!("#!/bin/sh\n{}\n", ours)).expect("written");
    let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    fs::set_permissions(&script, executable).expect("made executable");
    ran(generator(&script, theirs, args, &dir))
}

/// Ours is the reference, never judged by their limits: slower than their time limit it
/// still answers, and theirs is judged on its answers.
#[test]
fn ours_runs_under_its_own_limit_not_theirs() {
    // ours spends its CPU time in a shell loop (about half a second here), far past their
    // 0.05 s, before it answers; theirs answers at once
    let slow = format!(
        "i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done; exec {}",
        ours()
    );
    let args = ["--cases", "2", "--size", "tiny", "--time-limit", "0.05"];
    let ran = versus_with_ours("ours-slow", &slow, &ours(), &args);
    assert!(
        ran.status == 0 && ran.output.contains("2 cases agree"),
        "exit status {}:\n{}",
        ran.status,
        ran.output
    );
    assert!(
        ran.output.contains("of its time limit of 0.05 s, ours ")
            && ran.output.contains("of its own 10 s;"),
        "{}",
        ran.output
    );
}

/// When ours does not take an input, versus says exactly how, exit status 2: its bad-input
/// line is the generator's bug; any other end is ours.
#[test]
fn how_ours_failed_is_said_in_full() {
    let args = ["--cases", "1", "--size", "tiny"];
    for (name, failing, said) in [
        (
            "ours-rejects",
            "echo 'robots: line 3: expected a number, found \"x\"' >&2; exit 1",
            "versus: on the input of seed 1, our solver rejected the input as bad (a generator bug): robots: line 3: expected a number, found \"x\"",
        ),
        (
            "ours-warns",
            "echo 'robots: warning: line 9: ignored \"x\"' >&2; exit 0",
            "our solver took the input with a warning (a generator bug): robots: warning: line 9",
        ),
        (
            "ours-exits",
            "echo 'no room' >&2; exit 3",
            "our solver ended with exit status 3 (a bug of ours, not of the generator): no room",
        ),
        (
            "ours-crashes",
            "kill -SEGV $$",
            "our solver was killed by signal 11 (SIGSEGV",
        ),
    ] {
        let ran = versus_with_ours(name, failing, &ours(), &args);
        assert!(
            ran.status == 2 && ran.output.contains(said),
            "{}: exit status {}, expected {:?} in:\n{}",
            name,
            ran.status,
            said,
            ran.output
        );
        assert!(!ran.output.contains("seed 1: "), "{}: theirs judged", name);
    }
}

/// For a user who is not root, versus's session holds each run of theirs to the process limit
/// by RLIMIT_NPROC in a user namespace of the run's own, and its init counts what the run
/// held: a storm of sleepers, dropped to `nobody`, is refused past the limit and says so,
/// and leaves nothing running. CI runs as root: the test drops to `nobody` where it can, and
/// says so where it cannot.
#[test]
fn a_run_of_theirs_is_held_to_the_process_limit_for_a_user_who_is_not_root() {
    if tools::judge::run::sandbox::Sandbox::missing_line().is_some() {
        eprintln!("skipped: bwrap cannot start here");
        return;
    }
    // Safety: geteuid only reads the process's credentials.
    if unsafe { geteuid() } != 0 {
        eprintln!("skipped: not run as root, this user is the one who is not");
        return;
    }
    let dir = save_dir("not-root");
    let open = std::os::unix::fs::PermissionsExt::from_mode(0o777);
    fs::set_permissions(&dir, open).expect("made writable");
    let ours = PathBuf::from(ours());
    let storm = format!(
        "i=0; while [ $i -lt 200 ]; do {} & i=$((i+1)); done; exec {}",
        sleeper(7778),
        ours.display()
    );
    let command = generator(&ours, &storm, &["--cases", "1", "--size", "tiny"], &dir);
    let nobody = ["--reuid=65534", "--regid=65534", "--clear-groups", "--"];
    // the generator, and the workspace it runs from (a copy under a private folder, as
    // new-problem.sh's self-test makes, is out of nobody's reach)
    let facts = root().join("robots/Cargo.toml");
    let reach = |test: &str, path: &Path| {
        let reached = Command::new("setpriv")
            .args(nobody)
            .args(["test", test])
            .arg(path)
            .status();
        reached.map_or(false, |s| s.success())
    };
    if !reach("-x", Path::new(command.get_program())) || !reach("-r", &facts) {
        eprintln!(
            "skipped: nobody cannot run the generator from the workspace (or setpriv is missing)"
        );
        return;
    }
    let mut dropped = Command::new("setpriv");
    dropped
        .args(nobody)
        .arg(command.get_program())
        .args(command.get_args())
        .current_dir(root())
        .env("HOME", "/nonexistent")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null());
    let ran = ran(dropped);
    assert!(
        ran.status == 1
            && ran.output.contains("--- verdict: runtime error (RE) ---")
            && ran
                .output
                .contains("a fork was refused: a run holds at most 64 processes"),
        "exit status {}:\n{}",
        ran.status,
        ran.output
    );
    let found = Command::new("pgrep")
        .args(["-f", &format!("^{}$", sleeper(7778))])
        .output()
        .expect("pgrep runs");
    assert!(found.stdout.is_empty(), "left running");
}

extern "C" {
    fn geteuid() -> u32;
}
