//! A deliberately wrong dice-maze solver, for versus's self-test: its BFS expands right, left,
//! down, up, so among equally short walks it prints another one (`--right` expands up, down,
//! left, right, and then it is right). It rolls the die with the solver's `Die`; the search,
//! the reading and the printing are its own.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use shared_io::{run, Error, Scanner};
use solution::{Die, Dir};
use std::collections::VecDeque;
use std::io::Write;

const WRONG_ORDER: [Dir; 4] = [Dir::Right, Dir::Left, Dir::Down, Dir::Up];

fn number(sc: &mut Scanner) -> Result<i64, Error> {
    sc.parse("a number")
}

/// The squares of the shortest walk home in `order`'s tie-break, or `None`.
fn walk(
    grid: &[Vec<i64>],
    start: (i64, i64),
    die: Die,
    order: &[Dir; 4],
) -> Option<Vec<(i64, i64)>> {
    let (rows, cols) = (grid.len() as i64, grid[0].len() as i64);
    let key = |(r, c): (i64, i64), die: Die| ((r * cols + c) * 24) as usize + die.index();
    let mut parent: Vec<Option<usize>> = vec![None; (rows * cols * 24) as usize];
    let mut states = vec![(start, die)];
    let mut queue = VecDeque::from(vec![0]);
    parent[key(start, die)] = Some(0);
    while let Some(i) = queue.pop_front() {
        let ((r, c), die) = states[i];
        for &dir in order {
            let (nr, nc) = match dir {
                Dir::Up => (r - 1, c),
                Dir::Down => (r + 1, c),
                Dir::Left => (r, c - 1),
                Dir::Right => (r, c + 1),
            };
            if nr < 0 || nc < 0 || nr >= rows || nc >= cols {
                continue;
            }
            let value = grid[nr as usize][nc as usize];
            if value != -1 && value != i64::from(die.top) {
                continue;
            }
            if (nr, nc) == start {
                let mut squares = vec![start];
                let mut at = i;
                while at != 0 {
                    squares.push(states[at].0);
                    at = parent[key(states[at].0, states[at].1)].unwrap_or(0);
                }
                squares.push(start);
                squares.reverse();
                return Some(squares);
            }
            let rolled = die.roll(dir);
            if parent[key((nr, nc), rolled)].is_none() {
                parent[key((nr, nc), rolled)] = Some(i);
                states.push(((nr, nc), rolled));
                queue.push_back(states.len() - 1);
            }
        }
    }
    None
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W, order: &[Dir; 4]) -> Result<(), Error> {
    while let Some(name) = sc.next_token().map(|t| t.bytes.to_vec()) {
        if name == b"END" {
            break;
        }
        let (rows, cols, sr, sc_) = (number(sc)?, number(sc)?, number(sc)?, number(sc)?);
        let (top, front) = (number(sc)? as u8, number(sc)? as u8);
        let mut grid = vec![vec![0; cols as usize]; rows as usize];
        for cell in grid.iter_mut().flatten() {
            *cell = number(sc)?;
        }
        out.write_all(&name)?;
        writeln!(out)?;
        let die = Die::new(top, front).ok_or_else(|| Error::at(1, "a die"))?;
        match walk(&grid, (sr - 1, sc_ - 1), die, order) {
            None => writeln!(out, "  No Solution Possible")?,
            Some(squares) => {
                let shown: Vec<String> = squares
                    .iter()
                    .map(|(r, c)| format!("({},{})", r + 1, c + 1))
                    .collect();
                let lines: Vec<String> = shown
                    .chunks(9)
                    .map(|line| format!("  {}", line.join(",")))
                    .collect();
                writeln!(out, "{}", lines.join(",\n"))?;
            }
        }
    }
    Ok(())
}

fn main() {
    let right = std::env::args().any(|arg| arg == "--right");
    let order = if right { Dir::ALL } else { WRONG_ORDER };
    run("wrong-tie-order", move |sc, out| solve(sc, out, &order));
}
