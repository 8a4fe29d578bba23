//! Random legal moveable mazes, shared by the stress tests and by versus
//! (`examples/moveable-maze-gen.rs`), and the reductions versus shrinks a failing board with:
//! fewer rows and columns, squares turned to `x` or `NESW`, fewer lines on a square. Also the
//! tests' view of a board, apart from the solver: tokens as text, squares numbered row-major
//! from 0, the input format read and written with plain string code. Beside them: the tiny
//! boards for the brute force (`boards.rs`) and the adversarial families (`families/`).

// tiny boards are drawn until the solver's walk model revisits a square: only the test suite
// has the solver, so the example leaves them out
#[cfg(test)]
pub mod boards;
pub mod families;

use shared_io::stress::Rng;
use shared_io::versus::{Problem, Size};
use std::fmt::Write as _;

const MAX_SIDE: usize = 20;
const WALL: &str = "x";
const ALL_LINES: &str = "NESW";

/// One case: `squares[r * cols + c]` is the token of row r, column c (`x` or line letters).
#[derive(Clone, Debug)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    pub squares: Vec<String>,
    pub start: usize,
    pub target: usize,
}

impl Grid {
    /// A board of `rows` x `cols` `x` squares.
    pub fn blank(rows: usize, cols: usize) -> Grid {
        Grid {
            rows,
            cols,
            squares: vec![WALL.to_string(); rows * cols],
            start: 0,
            target: 0,
        }
    }

    pub fn at(&self, r: usize, c: usize) -> usize {
        r * self.cols + c
    }

    pub fn set(&mut self, r: usize, c: usize, token: &str) {
        let s = self.at(r, c);
        self.squares[s] = token.to_string();
    }

    /// The case as a whole input, `0 0` included.
    pub fn input(&self) -> String {
        self.text() + "0 0\n"
    }

    /// Can this square ever turn into something else? (`x` and `NESW` cannot.)
    pub fn turnable(&self, s: usize) -> bool {
        self.open(s) && self.squares[s].len() < ALL_LINES.len()
    }

    /// The squares that can turn.
    pub fn turnable_count(&self) -> usize {
        (0..self.squares.len())
            .filter(|&s| self.turnable(s))
            .count()
    }

    /// Non-`x` neighbours with the direction letter towards each.
    pub fn around(&self, s: usize) -> Vec<(usize, char)> {
        let (r, c) = (s / self.cols, s % self.cols);
        let mut out = Vec::new();
        if r > 0 {
            out.push((s - self.cols, 'N'));
        }
        if c + 1 < self.cols {
            out.push((s + 1, 'E'));
        }
        if r + 1 < self.rows {
            out.push((s + self.cols, 'S'));
        }
        if c > 0 {
            out.push((s - 1, 'W'));
        }
        out.retain(|&(n, _)| self.open(n));
        out
    }

    /// The board under one of the square's 8 symmetries (`symmetry` bit 0: mirror west-east,
    /// bit 1: mirror north-south, bit 2: transpose). The literal optimum is the same: a
    /// mirror swaps clockwise and counterclockwise, and both rotations are allowed.
    pub fn transformed(&self, symmetry: usize) -> Grid {
        let transpose = symmetry & 4 != 0;
        let (rows, cols) = if transpose {
            (self.cols, self.rows)
        } else {
            (self.rows, self.cols)
        };
        let place = |s: usize| {
            let (mut r, mut c) = (s / self.cols, s % self.cols);
            if symmetry & 1 != 0 {
                c = self.cols - 1 - c;
            }
            if symmetry & 2 != 0 {
                r = self.rows - 1 - r;
            }
            if transpose {
                std::mem::swap(&mut r, &mut c);
            }
            r * cols + c
        };
        let letter = |d: char| {
            let mut d = d;
            if symmetry & 1 != 0 && (d == 'E' || d == 'W') {
                d = opposite(d);
            }
            if symmetry & 2 != 0 && (d == 'N' || d == 'S') {
                d = opposite(d);
            }
            if transpose {
                d = match d {
                    'N' => 'W',
                    'W' => 'N',
                    'E' => 'S',
                    _ => 'E',
                };
            }
            d
        };
        let mut out = Grid::blank(rows, cols);
        for (s, token) in self.squares.iter().enumerate() {
            out.squares[place(s)] = if token == WALL {
                token.clone()
            } else {
                token.chars().map(letter).collect()
            };
        }
        out.start = place(self.start);
        out.target = place(self.target);
        out
    }

