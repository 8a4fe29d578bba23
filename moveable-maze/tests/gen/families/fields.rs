//! Fields the piece crosses first (`NESW` squares, brick walls, rooms joined by doors) beside
//! a square that can turn, then a heavy tail; and the README's 2x4 trap in a corner.

use super::*;

/// What the piece crosses before the tail.
#[derive(Clone, Copy)]
pub(super) enum Field {
    /// `NESW` squares, sometimes split in two by a wall with one door square that can turn.
    Open,
    /// A brick wall of two-line squares.
    Bricks,
    /// Rooms of `NESW` squares joined by door squares that can turn.
    Rooms,
}

/// The shape of a field-and-tail board.
pub(super) struct Layout {
    rows: usize,
    cols: usize,
    field: Field,
    /// Rows below the wall row for the tail and its pockets.
    tail_rows: usize,
    /// Chances (percent) of a trap on a straight tail square and of a heavy square.
    trap_percent: usize,
    heavy_percent: usize,
    /// Squares that may turn, at most (the rest become `NESW`).
    most_turnable: usize,
}

impl Layout {
    /// A big board's layout: the rows and columns drawn from `rows` and `cols`.
    fn big(rng: &mut Rng, field: Field, rows: (i64, i64), cols: (i64, i64)) -> Layout {
        let rows = rng.range(rows.0, rows.1) as usize;
        Layout {
            rows,
            cols: rng.range(cols.0, cols.1) as usize,
            field,
            // a tail of up to three bands, and at least 3 rows of field
            tail_rows: rng.range(1, 7.min(rows as i64 - 5)) as usize,
            trap_percent: rng.range(20, 80) as usize,
            heavy_percent: rng.range(60, 100) as usize,
            most_turnable: usize::MAX,
        }
    }

    /// A tiny board's layout: 5 rows (two of field, a tail row with a pocket row below),
    /// 3 or 4 columns, traps wherever they fit, at most 5 squares that can turn.
    fn tiny(rng: &mut Rng, field: Field) -> Layout {
        Layout {
            rows: 5,
            cols: rng.range(3, 4) as usize,
            field,
            tail_rows: 2,
            trap_percent: 100,
            heavy_percent: rng.range(50, 100) as usize,
            most_turnable: 5,
        }
    }
}

/// A field over the top rows, a wall row with one opening, and below it a tail: a serpentine
/// corridor of heavy squares and traps ending at the target. The start is in the field and
/// can often turn, so no walk in the field may step onto it again.
pub(super) fn field_with_tail(rng: &mut Rng, layout: &Layout) -> Grid {
    loop {
        let mut grid = try_field_with_tail(rng, layout);
        cap_turnable(&mut grid, layout.most_turnable, rng);
        if grid.joined(grid.start, grid.target) {
            return any_symmetry(rng, grid);
        }
    }
}

pub(super) fn try_field_with_tail(rng: &mut Rng, layout: &Layout) -> Grid {
    let (rows, cols) = (layout.rows, layout.cols);
    let mut grid = Grid::blank(rows, cols);
    let wall = rows - layout.tail_rows - 1;
    // the opening near one end, so the tail is long
    let opening = if rng.chance(50) {
        rng.below((cols / 3).max(1))
    } else {
        cols - 1 - rng.below((cols / 3).max(1))
    };
    let starts = match layout.field {
        Field::Open => open_field(&mut grid, wall, opening, rng),
        Field::Bricks => {
            brick_wall(&mut grid, wall, rng);
            rectangle(&grid, 0..wall, 0..cols)
        }
        Field::Rooms => {
            rooms_with_doors(&mut grid, wall, rng);
            rectangle(&grid, 0..wall, 0..cols)
        }
    };
    if !grid.open(grid.at(wall - 1, opening)) {
        grid.set(wall - 1, opening, ALL_LINES);
    }
    let door = if rng.chance(50) {
        turnable_lines(rng)
    } else {
        ALL_LINES.to_string()
    };
    grid.set(wall, opening, &door);
    let path = serpentine(&grid, wall + 1, opening, opening < cols / 2, 3);
    let length = rng.range((path.len() as i64 + 1) / 2, path.len() as i64) as usize;
    let how = Corridor {
        trap_percent: layout.trap_percent,
        pockets: &[Pocket::Square, Pocket::Stick],
        heavy_percent: layout.heavy_percent,
    };
    lay_corridor(&mut grid, &path[..length], Some('N'), &how, rng);
    grid.target = path[length - 1];
    let starts: Vec<usize> = starts.into_iter().filter(|&s| grid.open(s)).collect();
    grid.start = *rng.pick(&starts);
    if rng.chance(75) && grid.squares[grid.start] == ALL_LINES {
        grid.squares[grid.start] = turnable_lines(rng);
    }
    grid
}

