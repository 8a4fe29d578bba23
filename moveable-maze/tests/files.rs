//! The generated data files, each with answers from code apart from the solver: worst.in
//! (`files/worst.rs`) and adversarial.in (`files/adversarial.rs`) must be what their
//! generators make today; the ignored tests rewrite them, and write big family boards.

mod adversarial;
mod worst;

use crate::gen::families;
use crate::SOLVER;
use adversarial::adversarial_file;
use shared_io::stress::Rng;
use std::fs;
use std::path::Path;
use worst::worst_case_file;

#[test]
fn worst_case_file_is_the_generated_one() {
    SOLVER.data().assert_generated("worst", &worst_case_file());
}

/// Writes data/moveable-maze/worst.in and its independently computed answers.
#[test]
#[ignore]
fn write_worst_case_file() {
    SOLVER.data().write_generated("worst", &worst_case_file());
}

/// The adversarial file and its answers (from the oracle, corridors also from their one
/// simple path) are what `files/adversarial.rs` makes.
#[test]
fn adversarial_file_is_the_generated_one() {
    SOLVER
        .data()
        .assert_generated("adversarial", &adversarial_file());
}

/// Writes data/moveable-maze/adversarial.in and its independently computed answers.
#[test]
#[ignore]
fn write_adversarial_file() {
    SOLVER
        .data()
        .write_generated("adversarial", &adversarial_file());
}

/// Writes big boards of each adversarial family (`FAMILY_BOARDS` of each, default 12) to
/// target/moveable-maze-families/, one case per file, for timing a solver binary on them.
#[test]
#[ignore]
fn write_family_boards() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/moveable-maze-families");
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
