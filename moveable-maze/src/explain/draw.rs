//! `--explain`'s drawing of a plan, under its turn lines: the board as given and as it stands
//! after the last turn, side by side, one box-drawing character a square showing its lines,
//! heavy on the squares the piece stands on, light on the rest; rows and columns numbered, the
//! start and the target named in the legend (and coloured on a terminal). Cargo builds only
//! (the `explain` feature): bundles leave this file out. It reads only the crate root (the
//! board and its rotations), never `explain` above it.

use super::super::{rotated, Board};
use shared_io::colour;
use std::io::{self, Write};

/// One turn of a plan: the rotation it makes (square, clockwise) and the square it steps to.
#[derive(Clone, Copy, Default)]
pub(crate) struct Turn {
    pub(crate) rotation: Option<(usize, bool)>,
    pub(crate) step_to: Option<usize>,
}

impl Board {
    /// A square as the statement names it: (row,column), 1-based.
    pub(super) fn place(&self, s: usize) -> String {
        let (r, c) = self.row_col(s);
        format!("({},{})", r + 1, c + 1)
    }
}

/// How to read the drawing; the start and the target follow it.
const LEGEND: &str = "the board as given (left) and after the last turn (right): each \
    square's lines, heavy where the piece stands (the start and each square it steps to), light \
    elsewhere, · an x square;";

/// A square's character, indexed by its lines as bits (N 1, E 2, S 4, W 8): light, then
/// heavy. No line at all is an `x` square, which the piece never stands on.
const LIGHT: [char; 16] = [
    '·', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼',
];
const HEAVY: [char; 16] = [
    '·', '╹', '╺', '┗', '╻', '┃', '┏', '┣', '╸', '┛', '━', '┻', '┓', '┫', '┳', '╋',
];

/// Columns between the two boards. Two 20-column boards with their row numbers take 52
/// columns with the indent: they always fit side by side.
const GAP: &str = "    ";

/// Draws `board` as given and after `turns` (the plan), in colour when stdout takes it.
pub fn write_boards<W: Write>(out: &mut W, board: &Board, turns: &[Turn]) -> io::Result<()> {
    write_boards_painted(out, board, turns, colour::on_stdout())
}

/// `write_boards`, the start and the target coloured when `coloured` is set.
pub fn write_boards_painted<W: Write>(
    out: &mut W,
    board: &Board,
    turns: &[Turn],
    coloured: bool,
) -> io::Result<()> {
    let walked = walked(board, turns);
    let after = after(board, turns);
    writeln!(
        out,
        "  {} the start {}, the target {}:",
        LEGEND,
        board.place(board.start),
        board.place(board.target)
    )?;
    for numbers in column_numbers(board.cols) {
        writeln!(out, "     {}{}   {}", numbers, GAP, numbers)?;
    }
    for row in 0..board.rows {
        let squares = |lines: &[u8]| -> String {
            (row * board.cols..(row + 1) * board.cols)
                .map(|s| square(board, s, lines[s], walked[s], coloured))
                .collect()
        };
        let label = format!("{:>2} ", row + 1);
        let (given, now) = (squares(&board.lines), squares(&after));
        writeln!(out, "  {}{}{}{}{}", label, given, GAP, label, now)?;
    }
    Ok(())
}

/// The squares the piece stands on during `turns`: the start and each square stepped to.
fn walked(board: &Board, turns: &[Turn]) -> Vec<bool> {
    let mut walked = vec![false; board.lines.len()];
    walked[board.start] = true;
    for square in turns.iter().filter_map(|turn| turn.step_to) {
        walked[square] = true;
    }
    walked
}

/// Every square's lines once `turns` have rotated them.
fn after(board: &Board, turns: &[Turn]) -> Vec<u8> {
    let mut lines = board.lines.clone();
    for &(square, clockwise) in turns.iter().filter_map(|turn| turn.rotation.as_ref()) {
        // a counterclockwise quarter turn is three clockwise ones
        lines[square] = rotated(lines[square], if clockwise { 1 } else { 3 });
    }
    lines
}

/// The column numbers over a board of `cols` columns: their units, under their tens when
/// some column reaches 10 (blank tens for 1 to 9).
fn column_numbers(cols: usize) -> Vec<String> {
    let digit = |c: usize, place: usize| match c / place {
        0 => ' ',
        d => char::from(b'0' + (d % 10) as u8),
    };
    let line = |place: usize| (1..=cols).map(|c| digit(c, place)).collect();
    if cols >= 10 {
        vec![line(10), line(1)]
    } else {
        vec![line(1)]
    }
}

/// Square `s` showing `lines`, heavy when `walked`, the start green and the target red when
/// `coloured`.
fn square(board: &Board, s: usize, lines: u8, walked: bool, coloured: bool) -> String {
    let shape = if walked { HEAVY } else { LIGHT }[lines as usize].to_string();
    let paint = if s == board.start {
        colour::GREEN
    } else if s == board.target {
        colour::RED
    } else {
        return shape;
    };
    colour::paint(&shape, paint, coloured)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The README's trap: from (2,1) to (1,4) along the bottom row.
    fn trap() -> Board {
        let (n, e, s, w) = (1, 2, 4, 8);
        Board {
            rows: 2,
            cols: 4,
            lines: vec![0, s, 0, n, e, n | e, n | e, w],
            start: 4,
            target: 3,
        }
    }

    fn drawing(board: &Board, turns: &[Turn], coloured: bool) -> String {
        let mut out = Vec::new();
        write_boards_painted(&mut out, board, turns, coloured).expect("in memory");
        String::from_utf8(out).expect("UTF-8")
    }

    /// One step and one rotation: (2,2) turned clockwise, the piece on (2,1) and (2,2).
    #[test]
    fn the_boards_show_the_lines_before_and_after_with_the_walk_heavy() {
        let turns = [Turn {
            rotation: Some((5, true)),
            step_to: Some(5),
        }];
        let text = drawing(&trap(), &turns, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4);
        assert!(lines[0].ends_with("the start (2,1), the target (1,4):"));
        assert_eq!(lines[1], "     1234       1234");
        assert_eq!(lines[2], "   1 ·╷·╵     1 ·╷·╵");
        assert_eq!(lines[3], "   2 ╺┗└╴     2 ╺┏└╴");
    }

    /// Colour only wraps characters: without its escapes, a coloured drawing is the plain one.
    #[test]
    fn a_coloured_drawing_reads_as_the_plain_one() {
        let coloured = drawing(&trap(), &[], true);
        let plain = tools::stress::plain(&coloured);
        assert_ne!(plain, coloured, "the start and target are coloured");
        assert_eq!(plain, drawing(&trap(), &[], false));
    }

    #[test]
    fn columns_from_10_are_numbered_tens_over_units() {
        assert_eq!(column_numbers(3), ["123"]);
        assert_eq!(
            column_numbers(12),
            ["         111", "123456789012"].map(String::from)
        );
    }
}
