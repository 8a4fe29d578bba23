//! What the tools' end-to-end tests share (`cmd.rs`, `submit.rs`, `builds.rs`, `versus.rs`,
//! `versus_builds.rs`, `versus_submit.rs`, `contained.rs`, `platform.rs`, `languages.rs`):
//! the workspace, a fresh folder of a test's own under target/, a script run as a user runs
//! it, and what a folder holds afterwards; in `check`, what the tests that judge through
//! check.sh share; in `python2`, a PATH without Python 2; in `versus`, what versus's share.

/// The helpers of the files that judge through check.sh (`cmd.rs`, `submit.rs`, `builds.rs`,
/// `versus_submit.rs`): each of them uses a part, the other files none.
#[allow(dead_code)]
pub mod check;

/// A machine without Python 2 (`submit.rs`, `languages.rs`).
#[allow(dead_code)]
pub mod python2;

/// What versus's end-to-end tests share (`versus.rs`, `versus_builds.rs`).
#[allow(dead_code)]
pub mod versus;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub fn root() -> PathBuf {
    tools::facts::workspace().expect("the workspace")
}

/// An empty folder under the workspace's target/GROUP/NAME, for one test's files.
pub fn fresh_dir(group: &str, name: &str) -> PathBuf {
    let dir = tools::facts::scratch_dir(&root()).join(group).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a folder under target/");
    dir
}

/// What a command line printed (stdout and stderr together) and its exit status (-1 when a
/// signal ended it).
pub struct Ran {
    pub status: i32,
    pub output: String,
}

/// `bash scripts/SCRIPT ARGS` from `dir`, without colour and without stdin.
pub fn script(dir: &Path, script: &str, args: &[&str]) -> Ran {
    script_with(dir, script, args, &[])
}

/// `script`, with the variables `env` set in its environment (a user's shell).
pub fn script_with(dir: &Path, script: &str, args: &[&str], env: &[(&str, &str)]) -> Ran {
    let output = Command::new("bash")
        .arg(root().join("scripts").join(script))
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text += &String::from_utf8_lossy(&output.stderr);
    Ran {
        status: output.status.code().unwrap_or(-1),
        output: text,
    }
}

/// The names in `dir`, sorted (hidden files included), none when it is gone.
pub fn left_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// `sleep WHOLE.PID`: a command line that `pgrep -f` finds for this test binary alone. The
/// fraction is this process's id, seven digits wide so that no one id's mark holds another's:
/// check.sh runs the same tests twice at once (its own and new-problem's nested check.sh),
/// and a fixed mark found the other run's sleepers still at work.
pub fn sleeper(whole: u32) -> String {
    format!("sleep {}.{:07}", whole, std::process::id())
}
