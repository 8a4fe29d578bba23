//! `--explain`'s drawing of a walk, under its roll lines: the maze, each square's number and
//! the way the walk rolls off it, the start in brackets. Nothing for "No Solution Possible".
//! Cargo builds only (feature `explain`): bundles leave this file out.
//! It reads the crate root's types, never `explain` itself.

use super::super::{accepts, Accepts, Dir, Found, Maze, BLOCKED, ORIENTATIONS};
use shared_io::colour;
use std::io::{self, Write};

const LEGEND: &str = "the walk on the maze (a square: its number, -1 wild, 0 empty, then the \
    way the walk rolls off it, ^ up, v down, < left, > right, + more than once; [ ] the start):";

/// Draws the walk `found` on `maze`, in colour when stdout takes it; nothing when there is
/// no walk.
pub fn write_walk<W: Write>(out: &mut W, maze: &Maze, found: &Found) -> io::Result<()> {
    write_walk_painted(out, maze, found, colour::on_stdout())
}

/// `write_walk`, with the walk coloured when `coloured` is set.
pub fn write_walk_painted<W: Write>(
    out: &mut W,
    maze: &Maze,
    found: &Found,
    coloured: bool,
) -> io::Result<()> {
    let walk = match found {
        Found::Walk(walk) => walk,
        Found::NoWay { .. } => return Ok(()),
    };
    let marks = walk_marks(maze, walk);
    let paint = |text: String| colour::paint(&text, colour::GREEN, coloured);
    let (rows, cols) = (maze.cells.len() / maze.width - 2, maze.width - 2);
    writeln!(out, "  {}", LEGEND)?;
    let numbers: String = (1..=cols).map(|col| format!("{:>3}  ", col)).collect();
    writeln!(out, "     {}", numbers.trim_end())?;
    for row in 1..=rows {
        let mut line = format!("  {:>2} ", row);
        for col in 1..=cols {
            let cell = row * maze.width + col;
            let (open, close) = if cell == maze.start {
                (paint("[".into()), paint("]".into()))
            } else {
                (" ".into(), " ".into())
            };
            let mark = match marks[cell] {
                b' ' => " ".to_string(),
                mark => paint((mark as char).to_string()),
            };
            line.push_str(&format!(
                "{}{:>2}{}{}",
                open,
                number(maze.cells[cell]),
                mark,
                close
            ));
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// Per cell: the arrow of the walk's one roll off it, `+` when it rolls off more than once,
/// blank when never.
fn walk_marks(maze: &Maze, walk: &[usize]) -> Vec<u8> {
    let mut marks = vec![b' '; maze.cells.len()];
    for pair in walk.windows(2) {
        let (from, to) = (pair[0] / ORIENTATIONS, pair[1] / ORIENTATIONS);
        marks[from] = match (marks[from], maze.direction(from, to)) {
            (b' ', Some(dir)) => arrow(dir),
            _ => b'+',
        };
    }
    marks
}

impl Maze {
    /// The roll from `from` onto `to`, when they are neighbours.
    pub(super) fn direction(&self, from: usize, to: usize) -> Option<Dir> {
        Dir::ALL
            .iter()
            .copied()
            .find(|&dir| self.neighbour(from, dir) == to)
    }
}

fn arrow(dir: Dir) -> u8 {
    match dir {
        Dir::Up => b'^',
        Dir::Down => b'v',
        Dir::Left => b'<',
        Dir::Right => b'>',
    }
}

/// The square's number as the input gave it.
pub(super) fn number(square: Accepts) -> i64 {
    if square == BLOCKED {
        0
    } else if square == accepts(-1) {
        -1
    } else {
        square.trailing_zeros() as i64
    }
}
