//! Adversarial board families (issue 11), each drawn at random sizes, positions and lines and
//! then under a random symmetry of the square. Their parts:
//! - *traps*: a corridor square whose original lines point to a dead-end pocket beside it and
//!   onward, so that the walk model, stepping into the pocket and back, re-enters it "unturned"
//!   and saves a rotation the literal rules charge (the README's 2x4 board, repeated);
//! - *heavy* squares: single lines a corridor passes straight through (two rotations each),
//!   so rotations, not moves, set the pace and leave spare turns for detours;
//! - *fields* the piece crosses first (`NESW` squares, brick walls of two-line squares, rooms
//!   joined by doors), beside a start or door square that can turn: countless walks to try.
//!
//! Each family has a big version (up to 20x20) and a tiny one (at most 7 squares that can
//! turn) for the full-state brute force.

use crate::gen::{opposite, random_lines, rotated_lines, shuffled, Grid};
use shared_io::stress::Rng;

/// A family of boards: its name, and generators of big and tiny boards.
pub struct Family {
    pub name: &'static str,
    pub big: fn(&mut Rng) -> Grid,
    pub tiny: fn(&mut Rng) -> Grid,
}

pub const FAMILIES: [Family; 7] = [
    Family {
        name: "door-field-tail",
        big: door_field_tail,
        tiny: tiny_door_field_tail,
    },
    Family {
        name: "trap-corner",
        big: trap_corner,
        tiny: tiny_trap_corner,
    },
    Family {
        name: "snake",
        big: snake,
        tiny: tiny_snake,
    },
    Family {
        name: "lollipop",
        big: lollipop,
        tiny: tiny_lollipop,
    },
    Family {
        name: "bricks",
        big: bricks,
        tiny: tiny_bricks,
    },
    Family {
        name: "rooms",
        big: rooms,
        tiny: tiny_rooms,
    },
    Family {
        name: "ring",
        big: rings,
        tiny: tiny_ring,
    },
];

const ALL_LINES: &str = "NESW";

/// One line, pointing anywhere.
fn single_line(rng: &mut Rng) -> String {
    rng.pick(&["N", "E", "S", "W"]).to_string()
}

/// One to three lines (a square that can turn), in a random order.
fn turnable_lines(rng: &mut Rng) -> String {
    loop {
        let lines = random_lines(rng);
        if lines.len() < 4 {
            return lines;
        }
    }
}

/// Two lines, straight or a corner, turned at random.
fn two_lines(rng: &mut Rng) -> String {
    let shape = *rng.pick(&["NS", "NE"]);
    rotated_lines(rng, shape)
}

/// `grid` under a random symmetry.
fn any_symmetry(rng: &mut Rng, grid: Grid) -> Grid {
    grid.transformed(rng.below(8))
}

