//! `--html` for moveable-maze: the replay page of every case, a frame a turn, drawn by
//! `page.js`. The turns are the plan `--explain` prints (`schedule` of the answer's play), each
//! frame beside its turn's line: the square it rotates with its lines after the rotation, the
//! square the piece stands on after its step, and how many rotations are banked (made ahead of
//! the piece on squares it has yet to enter). Cargo builds only (feature `explain`): bundles
//! leave this file out.

use super::super::{each_case, rotated, Board};
use super::draw::Turn;
use super::{schedule, turn_line};
use shared_io::page::{write_page, Frame};
use shared_io::{Error, Scanner};
use std::io::Write;

/// The page's drawing: `drawFrame(svg, kase, k)` and its legend.
const DRAW_JS: &str = include_str!("page.js");

/// The replay page of every case of the input, each played as `explain` plays it.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cases = Vec::new();
    let mut answers = Vec::new();
    each_case(sc, &mut answers, |_, maze, answer| {
        let turns = schedule(maze, &answer.play);
        let frames = frames(&maze.board, &turns);
        cases.push(case_json(
            cases.len() + 1,
            &maze.board,
            answer.literal(),
            &frames,
        ));
        Ok(())
    })?;
    write_page(out, "Moveable maze: replay", &cases, DRAW_JS)?;
    Ok(())
}

/// A case for the player: its name, answer, the board as given (`setup`: its size, each
/// square's lines as bits N 1, E 2, S 4, W 8, the start and the target) and its frames.
fn case_json(number: usize, board: &Board, answer: u32, frames: &[Frame]) -> String {
    let lines: Vec<String> = board.lines.iter().map(u8::to_string).collect();
    let frames: Vec<String> = frames.iter().map(Frame::json).collect();
    format!(
        "{{\"name\":\"Case {}\",\"answer\":\"{}\",\"setup\":{{\"rows\":{},\"cols\":{},\
         \"lines\":[{}],\"start\":{},\"target\":{}}},\"frames\":[{}]}}",
        number,
        answer,
        board.rows,
        board.cols,
        lines.join(","),
        board.start,
        board.target,
        frames.join(",")
    )
}

/// The frames of a plan: frame 0 the board as given, then one a turn beside the line
/// `explain` prints for it. A frame holds the piece's square (`at`), the rotation made
/// (`turned`: the square, its lines after the turn, 1 for clockwise or 0), and the rotations
/// banked. Squares are numbered row-major from 0.
fn frames(board: &Board, turns: &[Turn]) -> Vec<Frame> {
    // the turn the piece enters each square it steps to (a simple path enters each once), 0
    // for the others
    let mut entered = vec![0; board.lines.len()];
    for (k, turn) in turns.iter().enumerate() {
        if let Some(square) = turn.step_to {
            entered[square] = k + 1;
        }
    }
    let mut lines = board.lines.clone();
    let (mut at, mut ahead) = (board.start, Vec::new());
    let opening = format!(
        "the board as given: the start {}, the target {}; {} turns",
        board.place(board.start),
        board.place(board.target),
        turns.len()
    );
    let mut frames = vec![Frame {
        line: opening,
        state: format!("{{\"at\":{},\"banked\":0}}", at),
    }];
    for (k, turn) in turns.iter().enumerate().map(|(i, turn)| (i + 1, turn)) {
        let mut turned = String::new();
        if let Some((square, clockwise)) = turn.rotation {
            // a counterclockwise quarter turn is three clockwise ones
            lines[square] = rotated(lines[square], if clockwise { 1 } else { 3 });
            turned = format!(
                ",\"turned\":[{},{},{}]",
                square, lines[square], clockwise as u8
            );
            if entered[square] > k {
                ahead.push(square);
            }
        }
        if let Some(square) = turn.step_to {
            at = square;
        }
        // banked rotations wait on squares the piece has yet to enter
        ahead.retain(|&square| entered[square] > k);
        frames.push(Frame {
            line: turn_line(board, k, turn),
            state: format!("{{\"at\":{}{},\"banked\":{}}}", at, turned, ahead.len()),
        });
    }
    frames
}

#[cfg(test)]
mod tests {
    use super::super::super::each_case;
    use super::super::{explain, schedule};
    use super::{frames, Frame};
    use shared_io::Scanner;

