//! Input validator for dice-maze's problem package (`scripts/package.sh`): accepts exactly the
//! inputs the statement promises: mazes of 1 to 10 rows and columns, a start inside, top and
//! front faces 1 to 6 neither equal nor opposite, squares -1 to 6, names of 1 to 20 printable
//! ASCII characters, then a line `END`; and every maze has at most one shortest walk home, so
//! the answer never depends on how ties are broken (the judges' "one solution or none"). Each
//! line is ended by `\n`.
//! In the package it is one file, with `scripts/tools/tests/validator/strict.rs` written inline,
//! for problemtools to compile with rustc; `shared-io/tests/validators.rs` runs it on every
//! data file.

#[path = "../../scripts/tools/tests/validator/strict.rs"]
mod strict;

use strict::Lines;

use std::collections::VecDeque;

// ---- Input model ---------------------------------------------------------------------------

/// One maze as read: squares row by row, -1 wild, 0 closed, 1 to 6 a number.
struct Maze {
    rows: usize,
    cols: usize,
    start: (usize, usize),
    top: usize,
    front: usize,
    squares: Vec<i64>,
}

/// Ok when `input` keeps the statement's promise, else why not. Cost: O(input length) plus
/// O(rows x cols) per maze for its walks.
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    loop {
        let name = lines.line("a maze name or END")?;
        if name == "END" {
            return lines.end();
        }
        if name.len() > 20 || name.contains(' ') {
            return Err(format!(
                "line {}: a name is one token of 1 to 20 characters",
                lines.number
            ));
        }
        let maze = read_maze(&mut lines)?;
        if shortest_walks(&maze) > 1 {
            return Err(format!(
                "maze {name}: two shortest walks home; the statement promises one or none"
            ));
        }
    }
}

/// Reads a maze's header and squares. Cost: O(its lines).
fn read_maze(lines: &mut Lines) -> Result<Maze, String> {
    let [rows, cols, sr, sc, top, front] = lines.numbers(
        "R C sr sc top front",
        [(1, 10), (1, 10), (1, 10), (1, 10), (1, 6), (1, 6)],
    )?;
    let n = lines.number;
    if sr > rows || sc > cols {
        return Err(format!(
            "line {n}: the start ({sr},{sc}) lies outside the {rows}x{cols} maze"
        ));
    }
    if top == front || top + front == 7 {
        return Err(format!(
            "line {n}: the front face {front} is equal or opposite to the top {top}"
        ));
    }
    let (rows, cols) = (rows as usize, cols as usize);
    let mut squares = Vec::with_capacity(rows * cols);
    for _ in 0..rows {
        let line = lines.line("a row of squares")?;
        let n = lines.number;
        let row: Vec<&str> = line.split(' ').collect();
        if row.len() != cols {
            return Err(format!(
                "line {n}: expected {cols} squares, found {}",
                row.len()
            ));
        }
        for token in row {
            match token.parse::<i64>() {
                Ok(v) if (-1..=6).contains(&v) && v.to_string() == token => squares.push(v),
                _ => return Err(format!("line {n}: a square is -1 to 6, found {token:?}")),
            }
        }
    }
    let start = (sr as usize - 1, sc as usize - 1);
    Ok(Maze {
        rows,
        cols,
        start,
        top: top as usize,
        front: front as usize,
        squares,
    })
}

// ---- Rules ---------------------------------------------------------------------------------

/// The right face by top and front (the statement's table; 0 where top and front cannot meet).
const RIGHT: [[usize; 7]; 7] = [
    [0; 7],
    [0, 0, 3, 5, 2, 4, 0],
    [0, 4, 0, 1, 6, 0, 3],
    [0, 2, 6, 0, 0, 1, 5],
    [0, 5, 1, 0, 0, 6, 2],
    [0, 3, 0, 6, 1, 0, 4],
    [0, 0, 4, 2, 5, 3, 0],
];

/// A die on a square: (row, col, top, front).
type State = (usize, usize, usize, usize);

/// The states one roll reaches from `s` (up, down, left, right), where the square lets it in.
fn rolls(maze: &Maze, s: State) -> Vec<State> {
    let (r, c, top, front) = s;
    let right = RIGHT[top][front];
    let mut next = Vec::with_capacity(4);
    let moves = [
        (r.wrapping_sub(1), c, front, 7 - top),
        (r + 1, c, 7 - front, top),
        (r, c.wrapping_sub(1), right, front),
        (r, c + 1, 7 - right, front),
    ];
    for (nr, nc, ntop, nfront) in moves {
        if nr < maze.rows && nc < maze.cols {
            let square = maze.squares[nr * maze.cols + nc];
            if square == -1 || square == top as i64 {
                next.push((nr, nc, ntop, nfront));
            }
        }
    }
    next
}

// ---- Search --------------------------------------------------------------------------------

/// How many shortest walks bring the die back to its start, capped at 2: a breadth-first
/// search over (square, orientation) counting the shortest ways into each state; a walk ends
/// the first time it enters the start square. Cost: O(rows x cols x 36).
fn shortest_walks(maze: &Maze) -> u32 {
    let index = |(r, c, t, f): State| ((r * maze.cols + c) * 7 + t) * 7 + f;
    let mut dist = vec![u32::MAX; maze.rows * maze.cols * 49];
    let mut ways = vec![0u32; dist.len()];
    let first = (maze.start.0, maze.start.1, maze.top, maze.front);
    dist[index(first)] = 0;
    ways[index(first)] = 1;
    let mut queue = VecDeque::from([first]);
    let (mut best, mut home) = (u32::MAX, 0);
    while let Some(s) = queue.pop_front() {
        let d = dist[index(s)];
        if d >= best {
            break;
        }
        for next in rolls(maze, s) {
            if (next.0, next.1) == maze.start {
                best = d + 1;
                home = (home + ways[index(s)]).min(2);
                continue;
            }
            let i = index(next);
            if dist[i] == u32::MAX {
                dist[i] = d + 1;
                queue.push_back(next);
            }
            if dist[i] == d + 1 {
                ways[i] = (ways[i] + ways[index(s)]).min(2);
            }
        }
    }
    home
}

// ---- Verdict -------------------------------------------------------------------------------

fn main() {
    strict::main(validate)
}
