//! A maze's solution walks, counted up to two, so the generator keeps only mazes the
//! statement allows: "each maze will have either a unique solution or no solution at all".
//!
//! A walk is a path in the state graph, states being (square, die): from the start state, over
//! states off the start square, all distinct, then one roll back onto the start square (in
//! any orientation). With one such walk every correct search prints it: a BFS, a DFS keyed on
//! states that un-marks them on backtracking or one that never does. Counting them one by one
//! is exponential on wild mazes; instead `Walks::of` takes the BFS's walk P and asks, for each
//! prefix P[0..=i] and each roll out of P[i] other than P's own, whether it leads home while
//! avoiding P[0..=i]. The sets of states that can do so only grow as i falls, so one backward
//! search, resumed from each P[i+1] as it is freed, answers every prefix: O(states * 4).
//! The die is its own here (faces top, front, right), apart from the solver's table.

use super::{Maze, WILD};

/// Row and column steps of the rolls up, down, left, right: the statement's tie order.
pub const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// A die by its top, front (facing south, towards the viewer) and right (east) faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Die {
    pub top: i32,
    pub front: i32,
    pub right: i32,
}

impl Die {
    /// The die rolled one square towards `STEPS[k]`. These hold for either handedness.
    pub fn roll(self, k: usize) -> Die {
        let Die { top, front, right } = self;
        match k {
            0 => Die {
                top: front,
                front: 7 - top,
                right,
            },
            1 => Die {
                top: 7 - front,
                front: top,
                right,
            },
            2 => Die {
                top: right,
                front,
                right: 7 - top,
            },
            _ => Die {
                top: 7 - right,
                front,
                right: top,
            },
        }
    }

    /// The 24 orientations, handed as the statement's example fixes it (top 5, front 1:
    /// right 3): all those rolled from top 1, front 2, right 3.
    pub fn all() -> Vec<Die> {
        let mut all = vec![Die {
            top: 1,
            front: 2,
            right: 3,
        }];
        let mut i = 0;
        while i < all.len() {
            for k in 0..STEPS.len() {
                let rolled = all[i].roll(k);
                if !all.contains(&rolled) {
                    all.push(rolled);
                }
            }
            i += 1;
        }
        all
    }

    /// The die placed with `top` and `front`, handed as `all`'s.
    /// Precondition: `top` and `front` are faces, neither equal nor opposite.
    pub fn placed(top: i32, front: i32) -> Die {
        Die::all()
            .into_iter()
            .find(|die| die.top == top && die.front == front)
            .expect("top and front neither equal nor opposite")
    }

    /// Its mirror image: the same top and front, the other right.
    pub fn mirrored(self) -> Die {
        Die {
            right: 7 - self.right,
            ..self
        }
    }

    /// A number for (top, front) in 0..36: with the handedness fixed, the whole orientation.
    fn key(self) -> usize {
        ((self.top - 1) * 6 + self.front - 1) as usize
    }
}

pub type Square = (usize, usize);

/// The square one roll from `at` towards `STEPS[k]`, if it is on the maze.
pub fn neighbour(maze: &Maze, at: Square, k: usize) -> Option<Square> {
    let (r, c) = (at.0 as isize + STEPS[k].0, at.1 as isize + STEPS[k].1);
    let inside = r >= 0 && c >= 0 && (r as usize) < maze.grid.len();
    let inside = inside && (c as usize) < maze.grid[0].len();
    if inside {
        Some((r as usize, c as usize))
    } else {
        None
    }
}

/// The rule for every roll, the one back onto the start square too: the square is wild or
/// shows the top face before the roll (so 0 never).
pub fn enterable(value: i32, top: i32) -> bool {
    value == WILD || value == top
}

/// One legal roll out of a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Roll {
    /// Back onto the start square: the walk ends.
    Home,
    /// To another state, by its index.
    To(usize),
}

