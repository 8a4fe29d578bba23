//! Random boards, density stepping up over the run, and every board of at most 3 statues:
//! the solver against the brute force.

use crate::gen::{board_text, empty_rows, is_corner, random_board};
use crate::{oracle, SOLVER};
use shared_io::stress::{stress, Rng};

/// Density steps up with the case number; every fourth board is built from near-full rows.
pub fn stepped_board(rng: &mut Rng, case: u64) -> String {
    let percent = [2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90][(case / 500) as usize % 12];
    board_text(&random_board(rng, percent, case % 4 == 3))
}

#[test]
fn random_boards_agree_with_the_oracle() {
    stress(
        "statues random",
        6_000,
        stepped_board,
        SOLVER.agrees_with(oracle::answer),
    );
}

/// Calls `visit` on `rows` with every subset of at most `left` more statues from `free`.
fn each_subset(
    free: &[(usize, usize)],
    left: usize,
    rows: &mut Vec<Vec<u8>>,
    visit: &mut dyn FnMut(&[Vec<u8>]),
) {
    visit(rows);
    if left == 0 {
        return;
    }
    for (i, &(r, c)) in free.iter().enumerate() {
        rows[r][c] = b'S';
        each_subset(&free[i + 1..], left - 1, rows, visit);
        rows[r][c] = b'.';
    }
}

#[test]
fn every_board_with_at_most_three_statues() {
    let free: Vec<(usize, usize)> = (0..64)
        .map(|i| (i / 8, i % 8))
        .filter(|&(r, c)| !is_corner(r, c))
        .collect();
    let mut agree = SOLVER.agrees_with(oracle::answer);
    let mut boards = 0;
    each_subset(&free, 3, &mut empty_rows(), &mut |rows| {
        let input = board_text(rows);
        if let Err(why) = agree(&input) {
            panic!("board with <= 3 statues failed: {}\n{}", why, input);
        }
        boards += 1;
    });
    assert_eq!(boards, 1 + 62 + 62 * 61 / 2 + 62 * 61 * 60 / 6);
}
