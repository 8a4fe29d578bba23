//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! inputs: every move is legal and the rules' choice, and what follows it is as said; and each
//! game's drawing, read back, is the world the replay ended in, cropped to what it holds.

use crate::gen::Pos;
use crate::replay::drawing::{parse_board, Board};
use crate::replay::{replay, Ended};
use crate::solution;
use crate::stress::random_input;
use crate::SOLVER;
use shared_io::page::json_string;
use tools::stress::{page_lines, stress};

/// The explanation replays, and every game's drawing is its end.
fn replays_and_draws(input: &str) -> Result<(), String> {
    let ends = SOLVER.replayed(input, replay)?;
    for (number, end) in ends.iter().enumerate() {
        let drawn = parse_board(&end.drawing)
            .map_err(|why| format!("case {}: drawing: {}", number + 1, why))?;
        let expected = cropped(end);
        if drawn != expected {
            return Err(format!(
                "case {}: the drawing shows {:?}, the replay ends in {:?}",
                number + 1,
                drawn,
                expected
            ));
        }
    }
    Ok(())
}

/// The smallest rectangle holding you, the robots and the debris, each cell as the legend
/// says: you `@`, `X` under a robot, `#` under debris; a robot `R`, debris `*`, else `.`.
fn cropped(end: &Ended) -> Board {
    let world = &end.world;
    let held: Vec<Pos> = [world.me]
        .iter()
        .chain(&world.robots)
        .chain(&world.debris)
        .copied()
        .collect();
    // `held` starts with you, so every minimum and maximum exists
    let rows = || held.iter().map(|p| p.0);
    let cols = || held.iter().map(|p| p.1);
    let (top, bottom) = (rows().min().unwrap_or(0), rows().max().unwrap_or(0));
    let (left, right) = (cols().min().unwrap_or(0), cols().max().unwrap_or(0));
    let squares = (top..=bottom)
        .map(|r| {
            (left..=right)
                .map(|c| {
                    let (robot, debris) = (
                        world.robots.contains(&(r, c)),
                        world.debris.contains(&(r, c)),
                    );
                    match ((r, c) == world.me, robot, debris) {
                        (true, true, _) => 'X',
                        (true, false, true) => '#',
                        (true, false, false) => '@',
                        (false, true, _) => 'R',
                        (false, false, true) => '*',
                        (false, false, false) => '.',
                    }
                })
                .collect()
        })
        .collect();
    Board {
        top_left: (top, left),
        squares,
    }
}

#[test]
fn explanations_replay_and_draw_on_every_data_file() {
    let cases = SOLVER.data().cases();
    for case in &cases {
        if let Err(why) = replays_and_draws(&case.input) {
            panic!("{}: {}", case.name, why);
        }
    }
    assert!(cases.len() >= 16, "only {} data files", cases.len());
}

#[test]
fn explanations_replay_and_draw_on_random_inputs() {
    stress("robots explain", 2_000, random_input, replays_and_draws);
}

/// On every data file, the replay page (`--html`) has for each game the board as given, then
/// a frame a move carrying the line `--explain` prints for that move.
#[test]
fn replay_page_frames_carry_the_explanations_move_lines() {
    for case in SOLVER.data().cases() {
        let (explained, page) = SOLVER.explained_and_page(solution::explain::html, &case.input);
        let mut want = Vec::new();
        for line in explained.lines() {
            if line.starts_with("Case ") {
                want.push("start".to_string());
            } else if line.starts_with("  move ") {
                want.push(json_string(line));
            }
        }
        let lines: Vec<&str> = page_lines(&page)
            .into_iter()
            .map(|line| {
                if line.starts_with("\"start: ") {
                    "start"
                } else {
                    line
                }
            })
            .collect();
        assert_eq!(lines, want, "{}", case.name);
    }
}
