//! A peer's solution, written apart from ours: a backtracking depth-first search over
//! (square, die) from the start, rolls tried up, down, left, right, each state marked while
//! it is on the current path, the first walk home it finds printed, as accepted UVa 810
//! solutions do. On a maze with one walk it must print that walk, our BFS's; on one with
//! several it may not, which is why versus's mazes keep the promise.
//!
//! Before it enters a state it checks, by a search over the states off the current path, that
//! home can still be reached from there. That skips only subtrees that hold no walk, so it
//! finds the same walks in the same order as the plain backtracking search, without exploring
//! dead ends path by path (exponential on wild mazes; versus's max inputs have them). The die
//! and the maze's text are the generator's (`gen`), not the solver's.

use crate::gen::walks::{enterable, neighbour, Die, Square, STEPS};
use crate::gen::{answer_text, parse, Maze};

/// The answers for a whole legal input.
pub fn answer(input: &str) -> String {
    parse(input)
        .iter()
        .map(|maze| answer_text(maze, first_walks(maze, 1).first().map(Vec::as_slice)))
        .collect()
}

/// The first `limit` walks the search finds, in that order, each as its squares from the
/// start to the return.
pub fn first_walks(maze: &Maze, limit: usize) -> Vec<Vec<Square>> {
    let mut search = Search {
        maze,
        on_path: vec![false; states(maze)],
        path: vec![maze.start],
        found: Vec::new(),
        limit,
    };
    let die = Die::placed(maze.top, maze.front);
    search.on_path[state(maze, maze.start, die)] = true;
    search.from(maze.start, die);
    search.found
}

/// States are numbered by square and the (top, front) pair: 49 numbers a square.
fn states(maze: &Maze) -> usize {
    maze.grid.len() * maze.grid[0].len() * 49
}

fn state(maze: &Maze, (r, c): Square, die: Die) -> usize {
    (r * maze.grid[0].len() + c) * 49 + (die.top * 7 + die.front) as usize
}

/// The legal rolls out of (`at`, `die`): towards `STEPS[k]`, onto the square given.
fn rolls(maze: &Maze, at: Square, die: Die) -> impl Iterator<Item = (usize, Square)> + '_ {
    (0..STEPS.len()).filter_map(move |k| {
        neighbour(maze, at, k)
            .filter(|&(r, c)| enterable(maze.grid[r][c], die.top))
            .map(|to| (k, to))
    })
}

/// Whether some walk leads from (`at`, `die`) home over states off the current path.
fn home_reachable(maze: &Maze, on_path: &[bool], at: Square, die: Die) -> bool {
    let mut seen = on_path.to_vec();
    seen[state(maze, at, die)] = true;
    let mut stack = vec![(at, die)];
    while let Some((at, die)) = stack.pop() {
        for (k, to) in rolls(maze, at, die) {
            if to == maze.start {
                return true;
            }
            let next = state(maze, to, die.roll(k));
            if !seen[next] {
                seen[next] = true;
                stack.push((to, die.roll(k)));
            }
        }
    }
    false
}

/// The depth-first search's state: the current path, its marks, the walks found so far.
struct Search<'a> {
    maze: &'a Maze,
    on_path: Vec<bool>,
    path: Vec<Square>,
    found: Vec<Vec<Square>>,
    limit: usize,
}

impl Search<'_> {
    /// Tries every roll out of (`at`, `die`), the last state of the path, in order.
    fn from(&mut self, at: Square, die: Die) {
        let maze = self.maze;
        for (k, to) in rolls(maze, at, die) {
            if self.found.len() == self.limit {
                return;
            }
            if to == maze.start {
                let mut walk = self.path.clone();
                walk.push(to);
                self.found.push(walk);
                continue;
            }
            let next = state(maze, to, die.roll(k));
            if self.on_path[next] || !home_reachable(maze, &self.on_path, to, die.roll(k)) {
                continue;
            }
            self.on_path[next] = true;
            self.path.push(to);
            self.from(to, die.roll(k));
            self.path.pop();
            self.on_path[next] = false;
        }
    }
}
