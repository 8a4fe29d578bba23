//! The hill-climbed files: boards the adversary search (`adversary.rs`) found hardest for the
//! solver, kept as found (a search takes minutes, so they are not made again), split so that
//! each file costs ours at most about 0.2 s of CPU, a fifth of the judge's second:
//! data/moveable-maze/hill-climbed-a.in and -b.in, the hardest boards of the 20 hardest
//! lineages of the last search (run 12), its first 10 and its last 10 (the heaviest data file
//! for ours is -a: `pages.rs` holds it to the most labels); the boards of earlier searches, a
//! file for one or two runs, or half a run (hill-climbed-runs-0-2.in also holds the 16 boards
//! climbed before the search was in the repository; hill-climbed-runs-10-a.in is the first 10
//! of run 10); hill-climbed-forks-a, -b and -c.in, the hardest of climbs from the fork
//! families (`gen/families/forks.rs`, issue 44) and the doubling family, 10, 10 and 11 of them
//! in order; hill-climbed-narrow.in, the hardest board of a climb (and of a second, against
//! bounded memory near) from 2-column doubling forks, 9 to a 20x20 row (then a probe, now
//! `gen/families/narrow.rs`: NOTES.md); hill-climbed-bounded-a and -b.in, the hardest of two
//! climbs against the solver with memory near bounded (issue 44), from the climbed narrow and
//! doubling boards and those of the forks, one board of each lineage, the 3 with the most
//! labels first. Their answers come from the DSSR oracle (`oracle/dssr.rs`), code apart from
//! the solver.

use crate::gen::parse_grids;
use crate::oracle::dssr;
use std::fmt::Write as _;
use tools::lanes;

/// The files, by name: the last run's, the earlier runs', and those of the climbs from the
/// fork families and against bounded memory near (issue 44).
pub const FILES: [&str; 18] = [
    "hill-climbed-a",
    "hill-climbed-b",
    "hill-climbed-runs-0-2",
    "hill-climbed-runs-3-4",
    "hill-climbed-runs-5-6",
    "hill-climbed-runs-7",
    "hill-climbed-runs-8",
    "hill-climbed-runs-9",
    "hill-climbed-runs-10-a",
    "hill-climbed-runs-10-b",
    "hill-climbed-runs-11-a",
    "hill-climbed-runs-11-b",
    "hill-climbed-forks-a",
    "hill-climbed-forks-b",
    "hill-climbed-forks-c",
    "hill-climbed-narrow",
    "hill-climbed-bounded-a",
    "hill-climbed-bounded-b",
];

/// The last run's boards are split in two files: the first `LAST_RUN_SPLIT` (the hardest
/// when they were found, as the search writes them) in the first, the rest in the second.
pub const LAST_RUN: [&str; 2] = ["hill-climbed-a", "hill-climbed-b"];
pub const LAST_RUN_SPLIT: usize = 10;

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
