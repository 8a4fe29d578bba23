//! The game played by the statement's rules, or with one known wrong approach's mistake: the
//! generator plants a trap where the two verdicts differ, and the planted wrong solvers
//! (`examples/wrong-*.rs`) are this search with their mistake. Round by round, the set of
//! cells Maria can be alive on: she moves (or stays) onto a cell free of statues now, wins on
//! Anna's cell, and dies if a statue falls onto her; after 8 falls no statue is left.

use super::{Rows, SIDE};
use shared_io::{Error, Scanner};
use std::io::Write;

/// A known wrong approach, by what it gets wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bug {
    /// Maria never stays where she is.
    NoStay,
    /// WIN after surviving 6 rounds instead of 7 (data `not-after-6`).
    SixRounds,
    /// The search keyed on (row, col) without the round: a cell is entered once, at the
    /// earliest round (data `time-in-state`).
    CellKeyed,
    /// Only the statues now are checked: one falling onto her is not.
    NoFallCheck,
    /// Only the statues after the fall are checked: she may step onto a statue.
    OntoStatue,
    /// The board's edge off by one: a row below it and a column right of it, statue-free
    /// (data `gap-out-of-reach`).
    OffBoard,
    /// Four neighbours, no diagonal steps (data `diagonal-over-top`).
    NoDiagonal,
}

impl Bug {
    pub const ALL: [Bug; 7] = [
        Bug::NoStay,
        Bug::SixRounds,
        Bug::CellKeyed,
        Bug::NoFallCheck,
        Bug::OntoStatue,
        Bug::OffBoard,
        Bug::NoDiagonal,
    ];
}

const ANNA: (usize, usize) = (0, SIDE - 1);
const MARIA: (usize, usize) = (SIDE - 1, 0);

/// Whether Maria wins on `rows`, by the rules or with `bug`'s mistake.
pub fn wins(rows: &Rows, bug: Option<Bug>) -> bool {
    let has = |wrong: Bug| bug == Some(wrong);
    // a statue on (r, c) after `falls` falls: one that started `falls` rows higher
    let statue = |r: usize, c: usize, falls: usize| {
        r < SIDE && c < SIDE && r >= falls && rows[r - falls][c] == b'S'
    };
    let side = if has(Bug::OffBoard) { SIDE + 1 } else { SIDE };
    let rounds = if has(Bug::SixRounds) { 6 } else { SIDE };
    let mut alive = vec![MARIA];
    let mut entered = vec![MARIA];
    for round in 0..rounds {
        let mut next: Vec<(usize, usize)> = Vec::new();
        for &(r, c) in &alive {
            for (dr, dc) in (0..3).flat_map(|dr| (0..3).map(move |dc| (dr, dc))) {
                let stays = (dr, dc) == (1, 1);
                let diagonal = dr != 1 && dc != 1;
                if (stays && has(Bug::NoStay)) || (diagonal && has(Bug::NoDiagonal)) {
                    continue;
                }
                // (dr, dc) is the step plus one: no cell left of column 0 or above row 0
                let (nr, nc) = match ((r + dr).checked_sub(1), (c + dc).checked_sub(1)) {
                    (Some(nr), Some(nc)) if nr < side && nc < side => (nr, nc),
                    _ => continue,
                };
                if statue(nr, nc, round) && !has(Bug::OntoStatue) {
                    continue;
                }
                if (nr, nc) == ANNA {
                    return true;
                }
                if statue(nr, nc, round + 1) && !has(Bug::NoFallCheck) {
                    continue;
                }
                if has(Bug::CellKeyed) {
                    if entered.contains(&(nr, nc)) {
                        continue;
                    }
                    entered.push((nr, nc));
                }
                if !next.contains(&(nr, nc)) {
                    next.push((nr, nc));
                }
            }
        }
        alive = next;
    }
    !alive.is_empty()
}

/// Reads the 8 rows (tokens) and prints the verdict, by the rules or with `bug`'s mistake.
pub fn answer<W: Write>(sc: &mut Scanner, out: &mut W, bug: Option<Bug>) -> Result<(), Error> {
    let mut rows = Vec::new();
    for _ in 0..SIDE {
        rows.push(sc.token("a row")?.bytes.to_vec());
    }
    writeln!(out, "{}", if wins(&rows, bug) { "WIN" } else { "LOSE" })?;
    Ok(())
}
