//! `--explain`'s drawing of the board, under the explanation lines: for WIN her path over the
//! statues as given, for LOSE the board after each round with the cells where she can still
//! be alive. Cargo builds only (feature `explain`): bundles leave this file out.
//! It reads the crate root's types and what `explain` hands it, never `explain` itself.

use super::super::{cell, Board, Cells, Layers, ANNA, MARIA, SIZE};
use shared_io::colour;
use std::io::{self, Write};

const WIN_LEGEND: &str = "her path (M her start, 1-9 a-f her cell after rounds 1-15, the last \
    round if she is there again, A Anna) drawn over the statues at the start (S):";
const LOSE_LEGEND: &str = "the board after each round: o where Maria can still be alive, S \
    the statues after its fall, A Anna:";
/// The marks of her cell after rounds 1 to 15: a win takes at most 8 rounds of falls, then
/// at most 7 steps to Anna.
const ROUND_MARKS: &[u8; 15] = b"123456789abcdef";
/// Columns between two boards side by side.
const GAP: &str = "  ";

/// Draws the verdict's picture under its explanation, in colour when stdout takes it: her path
/// when she wins (`play`, her cell after each round), else the rounds of `layers`.
pub fn write_board<W: Write>(
    out: &mut W,
    board: &Board,
    layers: &Layers,
    play: Option<&[(usize, usize)]>,
) -> io::Result<()> {
    write_board_painted(out, board, layers, play, colour::on_stdout())
}

/// `write_board`, with her cells coloured when `coloured` is set.
pub fn write_board_painted<W: Write>(
    out: &mut W,
    board: &Board,
    layers: &Layers,
    play: Option<&[(usize, usize)]>,
    coloured: bool,
) -> io::Result<()> {
    match play {
        Some(play) => write_path(out, board, play, coloured),
        None => write_rounds(out, board, layers, coloured),
    }
}

/// One 8x8 picture: a character per cell, and whether it is one of hers (to colour).
type Picture = [[(u8, bool); SIZE]; SIZE];

/// The statues of `statues` as `S`, Anna's cell as `A`, the rest empty.
fn picture_of(statues: Cells) -> Picture {
    let mut picture = [[(b'.', false); SIZE]; SIZE];
    for (row, line) in picture.iter_mut().enumerate() {
        for (col, square) in line.iter_mut().enumerate() {
            if statues & cell(row, col) != 0 {
                square.0 = b'S';
            }
        }
    }
    picture[ANNA.at.0][ANNA.at.1].0 = ANNA.letter;
    picture
}

/// WIN: her cells numbered by round on the board as given, with row and column numbers.
fn write_path<W: Write>(
    out: &mut W,
    board: &Board,
    play: &[(usize, usize)],
    coloured: bool,
) -> io::Result<()> {
    let mut picture = picture_of(board.statues);
    for (round, &(row, col)) in play.iter().enumerate() {
        // Anna's cell keeps its `A`: the last round always ends there
        if (row, col) != ANNA.at {
            picture[row][col] = (ROUND_MARKS[round], true);
        }
    }
    // written last: a stay or a return to her start does not hide it
    picture[MARIA.at.0][MARIA.at.1] = (MARIA.letter, true);
    writeln!(out, "  {}", WIN_LEGEND)?;
    writeln!(out, "    01234567")?;
    for (row, line) in picture.iter().enumerate() {
        write!(out, "  {} ", row)?;
        write_row(out, line, coloured)?;
        writeln!(out)?;
    }
    Ok(())
}

/// LOSE: one board a round, side by side, the statues after its fall and her cells `o`.
fn write_rounds<W: Write>(
    out: &mut W,
    board: &Board,
    layers: &Layers,
    coloured: bool,
) -> io::Result<()> {
    let pictures: Vec<Picture> = layers.alive[1..]
        .iter()
        .enumerate()
        .map(|(t, &alive)| {
            let mut picture = picture_of(board.statues_at(t + 1));
            for index in 0..SIZE * SIZE {
                let one: Cells = 1 << index;
                if alive & one != 0 {
                    picture[index / SIZE][index % SIZE] = (b'o', true);
                }
            }
            picture
        })
        .collect();
    writeln!(out, "  {}", LOSE_LEGEND)?;
    let labels: Vec<String> = (1..=pictures.len())
        .map(|round| format!("{:<width$}", format!("round {}", round), width = SIZE))
        .collect();
    writeln!(out, "  {}", labels.join(GAP).trim_end())?;
    for row in 0..SIZE {
        write!(out, "  ")?;
        for (i, picture) in pictures.iter().enumerate() {
            if i > 0 {
                write!(out, "{}", GAP)?;
            }
            write_row(out, &picture[row], coloured)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// A picture's row, her cells coloured when `coloured` is set.
fn write_row<W: Write>(out: &mut W, line: &[(u8, bool); SIZE], coloured: bool) -> io::Result<()> {
    for &(letter, hers) in line {
        let text = (letter as char).to_string();
        write!(
            out,
            "{}",
            colour::paint(&text, colour::GREEN, coloured && hers)
        )?;
    }
    Ok(())
}
