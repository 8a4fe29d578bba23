//! The fork families (issue 44): the growth family's forks (`growth.rs`) with larger rings,
//! built at their strongest within 20x20, for k = 1 to the forks that fit on a row
//! (`forks(shape, k)`, one shape a family, `SHAPES`).
//!
//! A fork is a square T (`NE`) on a row the piece crosses eastwards, the square J (`NEW`) at
//! the other end of its ring, and between them the ring's way round: `rows` squares up from
//! T, along, and down into J, `cols` columns from T to J (growth's fork is 2 rows by 2
//! columns, a ring of 6 squares; here also 8 and 10). Round the ring, T is left turned (one
//! rotation); straight on to J it is turned back on the square (two). So, as in growth, a
//! label that went round holds T's lock, one rotation cheaper and some moves later than one
//! that went straight: k forks make up to 2^k lock sets at the last J.
//!
//! What growth's pockets did and the solver now bars: growth keeps the bound below the
//! answer with pockets whose ring is a 2x2 block, which the heuristic's ban on rounds of a
//! 2x2 block prices right. Here every pocket's ring is 2x3 (`POCKET_RING`), the smallest
//! ring the heuristic does not bar: each still lets the relaxation turn round and come back
//! into the pocket's square charged from its original lines, so the walk model is a turn
//! low per pocket (`POCKETS` of them, on two rows of the tail), and the first round tracks
//! them with the forks.
//!
//! With `spur`, a fork's way back reaches farther: a stick north from the ring's top-left
//! corner to a 2x2 block of `NESW` squares, so that a walk can leave T turned, go up, turn
//! round the block and come back down into T from the north, charged from T's original
//! lines (which show north and east): a loop back into T several squares long, which memory
//! near (twice the first loop's reach) would not cover; measured, no round of these boards
//! crowds, so memory never turns near and the loop stays barred. The spurs need the ring 3
//! columns wide at least, so that the blocks of two forks do not touch.
//!
//! The tail after the forks is growth's (`growth::one_row_tail`, `growth::lay_tail`): heavy
//! squares (one line pointing on, four rotations in two turns), so that rotations set the
//! pace and the rings' extra moves cost nothing; it snakes down the board in rows 5 apart,
//! with the pockets on its first two long rows (a ring 3 columns wide needs a pocket every
//! fourth square), then every other row to the bottom. Measured (NOTES.md, "The fork
//! families, climbs from them, and when lock sets crowd", has the table):
//! the labels grow 1.5 to 1.9 times a fork over the first forks and 1.0 to 1.2 at the last,
//! to at most 5,476 a board; every board takes one round, whose limit is already the answer.

use super::growth::{lay_tail, one_row_tail, Place, SIDE};
use crate::gen::Grid;

/// The pockets on the tail, and the ring of each: rows by columns of `NESW` squares.
const POCKETS: usize = 8;
pub const POCKET_RING: (usize, usize) = (2, 3);

/// A fork family: the fork's ring, `rows` squares up from T and `cols` columns from T to J,
/// and whether each fork has a spur.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub name: &'static str,
    pub rows: usize,
    pub cols: usize,
    pub spur: bool,
}

impl Shape {
    /// The forks that fit on the row, between the start's column and the last.
    pub fn most(&self) -> usize {
        (SIDE - 2) / self.cols
    }

    /// The fork row: below the rings (and the spurs' sticks and blocks).
    fn row(&self) -> usize {
        if self.spur {
            self.rows + 3
        } else {
            self.rows
        }
    }
}

/// The families: rings of 6, 8 and 10 squares, taller or wider, and two with spurs.
pub const SHAPES: [Shape; 8] = [
    Shape {
        name: "fork-ring-6",
        rows: 2,
        cols: 2,
        spur: false,
    },
    Shape {
        name: "fork-ring-8-tall",
        rows: 3,
        cols: 2,
        spur: false,
    },
    Shape {
        name: "fork-ring-8-wide",
        rows: 2,
        cols: 3,
        spur: false,
    },
    Shape {
        name: "fork-ring-10-tall",
        rows: 4,
        cols: 2,
        spur: false,
    },
    Shape {
        name: "fork-ring-10",
        rows: 3,
        cols: 3,
        spur: false,
    },
    Shape {
        name: "fork-ring-10-wide",
        rows: 2,
        cols: 4,
        spur: false,
    },
    Shape {
        name: "fork-spur-8",
        rows: 2,
        cols: 3,
        spur: true,
    },
    Shape {
        name: "fork-spur-10",
        rows: 3,
        cols: 3,
        spur: true,
    },
];

/// The board of `shape` with `k` forks (1 to `shape.most()`): the start west of the first
/// fork, the tail from the last J to the target.
pub fn forks(shape: Shape, k: usize) -> Grid {
    assert!(
        (1..=shape.most()).contains(&k),
        "1 to {} forks",
        shape.most()
    );
    let row = shape.row();
    let mut grid = Grid::blank(SIDE, SIDE);
    grid.start = grid.at(row, 0);
    grid.set(row, 0, "E");
    for fork in 0..k {
        lay_fork(&mut grid, shape, 1 + shape.cols * fork);
    }
    let path = one_row_tail(row, 1 + shape.cols * k, SIDE);
    let (first, second) = (row + 5, row + 10);
    let gap = POCKET_RING.1 + 1;
    let west = (0..POCKETS / 2).map(|i| ((first, SIDE - 5 - gap * i), 1));
    let east = (0..POCKETS / 2).map(|i| ((second, 4 + gap * i), -1));
    let pockets: Vec<(Place, isize)> = west.chain(east).collect();
    lay_tail(
        &mut grid,
        (row, shape.cols * k),
        &path,
        &pockets,
        POCKET_RING,
    );
    grid
}

/// A fork of `shape` with T in column `c` of the fork row: T, the squares straight on to J,
/// J, and the ring's way round over them; with a spur, the stick and block above.
fn lay_fork(grid: &mut Grid, shape: Shape, c: usize) {
    let (row, last) = (shape.row(), c + shape.cols - 1);
    let top = row - shape.rows;
    grid.set(row, c, "NE");
    grid.set(row, last, "NEW");
    for between in c + 1..last {
        grid.set(row, between, "EW");
        grid.set(top, between, "EW");
    }
    for r in top + 1..row {
        grid.set(r, c, "NS");
        grid.set(r, last, "NS");
    }
    grid.set(top, c, if shape.spur { "NES" } else { "ES" });
    grid.set(top, last, "SW");
    if shape.spur {
        grid.set(top - 1, c, "NS");
        for r in top - 3..top - 1 {
            grid.set(r, c, "NESW");
            grid.set(r, c + 1, "NESW");
        }
    }
}