/// The states a walk can pass through: reachable from the start state without re-entering
/// the start square, numbered in the order a BFS (rolls up, down, left, right) finds them.
pub struct Graph {
    /// (square, die) of each state; state 0 is the start.
    pub states: Vec<(Square, Die)>,
    /// The legal rolls out of each state, by direction.
    rolls: Vec<[Option<Roll>; 4]>,
    /// The state each was first found from (the start's is itself).
    parent: Vec<usize>,
    /// Each state's index by `id`, `usize::MAX` for the unreachable.
    index: Vec<usize>,
    cols: usize,
}

impl Graph {
    /// Every state reachable from the start, with the maze's die placed on it.
    fn of(maze: &Maze) -> Graph {
        let die = Die::placed(maze.top, maze.front);
        let cols = maze.grid[0].len();
        let mut graph = Graph {
            states: vec![(maze.start, die)],
            rolls: Vec::new(),
            parent: vec![0],
            index: vec![usize::MAX; maze.grid.len() * cols * 36],
            cols,
        };
        let start = graph.id(maze.start, die);
        graph.index[start] = 0;
        let mut next = 0;
        while next < graph.states.len() {
            let (at, die) = graph.states[next];
            let mut rolls = [None; 4];
            for (k, roll) in rolls.iter_mut().enumerate() {
                let to = match neighbour(maze, at, k) {
                    Some(to) if enterable(maze.grid[to.0][to.1], die.top) => to,
                    _ => continue,
                };
                if to == maze.start {
                    *roll = Some(Roll::Home);
                    continue;
                }
                let rolled = graph.id(to, die.roll(k));
                if graph.index[rolled] == usize::MAX {
                    graph.index[rolled] = graph.states.len();
                    graph.states.push((to, die.roll(k)));
                    graph.parent.push(next);
                }
                *roll = Some(Roll::To(graph.index[rolled]));
            }
            graph.rolls.push(rolls);
            next += 1;
        }
        graph
    }

    fn id(&self, (r, c): Square, die: Die) -> usize {
        (r * self.cols + c) * 36 + die.key()
    }

    /// The states of a walk given by (square, die), if they are all reachable.
    fn find(&self, walk: &[(Square, Die)]) -> Option<Vec<usize>> {
        walk.iter()
            .map(|&(square, die)| {
                Some(self.index[self.id(square, die)]).filter(|&s| s != usize::MAX)
            })
            .collect()
    }

    /// The BFS's walk: the states from the start to the first state (in BFS order) that can
    /// roll home, or `None` when none can. Exactly the walk our solver prints.
    fn first_walk(&self) -> Option<Vec<usize>> {
        let last = (0..self.states.len()).find(|&s| self.rolls[s].contains(&Some(Roll::Home)))?;
        let mut walk = vec![last];
        while walk[walk.len() - 1] != 0 {
            walk.push(self.parent[walk[walk.len() - 1]]);
        }
        walk.reverse();
        Some(walk)
    }
}

/// A maze's walks home, up to two.
pub struct Walks {
    pub graph: Graph,
    /// The BFS's walk (its states, the start's first; the roll home follows the last).
    pub first: Option<Vec<usize>>,
    /// Another walk, when there is one.
    pub second: Option<Vec<usize>>,
}

impl Walks {
    /// The BFS's walk, and another.
    pub fn of(maze: &Maze) -> Walks {
        Walks::besides(maze, None)
    }

    /// With `walk` (states as (square, die), the start's first) for the first walk instead of
    /// the BFS's, and another. Precondition: `walk` is one of the maze's walks.
    pub fn besides(maze: &Maze, walk: Option<&[(Square, Die)]>) -> Walks {
        let graph = Graph::of(maze);
        let first = match walk {
            Some(walk) => Some(graph.find(walk).expect("the walk's states are reachable")),
            None => graph.first_walk(),
        };
        let second = first.as_ref().and_then(|first| second_walk(&graph, first));
        Walks {
            graph,
            first,
            second,
        }
    }

    /// What the statement promises: one walk or none.
    pub fn unique_or_none(&self) -> bool {
        self.second.is_none()
    }

