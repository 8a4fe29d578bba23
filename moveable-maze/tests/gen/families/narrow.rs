//! The narrow doubling family (issue 44): the doubling family's forks (`doubling.rs`) two
//! columns wide, so that 9 fit on a 20x20 row and the first round crowds inside the
//! statement's board (`narrow(k)`, k = 1 to `MOST_FORKS`).
//!
//! A fork is T (`NE`) and J (`NEW`) side by side on a row crossed eastwards, no square between
//! them, and a ring up T's column, across and down J's, `RING_ROWS` rows: 9 moves from T round
//! to J, 1 straight on. Round the ring T is left turned (one rotation); straight on it is
//! turned back on the square (two). The *block*, a 2x2 ring, is T's column just above T (the
//! ring's west side, `NSW` twice) and the column west of it (`NE`, `ES`): a walk can leave T
//! turned, go up, round the block and come back down into T from the north, charged from T's
//! original lines (north and east), 6 moves, then 1 on to J: 7 against the ring's 9. The
//! block's west column is the fork before's J column, so ring and block go above the row and
//! below it in turn (a fork below is one above mirrored across the row: T `SE`, J `SEW`): a
//! block never meets the ring of the fork before, and 9 forks fill row 4, columns 1 to 18.
//!
//! The tail is growth's kind (`growth::lay_tail`): heavy squares, one line pointing on, four
//! rotations each. It leaves row 4 at the last column and crosses the board on rows 10, 12, 17
//! and 19 in turn (the rings below the row reach row 8; row 9 stays empty, so that no ring
//! touches the tail), with 4 pockets on row 17 (2x3 rings above it, as in `forks.rs`), so that
//! the walk model stays 4 turns low and the lock sets are searched below the limit.
//!
//! What each step of the solver makes of it (`cargo test --release -p moveable-maze --
//! --ignored narrow_family --nocapture`): as on the doubling boards, the walk model's best
//! walk goes back into every T from the block (stepping in and back, or round it: 7 moves,
//! shorter than the ring's 9), so with its loops cut it goes straight on at every fork and
//! the first round's limit is k above the answer (measured at every k); that round, every
//! lock remembered everywhere, holds both ways at every fork, up to 2^k lock sets, 1.6 to 1.8
//! times the labels a fork. From 8 forks it crowds (about 7,000 labels, abandoned) and is run
//! again with memory near: T is remembered 2 squares out, the block's far corner is 3 away, so
//! the walk round the block comes back into every T fresh. That round finds and proves the
//! answer in about 4,000 labels, now that memory near is never widened to the whole board
//! (13,655 and 20,012 at 8 and 9 forks when a second loop back into a square widened it to
//! the whole board: 27,206 labels in all at 9).
//!
//! Three tails were measured, from the probe in NOTES.md (labels at 7, 8 and 9 forks, with
//! memory widened to the whole board on a second loop): this one (8,536, 20,637, 27,206); 4
//! pockets under row 10 (rings below it) with heavy rows 15, 17 and 19, whose first round
//! crowds from 7 forks (17,700, 20,217, 26,895); and a short heavy tail, rows 13 and 18 alone
//! with 4 pockets on each, whose first round never crowds (7,648, 6,654, 4,377). This one
//! takes the most labels at 8 and 9 forks.

use super::forks::POCKET_RING;
use super::growth::{lay_tail, Place, SIDE};
use crate::gen::Grid;

/// The most forks on a 20x20 board: one row of forks two columns wide, between the start's
/// column and the last.
pub const MOST_FORKS: usize = (SIDE - 2) / FORK_COLUMNS;

/// A fork's columns: T and J.
const FORK_COLUMNS: usize = 2;

/// The ring's height, T up to its top row; the fork row is as far down, so that the rings
/// above it reach row 0 (and those below reach row 8).
const RING_ROWS: usize = 4;
const FORK_ROW: usize = RING_ROWS;

/// The rows the tail crosses after the fork row, westwards first and then in turn.
const LONG_ROWS: [usize; 4] = [10, 12, 17, 19];

/// The pockets: on the third long row (crossed westwards), their rings above it.
const POCKETS_ROW: usize = 17;
const POCKETS: usize = 4;

/// The 20x20 board with `k` forks (1 to `MOST_FORKS`): the start west of the first fork on
/// row 4, the tail from the last J on to the target in the last corner.
pub fn narrow(k: usize) -> Grid {
    assert!((1..=MOST_FORKS).contains(&k), "1 to {} forks", MOST_FORKS);
    let mut grid = Grid::blank(SIDE, SIDE);
    grid.start = grid.at(FORK_ROW, 0);
    grid.set(FORK_ROW, 0, "E");
    for fork in 0..k {
        lay_fork(&mut grid, 1 + FORK_COLUMNS * fork, fork % 2 == 1);
    }
    let path = tail(1 + FORK_COLUMNS * k);
    let gap = POCKET_RING.1 + 1;
    let pockets: Vec<(Place, isize)> = (0..POCKETS)
        .map(|i| ((POCKETS_ROW, SIDE - 5 - gap * i), 1))
        .collect();
    lay_tail(
        &mut grid,
        (FORK_ROW, FORK_COLUMNS * k),
        &path,
        &pockets,
        POCKET_RING,
    );
    grid
}

/// The tail from column `first` of the fork row: east to the last column, then down the
/// column it is in to each of `LONG_ROWS` and across it, westwards first.
fn tail(first: usize) -> Vec<Place> {
    let last = SIDE - 1;
    let mut path: Vec<Place> = (first..SIDE).map(|c| (FORK_ROW, c)).collect();
    let (mut row, mut column) = (FORK_ROW, last);
    for long in LONG_ROWS {
        path.extend((row + 1..=long).map(|r| (r, column)));
        if column == last {
            path.extend((0..last).rev().map(|c| (long, c)));
        } else {
            path.extend((1..SIDE).map(|c| (long, c)));
        }
        (row, column) = (long, last - column);
    }
    path
}

/// The fork with T in column `c` of the fork row, its ring and block above the row, or
/// with `below` mirrored across it.
fn lay_fork(grid: &mut Grid, c: usize, below: bool) {
    let rows = RING_ROWS as isize;
    // T, J, the ring's sides, its top, and the block
    let mut parts = vec![(0, 0, "NE"), (0, 1, "NEW")];
    for r in 1..rows {
        parts.push((-r, 0, if r <= 2 { "NSW" } else { "NS" }));
        parts.push((-r, 1, "NS"));
    }
    parts.extend([(-rows, 0, "ES"), (-rows, 1, "SW")]);
    parts.extend([(-1, -1, "NE"), (-2, -1, "ES")]);
    for (dr, dc, lines) in parts {
        let (dr, lines) = if below {
            (-dr, mirrored(lines))
        } else {
            (dr, lines.to_string())
        };
        let r = (FORK_ROW as isize + dr) as usize;
        let column = (c as isize + dc) as usize;
        grid.set(r, column, &lines);
    }
}

/// `lines` mirrored across a row: north and south swapped.
fn mirrored(lines: &str) -> String {
    lines
        .chars()
        .map(|d| match d {
            'N' => 'S',
            'S' => 'N',
            d => d,
        })
        .collect()
}
