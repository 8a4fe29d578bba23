//! The planted wrong dice-maze solvers' one search, for versus's self-test: a BFS over
//! (square, die), rolls up, down, left, right, the first walk home printed, with one known
//! wrong approach switched on by each `wrong-*.rs` (and off by its `--right`, which makes it
//! right). The die, the reading and the printing are the generator's (`tests/gen/`), not the
//! solver's; the including example mounts it as `crate::gen`.

use crate::gen::walks::{enterable, neighbour, Die, Square, STEPS};
use crate::gen::{answer_text, parse, Maze};
use std::collections::{HashSet, VecDeque};
use std::io::{Read, Write};

/// A known wrong approach. (Each example switches on one: the others go unused there.)
#[allow(dead_code)]
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bug {
    /// The die's right face is 7 minus the real one: the other handedness.
    MirroredDie,
    /// Visited keyed on (row, col): a square is never entered twice.
    SquareKey,
    /// Visited keyed on (row, col, top): never twice with the same top.
    TopKey,
    /// Any roll back onto the start square is legal, whatever it shows.
    FreeReturn,
    /// The die may leave the start only if the start square takes its top, as if it had
    /// rolled onto it.
    StartChecked,
    /// A 0 takes the die like a wild square.
    ZeroWild,
    /// The walk ends only back on the start state itself (square and orientation); the start
    /// square in another orientation is like any other.
    SameOrientation,
}

/// Reads the input from stdin and prints every maze's answer, with `bug` unless `--right`.
pub fn main(bug: Bug) {
    let bug = if std::env::args().any(|arg| arg == "--right") {
        None
    } else {
        Some(bug)
    };
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .expect("a readable input");
    let answers: String = parse(&input)
        .iter()
        .map(|maze| answer_text(maze, walk(maze, bug).as_deref()))
        .collect();
    let _ = std::io::stdout().write_all(answers.as_bytes());
}

/// Whether the square holding `value` takes a die showing `top`.
fn takes(value: i32, top: i32, bug: Option<Bug>) -> bool {
    match bug {
        Some(Bug::ZeroWild) => value == 0 || enterable(value, top),
        _ => enterable(value, top),
    }
}

/// The first walk home a BFS finds, as squares from the start to the return, or `None`.
fn walk(maze: &Maze, bug: Option<Bug>) -> Option<Vec<Square>> {
    let value = |(r, c): Square| maze.grid[r][c];
    let mut die = Die::placed(maze.top, maze.front);
    if bug == Some(Bug::MirroredDie) {
        die = die.mirrored();
    }
    if bug == Some(Bug::StartChecked) && !takes(value(maze.start), die.top, bug) {
        return None;
    }
    // what marks a state seen: (square, top, front), less with the key bugs
    let key = |square: Square, die: Die| match bug {
        Some(Bug::SquareKey) => (square, 0, 0),
        Some(Bug::TopKey) => (square, die.top, 0),
        _ => (square, die.top, die.front),
    };
    let start = die;
    let mut states = vec![(maze.start, die, 0)];
    let mut seen = HashSet::from([key(maze.start, die)]);
    let mut queue = VecDeque::from([0]);
    while let Some(i) = queue.pop_front() {
        let (at, die, _) = states[i];
        for k in 0..STEPS.len() {
            let to = match neighbour(maze, at, k) {
                Some(to) => to,
                None => continue,
            };
            let free = to == maze.start && bug == Some(Bug::FreeReturn);
            if !free && !takes(value(to), die.top, bug) {
                continue;
            }
            let rolled = die.roll(k);
            let home = to == maze.start && !(bug == Some(Bug::SameOrientation) && rolled != start);
            if home {
                return Some(squares_to(&states, i, maze.start));
            }
            if seen.insert(key(to, rolled)) {
                states.push((to, rolled, i));
                queue.push_back(states.len() - 1);
            }
        }
    }
    None
}

/// The squares from the start to state `last` (each with its parent), then `home`.
fn squares_to(states: &[(Square, Die, usize)], last: usize, home: Square) -> Vec<Square> {
    let mut squares = vec![home];
    let mut i = last;
    loop {
        squares.push(states[i].0);
        if i == 0 {
            break;
        }
        i = states[i].2;
    }
    squares.reverse();
    squares
}
