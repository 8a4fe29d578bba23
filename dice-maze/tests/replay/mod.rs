//! Replays `--explain` output by the statement's rules on the oracle's die (face normals
//! turned by rotation matrices) and its maze; nothing here comes from the solver. A walk's
//! drawing, under its roll lines, is handed back unread for `drawing` to parse.

pub mod drawing;
mod tests;

use crate::oracle::{moves, parse, Body, Maze, ROLLS, SOUTH, UP};
use drawing::LEGEND;
use std::collections::HashSet;
use std::iter::Peekable;
use std::str::Lines;

/// The statement's words for the rolls, in the order of the oracle's `ROLLS`.
const DIRECTIONS: [&str; 4] = ["up", "down", "left", "right"];
const HOME_MARK: &str = ", back at the start";
const NO_SOLUTION: &str = "  No Solution Possible";

/// Replays the explained output `explained` of `input`, maze by maze: each printed walk starts
/// on the start square with the given faces, every roll goes the stated way between adjacent
/// positions of the printed walk onto a square that accepts the die, the faces after it are
/// those a real die shows, and the walk ends at its first re-entry of the start square; for
/// "No Solution Possible", the count is the oracle's and no reachable state can roll home.
/// Returns the answers with the explanation lines left out, to compare with `solve`'s, and
/// each walk with its drawing.
pub fn replay(input: &str, explained: &str) -> Result<Replayed, String> {
    let mut lines = explained.lines().peekable();
    let mut answers = String::new();
    let mut walks = Vec::new();
    for maze in parse(input) {
        let name = next_line(&mut lines, &maze.name, "the name")?;
        if name != maze.name {
            return Err(format!("name line {:?}, expected {:?}", name, maze.name));
        }
        answers.push_str(&format!("{}\n", name));
        let first = next_line(&mut lines, &maze.name, "the answer")?;
        if first == NO_SOLUTION {
            answers.push_str(&format!("{}\n", first));
            check_no_way(
                &maze,
                next_line(&mut lines, &maze.name, "the reachable states")?,
            )?;
            continue;
        }
        let mut answer_lines = vec![first];
        while answer_lines[answer_lines.len() - 1].ends_with(',') {
            answer_lines.push(next_line(&mut lines, &maze.name, "the rest of the walk")?);
        }
        for line in &answer_lines {
            answers.push_str(&format!("{}\n", line));
        }
        let walk = parse_walk(&answer_lines)
            .ok_or_else(|| format!("{}: walk {:?}", maze.name, answer_lines))?;
        let mut explanation = Vec::new();
        for _ in 0..walk.len() {
            explanation.push(next_line(&mut lines, &maze.name, "a roll")?);
        }
        check_walk(&maze, &walk, &explanation).map_err(|why| format!("{}: {}", maze.name, why))?;
        let mut drawing = Vec::new();
        if lines.peek() == Some(&LEGEND) {
            // the legend, the column numbers, a line a row
            for _ in 0..maze.grid.len() + 2 {
                drawing.push(next_line(&mut lines, &maze.name, "the drawing")?.to_string());
            }
        }
        walks.push(Drawn {
            maze,
            walk,
            drawing,
        });
    }
    match lines.next() {
        Some(extra) => Err(format!("a line after the last maze: {:?}", extra)),
        None => Ok(Replayed { answers, walks }),
    }
}

/// A replayed explanation: the answers it holds, and its walks.
pub struct Replayed {
    pub answers: String,
    pub walks: Vec<Drawn>,
}

/// A replayed walk on its maze (1-based positions), and the drawing under its rolls, unread.
pub struct Drawn {
    pub maze: Maze,
    pub walk: Vec<Position>,
    pub drawing: Vec<String>,
}

pub type Position = (i32, i32);

/// The next line of the output, for `what` of the maze `name`.
fn next_line<'a>(
    lines: &mut Peekable<Lines<'a>>,
    name: &str,
    what: &str,
) -> Result<&'a str, String> {
    lines
        .next()
        .ok_or_else(|| format!("{}: no line for {}", name, what))
}

