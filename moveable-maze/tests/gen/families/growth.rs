//! The growth family (issue #20): 20x20 boards on which the refinement's labels double with
//! each of k forks, k = 1 to `MOST_FORKS` (`growth(k)`), and one fork alone on a 3x4 board
//! for the full-state brute force (`one_fork`).
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
//! slack up. The walk model is k below the answer, and one round finds it.

use crate::gen::{opposite, Grid};

/// The most forks that fit: two columns each, between the start's column and the last.
pub const MOST_FORKS: usize = 9;

/// The side of the board.
const SIDE: usize = 20;

/// The row the piece crosses the forks on, west to east from the start at its column 0.
const FORK_ROW: usize = 2;

/// The tail's rows that carry pockets: the first runs west, the second east.
const POCKET_ROWS: [usize; 2] = [7, 12];

/// The growth board with `k` forks (1 to `MOST_FORKS`) and `k` pockets on its tail.
pub fn growth(k: usize) -> Grid {
    assert!((1..=MOST_FORKS).contains(&k), "1 to {} forks", MOST_FORKS);
    let mut grid = Grid::blank(SIDE, SIDE);
    grid.start = grid.at(FORK_ROW, 0);
    grid.set(FORK_ROW, 0, "E");
    for fork in 0..k {
        lay_fork(&mut grid, 1 + 2 * fork);
    }
    let tail = tail(1 + 2 * k);
    let pockets = pocket_places(k);
    let mut before = (FORK_ROW, 2 * k);
    for (i, &here) in tail.iter().enumerate() {
        let arriving = heading(before, here);
        match tail.get(i + 1) {
            // the target: one line back, so it is entered as it is
            None => grid.set(here.0, here.1, &opposite(arriving).to_string()),
            Some(&next) => match pockets.iter().find(|(at, _)| *at == here) {
                Some(&(_, ring_side)) => {
                    lay_pocket(&mut grid, here, heading(here, next), ring_side)
                }
                None => grid.set(here.0, here.1, &arriving.to_string()),
            },
        }
        before = here;
    }
    let (r, c) = *tail.last().expect("a tail");
    grid.target = grid.at(r, c);
    grid
}

/// One fork alone, for the brute force: the start west of T, the target east of J.
pub fn one_fork() -> Grid {
    let mut grid = Grid::blank(3, 4);
    grid.set(FORK_ROW, 0, "E");
    lay_fork(&mut grid, 1);
    grid.set(FORK_ROW, 3, "W");
    grid.start = grid.at(FORK_ROW, 0);
    grid.target = grid.at(FORK_ROW, 3);
    grid
}

/// A fork with T in column `c` and J in column `c + 1` of the fork row, its loop in the two
/// rows above: T, up, east, down to J is five moves and needs no rotation but T's.
fn lay_fork(grid: &mut Grid, c: usize) {
    grid.set(FORK_ROW, c, "NE");
    grid.set(FORK_ROW, c + 1, "NEW");
    grid.set(FORK_ROW - 1, c, "NS");
    grid.set(FORK_ROW - 2, c, "ES");
    grid.set(FORK_ROW - 2, c + 1, "SW");
    grid.set(FORK_ROW - 1, c + 1, "NS");
}

/// The tail's squares from column `first` of the fork row to the target: east to the last
/// column, down to the first pocket row, west along it, down to the second, east along it,
/// then a serpentine on every other row to the bottom. Rows between are `x`, so the tail is a
/// corridor and nothing beside it touches a pocket.
fn tail(first: usize) -> Vec<(usize, usize)> {
    let last = SIDE - 1;
    let [west_row, east_row] = POCKET_ROWS;
    let mut path: Vec<(usize, usize)> = (first..SIDE).map(|c| (FORK_ROW, c)).collect();
    path.extend((FORK_ROW + 1..=west_row).map(|r| (r, last)));
    path.extend((0..last).rev().map(|c| (west_row, c)));
    path.extend((west_row + 1..=east_row).map(|r| (r, 0)));
    path.extend((1..SIDE).map(|c| (east_row, c)));
    let (mut row, mut west) = (east_row, true);
    while row + 2 < SIDE {
        let c = path.last().expect("a tail").1;
        path.extend([(row + 1, c), (row + 2, c)]);
        row += 2;
        if west {
            path.extend((0..last).rev().map(|c| (row, c)));
        } else {
            path.extend((1..SIDE).map(|c| (row, c)));
        }
        west = !west;
    }
    path
}

/// The squares of the first `k` pockets, every third square of the pocket rows (the first
/// row from column 16 down to 4, the second from 3 up to 15), each with the column step to
/// the second column of its ring: clear of the columns the tail goes down.
fn pocket_places(k: usize) -> Vec<((usize, usize), isize)> {
    let [west_row, east_row] = POCKET_ROWS;
    let west = (4..SIDE - 3).rev().step_by(3).map(|c| ((west_row, c), 1));
    let east = (3..SIDE - 3).step_by(3).map(|c| ((east_row, c), -1));
    west.chain(east).take(k).collect()
}

/// The README's trap at `at` on a row the tail leaves towards `on`: the square shows north and
/// `on`, so entering it from behind takes one pre-rotation that also shows north; above it a
/// stick of one square, then a 2x2 ring of `NESW` squares (second column `ring_side` away).
/// The relaxation goes up, round the ring and back down into it, charged from its original
/// lines, which show `on`: one rotation less than crossing it, until it is tracked.
fn lay_pocket(grid: &mut Grid, (r, c): (usize, usize), on: char, ring_side: isize) {
    grid.set(r, c, &format!("N{}", on));
    grid.set(r - 1, c, "NS");
    let other = (c as isize + ring_side) as usize;
    for row in [r - 3, r - 2] {
        grid.set(row, c, "NESW");
        grid.set(row, other, "NESW");
    }
}

/// The direction of the step from `a` to its neighbour `b`.
fn heading(a: (usize, usize), b: (usize, usize)) -> char {
    match (b.0 as isize - a.0 as isize, b.1 as isize - a.1 as isize) {
        (-1, 0) => 'N',
        (0, 1) => 'E',
        (1, 0) => 'S',
        (0, -1) => 'W',
        step => panic!("not a step: {:?}", step),
    }
}
