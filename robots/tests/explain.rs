//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! inputs: every move is legal and the rules' choice, and what follows it is as said; and each
//! game's drawing, read back, is the world the replay ended in, cropped to what it holds.

use crate::gen::Pos;
use crate::replay::drawing::{parse_board, Board};
use crate::replay::{replay, Ended};
use crate::stress::random_input;
use crate::SOLVER;
use tools::stress::stress;

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
