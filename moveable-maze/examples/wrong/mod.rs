//! The search behind the planted wrong moveable-maze solutions (`examples/wrong-*.rs`), written
//! apart from src/main.rs from the statement's "Cost of one path": a best-first search over
//! labels (square, entry offset, clock (t, P)), each move priced by a `Pricing`, and `Rules`
//! that say which walks count. Each wrong solution is one mistake in `Rules`; `--right` swaps
//! in `Rules::RIGHT`, which is exact:
//! - every simple path is a walk it admits, priced by the formula;
//! - a walk it admits enters no turnable square twice (the locks), so it repeats only `NESW`
//!   squares, entered and left at offset 0 with no rotation: cutting the loop between two
//!   visits of one removes moves and rotations and leaves
//!   t_M = max over k of (P_k + g_k + ... + g_(M-1)) no larger. So the least walk is priced as
//!   a simple path, and the statement proves the answer is the least simple path.
//!
//! Labels are popped by a lower bound on their final turn, max(t + ticks left, P + rotations
//! left), both from backward searches that ignore the locks; the first label popped at the
//! target is optimal. A label is dropped when another at the same (square, entry offset, and
//! for the step-back ban the direction it came from) is no later, has spent no more and holds
//! no more locks. Without locks that is the walk model, polynomial; with them, exponential in
//! the worst case but quick on the boards versus makes.

use shared_io::{run, Error, Output, Scanner};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::Write;

/// How a move's rotations turn into turns: `b` on the square left, `a` ahead of time to the
/// square entered, from a clock (t, P) of turns used and rotations spent.
#[derive(Clone, Copy)]
pub enum Pricing {
    /// The statement's: t' = max(t + max(1, b), P + a + b), idle slots bank without limit.
    Right,
    /// Every rotation and every move a turn of its own.
    SeparateTurns,
    /// Idle slots bank, but at most this many are kept (0: none).
    BankCap(u32),
    /// On-square rotations paid from banked slots too: t' = max(t + 1, P + a + b).
    OnSquareFromBank,
}

impl Pricing {
    fn step(self, (t, p): (u32, u32), a: u32, b: u32) -> (u32, u32) {
        let spent = p + a + b;
        match self {
            Pricing::Right => ((t + b.max(1)).max(spent), spent),
            Pricing::SeparateTurns => (t + a + b + 1, t + a + b + 1),
            Pricing::BankCap(cap) => {
                let t2 = (t + b.max(1)).max(spent);
                // slots beyond the cap are lost: as if spent
                (t2, spent.max(t2.saturating_sub(cap)))
            }
            Pricing::OnSquareFromBank => ((t + 1).max(spent), spent),
        }
    }

    /// The least t' - t of a move with these rotations (`step` never adds less).
    fn least_tick(self, a: u32, b: u32) -> u32 {
        match self {
            Pricing::Right | Pricing::BankCap(_) => b.max(1),
            Pricing::SeparateTurns => a + b + 1,
            Pricing::OnSquareFromBank => 1,
        }
    }
}

/// Which walks the search admits, and how it prices them.
#[derive(Clone, Copy)]
pub struct Rules {
    pub pricing: Pricing,
    /// No turnable square entered twice (exact); without, the walk model.
    pub locks: bool,
    /// Moves straight back to the square just left allowed.
    pub step_backs: bool,
}

impl Rules {
    pub const RIGHT: Rules = Rules {
        pricing: Pricing::Right,
        locks: true,
        step_backs: true,
    };
}

