//! Boards planted with the structures that expose the known wrong approaches, for versus's
//! generator (`MoveableMaze::generate` mixes them with plain random boards):
//! - *trap*: the README's 2x4 trap (`x S x N / E NE NE W`) under a random symmetry, anywhere on
//!   a random board, its pocket kept a dead end: the walk model steps into the pocket and back
//!   and re-enters the trap square as if unturned (6 turns instead of 7 on the bare trap);
//! - *ring*: a square `NS` entered from the west and left south, at a corner of a 2x2 loop
//!   whose other three squares are `NESW`, then a tail of single lines that makes rotations,
//!   not moves, set the pace: the walk model enters it turned `EW`, goes round the loop and
//!   re-enters it from the north priced unturned, never stepping straight back, so banning
//!   step-backs does not mend it (README, "The walk model, and why it is only a lower bound").
//!   It fits in 4x3 squares, a tail of 3;
//! - *corridor*: one winding corridor of idle `NESW` squares and single lines, where banked
//!   rotation slots and rotations of the square under the piece decide the answer, so the
//!   statement's pricing mistakes (separate turns, no bank, a bank of one, on-square rotations
//!   paid from the bank) show;
//! - the adversarial families (`families/`), their corridor ones cut to a small board's size.
//!
//! Every board keeps the statement's promises: sides 1..=20, start and target joined by
//! non-`x` squares. Tiny ones have at most 12 squares and 7 that can turn.

use crate::gen::families::{
    any_symmetry, cap_turnable, lollipop_within, serpentine, single_line, snake_within, towards,
    FAMILIES, TRAP_2X4,
};
use crate::gen::{opposite, random_lines, shuffled, Grid, ALL_LINES, MAX_SIDE, WALL};
use tools::problem::{Rng, Size};

/// The most squares a tiny board has, and the most that can turn on it.
pub const TINY_SQUARES: usize = 12;
pub const TINY_TURNING: usize = 7;
/// The most rows and columns of a small board.
pub const SMALL_SIDE: usize = 8;

/// A planted board of `size`. Tiny: the trap, the ring (4x3, the least it fits in) or a
/// corridor, a third each. Small: the trap or the ring a third each, a corridor or a family
/// board (snake or lollipop, at most 8x8) a sixth each. Max: the trap, the ring or a
/// corridor a fifth each, else any family's big board.
pub fn planted(rng: &mut Rng, size: Size) -> Grid {
    match size {
        Size::Tiny => match rng.below(3) {
            0 => {
                let rows = rng.range(2, 3) as usize;
                trap(rng, (rows, 4), TINY_TURNING)
            }
            1 => ring(rng, (4, 3)),
            _ => {
                let cols = rng.range(3, 4) as usize;
                corridor(rng, (TINY_SQUARES / cols, cols), TINY_TURNING)
            }
        },
        Size::Small => match rng.below(6) {
            0 | 1 => {
                let sides = small_sides(rng, (2, 4));
                trap(rng, sides, usize::MAX)
            }
            2 | 3 => {
                let sides = small_sides(rng, (4, 3));
                ring(rng, sides)
            }
            4 => {
                let sides = small_sides(rng, (1, 2));
                corridor(rng, sides, usize::MAX)
            }
            _ if rng.chance(50) => snake_within(rng, SMALL_SIDE),
            _ => lollipop_within(rng, SMALL_SIDE),
        },
        Size::Max | Size::Worst => match rng.below(5) {
            0 => {
                let rows = rng.range(2, MAX_SIDE as i64) as usize;
                trap(rng, (rows, MAX_SIDE), usize::MAX)
            }
            1 => {
                let rows = rng.range(4, MAX_SIDE as i64) as usize;
                ring(rng, (rows, MAX_SIDE))
            }
            2 => corridor(rng, (MAX_SIDE, MAX_SIDE), usize::MAX),
            _ => (rng.pick(&FAMILIES).big)(rng),
        },
    }
}

/// Rows and columns of a small board, at least `least` and at most `SMALL_SIDE`.
fn small_sides(rng: &mut Rng, least: (usize, usize)) -> (usize, usize) {
    let most = SMALL_SIDE as i64;
    (
        rng.range(least.0 as i64, most) as usize,
        rng.range(least.1 as i64, most) as usize,
    )
}

/// A board of `rows` x `cols` (before a random symmetry; at least 2 x 4) with the 2x4 trap
/// somewhere on it, the rest `x` or random lines; start and target at the trap's ends. At
/// most `most_turning` squares can turn (the trap has 6).
fn trap(rng: &mut Rng, (rows, cols): (usize, usize), most_turning: usize) -> Grid {
    let mut grid = filler(rng, (rows, cols));
    let (top, left) = (rng.below(rows - 1), rng.below(cols - 3));
    for (r, row) in TRAP_2X4.iter().enumerate() {
        for (c, token) in row.iter().enumerate() {
            grid.set(top + r, left + c, token);
        }
    }
    // the pocket (row 0, column 1 of the trap) stays a dead end off the square below it
    if top > 0 {
        grid.set(top - 1, left + 1, WALL);
    }
    grid.start = grid.at(top + 1, left);
    grid.target = grid.at(top, left + 3);
    let kept = trap_squares(&grid, top, left);
    cap_turnable_but(&mut grid, most_turning, &kept, rng);
    any_symmetry(rng, grid)
}