    /// The squares a walk of state indices passes, the start first, the return last.
    pub fn squares(&self, walk: &[usize]) -> Vec<Square> {
        let mut squares: Vec<Square> = walk.iter().map(|&s| self.graph.states[s].0).collect();
        squares.push(squares[0]);
        squares
    }
}

/// `via[s]` while no walk home from `s` avoiding the prefix is known.
const UNKNOWN: usize = usize::MAX;
/// `via[s]` when `s` rolls home itself.
const HOME: usize = usize::MAX - 1;

/// A walk other than `first`, or `None`. `via[s]` is the next state of a walk home from `s`
/// that avoids the current prefix `first[0..=i]`; it is only ever set once, because the
/// prefix only shrinks, and it always points at a state that had its own `via` earlier, so
/// following it never loops.
fn second_walk(graph: &Graph, first: &[usize]) -> Option<Vec<usize>> {
    let n = graph.states.len();
    let before = Before::of(graph);
    let mut on_prefix = vec![false; n];
    for &s in first {
        on_prefix[s] = true;
    }
    let mut via = vec![UNKNOWN; n];
    // every state off P that rolls home, and what reaches them off P
    for s in 0..n {
        if !on_prefix[s] && graph.rolls[s].contains(&Some(Roll::Home)) {
            via[s] = HOME;
            reach_back(&before, &on_prefix, &mut via, s);
        }
    }
    let last = first.len() - 1;
    for i in (0..=last).rev() {
        if i < last {
            // P[i+1] leaves the prefix: it goes home along P, and so may what reaches it
            let freed = first[i + 1];
            on_prefix[freed] = false;
            via[freed] = if i + 1 == last { HOME } else { first[i + 2] };
            reach_back(&before, &on_prefix, &mut via, freed);
        }
        for roll in graph.rolls[first[i]].iter().flatten() {
            let branch = match *roll {
                Roll::Home if i < last => HOME,
                Roll::To(t) if i < last && t == first[i + 1] => continue,
                Roll::To(t) if !on_prefix[t] && via[t] != UNKNOWN => t,
                _ => continue,
            };
            let mut walk = first[..=i].to_vec();
            let mut s = branch;
            while s != HOME {
                walk.push(s);
                s = via[s];
            }
            return Some(walk);
        }
    }
    None
}

/// The states each state is one roll from, all in one array (the search runs hundreds of
/// times a maze while the generator blocks walks): those of `s` are
/// `from[starts[s]..starts[s + 1]]`.
struct Before {
    starts: Vec<usize>,
    from: Vec<usize>,
}

impl Before {
    fn of(graph: &Graph) -> Before {
        let targets = || {
            graph.rolls.iter().enumerate().flat_map(|(s, rolls)| {
                rolls.iter().filter_map(move |roll| match *roll {
                    Some(Roll::To(t)) => Some((s, t)),
                    _ => None,
                })
            })
        };
        let mut starts = vec![0; graph.states.len() + 1];
        for (_, t) in targets() {
            starts[t + 1] += 1;
        }
        for s in 0..graph.states.len() {
            starts[s + 1] += starts[s];
        }
        let mut filled = starts.clone();
        let mut from = vec![0; starts[graph.states.len()]];
        for (s, t) in targets() {
            from[filled[t]] = s;
            filled[t] += 1;
        }
        Before { starts, from }
    }

    fn of_state(&self, s: usize) -> &[usize] {
        &self.from[self.starts[s]..self.starts[s + 1]]
    }
}

/// Marks, from `from` (whose `via` is set), every state off the prefix that reaches it.
fn reach_back(before: &Before, on_prefix: &[bool], via: &mut [usize], from: usize) {
    let mut stack = vec![from];
    while let Some(s) = stack.pop() {
        for &p in before.of_state(s) {
            if !on_prefix[p] && via[p] == UNKNOWN {
                via[p] = s;
                stack.push(p);
            }
        }
    }
}

#[cfg(test)]
mod tests;
