//! template-problem's tests, all in one binary. The solver (with its unit tests, `src/tests.rs`) is
//! checked against code that shares none of its own:
//! - `cases.rs`: every data file's expected output is the oracle's, bad inputs fail on their
//!   line;
//! - `stress.rs`: random inputs, sizes stepping up, solver against oracle;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random inputs;
//! - `files.rs`: the generated data file `worst.in`, checked against its generator;
//! - `oracle/`: the answers computed apart from the solver; `gen/`: random legal inputs
//!   (versus's generator too); `replay/`: the replayer.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod cases;
mod explain;
mod files;
mod gen;
mod oracle;
mod replay;
mod stress;

use tools::stress::Solver;

const SOLVER: Solver = Solver {
    name: "template-problem",
    solve: solution::solve,
    explain: solution::explain::explain,
};
