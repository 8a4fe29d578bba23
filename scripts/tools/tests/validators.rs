//! The problem packages' input validators (`PROBLEM/examples/PROBLEM-validate.rs`, one file
//! each, compiled by problemtools on its own) run on every file of `data/PROBLEM/`. Each file
//! is sorted the way `scripts/package.sh` sorts it:
//! - bad input (a `NAME.err` beside it): the validator must reject it;
//! - outside the promise (its row in `data/PROBLEM/README.md` says so): must reject;
//! - a byte variant (`judge-*`, or a CR anywhere: the encodings our solvers tolerate and the
//!   statement does not promise): must reject;
//! - every other file is legal and goes into the package: must accept. dice-maze's legal
//!   files are first laid out as the package lays them out (`relay_dice_maze`).

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

use std::fs;
use std::path::{Path, PathBuf};

/// How the package treats a data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Bad,
    Outside,
    Variant,
    Legal,
}

type Validate = fn(&[u8]) -> Result<(), String>;

fn data_dir(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../data")
        .join(problem)
}

/// The names of the cases whose table row begins `outside the promise:`.
fn outside_cases(problem: &str) -> Vec<String> {
    let table = fs::read_to_string(data_dir(problem).join("README.md")).unwrap_or_default();
    table
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let outside = cells.len() >= 4 && cells[2].starts_with("outside the promise:");
            outside.then(|| cells[1].to_string())
        })
        .collect()
}

/// Every `.in` of `data/PROBLEM/` with its kind, sorted by name.
fn cases(problem: &str) -> Vec<(String, Kind, Vec<u8>)> {
    let dir = data_dir(problem);
    let outside = outside_cases(problem);
    let mut cases = Vec::new();
    for entry in fs::read_dir(&dir).expect("data directory") {
        let path = entry.expect("directory entry").path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let name = path
            .file_stem()
            .expect("stem")
            .to_string_lossy()
            .into_owned();
        let bytes = fs::read(&path).expect("readable case");
        let kind = if dir.join(format!("{name}.err")).exists() {
            Kind::Bad
        } else if outside.contains(&name) {
            Kind::Outside
        } else if name.starts_with("judge-") || bytes.contains(&b'\r') {
            Kind::Variant
        } else {
            Kind::Legal
        };
        cases.push((name, kind, bytes));
    }
    cases.sort();
    cases
}

/// dice-maze's input as the package writes it: the name on a line of its own, the six
/// numbers on the next, the squares a row a line, and `END` last (our data files sometimes
/// stop at end of file, which our solver allows and the statement does not promise).
fn relay_dice_maze(input: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(input);
    let mut tokens = text.split_whitespace();
    let mut out = String::new();
    while let Some(name) = tokens.next() {
        if name == "END" {
            break;
        }
        let header: Vec<&str> = tokens.by_ref().take(6).collect();
        let size = |i: usize| header[i].parse::<usize>().expect("a legal file's size");
        out += &format!("{name}\n{}\n", header.join(" "));
        for _ in 0..size(0) {
            out += &tokens.by_ref().take(size(1)).collect::<Vec<_>>().join(" ");
            out.push('\n');
        }
    }
    out += "END\n";
    out.into_bytes()
}

/// Runs `validate` on every case of `problem`; returns the count of each kind.
fn check(problem: &str, validate: Validate) -> [usize; 4] {
    let mut counts = [0; 4];
    let mut wrong = Vec::new();
    for (name, kind, bytes) in cases(problem) {
        counts[kind as usize] += 1;
        let bytes = if kind == Kind::Legal && problem == "dice-maze" {
            relay_dice_maze(&bytes)
        } else {
            bytes
        };
        match (kind, validate(&bytes)) {
            (Kind::Legal, Err(why)) => wrong.push(format!("{name} (legal) rejected: {why}")),
            (Kind::Legal, Ok(())) | (_, Err(_)) => {}
            (kind, Ok(())) => wrong.push(format!("{name} ({kind:?}) accepted")),
        }
    }
    assert!(
        wrong.is_empty(),
        "{problem}'s validator:\n{}",
        wrong.join("\n")
    );
    assert!(
        counts[Kind::Legal as usize] > 0 && counts[Kind::Bad as usize] > 0,
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
