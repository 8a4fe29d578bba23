//! The growth family (issue #20): 20x20 boards with k forks, k = 1 to `MOST_FORKS`
//! (`growth(k)`), on which the refinement's labels double with each fork up to 9 (25,000
//! labels) and go on growing, more slowly, to some 250,000 labels and over a second at 17;
//! and one fork alone on a 3x4 board for the full-state brute force (`one_fork`).
//!
//! A *fork* is a square T, original lines `NE`, on a row the piece crosses west to east, with
//! a loop of four squares over it and the square J east of it (`NEW`), which both ways join:
//! - T pre-rotated once to `WN` and left north, turned, round the loop (five moves to J):
//!   one rotation;
//! - T pre-rotated once and turned back on the square to `NE`, left east untouched (one move):
//!   two rotations.
//!
//! The walk model does neither: it steps from T into the loop's first square and straight
//! back, and charges T's second entry from its original `NE`, which shows north and east (one
//! rotation, three moves). So its best walk re-enters every T turned, and the first round of
//! the refinement tracks all k of them. In that round a walk that goes round the loop holds
//! T's lock, one rotation cheaper and four moves later than one that goes east without it: no
//! label dominates another, and the k forks make 2^k lock sets at J of the last fork.
//!
//! Two things keep them all alive and searched. The rest of the board is a long *tail* of
//! heavy squares (one line pointing on: four rotations each, in two turns), so rotations set
//! the pace and the loops' extra moves cost nothing at the end. And k *pockets* on the tail
//! (the README's trap with a 2x2 ring at the end of a one-square stick, which the relaxation
//! can turn round in without stepping straight back) make the bound from J (the walk model
//! without step-backs) k turns too low, so labels at J that went east at some forks still
//! have keys below the round's answer: all 2^k lock sets are expanded at J of the last fork
//! (measured). The round's limit, the price of the walk model's best walk with its loops cut
//! (east at every fork), is k above the answer, which keeps every fork's square within reach
//! (`Relaxation::through`) until the piece heads down the tail, whose rotations use that
//! slack up. The walk model is a turn below the answer per pocket, and one round finds it.
//!
//! Nine forks fill row 2. Past nine, the rest go on row 4, crossed westwards with their loops
//! below it, and the tail starts after them: shorter, so it has room for 8 pockets and pays
//! for fewer extra moves. There the oldest locks are forgotten before the last fork (at most
//! 12 held at once, measured) and the labels grow by about 1.4 a fork instead of 2.

use crate::gen::{opposite, Grid};

/// The most forks: two rows of `ROW_FORKS`.
pub const MOST_FORKS: usize = 2 * ROW_FORKS;

/// The forks on a row: two columns each, between the start's column and the last.
const ROW_FORKS: usize = 9;

/// The pockets of a board with two rows of forks: its shorter tail's heavy squares pay for
/// the moves of no more (8 gave the most labels at 18 forks, measured against 7 and 9).
const TWO_ROW_POCKETS: usize = 8;

/// The side of the board.
pub(super) const SIDE: usize = 20;

/// The ring of each pocket: a 2x2 block (rows, columns) of `NESW` squares.
const RING: (usize, usize) = (2, 2);

/// A square: (row, column).
pub(super) type Place = (usize, usize);

/// A fork whose T is entered from the west, its loop to the north, as (row step, column step,
/// lines) from T: T, J, then the loop from T's side round to J's.
const EAST_FORK: [(isize, isize, &str); 6] = [
    (0, 0, "NE"),
    (0, 1, "NEW"),
    (-1, 0, "NS"),
    (-2, 0, "ES"),
    (-2, 1, "SW"),
    (-1, 1, "NS"),
];

/// `EAST_FORK` turned a half turn: T entered from the east, its loop to the south.
const WEST_FORK: [(isize, isize, &str); 6] = [
    (0, 0, "SW"),
    (0, -1, "ESW"),
    (1, 0, "NS"),
    (2, 0, "NW"),
    (2, -1, "NE"),
    (1, -1, "NS"),
];

/// The growth board with `k` forks (1 to `MOST_FORKS`): up to `ROW_FORKS` on row 2 with `k`
/// pockets on the tail; past that, the rest on row 4, crossed westwards, and
/// `TWO_ROW_POCKETS` pockets on a shorter tail.
pub fn growth(k: usize) -> Grid {
    growth_with(k, RING)
}

