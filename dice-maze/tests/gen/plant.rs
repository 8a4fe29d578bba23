//! Mazes that keep the statement's promise (one solution walk or none), and mazes planted with
//! the trap of a known wrong approach. A random maze is brought to the promise by blocking
//! one roll of a second walk at a time, never one of the first walk's: removing rolls cannot
//! add walks, so the first walk (our BFS's, or one carved in) stays, the count falls, and the
//! loop ends. A trap is sprung when a solver with that bug must print something else than
//! ours; the traps on a walk's shape (a mirrored die, squares entered twice) start from a walk
//! carved into a random maze, the others from random mazes readied for them.

use super::walks::{enterable, neighbour, Die, Square, Walks, STEPS};
use super::{random_maze, Maze, EMPTY, WILD};
use tools::problem::Rng;

/// Random mazes tried for a trap before one that misses it is kept.
const TRIES: usize = 40;

/// A known wrong approach, by what it gets wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trap {
    /// The die's right face mirrored (7 - right): a walk with a roll left or right, then a
    /// number the mirrored die does not show.
    MirroredDie,
    /// Visited keyed on (row, col): the walk enters a square twice (data `keybug`).
    SquareTwice,
    /// Visited keyed on (row, col, top): the walk enters a square twice with the same top.
    TopTwice,
    /// The rule skipped on the roll back onto the start square: a numbered start that some
    /// state found before our walk's end could roll onto with another top (data `retbad`).
    FreeReturn,
    /// The start square's number checked when leaving it: a walk from a numbered start that
    /// does not show the die's first top.
    StartChecked,
    /// 0 entered like a wild square: a 0 beside the start the die could bounce off and home.
    ZeroEntered,
    /// The walk ended only on the start state itself: a walk home in another orientation.
    OtherOrientation,
}

impl Trap {
    pub const ALL: [Trap; 7] = [
        Trap::MirroredDie,
        Trap::SquareTwice,
        Trap::TopTwice,
        Trap::FreeReturn,
        Trap::StartChecked,
        Trap::ZeroEntered,
        Trap::OtherOrientation,
    ];

    /// Whether it is sprung by the shape of the walk alone.
    fn on_walk(self) -> bool {
        matches!(
            self,
            Trap::MirroredDie | Trap::SquareTwice | Trap::TopTwice | Trap::OtherOrientation
        )
    }

    /// Whether a solver with this bug prints something else than ours on `maze`.
    pub fn springs(self, maze: &Maze, walks: &Walks) -> bool {
        let start_value = maze.grid[maze.start.0][maze.start.1];
        match (self, &walks.first) {
            (_, Some(first)) if self.on_walk() => {
                let walk: Vec<(Square, Die)> =
                    first.iter().map(|&s| walks.graph.states[s]).collect();
                self.springs_on(maze, &walk)
            }
            (Trap::FreeReturn, _) => start_value != WILD && returns_blocked_early(maze, walks),
            (Trap::StartChecked, Some(_)) => start_value != WILD && start_value != maze.top,
            (Trap::ZeroEntered, first) => {
                first.as_ref().map_or(true, |first| first.len() > 2) && zero_bounce(maze)
            }
            _ => false,
        }
    }

    /// For the traps on a walk's shape: whether the maze's one walk `walk` (its states, the
    /// start's first) springs it.
    fn springs_on(self, maze: &Maze, walk: &[(Square, Die)]) -> bool {
        match self {
            Trap::MirroredDie => {
                let mut squares: Vec<Square> = walk.iter().map(|&(square, _)| square).collect();
                squares.push(maze.start);
                !mirrored_follows(maze, &squares)
            }
            Trap::SquareTwice => twice(walk.iter().map(|&(square, _)| square)),
            Trap::TopTwice => twice(walk.iter().map(|&(square, die)| (square, die.top))),
            Trap::OtherOrientation => {
                let (last, die) = walk[walk.len() - 1];
                let k = direction(maze, last, maze.start);
                die.roll(k) != walk[0].1
            }
            _ => false,
        }
    }

    /// Readies a random maze, before it is brought to the promise, to spring this trap.
    fn shape(self, rng: &mut Rng, maze: &mut Maze) {
        let (r, c) = maze.start;
        match self {
            Trap::FreeReturn => maze.grid[r][c] = rng.range(1, 6) as i32,
            Trap::StartChecked => {
                let others: Vec<i32> = (1..=6).filter(|&face| face != maze.top).collect();
                maze.grid[r][c] = *rng.pick(&others);
            }
            Trap::ZeroEntered => {
                // the die bounces off the 0 and home if the start takes its top then
                let k = rng.below(STEPS.len());
                if let Some((zr, zc)) = neighbour(maze, maze.start, k) {
                    maze.grid[zr][zc] = EMPTY;
                    let bounced = Die::placed(maze.top, maze.front).roll(k);
                    maze.grid[r][c] = if rng.chance(30) { WILD } else { bounced.top };
                }
            }
            _ => {}
        }
    }
}

