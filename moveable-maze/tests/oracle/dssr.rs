//! An exact oracle for boards of any size, sharing no code with the solver: the least price
//! over walks that enter no turnable square twice (exact: `once.rs`'s header), reached by
//! decremental state-space relaxation instead of `once.rs`'s sets of every square entered.
//!
//! Each square j remembers a set N(j) of squares, empty at first. A walk carries a memory: on
//! entering j it keeps the squares of its memory that j remembers, plus j itself if j can
//! turn, and it may not enter a square in its memory. Every walk that enters no turnable
//! square twice obeys that, so the least price over such relaxed walks is a lower bound.
//! Each round finds the least relaxed walk by best-first search; if it enters no turnable
//! square twice, that bound is attained and is the answer. Otherwise, for each turnable k it
//! enters twice, every square the walk stands on between the two entries learns k, which
//! forbids that walk from then on, and the next round runs. The memories only grow, so the
//! rounds end. Each round's walk, loops erased, is a simple path: its price (`paths.rs`)
//! bounds the answer from above, and a round that finds nothing below it ends the search.
//!
//! Labels per (square, entry offset) keep the Pareto front of (t, P, memory): one beats
//! another when no later, no dearer and remembering no square the other does not. The search
//! pops labels by a lower bound on their arrival: the larger of t plus the least move turns
//! left and P plus the least rotations left (`once.rs`'s bounds).

use super::once::{bounds, moves, Move};
use super::paths::path_cost;
use crate::gen::Grid;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A set of squares as bits, 64 to a word.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Squares(Vec<u64>);

impl Squares {
    fn none(squares: usize) -> Squares {
        Squares(vec![0; squares / 64 + 1])
    }

    fn has(&self, s: usize) -> bool {
        self.0[s / 64] >> (s % 64) & 1 != 0
    }

    fn add(&mut self, s: usize) {
        self.0[s / 64] |= 1 << (s % 64);
    }

    fn within(&self, other: &Squares) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    fn and(&self, other: &Squares) -> Squares {
        Squares(self.0.iter().zip(&other.0).map(|(a, b)| a & b).collect())
    }
}

/// A relaxed walk so far: where it stands (square * 4 + entry offset), its clock, its memory,
/// and the label it came from (`usize::MAX` at the start).
struct Label {
    at: usize,
    t: u32,
    spent: u32,
    memory: Squares,
    parent: usize,
    beaten: bool,
}

/// The answer and how the search went: the rounds and the labels popped over all of them.
pub struct Confirmed {
    pub answer: u32,
    pub rounds: u32,
    pub popped: u64,
}

/// The literal optimum of `b`; `None` once more than `budget` labels are popped in all.
pub fn literal_optimum(b: &Grid, budget: u64) -> Option<Confirmed> {
    let mut done = Confirmed {
        answer: 0,
        rounds: 0,
        popped: 0,
    };
    if b.start == b.target {
        return Some(done);
    }
    let search = Search::new(b);
    let mut remembers: Vec<Squares> = vec![Squares::none(b.squares.len()); b.squares.len()];
    let mut best_path = u32::MAX;
    loop {
        done.rounds += 1;
        let (walk, popped) = search
            .least_walk(&remembers, best_path, budget - done.popped)
            .ok()?;
        done.popped += popped;
        let (turns, squares) = match walk {
            Some(walk) => walk,
            // nothing below the best simple path found
            None => {
                done.answer = best_path;
                return Some(done);
            }
        };
        let repeats = turnable_repeats(b, &squares);
        if repeats.is_empty() {
            done.answer = turns;
            return Some(done);
        }
        best_path = best_path.min(path_cost(b, &erased(&squares), (0, 0), 0));
        for (first, second) in repeats {
            for &between in &squares[first + 1..second] {
                remembers[between].add(squares[first]);
            }
        }
    }
}

/// For each turnable square `walk` enters twice, the positions of two entries in a row.
fn turnable_repeats(b: &Grid, walk: &[usize]) -> Vec<(usize, usize)> {
    let mut last = vec![usize::MAX; b.squares.len()];
    let mut repeats = Vec::new();
    for (k, &s) in walk.iter().enumerate() {
        if last[s] != usize::MAX && b.turnable(s) {
            repeats.push((last[s], k));
        }
        last[s] = k;
    }
    repeats
}

/// `walk` with its loops cut, in the order they close.
fn erased(walk: &[usize]) -> Vec<usize> {
    let mut path: Vec<usize> = Vec::new();
    for &s in walk {
        if let Some(at) = path.iter().position(|&p| p == s) {
            path.truncate(at + 1);
        } else {
            path.push(s);
        }
    }
    path
}