/// `growth(k)` with pockets whose rings are `ring` (rows by columns of `NESW`), as many as
/// fit where growth's 2x2 blocks go (issue 44: rings 3 columns wide, which the heuristic's
/// ban on rounds of a 2x2 block does not bar, leave room for 7).
pub fn growth_with(k: usize, ring: (usize, usize)) -> Grid {
    assert!((1..=MOST_FORKS).contains(&k), "1 to {} forks", MOST_FORKS);
    let mut grid = Grid::blank(SIDE, SIDE);
    grid.start = grid.at(2, 0);
    grid.set(2, 0, "E");
    for fork in 0..k.min(ROW_FORKS) {
        lay_fork(&mut grid, (2, 1 + 2 * fork), &EAST_FORK);
    }
    let (before, path, pockets) = if k <= ROW_FORKS {
        let pockets: Vec<(Place, isize)> = one_row_pockets(ring.1).into_iter().take(k).collect();
        ((2, 2 * k), one_row_tail(2, 1 + 2 * k, SIDE), pockets)
    } else {
        lay_second_row(&mut grid, k - ROW_FORKS);
        let pockets: Vec<(Place, isize)> = two_row_pockets(ring.1)
            .into_iter()
            .take(TWO_ROW_POCKETS)
            .collect();
        ((4, 0), two_row_tail(), pockets)
    };
    lay_tail(&mut grid, before, &path, &pockets, ring);
    grid
}

/// One fork alone, for the brute force: the start west of T, the target east of J.
pub fn one_fork() -> Grid {
    let mut grid = Grid::blank(3, 4);
    grid.set(2, 0, "E");
    lay_fork(&mut grid, (2, 1), &EAST_FORK);
    grid.set(2, 3, "W");
    grid.start = grid.at(2, 0);
    grid.target = grid.at(2, 3);
    grid
}

/// A fork with T at `t`: going round the loop, T to J is five moves and needs no rotation but
/// T's.
fn lay_fork(grid: &mut Grid, t: Place, fork: &[(isize, isize, &str)]) {
    for &(dr, dc, lines) in fork {
        grid.set(shifted(t.0, dr), shifted(t.1, dc), lines);
    }
}

fn shifted(at: usize, by: isize) -> usize {
    (at as isize + by) as usize
}

/// Row 4 after a full row 2: down the last column, then `forks` forks from the east, the rest
/// of the row squares that need no rotation (a rotation between a fork and the piece would
/// use up the slack that keeps the fork's lock, `growth`'s header), and a corner down.
fn lay_second_row(grid: &mut Grid, forks: usize) {
    let last = SIDE - 1;
    grid.set(2, last, "SW");
    grid.set(3, last, "NS");
    grid.set(4, last, "NW");
    for fork in 0..forks {
        lay_fork(grid, (4, last - 1 - 2 * fork), &WEST_FORK);
    }
    for c in 1..last - 2 * forks {
        grid.set(4, c, "EW");
    }
    grid.set(4, 0, "ES");
}

/// The tail after one row of forks on a board `width` columns wide (`SIDE` here; the
/// doubling family's may be wider), from column `first` of the fork row `row` (2 here) to the
/// target: east to the last column, down 5 rows (to row 7), west along it, down 5 more
/// (to row 12), east along it, then a serpentine on every other row to the bottom. Rows
/// between are `x`, so the tail is a corridor and nothing beside it touches a pocket.
pub(super) fn one_row_tail(row: usize, first: usize, width: usize) -> Vec<Place> {
    let last = width - 1;
    let (west_row, east_row) = (row + 5, row + 10);
    let mut path: Vec<Place> = (first..width).map(|c| (row, c)).collect();
    path.extend((row + 1..=west_row).map(|r| (r, last)));
    path.extend((0..last).rev().map(|c| (west_row, c)));
    path.extend((west_row + 1..=east_row).map(|r| (r, 0)));
    path.extend((1..width).map(|c| (east_row, c)));
    let (mut row, mut west) = (east_row, true);
    while row + 2 < SIDE {
        let c = path.last().expect("a tail").1;
        path.extend([(row + 1, c), (row + 2, c)]);
        row += 2;
        if west {
            path.extend((0..last).rev().map(|c| (row, c)));
        } else {
            path.extend((1..width).map(|c| (row, c)));
        }
        west = !west;
    }
    path
}

