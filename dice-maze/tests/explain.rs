//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! mazes: every roll is legal and shows a real die's faces, the walk is solve's, every
//! "No Solution Possible" count is an explicit search's; and each walk's drawing, read back,
//! is the input's maze with the replayed walk on it.

use crate::replay::drawing::{parse_maze, Square};
use crate::replay::{replay, Drawn, Replayed};
use crate::solution;
use crate::stress::random_mazes;
use crate::SOLVER;
use shared_io::page::json_string;
use tools::stress::{page_lines, stress};

/// The explained output replays, the answers the replayer read are `solve`'s (beyond the
/// harness's check, which lets indented answer lines hide among the explanation's), and every
/// walk is drawn as it went.
fn replays(input: &str) -> Result<(), String> {
    let Replayed { answers, walks } = SOLVER.replayed(input, replay)?;
    let solved = SOLVER.output(input)?;
    if answers != solved {
        return Err(format!(
            "the replayer read the answers\n{}solve printed\n{}",
            answers, solved
        ));
    }
    for drawn in &walks {
        let expected = walk_on_maze(drawn);
        match parse_maze(&drawn.drawing) {
            Ok(squares) if squares == expected => {}
            Ok(squares) => {
                return Err(format!(
                    "{}: the drawing shows {:?}, the replay makes {:?}",
                    drawn.maze.name, squares, expected
                ))
            }
            Err(why) => return Err(format!("{}: drawing: {}", drawn.maze.name, why)),
        }
    }
    Ok(())
}

/// The input's squares, each marked with the way the walk rolls off it (`+` when it does more
/// than once, blank when never), the start flagged.
fn walk_on_maze(drawn: &Drawn) -> Vec<Vec<Square>> {
    let maze = &drawn.maze;
    let mut squares: Vec<Vec<Square>> = maze
        .grid
        .iter()
        .map(|row| {
            row.iter()
                .map(|&number| Square {
                    number,
                    mark: ' ',
                    start: false,
                })
                .collect()
        })
        .collect();
    squares[maze.home.0 as usize][maze.home.1 as usize].start = true;
    for pair in drawn.walk.windows(2) {
        let ((r, c), (to_r, to_c)) = (pair[0], pair[1]);
        let arrow = match (to_r - r, to_c - c) {
            (-1, 0) => '^',
            (1, 0) => 'v',
            (0, -1) => '<',
            _ => '>',
        };
        let square = &mut squares[r as usize - 1][c as usize - 1];
        square.mark = if square.mark == ' ' { arrow } else { '+' };
    }
    squares
}

#[test]
fn explanations_replay_and_draw_on_every_data_file() {
    for case in SOLVER.data().cases() {
        if let Err(why) = replays(&case.input) {
            panic!("{}: {}", case.name, why);
        }
    }
}

/// The generator steps its sizes up every 400 cases; every other case number reaches 10x10.
#[test]
fn explanations_replay_and_draw_on_random_mazes() {
    stress(
        "dice-maze explain",
        2_000,
        |rng, case| random_mazes(rng, 2 * case),
        replays,
    );
}

/// On every data file, the replay page (`--html`) has a frame for each line `--explain`
/// prints under an answer: the start and each roll, or the one line of a maze with no way
/// home, each frame carrying that line.
#[test]
fn replay_page_frames_carry_the_explanations_lines() {
    for case in SOLVER.data().cases() {
        let (explained, page) = SOLVER.explained_and_page(solution::explain::html, &case.input);
        let want: Vec<String> = explained
            .lines()
            .filter(|line| {
                line.starts_with("  start (")
                    || line.starts_with("  roll ")
                    || line.contains(" (square, orientation) ")
            })
            .map(json_string)
            .collect();
        assert_eq!(page_lines(&page), want, "{}", case.name);
    }
}
