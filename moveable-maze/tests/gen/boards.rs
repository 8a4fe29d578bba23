//! Tiny random boards for the full-state brute force: random little grids, and corridors with
//! dead ends beside them (the shape of the walk model's trap). At most 7 squares can turn.

use crate::gen::{random_grid, random_lines, Grid};
use crate::solution;
use shared_io::Scanner;
use tools::problem::Rng;

/// The solver's board for the first case of `input`.
pub fn board_of(input: &str) -> solution::Board {
    solution::parse_case(&mut Scanner::new(input.as_bytes().to_vec()))
        .expect("valid")
        .expect("a case")
}

/// `board` with its moves (a copy of it: the solver's `Maze` owns its board).
pub fn maze_of(board: &solution::Board) -> solution::Maze {
    let lines = board.lines.clone();
    solution::Maze::new(solution::Board { lines, ..*board })
}

/// The solver's answers for `board`, as a judge runs it (`None`: the target is out of reach).
pub fn solved(board: &solution::Board) -> Option<solution::Answer> {
    maze_of(board).solve(solution::Memory::Everywhere)
}

/// Does the walk model's best walk enter some square twice?
pub fn revisits(board: &solution::Board) -> bool {
    match solution::tests::walk_model(&maze_of(board)) {
        Some((_, walk)) => {
            let mut sorted = walk.clone();
            sorted.sort_unstable();
            sorted.dedup();
            sorted.len() < walk.len()
        }
        None => false,
    }
}

/// A tiny board: every other one a corridor with dead ends hanging off it (the shape of the
/// walk model's trap), the rest random with sizes stepping up to 3x4; at most 7 squares that
/// can turn; start and target joined by non-`x` squares.
pub fn tiny_board(rng: &mut Rng, case: u64) -> String {
    if case % 2 == 0 {
        // keep drawing until the walk model's best walk revisits a square, so the exact
        // search runs (plain random boards almost never need it)
        let mut input = corridor_with_dead_ends(rng);
        for _ in 0..300 {
            if revisits(&board_of(&input)) {
                break;
            }
            input = corridor_with_dead_ends(rng);
        }
        return input;
    }
    let side = 1 + (case / 700) as i64 % 4;
    loop {
        let (rows, cols) = (
            rng.range(1, side.min(3)) as usize,
            rng.range(1, side + 1) as usize,
        );
        if rows * cols < 2 {
            continue;
        }
        let x_percent = *rng.pick(&[0, 15, 35]);
        if let Some(grid) = random_grid(rng, (rows, cols), x_percent, 7) {
            return grid.input();
        }
    }
}

/// A 3-row board: a corridor along the middle row, single squares above or below some of its
/// squares, everything else `x`; random lines everywhere.
fn corridor_with_dead_ends(rng: &mut Rng) -> String {
    let cols = rng.range(2, 5) as usize;
    let mut grid = Grid::blank(3, cols);
    let mut turning = 0;
    let mut lines = |rng: &mut Rng| {
        turning += 1;
        if turning > 6 {
            "NESW".to_string()
        } else {
            random_lines(rng)
        }
    };
    for c in 0..cols {
        grid.squares[cols + c] = lines(rng);
    }
    // the dead ends are the point: with the corridor they hold at most 6 turnable squares
    for c in 0..cols {
        for row in [0, 2] {
            if rng.chance(35) {
                grid.squares[row * cols + c] = lines(rng);
            }
        }
    }
    let open: Vec<usize> = (0..3 * cols).filter(|&s| grid.open(s)).collect();
    let (start, target) = if rng.chance(70) {
        (cols, 2 * cols - 1)
    } else {
        (*rng.pick(&open), *rng.pick(&open))
    };
    grid.start = start;
    grid.target = target;
    grid.input()
}
