//! What the judge's unit tests share, in every room: the workspace and the tests' folder
//! under target/ (`judge-tests`), an input file of a test's own, a program run on an input
//! as a binary runs it (`run_on`, `shell`), the limits a test gives, and the expected output
//! of a user's program (`theirs`). Compiled for the tests alone.

use crate::judge::run::process::Charge;
use crate::judge::run::{run, Limits, Program, Run};
use crate::judge::verdict::Expected;
use std::path::PathBuf;
use std::time::Duration;

/// The workspace, from the folder cargo runs the tests in (a test binary built in another
/// copy of the workspace, as new-problem.sh's self-test does, must not look there).
pub(crate) fn workspace() -> PathBuf {
    crate::facts::workspace().expect("the workspace")
}

/// Where the tests write their inputs and build their helper: the workspace's target folder
/// (`facts::scratch_dir`).
pub(crate) fn scratch() -> PathBuf {
    let dir = crate::facts::scratch_dir(&workspace()).join("judge-tests");
    std::fs::create_dir_all(&dir).expect("the judge tests' folder can be made");
    dir
}

/// `bytes` in a file of its own, for a program's stdin (tests run in parallel).
pub(crate) fn input_file(bytes: &[u8]) -> PathBuf {
    let path = scratch().join(format!("input-{}", crate::facts::own_tag()));
    std::fs::write(&path, bytes).expect("the input file can be written");
    path
}

/// `program` on `input`, the test binary in charge of its runs as a binary is
/// (`process::Charge`: the runs' orphans come back to it).
pub(crate) fn run_on(program: &Program, input: &str, limits: &Limits) -> Run {
    Charge::take();
    run(program, &input_file(input.as_bytes()), limits).expect("it starts")
}

pub(crate) fn limits(seconds: f64) -> Limits {
    Limits {
        time: Duration::from_secs_f64(seconds),
        memory_kb: 64 * 1024,
        output_bytes: 1 << 20,
    }
}

pub(crate) fn shell(command: &str, input: &str) -> Run {
    run_on(&Program::shell(command), input, &limits(2.0))
}

pub(crate) fn theirs(stdout: &str) -> Expected {
    Expected {
        stdout: stdout.as_bytes().to_vec(),
        ending: None,
        checker: None,
    }
}
