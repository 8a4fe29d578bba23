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

#[cfg(feature = "explain")]
#[test]
fn at_names_the_one_cell() {
    use explain::at;
    assert_eq!(at(cell(0, 0)), (0, 0));
    assert_eq!(at(cell(5, 6)), (5, 6));
    assert_eq!(at(cell(7, 7)), (7, 7));
}

/// Colour only wraps characters: without its escapes, a coloured drawing is the plain one.
#[cfg(feature = "explain")]
#[test]
fn a_coloured_drawing_reads_as_the_plain_one() {
    use explain::{draw, play_if_won};
    let rows = b".......A ........ ........ ........ ........ S.S..... .S...... MS......";
    let given = parse_board(&mut Scanner::new(rows.to_vec())).expect("a legal board");
    let top_row_but_anna = 0x7f;
    for statues in [given.statues, given.statues | top_row_but_anna] {
        let board = Board { statues };
        let layers = alive_layers(&board);
        let play = play_if_won(&layers);
        let drawing = |coloured: bool| {
            let mut out = Vec::new();
            draw::write_board_painted(&mut out, &board, &layers, play.as_deref(), coloured)
                .expect("in memory");
            String::from_utf8(out).expect("ASCII")
        };
        let coloured = drawing(true);
        let plain = tools::stress::plain(&coloured);
        assert_ne!(plain, coloured, "her cells are coloured");
        assert_eq!(
            layers.wins(),
            statues == given.statues,
            "a WIN, then a LOSE"
        );
        assert_eq!(plain, drawing(false));
    }
}
