//! Adversarial board families (issue 11), each drawn at random sizes, positions and lines and
//! then under a random symmetry of the square. Their parts:
//! - *traps*: a corridor square whose original lines point to a dead-end pocket beside it and
//!   onward, so that the walk model, stepping into the pocket and back, re-enters it "unturned"
//!   and saves a rotation the literal rules charge (the README's 2x4 board, repeated);
//! - *heavy* squares: single lines a corridor passes straight through (two rotations each),
//!   so rotations, not moves, set the pace and leave spare turns for detours;
//! - *fields* the piece crosses first (`NESW` squares, brick walls of two-line squares, rooms
//!   joined by doors), beside a start or door square that can turn: countless walks to try.
//!
//! Each family has a big version (up to 20x20) and a tiny one (at most 7 squares that can
//! turn) for the full-state brute force. Apart from them, `growth.rs`: not drawn at random
//! but built for k = 1 to 18 forks, boards on which the refinement's labels doubled with each
//! k; `forks.rs` (issue 44), growth's forks with larger rings, pockets the heuristic does
//! not bar, and spurs; `doubling.rs` (issue 44), forks with a 2x2 block in each ring,
//! whose labels double again once memory near is in play; and `narrow.rs` (issue 44), the
//! doubling forks two columns wide, 9 to a row, whose first round crowds inside 20x20.

mod corridors;
pub mod doubling;
mod fields;
pub mod forks;
pub mod growth;
pub mod narrow;

use crate::gen::{opposite, random_lines, rotated_lines, shuffled, Grid, MAX_SIDE};
pub(crate) use corridors::serpentine;
use corridors::*;
pub use corridors::{lollipop_within, snake_within};
use fields::*;
use tools::problem::Rng;

/// A family of boards: its name, and generators of big and tiny boards.
pub struct Family {
    pub name: &'static str,
    pub big: fn(&mut Rng) -> Grid,
    pub tiny: fn(&mut Rng) -> Grid,
}

pub const FAMILIES: [Family; 7] = [
    Family {
        name: "door-field-tail",
        big: door_field_tail,
        tiny: tiny_door_field_tail,
    },
    Family {
        name: "trap-corner",
        big: trap_corner,
        tiny: tiny_trap_corner,
    },
    Family {
        name: "snake",
        big: snake,
        tiny: tiny_snake,
    },
    Family {
        name: "lollipop",
        big: lollipop,
        tiny: tiny_lollipop,
    },
    Family {
        name: "bricks",
        big: bricks,
        tiny: tiny_bricks,
    },
    Family {
        name: "rooms",
        big: rooms,
        tiny: tiny_rooms,
    },
    Family {
        name: "ring",
        big: rings,
        tiny: tiny_ring,
    },
];

const ALL_LINES: &str = "NESW";

/// The README's 2x4 trap, rows north to south: the piece starts at the west end of the
/// bottom row and ends at the east end of the top row; the walk model steps from the bottom
/// row's second square into the dead end above it and back.
pub const TRAP_2X4: [[&str; 4]; 2] = [["x", "S", "x", "N"], ["E", "NE", "NE", "W"]];

/// One line, pointing anywhere.
pub(crate) fn single_line(rng: &mut Rng) -> String {
    rng.pick(&["N", "E", "S", "W"]).to_string()
}

/// One to three lines (a square that can turn), in a random order.
fn turnable_lines(rng: &mut Rng) -> String {
    loop {
        let lines = random_lines(rng);
        if lines.len() < 4 {
            return lines;
        }
    }
}

/// Two lines, straight or a corner, turned at random.
fn two_lines(rng: &mut Rng) -> String {
    let shape = *rng.pick(&["NS", "NE"]);
    rotated_lines(rng, shape)
}

/// `grid` under a random symmetry.
pub(crate) fn any_symmetry(rng: &mut Rng, grid: Grid) -> Grid {
    grid.transformed(rng.below(8))
}

/// Squares of a rectangle, row-major.
fn rectangle(
    grid: &Grid,
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> Vec<usize> {
    rows.flat_map(|r| cols.clone().map(move |c| (r, c)))
        .map(|(r, c)| grid.at(r, c))
        .collect()
}

/// The direction from square `a` to its neighbour `b`.
pub(crate) fn towards(grid: &Grid, a: usize, b: usize) -> char {
    ['N', 'E', 'S', 'W']
        .into_iter()
        .find(|&d| grid.beside(a, d) == Some(b))
        .expect("neighbours")
}

/// The two directions square to `d`.
fn square_to(d: char) -> [char; 2] {
    if d == 'N' || d == 'S' {
        ['E', 'W']
    } else {
        ['N', 'S']
    }
}

/// Turns squares past the first `most` that can turn into `NESW`, chosen at random.
pub(crate) fn cap_turnable(grid: &mut Grid, most: usize, rng: &mut Rng) {
    let mut turning: Vec<usize> = (0..grid.squares.len())
        .filter(|&s| grid.turnable(s))
        .collect();
    while turning.len() > most {
        let i = rng.below(turning.len());
        grid.squares[turning.swap_remove(i)] = ALL_LINES.to_string();
    }
}