/// Checks the start line and one roll line per later position of `walk` (1-based positions).
fn check_walk(maze: &Maze, walk: &[Position], lines: &[&str]) -> Result<(), String> {
    let home = (maze.home.0 + 1, maze.home.1 + 1);
    let mut body = maze.body;
    let start = parse_start(lines[0]).ok_or_else(|| format!("start line {:?}", lines[0]))?;
    if start != (home, faces(&body)) || walk[0] != home {
        return Err(format!(
            "starts {:?} on {:?}, the input says {:?} on {:?}",
            start.1,
            start.0,
            faces(&body),
            home
        ));
    }
    if walk.len() < 2 {
        return Err("the walk never leaves the start".to_string());
    }
    for i in 1..walk.len() {
        let roll = parse_roll(lines[i], i).ok_or_else(|| format!("roll line {:?}", lines[i]))?;
        if roll.to != walk[i] {
            return Err(format!(
                "roll {} lands on {:?}, the walk says {:?}",
                i, roll.to, walk[i]
            ));
        }
        let (dr, dc, turn) = &ROLLS[roll.direction];
        let before = walk[i - 1];
        if (before.0 + dr, before.1 + dc) != roll.to {
            return Err(format!(
                "roll {}: {:?} is not one square {} of {:?}",
                i, roll.to, DIRECTIONS[roll.direction], before
            ));
        }
        let value = square(maze, roll.to)
            .ok_or_else(|| format!("roll {}: {:?} is off the maze", i, roll.to))?;
        let top = body.face(UP);
        if !(value == -1 || (value != 0 && value == top)) {
            return Err(format!(
                "roll {}: {:?} holds {}, the top face before the roll is {}",
                i, roll.to, value, top
            ));
        }
        body = body.turned(turn);
        if roll.faces != faces(&body) {
            return Err(format!(
                "roll {}: says top and front {:?}, a die shows {:?}",
                i,
                roll.faces,
                faces(&body)
            ));
        }
        let at_home = roll.to == home;
        if at_home != roll.home_mark {
            return Err(format!("roll {}: the start square misnamed", i));
        }
        if at_home && i + 1 < walk.len() {
            return Err(format!("roll {} re-enters the start, the walk goes on", i));
        }
    }
    if walk[walk.len() - 1] != home {
        return Err("the walk ends away from the start".to_string());
    }
    Ok(())
}

/// The count line must give the number of states the oracle reaches from the start, and none
/// of them may roll onto the start square.
fn check_no_way(maze: &Maze, line: &str) -> Result<(), String> {
    let start = (maze.home.0, maze.home.1, maze.body);
    let mut reached = vec![start];
    let mut seen: HashSet<_> = reached.iter().cloned().collect();
    let mut i = 0;
    while i < reached.len() {
        for next in moves(maze, reached[i]) {
            if (next.0, next.1) == maze.home {
                return Err(format!(
                    "{}: no solution, yet a roll re-enters the start",
                    maze.name
                ));
            }
            if seen.insert(next) {
                reached.push(next);
            }
        }
        i += 1;
    }
    let noun = if reached.len() == 1 {
        "state"
    } else {
        "states"
    };
    let expected = format!(
        "  {} (square, orientation) {} reachable from the start (itself included); \
         none can re-enter the start square",
        reached.len(),
        noun
    );
    if line == expected {
        Ok(())
    } else {
        Err(format!(
            "{}: says {:?}, the oracle {:?}",
            maze.name, line, expected
        ))
    }
}

/// The square's value at a 1-based position, if it lies in the maze.
fn square(maze: &Maze, (row, col): Position) -> Option<i32> {
    let row = maze.grid.get(usize::try_from(row - 1).ok()?)?;
    row.get(usize::try_from(col - 1).ok()?).copied()
}

fn faces(body: &Body) -> (i32, i32) {
    (body.face(UP), body.face(SOUTH))
}

/// What one roll line says.
struct Roll {
    direction: usize,
    to: Position,
    home_mark: bool,
    faces: (i32, i32),
}

/// `  roll I, DIRECTION to (r,c)[, back at the start]: top T, front F`.
fn parse_roll(line: &str, index: usize) -> Option<Roll> {
    let rest = line.strip_prefix(&format!("  roll {}, ", index))?;
    let (word, rest) = rest.split_once(" to ")?;
    let direction = DIRECTIONS.iter().position(|&w| w == word)?;
    let (to, rest) = parse_position(rest)?;
    let (home_mark, rest) = match rest.strip_prefix(HOME_MARK) {
        Some(rest) => (true, rest),
        None => (false, rest),
    };
    Some(Roll {
        direction,
        to,
        home_mark,
        faces: parse_faces(rest)?,
    })
}

/// `  start (r,c): top T, front F`.
fn parse_start(line: &str) -> Option<(Position, (i32, i32))> {
    let (at, rest) = parse_position(line.strip_prefix("  start ")?)?;
    Some((at, parse_faces(rest)?))
}

/// `: top T, front F`, the whole rest of a line.
fn parse_faces(text: &str) -> Option<(i32, i32)> {
    let (top, front) = text.strip_prefix(": top ")?.split_once(", front ")?;
    Some((top.parse().ok()?, front.parse().ok()?))
}

/// `(r,c)` at the start of `text`, and what follows it.
fn parse_position(text: &str) -> Option<(Position, &str)> {
    let (row, rest) = text.strip_prefix('(')?.split_once(',')?;
    let (col, rest) = rest.split_once(')')?;
    Some(((row.parse().ok()?, col.parse().ok()?), rest))
}

/// The answer lines' positions: two-space indent, commas between, none after the last.
fn parse_walk(lines: &[&str]) -> Option<Vec<Position>> {
    let mut walk = Vec::new();
    for line in lines {
        let mut rest = line.strip_prefix("  ")?;
        while !rest.is_empty() {
            let (at, after) = parse_position(rest)?;
            walk.push(at);
            rest = after.strip_prefix(',').unwrap_or(after);
        }
    }
    if walk.is_empty() {
        None
    } else {
        Some(walk)
    }
}