/// The pockets after one row of forks whose rings are `cols` wide, each with the column step
/// to its ring's far side: for 2 columns, every third square of row 7 from column 16 down to
/// 4, then of row 12 from 3 up to 15 (`cols + 1` apart, so that no two rings touch), clear of
/// the columns the tail goes down.
fn one_row_pockets(cols: usize) -> Vec<(Place, isize)> {
    let west = west_pockets(7, cols);
    west.chain(east_pockets(12, cols)).collect()
}

/// Pockets on `row`, crossed westwards, their rings reaching east: from column `SIDE - 2 -
/// cols` down to 4, `cols + 1` apart (the ring stays clear of the last two columns).
fn west_pockets(row: usize, cols: usize) -> impl Iterator<Item = (Place, isize)> {
    (4..SIDE - 1 - cols)
        .rev()
        .step_by(cols + 1)
        .map(move |c| ((row, c), 1))
}

/// Pockets on `row`, crossed eastwards, their rings reaching west: from column `cols + 1` up
/// to `SIDE - 4`, `cols + 1` apart (the ring stays clear of the first two columns).
fn east_pockets(row: usize, cols: usize) -> impl Iterator<Item = (Place, isize)> {
    (cols + 1..SIDE - 3)
        .step_by(cols + 1)
        .map(move |c| ((row, c), -1))
}

/// The tail after two rows of forks, from column 0 of row 5: down to row 11, east along it,
/// down to row 16, west along it, down to row 18 and east along it.
fn two_row_tail() -> Vec<Place> {
    let last = SIDE - 1;
    let mut path: Vec<Place> = (5..=11).map(|r| (r, 0)).collect();
    path.extend((1..SIDE).map(|c| (11, c)));
    path.extend((12..=16).map(|r| (r, last)));
    path.extend((0..last).rev().map(|c| (16, c)));
    path.extend([(17, 0), (18, 0)]);
    path.extend((1..SIDE).map(|c| (18, c)));
    path
}

/// The pockets after two rows of forks whose rings are `cols` wide: for 2 columns, every
/// third square of row 11 from column 3 up to 15, then of row 16 from 16 down to 4.
fn two_row_pockets(cols: usize) -> Vec<(Place, isize)> {
    east_pockets(11, cols)
        .chain(west_pockets(16, cols))
        .collect()
}

/// The tail's squares along `path`, entered from `before`: a pocket at each of `pockets`
/// (with the column step to its ring's far side), its ring `ring` (rows by columns of
/// `NESW`), the target at its end, with one line pointing back, and every other square
/// heavy: one line pointing the way the piece arrives, so it is pre-rotated twice to be
/// entered and turned twice more to be left, four rotations in two turns.
pub(super) fn lay_tail(
    grid: &mut Grid,
    mut before: Place,
    path: &[Place],
    pockets: &[(Place, isize)],
    ring: (usize, usize),
) {
    for (i, &here) in path.iter().enumerate() {
        let arriving = heading(before, here);
        match path.get(i + 1) {
            None => grid.set(here.0, here.1, &opposite(arriving).to_string()),
            Some(&next) => match pockets.iter().find(|(at, _)| *at == here) {
                Some(&(_, side)) => lay_pocket(grid, here, heading(here, next), side, ring),
                None => grid.set(here.0, here.1, &arriving.to_string()),
            },
        }
        before = here;
    }
    let (r, c) = *path.last().expect("a tail");
    grid.target = grid.at(r, c);
}

/// The README's trap at `at` on a row the tail leaves towards `on`: the square shows north and
/// `on`, so entering it from behind takes one pre-rotation that also shows north; above it a
/// stick of one square, then a ring of `NESW` squares, `ring` rows by columns, its columns
/// `side` apart (a 2x2 block here). The relaxation goes up, round the ring and back down
/// into it, charged from its original lines, which show `on`: one rotation less than
/// crossing it, until it is tracked.
fn lay_pocket(grid: &mut Grid, (r, c): Place, on: char, side: isize, ring: (usize, usize)) {
    grid.set(r, c, &format!("N{}", on));
    grid.set(r - 1, c, "NS");
    for row in r - 1 - ring.0..r - 1 {
        for step in 0..ring.1 as isize {
            grid.set(row, shifted(c, side * step), "NESW");
        }
    }
}

/// The direction of the step from `a` to its neighbour `b`.
pub(super) fn heading(a: Place, b: Place) -> char {
    match (b.0 as isize - a.0 as isize, b.1 as isize - a.1 as isize) {
        (-1, 0) => 'N',
        (0, 1) => 'E',
        (1, 0) => 'S',
        (0, -1) => 'W',
        step => panic!("not a step: {:?}", step),
    }
}
