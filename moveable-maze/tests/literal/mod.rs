//! The ground truth: a breadth-first search over full board states under the literal rules
//! (piece square plus the rotation of every square that can turn), one turn per level. No
//! cost model is involved. Exponential: 4^(squares that can turn) states per piece square.

use crate::grid::{turned, Grid};

/// Lines as bits N=1, E=2, S=4, W=8, turned clockwise `quarter` times.
fn mask(lines: &str, quarter: u32) -> u8 {
    turned(lines, quarter as usize)
        .chars()
        .map(|d| 1u8 << "NESW".find(d).unwrap())
        .sum()
}

/// The fewest turns under the literal rules: each turn rotates at most one square a quarter
/// either way, then moves the piece at most one square along a line both squares show.
/// A state is (piece square, quarter turns of every square that can turn), as one index.
pub fn literal_turns(b: &Grid) -> u32 {
    let turning: Vec<usize> = (0..b.squares.len()).filter(|&s| b.turnable(s)).collect();
    let mut slot = vec![usize::MAX; b.squares.len()];
    for (i, &s) in turning.iter().enumerate() {
        slot[s] = i;
    }
    // lines[s][q]: the square's lines after q quarter turns (x: none)
    let lines: Vec<[u8; 4]> = b
        .squares
        .iter()
        .map(|sq| {
            if sq == "x" {
                [0; 4]
            } else {
                [0, 1, 2, 3].map(|q| mask(sq, q))
            }
        })
        .collect();
    let configs = 1usize << (2 * turning.len());
    let quarter = |rotations: usize, s: usize| {
        if slot[s] == usize::MAX {
            0
        } else {
            rotations >> (2 * slot[s]) & 3
        }
    };
    // neighbours[s]: (square, line bit of s towards it, its line bit back)
    let neighbours: Vec<Vec<(usize, u8, u8)>> = (0..b.squares.len())
        .map(|s| {
            let (r, c) = (s / b.cols, s % b.cols);
            let mut out = Vec::new();
            if r > 0 {
                out.push((s - b.cols, 1, 4));
            }
            if c + 1 < b.cols {
                out.push((s + 1, 2, 8));
            }
            if r + 1 < b.rows {
                out.push((s + b.cols, 4, 1));
            }
            if c > 0 {
                out.push((s - 1, 8, 2));
            }
            out
        })
        .collect();
    if b.start == b.target {
        return 0;
    }
    // breadth first, one turn per level; the first state reached with the piece on the
    // target ends it
    let mut seen = vec![false; b.squares.len() * configs];
    seen[b.start * configs] = true;
    let mut level = vec![b.start * configs];
    let mut turns = 0;
    while !level.is_empty() {
        turns += 1;
        let mut next_level = Vec::new();
        for here in level {
            let (piece, rotations) = (here / configs, here % configs);
            // the turn's rotation: none, or one square a quarter either way
            for choice in 0..=2 * turning.len() {
                let rotations = if choice == 0 {
                    rotations
                } else {
                    let i = (choice - 1) / 2;
                    let delta = if choice % 2 == 1 { 1 } else { 3 };
                    let q = ((rotations >> (2 * i) & 3) + delta) % 4;
                    rotations & !(3 << (2 * i)) | q << (2 * i)
                };
                // then stay, or step along a line both squares show
                let here_lines = lines[piece][quarter(rotations, piece)];
                let steps = neighbours[piece].iter().filter(|&&(next, bit, back)| {
                    here_lines & bit != 0 && lines[next][quarter(rotations, next)] & back != 0
                });
                for place in std::iter::once(piece).chain(steps.map(|&(next, _, _)| next)) {
                    if place == b.target {
                        return turns;
                    }
                    let there = place * configs + rotations;
                    if !std::mem::replace(&mut seen[there], true) {
                        next_level.push(there);
                    }
                }
            }
        }
        level = next_level;
    }
    panic!("the target cannot be reached");
}
