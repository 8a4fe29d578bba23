//! `--explain` for statues, in cargo builds only (the bundle leaves this file out; a judge
//! never runs it): under the verdict, for WIN Maria's cell after each round of an earliest win,
//! for LOSE how many cells she can still be alive on after each round; then the board drawn
//! (`draw`).

use super::{cell, each_case, spread, verdict, Cells, Layers, ANNA, MARIA, SIZE};
use shared_io::{Error, Scanner};
use std::io::{self, Write};

pub(super) mod draw;
mod page;

pub use page::html;

/// `solve`'s verdict with the play behind it under it, and the board drawn.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, board, layers| {
        writeln!(out, "{}", verdict(layers))?;
        let play = play_if_won(layers);
        write_explanation(out, layers, play.as_deref())?;
        draw::write_board(out, board, layers, play.as_deref())
    })
}

/// An earliest winning play when she wins (see `winning_play`), else none.
pub(super) fn play_if_won(layers: &Layers) -> Option<Vec<(usize, usize)>> {
    if layers.wins() {
        Some(winning_play(layers))
    } else {
        None
    }
}

/// The (row, col) of a one-cell set.
pub(super) fn at(one: Cells) -> (usize, usize) {
    let index = one.trailing_zeros() as usize;
    (index / SIZE, index % SIZE)
}

/// Kings' distance: the rounds she needs between two cells on an empty board.
fn rounds_between(from_cell: (usize, usize), to_cell: (usize, usize)) -> usize {
    let rows = (from_cell.0 as i64 - to_cell.0 as i64).abs();
    let cols = (from_cell.1 as i64 - to_cell.1 as i64).abs();
    rows.max(cols) as usize
}

/// Her cell after each round of an earliest win: back through the layers from Anna (or from
/// the surviving cell nearest to her), then, once no statue is left, straight to Anna.
/// Needs `layers.wins()`.
fn winning_play(layers: &Layers) -> Vec<(usize, usize)> {
    let anna = cell(ANNA.at.0, ANNA.at.1);
    let (mut here, rounds) = match layers.anna_in_round {
        Some(round) => (anna, round),
        None => {
            let last = layers.alive[SIZE];
            let nearest = (0..SIZE * SIZE)
                .map(|index| 1 << index)
                .filter(|&one: &Cells| one & last != 0)
                .min_by_key(|&one| rounds_between(at(one), ANNA.at))
                .unwrap_or(last);
            (nearest, SIZE)
        }
    };
    let mut play = vec![at(here)];
    for t in (1..rounds).rev() {
        // a stay is the preferred predecessor, then the lowest neighbour
        let before = layers.alive[t] & spread(here);
        here = if before & here != 0 {
            here
        } else {
            before & before.wrapping_neg()
        };
        play.push(at(here));
    }
    play.reverse();
    let mut here = play[play.len() - 1];
    while here != ANNA.at {
        here = (
            here.0 - (here.0 > ANNA.at.0) as usize,
            here.1 + (here.1 < ANNA.at.1) as usize,
        );
        play.push(here);
    }
    play
}

/// Under the verdict: for WIN (`play`, her cell after each round) her cell after each round,
/// for LOSE how many cells she can still be alive on after each round.
fn write_explanation<W: Write>(
    out: &mut W,
    layers: &Layers,
    play: Option<&[(usize, usize)]>,
) -> io::Result<()> {
    step_lines(layers, play)
        .iter()
        .try_for_each(|line| writeln!(out, "{}", line))
}

/// The explanation's lines, one a round (also the replay page's, `page`): for WIN (`play`)
/// her cell after the round, for LOSE how many cells she can still be alive on.
pub(super) fn step_lines(layers: &Layers, play: Option<&[(usize, usize)]>) -> Vec<String> {
    if let Some(play) = play {
        let mut before = MARIA.at;
        play.iter()
            .enumerate()
            .map(|(round, &after)| {
                let (verb, whose) = if after == before {
                    ("stays at", "")
                } else if after == ANNA.at {
                    ("moves to", ", Anna's cell")
                } else {
                    ("moves to", "")
                };
                before = after;
                format!(
                    "  round {}: Maria {} ({},{}){}.",
                    round + 1,
                    verb,
                    after.0,
                    after.1,
                    whose
                )
            })
            .collect()
    } else {
        layers.alive[1..]
            .iter()
            .enumerate()
            .map(|(round, alive)| {
                let cells = alive.count_ones();
                let noun = if cells == 1 { "cell" } else { "cells" };
                format!(
                    "  round {}: Maria can be alive on {} {}.",
                    round + 1,
                    cells,
                    noun
                )
            })
            .collect()
    }
}
