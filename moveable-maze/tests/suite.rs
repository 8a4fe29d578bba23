//! moveable-maze's tests, all in one binary. The solver (with its unit tests) is checked
//! against code that shares none of its own:
//! - `cases.rs`: every data file the brute force can afford is its answer, bad inputs fail on
//!   their line, text after the input is a warning, the trap fools the walk model, and the
//!   path evaluators price the spec's single-path cases as the brute force does;
//! - `stress.rs`: tiny boards and tiny boards of every adversarial family, solver against the
//!   brute force (and the DSSR oracle; the turnable-once oracle and walk model on families),
//!   and the growth family against the DSSR oracle;
//! - `bound.rs`: the refinement's last lower bound is the printed answer on data files and
//!   random boards (largest refinement reported); worst.in's search is small;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random boards, answers
//!   held to the data files and the turnable-once oracle;
//! - `files.rs`: worst.in and adversarial.in are what their generators make (`files/`), with
//!   independent answers, and the hill-climbed files hold the DSSR oracle's answers; the
//!   ignored writers rewrite them;
//! - `pages.rs`: the figures the pages state that the data moves (board counts, the most rounds
//!   and labels per data file) are the data's; the file the page names the heaviest for time
//!   has the most labels, and versus's size worst at most 1.25 times them;
//! - `adversary.rs`: the adversary search, an ignored test: a hill climb for the boards the
//!   solver works hardest on (the hill-climbed files hold what it found), and the growth and
//!   fork families' tables (labels by the number of forks);
//! - `oracle/`: the brute force over full board states (the ground truth), the turnable-once
//!   and DSSR oracles and the walk model, the path-cost evaluators; `gen/`: random legal boards (versus's
//!   generator too), tiny boards, the adversarial families; `replay/`: the replayer.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod adversary;
mod bound;
mod cases;
mod explain;
mod files;
mod gen;
mod oracle;
mod pages;
mod replay;
mod stress;

use tools::stress::Solver;

const SOLVER: Solver = Solver {
    name: "moveable-maze",
    solve: solution::solve,
    explain: solution::explain::explain,
};
