//! The one judge behind `scripts/check.sh` (our builds and `--cmd`) and `scripts/versus.sh`:
//! it runs a program on an input as a judge's sandbox does (`run`: its own process group,
//! the input file on stdin, the stack raised to the memory limit, CPU time, memory and
//! output limits with a wall-clock safety, every process it started killed and reaped at the
//! end, Ctrl-C passed on as `Interrupted` to the binary, which took the process's charge at
//! its start: `process`), compares the output as each real judge does (`compare`), gives
//! each judge's verdict (`verdict`), and reports a failure in a bounded number of lines
//! (`report`), or hands it to the problem's checker where it has one (`checker`). `hosting` reads the judges that host a problem, each with its limits; `cases` reads a
//! problem's data folder; `session` judges a program on a list of cases and prints what
//! check.sh shows; `languages` holds each judge's languages (its build and run commands) and
//! `submit` builds a source file as a judge would; `sandbox` contains a user's run in
//! bubblewrap (one bwrap a run), `session_sandbox` versus's whole session (one bwrap, a PID
//! namespace a run), `input` holds a run's private copy of its input in memory; the binary `judge` (src/bin/judge.rs) is check.sh's way in. No bundle
//! and no package submission carries it. Linux only.

pub mod builds;
pub mod cases;
pub mod checker;
pub mod compare;
pub mod grounds;
pub mod hosting;
pub mod input;
pub mod languages;
pub mod process;
pub mod promise;
pub mod render;
pub mod report;
pub mod run;
pub mod sandbox;
pub mod session;
pub mod session_sandbox;
pub mod submit;
pub mod verdict;

pub use self::compare::{compare, Difference, Rule, Spacing};
pub use self::run::{run, End, Limits, Program, Run, RunError};
pub use self::verdict::{by_judge_words, judge, judges, Expected, Judge, Judgement, Verdict};

#[cfg(test)]
mod tests;
