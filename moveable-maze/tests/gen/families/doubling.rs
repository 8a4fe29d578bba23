//! The doubling family (issue 44): forks whose square T can be gone back into round a 2x2
//! ring just beyond what memory near remembers, so that once lock sets crowd every fork is
//! remembered everywhere and the labels double with each fork (`doubling(k)`, 20x20, k = 1 to
//! `MOST_FORKS`; `doubling_wide(k, width)`, one row of forks on boards wider than the
//! statement allows, for the solver with `MAX_SIDE` raised).
//!
//! A fork is growth's (`growth.rs`) three columns wide: T (`NE`) on a row crossed eastwards,
//! X (`EW`) and J (`NEW`), and a ring over them 4 rows up, 10 moves from T round to J. Round
//! the ring T is left turned (one rotation); straight on it is turned back on the square
//! (two). In the ring's lower left corner, the *block*: the ring's west side just above T
//! (`NES` twice, no line west, so the fork before cannot link in for free) and the two
//! squares east of it (`NW`, `SW`), a 2x2 ring. A walk can leave T turned, go up, round the
//! block and come back down into T from the north, charged from T's original lines (north
//! and east): 6 moves, then 2 on to J.
//!
//! What each step of the solver makes of it (`cargo test --release -p moveable-maze --
//! --ignored doubling_family --nocapture`):
//! - the walk model steps from T into the block and straight back (a loop that reaches one
//!   square), so its best walk goes straight on at every fork, k turns above the answer;
//! - the walk model without step-backs (run from a gap of 8) goes round the block, 8 moves,
//!   shorter than the ring's 10: its path too goes straight on, so the first round's limit
//!   stays k above the answer (a ring of 3 rows, 8 moves, ties with the block, and that walk
//!   then found the answer from 4 forks on);
//! - the first round, every lock remembered everywhere, holds both ways at every fork: up to
//!   2^k lock sets (the pockets on the tail, 2x3 as in `forks.rs`, keep the heuristic 8 turns
//!   low, so they are all below the limit). Once they crowd (7 forks or more, on a wider
//!   board) the round is run again with memory near: T is remembered 2 squares out (twice the
//!   walk model's one-square loop), the block's far corner is 3 away, so the walk round the
//!   block comes back into every T fresh. Until memory near was bounded, the next round
//!   remembered every T everywhere (a second loop widened a memory to the whole board) and
//!   the labels doubled again (772,197 at 13 forks, 44 columns); now it remembers each T 6
//!   squares out, twice the walk round its block, and adds 1,000 to 1,700 labels a fork.
//!
//! Six forks fill a row of 20 columns. Past six, the rest go on a second row, crossed
//! westwards with their rings below (`half_turn`), and the tail is shorter, with 4 pockets:
//! there the first row's locks are forgotten (going back cannot beat the limit) and the
//! labels stop growing (NOTES.md, "The doubling family", has the table).

use super::growth::{lay_tail, one_row_tail, Place, SIDE};
use crate::gen::{opposite, Grid};

/// The most forks on a 20x20 board: two rows of `ROW_FORKS`.
pub const MOST_FORKS: usize = 2 * ROW_FORKS;

/// Forks on a row of 20 columns, three columns each after the start's.
const ROW_FORKS: usize = 6;

/// The ring's height (T up to its top row) and the rows of the pockets' rings by columns.
const RING_ROWS: usize = 4;
const POCKET_RING: (usize, usize) = (2, 3);

/// The pockets on the tail of a board with one row of forks, and with two.
const ONE_ROW_POCKETS: usize = 8;
const TWO_ROW_POCKETS: usize = 4;

/// The 20x20 board with `k` forks (1 to `MOST_FORKS`).
pub fn doubling(k: usize) -> Grid {
    assert!((1..=MOST_FORKS).contains(&k), "1 to {} forks", MOST_FORKS);
    if k <= ROW_FORKS {
        doubling_wide(k, SIDE)
    } else {
        two_rows(k - ROW_FORKS)
    }
}

