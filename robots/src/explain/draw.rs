//! `--explain`'s drawing of a game's end, under its move lines: the board after the last move,
//! cropped to the rows and columns that hold anything, with their numbers. Cargo builds only
//! (feature `explain`): bundles leave this file out. It reads the crate root's types and what
//! `explain` hands it, never `explain` itself.

use super::super::{Cell, Cells, STRIDE};
use shared_io::colour;
use std::io::{self, Write};

const LEGEND: &str = "the board after the last move, cropped to what it holds (columns \
    numbered tens over units; @ you, R a robot, * debris; caught: X a robot on you, # debris on \
    you):";

/// Draws the board after a move, you on `player`, with `robots` and `debris`, in colour when
/// stdout takes it.
pub fn write_board<W: Write>(
    out: &mut W,
    player: Cell,
    robots: &Cells,
    debris: &Cells,
) -> io::Result<()> {
    write_board_painted(out, player, robots, debris, colour::on_stdout())
}

/// `write_board`, coloured when `coloured` is set.
pub fn write_board_painted<W: Write>(
    out: &mut W,
    player: Cell,
    robots: &Cells,
    debris: &Cells,
    coloured: bool,
) -> io::Result<()> {
    let (top_left, bottom_right) = bounds(player, robots, debris);
    let cols = top_left.c..=bottom_right.c;
    writeln!(out, "  {}", LEGEND)?;
    let tens: Vec<String> = cols.clone().map(|c| (c / 10).to_string()).collect();
    let units: Vec<String> = cols.clone().map(|c| (c % 10).to_string()).collect();
    writeln!(out, "     {}", tens.join(" "))?;
    writeln!(out, "     {}", units.join(" "))?;
    for r in top_left.r..=bottom_right.r {
        let squares: Vec<String> = cols
            .clone()
            .map(|c| {
                let (letter, paint) = square(Cell { r, c }, player, robots, debris);
                colour::paint(&letter.to_string(), paint, coloured && !paint.is_empty())
            })
            .collect();
        writeln!(out, "  {:>2} {}", r, squares.join(" "))?;
    }
    Ok(())
}

/// The smallest rectangle holding you, every robot and every piece of debris, as its top left
/// and bottom right cells.
fn bounds(player: Cell, robots: &Cells, debris: &Cells) -> (Cell, Cell) {
    let (mut top_left, mut bottom_right) = (player, player);
    for cell in robots.members().into_iter().chain(debris.members()) {
        top_left = Cell {
            r: top_left.r.min(cell.r),
            c: top_left.c.min(cell.c),
        };
        bottom_right = Cell {
            r: bottom_right.r.max(cell.r),
            c: bottom_right.c.max(cell.c),
        };
    }
    (top_left, bottom_right)
}

/// What `cell` shows, and its colour. A robot or debris on your cell is what caught you.
fn square(cell: Cell, player: Cell, robots: &Cells, debris: &Cells) -> (char, &'static str) {
    let (robot, debris) = (robots.has(cell), debris.has(cell));
    match (cell == player, robot, debris) {
        (true, true, _) => ('X', colour::GREEN),
        (true, false, true) => ('#', colour::GREEN),
        (true, false, false) => ('@', colour::GREEN),
        (false, true, _) => ('R', colour::RED),
        (false, false, true) => ('*', colour::YELLOW),
        (false, false, false) => ('.', ""),
    }
}

impl Cells {
    /// The members in row-major order.
    pub(crate) fn members(&self) -> Vec<Cell> {
        let mut members = Vec::new();
        for (r, &row) in self.0.iter().enumerate() {
            for c in 0..STRIDE {
                if row >> c & 1 == 1 {
                    members.push(Cell {
                        r: r as i32,
                        c: c as i32,
                    });
                }
            }
        }
        members
    }
}