/// Squares of a rectangle, row-major.
fn rectangle(
    grid: &Grid,
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> Vec<usize> {
    rows.flat_map(|r| cols.clone().map(move |c| (r, c)))
        .map(|(r, c)| grid.at(r, c))
        .collect()
}

/// The square next to `s` towards `d`, open or not, if it is on the board.
fn step(grid: &Grid, s: usize, d: char) -> Option<usize> {
    let (r, c) = (s / grid.cols, s % grid.cols);
    match d {
        'N' if r > 0 => Some(s - grid.cols),
        'E' if c + 1 < grid.cols => Some(s + 1),
        'S' if r + 1 < grid.rows => Some(s + grid.cols),
        'W' if c > 0 => Some(s - 1),
        _ => None,
    }
}

/// The direction from square `a` to its neighbour `b`.
fn towards(grid: &Grid, a: usize, b: usize) -> char {
    ['N', 'E', 'S', 'W']
        .into_iter()
        .find(|&d| step(grid, a, d) == Some(b))
        .expect("neighbours")
}

/// The two directions square to `d`.
fn square_to(d: char) -> [char; 2] {
    if d == 'N' || d == 'S' {
        ['E', 'W']
    } else {
        ['N', 'S']
    }
}

/// Turns squares past the first `most` that can turn into `NESW`, chosen at random.
fn cap_turnable(grid: &mut Grid, most: usize, rng: &mut Rng) {
    let mut turning: Vec<usize> = (0..grid.squares.len())
        .filter(|&s| grid.turnable(s))
        .collect();
    while turning.len() > most {
        let i = rng.below(turning.len());
        grid.squares[turning.swap_remove(i)] = ALL_LINES.to_string();
    }
}

// ---- corridors with traps ----

/// The shapes of a dead-end pocket beside a corridor square.
#[derive(Clone, Copy)]
pub enum Pocket {
    /// One square.
    Square,
    /// Two squares in a line.
    Stick,
    /// A stick of one, then a 2x2 ring: the walk model can turn round inside it without ever
    /// stepping straight back.
    Lollipop,
    /// A stick of one, then a ring of 12 squares round a 2x2 block of `x`.
    Ring,
}

/// The squares of a `pocket` off square `s` towards `d` (ring on side `side`), if on the board.
fn pocket_squares(
    grid: &Grid,
    s: usize,
    d: char,
    side: char,
    pocket: Pocket,
) -> Option<Vec<usize>> {
    let one = step(grid, s, d)?;
    match pocket {
        Pocket::Square => Some(vec![one]),
        Pocket::Stick => Some(vec![one, step(grid, one, d)?]),
        Pocket::Lollipop => {
            let two = step(grid, one, d)?;
            let three = step(grid, two, d)?;
            Some(vec![
                one,
                two,
                step(grid, two, side)?,
                three,
                step(grid, three, side)?,
            ])
        }
        Pocket::Ring => {
            // the ring's near side runs from the square past `one` one step back along
            // `side`'s opposite to two steps along `side`
            let mut near = step(grid, step(grid, one, d)?, opposite(side))?;
            let mut squares = vec![one];
            for depth in 0..4 {
                let mut at = near;
                for across in 0..4 {
                    if depth % 3 == 0 || across % 3 == 0 {
                        squares.push(at);
                    }
                    if across < 3 {
                        at = step(grid, at, side)?;
                    }
                }
                if depth < 3 {
                    near = step(grid, near, d)?;
                }
            }
            Some(squares)
        }
    }
}

/// Can `pocket` hang off `parent`: all its squares `x`, and no open square around it but
/// `parent`? (Then the open squares stay a corridor plus dead ends.)
fn pocket_fits(grid: &Grid, parent: usize, pocket: &[usize]) -> bool {
    pocket.iter().all(|&s| !grid.open(s))
        && pocket.iter().all(|&s| {
            grid.around(s)
                .iter()
                .all(|&(n, _)| n == parent || pocket.contains(&n))
        })
}

/// How to fill a corridor: the chance of a trap on each straight square, the pocket shapes
/// to draw from, and the chance that a plain square is heavy (its one line pointing on).
pub struct Corridor<'a> {
    pub trap_percent: usize,
    pub pockets: &'a [Pocket],
    pub heavy_percent: usize,
}

/// Lays a corridor along `path` (adjacent squares, already open or `x`), the piece arriving at
/// `path[0]` from direction `entry` (from nowhere: the start). Straight squares become traps
/// with a pocket when one fits; the others single lines.
fn lay_corridor(
    grid: &mut Grid,
    path: &[usize],
    entry: Option<char>,
    how: &Corridor,
    rng: &mut Rng,
) {
    for &s in path {
        grid.squares[s] = ALL_LINES.to_string();
    }
    for k in 0..path.len() {
        let back = if k > 0 {
            Some(towards(grid, path[k], path[k - 1]))
        } else {
            entry
        };
        let on = path.get(k + 1).map(|&n| towards(grid, path[k], n));
        let token = match (back, on) {
            (Some(b), Some(o)) if b == opposite(o) && rng.chance(how.trap_percent) => {
                match try_trap(grid, path[k], o, how.pockets, rng) {
                    Some(token) => token,
                    None => corridor_square(o, how, rng),
                }
            }
            (_, Some(o)) => corridor_square(o, how, rng),
            _ => single_line(rng),
        };
        grid.squares[path[k]] = token;
    }
}

/// A plain corridor square leaving towards `on`: one line, pointing on when heavy.
fn corridor_square(on: char, how: &Corridor, rng: &mut Rng) -> String {
    if rng.chance(how.heavy_percent) {
        on.to_string()
    } else {
        single_line(rng)
    }
}