/// One row of `k` forks on a board `width` columns wide (20 rows): the start west of the
/// first fork, the tail from the last J on, with `ONE_ROW_POCKETS` pockets. Wider than 20, a
/// board only the solver with `MAX_SIDE` raised reads.
pub fn doubling_wide(k: usize, width: usize) -> Grid {
    assert!(
        (1..=(width - 2) / 3).contains(&k),
        "1 to {} forks",
        (width - 2) / 3
    );
    let row = RING_ROWS;
    let mut grid = Grid::blank(SIDE, width);
    grid.start = grid.at(row, 0);
    grid.set(row, 0, "E");
    for fork in 0..k {
        lay_fork(&mut grid, (row, 1 + 3 * fork), false);
    }
    let path = one_row_tail(row, 1 + 3 * k, width);
    let (first, second) = (row + 5, row + 10);
    let half = ONE_ROW_POCKETS / 2;
    let west = (0..half).map(|i| ((first, width - 5 - 4 * i), 1));
    let east = (0..half).map(|i| ((second, 4 + 4 * i), -1));
    let pockets: Vec<(Place, isize)> = west.chain(east).collect();
    lay_tail(&mut grid, (row, 3 * k), &path, &pockets, POCKET_RING);
    grid
}

/// A full first row, `more` forks (1 to `ROW_FORKS`) on row `RING_ROWS + 2` from the east,
/// crossed westwards with their rings below, the rest of that row squares that need no
/// rotation, then down the first column to the pockets' row and a serpentine to the bottom.
fn two_rows(more: usize) -> Grid {
    let (a, b) = (RING_ROWS, RING_ROWS + 2);
    let mut grid = Grid::blank(SIDE, SIDE);
    grid.start = grid.at(a, 0);
    grid.set(a, 0, "E");
    for fork in 0..ROW_FORKS {
        lay_fork(&mut grid, (a, 1 + 3 * fork), false);
    }
    let last = SIDE - 1;
    grid.set(a, last, "SW");
    grid.set(a + 1, last, "NS");
    grid.set(b, last, "NW");
    for fork in 0..more {
        lay_fork(&mut grid, (b, last - 1 - 3 * fork), true);
    }
    for c in 1..last - 3 * more {
        grid.set(b, c, "EW");
    }
    grid.set(b, 0, "ES");
    // below the second row's rings, a free row, the pockets' rings and sticks
    let pockets_row = b + RING_ROWS + 5;
    let mut path: Vec<Place> = (b + 1..=pockets_row).map(|r| (r, 0)).collect();
    let (mut row, mut east) = (pockets_row, true);
    loop {
        let from = path.last().expect("a tail").1;
        if east {
            path.extend((from + 1..SIDE).map(|c| (row, c)));
        } else {
            path.extend((0..from).rev().map(|c| (row, c)));
        }
        east = !east;
        if row + 2 >= SIDE {
            break;
        }
        let c = path.last().expect("a tail").1;
        path.extend([(row + 1, c), (row + 2, c)]);
        row += 2;
    }
    let pockets: Vec<(Place, isize)> = (0..TWO_ROW_POCKETS)
        .map(|i| ((pockets_row, 4 + 4 * i), -1))
        .collect();
    lay_tail(&mut grid, (b, 0), &path, &pockets, POCKET_RING);
    grid
}

/// The fork with T at `t`, entered from the west with its ring above, or with `turned` a
/// half turn of it: entered from the east, its ring below.
fn lay_fork(grid: &mut Grid, t: Place, turned: bool) {
    let rows = RING_ROWS as isize;
    let mut parts = vec![(0, 0, "NE"), (0, 1, "EW"), (0, 2, "NEW")];
    for r in 1..rows {
        // the block's west side: rows 1 and 2 above T
        parts.push((-r, 0, if r <= 2 { "NES" } else { "NS" }));
        parts.push((-r, 2, "NS"));
    }
    parts.extend([(-rows, 0, "ES"), (-rows, 1, "EW"), (-rows, 2, "SW")]);
    parts.extend([(-1, 1, "NW"), (-2, 1, "SW")]);
    let sign = if turned { -1 } else { 1 };
    for (dr, dc, lines) in parts {
        let lines: String = if turned {
            lines.chars().map(opposite).collect()
        } else {
            lines.to_string()
        };
        let r = (t.0 as isize + sign * dr) as usize;
        let c = (t.1 as isize + sign * dc) as usize;
        grid.set(r, c, &lines);
    }
}
