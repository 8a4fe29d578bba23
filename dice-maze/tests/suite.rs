//! dice-maze's tests, all in one binary. The solver (with its unit tests, `src/tests.rs`) is
//! checked against code that shares none of its own:
//! - `cases.rs`: every data file's expected output is the oracle's, bad inputs fail on their
//!   line, text after `END` is a warning;
//! - `stress.rs`: random mazes, solver against oracle; the solver's `Die` and the generator's
//!   against the oracle's rotated body on every orientation and roll (the statement's
//!   handedness first); versus's mazes keep the promise (one walk or none), by the peer's
//!   search, and there the peer agrees with the solver;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random mazes;
//! - `files.rs`: `data/dice-maze/worst.in` is what its generator makes (and its writer);
//! - `oracle/`: the die as face normals turned by rotation matrices, a distance-to-home search;
//!   `gen/`: random legal mazes, versus's generator too (`walks`: the walk count; `plant`:
//!   the promise and the traps); `peer/`: a DFS printing the first walk it finds;
//!   `replay/`: the replayer.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod cases;
mod explain;
mod files;
mod gen;
mod oracle;
mod peer;
mod replay;
mod stress;

use tools::stress::Solver;

const SOLVER: Solver = Solver {
    name: "dice-maze",
    solve: solution::solve,
    explain: solution::explain::explain,
};
