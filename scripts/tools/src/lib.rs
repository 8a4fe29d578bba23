//! The tools behind `scripts/`: what judges, stress-tests and packages the solvers, and never
//! what a judge compiles (shared-io is that).
//! - `problem`: what a problem's generator implements (`Problem`, `Size`, `Rng`); std only,
//!   the one part a problem package's submission carries.
//! - `judge`: runs a program on an input as a judge's sandbox does and gives each real
//!   judge's verdict; its binary `judge` (src/bin/judge.rs) is check.sh's way in.
//! - `stress`: the harness of every solver's tests (the stress loop, a solver run in memory,
//!   the problem's data folder).
//! - `versus`: another solution against ours on generated inputs, the first failure shrunk.
//! - `sandbox_bench`: what the judge's sandbox costs, timed in pairs (`tools sandbox-bench`).
//! - `facts`: each problem's facts, read from its Cargo.toml for every tool; `bundle`: the
//!   one bundler (solvers for judges, examples for the problem packages); their binary
//!   `tools` (src/bin/tools.rs) is the scripts' way in; `package`: a problem package for
//!   Kattis and DOMjudge, `statement` its statement from the page to the PDF; `packaging`: package.sh's work after its installs (the packages
//!   made, their statements through pandoc, zipped, and verified by verifyproblem);
//!   `new_problem`: a new problem made from the template crate (`scripts/template/`) or a
//!   package, and `registry`: its registration (its names, the workspace member, the README's
//!   row); `placeholders`: what of the template such a problem still holds;
//!   `mistakes`: the slips new-problem.sh's self-test plants in one, for check.sh to name;
//!   `solutions`: a coach's own solutions in any language, each judged as `--submit` does;
//!   `validators`: a problem's input validator and checker in any language, built and run
//!   as problemtools builds and runs them; `import`: a problem made from a Kattis problem
//!   package (`new-problem.sh NAME --from PACKAGE`).
//! - `check`: check.sh itself (`tools check`): its options, its modes, its steps run two at
//!   a time under a time limit, and the count line; `args`: the one command-line parser of
//!   every command here.
//! - `lanes`: work shared out to threads, the results in order.
//! - `promise_reader`: a stand-in for a user's right program that trusts the input promise
//!   and nothing more (its binary `promise-reader`), for the tests of the judge.
//! - `install`: the outside tools (Debian's packages, PyPI's in a venv, problemtools with
//!   LaTeX) installed best effort, each bounded in time.
//! - `docs`: the README and the manuals checked against the workspace: every link resolves,
//!   every example prints what it shows (`tools docs`).
//!
//! Linux only (the judge reads /proc and calls a few libc functions).

pub mod args;
pub mod bundle;
pub mod check;
pub mod docs;
pub mod facts;
pub mod import;
pub mod install;
pub mod judge;
pub mod lanes;
pub mod mistakes;
pub mod new_problem;
pub mod new_problem_self_test;
pub mod package;
pub mod packaging;
pub mod placeholders;
pub mod problem;
pub mod promise_reader;
pub mod registry;
pub mod sandbox_bench;
pub mod solutions;
pub mod statement;
pub mod stress;
pub mod validators;
pub mod versus;