/// Line bits: north, east, south, west, in clockwise order.
const ALL: u8 = 0b1111;
const STEPS: [(i64, i64); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// Lines turned clockwise `quarters` times.
fn turned(lines: u8, quarters: usize) -> u8 {
    (0..quarters).fold(lines, |m, _| ((m << 1) | (m >> 3)) & ALL)
}

/// Rotations between offsets `x` and `y`, the short way round.
fn cyc(x: usize, y: usize) -> u32 {
    ((x + 4 - y) % 4).min((y + 4 - x) % 4) as u32
}

struct Board {
    cols: usize,
    /// Line bits of each square, row-major; 0 for `x`.
    lines: Vec<u8>,
    start: usize,
    target: usize,
}

impl Board {
    fn turnable(&self, s: usize) -> bool {
        self.lines[s] != 0 && self.lines[s] != ALL
    }

    fn neighbour(&self, s: usize, d: usize) -> Option<usize> {
        let rows = (self.lines.len() / self.cols) as i64;
        let (r, c) = (
            (s / self.cols) as i64 + STEPS[d].0,
            (s % self.cols) as i64 + STEPS[d].1,
        );
        let inside = r >= 0 && c >= 0 && r < rows && c < self.cols as i64;
        let n = (r * self.cols as i64 + c) as usize;
        (inside && self.lines[n] != 0).then_some(n)
    }
}

/// One move from a (square, entry offset): to `next`, entered at `entry` from direction `from`
/// (towards the square left), `b` rotations on the square left, `a` to the square entered.
#[derive(Clone, Copy)]
struct Move {
    next: usize,
    entry: usize,
    from: usize,
    a: u32,
    b: u32,
}

/// `moves[s * 4 + e]`: every move out of square s entered at offset e; `NESW` squares are
/// entered at offset 0 only (any other shows the same lines and costs rotations).
fn moves(board: &Board) -> Vec<Vec<Move>> {
    let mut all = vec![Vec::new(); board.lines.len() * 4];
    for s in 0..board.lines.len() {
        for d in 0..4 {
            let next = match board.neighbour(s, d) {
                Some(next) if board.lines[s] != 0 => next,
                _ => continue,
            };
            let back = (d + 2) % 4;
            let entries = if board.turnable(next) { 4 } else { 1 };
            for e in 0..4 {
                let b = (0..4)
                    .filter(|&f| turned(board.lines[s], f) >> d & 1 != 0)
                    .map(|f| cyc(e, f))
                    .min()
                    .expect("some turn shows every line");
                for entry in (0..entries).filter(|&x| turned(board.lines[next], x) >> back & 1 != 0)
                {
                    all[s * 4 + e].push(Move {
                        next,
                        entry,
                        from: back,
                        a: cyc(entry, 0),
                        b,
                    });
                }
            }
        }
    }
    all
}

/// The least sum of `weight(move)` from each (square, entry offset) to the target over any
/// walk (Dijkstra backwards); `u32::MAX` where the target cannot be reached.
fn bound(board: &Board, moves: &[Vec<Move>], weight: impl Fn(&Move) -> u32) -> Vec<u32> {
    let mut into = vec![Vec::new(); moves.len()];
    for (state, out) in moves.iter().enumerate() {
        for m in out {
            into[m.next * 4 + m.entry].push((state, weight(m)));
        }
    }
    let mut best = vec![u32::MAX; moves.len()];
    let mut queue = BinaryHeap::new();
    for e in 0..4 {
        best[board.target * 4 + e] = 0;
        queue.push(Reverse((0, board.target * 4 + e)));
    }
    while let Some(Reverse((cost, state))) = queue.pop() {
        if cost > best[state] {
            continue;
        }
        for &(before, w) in &into[state] {
            if cost + w < best[before] {
                best[before] = cost + w;
                queue.push(Reverse((cost + w, before)));
            }
        }
    }
    best
}

struct Label {
    t: u32,
    spent: u32,
    square: usize,
    entry: usize,
    /// Direction towards the square just left (4 at the start).
    from: usize,
    /// Turnable squares entered, as bits (empty without locks).
    locks: Vec<u64>,
    dropped: bool,
}

impl Label {
    fn locked(&self, s: usize) -> bool {
        self.locks
            .get(s / 64)
            .map_or(false, |w| w >> (s % 64) & 1 != 0)
    }

    fn covers(&self, other: &Label) -> bool {
        self.t <= other.t
            && self.spent <= other.spent
            && self
                .locks
                .iter()
                .zip(&other.locks)
                .all(|(a, b)| a & !b == 0)
    }
}

/// `locks` once square `s` is entered: with it locked when the rules lock squares and it can
/// turn.
fn entered(locks: &[u64], board: &Board, rules: Rules, s: usize) -> Vec<u64> {
    let mut locks = locks.to_vec();
    if rules.locks && board.turnable(s) {
        locks[s / 64] |= 1 << (s % 64);
    }
    locks
}

/// The least turn at which the piece can stand on the target under `rules`.
fn least_turns(board: &Board, rules: Rules) -> u32 {
    let moves = moves(board);
    let pricing = rules.pricing;
    let ticks = bound(board, &moves, |m| pricing.least_tick(m.a, m.b));
    let rotations = bound(board, &moves, |m| m.a + m.b);
    let estimate = |l: &Label| {
        let state = l.square * 4 + l.entry;
        (ticks[state] != u32::MAX).then(|| (l.t + ticks[state]).max(l.spent + rotations[state]))
    };
    let mut labels: Vec<Label> = Vec::new();
    // the labels kept per (square, entry offset, direction came from)
    let mut fronts: Vec<Vec<usize>> = vec![Vec::new(); board.lines.len() * 4 * 5];
    let mut queue = BinaryHeap::new();
    let mut offer = |label: Label, labels: &mut Vec<Label>, queue: &mut BinaryHeap<_>| {
        let from = if rules.step_backs { 4 } else { label.from };
        let front = &mut fronts[(label.square * 4 + label.entry) * 5 + from];
        let f = match estimate(&label) {
            Some(f) if !front.iter().any(|&i| labels[i].covers(&label)) => f,
            _ => return,
        };
        front.retain(|&i| {
            let kept = !label.covers(&labels[i]);
            labels[i].dropped |= !kept;
            kept
        });
        front.push(labels.len());
        queue.push(Reverse((f, labels.len())));
        labels.push(label);
    };
    let words = if rules.locks {
        board.lines.len() / 64 + 1
    } else {
        0
    };
    let locks = entered(&vec![0; words], board, rules, board.start);
    let first = Label {
        t: 0,
        spent: 0,
        square: board.start,
        entry: 0,
        from: 4,
        locks,
        dropped: false,
    };
    offer(first, &mut labels, &mut queue);
    while let Some(Reverse((_, i))) = queue.pop() {
        if labels[i].dropped {
            continue;
        }
        if labels[i].square == board.target {
            return labels[i].t;
        }
        for m in &moves[labels[i].square * 4 + labels[i].entry] {
            let l = &labels[i];
            let back = !rules.step_backs
                && l.from < 4
                && board.neighbour(l.square, l.from) == Some(m.next);
            if back || l.locked(m.next) {
                continue;
            }
            let (t, spent) = pricing.step((l.t, l.spent), m.a, m.b);
            let locks = entered(&l.locks, board, rules, m.next);
            let next = Label {
                t,
                spent,
                square: m.next,
                entry: m.entry,
                from: m.from,
                locks,
                dropped: false,
            };
            offer(next, &mut labels, &mut queue);
        }
    }
    panic!("the target cannot be reached from the start")
}

/// A token's line bits: `x` is none, else each letter of `NESW` once.
fn lines_of(token: &[u8]) -> Option<u8> {
    if token == b"x" {
        return Some(0);
    }
    token.iter().try_fold(0u8, |lines, &letter| {
        let bit = 1 << b"NESW".iter().position(|&d| d == letter)?;
        (lines & bit == 0).then_some(lines | bit)
    })
}

fn solve(sc: &mut Scanner, out: &mut Output, rules: Rules) -> Result<(), Error> {
    loop {
        if sc.at_end() {
            return Ok(());
        }
        let rows: usize = sc.parse("the number of rows")?;
        let cols: usize = sc.parse("the number of columns")?;
        if rows == 0 && cols == 0 {
            return Ok(());
        }
        let mut square = || -> Result<usize, Error> {
            let (r, c): (usize, usize) = (sc.parse("a row")?, sc.parse("a column")?);
            Ok((r - 1) * cols + c - 1)
        };
        let (start, target) = (square()?, square()?);
        let mut lines = Vec::with_capacity(rows * cols);
        for _ in 0..rows * cols {
            let token = sc.token("a square")?;
            lines.push(lines_of(token.bytes).ok_or_else(|| token.error("x or lines"))?);
        }
        let board = Board {
            cols,
            lines,
            start,
            target,
        };
        writeln!(out, "{}", least_turns(&board, rules))?;
    }
}

/// A wrong solution's `main`: `rules` hold its mistake; `--right` makes it exact.
pub fn main(program: &'static str, wrong: Rules) {
    let right = std::env::args().any(|arg| arg == "--right");
    let rules = if right { Rules::RIGHT } else { wrong };
    run(program, move |sc, out| solve(sc, out, rules));
}
