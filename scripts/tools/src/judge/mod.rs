//! The one judge behind `scripts/check.sh` (our builds and `--cmd`) and `scripts/versus.sh`:
//! it runs a program on an input as a judge does (`run`: its own process group, time,
//! memory and output limits, every process it started killed at the end), compares the
//! output as each real judge does (`compare`), gives each judge's verdict (`verdict`), and
//! reports a failure in a bounded number of lines (`report`). `cases` reads a problem's data
//! folder; `session` judges a program on a list of cases and prints what check.sh shows;
//! the binary `judge` (src/bin/judge.rs) is check.sh's way in. Test tooling only (feature
//! `judge`): no bundle carries it. Linux only.

pub mod cases;
pub mod compare;
pub mod report;
pub mod run;
pub mod session;
pub mod verdict;

pub use self::compare::{compare, Difference, Rule, Spacing};
pub use self::run::{run, End, Limits, Program, Run};
pub use self::verdict::{by_judge_words, judge, judges, Expected, Judge, Judgement, Verdict};

#[cfg(test)]
mod tests;
