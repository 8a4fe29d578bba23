//! moveable-maze's refinement checked against its own proof: on every data file, on the
//! boards hill-climbed against it (`benches/adversaries.in`) and on 3,000 random boards up to
//! 20x20 (random grids, and big boards of every adversarial family), it ends with its last
//! lower bound equal to the price of the path it prints (facts 1-3 in `src/main.rs`), and its
//! plan has as many turns as the answer. Reports the most labels, rounds and tracked squares.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

#[allow(dead_code)]
mod families;
#[allow(dead_code)]
mod gen;

use gen::random_grid;
use shared_io::stress::{data_cases, read_data, stress, Rng};
use shared_io::Scanner;
use std::path::Path;

/// The largest refinement seen: labels, rounds, tracked squares.
#[derive(Default)]
struct Most {
    labels: u64,
    rounds: u32,
    tracked: usize,
}

/// Checks every case of `input`; the first broken one is the error.
fn check(input: &[u8], most: &mut Most) -> Result<(), String> {
    let mut sc = Scanner::new(input.to_vec());
    let mut case = 0;
    while let Some(board) = solution::parse_case(&mut sc).map_err(|e| e.to_string())? {
        case += 1;
        let answer = solution::solve_board(&board).ok_or("no path")?;
        if answer.literal != answer.bound || answer.walk_model > answer.bound {
            return Err(format!(
                "case {}: answer {}, last lower bound {}, walk model {}",
                case, answer.literal, answer.bound, answer.walk_model
            ));
        }
        most.labels = most.labels.max(answer.search_nodes);
        most.rounds = most.rounds.max(answer.rounds);
        most.tracked = most.tracked.max(answer.tracked);
    }
    Ok(())
}

#[test]
fn the_bound_meets_the_answer_on_files() {
    let mut most = Most::default();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for case in data_cases(&dir.join("../data/moveable-maze")) {
        if case.name.starts_with("bad") {
            continue;
        }
        check(case.input.as_bytes(), &mut most).unwrap_or_else(|e| panic!("{}: {}", case.name, e));
    }
    let hill_climbed = read_data(dir.join("benches/adversaries.in"));
    check(&hill_climbed, &mut most).unwrap_or_else(|e| panic!("adversaries.in: {}", e));
    eprintln!(
        "files: at most {} labels, {} rounds, {} tracked squares",
        most.labels, most.rounds, most.tracked
    );
    assert!(most.rounds >= 2, "the hill-climbed boards need rounds");
}

/// A random grid (sides up to 20, `x` squares 0, 15 or 35 percent) or, one in two, a big board
/// of an adversarial family.
fn random_board(rng: &mut Rng, case: u64) -> String {
    if case % 2 == 0 {
        let family = &families::FAMILIES[(case / 2) as usize % families::FAMILIES.len()];
        return (family.big)(rng).input();
    }
    loop {
        let sides = (rng.range(1, 20) as usize, rng.range(1, 20) as usize);
        let x_percent = *rng.pick(&[0, 15, 35]);
        if let Some(grid) = random_grid(rng, sides, x_percent, usize::MAX) {
            return grid.input();
        }
    }
}

#[test]
fn the_bound_meets_the_answer_on_random_boards() {
    let mut most = Most::default();
    stress("moveable-maze bound", 3_000, random_board, |input| {
        check(input.as_bytes(), &mut most)
    });
    eprintln!(
        "random boards: at most {} labels, {} rounds, {} tracked squares",
        most.labels, most.rounds, most.tracked
    );
}
