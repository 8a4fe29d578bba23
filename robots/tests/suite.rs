//! robots' tests, all in one binary. The solver (with its unit tests, `src/tests.rs`) is
//! checked against code that shares none of its own:
//! - `cases.rs`: every data file's expected output is the oracle's, bad inputs fail on their
//!   line, text after the input is a warning, the statement's pitfalls each have a file;
//! - `stress.rs`: random games, the most robots stepping up from 1 to 50, solver against oracle;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random games;
//! - `files.rs`: `worst.in` is what its generator makes, `worst.out` the oracle's answers;
//! - `oracle/`: a simulator over lists of robots and debris that plays every candidate move
//!   out; `gen/`: random legal games (versus's generator too); `replay/`: the replayer.

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
    name: "robots",
    solve: solution::solve,
    explain: solution::explain::explain,
};
