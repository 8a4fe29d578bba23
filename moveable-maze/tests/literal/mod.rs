//! The ground truth: a breadth-first search over full board states under the literal rules
//! (piece square plus the rotation of every square that can turn), one turn per level. No
//! cost model is involved. Exponential: 4^(squares that can turn) states per piece square.

use crate::grid::{turned, Grid};
use std::collections::VecDeque;

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
    let mut dist = vec![u32::MAX; b.squares.len() * configs];
    let mut queue = VecDeque::new();
    dist[b.start * configs] = 0;
    queue.push_back(b.start * configs);
    while let Some(here) = queue.pop_front() {
        let (piece, rotations) = (here / configs, here % configs);
        let d = dist[here];
        if piece == b.target {
            return d;
        }
        let mut after_rotation = vec![rotations];
        for i in 0..turning.len() {
            for delta in [1, 3] {
                let q = ((rotations >> (2 * i) & 3) + delta) % 4;
                after_rotation.push(rotations & !(3 << (2 * i)) | q << (2 * i));
            }
        }
        for rotations in after_rotation {
            let (r, c) = ((piece / b.cols) as i64, (piece % b.cols) as i64);
            let mut places = vec![piece];
            for (bit, back, dr, dc) in
                [(1u8, 4u8, -1, 0), (2, 8, 0, 1), (4, 1, 1, 0), (8, 2, 0, -1)]
            {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= b.rows as i64 || nc >= b.cols as i64 {
                    continue;
                }
                let next = nr as usize * b.cols + nc as usize;
                if lines[piece][quarter(rotations, piece)] & bit != 0
                    && lines[next][quarter(rotations, next)] & back != 0
                {
                    places.push(next);
                }
            }
            for place in places {
                let there = place * configs + rotations;
                if dist[there] == u32::MAX {
                    dist[there] = d + 1;
                    queue.push_back(there);
                }
            }
        }
    }
    panic!("the target cannot be reached");
}
