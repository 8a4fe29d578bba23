//! `--explain`'s drawing of a way out, under its moves: the maze as read, with a mark on every
//! cell the way visits. Cargo builds only (feature `explain`): bundles leave this file out. It
//! reads the crate root's types and the way `explain` hands it, never `explain` itself.

use super::super::{Cell, Grid, Row, ROWS};
use std::io::{self, Write};

/// The mark on the cells of the drawn path: no floor glyph, and a wall glyph equal to it
/// (or not printable) is drawn as `WALL_DRAWN` instead.
const PATH_MARK: u8 = b'o';
const WALL_DRAWN: u8 = b'#';

/// The maze as read, indented, with `PATH_MARK` on every cell of `way` (see `drawn`), under
/// a legend line.
pub fn write_maze<W: Write>(out: &mut W, grid: &Grid, way: &[Cell]) -> io::Result<()> {
    let mut on_way = [Row::NONE; ROWS];
    for cell in way {
        on_way[cell.row] |= Row::single(cell.col);
    }
    writeln!(
        out,
        "  the maze, {} on each cell the moves visit:",
        PATH_MARK as char
    )?;
    for (r, row) in grid.text.iter().enumerate() {
        let drawing: Vec<u8> = row
            .iter()
            .enumerate()
            .map(|(i, &glyph)| drawn(glyph, on_way[r + 1].has(i + 1)))
            .collect();
        writeln!(out, "  {}", String::from_utf8_lossy(&drawing))?;
    }
    Ok(())
}

/// A cell of the drawing: `@` and `X` as they are, the other floor cells the way visits as
/// `PATH_MARK`, and walls as read unless they could be taken for the mark.
fn drawn(glyph: u8, on_way: bool) -> u8 {
    match glyph {
        b'@' | b'X' => glyph,
        b'.' | b'M' if on_way => PATH_MARK,
        b'.' | b'M' => glyph,
        PATH_MARK => WALL_DRAWN,
        b'!'..=b'~' => glyph,
        _ => WALL_DRAWN,
    }
}