/// The trap's squares on `grid`, its top-left corner at (`top`, `left`).
fn trap_squares(grid: &Grid, top: usize, left: usize) -> Vec<usize> {
    (0..2)
        .flat_map(|r| (0..4).map(move |c| (r, c)))
        .map(|(r, c)| grid.at(top + r, left + c))
        .collect()
}

/// A board of `rows` x `cols` (before a random symmetry; at least 4 x 3): the start at
/// (1, 0); the ring square `NS` at (1, 1), a corner of the loop through (0, 1), (0, 2) and
/// (1, 2), all `NESW`; below it a tail of single lines down to row 3 and on as a serpentine
/// (bands 2 rows apart), the target somewhere along it; everything else `x`. Most tail lines
/// point away from the square the piece comes from, so each needs 2 rotations ahead of time:
/// rotations, not moves, set the pace, and the loop's 4 moves come free. The ring touches
/// nothing open but the start and the tail's first square, so every path passes the ring
/// square entering from the west and leaving south.
fn ring(rng: &mut Rng, (rows, cols): (usize, usize)) -> Grid {
    let mut grid = Grid::blank(rows, cols);
    for (r, c) in [(0, 1), (0, 2), (1, 2)] {
        grid.set(r, c, ALL_LINES);
    }
    grid.set(1, 1, &shuffled("NS", rng));
    grid.set(1, 0, &random_lines(rng));
    let mut tail = vec![grid.at(2, 1)];
    tail.extend(serpentine(&grid, 3, 1, true, 2));
    // at least 3 squares: their rotations pay for the detour round the loop
    let length = rng.range(3.min(tail.len() as i64), tail.len() as i64) as usize;
    let tail = &tail[..length];
    let reversed = rng.range(60, 100) as usize;
    for k in 0..length {
        let back = if k == 0 {
            'N'
        } else {
            towards(&grid, tail[k], tail[k - 1])
        };
        // the first 3 always: the shrunk board keeps the ring and just these
        let token = if k < 3 || rng.chance(reversed) {
            opposite(back).to_string()
        } else {
            single_line(rng)
        };
        grid.squares[tail[k]] = token;
    }
    grid.start = grid.at(1, 0);
    grid.target = tail[length - 1];
    any_symmetry(rng, grid)
}

/// A board of `rows` x `cols` (at least 1 x 2) holding one winding corridor (a serpentine,
/// bands 2 rows apart) from its start to its target somewhere along it: squares `NESW` (idle
/// moves bank rotation slots) or single lines (each needs rotations, often two) or random; at
/// most `most_turning` squares that can turn.
fn corridor(rng: &mut Rng, (rows, cols): (usize, usize), most_turning: usize) -> Grid {
    let mut grid = Grid::blank(rows, cols);
    let path = serpentine(&grid, 0, 0, true, 2);
    let length = rng.range(4.min(path.len() as i64), path.len() as i64) as usize;
    // first a run of idle squares that bank slots, then squares that spend them
    let run = rng.range(1, length as i64 / 2 + 1) as usize;
    for (k, &s) in path[..length].iter().enumerate() {
        grid.squares[s] = if k < run || rng.chance(20) {
            ALL_LINES.to_string()
        } else if rng.chance(80) {
            single_line(rng)
        } else {
            random_lines(rng)
        };
    }
    grid.start = path[0];
    grid.target = path[length - 1];
    cap_turnable(&mut grid, most_turning, rng);
    any_symmetry(rng, grid)
}

/// `rows` x `cols` squares, `x` with a chance of 30, 60 or 100 percent, else random lines.
fn filler(rng: &mut Rng, (rows, cols): (usize, usize)) -> Grid {
    let x_percent = *rng.pick(&[30, 60, 100]);
    let mut grid = Grid::blank(rows, cols);
    for s in 0..rows * cols {
        if !rng.chance(x_percent) {
            grid.squares[s] = random_lines(rng);
        }
    }
    grid
}

/// `cap_turnable` that leaves the squares `kept` alone: the rest are capped to what `most`
/// leaves beside them.
fn cap_turnable_but(grid: &mut Grid, most: usize, kept: &[usize], rng: &mut Rng) {
    if most == usize::MAX {
        return;
    }
    let turning_kept = kept.iter().filter(|&&s| grid.turnable(s)).count();
    let saved: Vec<String> = kept.iter().map(|&s| grid.squares[s].clone()).collect();
    for &s in kept {
        grid.squares[s] = WALL.to_string();
    }
    cap_turnable(grid, most - turning_kept, rng);
    for (&s, token) in kept.iter().zip(saved) {
        grid.squares[s] = token;
    }
}
