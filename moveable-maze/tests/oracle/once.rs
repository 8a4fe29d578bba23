//! An exact oracle for boards with few squares that can turn, sharing no code with the solver:
//! a best-first search over walks that enter no turnable square twice (`NESW` squares as often
//! as they like), each priced by the statement's path-cost formula.
//!
//! Why that is the literal optimum: every simple path is such a walk, priced alike. And any
//! such walk can be cut back to a simple path no dearer: it repeats only `NESW` squares, which
//! are entered and left unturned (offset 0, no rotation), so cutting a loop between two
//! visits of one removes moves and rotations and leaves the formula's
//! t_M = max over k of (P_k + g_k + ... + g_(M-1)) no larger.
//!
//! The search keeps, per (square, entry offset, set of turnable squares entered), the Pareto
//! front of clocks (t, P); it pops labels by a lower bound on their final turn, so the first
//! label popped at the target is optimal. Exponential in the turnable squares a walk can
//! combine: it gives up past a budget of labels.

use crate::gen::{cyc, opposite, turned, Grid};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// A set of squares as bits.
type Squares = Vec<u64>;

fn has(set: &[u64], i: usize) -> bool {
    set[i / 64] >> (i % 64) & 1 != 0
}

fn subset(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(x, y)| x & !y == 0)
}

fn with(set: &[u64], i: usize) -> Squares {
    let mut out = set.to_vec();
    out[i / 64] |= 1 << (i % 64);
    out
}

/// One move of the walk model: to square `next` entered at offset `entry`, after `on_square`
/// rotations on the square left, paying `pre` rotations to the square entered.
#[derive(Clone, Copy)]
pub(super) struct Move {
    pub next: usize,
    pub entry: usize,
    pub on_square: u32,
    pub pre: u32,
}

/// Every move out of (square, entry offset), `NESW` squares entered at offset 0 only (any
/// offset shows every line; others only cost rotations).
pub(super) fn moves(b: &Grid) -> Vec<Vec<Move>> {
    // shows[s][offset]: the directions square s shows at each offset, as letters
    let shows: Vec<[String; 4]> = (0..b.squares.len())
        .map(|s| {
            if b.open(s) {
                [0, 1, 2, 3].map(|offset| turned(&b.squares[s], offset))
            } else {
                Default::default()
            }
        })
        .collect();
    let mut all = vec![Vec::new(); b.squares.len() * 4];
    for s in (0..b.squares.len()).filter(|&s| b.open(s)) {
        for (next, d) in b.around(s) {
            let leaving: Vec<usize> = (0..4).filter(|&f| shows[s][f].contains(d)).collect();
            let entries = if b.turnable(next) { 4 } else { 1 };
            let entering: Vec<usize> = (0..entries)
                .filter(|&entry| shows[next][entry].contains(opposite(d)))
                .collect();
            for e in 0..4 {
                let on_square = match leaving.iter().map(|&f| cyc(e, f)).min() {
                    Some(cost) => cost,
                    None => continue,
                };
                for &entry in &entering {
                    all[s * 4 + e].push(Move {
                        next,
                        entry,
                        on_square,
                        pre: cyc(entry, 0),
                    });
                }
            }
        }
    }
    all
}

/// Backward lower bounds per (square, entry offset): the fewest turns (sum of max(1, b)) and
/// the fewest rotations (sum of a + b) of any walk from there to the target.
pub(super) fn bounds(b: &Grid, moves: &[Vec<Move>]) -> (Vec<u32>, Vec<u32>) {
    let mut into: Vec<Vec<(usize, u32, u32)>> = vec![Vec::new(); moves.len()];
    for (at, list) in moves.iter().enumerate() {
        for m in list {
            into[m.next * 4 + m.entry].push((at, m.on_square.max(1), m.on_square + m.pre));
        }
    }
    let backward = |weight: &dyn Fn(&(usize, u32, u32)) -> u32| {
        let mut dist = vec![u32::MAX; moves.len()];
        let mut queue = BinaryHeap::new();
        for e in 0..4 {
            dist[b.target * 4 + e] = 0;
            queue.push(Reverse((0, b.target * 4 + e)));
        }
        while let Some(Reverse((d, at))) = queue.pop() {
            if d > dist[at] {
                continue;
            }
            for edge in &into[at] {
                let next = d + weight(edge);
                if next < dist[edge.0] {
                    dist[edge.0] = next;
                    queue.push(Reverse((next, edge.0)));
                }
            }
        }
        dist
    };
    (backward(&|edge| edge.1), backward(&|edge| edge.2))
}

