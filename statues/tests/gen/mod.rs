//! Random legal statues boards, shared by the stress tests and by versus
//! (`examples/statues-gen.rs`), and the reductions versus shrinks a failing board with: fewer
//! statues.

use shared_io::stress::Rng;
use shared_io::versus::{Problem, Size};

const SIDE: usize = 8;

/// A board's rows, top first, as the input's characters.
pub type Rows = Vec<Vec<u8>>;

pub fn is_corner(r: usize, c: usize) -> bool {
    (r, c) == (0, SIDE - 1) || (r, c) == (SIDE - 1, 0)
}

/// Anna and Maria in their corners, no statue.
pub fn empty_rows() -> Rows {
    let mut rows = vec![vec![b'.'; SIDE]; SIDE];
    rows[0][SIDE - 1] = b'A';
    rows[SIDE - 1][0] = b'M';
    rows
}

pub fn board_text(rows: &[Vec<u8>]) -> String {
    rows.iter()
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect()
}

/// Each free square holds a statue with chance `percent`; when `rowish`, some rows are
/// nearly full (the walls of statues that sweep down over her).
pub fn random_board(rng: &mut Rng, percent: usize, rowish: bool) -> Rows {
    let mut rows = empty_rows();
    for (r, row) in rows.iter_mut().enumerate() {
        let full_row = rowish && rng.chance(30);
        for (c, square) in row.iter_mut().enumerate() {
            if !is_corner(r, c) && (rng.chance(percent) || (full_row && !rng.chance(15))) {
                *square = b'S';
            }
        }
    }
    rows
}

/// Statues: one board an input.
pub struct Statues;

impl Problem for Statues {
    const NAME: &'static str = "statues";
    type Case = Rows;
    const UNIT: &'static str = "statues";

    /// Tiny: at most 4 statues; small: any density; max: dense boards, up to all 62.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Rows> {
        let board = match size {
            Size::Tiny => {
                let mut rows = empty_rows();
                for _ in 0..rng.range(0, 4) {
                    let (r, c) = (rng.below(SIDE), rng.below(SIDE));
                    if !is_corner(r, c) {
                        rows[r][c] = b'S';
                    }
                }
                rows
            }
            Size::Small => {
                let percent = *rng.pick(&[2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90]);
                let rowish = rng.chance(25);
                random_board(rng, percent, rowish)
            }
            Size::Max => {
                let percent = *rng.pick(&[60, 75, 90, 100]);
                random_board(rng, percent, true)
            }
        };
        vec![board]
    }

    fn text(cases: &[Rows]) -> String {
        board_text(&cases[0])
    }

    /// Its statues.
    fn size(rows: &Rows) -> usize {
        rows.iter().flatten().filter(|&&b| b == b'S').count()
    }

    /// A row's statues all gone, then one statue gone, in reading order.
    fn smaller(rows: &Rows) -> Vec<Rows> {
        let mut smaller = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            if row.iter().filter(|&&b| b == b'S').count() > 1 {
                let mut cleared = rows.clone();
                for square in cleared[r].iter_mut().filter(|b| **b == b'S') {
                    *square = b'.';
                }
                smaller.push(cleared);
            }
        }
        for r in 0..SIDE {
            for c in 0..SIDE {
                if rows[r][c] == b'S' {
                    let mut fewer = rows.clone();
                    fewer[r][c] = b'.';
                    smaller.push(fewer);
                }
            }
        }
        smaller
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        shared_io::versus::check_legal::<super::Statues, _>(crate::solution::solve, 20);
    }
}
