//! `--explain` for dice-maze, in cargo builds only (the bundle leaves this file out; a judge
//! never runs it): under each answer, the start and then every roll with the die's faces
//! after it, read off the search's own states, and the walk drawn on the maze (`draw`); for
//! "No Solution Possible", how many states the search reached.

use super::{each_case, write_answer, Die, Dir, Found, Maze, ORIENTATIONS};
use shared_io::{Error, Scanner};
use std::io::{self, Write};

pub(super) mod draw;
mod page;

pub use page::html;

/// `solve`'s answers, each followed by how it comes about.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let dies = dies();
    each_case(sc, out, |out, maze, found| {
        write_answer(out, maze, found)?;
        write_explanation(out, maze, &dies, found)?;
        draw::write_walk(out, maze, found)
    })
}

/// The die of each orientation id (the ids are compact: every one is filled).
pub(super) fn dies() -> [Die; ORIENTATIONS] {
    let mut dies = [Die { top: 1, front: 2 }; ORIENTATIONS];
    for top in 1..=6 {
        for front in 1..=6 {
            if let Some(die) = Die::new(top, front) {
                dies[die.index()] = die;
            }
        }
    }
    dies
}

impl Dir {
    /// The statement's word for a roll this way.
    fn word(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }
}

/// Under the answer: `explanation_lines`.
fn write_explanation<W: Write>(
    out: &mut W,
    maze: &Maze,
    dies: &[Die; ORIENTATIONS],
    found: &Found,
) -> io::Result<()> {
    explanation_lines(maze, dies, found)
        .iter()
        .try_for_each(|line| writeln!(out, "{}", line))
}

/// The lines under the answer (also the replay page's, `page`): for a walk, the start and
/// then each roll, its direction and the faces after it, read off the search's own states;
/// for no way home, the one line of the states it reached.
pub(super) fn explanation_lines(
    maze: &Maze,
    dies: &[Die; ORIENTATIONS],
    found: &Found,
) -> Vec<String> {
    let walk = match found {
        Found::Walk(walk) => walk,
        Found::NoWay { reachable } => {
            let noun = if *reachable == 1 { "state" } else { "states" };
            return vec![format!(
                "  {} (square, orientation) {} reachable from the start (itself included); \
                 none can re-enter the start square",
                reachable, noun
            )];
        }
    };
    let cell_and_die = |state: usize| (state / ORIENTATIONS, dies[state % ORIENTATIONS]);
    let (start_cell, die) = cell_and_die(walk[0]);
    let (row, col) = maze.position(start_cell);
    let mut lines = vec![format!(
        "  start ({},{}): top {}, front {}",
        row, col, die.top, die.front
    )];
    for (i, pair) in walk.windows(2).enumerate() {
        let (before, (cell, die)) = (pair[0] / ORIENTATIONS, cell_and_die(pair[1]));
        // a walk's consecutive states are one roll apart, so there always is one
        let dir = maze.direction(before, cell).map_or("?", Dir::word);
        let again = if cell == start_cell {
            ", back at the start"
        } else {
            ""
        };
        let (row, col) = maze.position(cell);
        lines.push(format!(
            "  roll {}, {} to ({},{}){}: top {}, front {}",
            i + 1,
            dir,
            row,
            col,
            again,
            die.top,
            die.front
        ));
    }
    lines
}
