//! What versus's end-to-end tests share (`versus.rs`, `versus_builds.rs`): a save folder of
//! a test's own, what versus must have said and left there, and versus.sh interrupted while
//! the program it judges runs.

use super::{fresh_dir, left_in, root, Ran};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A folder of its own under target/ for one test's versus run (its `--save-dir`), empty.
pub fn save_dir(name: &str) -> PathBuf {
    fresh_dir("versus-test", name)
}

/// `shell` (bash, or `setsid bash`) made to run versus.sh with `args`, saving in `dir`, from
/// the workspace, with no stdin and its stderr dropped.
fn versus_sh(mut shell: Command, args: &[&str], dir: &Path) -> Command {
    shell
        .arg(root().join("scripts/versus.sh"))
        .args(args)
        .arg("--save-dir")
        .arg(dir)
        .current_dir(root())
        .stdin(Stdio::null())
        .stderr(Stdio::null());
    shell
}

/// Asserts that versus ended with `status`, saying `words`, and left `saved` alone in `dir`.
#[track_caller]
pub fn ends_leaving(ran: &Ran, status: i32, words: &str, dir: &Path, saved: &[&str]) {
    assert!(
        ran.status == status && ran.output.contains(words),
        "exit status {} (expected {}), expected {:?} in:\n{}",
        ran.status,
        status,
        words,
        ran.output
    );
    assert_eq!(left_in(dir), saved, "left in {}", dir.display());
}

/// `interrupted`, on versus.sh with `args` (saving in `dir`), whose program runs `sleeper`;
/// versus.sh's process id.
pub fn interrupted_running(
    signal: &str,
    number: i32,
    args: &[&str],
    sleeper: &str,
    dir: &Path,
) -> u32 {
    let pattern = format!("^{}$", sleeper);
    let running = || {
        let found = Command::new("pgrep").args(["-f", &pattern]).output();
        found.map_or(false, |f| !f.stdout.is_empty())
    };
    let mut setsid = Command::new("setsid");
    setsid.arg("bash");
    let mut child = versus_sh(setsid, args, dir)
        .stdout(Stdio::null())
        .spawn()
        .expect("setsid runs");
    let begun = Instant::now();
    while !running() && begun.elapsed() < Duration::from_secs(300) {
        sleep(Duration::from_millis(20));
    }
    assert!(running(), "versus never ran the command");
    let group = format!("-{}", child.id());
    let sent = Command::new("kill")
        .args([&format!("-{}", signal), "--", &group])
        .status();
    assert!(sent.map_or(false, |s| s.success()), "no group to signal");
    let signalled = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("a child to wait for") {
            break status;
        }
        if signalled.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("versus still runs 10 s after SIG{}", signal);
        }
        sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(128 + number), "after SIG{}", signal);
    assert!(!running(), "{} still runs after SIG{}", sleeper, signal);
    assert_eq!(
        left_in(dir),
        Vec::<String>::new(),
        "left in {}",
        dir.display()
    );
    child.id()
}

/// versus.sh with `args` (saving in `dir`), its stdout closed after the header line, as
/// `| head -n 1` closes it: asserts the header names `problem`, that versus ended with exit
/// status 1 (a write to a closed stdout) and left nothing in `dir`.
pub fn closed_after_header(problem: &str, args: &[&str], dir: &Path) {
    let mut child = versus_sh(Command::new("bash"), args, dir)
        .stdout(Stdio::piped())
        .spawn()
        .expect("bash runs");
    // the header, then the pipe closed: versus ends at its next line
    let mut first = String::new();
    let stdout = child.stdout.take().expect("a pipe");
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut first)
        .expect("the header");
    let header = format!("versus {}: ", problem);
    assert!(first.starts_with(&header), "{:?}", first);
    let status = child.wait().expect("versus ends");
    assert_eq!(status.code(), Some(1), "a write to a closed stdout");
    assert_eq!(
        left_in(dir),
        Vec::<String>::new(),
        "left in {}",
        dir.display()
    );
}
