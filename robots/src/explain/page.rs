//! `--html` for robots: the replay page (`shared_io::page`), drawn by `page.js`. A case a game:
//! setup, the teleport entries in list order; frame 1 the board as given, then a frame a move
//! of the same game `--explain` tells, each with the line `--explain` prints for that move, less
//! the robots' cells (the frame draws them).
//! A cell is written as the number 32 * row + column, and a frame repeats the debris only when
//! it changed, so that a page of 112,928 moves (worst.in) stays a few MB.

use super::super::{each_case, play, write_report, Case, Cell, YourMove, START};
use super::{positions, round_lines, Robots, Round};
use shared_io::page::{json_string, write_page};
use shared_io::{Error, Scanner};
use std::io::Write;

const DRAW: &str = include_str!("page.js");

/// The page of every game of the input.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cases = Vec::new();
    each_case(sc, &mut Vec::new(), |_, (number, case), report| {
        let mut answer = Vec::new();
        write_report(&mut answer, number, report)?;
        let answer = String::from_utf8_lossy(&answer);
        cases.push(case_json(number, case, answer.trim()));
        Ok(())
    })?;
    write_page(out, "Robots", &cases, DRAW)?;
    Ok(())
}

/// A cell as one number, 32 * row + column.
fn cell_number(cell: Cell) -> i32 {
    32 * cell.r + cell.c
}

/// Cells as a JSON list of numbers.
fn list<I: IntoIterator<Item = Cell>>(cells: I) -> String {
    let numbers: Vec<String> = cells
        .into_iter()
        .map(|c| cell_number(c).to_string())
        .collect();
    format!("[{}]", numbers.join(","))
}

/// One game: frame 1 the board as given, then a frame a move.
fn case_json(number: usize, case: &Case, answer: &str) -> String {
    let mut rounds: Vec<Round> = Vec::new();
    play(case, &mut rounds);
    let after = positions(&rounds);
    let start = format!(
        "start: you at ({},{}), {} robots, {} teleports",
        START.r,
        START.c,
        case.robots.len(),
        case.teleports.len()
    );
    let mut frames = vec![format!(
        r#"{{"line":{},"state":{{"you":{},"robots":{},"debris":[]}}}}"#,
        json_string(&start),
        cell_number(START),
        list(case.robots.iter().copied())
    )];
    let mut debris = Vec::new();
    for ((round, line), &you) in rounds
        .iter()
        .zip(round_lines(&rounds, &after, Robots::Counted))
        .zip(&after)
    {
        let mut state = format!(
            r#""you":{},"robots":{}"#,
            cell_number(you),
            list(round.robots.members())
        );
        let now = round.debris.members();
        if now != debris {
            state += &format!(r#","debris":{}"#, list(now.iter().copied()));
            debris = now;
        }
        state += match round.yours {
            YourMove::Teleport(_) => r#","how":"teleport""#,
            YourMove::Trapped => r#","how":"trapped""#,
            YourMove::Walk(walk) if walk.push.is_some() => r#","how":"push""#,
            YourMove::Walk(_) => "",
        };
        if round.caught {
            state += r#","caught":true"#;
        }
        frames.push(format!(
            r#"{{"line":{},"state":{{{}}}}}"#,
            json_string(&line),
            state
        ));
    }
    format!(
        r#"{{"name":"Case {}","answer":{},"setup":{{"teleports":{}}},"frames":[{}]}}"#,
        number,
        json_string(answer),
        list(case.teleports.iter().copied()),
        frames.join(",")
    )
}