/// `NESW` over rows `0..wall`; with chance 1 in 3 a wall of `x` down one column with a door
/// square that can turn. Returns the squares the start may take: those on the far side of
/// that wall from the opening, or all of them.
pub(super) fn open_field(
    grid: &mut Grid,
    wall: usize,
    opening: usize,
    rng: &mut Rng,
) -> Vec<usize> {
    let cols = grid.cols;
    for s in rectangle(grid, 0..wall, 0..cols) {
        grid.squares[s] = ALL_LINES.to_string();
    }
    let split = rng.range(1, cols as i64 - 2) as usize;
    if cols < 5 || split == opening || !rng.chance(33) {
        return rectangle(grid, 0..wall, 0..cols);
    }
    let door = rng.below(wall);
    for r in 0..wall {
        let token = if r == door {
            turnable_lines(rng)
        } else {
            "x".to_string()
        };
        grid.set(r, split, &token);
    }
    if opening > split {
        rectangle(grid, 0..wall, 0..split)
    } else {
        rectangle(grid, 0..wall, split + 1..cols)
    }
}

/// A brick wall of two-line squares over rows `0..wall`, bricks `width` (2 to 4) columns long,
/// shifted half a brick from course to course. Either a running bond of mortar only (the
/// bricks `x`: even rows open, joints on odd rows) or a picture with no `x` at all: `EW` along
/// the courses, `NS` in the joints, corners where they meet. Some squares turned at random.
pub(super) fn brick_wall(grid: &mut Grid, wall: usize, rng: &mut Rng) {
    let width = rng.range(2, 4) as usize;
    let shift = rng.below(width);
    let picture = rng.chance(50);
    let scrambled = *rng.pick(&[10, 50, 100]);
    for r in 0..wall {
        for c in 0..grid.cols {
            let joint = (c + shift + (r / 2 % 2) * (width / 2).max(1)) % width == 0;
            let token = if rng.chance(scrambled) {
                two_lines(rng)
            } else if r % 2 == 1 && joint {
                "NS".to_string()
            } else if r % 2 == 0 && joint && picture {
                rng.pick(&["ES", "SW", "NE", "WN"]).to_string()
            } else {
                "EW".to_string()
            };
            if picture || r % 2 == 0 || joint {
                grid.set(r, c, &token);
            }
        }
    }
}

/// Rooms of `NESW` over rows `0..wall` (their height and width 1 to 4), walls of `x`
/// between them, and a door square that can turn in the wall between each room and the next
/// one east and south (with chance 1 in 3 a second door square beside it).
pub(super) fn rooms_with_doors(grid: &mut Grid, wall: usize, rng: &mut Rng) {
    let (height, width) = (rng.range(1, 4) as usize, rng.range(1, 4) as usize);
    let cols = grid.cols;
    for r in 0..wall {
        for c in 0..cols {
            if r % (height + 1) != height && c % (width + 1) != width {
                grid.set(r, c, ALL_LINES);
            }
        }
    }
    // a door between each room and the one east of it and south of it
    let room_rows: Vec<usize> = (0..wall).step_by(height + 1).collect();
    let room_cols: Vec<usize> = (0..cols).step_by(width + 1).collect();
    for &r in &room_rows {
        for &c in &room_cols {
            let (east, south) = (c + width, r + height);
            let mut doors = Vec::new();
            if east < cols {
                let dr = r + rng.below(height.min(wall - r));
                doors.push((dr, east, (1, 0)));
            }
            if south < wall {
                let dc = c + rng.below(width.min(cols - c));
                doors.push((south, dc, (0, 1)));
            }
            for (dr, dc, along) in doors {
                grid.set(dr, dc, &turnable_lines(rng));
                let (nr, nc) = (dr + along.0, dc + along.1);
                if rng.chance(33) && nr < wall && nc < cols && grid.squares[grid.at(nr, nc)] == "x"
                {
                    grid.set(nr, nc, &turnable_lines(rng));
                }
            }
        }
    }
}

