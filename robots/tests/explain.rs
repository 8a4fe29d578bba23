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

/// An `--explain` move line split at its robots' cells: the line without them (" at (r,c),
/// ..." after the count of robots left), and the cells as the replay page writes a frame's
/// robots, `[32 * row + column, ...]`.
fn split_robot_cells(line: &str) -> (String, String) {
    const LEFT: &str = "; robots left: ";
    let counted = line.find(LEFT).map_or(line.len(), |at| at + LEFT.len());
    let (head, tail) = line.split_at(counted);
    let digits = tail
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(tail.len());
    let (count, rest) = tail.split_at(digits);
    let (listed, after) = match rest.strip_prefix(" at ") {
        // the cells run to the next field, and none follows them but the debris's
        Some(cells) => cells.split_at(cells.find(';').unwrap_or(cells.len())),
        None => ("", rest),
    };
    let numbers: Vec<String> = listed
        .split(", ")
        .filter(|cell| !cell.is_empty())
        .map(|cell| {
            let (r, c) = cell
                .trim_matches(|c| c == '(' || c == ')')
                .split_once(',')
                .unwrap_or_else(|| panic!("a cell {:?} in {:?}", cell, line));
            let number = |text: &str| text.parse::<i32>().expect("a row or column");
            (32 * number(r) + number(c)).to_string()
        })
        .collect();
    (
        format!("{}{}{}", head, count, after),
        format!("[{}]", numbers.join(",")),
    )
}

/// Each frame's robots in a replay page, as written: `[32 * row + column, ...]`.
fn page_robots(page: &str) -> Vec<&str> {
    const ROBOTS: &str = "\"robots\":";
    let data = &page[page.find("\"cases\":").expect("the replay data")..];
    data.split("{\"line\":")
        .skip(1)
        .map(|frame| {
            let list = &frame[frame.find(ROBOTS).map_or(0, |at| at + ROBOTS.len())..];
            &list[..list.find(']').map_or(0, |end| end + 1)]
        })
        .collect()
}

/// On every data file, the replay page (`--html`) has for each game the board as given, then
/// a frame a move carrying the line `--explain` prints for that move, less the robots' cells,
/// which the frame draws: its robots are the cells the line lists.
#[test]
fn replay_page_frames_carry_the_explanations_move_lines_and_robots() {
    for case in SOLVER.data().cases() {
        let (explained, page) = SOLVER.explained_and_page(solution::explain::html, &case.input);
        let (mut want, mut want_robots) = (Vec::new(), Vec::new());
        for line in explained.lines() {
            if line.starts_with("Case ") {
                want.push("start".to_string());
                want_robots.push("start".to_string());
            } else if line.starts_with("  move ") {
                let (counted, robots) = split_robot_cells(line);
                want.push(json_string(&counted));
                want_robots.push(robots);
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
        let robots: Vec<&str> = page_robots(&page)
            .into_iter()
            .zip(&lines)
            .map(|(robots, &line)| if line == "start" { "start" } else { robots })
            .collect();
        assert_eq!(robots, want_robots, "{}: the frames' robots", case.name);
    }
}

#[test]
fn a_move_line_splits_at_its_robots_cells() {
    let line = "  move 1: stay at (16,16); robots left: 2 at (1,2), (16,14); debris: (15,16)";
    assert_eq!(
        split_robot_cells(line),
        (
            "  move 1: stay at (16,16); robots left: 2; debris: (15,16)".to_string(),
            "[34,526]".to_string()
        )
    );
    let none = "  move 5: walk to (15,16); robots left: 0 (none to move); debris: (15,15)";
    assert_eq!(
        split_robot_cells(none),
        (none.to_string(), "[]".to_string())
    );
}
