//! The hill-climbed files: boards the adversary search (`adversary.rs`) found hardest for the
//! solver, kept as found (a search takes minutes, so they are not made again):
//! data/moveable-maze/hill-climbed.in, the hardest board of each of the 20 hardest lineages
//! of the last search, and the boards of earlier searches, five runs a file
//! (hill-climbed-runs-0-4.in also holds the 16 boards climbed before the search was in the
//! repository), so that each file stays well within the judge's second; and
//! hill-climbed-forks.in, the hardest of climbs from the fork families alone
//! (`gen/families/forks.rs`, issue 44); hill-climbed-narrow.in, the hardest board of a climb
//! (and of a second, against bounded memory near) from 2-column doubling forks, 9 to a 20x20 row (then a probe, now `gen/families/narrow.rs`:
//! NOTES.md); hill-climbed-bounded.in, the hardest of two climbs against the solver with
//! memory near bounded (issue 44), from the climbed narrow and doubling boards and those of
//! the forks, one board of each lineage. Their answers come from the DSSR oracle
//! (`oracle/dssr.rs`), code apart from the solver.

use crate::gen::parse_grids;
use crate::oracle::dssr;
use std::fmt::Write as _;
use tools::lanes;

/// The files, by name: the last run's, the earlier runs', and those of the climbs from the
/// fork families and against bounded memory near (issue 44).
pub const FILES: [&str; 7] = [
    "hill-climbed",
    "hill-climbed-runs-0-4",
    "hill-climbed-runs-5-9",
    "hill-climbed-runs-10-14",
    "hill-climbed-forks",
    "hill-climbed-narrow",
    "hill-climbed-bounded",
];

/// Labels the oracle may pop on one board (the hardest so far needs about a million).
const ORACLE_BUDGET: u64 = 50_000_000;

/// The expected output of `input`: the oracle's answer to each case. The boards are shared
/// out to a thread a core (the oracle takes tens of seconds on the files); the answers are
/// written in the input's order.
pub fn answers(input: &str) -> String {
    let grids = parse_grids(input);
    let answers = lanes::map(&grids, lanes::cores(), |case, grid| {
        dssr::literal_optimum(grid, ORACLE_BUDGET)
            .unwrap_or_else(|| panic!("case {}: the oracle gave up", case + 1))
            .answer
    });
    let mut output = String::new();
    for answer in answers {
        writeln!(output, "{}", answer).unwrap();
    }
    output
}
