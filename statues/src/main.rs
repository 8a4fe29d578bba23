//! Statues (Codeforces 128A / 129C): can Maria reach Anna while the statues fall a row a round?
//! The board is a 64-bit bitboard; her reachable cells are propagated round by round for the
//! 8 rounds that statues exist, checking the statues now (no entering) and after they fall.

#[cfg(not(feature = "explain"))]
use shared_io::run;
#[cfg(feature = "explain")]
use shared_io::run_explained;
use shared_io::{Error, Scanner};
use std::io::{self, Write};

// `--explain` (src/explain.rs, its drawing in src/explain/draw.rs) is for cargo builds only:
// a judge passes no arguments, and the bundle carries this one line of it.
#[cfg(feature = "explain")]
pub mod explain;

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

/// Reads the one board, solves it and hands it with its layers to `report`; text after the
/// board is left to a warning. (One case per input: the loop every solver has, run once.)
fn each_case<W: Write, F>(sc: &mut Scanner, out: &mut W, mut report: F) -> Result<(), Error>
where
    F: FnMut(&mut W, &Board, &Layers) -> io::Result<()>,
{
    let board = parse_board(sc)?;
    let layers = alive_layers(&board);
    report(out, &board, &layers)?;
    sc.ignore_rest("after the 8 rows");
    Ok(())
}

/// The verdict.
fn verdict(layers: &Layers) -> &'static str {
    if layers.wins() {
        "WIN"
    } else {
        "LOSE"
    }
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, _, layers| {
        writeln!(out, "{}", verdict(layers))
    })
}

fn main() {
    #[cfg(feature = "explain")]
    run_explained("statues", solve, explain::explain, explain::html);
    #[cfg(not(feature = "explain"))]
    run("statues", solve);
}

#[cfg(test)]
mod tests;
