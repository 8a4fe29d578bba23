//! The independent evaluators, sharing no code or representation with the solver, each the
//! ground truth where it can afford to be:
//! - `literal.rs`: THE ground truth, a breadth-first search over full board states under the
//!   statement's rules, no cost model; boards with few squares that turn (`answer` here);
//! - `once.rs`: the least price over walks that enter no turnable square twice, exact at any
//!   size within its label budget (proved in its header), and the walk model, a lower bound;
//! - `dssr.rs`: the same least price reached by relaxations that remember only the squares
//!   their best walks came back to, exact and fast on boards hill-climbed against the solver;
//! - `paths.rs`: the statement's path-cost formula on given paths (exact for a tree's one path,
//!   or the best of every simple path) and a banked walk model (exact where its walk is simple).

pub mod dssr;
pub mod literal;
pub mod once;
pub mod paths;

use crate::gen::parse_grids;

/// The most squares that turn on a board the brute force takes: 4^8 rotations per square.
const AFFORDABLE_TURNABLE: usize = 8;

/// Can `answer` afford `input`: does every case have few squares that turn?
pub fn affordable(input: &str) -> bool {
    let boards = parse_grids(input);
    boards
        .iter()
        .all(|b| b.turnable_count() <= AFFORDABLE_TURNABLE)
}

/// The whole expected output of `input` under the literal rules, one answer a case.
/// Precondition: `affordable(input)`; cost 4^(squares that turn) states per square, per case.
pub fn answer(input: &str) -> String {
    parse_grids(input)
        .iter()
        .map(|b| format!("{}\n", literal::literal_turns(b)))
        .collect()
}