    /// Every case of data file `name` with its frames, and `--explain`'s output.
    fn cases(name: &str) -> (Vec<(u32, Vec<Frame>)>, String) {
        let path = format!(
            "{}/../data/moveable-maze/{}",
            env!("CARGO_MANIFEST_DIR"),
            name
        );
        let input = std::fs::read_to_string(&path).expect("a data file");
        let mut cases = Vec::new();
        each_case(
            &mut Scanner::new(input.clone().into()),
            &mut Vec::new(),
            |_, maze, answer| {
                let turns = schedule(maze, &answer.play);
                cases.push((answer.literal(), frames(&maze.board, &turns)));
                Ok(())
            },
        )
        .expect("a good input");
        let mut explained = Vec::new();
        explain(&mut Scanner::new(input.into()), &mut explained).expect("a good input");
        (cases, String::from_utf8(explained).expect("UTF-8"))
    }

    /// Whether an indented line of `--explain` is a turn's (`N.` first; a board row has no dot).
    fn is_turn(line: &str) -> bool {
        let number = line.trim_start_matches(|c: char| c.is_ascii_digit());
        number.len() < line.len() && number.starts_with('.')
    }

    /// The turn lines of `--explain`, without their indent, case by case.
    fn turn_lines(explained: &str) -> Vec<Vec<&str>> {
        let mut cases: Vec<Vec<&str>> = Vec::new();
        for line in explained.lines() {
            match line.strip_prefix("  ") {
                None => cases.push(Vec::new()),
                Some(turn) if is_turn(turn) => {
                    cases.last_mut().expect("an answer first").push(turn)
                }
                Some(_) => {}
            }
        }
        cases
    }

    /// The data files that are good input (no `.err` beside them), by name.
    fn good_data_files() -> Vec<String> {
        let cases = tools::stress::Data::of("moveable-maze").cases().into_iter();
        cases.map(|case| format!("{}.in", case.name)).collect()
    }

    /// On every good data file (worst.in and the hill-climbed ones hold answers of 151 turns):
    /// one frame a turn and one more, each beside the line `--explain` prints for its turn.
    #[test]
    fn the_frames_tell_the_turns_explain_prints() {
        let files = good_data_files();
        assert!(files.len() >= 15 && files.contains(&"worst.in".to_string()));
        for name in &files {
            let (cases, explained) = cases(name);
            let turns = turn_lines(&explained);
            assert_eq!(cases.len(), turns.len(), "{}", name);
            for (i, ((answer, frames), lines)) in cases.iter().zip(turns).enumerate() {
                assert_eq!(
                    frames.len(),
                    *answer as usize + 1,
                    "{} case {}",
                    name,
                    i + 1
                );
                let shown: Vec<&str> = frames[1..].iter().map(|f| f.line.as_str()).collect();
                assert_eq!(shown, lines, "{} case {}", name, i + 1);
            }
        }
        let (sample, _) = cases("sample.in");
        assert_eq!(sample[0].1.len(), 6);
        let (climbed, _) = cases("hill-climbed-a.in");
        assert!(climbed
            .iter()
            .any(|(answer, frames)| *answer == 151 && frames.len() == 152));
    }

    /// The sample's frames: the piece's squares, each turn's rotation and the bank, as worked
    /// out by hand from its plan (the board is 4 rows of 2).
    #[test]
    fn the_sample_frames_hold_the_plan() {
        let (sample, _) = cases("sample.in");
        let states: Vec<&str> = sample[0].1.iter().map(|f| f.state.as_str()).collect();
        // squares 0 to 7: E, SW / x, EW / NW, ES / N, x (lines as bits N 1, E 2, S 4, W 8);
        // turn 1 turns (2,2), square 3, from EW to NS (5) ahead of the piece: banked until
        // turn 2 steps onto it; turn 4 turns the piece's own square (3,2): nothing banked
        assert_eq!(
            states,
            [
                "{\"at\":0,\"banked\":0}",
                "{\"at\":1,\"turned\":[3,5,1],\"banked\":1}",
                "{\"at\":3,\"turned\":[5,3,0],\"banked\":1}",
                "{\"at\":5,\"turned\":[4,3,1],\"banked\":1}",
                "{\"at\":4,\"turned\":[5,9,0],\"banked\":0}",
                "{\"at\":6,\"turned\":[4,6,1],\"banked\":0}",
            ]
        );
    }
}