/// A field of `NESW` squares beside a start (or door) that can turn, then a rotation-heavy
/// tail with traps.
pub fn door_field_tail(rng: &mut Rng) -> Grid {
    let layout = Layout::big(rng, Field::Open, (10, 20), (6, 20));
    field_with_tail(rng, &layout)
}

pub(super) fn tiny_door_field_tail(rng: &mut Rng) -> Grid {
    let layout = Layout::tiny(rng, Field::Open);
    field_with_tail(rng, &layout)
}

/// A brick wall of two-line squares, then a rotation-heavy tail with traps.
pub fn bricks(rng: &mut Rng) -> Grid {
    let layout = Layout::big(rng, Field::Bricks, (8, 20), (6, 20));
    field_with_tail(rng, &layout)
}

pub(super) fn tiny_bricks(rng: &mut Rng) -> Grid {
    let layout = Layout::tiny(rng, Field::Bricks);
    field_with_tail(rng, &layout)
}

/// Rooms joined by doors, then a rotation-heavy tail with traps.
pub fn rooms(rng: &mut Rng) -> Grid {
    let layout = Layout::big(rng, Field::Rooms, (8, 20), (6, 20));
    field_with_tail(rng, &layout)
}

pub(super) fn tiny_rooms(rng: &mut Rng) -> Grid {
    let layout = Layout::tiny(rng, Field::Rooms);
    field_with_tail(rng, &layout)
}

/// The README's 2x4 trap (`x S x N / E NE NE W`) in the top-left corner, entered from below
/// its west end through a gap in a wall of `x`; a field of `NESW` below the wall; from the
/// trap's end a corridor of heavy squares and traps along the top row and down the east side
/// to the target; the start in the field, often turnable.
pub fn trap_corner(rng: &mut Rng) -> Grid {
    let (rows, cols) = (rng.range(6, 20) as usize, rng.range(6, 20) as usize);
    let field_cols = rng.range(1, cols as i64 - 2) as usize;
    let grid = trap_field_corridor(rng, rows, cols, field_cols);
    any_symmetry(rng, grid)
}

/// The trap alone on 3 rows, the start below its west end, a corridor of up to 3 squares.
pub(super) fn tiny_trap_corner(rng: &mut Rng) -> Grid {
    let cols = rng.range(4, 5) as usize;
    let mut grid = trap_field_corridor(rng, 3, cols, 0);
    cap_turnable(&mut grid, 7, rng);
    any_symmetry(rng, grid)
}

pub(super) fn trap_field_corridor(
    rng: &mut Rng,
    rows: usize,
    cols: usize,
    field_cols: usize,
) -> Grid {
    let mut grid = Grid::blank(rows, cols);
    for (r, row) in TRAP_2X4.iter().enumerate() {
        for (c, token) in row.iter().enumerate() {
            grid.set(r, c, token);
        }
    }
    grid.set(2, 0, ALL_LINES);
    for s in rectangle(&grid, 3..rows, 0..field_cols) {
        grid.squares[s] = ALL_LINES.to_string();
    }
    // the corridor: on along row 0, then down the east column
    let mut path: Vec<usize> = (4..cols).map(|c| grid.at(0, c)).collect();
    path.extend((1..rows).map(|r| grid.at(r, cols - 1)));
    let length = rng.range(0, path.len() as i64) as usize;
    let how = Corridor {
        trap_percent: rng.range(0, 50) as usize,
        pockets: &[Pocket::Square],
        heavy_percent: rng.range(50, 100) as usize,
    };
    if length > 0 {
        lay_corridor(&mut grid, &path[..length], Some('W'), &how, rng);
        grid.target = path[length - 1];
    } else {
        grid.target = grid.at(0, 3);
    }
    let field: Vec<usize> = (0..rows * cols)
        .filter(|&s| grid.squares[s] == ALL_LINES && s >= 3 * cols)
        .collect();
    grid.start = if field.is_empty() {
        grid.at(2, 0)
    } else {
        *rng.pick(&field)
    };
    if rng.chance(75) {
        grid.squares[grid.start] = turnable_lines(rng);
    }
    grid
}
