//! The adversary search's moves: one random change to a board, of a kind picked at random.
//! Piece changes (new lines, a quarter turn, `x`, `NESW`), swaps, block copies, row and
//! column shifts, start and target moves, a row or column added or dropped, and planted
//! structures the refinement finds hard: dead-end pockets beside a square (the README's
//! trap), rings round 2x2 blocks of `x`, and 2x2 blocks of turnable squares (short loops).
//! A move may leave start and target apart; the caller checks (`Grid::joined`).

use crate::gen::{opposite, random_lines, turned, Grid};
use tools::problem::Rng;

const MAX_SIDE: usize = 20;
/// The least rows or columns a board is cut down to.
const MIN_SIDE: usize = 3;
const DIRECTIONS: [char; 4] = ['N', 'E', 'S', 'W'];

/// A kind of move, by name (the search's report counts the kinds that paid).
pub struct Mutation {
    pub name: &'static str,
    pub apply: fn(&mut Grid, &mut Rng),
}

pub const MUTATIONS: [Mutation; 10] = [
    Mutation {
        name: "new piece",
        apply: new_piece,
    },
    Mutation {
        name: "turn",
        apply: turn,
    },
    Mutation {
        name: "swap",
        apply: swap,
    },
    Mutation {
        name: "block copy",
        apply: copy_block,
    },
    Mutation {
        name: "shift",
        apply: shift_line,
    },
    Mutation {
        name: "move end",
        apply: move_end,
    },
    Mutation {
        name: "pocket",
        apply: plant_pocket,
    },
    Mutation {
        name: "ring",
        apply: plant_ring,
    },
    Mutation {
        name: "loop block",
        apply: plant_loop_block,
    },
    Mutation {
        name: "resize",
        apply: resize,
    },
];

/// Applies one move picked at random (a new piece one time in four, the plainest move, the
/// rest evenly); its index in `MUTATIONS`.
pub fn mutate(grid: &mut Grid, rng: &mut Rng) -> usize {
    let kind = if rng.chance(25) {
        0
    } else {
        rng.below(MUTATIONS.len())
    };
    (MUTATIONS[kind].apply)(grid, rng);
    kind
}

/// A random token: lines mostly, sometimes `x` or `NESW`.
fn any_token(rng: &mut Rng) -> String {
    match rng.below(10) {
        0 => "x".to_string(),
        1 => "NESW".to_string(),
        _ => random_lines(rng),
    }
}

/// A random square, open or not.
fn any_square(grid: &Grid, rng: &mut Rng) -> usize {
    rng.below(grid.squares.len())
}

fn new_piece(grid: &mut Grid, rng: &mut Rng) {
    let s = any_square(grid, rng);
    grid.squares[s] = any_token(rng);
}

/// A square turned a quarter, a half or three quarters.
fn turn(grid: &mut Grid, rng: &mut Rng) {
    let s = any_square(grid, rng);
    if grid.open(s) {
        grid.squares[s] = turned(&grid.squares[s], 1 + rng.below(3));
    }
}

/// Two squares trade places: neighbours half the time.
fn swap(grid: &mut Grid, rng: &mut Rng) {
    let a = any_square(grid, rng);
    let b = if rng.chance(50) {
        grid.beside(a, *rng.pick(&DIRECTIONS)).unwrap_or(a)
    } else {
        any_square(grid, rng)
    };
    grid.squares.swap(a, b);
}

/// A rectangle of up to 4x4 squares copied over another place.
fn copy_block(grid: &mut Grid, rng: &mut Rng) {
    let height = 1 + rng.below(grid.rows.min(4));
    let width = 1 + rng.below(grid.cols.min(4));
    let corner = |rng: &mut Rng| {
        (
            rng.below(grid.rows - height + 1),
            rng.below(grid.cols - width + 1),
        )
    };
    let ((r1, c1), (r2, c2)) = (corner(rng), corner(rng));
    let block: Vec<String> = (0..height * width)
        .map(|i| grid.squares[grid.at(r1 + i / width, c1 + i % width)].clone())
        .collect();
    for (i, token) in block.into_iter().enumerate() {
        grid.set(r2 + i / width, c2 + i % width, &token);
    }
}