/// Hangs a pocket beside corridor square `s` (leaving towards `on`) and returns the trap's
/// lines (towards the pocket and `on`), or `None` when no pocket fits.
fn try_trap(
    grid: &mut Grid,
    s: usize,
    on: char,
    pockets: &[Pocket],
    rng: &mut Rng,
) -> Option<String> {
    let pocket = *rng.pick(pockets);
    let mut sides = square_to(on);
    if rng.chance(50) {
        sides.swap(0, 1);
    }
    for d in sides {
        let side = *rng.pick(&square_to(d));
        let squares = match pocket_squares(grid, s, d, side, pocket) {
            Some(squares) if pocket_fits(grid, s, &squares) => squares,
            _ => continue,
        };
        for (i, &p) in squares.iter().enumerate() {
            // the pocket's first square shows a line back (or all four); the rest are
            // `NESW`, or lines at random
            grid.squares[p] = if i == 0 && rng.chance(50) {
                opposite(d).to_string()
            } else if i == 0 || rng.chance(70) {
                ALL_LINES.to_string()
            } else {
                turnable_lines(rng)
            };
        }
        return Some(shuffled(&format!("{}{}", d, on), rng));
    }
    None
}

/// A serpentine: bands `gap` rows apart inside rows `top..` of the grid, the first band from
/// column `first` to the east (or west) end, the next bands the full width, joined at
/// alternate ends. Returns its squares in order.
fn serpentine(grid: &Grid, top: usize, first: usize, east: bool, gap: usize) -> Vec<usize> {
    let mut path = Vec::new();
    let mut east = east;
    let mut r = top;
    let mut cols: Vec<usize> = if east {
        (first..grid.cols).collect()
    } else {
        (0..=first).rev().collect()
    };
    loop {
        path.extend(cols.iter().map(|&c| grid.at(r, c)));
        let end = *cols.last().unwrap();
        if r + gap >= grid.rows {
            return path;
        }
        path.extend((r + 1..r + gap).map(|row| grid.at(row, end)));
        r += gap;
        east = !east;
        cols = if east {
            (0..grid.cols).collect()
        } else {
            (0..grid.cols).rev().collect()
        };
    }
}

/// A long corridor (a serpentine, bands 3 rows apart) with one-square pockets beside it: every
/// pocket lets the walk model "reset" a trap for free, so it can be far below the literal
/// optimum; start and target at its ends.
pub fn snake(rng: &mut Rng) -> Grid {
    let (rows, cols) = (rng.range(4, 20) as usize, rng.range(4, 20) as usize);
    pocket_chain(rng, (rows, cols, 3), &[Pocket::Square])
}

fn tiny_snake(rng: &mut Rng) -> Grid {
    let cols = rng.range(2, 5) as usize;
    let mut grid = pocket_chain(rng, (3, cols, 3), &[Pocket::Square]);
    cap_turnable(&mut grid, 7, rng);
    grid
}

/// A serpentine with bands 5 rows apart and pockets beside it: single squares, sticks and
/// lollipops.
pub fn lollipop(rng: &mut Rng) -> Grid {
    let (rows, cols) = (rng.range(5, 20) as usize, rng.range(5, 20) as usize);
    pocket_chain(rng, (rows, cols, 5), &[Pocket::Lollipop, Pocket::Stick])
}

fn tiny_lollipop(rng: &mut Rng) -> Grid {
    let cols = rng.range(3, 4) as usize;
    let mut grid = pocket_chain(rng, (4, cols, 4), &[Pocket::Lollipop, Pocket::Stick]);
    cap_turnable(&mut grid, 7, rng);
    grid
}

/// A serpentine through the whole board (`shape`: rows, columns, rows between bands) with
/// pockets beside it.
fn pocket_chain(rng: &mut Rng, shape: (usize, usize, usize), pockets: &[Pocket]) -> Grid {
    let (rows, cols, gap) = shape;
    let mut grid = Grid::blank(rows, cols);
    // one band on a board too short for two: in the middle, pockets on both sides
    let top = if rows <= gap && rows <= 3 {
        rows / 2
    } else {
        0
    };
    let path = serpentine(&grid, top, 0, true, gap);
    let how = Corridor {
        trap_percent: rng.range(30, 90) as usize,
        pockets,
        heavy_percent: rng.range(40, 90) as usize,
    };
    lay_corridor(&mut grid, &path, None, &how, rng);
    grid.start = path[0];
    grid.target = *path.last().unwrap();
    any_symmetry(rng, grid)
}

