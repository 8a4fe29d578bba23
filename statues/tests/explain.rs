//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! boards: every WIN play is legal and reaches Anna, every LOSE count is an explicit search's;
//! and the drawing under it, read back, shows the board that the input and the replay make.

use crate::oracle::{fall, parse_grid, Grid};
use crate::replay::drawing::{parse_path, parse_rounds};
use crate::replay::{replay, Played, Replayed};
use crate::solution;
use crate::stress::stepped_board;
use crate::SOLVER;
use shared_io::page::json_string;
use std::collections::HashSet;
use tools::stress::{page_lines, stress};

/// The marks of her cell after rounds 1 to 15 in the WIN drawing.
const ROUND_MARKS: &[u8] = b"123456789abcdef";

/// The explanation replays, and its drawing is the board the replay says.
fn replays_and_draws(input: &str) -> Result<(), String> {
    SOLVER.replayed(input, |input, explained| {
        let Replayed { played, drawing } = replay(input, explained)?;
        // the board is the first 8 rows: a judge file may hold more after them
        let grid: Grid = parse_grid(input).into_iter().take(8).collect();
        let (drawn, expected) = match played {
            Played::Win(path) => (vec![parse_path(&drawing)?], vec![path_board(&grid, &path)]),
            Played::Lose(alive) => (parse_rounds(&drawing)?, round_boards(&grid, &alive)),
        };
        if drawn == expected {
            Ok(())
        } else {
            Err(format!(
                "the drawing shows\n{}the replay makes\n{}",
                show(&drawn),
                show(&expected)
            ))
        }
    })
}

/// The board as given, her cells after rounds 1, 2, ... marked by round (a cell she is on
/// again keeps the later round), Anna's `A` and her start's `M` kept.
fn path_board(given: &Grid, path: &[(i32, i32)]) -> Grid {
    let mut board = given.clone();
    for (round, &(r, c)) in path.iter().enumerate() {
        board[r as usize][c as usize] = ROUND_MARKS[round];
    }
    board[0][7] = b'A';
    board[7][0] = b'M';
    board
}

/// One board a round: the statues after its fall, `o` where she can be alive, Anna's `A`.
fn round_boards(given: &Grid, alive: &[HashSet<(i32, i32)>]) -> Vec<Grid> {
    let mut statues = given.clone();
    alive
        .iter()
        .map(|cells| {
            statues = fall(&statues);
            let mut board = statues.clone();
            for &(r, c) in cells {
                board[r as usize][c as usize] = b'o';
            }
            board[0][7] = b'A';
            board
        })
        .collect()
}

/// The boards one under another, a blank line after each.
fn show(boards: &[Grid]) -> String {
    let mut text = String::new();
    for board in boards {
        for row in board {
            text.push_str(&format!("{}\n", String::from_utf8_lossy(row)));
        }
        text.push('\n');
    }
    text
}

#[test]
fn explanations_replay_and_draw_on_every_data_file() {
    for case in SOLVER.data().cases() {
        if let Err(why) = replays_and_draws(&case.input) {
            panic!("{}: {}", case.name, why);
        }
    }
}

#[test]
fn explanations_replay_and_draw_on_random_boards() {
    stress("statues explain", 3_000, stepped_board, replays_and_draws);
}

/// On every data file, the replay page (`--html`) has a frame a round after the board as
/// given, each carrying the line `--explain` prints for that round.
#[test]
fn replay_page_frames_carry_the_explanations_round_lines() {
    for case in SOLVER.data().cases() {
        let (explained, page) = SOLVER.explained_and_page(solution::explain::html, &case.input);
        let rounds: Vec<String> = explained
            .lines()
            .filter(|line| line.starts_with("  round ") && line.contains(':'))
            .map(json_string)
            .collect();
        let lines = page_lines(&page);
        assert_eq!(
            lines[0],
            json_string("start: Maria at (7,0), the statues as given")
        );
        assert_eq!(lines[1..], rounds, "{}", case.name);
    }
}
