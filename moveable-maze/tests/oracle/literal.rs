//! The ground truth: a breadth-first search over full board states under the literal rules
//! (piece square plus the rotation of every square that can turn), one turn per level. No
//! cost model is involved. Exponential: 4^(squares that can turn) states per piece square.

use crate::gen::{turned, Grid};

/// Lines as bits N=1, E=2, S=4, W=8, turned clockwise `quarter` times.
fn mask(lines: &str, quarter: u32) -> u8 {
    turned(lines, quarter as usize)
        .chars()
        .map(|d| 1u8 << "NESW".find(d).unwrap())
        .sum()
}

/// One turn of a plan: the square rotated (and whether clockwise), then where the piece
/// steps; squares numbered row-major from 0.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    pub rotation: Option<(usize, bool)>,
    pub step: Option<usize>,
}

/// The board's states: index = piece square * configs + rotations, where `rotations` holds 2
/// bits (quarter turns clockwise) per square that can turn.
struct States {
    /// The squares that can turn, in slot order.
    turning: Vec<usize>,
    /// Per square, its slot among `turning` (`usize::MAX`: it cannot turn).
    slot: Vec<usize>,
    /// lines[s][q]: the square's lines after q quarter turns (x: none).
    lines: Vec<[u8; 4]>,
    /// Per square: (neighbour, line bit towards it, its line bit back).
    neighbours: Vec<Vec<(usize, u8, u8)>>,
    configs: usize,
}

impl States {
    fn new(b: &Grid) -> States {
        let turning: Vec<usize> = (0..b.squares.len()).filter(|&s| b.turnable(s)).collect();
        let mut slot = vec![usize::MAX; b.squares.len()];
        for (i, &s) in turning.iter().enumerate() {
            slot[s] = i;
        }
        let lines = b
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
        let neighbours = (0..b.squares.len())
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
        let configs = 1usize << (2 * turning.len());
        States {
            turning,
            slot,
            lines,
            neighbours,
            configs,
        }
    }

    fn quarter(&self, rotations: usize, s: usize) -> usize {
        match self.slot[s] {
            usize::MAX => 0,
            i => rotations >> (2 * i) & 3,
        }
    }

    /// Calls `visit(turn, next state)` for every turn from `here`: no rotation or one square
    /// a quarter either way, then stay or step along a line both squares show.
    fn each_turn<F: FnMut(Turn, usize)>(&self, here: usize, mut visit: F) {
        let (piece, rotations) = (here / self.configs, here % self.configs);
        for choice in 0..=2 * self.turning.len() {
            let (rotations, rotation) = if choice == 0 {
                (rotations, None)
            } else {
                let i = (choice - 1) / 2;
                let clockwise = choice % 2 == 1;
                let delta = if clockwise { 1 } else { 3 };
                let q = ((rotations >> (2 * i) & 3) + delta) % 4;
                let rotated = rotations & !(3 << (2 * i)) | q << (2 * i);
                (rotated, Some((self.turning[i], clockwise)))
            };
            let here_lines = self.lines[piece][self.quarter(rotations, piece)];
            if rotation.is_some() {
                visit(
                    Turn {
                        rotation,
                        step: None,
                    },
                    piece * self.configs + rotations,
                );
            }
            for &(next, bit, back) in &self.neighbours[piece] {
                if here_lines & bit != 0
                    && self.lines[next][self.quarter(rotations, next)] & back != 0
                {
                    let step = Some(next);
                    visit(Turn { rotation, step }, next * self.configs + rotations);
                }
            }
        }
    }
}

/// The fewest turns under the literal rules: each turn rotates at most one square a quarter
/// either way, then moves the piece at most one square along a line both squares show.
pub fn literal_turns(b: &Grid) -> u32 {
    literal_plan(b).len() as u32
}

/// A plan of the fewest turns under the literal rules (see `literal_turns`).
pub fn literal_plan(b: &Grid) -> Vec<Turn> {
    if b.start == b.target {
        return Vec::new();
    }
    let states = States::new(b);
    let configs = states.configs;
    // breadth first, one turn per level; the first state reached with the piece on the
    // target ends it. came[state]: 1 + the state it was first reached from (0: not yet)
    let mut came = vec![0u32; b.squares.len() * configs];
    let first = b.start * configs;
    came[first] = 1 + first as u32;
    let mut level = vec![first];
    while !level.is_empty() {
        let mut next_level = Vec::new();
        for here in level {
            let mut reached = None;
            states.each_turn(here, |_, there| {
                if came[there] == 0 {
                    came[there] = 1 + here as u32;
                    next_level.push(there);
                    if there / configs == b.target && reached.is_none() {
                        reached = Some(there);
                    }
                }
            });
            if let Some(mut at) = reached {
                let mut plan = Vec::new();
                while at != first {
                    let before = came[at] as usize - 1;
                    let mut turn = None;
                    states.each_turn(before, |t, there| {
                        if there == at && turn.is_none() {
                            turn = Some(t);
                        }
                    });
                    plan.push(turn.expect("a turn between the states"));
                    at = before;
                }
                plan.reverse();
                return plan;
            }
        }
        level = next_level;
    }
    panic!("the target cannot be reached");
}