    /// The case as input text (without the `0 0` terminator).
    pub fn text(&self) -> String {
        let mut text = format!(
            "{} {}\n{} {} {} {}\n",
            self.rows,
            self.cols,
            self.start / self.cols + 1,
            self.start % self.cols + 1,
            self.target / self.cols + 1,
            self.target % self.cols + 1
        );
        for row in self.squares.chunks(self.cols) {
            writeln!(text, "{}", row.join(" ")).unwrap();
        }
        text
    }

    pub fn open(&self, s: usize) -> bool {
        self.squares[s] != WALL
    }

    /// The squares joined to `from` by chains of non-`x` squares (all false if it is `x`).
    fn component(&self, from: usize) -> Vec<bool> {
        let mut seen = vec![false; self.squares.len()];
        let mut stack = vec![from];
        while let Some(s) = stack.pop() {
            if !self.open(s) || std::mem::replace(&mut seen[s], true) {
                continue;
            }
            let (r, c) = (s / self.cols, s % self.cols);
            if r > 0 {
                stack.push(s - self.cols);
            }
            if r + 1 < self.rows {
                stack.push(s + self.cols);
            }
            if c > 0 {
                stack.push(s - 1);
            }
            if c + 1 < self.cols {
                stack.push(s + 1);
            }
        }
        seen
    }

    /// Are `from` and `to` joined by a chain of non-`x` squares? (The start and the target
    /// always are.)
    pub fn joined(&self, from: usize, to: usize) -> bool {
        self.component(from)[to]
    }

    fn ends_joined(&self) -> bool {
        self.joined(self.start, self.target)
    }

    /// The grid without row `r`, unless it holds the start or the target, or is the last.
    fn without_row(&self, r: usize) -> Option<Grid> {
        let (start_row, target_row) = (self.start / self.cols, self.target / self.cols);
        if self.rows == 1 || r == start_row || r == target_row {
            return None;
        }
        let mut smaller = self.clone();
        smaller.rows -= 1;
        smaller.squares.drain(r * self.cols..(r + 1) * self.cols);
        let shift = |s: usize| if s / self.cols > r { s - self.cols } else { s };
        smaller.start = shift(self.start);
        smaller.target = shift(self.target);
        Some(smaller)
    }

    /// The grid without column `c`, unless it holds the start or the target, or is the last.
    fn without_col(&self, c: usize) -> Option<Grid> {
        let (start_col, target_col) = (self.start % self.cols, self.target % self.cols);
        if self.cols == 1 || c == start_col || c == target_col {
            return None;
        }
        let cols = self.cols - 1;
        let moved = |s: usize| {
            let (r, sc) = (s / self.cols, s % self.cols);
            r * cols + if sc > c { sc - 1 } else { sc }
        };
        let squares = (0..self.squares.len())
            .filter(|s| s % self.cols != c)
            .map(|s| self.squares[s].clone())
            .collect();
        Some(Grid {
            rows: self.rows,
            cols,
            squares,
            start: moved(self.start),
            target: moved(self.target),
        })
    }

    /// The grid with square `s` set to `token`.
    fn with(&self, s: usize, token: String) -> Grid {
        let mut changed = self.clone();
        changed.squares[s] = token;
        changed
    }
}

/// Every case of an input, up to `0 0` or the end.
pub fn parse_grids(input: &str) -> Vec<Grid> {
    let mut words = input.split_whitespace();
    let mut grids = Vec::new();
    loop {
        let mut number = || words.next().map(|w| w.parse::<usize>().expect("number"));
        let (rows, cols) = match (number(), number()) {
            (Some(r), Some(c)) if r > 0 => (r, c),
            _ => break,
        };
        let at = |r: usize, c: usize| (r - 1) * cols + c - 1;
        let mut n = || number().expect("coordinate");
        let (start, target) = (at(n(), n()), at(n(), n()));
        let squares = (0..rows * cols)
            .map(|_| words.next().expect("square").to_string())
            .collect();
        grids.push(Grid {
            rows,
            cols,
            squares,
            start,
            target,
        });
    }
    grids
}

/// Lines as the letters they came from, turned clockwise `quarter` times.
pub fn turned(lines: &str, quarter: usize) -> String {
    lines
        .chars()
        .map(|d| {
            let i = ALL_LINES.find(d).expect("a direction letter");
            ALL_LINES.as_bytes()[(i + quarter) % 4] as char
        })
        .collect()
}

pub fn opposite(d: char) -> char {
    match d {
        'N' => 'S',
        'E' => 'W',
        'S' => 'N',
        _ => 'E',
    }
}

/// Rotations between quarter-turn offsets `x` and `y`, either way round.
pub fn cyc(x: usize, y: usize) -> u32 {
    ((x + 4 - y) % 4).min((y + 4 - x) % 4) as u32
}

