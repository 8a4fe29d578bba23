//! Corridors with traps: snakes and lollipops of dead-end pockets, and rings around 2x2 blocks
//! of `x`, all laid along serpentines.

use super::*;

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
pub(super) fn pocket_squares(
    grid: &Grid,
    s: usize,
    d: char,
    side: char,
    pocket: Pocket,
) -> Option<Vec<usize>> {
    let one = grid.beside(s, d)?;
    match pocket {
        Pocket::Square => Some(vec![one]),
        Pocket::Stick => Some(vec![one, grid.beside(one, d)?]),
        Pocket::Lollipop => {
            let two = grid.beside(one, d)?;
            let three = grid.beside(two, d)?;
            Some(vec![
                one,
                two,
                grid.beside(two, side)?,
                three,
                grid.beside(three, side)?,
            ])
        }
        Pocket::Ring => {
            // the ring's near side runs from the square past `one` one step back along
            // `side`'s opposite to two steps along `side`
            let mut near = grid.beside(grid.beside(one, d)?, opposite(side))?;
            let mut squares = vec![one];
            for depth in 0..4 {
                let mut at = near;
                for across in 0..4 {
                    if depth % 3 == 0 || across % 3 == 0 {
                        squares.push(at);
                    }
                    if across < 3 {
                        at = grid.beside(at, side)?;
                    }
                }
                if depth < 3 {
                    near = grid.beside(near, d)?;
                }
            }
            Some(squares)
        }
    }
}

/// Can `pocket` hang off `parent`: all its squares `x`, and no open square around it but
/// `parent`? (Then the open squares stay a corridor plus dead ends.)
pub(super) fn pocket_fits(grid: &Grid, parent: usize, pocket: &[usize]) -> bool {
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
pub(super) fn lay_corridor(
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
pub(super) fn corridor_square(on: char, how: &Corridor, rng: &mut Rng) -> String {
    if rng.chance(how.heavy_percent) {
        on.to_string()
    } else {
        single_line(rng)
    }
}

/// Hangs a pocket beside corridor square `s` (leaving towards `on`) and returns the trap's
/// lines (towards the pocket and `on`), or `None` when no pocket fits.
pub(super) fn try_trap(
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
pub(crate) fn serpentine(
    grid: &Grid,
    top: usize,
    first: usize,
    east: bool,
    gap: usize,
) -> Vec<usize> {
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
    snake_within(rng, MAX_SIDE)
}

/// A snake of at most `most` (4 or more) rows and columns.
pub fn snake_within(rng: &mut Rng, most: usize) -> Grid {
    let (rows, cols) = (
        rng.range(4, most as i64) as usize,
        rng.range(4, most as i64) as usize,
    );
    pocket_chain(rng, (rows, cols, 3), &[Pocket::Square])
}

pub(super) fn tiny_snake(rng: &mut Rng) -> Grid {
    let cols = rng.range(2, 5) as usize;
    let mut grid = pocket_chain(rng, (3, cols, 3), &[Pocket::Square]);
    cap_turnable(&mut grid, 7, rng);
    grid
}

/// A serpentine with bands 5 rows apart and pockets beside it: single squares, sticks and
/// lollipops.
pub fn lollipop(rng: &mut Rng) -> Grid {
    lollipop_within(rng, MAX_SIDE)
}

/// A lollipop board of at most `most` (5 or more) rows and columns.
pub fn lollipop_within(rng: &mut Rng, most: usize) -> Grid {
    let (rows, cols) = (
        rng.range(5, most as i64) as usize,
        rng.range(5, most as i64) as usize,
    );
    pocket_chain(rng, (rows, cols, 5), &[Pocket::Lollipop, Pocket::Stick])
}

pub(super) fn tiny_lollipop(rng: &mut Rng) -> Grid {
    let cols = rng.range(3, 4) as usize;
    let mut grid = pocket_chain(rng, (4, cols, 4), &[Pocket::Lollipop, Pocket::Stick]);
    cap_turnable(&mut grid, 7, rng);
    grid
}

/// A serpentine through the whole board (`shape`: rows, columns, rows between bands) with
/// pockets beside it.
pub(super) fn pocket_chain(
    rng: &mut Rng,
    shape: (usize, usize, usize),
    pockets: &[Pocket],
) -> Grid {
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

/// A serpentine with bands 7 rows apart and pockets beside it that end in rings of 12 squares
/// round 2x2 blocks of `x`: loops that bring a walk back to a trap without stepping straight
/// back.
pub fn rings(rng: &mut Rng) -> Grid {
    let (rows, cols) = (rng.range(7, 20) as usize, rng.range(5, 20) as usize);
    pocket_chain(rng, (rows, cols, 7), &[Pocket::Ring, Pocket::Square])
}

/// A corridor of 3 to 5 squares on the top row with a ring pocket below it, at most 6 squares
/// that can turn.
pub(super) fn tiny_ring(rng: &mut Rng) -> Grid {
    let cols = rng.range(3, 5) as usize;
    let mut grid = pocket_chain(rng, (6, cols, 7), &[Pocket::Ring]);
    cap_turnable(&mut grid, 6, rng);
    grid
}
