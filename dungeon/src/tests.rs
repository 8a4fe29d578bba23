//! Unit tests of the row bitmask tricks (the two lanes, shifts, spreads, each row's rays and
//! the whole monster phase), each against a cell-by-cell definition over all 128 columns.

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

/// The row holding the columns where `cell` holds.
fn row_where(cell: impl Fn(usize) -> bool) -> Row {
    (0..COLS)
        .filter(|&col| cell(col))
        .fold(Row::NONE, |row, col| row | Row::single(col))
}

#[test]
fn a_row_is_a_u128_in_two_lanes_low_columns_first() {
    for col in 0..COLS {
        let single = Row::single(col);
        assert_eq!(single.bits(), 1u128 << col, "column {}", col);
        assert_eq!(single.0[col / 64], 1u64 << (col % 64), "column {}", col);
        assert_eq!(single.0[1 - col / 64], 0, "column {}", col);
        assert!(
            (0..COLS).all(|c| single.has(c) == (c == col)),
            "column {}",
            col
        );
        assert!(!single.is_empty(), "column {}", col);
    }
    assert!(Row::NONE.is_empty() && Row::NONE.bits() == 0);
    for row in rows(400) {
        assert_eq!(Row::from_bits(row.bits()), row);
        assert!((0..COLS).all(|col| row.has(col) == (row.bits() >> col & 1 == 1)));
    }
}

#[test]
fn and_or_not_work_cell_by_cell() {
    let all = rows(400);
    for (i, &a) in all.iter().enumerate() {
        let b = all[(i * 7 + 3) % all.len()];
        let mut or_assigned = a;
        or_assigned |= b;
        assert_eq!(a & b, row_where(|c| a.has(c) && b.has(c)), "row {}", i);
        assert_eq!(a | b, row_where(|c| a.has(c) || b.has(c)), "row {}", i);
        assert_eq!(or_assigned, a | b, "row {}", i);
        assert_eq!(!a, row_where(|c| !a.has(c)), "row {}", i);
    }
}

#[test]
fn shifts_move_each_cell_a_column_across_the_lanes_or_within_one() {
    let lane = |col: usize| col / 64;
    for (i, &row) in rows(400).iter().enumerate() {
        assert_eq!(
            row.eastward(),
            row_where(|c| c > 0 && row.has(c - 1)),
            "row {}",
            i
        );
        let westward = row_where(|c| c + 1 < COLS && row.has(c + 1));
        assert_eq!(row.westward(), westward, "row {}", i);
        for k in [1, 2, 4, 8, 16, 32] {
            let from = |c: usize| c + k as usize;
            let within_lanes = row_where(|c| lane(from(c)) == lane(c) && row.has(from(c)));
            assert_eq!(row.lanes_westward(k), within_lanes, "row {}, k {}", i, k);
        }
    }
}

/// One monster's look, cell by cell: from `cell` facing `dir`, the cells of `empty` it sees
/// (the ray up to the first cell that is not empty, or the board's edge), and whether it
/// turns: the cell ahead is not empty, or the ray ends at a cell of `at`.
fn naive_look(
    empty: &Board,
    at: &Board,
    cell: (usize, usize),
    dir: Dir,
) -> (Vec<(usize, usize)>, bool) {
    let step = |(r, c): (usize, usize)| match dir {
        Dir::North => r.checked_sub(1).map(|r| (r, c)),
        Dir::East => (c + 1 < COLS).then(|| (r, c + 1)),
        Dir::South => (r + 1 < ROWS).then(|| (r + 1, c)),
        Dir::West => c.checked_sub(1).map(|c| (r, c)),
    };
    let (mut seen, mut ahead) = (Vec::new(), step(cell));
    while let Some(here) = ahead.filter(|&(r, c)| empty[r].has(c)) {
        seen.push(here);
        ahead = step(here);
    }
    let ends_at_monster = ahead.map_or(false, |(r, c)| at[r].has(c));
    let turns = seen.is_empty() || ends_at_monster;
    (seen, turns)
}

