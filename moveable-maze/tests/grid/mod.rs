//! Boards as the tests see them, written apart from the solver: tokens as text, squares
//! numbered row-major from 0, and the input format read and written with plain string code.

use shared_io::stress::Rng;
use std::fmt::Write as _;

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
            squares: vec!["x".to_string(); rows * cols],
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
        for r in 0..self.rows {
            let row = &self.squares[r * self.cols..(r + 1) * self.cols];
            writeln!(text, "{}", row.join(" ")).unwrap();
        }
        text
    }

    /// The case as a whole input, `0 0` included.
    pub fn input(&self) -> String {
        self.text() + "0 0\n"
    }

    pub fn open(&self, s: usize) -> bool {
        self.squares[s] != "x"
    }

    /// Can this square ever turn into something else? (`x` and `NESW` cannot.)
    pub fn turnable(&self, s: usize) -> bool {
        self.open(s) && self.squares[s].len() < 4
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

    /// Are `from` and `to` joined by a chain of non-`x` squares?
    pub fn joined(&self, from: usize, to: usize) -> bool {
        let mut seen = vec![false; self.squares.len()];
        let mut stack = vec![from];
        while let Some(s) = stack.pop() {
            if !self.open(s) || std::mem::replace(&mut seen[s], true) {
                continue;
            }
            stack.extend(self.around(s).into_iter().map(|(n, _)| n));
        }
        seen[to]
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
            let i = "NESW".find(d).expect("a direction letter");
            "NESW".as_bytes()[(i + quarter) % 4] as char
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
        let lines: String = "NESW".chars().filter(|_| rng.chance(45)).collect();
        if !lines.is_empty() {
            return shuffled(&lines, rng);
        }
    }
}

/// `needed` turned a random number of quarters, letters shuffled.
pub fn rotated_lines(rng: &mut Rng, needed: &str) -> String {
    let lines = turned(needed, rng.below(4));
    shuffled(&lines, rng)
}

impl Grid {
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
            out.squares[place(s)] = if token == "x" {
                token.clone()
            } else {
                token.chars().map(letter).collect()
            };
        }
        out.start = place(self.start);
        out.target = place(self.target);
        out
    }
}