/// Whether two of `keys` are the same.
fn twice<K: PartialEq>(keys: impl Iterator<Item = K>) -> bool {
    let keys: Vec<K> = keys.collect();
    (0..keys.len()).any(|i| keys[i + 1..].contains(&keys[i]))
}

/// The roll from `from` onto its neighbour `to`, as an index of `STEPS`.
fn direction(maze: &Maze, from: Square, to: Square) -> usize {
    (0..STEPS.len())
        .find(|&k| neighbour(maze, from, k) == Some(to))
        .expect("a walk's squares are neighbours")
}

/// Whether a die of the other handedness can roll along the squares of a walk.
fn mirrored_follows(maze: &Maze, squares: &[Square]) -> bool {
    let mut die = Die::placed(maze.top, maze.front).mirrored();
    for pair in squares.windows(2) {
        let k = direction(maze, pair[0], pair[1]);
        if !enterable(maze.grid[pair[1].0][pair[1].1], die.top) {
            return false;
        }
        die = die.roll(k);
    }
    true
}

/// Whether a state our BFS reaches no later than our walk's last one (any, with no walk) is
/// beside the start but may not roll onto it.
fn returns_blocked_early(maze: &Maze, walks: &Walks) -> bool {
    let start_value = maze.grid[maze.start.0][maze.start.1];
    let reached = walks
        .first
        .as_ref()
        .map_or(walks.graph.states.len(), |first| first[first.len() - 1] + 1);
    walks.graph.states[..reached].iter().any(|&(at, die)| {
        (0..STEPS.len())
            .any(|k| neighbour(maze, at, k) == Some(maze.start) && !enterable(start_value, die.top))
    })
}

/// Whether a 0 beside the start, were it wild, would take the die and let it roll home.
fn zero_bounce(maze: &Maze) -> bool {
    let start_value = maze.grid[maze.start.0][maze.start.1];
    let die = Die::placed(maze.top, maze.front);
    (0..STEPS.len()).any(|k| match neighbour(maze, maze.start, k) {
        Some((r, c)) => maze.grid[r][c] == EMPTY && enterable(start_value, die.roll(k).top),
        None => false,
    })
}

/// (square entered, top face before the roll) of each roll of `walk`, the roll home last.
fn entries(walks: &Walks, walk: &[usize]) -> Vec<(Square, i32)> {
    let states = &walks.graph.states;
    let mut entries: Vec<(Square, i32)> = walk
        .windows(2)
        .map(|pair| (states[pair[1]].0, states[pair[0]].1.top))
        .collect();
    entries.push((states[walk[0]].0, states[walk[walk.len() - 1]].1.top));
    entries
}

/// Makes one roll of the second walk illegal and keeps every roll of the first: a square only
/// the second enters (mostly the first after the walks part, which cuts every walk that
/// leaves the first there: few cuts isolate it) turns empty, or from wild to another number;
/// else a wild square the first always enters with one top shows that top, if the second
/// enters it with another. Removes rolls only. False when neither is possible.
fn block(
    rng: &mut Rng,
    maze: &mut Maze,
    first: &[(Square, i32)],
    second: &[(Square, i32)],
) -> bool {
    let on_first = |square: Square| first.iter().any(|&(s, _)| s == square);
    let only_second: Vec<(Square, i32)> = second
        .iter()
        .copied()
        .filter(|&(s, _)| !on_first(s))
        .collect();
    if !only_second.is_empty() {
        let ((r, c), top) = if rng.chance(70) {
            only_second[0]
        } else {
            *rng.pick(&only_second)
        };
        let others: Vec<i32> = (1..=6).filter(|&face| face != top).collect();
        maze.grid[r][c] = if maze.grid[r][c] == WILD && rng.chance(75) {
            *rng.pick(&others)
        } else {
            EMPTY
        };
        return true;
    }
    for &((r, c), top) in second {
        let tops: Vec<i32> = first
            .iter()
            .filter(|&&(s, _)| s == (r, c))
            .map(|&(_, t)| t)
            .collect();
        if maze.grid[r][c] == WILD && tops.iter().all(|&t| t == tops[0]) && tops[0] != top {
            maze.grid[r][c] = tops[0];
            return true;
        }
    }
    false
}