/// The literal optimum of `b`, or `None` when the search pops more than `budget` labels.
pub fn turnable_once(b: &Grid, budget: usize) -> Option<u32> {
    search(b, budget, true)
}

/// The walk model's answer: the same search with every square free to enter again (priced
/// from its original orientation each time), a lower bound on the literal optimum.
pub fn walk_model(b: &Grid) -> u32 {
    search(b, usize::MAX, false).expect("no budget")
}

/// Best-first search over walks; with `once`, no turnable square is entered twice.
fn search(b: &Grid, budget: usize, once: bool) -> Option<u32> {
    if b.start == b.target {
        return Some(0);
    }
    let moves = moves(b);
    let (turns_left, rotations_left) = bounds(b, &moves);
    // turnable squares numbered for the sets
    let mut index = vec![usize::MAX; b.squares.len()];
    let mut count = 0;
    for (s, slot) in index.iter_mut().enumerate() {
        if once && b.turnable(s) {
            *slot = count;
            count += 1;
        }
    }
    let mut entered: Squares = vec![0; count / 64 + 1];
    if index[b.start] != usize::MAX {
        entered = with(&entered, index[b.start]);
    }
    let mut sets: Vec<Squares> = vec![entered];
    // labels: (t, P, state, set id); fronts: per state, the labels no other beats (a label
    // beats another when no later, no dearer, and its set of entered squares is a subset:
    // whatever the other can still do, it can too)
    let mut set_ids: HashMap<Squares, usize> = HashMap::new();
    set_ids.insert(sets[0].clone(), 0);
    let mut fronts: Vec<Vec<(u32, u32, usize)>> = vec![Vec::new(); moves.len()];
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((0u32, 0u32, 0u32, b.start * 4, 0usize)));
    let mut popped = 0;
    while let Some(Reverse((_, t, spent, at, set))) = queue.pop() {
        if at / 4 == b.target {
            return Some(t);
        }
        popped += 1;
        if popped > budget {
            return None;
        }
        let beats = |a: (u32, u32, usize), b: (u32, u32, usize)| {
            a.0 <= b.0 && a.1 <= b.1 && subset(&sets[a.2], &sets[b.2])
        };
        let label = (t, spent, set);
        if fronts[at].iter().any(|&old| beats(old, label)) {
            continue;
        }
        let mut front = std::mem::take(&mut fronts[at]);
        front.retain(|&old| !beats(label, old));
        front.push(label);
        fronts[at] = front;
        for m in &moves[at] {
            let there = m.next * 4 + m.entry;
            if turns_left[there] == u32::MAX {
                continue;
            }
            let next_set = match index[m.next] {
                usize::MAX => set,
                i if has(&sets[set], i) => continue,
                i => {
                    let grown = with(&sets[set], i);
                    let fresh = sets.len();
                    let id = *set_ids.entry(grown.clone()).or_insert(fresh);
                    if id == fresh {
                        sets.push(grown);
                    }
                    id
                }
            };
            let spent2 = spent + m.on_square + m.pre;
            let t2 = (t + m.on_square.max(1)).max(spent2);
            let bound = (t2 + turns_left[there]).max(spent2 + rotations_left[there]);
            queue.push(Reverse((bound, t2, spent2, there, next_set)));
        }
    }
    panic!("the target cannot be reached");
}
