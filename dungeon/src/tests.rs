//! Unit tests of the row bitmask tricks (lanes, shifts, spreads, rays), each against a
//! cell-by-cell definition over all 128 columns.

use super::*;

/// Rows of every density from a fixed xorshift sequence, over both lanes.
fn rows(count: usize) -> Vec<Row> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|i| {
            let mut bits = Row::from_bits(u128::from(next()) << 64 | u128::from(next()));
            for _ in 0..i % 4 {
                bits |= Row::from_bits(u128::from(next()) << 64 | u128::from(next()));
            }
            bits
        })
        .collect()
}

/// Column by column: the cells of `through` from which a walk back along `through` (west
/// for an eastward spread, east for a westward one) meets a cell of `from`.
fn naive_spread(from: Row, through: Row, east: bool) -> Row {
    let mut reached = Row::NONE;
    for col in 0..COLS {
        let mut c = col;
        while through.has(c) {
            if from.has(c) {
                reached |= Row::single(col);
                break;
            }
            match (east, c) {
                (true, 0) => break,
                (false, _) if c + 1 == COLS => break,
                (true, _) => c -= 1,
                (false, _) => c += 1,
            }
        }
    }
    reached
}

#[test]
fn spread_west_crosses_the_lane_boundary_like_a_plain_walk() {
    let all = rows(400);
    for (i, &through) in all.iter().enumerate() {
        let from = all[(i * 7 + 3) % all.len()] & through;
        let also = all[(i * 11 + 5) % all.len()] & through;
        let (reached, also_reached) = spread_west(from, also, through);
        assert_eq!(reached, naive_spread(from, through, false), "row {}", i);
        assert_eq!(
            also_reached,
            naive_spread(also, through, false),
            "row {}",
            i
        );
    }
    // one run over columns 10..=100 reached only at its east end, across column 64
    let run = Row::from_bits(((1u128 << 91) - 1) << 10);
    let (reached, _) = spread_west(Row::single(100), Row::NONE, run);
    assert_eq!(reached, run);
}

#[test]
fn spread_east_carries_across_the_lane_boundary_like_a_plain_walk() {
    let all = rows(400);
    for (i, &through) in all.iter().enumerate() {
        // spread_east needs each cell of `from` to start its run of `through`
        let starts = through & !through.eastward();
        let from = all[(i * 7 + 3) % all.len()] & starts;
        assert_eq!(
            spread_east(from, through),
            naive_spread(from, through, true),
            "row {}",
            i
        );
    }
    let run = Row::from_bits(((1u128 << 91) - 1) << 10);
    assert_eq!(spread_east(Row::single(10), run), run);
}
