//! `--html` for dice-maze: the replay page (`shared_io::page`), drawn by `page.js`. A case a
//! maze: setup, its squares' numbers and the start; frame 1 the die on the start square, then
//! a frame a roll of the same walk `--explain` tells, with the die's top and front faces, each
//! with the line `--explain` prints for it (a maze with no way home has the one frame).

use super::super::{each_case, write_answer, Found, Maze, ORIENTATIONS};
use super::{dies, draw, explanation_lines};
use shared_io::page::{json_string, write_page};
use shared_io::{Error, Scanner};
use std::io::Write;

const DRAW: &str = include_str!("page.js");

/// The page of every maze of the input.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cases = Vec::new();
    each_case(sc, &mut Vec::new(), |_, maze, found| {
        let mut answer = Vec::new();
        write_answer(&mut answer, maze, found)?;
        cases.push(case_json(maze, found, &String::from_utf8_lossy(&answer)));
        Ok(())
    })?;
    write_page(out, "Dice maze", &cases, DRAW)?;
    Ok(())
}

/// One maze: its squares, then a frame for the start and one a roll.
fn case_json(maze: &Maze, found: &Found, answer: &str) -> String {
    let (rows, cols) = (maze.cells.len() / maze.width - 2, maze.width - 2);
    let squares: Vec<String> = (1..=rows)
        .map(|row| {
            let row: Vec<String> = (1..=cols)
                .map(|col| draw::number(maze.cells[row * maze.width + col]).to_string())
                .collect();
            format!("[{}]", row.join(","))
        })
        .collect();
    let dies = dies();
    let states = match found {
        Found::Walk(walk) => walk.clone(),
        Found::NoWay { .. } => vec![maze.start * ORIENTATIONS + maze.die.index()],
    };
    let lines = explanation_lines(maze, &dies, found);
    let frames: Vec<String> = states
        .iter()
        .zip(&lines)
        .map(|(&state, line)| {
            let (row, col) = maze.position(state / ORIENTATIONS);
            let die = dies[state % ORIENTATIONS];
            format!(
                r#"{{"line":{},"state":{{"at":[{},{}],"top":{},"front":{}}}}}"#,
                json_string(line),
                row,
                col,
                die.top,
                die.front
            )
        })
        .collect();
    let (row, col) = maze.position(maze.start);
    format!(
        r#"{{"name":{},"answer":{},"setup":{{"squares":[{}],"start":[{},{}]}},"frames":[{}]}}"#,
        json_string(&String::from_utf8_lossy(&maze.name)),
        json_string(answer.trim_end()),
        squares.join(","),
        row,
        col,
        frames.join(",")
    )
}
