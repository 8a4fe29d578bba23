//! Random boards, density stepping up over the run, and every board of at most 3 statues:
//! the solver against the brute force. The generator's search (which plants the traps and
//! plays the planted wrong solvers) against the brute force too, each of its mistakes on the
//! data case that shows it; and versus's boards and their reductions keep the promises.

use crate::gen::rules::{self, wins, Bug};
use crate::gen::{board_text, empty_rows, is_corner, random_board, Rows, Statues};
use crate::{oracle, SOLVER};
use shared_io::{Error, Scanner};
use tools::problem::{Problem, Size};
use tools::stress::{stress, Rng, Solver};

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

fn rules_solve(sc: &mut Scanner, out: &mut Vec<u8>) -> Result<(), Error> {
    rules::answer(sc, out, None)
}

/// The generator's search by the rules (the planted solvers' `--right`), as a solver.
const RULES: Solver = Solver {
    name: "statues",
    solve: rules_solve,
    explain: rules_solve,
};

#[test]
fn the_generators_search_agrees_with_the_oracle() {
    stress(
        "statues rules",
        6_000,
        stepped_board,
        RULES.agrees_with(oracle::answer),
    );
}

/// Each mistake of the planted solvers turns the verdict of the data case that shows it.
#[test]
fn each_mistake_fails_its_data_case() {
    let cases = [
        (Bug::NoStay, "only-stay-wins"),
        (Bug::SixRounds, "not-after-6"),
        (Bug::CellKeyed, "time-in-state"),
        (Bug::NoFallCheck, "sample2"),
        (Bug::OntoStatue, "full-row"),
        (Bug::OffBoard, "gap-out-of-reach"),
        (Bug::NoDiagonal, "diagonal-over-top"),
    ];
    for (bug, name) in cases {
        let rows = oracle::parse_grid(&SOLVER.data().text(&format!("{}.in", name)));
        assert_ne!(
            wins(&rows, Some(bug)),
            wins(&rows, None),
            "{:?} on {}",
            bug,
            name
        );
    }
}

/// Every board versus makes, at every size, and every reduction keeps the statement's
/// promises (8 rows of 8 from ".SMA", Maria and Anna in their corners and nowhere else, at
/// most 62 statues), and a tiny one has at most 4 statues.
#[test]
fn versus_boards_and_their_reductions_keep_the_promises() {
    let promised = |rows: &Rows, most: usize| {
        let shaped = rows.len() == 8 && rows.iter().all(|row| row.len() == 8);
        let cells_ok = shaped
            && (0..64).all(|i| {
                let (r, c) = (i / 8, i % 8);
                let expected: &[u8] = match (r, c) {
                    (0, 7) => b"A",
                    (7, 0) => b"M",
                    _ => b".S",
                };
                expected.contains(&rows[r][c])
            });
        assert!(
            cells_ok && Statues::size(rows) <= most,
            "{}",
            board_text(rows)
        );
    };
    for (size, most) in [(Size::Tiny, 4), (Size::Small, 62), (Size::Max, 62)] {
        for seed in 0..300 {
            for rows in Statues::generate(&mut Rng::new(seed), size) {
                promised(&rows, most);
                for smaller in Statues::smaller(&rows) {
                    promised(&smaller, most);
                }
            }
        }
    }
}

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::Statues>(20);
}
