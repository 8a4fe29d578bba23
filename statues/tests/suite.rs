//! statues' tests, all in one binary. The solver (with its unit tests, `src/tests.rs`) is
//! checked against code that shares none of its own:
//! - `cases.rs`: every data file's expected output is the oracle's, bad inputs fail on their
//!   line, text after the board is a warning;
//! - `stress.rs`: random boards and every board of up to 3 statues, solver against oracle;
//!   the generator's search against the oracle, each of its mistakes on its data case;
//!   versus's boards and their reductions keep the promises;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random boards;
//! - `oracle/`: a depth-first search over Maria's moves on an explicitly shifted grid;
//!   `gen/`: random legal boards, versus's generator too (`rules`: the game, right or with a
//!   known mistake, for the traps and the planted solvers); `replay/`: the replayer.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod cases;
mod explain;
mod gen;
mod oracle;
mod replay;
mod stress;

use tools::stress::Solver;

const SOLVER: Solver = Solver {
    name: "statues",
    solve: solution::solve,
    explain: solution::explain::explain,
};
