//! The hill-climbed files: boards the adversary search (`adversary.rs`) found hardest for the
//! solver, kept as found (a search takes minutes, so they are not made again):
//! data/moveable-maze/hill-climbed.in, the hardest board of each of the 20 hardest lineages
//! of the last search, and the boards of earlier searches, five runs a file
//! (hill-climbed-runs-0-4.in also holds the 16 boards climbed before the search was in the
//! repository), so that each file stays well within the judge's second. Their answers come
//! from the DSSR oracle (`oracle/dssr.rs`), code apart from the solver.

use crate::gen::{parse_grids, Grid};
use crate::oracle::dssr;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The files, by name.
pub const FILES: [&str; 4] = [
    "hill-climbed",
    "hill-climbed-runs-0-4",
    "hill-climbed-runs-5-9",
    "hill-climbed-runs-10-14",
];

/// Labels the oracle may pop on one board (the hardest so far needs about a million).
const ORACLE_BUDGET: u64 = 50_000_000;

/// The expected output of `input`: the oracle's answer to each case. The boards are shared
/// out to a thread a core (the oracle takes tens of seconds on the files); the answers are
/// written in the input's order.
pub fn answers(input: &str) -> String {
    let grids = parse_grids(input);
    let next = AtomicUsize::new(0);
    let lanes = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut found: Vec<(usize, u32)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..lanes)
            .map(|_| scope.spawn(|| answer_some(&grids, &next)))
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e))
            })
            .collect()
    });
    found.sort_unstable();
    let mut output = String::new();
    for (_, answer) in found {
        writeln!(output, "{}", answer).unwrap();
    }
    output
}

/// Takes boards by index from `next` until none is left: each one's index and the oracle's
/// answer.
fn answer_some(grids: &[Grid], next: &AtomicUsize) -> Vec<(usize, u32)> {
    let mut answered = Vec::new();
    loop {
        let case = next.fetch_add(1, Ordering::Relaxed);
        let grid = match grids.get(case) {
            Some(grid) => grid,
            None => return answered,
        };
        let confirmed = dssr::literal_optimum(grid, ORACLE_BUDGET)
            .unwrap_or_else(|| panic!("case {}: the oracle gave up", case + 1));
        answered.push((case, confirmed.answer));
    }
}
