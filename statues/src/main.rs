//! Statues (Codeforces 128A / 129C): can Maria reach Anna while the statues fall a row a round?
//! The board is a 64-bit bitboard; her reachable cells are propagated round by round for the
//! 8 rounds that statues exist, checking the statues now (no entering) and after they fall.

use shared_io::{run_explained, Error, Scanner};
use std::io::Write;

#[cfg(feature = "draw")]
mod draw;

const SIZE: usize = 8;

/// A set of cells: bit `8 * row + col`, row 0 at the top.
type Cells = u64;

const NOT_COL_0: Cells = !0x0101_0101_0101_0101;
const NOT_COL_7: Cells = !0x8080_8080_8080_8080;

fn cell(row: usize, col: usize) -> Cells {
    1 << (SIZE * row + col)
}

/// Maria or Anna: the letter and the corner it must stand on.
struct Person {
    letter: u8,
    at: (usize, usize),
    place: &'static str,
}

const MARIA: Person = Person {
    letter: b'M',
    at: (SIZE - 1, 0),
    place: "Maria 'M' as the first character of the last row",
};
const ANNA: Person = Person {
    letter: b'A',
    at: (0, SIZE - 1),
    place: "Anna 'A' as the last character of the first row",
};

pub struct Board {
    /// Statues where they stand before the first round.
    statues: Cells,
}

impl Board {
    /// Statues after `t` falls: shifted down `t` rows, the bottom ones gone.
    fn statues_at(&self, t: usize) -> Cells {
        if t < SIZE {
            self.statues << (SIZE * t)
        } else {
            0
        }
    }
}

const ROW_SHAPE: &str = "a row of 8 characters from \".SMA\"";

/// Reads the 8 rows; `M` and `A` must stand exactly in their corners, nowhere else.
pub fn parse_board(sc: &mut Scanner) -> Result<Board, Error> {
    let mut statues = 0;
    for row in 0..SIZE {
        let token = sc.token(ROW_SHAPE)?;
        if token.bytes.len() != SIZE || !token.bytes.iter().all(|b| b".SMA".contains(b)) {
            return Err(token.error(ROW_SHAPE));
        }
        for (col, &b) in token.bytes.iter().enumerate() {
            let owner = [MARIA, ANNA].iter().find(|p| p.at == (row, col));
            match (owner, b) {
                (None, b'S') => statues |= cell(row, col),
                (None, b'.') => {}
                (Some(person), _) if b == person.letter => {}
                (Some(person), _) => return Err(token.error(person.place)),
                (None, _) => return Err(token.error("'M' and 'A' only in their corners")),
            }
        }
    }
    Ok(Board { statues })
}

/// Her cells after one move: stay, or step to any of the 8 neighbours on the board.
fn spread(cells: Cells) -> Cells {
    let row = cells | ((cells << 1) & NOT_COL_0) | ((cells >> 1) & NOT_COL_7);
    row | (row << SIZE) | (row >> SIZE)
}

/// Layered search over (cell, round): `alive[t]` holds every cell she can be on, alive, when
/// round `t + 1` begins, until the layer that empties or the one after the last fall.
fn alive_layers(board: &Board) -> Layers {
    let anna = cell(ANNA.at.0, ANNA.at.1);
    let mut layers = vec![cell(MARIA.at.0, MARIA.at.1)];
    for t in 0..SIZE {
        let moved = spread(layers[t]) & !board.statues_at(t);
        if moved & anna != 0 {
            return Layers {
                alive: layers,
                anna_in_round: Some(t + 1),
            };
        }
        let reach = moved & !board.statues_at(t + 1);
        layers.push(reach);
        if reach == 0 {
            break;
        }
    }
    Layers {
        alive: layers,
        anna_in_round: None,
    }
}

/// What the layered search found: the alive sets round by round, and the round in which she
/// can first step onto Anna, if that happens while statues are still falling.
struct Layers {
    alive: Vec<Cells>,
    anna_in_round: Option<usize>,
}