#[test]
fn look_along_row_sees_and_turns_as_each_monster_alone() {
    let all = rows(400);
    // both ends are wall, as the frame makes them
    let inside = row_where(|c| c > 0 && c + 1 < COLS);
    for i in 0..all.len() {
        let pick = |k: usize| all[(i * k + k) % all.len()];
        let open = pick(3) & inside;
        let at = open & pick(5) & pick(7);
        let empty = open & !at;
        let (east, west) = (at & pick(11), at & pick(13));
        let (mut empty_board, mut at_board) = ([Row::NONE; ROWS], [Row::NONE; ROWS]);
        empty_board[0] = empty;
        at_board[0] = at;
        let (mut seen, mut turns) = (Row::NONE, [Row::NONE; 2]);
        for (k, &(facing, dir)) in [(east, Dir::East), (west, Dir::West)].iter().enumerate() {
            for col in (0..COLS).filter(|&c| facing.has(c)) {
                let (cells, turn) = naive_look(&empty_board, &at_board, (0, col), dir);
                seen = cells.iter().fold(seen, |row, &(_, c)| row | Row::single(c));
                if turn {
                    turns[k] |= Row::single(col);
                }
            }
        }
        assert_eq!(
            look_along_row(east, west, at, empty),
            (seen, turns[0], turns[1]),
            "row {}",
            i
        );
    }
}

/// A random herd inside a framed board of `rows` rows (3..=ROWS) and `width` inner columns
/// (so column `width + 1` is the frame, and at most `COLS - 1`): the floor, then each facing's
/// monsters on it.
fn random_herd(draw: &mut dyn FnMut() -> Row, rows: usize, width: usize) -> (Board, Herd) {
    let inside = row_where(|c| c >= 1 && c <= width);
    let (mut open, mut facing) = ([Row::NONE; ROWS], [[Row::NONE; ROWS]; 4]);
    for r in 1..rows - 1 {
        open[r] = draw() & inside;
        for board in facing.iter_mut() {
            board[r] = open[r] & draw() & draw() & draw();
        }
    }
    (open, Herd { facing })
}

#[test]
fn look_and_move_is_each_monster_looking_then_turning_or_stepping() {
    let all = rows(1000);
    let mut drawn = 0;
    let mut draw = || {
        drawn += 1;
        all[drawn % all.len()]
    };
    let dirs = [Dir::North, Dir::East, Dir::South, Dir::West];
    for case in 0..200 {
        let (rows, width) = (3 + case % (ROWS - 2), 2 + case * 7 % (COLS - 3));
        let (open, herd) = random_herd(&mut draw, rows, width);
        let [north, east, south, west] = &herd.facing;
        let at: Board = std::array::from_fn(|r| north[r] | east[r] | south[r] | west[r]);
        let empty: Board = std::array::from_fn(|r| open[r] & !at[r]);
        // every inside row of the outputs starts full: look_and_move must assign each one
        let stale = |r: usize| {
            if r > 0 && r + 1 < rows {
                !Row::NONE
            } else {
                Row::NONE
            }
        };
        let mut seen: Board = std::array::from_fn(stale);
        let mut next = Herd {
            facing: [(); 4].map(|()| std::array::from_fn(stale)),
        };
        herd.look_and_move(&open, &at, &empty, rows, &mut seen, &mut next);
        let (mut expected_seen, mut expected) = ([Row::NONE; ROWS], [[Row::NONE; ROWS]; 4]);
        for (d, &dir) in dirs.iter().enumerate() {
            for r in 0..ROWS {
                for c in (0..COLS).filter(|&c| herd.facing[d][r].has(c)) {
                    let (cells, turns) = naive_look(&empty, &at, (r, c), dir);
                    for &(sr, sc) in &cells {
                        expected_seen[sr] |= Row::single(sc);
                    }
                    let (to, (tr, tc)) = if turns {
                        ((d + 1) % 4, (r, c))
                    } else {
                        (d, cells[0])
                    };
                    expected[to][tr] |= Row::single(tc);
                }
            }
        }
        assert_eq!(
            seen, expected_seen,
            "case {}: {} rows, {} wide",
            case, rows, width
        );
        assert_eq!(
            next.facing, expected,
            "case {}: {} rows, {} wide",
            case, rows, width
        );
    }
}
