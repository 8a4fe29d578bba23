//! Unit tests of the bitboard tricks, against cell-by-cell definitions.

use super::*;

/// The cells of a set as (row, col) pairs.
fn cells_of(set: Cells) -> Vec<(usize, usize)> {
    (0..SIZE * SIZE)
        .filter(|&i| set >> i & 1 == 1)
        .map(|i| (i / SIZE, i % SIZE))
        .collect()
}

#[test]
fn spread_is_stay_or_a_kings_step_and_never_wraps() {
    for row in 0..SIZE {
        for col in 0..SIZE {
            let expected: Vec<(usize, usize)> = (0..SIZE * SIZE)
                .map(|i| (i / SIZE, i % SIZE))
                .filter(|&(r, c)| r.abs_diff(row) <= 1 && c.abs_diff(col) <= 1)
                .collect();
            assert_eq!(
                cells_of(spread(cell(row, col))),
                expected,
                "({},{})",
                row,
                col
            );
        }
    }
}

#[test]
fn statues_fall_a_row_a_round_and_leave_the_board() {
    let board = Board {
        statues: cell(0, 3) | cell(6, 0) | cell(7, 7),
    };
    assert_eq!(board.statues_at(0), board.statues);
    assert_eq!(board.statues_at(1), cell(1, 3) | cell(7, 0));
    assert_eq!(board.statues_at(7), cell(7, 3));
    assert_eq!(board.statues_at(8), 0);
}

#[test]
fn at_names_the_one_cell() {
    assert_eq!(at(cell(0, 0)), (0, 0));
    assert_eq!(at(cell(5, 6)), (5, 6));
    assert_eq!(at(cell(7, 7)), (7, 7));
}
