//! What the end-to-end tests of check.sh's `--cmd`, `--submit` and `judge builds` share
//! (`cmd.rs`, `submit.rs`, `builds.rs`, `versus_submit.rs`): the problems under test
//! (`CHECK_PROBLEMS`, else every one), our release binaries, check.sh run under a time limit
//! that cannot bind and held to its exit status and words, a folder of a test's own, a
//! problem's cases as its counted judge's user is judged on them, a planted source that
//! relays our answers, and a script interrupted as Ctrl-C interrupts it.

use super::{fresh_dir, root, script, Ran};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use tools::facts::problems;
use tools::judge::cases::promise;
use tools::judge::cases::Case;

pub fn release(name: &str) -> PathBuf {
    tools::facts::target_dir(&root()).join("release").join(name)
}

/// The problems under test: `CHECK_PROBLEMS`, else every one.
pub fn chosen() -> Vec<String> {
    match std::env::var("CHECK_PROBLEMS") {
        Ok(named) if !named.trim().is_empty() => {
            named.split_whitespace().map(String::from).collect()
        }
        _ => problems(&root()),
    }
}

pub fn first() -> String {
    chosen().remove(0)
}

/// The time limit every test here gives a program it judges (`--time-limit`), twenty times
/// the strictest judge's: these tests are about what `--cmd` and `--submit` say (a verdict
/// word, whitespace, a build, a crash), never about speed, and a limit that cannot bind keeps
/// a busy or slow machine from changing their verdicts. Speed is held elsewhere: check.sh
/// judges our builds under the judges' own limits.
pub const UNBOUND: &str = "20";

/// `args` with `--time-limit UNBOUND` added where they judge a program (`--cmd`, `--submit`).
pub fn unbound(args: &[&str]) -> Vec<String> {
    let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let judges = args.iter().any(|a| *a == "--cmd" || *a == "--submit");
    if judges && !args.contains(&"--time-limit") {
        all.splice(0..0, ["--time-limit".to_string(), UNBOUND.to_string()]);
    }
    all
}

/// check.sh ARGS (under `UNBOUND`) from `dir` exits `status` and says `words`.
#[track_caller]
pub fn expect(dir: &Path, args: &[&str], status: i32, words: &str) -> Ran {
    let args = unbound(args);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let args = &args[..];
    let ran = script(dir, "check.sh", args);
    let tail: Vec<&str> = ran.output.lines().rev().take(15).collect();
    assert!(
        ran.status == status && ran.output.contains(words),
        "check.sh {:?}: exit status {} (expected {}), expected {:?} in its output; its last lines:\n{}",
        args,
        ran.status,
        status,
        words,
        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
    );
    ran
}

/// A folder of its own under target/, for a test's files.
pub fn away(name: &str) -> PathBuf {
    fresh_dir("cmd-self-test", name)
}

pub fn binary(problem: &str) -> String {
    release(problem).display().to_string()
}

/// The problem's cases as its counted judge's user is judged on them: each one's kind and
/// reason from its bytes and the problem's input promise.
pub fn judged(problem: &str) -> Vec<Case> {
    promise::judged(&root(), problem)
        .expect("the cases, judged")
        .0
}

/// `script ARGS` started as a terminal starts a command line (a process group of its own),
/// with `env` set; once a `sleep` it started runs (the command line `sleeper`, of this test
/// alone: tests run side by side), SIGINT to that whole group, as Ctrl-C sends: the script
/// must exit 130 and leave no `sleeper` a second later.
pub fn interrupted(script: &str, args: &[&str], env: &[(&str, &str)], sleeper: &str) {
    let pattern = format!("^{}$", sleeper);
    let sleeping = || {
        let found = Command::new("pgrep").args(["-f", &pattern]).output();
        found.map_or(false, |f| !f.stdout.is_empty())
    };
    let mut child = Command::new("setsid")
        .arg("bash")
        .arg(root().join("scripts").join(script))
        .args(args)
        .current_dir(root())
        .env("VERSUS_BUILT", "1")
        .envs(env.iter().copied())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("setsid runs");
    let started = Instant::now();
    while !sleeping() && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let group = format!("-{}", child.id());
    let sent = Command::new("kill").args(["-INT", "--", &group]).status();
    assert!(
        sent.map_or(false, |s| s.success()),
        "{}: no group to signal",
        script
    );
    std::thread::sleep(std::time::Duration::from_secs(1));
    let left = sleeping();
    let status = child.wait().expect("the script ends");
    if left {
        let _ = Command::new("pkill").args(["-f", &pattern]).status();
    }
    assert!(
        !left,
        "{} {:?}: {} still runs a second after Ctrl-C",
        script, args, sleeper
    );
    assert_eq!(status.code(), Some(130), "{} {:?}", script, args);
}

/// Whether `problem` is among those under test (the --submit tests each need one).
pub fn chosen_one(problem: &str) -> bool {
    chosen().iter().any(|p| p == problem)
}

/// A source file `name` in a folder of its own, `BINARY` in `text` replaced by the path of
/// our `problem`'s release binary: a planted source that relays our answers, so that only how
/// it is built decides its verdict.
pub fn planted(problem: &str, name: &str, text: &str) -> PathBuf {
    let dir = away(&format!("submit-{}-{}", problem, name));
    let path = dir.join(name);
    fs::write(&path, text.replace("BINARY", &binary(problem))).unwrap();
    path
}

pub const JAVA_RELAY: &str = r#"public class Main {
    public static void main(String[] args) throws Exception {
        byte[] block = new byte[40 << 20];
        for (int i = 0; i < block.length; i += 4096) block[i] = 1;
        ProcessBuilder relay = new ProcessBuilder("BINARY").inheritIO();
        int status = relay.start().waitFor();
        System.exit(status + block[4096] - 1);
    }
}
"#;
