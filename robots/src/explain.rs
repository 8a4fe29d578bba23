//! `--explain` for robots, in cargo builds only (the bundle leaves this file out; a judge
//! never runs it): the game of each case played again with every round kept, then under its
//! report one line a move in the statement's words, with the robots' cells after it, and the
//! board after the last move (`draw`).

use super::{each_case, play, write_report, Cell, Cells, Game, Log, YourMove, START};
use shared_io::{Error, Scanner};
use std::io::{self, Write};

pub(super) mod draw;
mod page;

pub use page::html;

/// The debris cells are named while there are at most this many, else counted.
const LISTED_DEBRIS: usize = 3;

/// How a move line gives the robots left: counted alone, as the replay page's frames say it
/// (they draw the robots), or counted and then listed, as `--explain` prints it (a move line
/// is all a reader of `--explain` has to see where the robots stand).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Robots {
    Counted,
    Listed,
}

/// `solve`'s output with, under each case's report, every round of the game that made it
/// (the same game played again, with a log).
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut rounds = Vec::new();
    each_case(sc, out, |out, (number, case), report| {
        write_report(out, number, report)?;
        rounds.clear();
        play(case, &mut rounds);
        write_rounds(out, &rounds)
    })
}

/// One round of an explained game: your move, then the robots' move (none when no robot is
/// left after yours), and what is left after it.
pub(super) struct Round {
    yours: YourMove,
    /// Whether your push crushed a robot.
    crushed: bool,
    robots_moved: bool,
    caught: bool,
    /// The robots' cells (one robot a cell), and the debris, after the round.
    robots: Cells,
    debris: Cells,
}

impl Log for Vec<Round> {
    fn record(&mut self, yours: YourMove, crushed: bool, moved: bool, caught: bool, game: &Game) {
        self.push(Round {
            yours,
            crushed,
            robots_moved: moved,
            caught,
            robots: game.robot_at.clone(),
            debris: game.debris.clone(),
        });
    }
}

fn cell_text(cell: Cell) -> String {
    format!("({},{})", cell.r, cell.c)
}

/// Cells as "(r,c), (r,c)", in the order given.
fn cells_text(cells: &[Cell]) -> String {
    let texts: Vec<String> = cells.iter().map(|&cell| cell_text(cell)).collect();
    texts.join(", ")
}

/// Where you stand after each round, from `START`.
pub(super) fn positions(rounds: &[Round]) -> Vec<Cell> {
    let mut player = START;
    let each = rounds.iter().map(|round| {
        player = match round.yours {
            YourMove::Walk(walk) => walk.to,
            YourMove::Teleport(cell) => cell,
            YourMove::Trapped => player,
        };
        player
    });
    each.collect()
}

/// "walk to (r,c)" with its push, "stay at (r,c)", "teleport to (r,c)", or the trapped stay.
fn your_move_text(round: &Round, before: Cell) -> String {
    match round.yours {
        YourMove::Walk(walk) => {
            let verb = if walk.to == before {
                "stay at"
            } else {
                "walk to"
            };
            let mut text = format!("{} {}", verb, cell_text(walk.to));
            if let Some(pushed) = walk.push {
                text += &format!(
                    ", pushing debris from {} to {}",
                    cell_text(walk.to),
                    cell_text(pushed)
                );
                if round.crushed {
                    text += ", crushing the robot there";
                }
            }
            text
        }
        YourMove::Teleport(cell) => format!("teleport to {}", cell_text(cell)),
        YourMove::Trapped => format!("no safe move, no teleport: stay at {}", cell_text(before)),
    }
}

/// One line a round (also the replay page's, `page`): "  move K: YOUR MOVE; [you are caught;
/// ]robots left: N[ at CELLS][ (none to move)]; debris: CELLS": the robots' cells, in
/// row-major order, when `robots` is `Listed`; the debris's named while at most
/// `LISTED_DEBRIS`, else counted. `after` holds your cell after each round (`positions`).
pub(super) fn round_lines(rounds: &[Round], after: &[Cell], robots: Robots) -> Vec<String> {
    let befores = std::iter::once(START).chain(after.iter().copied());
    let each = rounds.iter().zip(befores).enumerate();
    each.map(|(number, (round, before))| {
        let mut line = format!("  move {}: {}", number + 1, your_move_text(round, before));
        if round.caught {
            line += "; you are caught";
        }
        line += &format!("; robots left: {}", round.robots.len());
        let standing = round.robots.members();
        if robots == Robots::Listed && !standing.is_empty() {
            line += &format!(" at {}", cells_text(&standing));
        }
        if !round.robots_moved {
            line += " (none to move)";
        }
        let debris = round.debris.members();
        line += &if debris.is_empty() {
            "; debris: none".to_string()
        } else if debris.len() <= LISTED_DEBRIS {
            format!("; debris: {}", cells_text(&debris))
        } else {
            format!("; debris: {} cells", debris.len())
        };
        line
    })
    .collect()
}

/// One line a round (`round_lines`), then the board after the last round.
fn write_rounds<W: Write>(out: &mut W, rounds: &[Round]) -> io::Result<()> {
    let after = positions(rounds);
    for line in round_lines(rounds, &after, Robots::Listed) {
        writeln!(out, "{}", line)?;
    }
    match (rounds.last(), after.last()) {
        (Some(last), Some(&player)) => draw::write_board(out, player, &last.robots, &last.debris),
        _ => Ok(()),
    }
}
