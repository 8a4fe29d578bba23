//! The one judge behind `scripts/check.sh` (our builds, `--cmd` and `--submit`) and
//! `scripts/versus.sh`, in four rooms, each using only the rooms above it in this list, and
//! the flows that use them all:
//!
//! - `run`: how a program runs and is contained. `run::run` runs one program on one input as
//!   a judge's sandbox does (its own process group, the input a private file in memory,
//!   CPU time, memory and output limits with a wall-clock safety, every process it started
//!   killed and reaped); `sandbox` contains a user's run in bubblewrap, `session_sandbox`
//!   versus's whole session; `limit` holds a run to 64 processes; `process` is the binary's
//!   charge of its runs (Ctrl-C passed on as `Interrupted`); `watch` finds and measures a
//!   run's processes; `os` is the floor under them all. Uses nothing else of the judge.
//! - `verdict`: how an output is judged and said: each real judge's verdict (`verdict`),
//!   compared as that judge compares (`compare`), or by the problem's checker (`checker`);
//!   a failure's report in a bounded number of lines (`report`), and every line printed
//!   (`render`). Uses `run`.
//! - `build`: how a source becomes a program: each judge's languages as facts
//!   (`languages`), the language a submission (a file, or a folder that is one program) is
//!   in as its judge tells it (`detect`), the tools found here (`toolchain`), a user's
//!   submission built as its judge builds it (`submit`), our bundles on every edition and
//!   rustc (`bundles`), what a verdict on such a build rests on (`grounds`). Uses `run` and
//!   `verdict`.
//! - `cases`: what the judge reads: a problem's data cases (`cases`), the judges that host it
//!   with their limits (`hosting`), and the input a judge's data can hold (`promise`). Uses
//!   the rooms above.
//! - The flows, which use every room, each a function a reader follows top to bottom, and
//!   the flows listed before it: `session` judges one program on a list of cases and prints
//!   what check.sh shows; `ours` judges every build of our problems (`judge builds`);
//!   `submitted` builds a user's file as the judge that counts builds it, with the lines
//!   that say how (for `theirs` and for versus); `theirs` judges a user's program or file on
//!   a problem's cases (`judge theirs`, behind check.sh's `--cmd` and `--submit`).
//!
//! The binary `judge` (src/bin/judge.rs) is check.sh's way in: it reads its options and
//! calls one function of these a mode. No bundle and no package submission carries any of it. Linux only.
//!
//! Each room's unit tests are in its `tests.rs` (`run/tests.rs`, `verdict/tests.rs`,
//! `build/tests.rs`, `cases/tests.rs`), the session's in `session/tests.rs`, all sharing the
//! helpers of `test_support.rs`; the tests of one module alone stay inside it (as in
//! `verdict/render.rs`, `cases/promise.rs`).

pub mod build;
pub mod cases;
pub mod ours;
pub mod run;
pub mod session;
pub mod submitted;
pub mod theirs;
pub mod verdict;

pub use self::run::{run, End, Limits, Program, Run, RunError};
pub use self::verdict::compare::{compare, Difference, Rule, Spacing};
pub use self::verdict::{by_judge_words, judge, judges, Expected, Judge, Judgement, Verdict};

#[cfg(test)]
mod test_support;