impl Layers {
    /// After 8 falls no statue is left, so a non-empty last layer has won too. (There is always
    /// a layer: her corner when round 1 begins.)
    fn wins(&self) -> bool {
        self.anna_in_round.is_some() || self.alive[self.alive.len() - 1] != 0
    }
}

/// The (row, col) of a one-cell set.
fn at(one: Cells) -> (usize, usize) {
    let index = one.trailing_zeros() as usize;
    (index / SIZE, index % SIZE)
}

/// Kings' distance: the rounds she needs between two cells on an empty board.
fn rounds_between(from_cell: (usize, usize), to_cell: (usize, usize)) -> usize {
    let rows = (from_cell.0 as i64 - to_cell.0 as i64).abs();
    let cols = (from_cell.1 as i64 - to_cell.1 as i64).abs();
    rows.max(cols) as usize
}

/// Her cell after each round of an earliest win: back through the layers from Anna (or from
/// the surviving cell nearest to her), then, once no statue is left, straight to Anna.
/// Needs `layers.wins()`.
fn winning_play(layers: &Layers) -> Vec<(usize, usize)> {
    let anna = cell(ANNA.at.0, ANNA.at.1);
    let (mut here, rounds) = match layers.anna_in_round {
        Some(round) => (anna, round),
        None => {
            let last = layers.alive[SIZE];
            let nearest = (0..SIZE * SIZE)
                .map(|index| 1 << index)
                .filter(|&one: &Cells| one & last != 0)
                .min_by_key(|&one| rounds_between(at(one), ANNA.at))
                .unwrap_or(last);
            (nearest, SIZE)
        }
    };
    let mut play = vec![at(here)];
    for t in (1..rounds).rev() {
        // a stay is the preferred predecessor, then the lowest neighbour
        let before = layers.alive[t] & spread(here);
        here = if before & here != 0 {
            here
        } else {
            before & before.wrapping_neg()
        };
        play.push(at(here));
    }
    play.reverse();
    let mut here = play[play.len() - 1];
    while here != ANNA.at {
        here = (
            here.0 - (here.0 > ANNA.at.0) as usize,
            here.1 + (here.1 < ANNA.at.1) as usize,
        );
        play.push(here);
    }
    play
}

/// Under the verdict: for WIN her cell after each round, for LOSE how many cells she can still
/// be alive on after each round.
fn write_explanation<W: Write>(out: &mut W, layers: &Layers) -> Result<(), Error> {
    if layers.wins() {
        let mut before = MARIA.at;
        for (round, &after) in winning_play(layers).iter().enumerate() {
            let (verb, whose) = if after == before {
                ("stays at", "")
            } else if after == ANNA.at {
                ("moves to", ", Anna's cell")
            } else {
                ("moves to", "")
            };
            writeln!(
                out,
                "  round {}: Maria {} ({},{}){}.",
                round + 1,
                verb,
                after.0,
                after.1,
                whose
            )?;
            before = after;
        }
    } else {
        for (round, alive) in layers.alive[1..].iter().enumerate() {
            let cells = alive.count_ones();
            let noun = if cells == 1 { "cell" } else { "cells" };
            writeln!(
                out,
                "  round {}: Maria can be alive on {} {}.",
                round + 1,
                cells,
                noun
            )?;
        }
    }
    Ok(())
}

/// Reads the board and prints the verdict, with how it comes about when `explained`.
fn answer<W: Write>(sc: &mut Scanner, out: &mut W, explained: bool) -> Result<(), Error> {
    let board = parse_board(sc)?;
    let layers = alive_layers(&board);
    writeln!(out, "{}", if layers.wins() { "WIN" } else { "LOSE" })?;
    if explained {
        write_explanation(out, &layers)?;
        #[cfg(feature = "draw")]
        draw::write_board(out, &board, &layers)?;
    }
    sc.ignore_rest("after the 8 rows");
    Ok(())
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    answer(sc, out, false)
}

/// `solve`, with the play behind the verdict under it.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    answer(sc, out, true)
}

fn main() {
    run_explained("statues", solve, explain);
}

#[cfg(test)]
mod tests;