/// `maze` blocked until it has one walk or none, or `None` when a second walk cannot be
/// blocked without blocking the first: `carved` when given, else the BFS's.
fn keep_promise(rng: &mut Rng, mut maze: Maze, carved: Option<&[(Square, Die)]>) -> Option<Maze> {
    loop {
        let walks = Walks::besides(&maze, carved);
        let (first, second) = match (&walks.first, &walks.second) {
            (Some(first), Some(second)) => (entries(&walks, first), entries(&walks, second)),
            _ => return Some(maze),
        };
        if !block(rng, &mut maze, &first, &second) {
            return None;
        }
    }
}

/// A random maze (`random_maze`'s mixes) brought to the promise.
pub fn promised_maze(rng: &mut Rng, sides: (i64, i64), name: &str) -> Maze {
    loop {
        let maze = random_maze(rng, sides, name.to_string());
        if let Some(maze) = keep_promise(rng, maze, None) {
            return maze;
        }
    }
}

/// A random maze with a walk home carved in, and the walk's states: the die wanders at random
/// from the start over states it has not been in, then heads back, every square it enters
/// made to take it (showing the top face it comes with, now and then wild) unless an earlier
/// roll already fixed it. `None` when it gets stuck.
fn carved_maze(rng: &mut Rng, sides: (i64, i64), name: &str) -> Option<(Maze, Vec<(Square, Die)>)> {
    let mut maze = random_maze(rng, sides, name.to_string());
    let (rows, cols) = (maze.grid.len(), maze.grid[0].len());
    let wander = rng.range(1, (rows * cols) as i64) as usize;
    let mut fixed = vec![vec![false; cols]; rows];
    let mut walk = vec![(maze.start, Die::placed(maze.top, maze.front))];
    let away = |(r, c): Square| r.abs_diff(maze.start.0) + c.abs_diff(maze.start.1);
    while walk.len() <= 4 * rows * cols {
        let (at, die) = walk[walk.len() - 1];
        let heading_back = walk.len() > wander;
        // now and then a square fixed to another number turns wild to take the die again
        let loose = rng.chance(30);
        let rolls: Vec<(usize, Square)> = (0..STEPS.len())
            .filter_map(|k| neighbour(&maze, at, k).map(|to| (k, to)))
            .filter(|&(k, to)| {
                let takes =
                    loose || !fixed[to.0][to.1] || enterable(maze.grid[to.0][to.1], die.top);
                let home = to == maze.start;
                takes
                    && (if home {
                        heading_back
                    } else {
                        !walk.contains(&(to, die.roll(k)))
                    })
            })
            .collect();
        let nearest = rolls.iter().map(|&(_, to)| away(to)).min()?;
        let closer: Vec<(usize, Square)> = rolls
            .iter()
            .copied()
            .filter(|&(_, to)| away(to) == nearest)
            .collect();
        let again: Vec<(usize, Square)> = rolls
            .iter()
            .copied()
            .filter(|&(_, to)| fixed[to.0][to.1])
            .collect();
        let steer = heading_back && rng.chance(70);
        let back = !heading_back && !again.is_empty() && rng.chance(50);
        let &(k, (r, c)) = rng.pick(if steer {
            &closer
        } else if back {
            &again
        } else {
            &rolls
        });
        if !fixed[r][c] {
            maze.grid[r][c] = if rng.chance(10) { WILD } else { die.top };
            fixed[r][c] = true;
        } else if !enterable(maze.grid[r][c], die.top) {
            maze.grid[r][c] = WILD;
        }
        if (r, c) == maze.start {
            return Some((maze, walk));
        }
        walk.push(((r, c), die.roll(k)));
    }
    None
}

/// A maze that keeps the promise and, unless `TRIES` random ones all miss, springs `trap`.
/// The traps on a walk's shape start from a carved walk that springs them, kept as the one
/// walk; the others from random mazes.
pub fn planted_maze(rng: &mut Rng, sides: (i64, i64), name: &str, trap: Trap) -> Maze {
    let mut last = None;
    for _ in 0..TRIES {
        let (mut maze, walk) = if trap.on_walk() {
            match carved_maze(rng, sides, name).filter(|(maze, walk)| trap.springs_on(maze, walk)) {
                Some((maze, walk)) => (maze, Some(walk)),
                None => continue,
            }
        } else {
            (random_maze(rng, sides, name.to_string()), None)
        };
        trap.shape(rng, &mut maze);
        if let Some(maze) = keep_promise(rng, maze, walk.as_deref()) {
            if trap.springs(&maze, &Walks::of(&maze)) {
                return maze;
            }
            last = Some(maze);
        }
    }
    last.unwrap_or_else(|| promised_maze(rng, sides, name))
}
