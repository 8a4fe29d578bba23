//! Random legal dice mazes, shared by the stress tests and by versus
//! (`examples/dice-maze-gen.rs`), and the reductions versus shrinks a failing maze with: fewer
//! rows and columns, a one-letter name, squares turned wild (-1) or empty (0). Versus's mazes
//! keep the statement's promise, one solution walk or none (`walks`), before and after every
//! reduction; a third of them are planted with a known wrong approach's trap (`plant`).

pub mod plant;
pub mod walks;

use self::plant::{planted_maze, promised_maze, Trap};
use self::walks::{Square, Walks};
use tools::problem::{Problem, Rng, Size};

const MAX_SIDE: i64 = 10;
const MAX_NAME: i64 = 20;
const WILD: i32 = -1;
const EMPTY: i32 = 0;

/// One maze as the input gives it; `start` is 0-based (row, col).
#[derive(Clone, Debug)]
pub struct Maze {
    pub name: String,
    pub grid: Vec<Vec<i32>>,
    pub start: (usize, usize),
    pub top: i32,
    pub front: i32,
}

/// The maze's three parts: name, `R C sr sc top front` (1-based start), rows.
pub fn maze_text(maze: &Maze) -> String {
    let mut text = format!(
        "{}\n{} {} {} {} {} {}\n",
        maze.name,
        maze.grid.len(),
        maze.grid[0].len(),
        maze.start.0 + 1,
        maze.start.1 + 1,
        maze.top,
        maze.front
    );
    for row in &maze.grid {
        let cells: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// The mazes of a legal input up to `END` (or the end), for programs built on this module (the
/// peer, the planted wrong solutions) and the tests (the oracle reads through it too); reads
/// tokens, not lines. Panics on an illegal input.
pub fn parse(input: &str) -> Vec<Maze> {
    let mut words = input.split_whitespace();
    let mut mazes = Vec::new();
    while let Some(name) = words.next().filter(|&word| word != "END") {
        let mut number = || -> i32 {
            let word = words.next().expect("a complete maze");
            word.parse().expect("a number")
        };
        let (rows, cols, row, col, top, front) =
            (number(), number(), number(), number(), number(), number());
        let grid = (0..rows)
            .map(|_| (0..cols).map(|_| number()).collect())
            .collect();
        mazes.push(Maze {
            name: name.to_string(),
            grid,
            start: (row as usize - 1, col as usize - 1),
            top,
            front,
        });
    }
    mazes
}

/// The judge's answer for `maze`: its name, then the walk's squares (1-based, nine a line,
/// two spaces before each line, commas between) or `No Solution Possible`.
pub fn answer_text(maze: &Maze, walk: Option<&[Square]>) -> String {
    let lines = match walk {
        None => vec!["No Solution Possible".to_string()],
        Some(walk) => walk
            .chunks(9)
            .map(|line| {
                let squares: Vec<String> = line
                    .iter()
                    .map(|&(r, c)| format!("({},{})", r + 1, c + 1))
                    .collect();
                squares.join(",")
            })
            .collect(),
    };
    format!("{}\n  {}\n", maze.name, lines.join(",\n  "))
}

/// A maze with `sides` rows and columns at random in `min..=max`: a wild-heavy,
/// zero-heavy or number-heavy mix; the start anywhere, sometimes on a 0 or boxed in. It may
/// have several walks: the stress tests want those too; versus's go through `plant`.
pub fn random_maze(rng: &mut Rng, sides: (i64, i64), name: String) -> Maze {
    let (rows, cols) = (rng.range(sides.0, sides.1), rng.range(sides.0, sides.1));
    let wild = *rng.pick(&[10, 40, 70, 90, 97]);
    let zero = *rng.pick(&[0, 5, 20]);
    let top = rng.range(1, 6) as i32;
    let fronts: Vec<i32> = (1..=6).filter(|&f| f != top && f != 7 - top).collect();
    let front = *rng.pick(&fronts);
    let start = (rng.below(rows as usize), rng.below(cols as usize));
    let grid = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| {
                    let roll = rng.below(100);
                    if roll < wild {
                        WILD
                    } else if roll < wild + zero {
                        EMPTY
                    } else {
                        rng.range(1, 6) as i32
                    }
                })
                .collect()
        })
        .collect();
    Maze {
        name,
        grid,
        start,
        top,
        front,
    }
}

/// A name of 1 to `longest` printable non-blank characters, never `END`.
fn random_name(rng: &mut Rng, longest: i64) -> String {
    const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-#.";
    loop {
        let name: String = (0..rng.range(1, longest))
            .map(|_| *rng.pick(LETTERS) as char)
            .collect();
        if name != "END" {
            return name;
        }
    }
}

