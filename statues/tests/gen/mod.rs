//! Random legal statues boards, shared by the stress tests and by versus
//! (`examples/statues-gen.rs`), and the reductions versus shrinks a failing board with: fewer
//! statues. A third of versus's boards, chosen by the seed, are planted with the trap of a
//! known wrong approach (`rules`): a board of a shape that can spring it, kept when the
//! verdict with that mistake differs from the right one.

pub mod rules;

use self::rules::{wins, Bug};
use tools::problem::{Problem, Rng, Size};

const SIDE: usize = 8;
/// Boards of a trap's shape tried before one that misses it is kept.
const TRIES: usize = 400;

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

/// `count.0` to `count.1` statues (fewer when two fall on one square or a corner) at random in
/// rows `rows` and columns `cols`.
fn scattered(rng: &mut Rng, count: (i64, i64), rows: (i64, i64), cols: (i64, i64)) -> Rows {
    let mut board = empty_rows();
    for _ in 0..rng.range(count.0, count.1) {
        let (r, c) = (
            rng.range(rows.0, rows.1) as usize,
            rng.range(cols.0, cols.1) as usize,
        );
        if !is_corner(r, c) {
            board[r][c] = b'S';
        }
    }
    board
}

/// A row of statues with a gap or two somewhere above her, and a few statues besides.
fn wall(rng: &mut Rng) -> Rows {
    let mut board = scattered(rng, (1, 3), (0, 7), (0, 7));
    let r = rng.below(SIDE - 1);
    for (c, square) in board[r].iter_mut().enumerate() {
        if !is_corner(r, c) && !rng.chance(12) {
            *square = b'S';
        }
    }
    board
}

/// A board of a shape that can spring a trap: at tiny a few statues near Maria's corner (every
/// trap but the six rounds fits there); at small such a cluster, a wall or a random density;
/// at max a dense board.
fn trap_shaped(rng: &mut Rng, size: Size) -> Rows {
    match size {
        Size::Tiny => scattered(rng, (1, 4), (4, 7), (0, 3)),
        Size::Small => match rng.below(3) {
            0 => scattered(rng, (1, 8), (2, 7), (0, 5)),
            1 => wall(rng),
            _ => {
                let (percent, rowish) = (*rng.pick(&[5, 10, 20, 30, 50]), rng.chance(50));
                random_board(rng, percent, rowish)
            }
        },
        Size::Max | Size::Worst => {
            let percent = *rng.pick(&[60, 75, 90]);
            random_board(rng, percent, true)
        }
    }
}

/// Whether `bug`'s trap fits boards of `size`. Surviving 6 rounds but not 7 needs walls of
/// statues to hold her low that long: never with at most 4 (none of 200,000 random boards).
fn fits(bug: Bug, size: Size) -> bool {
    !(bug == Bug::SixRounds && size == Size::Tiny)
}

/// A board where `bug` changes the verdict, unless `TRIES` boards of a trap's shape all miss.
pub fn planted_board(rng: &mut Rng, size: Size, bug: Bug) -> Rows {
    let mut board = trap_shaped(rng, size);
    for _ in 1..TRIES {
        if wins(&board, None) != wins(&board, Some(bug)) {
            break;
        }
        board = trap_shaped(rng, size);
    }
    board
}

/// Statues: one board an input.
pub struct Statues;

impl Problem for Statues {
    const NAME: &'static str = "statues";
    type Case = Rows;
    const UNIT: &'static str = "statues";

    /// Tiny: at most 4 statues; small: any density; max: dense boards, up to all 62. One in
    /// three planted with a random trap.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Rows> {
        if rng.chance(33) {
            let bugs: Vec<Bug> = Bug::ALL
                .iter()
                .copied()
                .filter(|&bug| fits(bug, size))
                .collect();
            let bug = *rng.pick(&bugs);
            return vec![planted_board(rng, size, bug)];
        }
        let board = match size {
            Size::Tiny => scattered(rng, (0, 4), (0, 7), (0, 7)),
            Size::Small => {
                let percent = *rng.pick(&[2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90]);
                let rowish = rng.chance(25);
                random_board(rng, percent, rowish)
            }
            Size::Max | Size::Worst => {
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
        tools::versus::check_legal::<super::Statues, _>(crate::solution::solve, 20);
    }
}