/// What every round shares: the board, its moves and its bounds.
struct Search<'a> {
    b: &'a Grid,
    moves: Vec<Vec<Move>>,
    turns_left: Vec<u32>,
    rotations_left: Vec<u32>,
}

/// A round's result: the least relaxed walk's arrival and squares, or none below the limit;
/// with the labels popped. `Err` when the budget ran out.
type Round = Result<(Option<(u32, Vec<usize>)>, u64), ()>;

impl<'a> Search<'a> {
    fn new(b: &'a Grid) -> Search<'a> {
        let moves = moves(b);
        let (turns_left, rotations_left) = bounds(b, &moves);
        Search {
            b,
            moves,
            turns_left,
            rotations_left,
        }
    }

    /// A lower bound on the arrival of a walk at `at` at (t, P).
    fn bound(&self, at: usize, t: u32, spent: u32) -> u32 {
        (t + self.turns_left[at]).max(spent + self.rotations_left[at])
    }

    /// The least relaxed walk under the memories `remembers` arriving before `limit`.
    fn least_walk(&self, remembers: &[Squares], limit: u32, budget: u64) -> Round {
        let n = self.b.squares.len();
        let mut memory = Squares::none(n);
        if self.b.turnable(self.b.start) {
            memory.add(self.b.start);
        }
        let first = self.b.start * 4;
        let mut labels = vec![Label {
            at: first,
            t: 0,
            spent: 0,
            memory,
            parent: usize::MAX,
            beaten: false,
        }];
        let mut fronts: Vec<Vec<usize>> = vec![Vec::new(); n * 4];
        fronts[first].push(0);
        let mut queue = BinaryHeap::new();
        queue.push(Reverse((self.bound(first, 0, 0), 0)));
        let mut popped = 0;
        while let Some(Reverse((_, id))) = queue.pop() {
            if labels[id].beaten {
                continue;
            }
            popped += 1;
            if popped > budget {
                return Err(());
            }
            if labels[id].at / 4 == self.b.target {
                return Ok((Some((labels[id].t, self.squares(&labels, id))), popped));
            }
            for m in &self.moves[labels[id].at] {
                let child = match self.step(&labels[id], id, m, remembers, limit) {
                    Some(child) => child,
                    None => continue,
                };
                if let Some(new) = add_to_front(&mut labels, &mut fronts, child) {
                    let l = &labels[new];
                    queue.push(Reverse((self.bound(l.at, l.t, l.spent), new)));
                }
            }
        }
        Ok((None, popped))
    }

    /// The label after `from` (label `id`) makes move `m`, unless its memory forbids it or
    /// it cannot arrive before `limit`.
    fn step(
        &self,
        from: &Label,
        id: usize,
        m: &Move,
        remembers: &[Squares],
        limit: u32,
    ) -> Option<Label> {
        let at = m.next * 4 + m.entry;
        if from.memory.has(m.next) || self.turns_left[at] == u32::MAX {
            return None;
        }
        let spent = from.spent + m.on_square + m.pre;
        let t = (from.t + m.on_square.max(1)).max(spent);
        if self.bound(at, t, spent) >= limit {
            return None;
        }
        let mut memory = from.memory.and(&remembers[m.next]);
        if self.b.turnable(m.next) {
            memory.add(m.next);
        }
        Some(Label {
            at,
            t,
            spent,
            memory,
            parent: id,
            beaten: false,
        })
    }

    /// The squares of label `id`'s walk, the start first.
    fn squares(&self, labels: &[Label], mut id: usize) -> Vec<usize> {
        let mut squares = Vec::new();
        while id != usize::MAX {
            squares.push(labels[id].at / 4);
            id = labels[id].parent;
        }
        squares.reverse();
        squares
    }
}

/// Adds `child` to its state's front unless a label there beats it, marking the labels it
/// beats; its id when added.
fn add_to_front(labels: &mut Vec<Label>, fronts: &mut [Vec<usize>], child: Label) -> Option<usize> {
    let beats =
        |a: &Label, b: &Label| a.t <= b.t && a.spent <= b.spent && a.memory.within(&b.memory);
    let front = &mut fronts[child.at];
    if front.iter().any(|&old| beats(&labels[old], &child)) {
        return None;
    }
    front.retain(|&old| {
        let beaten = beats(&child, &labels[old]);
        if beaten {
            labels[old].beaten = true;
        }
        !beaten
    });
    front.push(labels.len());
    labels.push(child);
    Some(labels.len() - 1)
}