/// A row or column turned round by one square, either way (start and target stay put).
fn shift_line(grid: &mut Grid, rng: &mut Rng) {
    let line: Vec<usize> = if rng.chance(50) {
        let r = rng.below(grid.rows);
        (0..grid.cols).map(|c| grid.at(r, c)).collect()
    } else {
        let c = rng.below(grid.cols);
        (0..grid.rows).map(|r| grid.at(r, c)).collect()
    };
    let mut tokens: Vec<String> = line.iter().map(|&s| grid.squares[s].clone()).collect();
    if rng.chance(50) {
        tokens.rotate_left(1);
    } else {
        tokens.rotate_right(1);
    }
    for (&s, token) in line.iter().zip(tokens) {
        grid.squares[s] = token;
    }
}

/// The start or the target moved to a neighbour, or anywhere.
fn move_end(grid: &mut Grid, rng: &mut Rng) {
    let end = if rng.chance(50) {
        grid.start
    } else {
        grid.target
    };
    let to = if rng.chance(50) {
        grid.beside(end, *rng.pick(&DIRECTIONS)).unwrap_or(end)
    } else {
        any_square(grid, rng)
    };
    if rng.chance(50) {
        grid.start = to;
    } else {
        grid.target = to;
    }
}

/// A dead-end pocket beside an open square: the square gains a line towards it, and the
/// pocket shows a line back (or all four).
fn plant_pocket(grid: &mut Grid, rng: &mut Rng) {
    let s = any_square(grid, rng);
    let d = *rng.pick(&DIRECTIONS);
    let pocket = match grid.beside(s, d) {
        Some(pocket) if grid.open(s) => pocket,
        _ => return,
    };
    grid.squares[pocket] = if rng.chance(70) {
        opposite(d).to_string()
    } else {
        "NESW".to_string()
    };
    if !grid.squares[s].contains(d) {
        grid.squares[s].push(d);
    }
}

/// A ring of 12 squares round a 2x2 block of `x`, in a 4x4 area.
fn plant_ring(grid: &mut Grid, rng: &mut Rng) {
    if grid.rows < 4 || grid.cols < 4 {
        return;
    }
    let (top, left) = (rng.below(grid.rows - 3), rng.below(grid.cols - 3));
    let all_lines = rng.chance(50);
    for r in 0..4 {
        for c in 0..4 {
            let token = if (1..3).contains(&r) && (1..3).contains(&c) {
                "x".to_string()
            } else if all_lines && rng.chance(70) {
                "NESW".to_string()
            } else {
                random_lines(rng)
            };
            grid.set(top + r, left + c, &token);
        }
    }
}

/// A 2x2 block of squares with random lines, a short loop to walk round.
fn plant_loop_block(grid: &mut Grid, rng: &mut Rng) {
    if grid.rows < 2 || grid.cols < 2 {
        return;
    }
    let (top, left) = (rng.below(grid.rows - 1), rng.below(grid.cols - 1));
    for (r, c) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        grid.set(top + r, left + c, &random_lines(rng));
    }
}

/// A row or column copied beside itself (up to 20), or one without start or target dropped
/// (down to 3).
fn resize(grid: &mut Grid, rng: &mut Rng) {
    let transpose = rng.chance(50);
    let mut work = if transpose {
        grid.transformed(4)
    } else {
        grid.clone()
    };
    let r = rng.below(work.rows);
    if rng.chance(50) {
        grow_row(&mut work, r);
    } else {
        drop_row(&mut work, r);
    }
    *grid = if transpose { work.transformed(4) } else { work };
}

/// Row `r` copied below itself, unless the board has 20 rows.
fn grow_row(grid: &mut Grid, r: usize) {
    if grid.rows >= MAX_SIDE {
        return;
    }
    let cols = grid.cols;
    let row: Vec<String> = grid.squares[r * cols..(r + 1) * cols].to_vec();
    let at = (r + 1) * cols;
    grid.squares.splice(at..at, row);
    grid.rows += 1;
    let moved = |s: usize| if s >= at { s + cols } else { s };
    grid.start = moved(grid.start);
    grid.target = moved(grid.target);
}

/// Row `r` dropped, unless it holds the start or the target or the board has 3 rows.
fn drop_row(grid: &mut Grid, r: usize) {
    let cols = grid.cols;
    let ends = [grid.start / cols, grid.target / cols];
    if grid.rows <= MIN_SIDE || ends.contains(&r) {
        return;
    }
    grid.squares.drain(r * cols..(r + 1) * cols);
    grid.rows -= 1;
    let moved = |s: usize| if s / cols > r { s - cols } else { s };
    grid.start = moved(grid.start);
    grid.target = moved(grid.target);
}
