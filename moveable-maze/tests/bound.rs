//! moveable-maze's refinement checked against its own proof: on every data file (the boards
//! hill-climbed against it among them) and on 3,000 random boards up to 20x20 (random grids,
//! and big boards of every adversarial family), it ends with its last lower bound equal to
//! the price of the path it prints (facts 1-3 in `src/main.rs`). Reports the most labels,
//! rounds and tracked squares; on worst.in the search must stay small.

use crate::gen::boards::solved;
use crate::gen::{families, random_grid};
use crate::{solution, SOLVER};
use shared_io::Scanner;
use tools::stress::{stress, Rng};

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
        let answer = solved(&board).ok_or("no path")?;
        if answer.literal() != answer.bound || answer.walk_model > answer.bound {
            return Err(format!(
                "case {}: answer {}, last lower bound {}, walk model {}",
                case,
                answer.literal(),
                answer.bound,
                answer.walk_model
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
    for case in SOLVER.data().cases() {
        check(case.input.as_bytes(), &mut most).unwrap_or_else(|e| panic!("{}: {}", case.name, e));
    }
    eprintln!(
        "files: at most {} labels, {} rounds, {} tracked squares",
        most.labels, most.rounds, most.tracked
    );
    assert!(most.rounds >= 2, "the hill-climbed boards need rounds");
}

/// The exact search must stay small even where the trap sits behind an open field: report the
/// most nodes any worst-case board needs, and hold it under a ceiling far below an exponential
/// blow-up (a naive search does not finish these boards in minutes).
#[test]
fn worst_case_search_stays_small() {
    let mut sc = Scanner::new(SOLVER.data().bytes("worst.in"));
    let (mut most, mut searched) = (0, 0);
    while let Some(board) = solution::parse_case(&mut sc).expect("valid") {
        let answer = solved(&board).expect("reachable");
        most = most.max(answer.search_nodes);
        searched += (answer.search_nodes > 0) as u32;
    }
    eprintln!(
        "worst case: {} boards searched, at most {} search nodes",
        searched, most
    );
    assert!(
        searched >= 25 && most < 200_000,
        "{} searched, {} nodes",
        searched,
        most
    );
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
