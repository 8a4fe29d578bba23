//! `--explain` for dungeon, in cargo builds only (the bundle leaves this file out; a judge
//! never runs it): under each answer, the moves of one shortest way out and the maze with the
//! way drawn (`draw`), or why the answer is 0. `--html` (`page`) replays the same story a
//! turn a frame.

use super::{each_case, play, play_logged, Board, Cell, Ending, Grid, LIMIT};
use shared_io::{Error, Scanner};
use std::io::Write;

pub(super) mod draw;
mod page;

pub use page::html;

/// `solve`'s answers, each with its explanation under it: the line `Story::line` says and,
/// for a way out, the maze with the way drawn.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut starts = Vec::new();
    each_case(sc, out, |out, grid, ending| {
        writeln!(out, "{}", ending.answer())?;
        let story = Story::of(grid, ending, &mut starts);
        writeln!(out, "  {}", story.line())?;
        match story {
            Story::Out(way) => draw::write_maze(out, grid, &way),
            _ => Ok(()),
        }
    })
}

/// What the explanation of a run tells: one shortest way out, or why the answer is 0.
pub(super) enum Story {
    /// The cells of one shortest way out, from the start to the exit (see `way_out`).
    Out(Vec<Cell>),
    /// No way over floor leads from the start to the exit, monsters or not.
    WalledOff,
    /// After this turn the monsters see every cell you could be on.
    Trapped(u32),
    /// The move limit passes with you alive and not out.
    OutOfTime,
}

impl Story {
    /// The story of a run that ends with `ending`. A run with an exit is played again with
    /// every turn's cells kept in `starts` (see `play_logged`), to walk back from the exit.
    pub(super) fn of(grid: &Grid, ending: Ending, starts: &mut Vec<Board>) -> Story {
        starts.clear();
        match ending {
            Ending::Exit(_) => {
                play_logged(grid, LIMIT, Some(starts));
                Story::Out(way_out(grid, starts))
            }
            _ if walled_off(grid) => Story::WalledOff,
            Ending::Trapped(turn) => Story::Trapped(turn),
            Ending::OutOfTime => Story::OutOfTime,
        }
    }

    /// The line under the answer, without its indent: the moves, or why the answer is 0.
    pub(super) fn line(&self) -> String {
        match self {
            Story::Out(way) => format!("moves: {}", move_letters(way)),
            Story::WalledOff => {
                "the exit is walled off: no way over floor leads from @ to X, monsters or not"
                    .to_string()
            }
            Story::Trapped(turn) => format!(
                "trapped after move {}: monsters see every cell you could be on",
                turn
            ),
            Story::OutOfTime => format!("{} moves pass and you are alive but not out", LIMIT),
        }
    }
}

/// One shortest way out, as the cells you stand on from the start (before move 1) to the
/// exit (after the last move). `starts[t]` holds the cells you can be on at the start of
/// turn t + 1, and the exit is reachable in `starts.len()` moves: walking back from the
/// exit, each turn's cell is one of that turn's cells at or beside the next one (standing
/// still preferred), and such a cell exists because the next cell was reached from it.
fn way_out(grid: &Grid, starts: &[Board]) -> Vec<Cell> {
    let mut here = grid.exit;
    let mut way = vec![here];
    for you in starts.iter().rev() {
        let (row, col) = (here.row, here.col);
        let around = [
            here,
            Cell { row: row - 1, col },
            Cell { row, col: col + 1 },
            Cell { row: row + 1, col },
            Cell { row, col: col - 1 },
        ];
        here = around
            .iter()
            .cloned()
            .find(|cell| you[cell.row].has(cell.col))
            .unwrap_or(here);
        way.push(here);
    }
    way.reverse();
    way
}

/// The moves between consecutive cells of a way: `N E S W`, or `.` for standing still.
fn move_letters(way: &[Cell]) -> String {
    way.windows(2)
        .map(|pair| match (pair[0], pair[1]) {
            (a, b) if b.row < a.row => 'N',
            (a, b) if b.col > a.col => 'E',
            (a, b) if b.row > a.row => 'S',
            (a, b) if b.col < a.col => 'W',
            _ => '.',
        })
        .collect()
}

/// Whether no way over floor leads from the start to the exit, even with no monsters: the
/// same play without them, given a move per floor cell, never gets out.
fn walled_off(grid: &Grid) -> bool {
    let floor: u32 = grid.open.iter().map(|row| row.bits().count_ones()).sum();
    let no_monsters = Grid {
        rows: grid.rows,
        open: grid.open,
        start: grid.start,
        exit: grid.exit,
        monsters: Vec::new(),
        text: Vec::new(),
    };
    play(&no_monsters, floor) == Ending::OutOfTime
}