/// `needed` turned a random number of quarters, letters shuffled.
pub fn rotated_lines(rng: &mut Rng, needed: &str) -> String {
    let lines = turned(needed, rng.below(4));
    shuffled(&lines, rng)
}

/// Letters in a random order (any order is valid input).
pub fn shuffled(lines: &str, rng: &mut Rng) -> String {
    let mut letters: Vec<char> = lines.chars().collect();
    for i in (1..letters.len()).rev() {
        letters.swap(i, rng.below(i + 1));
    }
    letters.into_iter().collect()
}

/// A random non-empty set of lines, each letter with probability 45%.
pub fn random_lines(rng: &mut Rng) -> String {
    loop {
        let lines: String = ALL_LINES.chars().filter(|_| rng.chance(45)).collect();
        if !lines.is_empty() {
            return shuffled(&lines, rng);
        }
    }
}

/// A random board of `rows` x `cols`, each square `x` with chance `x_percent`, at most
/// `max_turning` squares that can turn (the rest `NESW`); start and target random, joined.
/// `None` when they are not joined.
pub fn random_grid(
    rng: &mut Rng,
    (rows, cols): (usize, usize),
    x_percent: usize,
    max_turning: usize,
) -> Option<Grid> {
    let mut squares: Vec<String> = (0..rows * cols)
        .map(|_| {
            if rng.chance(x_percent) {
                WALL.to_string()
            } else {
                random_lines(rng)
            }
        })
        .collect();
    let mut turning = 0;
    for square in squares.iter_mut() {
        if square != WALL && square.len() < ALL_LINES.len() {
            turning += 1;
            if turning > max_turning {
                *square = ALL_LINES.to_string();
            }
        }
    }
    let (start, target) = (rng.below(rows * cols), rng.below(rows * cols));
    let grid = Grid {
        rows,
        cols,
        squares,
        start,
        target,
    };
    grid.ends_joined().then_some(grid)
}

/// Moveable maze: cases, then `0 0`.
pub struct MoveableMaze;

impl Problem for MoveableMaze {
    const NAME: &'static str = "moveable-maze";
    type Case = Grid;
    const UNIT: &'static str = "squares";

    /// Tiny: one board of at most 3x4 with at most 7 squares that turn (the brute force's
    /// scale); small: 1 to 3 boards of at most 8x8; max: 30 boards of 20x20.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Grid> {
        let (cases, max_rows, max_cols, max_turning) = match size {
            Size::Tiny => (1, 3, 4, 7),
            Size::Small => (rng.range(1, 3), 8, 8, usize::MAX),
            Size::Max => (30, MAX_SIDE, MAX_SIDE, usize::MAX),
        };
        let side = |rng: &mut Rng, most: usize| match size {
            Size::Max => most,
            _ => rng.range(1, most as i64) as usize,
        };
        (0..cases)
            .map(|_| loop {
                let sides = (side(rng, max_rows), side(rng, max_cols));
                let x_percent = *rng.pick(&[0, 15, 35]);
                if let Some(grid) = random_grid(rng, sides, x_percent, max_turning) {
                    break grid;
                }
            })
            .collect()
    }

    fn text(grids: &[Grid]) -> String {
        let mut text: String = grids.iter().map(Grid::text).collect();
        text.push_str("0 0\n");
        text
    }

    /// Its rows times columns.
    fn size(grid: &Grid) -> usize {
        grid.rows * grid.cols
    }

    /// A row, then a column gone (never the start's or the target's); a square made `x`, or
    /// `NESW`, or one line fewer. A square only goes down: lines, fewer lines, `NESW`, `x`
    /// (`NESW` loses no line), so shrinking cannot cycle. Start and target stay joined.
    fn smaller(grid: &Grid) -> Vec<Grid> {
        let mut smaller: Vec<Grid> = (0..grid.rows).filter_map(|r| grid.without_row(r)).collect();
        smaller.extend((0..grid.cols).filter_map(|c| grid.without_col(c)));
        let ends = [grid.start, grid.target];
        for s in 0..grid.squares.len() {
            if grid.open(s) && !ends.contains(&s) {
                smaller.push(grid.with(s, WALL.to_string()));
            }
        }
        for s in 0..grid.squares.len() {
            let lines = &grid.squares[s];
            if grid.open(s) && lines.len() < ALL_LINES.len() {
                smaller.push(grid.with(s, ALL_LINES.to_string()));
                if lines.len() > 1 {
                    for dropped in 0..lines.len() {
                        let mut fewer = lines.clone();
                        fewer.remove(dropped);
                        smaller.push(grid.with(s, fewer));
                    }
                }
            }
        }
        smaller.retain(Grid::ends_joined);
        smaller
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        shared_io::versus::check_legal::<super::MoveableMaze, _>(crate::solution::solve, 10);
    }
}
