//! dungeon's tests, all in one binary. The solver (with its unit tests, `src/tests.rs`) is
//! checked against code that shares none of its own:
//! - `cases.rs`: every data file's expected output is the oracle's, bad inputs fail on their
//!   line, text after the last run is a warning; the 10,000-move limit on the limit cases;
//! - `stress.rs`: random runs (stepping up to 25x40), wide runs across the two 64-bit lanes
//!   and random whole inputs, solver against oracle;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random dungeons;
//! - `files.rs`: worst.in is what its generator makes, and its runs last all 10,000 turns;
//! - `oracle/`: a plain simulator, character grid and monster list, every ray walked cell by
//!   cell; `gen/`: random dungeons (versus's generator too); `replay/`: the replayer.

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
    name: "dungeon",
    solve: solution::solve,
    explain: solution::explain::explain,
};
