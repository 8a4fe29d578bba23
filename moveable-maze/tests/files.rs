//! The generated data files, each with answers from code apart from the solver: worst.in
//! (`files/worst.rs`) and adversarial.in (`files/adversarial.rs`) must be what their
//! generators make today, and the hill-climbed files (`files/hill_climbed.rs`) must hold the
//! DSSR oracle's answers, as do growth.in (the growth family), forks.in (the fork families),
//! doubling.in (the doubling family) and narrow.in (the narrow doubling family); the ignored
//! tests rewrite them, and write big family boards.

mod adversarial;
pub mod hill_climbed;
mod worst;

use crate::gen::families::{self, doubling, forks, growth, narrow};
use crate::gen::{parse_grids, MoveableMaze};
use crate::SOLVER;
use adversarial::adversarial_file;
use std::fs;
use tools::problem::{Problem, Rng};
use worst::worst_case_file;

// The ignored `write` tests rewrite the files and their independently computed answers.
tools::generated_file_tests!(worst_in, SOLVER, "worst", worst_case_file);

// The adversarial file and its answers (from the oracle, corridors also from their one
// simple path) are what `files/adversarial.rs` makes.
tools::generated_file_tests!(adversarial_in, SOLVER, "adversarial", adversarial_file);

/// The hill-climbed files' answers are the oracle's.
#[test]
fn hill_climbed_files_hold_the_oracles_answers() {
    for name in hill_climbed::FILES {
        let input = SOLVER.data().text(&format!("{}.in", name));
        let answers = hill_climbed::answers(&input);
        SOLVER.data().assert_generated(name, &(input, answers));
    }
}

/// Rewrites the hill-climbed files' answers from the oracle; with `HILL_CLIMBED_FROM=FILE`,
/// the last run's files (`hill_climbed::LAST_RUN`) first become FILE's boards, split as they
/// are (the adversary search writes its hardest to target/adversary/hill-climbed.in).
#[test]
#[ignore]
fn write_hill_climbed_files() {
    let from = std::env::var("HILL_CLIMBED_FROM").ok().map(|from| {
        let text = fs::read_to_string(&from).unwrap_or_else(|e| panic!("{}: {}", from, e));
        parse_grids(&text)
    });
    for name in hill_climbed::FILES {
        let part = hill_climbed::LAST_RUN.iter().position(|&last| last == name);
        let input = match (&from, part) {
            (Some(grids), Some(part)) => {
                let split = hill_climbed::LAST_RUN_SPLIT.min(grids.len());
                let boards = if part == 0 {
                    &grids[..split]
                } else {
                    &grids[split..]
                };
                MoveableMaze::text(boards)
            }
            _ => SOLVER.data().text(&format!("{}.in", name)),
        };
        let answers = hill_climbed::answers(&input);
        SOLVER.data().write_generated(name, &(input, answers));
    }
}

/// The growth family, one board for each number of forks k, with the DSSR oracle's answers:
/// its lock sets grew exponentially when locks were held everywhere (moveable-maze/NOTES.md,
/// "The growth boards, step by step"), so check.sh judges it under the time limit.
fn growth_file() -> (String, String) {
    oracle_file((1..=growth::MOST_FORKS).map(|k| growth::growth(k).text()))
}

/// An input of `boards` (each a case's text) ended by `0 0`, with the DSSR oracle's answers.
fn oracle_file(boards: impl Iterator<Item = String>) -> (String, String) {
    let mut input: String = boards.collect();
    input.push_str("0 0\n");
    let answers = hill_climbed::answers(&input);
    (input, answers)
}

tools::generated_file_tests!(growth_in, SOLVER, "growth", growth_file);

/// The fork families (issue 44) at their most forks, one board a family
/// (`families::forks::SHAPES`), and growth's layout with 2x3 pockets at its hardest (9 forks,
/// one row), with the DSSR oracle's answers.
fn forks_file() -> (String, String) {
    let families = forks::SHAPES
        .iter()
        .map(|&shape| forks::forks(shape, shape.most()).text());
    let growth = growth::growth_with(9, forks::POCKET_RING).text();
    oracle_file(families.chain(std::iter::once(growth)))
}

tools::generated_file_tests!(forks_in, SOLVER, "forks", forks_file);

/// The doubling family (issue 44), one board for each number of forks k (6 on one row, up to
/// 6 more on a second), with the DSSR oracle's answers.
fn doubling_file() -> (String, String) {
    oracle_file((1..=doubling::MOST_FORKS).map(|k| doubling::doubling(k).text()))
}

tools::generated_file_tests!(doubling_in, SOLVER, "doubling", doubling_file);

/// The narrow doubling family (issue 44), one board for each number of forks k (1 to 9, one
/// row), with the DSSR oracle's answers.
fn narrow_file() -> (String, String) {
    oracle_file((1..=narrow::MOST_FORKS).map(|k| narrow::narrow(k).text()))
}

tools::generated_file_tests!(narrow_in, SOLVER, "narrow", narrow_file);

/// Writes big boards of each adversarial family (`FAMILY_BOARDS` of each, default 12) to
/// target/moveable-maze-families/, one case per file, for timing a solver binary on them.
#[test]
#[ignore]
fn write_family_boards() {
    let dir = crate::SOLVER
        .data()
        .target_dir()
        .join("moveable-maze-families");
    fs::create_dir_all(&dir).expect("create the directory");
    let count = std::env::var("FAMILY_BOARDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(12u64);
    for family in &families::FAMILIES {
        for i in 0..count {
            let board = (family.big)(&mut Rng::new(i));
            let name = format!("{}-{:02}.in", family.name, i);
            fs::write(dir.join(name), board.input()).expect("write a board");
        }
    }
}