// ---- fields with a tail ----

/// What the piece crosses before the tail.
#[derive(Clone, Copy)]
enum Field {
    /// `NESW` squares, sometimes split in two by a wall with one door square that can turn.
    Open,
    /// A brick wall of two-line squares.
    Bricks,
    /// Rooms of `NESW` squares joined by door squares that can turn.
    Rooms,
}

/// The shape of a field-and-tail board.
struct Layout {
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
fn field_with_tail(rng: &mut Rng, layout: &Layout) -> Grid {
    loop {
        let mut grid = try_field_with_tail(rng, layout);
        cap_turnable(&mut grid, layout.most_turnable, rng);
        if grid.joined(grid.start, grid.target) {
            return any_symmetry(rng, grid);
        }
    }
}

fn try_field_with_tail(rng: &mut Rng, layout: &Layout) -> Grid {
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
fn open_field(grid: &mut Grid, wall: usize, opening: usize, rng: &mut Rng) -> Vec<usize> {
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
fn brick_wall(grid: &mut Grid, wall: usize, rng: &mut Rng) {
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
fn rooms_with_doors(grid: &mut Grid, wall: usize, rng: &mut Rng) {
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

fn tiny_door_field_tail(rng: &mut Rng) -> Grid {
    let layout = Layout::tiny(rng, Field::Open);
    field_with_tail(rng, &layout)
}

/// A brick wall of two-line squares, then a rotation-heavy tail with traps.
pub fn bricks(rng: &mut Rng) -> Grid {
    let layout = Layout::big(rng, Field::Bricks, (8, 20), (6, 20));
    field_with_tail(rng, &layout)
}

fn tiny_bricks(rng: &mut Rng) -> Grid {
    let layout = Layout::tiny(rng, Field::Bricks);
    field_with_tail(rng, &layout)
}

/// Rooms joined by doors, then a rotation-heavy tail with traps.
pub fn rooms(rng: &mut Rng) -> Grid {
    let layout = Layout::big(rng, Field::Rooms, (8, 20), (6, 20));
    field_with_tail(rng, &layout)
}

fn tiny_rooms(rng: &mut Rng) -> Grid {
    let layout = Layout::tiny(rng, Field::Rooms);
    field_with_tail(rng, &layout)
}

// ---- the README's trap in a corner ----

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
fn tiny_trap_corner(rng: &mut Rng) -> Grid {
    let cols = rng.range(4, 5) as usize;
    let mut grid = trap_field_corridor(rng, 3, cols, 0);
    cap_turnable(&mut grid, 7, rng);
    any_symmetry(rng, grid)
}

fn trap_field_corridor(rng: &mut Rng, rows: usize, cols: usize, field_cols: usize) -> Grid {
    let mut grid = Grid::blank(rows, cols);
    const TRAP: [[&str; 4]; 2] = [["x", "S", "x", "N"], ["E", "NE", "NE", "W"]];
    for (r, row) in TRAP.iter().enumerate() {
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

// ---- rings ----

/// A serpentine with bands 7 rows apart and pockets beside it that end in rings of 12 squares
/// round 2x2 blocks of `x`: loops that bring a walk back to a trap without stepping straight
/// back.
pub fn rings(rng: &mut Rng) -> Grid {
    let (rows, cols) = (rng.range(7, 20) as usize, rng.range(5, 20) as usize);
    pocket_chain(rng, (rows, cols, 7), &[Pocket::Ring, Pocket::Square])
}

/// A corridor of 3 to 5 squares on the top row with a ring pocket below it, at most 6 squares
/// that can turn.
fn tiny_ring(rng: &mut Rng) -> Grid {
    let cols = rng.range(3, 5) as usize;
    let mut grid = pocket_chain(rng, (6, cols, 7), &[Pocket::Ring]);
    cap_turnable(&mut grid, 6, rng);
    grid
}