/// The maze without row `r`, or `None` when it holds the start or is the only row.
fn without_row(maze: &Maze, r: usize) -> Option<Maze> {
    if maze.grid.len() == 1 || r == maze.start.0 {
        return None;
    }
    let mut smaller = maze.clone();
    smaller.grid.remove(r);
    if r < maze.start.0 {
        smaller.start.0 -= 1;
    }
    Some(smaller)
}

/// The maze without column `c`, or `None` when it holds the start or is the only column.
fn without_col(maze: &Maze, c: usize) -> Option<Maze> {
    if maze.grid[0].len() == 1 || c == maze.start.1 {
        return None;
    }
    let mut smaller = maze.clone();
    for row in smaller.grid.iter_mut() {
        row.remove(c);
    }
    if c < maze.start.1 {
        smaller.start.1 -= 1;
    }
    Some(smaller)
}

/// Worst maze number `m`: see `DiceMaze::worst`.
fn worst_maze(rng: &mut Rng, m: usize) -> Maze {
    let start = (rng.range(1, 10) as usize - 1, rng.range(1, 10) as usize - 1);
    let top = rng.range(1, 6) as i32;
    let faces: Vec<i32> = (1..=6).filter(|&f| f != top && f != 7 - top).collect();
    let front = *rng.pick(&faces);
    let grid = (0..10)
        .map(|r| {
            (0..10)
                .map(|c| match (r, c) {
                    _ if (r, c) == start => 0,
                    _ if rng.chance(3) => rng.range(1, 6) as i32,
                    _ => -1,
                })
                .collect()
        })
        .collect();
    Maze {
        name: format!("WORST{}", m),
        grid,
        start,
        top,
        front,
    }
}

/// A Dicey Problem: mazes, then `END`.
pub struct DiceMaze;

impl Problem for DiceMaze {
    const NAME: &'static str = "dice-maze";
    type Case = Maze;
    const UNIT: &'static str = "cells";

    /// Tiny: one maze of at most 4x4; small: 1 to 3 of at most 8x8; max: 300 of 10x10. Each
    /// keeps the promise; one in three, by the seed, is planted with a random trap.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Maze> {
        let (count, sides, longest) = match size {
            Size::Tiny => (1, (1, 4), 4),
            Size::Small => (rng.range(1, 3), (1, 8), 8),
            Size::Max | Size::Worst => (300, (MAX_SIDE, MAX_SIDE), MAX_NAME),
        };
        (0..count)
            .map(|_| {
                let name = random_name(rng, longest);
                if rng.chance(33) {
                    let trap = *rng.pick(&Trap::ALL);
                    planted_maze(rng, sides, &name, trap)
                } else {
                    promised_maze(rng, sides, &name)
                }
            })
            .collect()
    }

    /// 300 mazes as in `data/dice-maze/worst.in` (seed 810): 10x10, all wild but about 3% of
    /// the squares, the start square 0, so that a search sees every reachable state and
    /// finds no way home.
    fn worst(rng: &mut Rng) -> Vec<Maze> {
        (0..300).map(|m| worst_maze(rng, m)).collect()
    }

    fn text(mazes: &[Maze]) -> String {
        let mut text: String = mazes.iter().map(maze_text).collect();
        text.push_str("END\n");
        text
    }

    /// Its rows times columns.
    fn size(maze: &Maze) -> usize {
        maze.grid.len() * maze.grid[0].len()
    }

    /// A row, then a column gone (never the start's); the name cut to one letter; a square
    /// turned empty; a number turned wild. Only those that keep the promise: one walk or none.
    fn smaller(maze: &Maze) -> Vec<Maze> {
        let (rows, cols) = (maze.grid.len(), maze.grid[0].len());
        let mut smaller: Vec<Maze> = (0..rows).filter_map(|r| without_row(maze, r)).collect();
        smaller.extend((0..cols).filter_map(|c| without_col(maze, c)));
        if maze.name.len() > 1 {
            let mut short = maze.clone();
            short.name.truncate(1);
            smaller.push(short);
        }
        for turned in [EMPTY, WILD] {
            for r in 0..rows {
                for c in 0..cols {
                    let value = maze.grid[r][c];
                    if value != EMPTY && value != turned {
                        let mut changed = maze.clone();
                        changed.grid[r][c] = turned;
                        smaller.push(changed);
                    }
                }
            }
        }
        smaller.retain(|maze| Walks::of(maze).unique_or_none());
        smaller
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        tools::versus::check_legal::<super::DiceMaze, _>(crate::solution::solve, 20);
    }
}
