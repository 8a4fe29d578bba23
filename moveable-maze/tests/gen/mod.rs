//! Random legal moveable mazes, shared by the stress tests and by versus
//! (`examples/moveable-maze-gen.rs`), which mixes them with boards planted against the known
//! wrong approaches (`planted.rs`), and the reductions versus shrinks a failing board with:
//! fewer rows and columns, squares turned to `x` or `NESW`, start or target moved nearer the
//! other, fewer lines on a square. Also the tests' view of a board, apart from the solver:
//! tokens as text, squares numbered row-major from 0, the input format read and written with
//! plain string code. Beside them: the tiny boards for the brute force (`boards.rs`) and the
//! adversarial families (`families/`).

// tiny boards are drawn until the solver's walk model revisits a square: only the test suite
// has the solver, so the example leaves them out
#[cfg(test)]
pub mod boards;
pub mod families;
pub mod planted;

use planted::{planted, SMALL_SIDE, TINY_TURNING};
use std::collections::VecDeque;
use std::fmt::Write as _;
use tools::problem::{Problem, Rng, Size};

pub const MAX_SIDE: usize = 20;
/// The share of generated boards planted with a structure that exposes a known wrong
/// approach (the rest random, so unknown bugs are still found).
const PLANTED_PERCENT: usize = 40;
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
    /// The square next to `s` towards `d` (a letter of `NESW`), open or not, if on the board.
    pub fn beside(&self, s: usize, d: char) -> Option<usize> {
        let (r, c) = (s / self.cols, s % self.cols);
        match d {
            'N' if r > 0 => Some(s - self.cols),
            'E' if c + 1 < self.cols => Some(s + 1),
            'S' if r + 1 < self.rows => Some(s + self.cols),
            'W' if c > 0 => Some(s - 1),
            _ => None,
        }
    }

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

    /// The fewest moves from `from` to each square over non-`x` squares, lines aside (`None`:
    /// not joined; all `None` if `from` is `x`).
    fn distances(&self, from: usize) -> Vec<Option<usize>> {
        let mut moves = vec![None; self.squares.len()];
        if !self.open(from) {
            return moves;
        }
        moves[from] = Some(0);
        let mut queue = VecDeque::from([from]);
        while let Some(s) = queue.pop_front() {
            let next = moves[s].map(|m| m + 1);
            for (n, _) in self.around(s) {
                if moves[n].is_none() {
                    moves[n] = next;
                    queue.push_back(n);
                }
            }
        }
        moves
    }

    /// Are `from` and `to` joined by a chain of non-`x` squares? (The start and the target
    /// always are.)
    pub fn joined(&self, from: usize, to: usize) -> bool {
        self.distances(from)[to].is_some()
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

    /// The grid with the start moved to each open square nearer the target, then the target
    /// to each open square nearer the start (nearest first, in moves over non-`x` squares):
    /// the rest of the path can then go.
    fn nearer_ends(&self) -> Vec<Grid> {
        let mut nearer = Vec::new();
        for moving_start in [true, false] {
            let (end, other) = if moving_start {
                (self.start, self.target)
            } else {
                (self.target, self.start)
            };
            let moves = self.distances(other);
            let mut squares: Vec<(usize, usize)> = (0..self.squares.len())
                .filter(|&s| s != other)
                .filter_map(|s| moves[s].map(|m| (m, s)))
                .filter(|&(m, _)| Some(m) < moves[end])
                .collect();
            squares.sort_unstable();
            for (_, s) in squares {
                let mut moved = self.clone();
                if moving_start {
                    moved.start = s;
                } else {
                    moved.target = s;
                }
                nearer.push(moved);
            }
        }
        nearer
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
    shuffle(&mut letters, rng);
    letters.into_iter().collect()
}

/// `items` in a random order, each order as likely (Fisher-Yates).
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
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

/// The hill-climbed boards `MoveableMaze::worst` plants: per data file, the numbers (from 1) of
/// its boards among the seven that examine the most labels under their least favourable
/// symmetry (of the 8 a board has; measured 2026-12-07, each at least 58,915 labels: a climbed
/// board's labels can fall by half under another symmetry, these keep most of theirs): three
/// of the boards climbed against bounded memory near (issue 44), climb 4's and climb 3's
/// hardest from the fork families, and two of run 12's.
const CLIMBED: [(&str, &[usize]); 5] = [
    (
        include_str!("../../../data/moveable-maze/hill-climbed-bounded-a.in"),
        &[2],
    ),
    (
        include_str!("../../../data/moveable-maze/hill-climbed-bounded-b.in"),
        &[1, 2],
    ),
    (
        include_str!("../../../data/moveable-maze/hill-climbed-forks-c.in"),
        &[10],
    ),
    (
        include_str!("../../../data/moveable-maze/hill-climbed-forks-a.in"),
        &[1],
    ),
    (
        include_str!("../../../data/moveable-maze/hill-climbed-a.in"),
        &[3, 5],
    ),
];

/// Moveable maze: cases, then `0 0`.
pub struct MoveableMaze;

impl Problem for MoveableMaze {
    const NAME: &'static str = "moveable-maze";
    type Case = Grid;
    const UNIT: &'static str = "squares";

    /// Tiny: one board of at most 12 squares (3x4 and smaller when random), at most 7 that
    /// turn (the brute force's scale); small: 1 to 3 boards of at most 8x8; max: 30 boards,
    /// random ones 20x20. Each board is planted (`planted.rs`) with chance `PLANTED_PERCENT`,
    /// else random.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Grid> {
        let (cases, max_rows, max_cols, max_turning) = match size {
            Size::Tiny => (1, 3, 4, TINY_TURNING),
            Size::Small => (rng.range(1, 3), SMALL_SIDE, SMALL_SIDE, usize::MAX),
            Size::Max | Size::Worst => (30, MAX_SIDE, MAX_SIDE, usize::MAX),
        };
        let side = |rng: &mut Rng, most: usize| match size {
            Size::Max | Size::Worst => most,
            _ => rng.range(1, most as i64) as usize,
        };
        (0..cases)
            .map(|_| loop {
                if rng.chance(PLANTED_PERCENT) {
                    break planted(rng, size);
                }
                let sides = (side(rng, max_rows), side(rng, max_cols));
                let x_percent = *rng.pick(&[0, 15, 35]);
                if let Some(grid) = random_grid(rng, sides, x_percent, max_turning) {
                    break grid;
                }
            })
            .collect()
    }

    /// The hardest boards known, at full size (issue 44), as many as keep ours near the
    /// heaviest data file: the seven hill-climbed boards of `CLIMBED`, the fork families at
    /// their most forks, growth at its most, the doubling family's two hardest and the narrow
    /// doubling family's two hardest (8 and 9 forks, whose first round crowds); each under a
    /// random symmetry (the answer stays), in a random order: 20 boards. Measured 2026-12-07 on
    /// a 2-core machine (CPU, best of 10): ours takes 0.21 to 0.22 s at seeds 1 to 3, 1.2 times
    /// hill-climbed-a.in, the heaviest data file (0.18 s), and examines 1.13 to 1.18 times its
    /// labels (`pages.rs` holds that to 1.25); so a program that is right but five times slower
    /// than ours is over the judge's second here. It planted 86 boards before (every board of
    /// runs 10 and 11 and of the climbs from the fork families), which took ours 0.9 to 1.0 s.
    fn worst(rng: &mut Rng) -> Vec<Grid> {
        let mut grids: Vec<Grid> = CLIMBED
            .iter()
            .flat_map(|&(text, numbers)| {
                let boards = parse_grids(text);
                numbers.iter().map(move |&n| boards[n - 1].clone())
            })
            .collect();
        grids.extend(
            families::forks::SHAPES
                .iter()
                .map(|&shape| families::forks::forks(shape, shape.most())),
        );
        grids.push(families::growth::growth(families::growth::MOST_FORKS));
        // the doubling family's hardest on one row and on two
        grids.extend([6, 10].map(families::doubling::doubling));
        // the narrow doubling family's hardest, one row of forks each
        grids.extend([8, 9].map(families::narrow::narrow));
        shuffle(&mut grids, rng);
        grids
            .into_iter()
            .map(|grid| families::any_symmetry(rng, grid))
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

    /// A row, then a column gone (never the start's or the target's); a square made `x`; the
    /// start or the target moved nearer the other end; a square made `NESW`, or one line
    /// fewer. A square only goes down: lines, fewer lines, `NESW`, `x` (`NESW` loses no line),
    /// and an end moves only with no square changed, so shrinking cannot cycle: each
    /// reduction lowers (squares, open squares, squares that turn, their lines, moves between
    /// the ends) in that order. Start and target stay joined.
    fn smaller(grid: &Grid) -> Vec<Grid> {
        let mut smaller: Vec<Grid> = (0..grid.rows).filter_map(|r| grid.without_row(r)).collect();
        smaller.extend((0..grid.cols).filter_map(|c| grid.without_col(c)));
        let ends = [grid.start, grid.target];
        for s in 0..grid.squares.len() {
            if grid.open(s) && !ends.contains(&s) {
                smaller.push(grid.with(s, WALL.to_string()));
            }
        }
        smaller.extend(grid.nearer_ends());
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

/// Which promise of the statement `g` breaks, read from its text apart from the solver: sides
/// 1..=20, tokens `x` or each of `NESW` at most once, start and target on the board and joined
/// by non-`x` squares (a flood fill of its own).
pub fn broken_promise(g: &Grid) -> Option<&'static str> {
    let n = g.rows * g.cols;
    let token_ok = |t: &String| {
        t == "x"
            || (!t.is_empty()
                && t.chars().all(|d| "NESW".contains(d))
                && t.chars().all(|d| t.matches(d).count() == 1))
    };
    if !(1..=MAX_SIDE).contains(&g.rows) || !(1..=MAX_SIDE).contains(&g.cols) {
        Some("a side outside 1..=20")
    } else if g.squares.len() != n || !g.squares.iter().all(token_ok) {
        Some("a bad square")
    } else if g.start >= n || g.target >= n || !flood(g.rows, g.cols, &g.squares, g.start)[g.target]
    {
        Some("start and target not joined by non-x squares")
    } else {
        None
    }
}

/// The squares joined to `from` by non-`x` squares (none if `from` is `x`).
fn flood(rows: usize, cols: usize, squares: &[String], from: usize) -> Vec<bool> {
    let mut seen = vec![false; squares.len()];
    let mut stack = vec![(from / cols, from % cols)];
    while let Some((r, c)) = stack.pop() {
        let s = r * cols + c;
        if squares[s] == "x" || std::mem::replace(&mut seen[s], true) {
            continue;
        }
        stack.extend(
            [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ]
            .into_iter()
            .filter(|&(r2, c2)| r2 < rows && c2 < cols),
        );
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::planted::{SMALL_SIDE, TINY_SQUARES, TINY_TURNING};
    use super::{broken_promise, parse_grids, MoveableMaze};
    use tools::problem::{Problem, Rng, Size};

    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        tools::versus::check_legal::<MoveableMaze, _>(crate::solution::solve, 10);
    }

    /// Why `input` breaks a promise of the statement (`broken_promise`) or of `size`: tiny
    /// boards at most 12 squares and 7 that turn, small ones at most 8x8.
    fn broken_promise_at(input: &str, size: Size) -> Option<String> {
        parse_grids(input).iter().find_map(|g| {
            let turning = g
                .squares
                .iter()
                .filter(|t| *t != "x" && t.len() < 4)
                .count();
            let fits = match size {
                Size::Tiny => g.rows * g.cols <= TINY_SQUARES && turning <= TINY_TURNING,
                Size::Small => g.rows <= SMALL_SIDE && g.cols <= SMALL_SIDE,
                Size::Max | Size::Worst => true,
            };
            match broken_promise(g) {
                Some(why) => Some(why.to_string()),
                None if !fits => Some("too big for its size".to_string()),
                None => None,
            }
        })
    }

    #[test]
    fn versus_inputs_and_their_reductions_keep_the_statements_promises() {
        for size in [Size::Tiny, Size::Small, Size::Max] {
            let seeds = if size == Size::Max { 20 } else { 300 };
            for seed in 0..seeds {
                let cases = MoveableMaze::generate(&mut Rng::new(seed), size);
                let input = MoveableMaze::text(&cases);
                if let Some(why) = broken_promise_at(&input, size) {
                    panic!("seed {} ({:?}): {}\n{}", seed, size, why, input);
                }
                if size == Size::Max {
                    continue;
                }
                for case in &cases {
                    for smaller in MoveableMaze::smaller(case) {
                        let input = MoveableMaze::text(&[smaller]);
                        if let Some(why) = broken_promise_at(&input, size) {
                            panic!("a reduction of seed {}: {}\n{}", seed, why, input);
                        }
                    }
                }
            }
        }
    }
}
