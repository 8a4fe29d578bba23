//! The problem packages' input validators (`PROBLEM/examples/PROBLEM-validate.rs`, one file
//! each, compiled by problemtools on its own) run on every file of `data/PROBLEM/`. Each file
//! is sorted as the package sorts it (`tools::package::sorted`, by the judge's case reader):
//! - bad input (a `NAME.err` beside it): the validator must reject it;
//! - outside the promise (its row in `data/PROBLEM/README.md` says so): must reject;
//! - a byte variant (`judge-*`, or a CR anywhere: the encodings our solvers tolerate and the
//!   statement does not promise): must reject;
//! - every other file is legal and goes into the package: must accept. dice-maze's legal
//!   files are first laid out as the package lays them out (`tools::package::laid_out`).

// Each validator is a program of its own and carries its own copy of `validator/strict.rs`,
// as it will in its package; here the five copies meet in one test binary.
#![allow(clippy::duplicate_mod)]

#[allow(dead_code)]
#[path = "../../../dice-maze/examples/dice-maze-validate.rs"]
mod dice_maze;
#[allow(dead_code)]
#[path = "../../../dungeon/examples/dungeon-validate.rs"]
mod dungeon;
#[allow(dead_code)]
#[path = "../../../moveable-maze/examples/moveable-maze-validate.rs"]
mod moveable_maze;
#[allow(dead_code)]
#[path = "../../../robots/examples/robots-validate.rs"]
mod robots;
#[allow(dead_code)]
#[path = "../../../statues/examples/statues-validate.rs"]
mod statues;

use tools::facts::Facts;
use tools::package::{laid_out, sorted, Use};

type Validate = fn(&[u8]) -> Result<(), String>;

/// Runs `validate` on every case of `problem`; returns the count of each kind.
fn check(problem: &str, validate: Validate) -> [usize; 4] {
    let root = tools::facts::workspace().expect("the workspace");
    let facts = Facts::of(&root, problem).expect("the problem's facts");
    let mut counts = [0; 4];
    let mut wrong = Vec::new();
    for (case, using) in sorted(&root, problem).expect("the problem's data") {
        counts[using as usize] += 1;
        let bytes = std::fs::read(&case.input).expect("readable case");
        let bytes = if using == Use::Legal {
            laid_out(&facts, &bytes).expect("a known layout")
        } else {
            bytes
        };
        let name = &case.name;
        match (using, validate(&bytes)) {
            (Use::Legal, Err(why)) => wrong.push(format!("{name} (legal) rejected: {why}")),
            (Use::Legal, Ok(())) | (_, Err(_)) => {}
            (using, Ok(())) => wrong.push(format!("{name} ({}) accepted", using.word())),
        }
    }
    assert!(
        wrong.is_empty(),
        "{problem}'s validator:\n{}",
        wrong.join("\n")
    );
    assert!(
        counts[Use::Legal as usize] > 0 && counts[Use::Bad as usize] > 0,
        "{problem}: {counts:?}"
    );
    println!("{problem}: bad, outside, variant, legal = {counts:?}");
    counts
}

#[test]
fn statues_validator() {
    check("statues", statues::validate);
}

#[test]
fn dice_maze_validator() {
    check("dice-maze", dice_maze::validate);
}

#[test]
fn robots_validator() {
    check("robots", robots::validate);
}

#[test]
fn dungeon_validator() {
    check("dungeon", dungeon::validate);
}

#[test]
fn moveable_maze_validator() {
    check("moveable-maze", moveable_maze::validate);
}
