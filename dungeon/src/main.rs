//! Dungeon of Doom (NWERC 1999 D): the fewest moves to the exit while monsters patrol and look.
//! A surviving you is never seen, so monsters move as a fixed function of time. Your reachable
//! cells are one bitmask per row; each monster's ray is a lowest-bit or leading-zero step on
//! the wall|monster mask of its row (`u128`) or column (`u32`).

use shared_io::{run, Error, Scanner};
use std::io::Write;

/// Answers above this many moves print 0.
pub const LIMIT: u32 = 10_000;
const MAX_RUNS: i64 = 50;
const MAX_MONSTERS: usize = 100;

/// Facing directions in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    fn clockwise(self) -> Dir {
        Dir::ALL[(self as usize + 1) % 4]
    }
}

/// A cell in padded coordinates (see `Grid`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub row: usize,
    pub col: usize,
}

/// Array sizes for rows and columns: powers of two at least the padded 27 and 82, so that
/// indexing `% ROWS` / `% COLS` needs no bounds check in the hot loops.
const ROWS: usize = 32;
const COLS: usize = 128;

/// Bit masks over the padded board: bit `col` of `rows[row]`, and bit `row` of `cols[col]`.
#[derive(Clone, Copy)]
struct Masks {
    rows: [u128; ROWS],
    cols: [u32; COLS],
}

impl Masks {
    fn empty() -> Masks {
        Masks {
            rows: [0; ROWS],
            cols: [0; COLS],
        }
    }

    fn row(&self, row: usize) -> u128 {
        self.rows[row % ROWS]
    }

    fn col(&self, col: usize) -> u32 {
        self.cols[col % COLS]
    }

    fn insert(&mut self, cell: Cell) {
        self.rows[cell.row % ROWS] |= 1 << cell.col;
        self.cols[cell.col % COLS] |= 1 << cell.row;
    }

    fn remove(&mut self, cell: Cell) {
        self.rows[cell.row % ROWS] &= !(1 << cell.col);
        self.cols[cell.col % COLS] &= !(1 << cell.row);
    }
}

/// One run's dungeon. Coordinates are padded: the input's cell (r, c) is (r + 1, c + 1), and
/// the frame around the input is wall, so every ray stops inside the masks.
pub struct Grid {
    /// Padded height and width: h + 2 and w + 2.
    rows: usize,
    cols: usize,
    walls: Masks,
    start: Cell,
    exit: Cell,
    /// The monsters as read; every one starts facing east.
    monsters: Vec<Cell>,
}

/// The lowest set bit of `x`, alone (0 for 0).
fn lowest128(x: u128) -> u128 {
    x & x.wrapping_neg()
}

fn lowest32(x: u32) -> u32 {
    x & x.wrapping_neg()
}

/// `BELOW[i]` has bits `0..i` set, `ABOVE[i]` bits `i + 1..`: table lookups are cheaper than
/// shifting a `u128` by a variable amount in the monster loop.
const BELOW: [u128; COLS] = {
    let mut table = [0; COLS];
    let mut i = 1;
    while i < COLS {
        table[i] = table[i - 1] | 1 << (i - 1);
        i += 1;
    }
    table
};
const ABOVE: [u128; COLS] = {
    let mut table = [0; COLS];
    let mut i = 0;
    while i < COLS {
        table[i] = !(BELOW[i] | 1 << i);
        i += 1;
    }
    table
};

/// The monsters grouped by facing, and the cells they stand on.
///
/// Monsters sharing a cell always face different ways: one never steps onto a monster (that
/// monster ends its view, so it turns), so two only meet by stepping into the same empty cell
/// from different sides, and from then on they turn alike or part.
struct Herd {
    facing: [Vec<Cell>; 4],
    /// Where the next turn's monsters go while this turn's still look.
    next: [Vec<Cell>; 4],
    at: Masks,
}

/// What the monsters see in one phase: whole-row masks for horizontal rays, and vertical
/// rays as an XOR difference over rows. That is exact because rays in one column and one
/// direction never overlap: each stops at the next monster, and no two monsters share both
/// a cell and a facing (see `Herd`).
struct Views {
    rows: [u128; ROWS],
    north: [u128; ROWS],
    south: [u128; ROWS],
}

impl Views {
    /// Removes every viewed cell from `you` and resets the views; true if any cell is left.
    fn strike(&mut self, you: &mut [u128; ROWS], rows: usize) -> bool {
        let (mut north, mut south, mut alive) = (0, 0, 0);
        for (r, cells) in you.iter_mut().enumerate().take(rows) {
            north ^= self.north[r];
            south ^= self.south[r];
            *cells &= !(self.rows[r] | north | south);
            alive |= *cells;
            self.rows[r] = 0;
            self.north[r] = 0;
            self.south[r] = 0;
        }
        alive != 0
    }

    fn new() -> Views {
        Views {
            rows: [0; ROWS],
            north: [0; ROWS],
            south: [0; ROWS],
        }
    }
}

impl Herd {
    fn new(monsters: &[Cell]) -> Herd {
        let mut herd = Herd {
            facing: [Vec::new(), Vec::new(), Vec::new(), Vec::new()],
            next: [Vec::new(), Vec::new(), Vec::new(), Vec::new()],
            at: Masks::empty(),
        };
        for &m in monsters {
            herd.facing[Dir::East as usize].push(m);
            herd.at.insert(m);
        }
        herd
    }

    /// Every monster looks from where it stands (its view goes into `views`), then turns
    /// clockwise when the view ends at a monster or at an adjacent wall, else steps forward.
    fn look_and_move(&mut self, walls: &Masks, views: &mut Views, rows: usize, cols: usize) {
        let mut blocks = Masks::empty();
        for r in 0..rows.min(ROWS) {
            blocks.rows[r] = walls.rows[r] | self.at.rows[r];
        }
        for c in 0..cols.min(COLS) {
            blocks.cols[c] = walls.cols[c] | self.at.cols[c];
        }
        let (at, next) = (&self.at, &mut self.next);
        for dir in Dir::ALL {
            let (onward, turned) = (dir as usize, dir.clockwise() as usize);
            for &m in &self.facing[dir as usize] {
                let (row, col) = (m.row, m.col);
                // `first` is the blocker that ends the view: a one-hot mask looking east or
                // south (lowest bit above), a bit index looking west or north (highest below)
                let (view_empty, blocked_by_monster, ahead) = match dir {
                    Dir::East => {
                        let first = lowest128(blocks.row(row) & ABOVE[col % COLS]);
                        let view = (first - 1) & ABOVE[col % COLS];
                        views.rows[row % ROWS] |= view;
                        (
                            view == 0,
                            at.row(row) & first != 0,
                            Cell { row, col: col + 1 },
                        )
                    }
                    Dir::West => {
                        let below = blocks.row(row) & BELOW[col % COLS];
                        let first = 127 - below.leading_zeros() as usize;
                        let view = BELOW[col % COLS] & ABOVE[first % COLS];
                        views.rows[row % ROWS] |= view;
                        (
                            view == 0,
                            at.row(row) >> first & 1 == 1,
                            Cell { row, col: col - 1 },
                        )
                    }
                    Dir::South => {
                        let here = 1u32 << row;
                        let first = lowest32(blocks.col(col) & !(here | (here - 1)));
                        let end = first.trailing_zeros() as usize;
                        views.south[(row + 1) % ROWS] ^= 1 << col;
                        views.south[end % ROWS] ^= 1 << col;
                        (
                            end == row + 1,
                            at.col(col) & first != 0,
                            Cell { row: row + 1, col },
                        )
                    }
                    Dir::North => {
                        let above = blocks.col(col) & ((1u32 << row) - 1);
                        let first = 31 - above.leading_zeros() as usize;
                        views.north[(first + 1) % ROWS] ^= 1 << col;
                        views.north[row % ROWS] ^= 1 << col;
                        let blocked_by_monster = at.col(col) >> first & 1 == 1;
                        (
                            first + 1 == row,
                            blocked_by_monster,
                            Cell { row: row - 1, col },
                        )
                    }
                };
                if blocked_by_monster || view_empty {
                    next[turned].push(m);
                } else {
                    next[onward].push(ahead);
                }
            }
        }
        self.at = Masks::empty();
        for dir in 0..4 {
            std::mem::swap(&mut self.facing[dir], &mut self.next[dir]);
            self.next[dir].clear();
            for &m in &self.facing[dir] {
                self.at.insert(m);
            }
        }
    }
}

/// How a run ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// You step onto the exit with this move.
    Exit(u32),
    /// After this turn no cell is left where you could be alive.
    Trapped(u32),
    /// The move limit passes with you alive and not out.
    OutOfTime,
}

impl Ending {
    /// What the run prints: the moves to the exit, or 0.
    pub fn answer(self) -> u32 {
        match self {
            Ending::Exit(moves) => moves,
            Ending::Trapped(_) | Ending::OutOfTime => 0,
        }
    }
}

/// Plays the run for at most `limit` moves: your cells spread, the monsters look and move.
pub fn play(grid: &Grid, limit: u32) -> Ending {
    let mut open = [0u128; ROWS];
    for (r, row) in open.iter_mut().enumerate().take(grid.rows) {
        *row = !grid.walls.rows[r] & ((1u128 << grid.cols) - 1);
    }
    let mut you = [0u128; ROWS];
    you[grid.start.row] = 1 << grid.start.col;
    let mut moved = [0u128; ROWS];
    let mut herd = Herd::new(&grid.monsters);
    let mut views = Views::new();
    for turn in 1..=limit {
        // you: stay, or step onto floor that holds no monster (the frame rows stay empty)
        for r in 1..grid.rows - 1 {
            let near = you[r] | you[r] << 1 | you[r] >> 1 | you[r - 1] | you[r + 1];
            moved[r] = near & open[r] & !herd.at.rows[r];
        }
        if moved[grid.exit.row] >> grid.exit.col & 1 == 1 {
            return Ending::Exit(turn);
        }
        herd.look_and_move(&grid.walls, &mut views, grid.rows, grid.cols);
        std::mem::swap(&mut you, &mut moved);
        if !views.strike(&mut you, grid.rows) {
            return Ending::Trapped(turn);
        }
    }
    Ending::OutOfTime
}

/// Reads one run: `h w`, then h rows of exactly w characters.
pub fn parse_run(sc: &mut Scanner) -> Result<Grid, Error> {
    let size_line = sc.line();
    let h = sc.int_in(3, 25, "the height h")? as usize;
    let w = sc.int_in(4, 80, "the width w")? as usize;
    let (rows, cols) = (h + 2, w + 2);
    let mut walls = Masks::empty();
    for row in 0..rows {
        for col in 0..cols {
            walls.insert(Cell { row, col });
        }
    }
    let (mut start, mut exit, mut monsters) = (None, None, Vec::new());
    let row_shape = format!("a row of {} characters", w);
    for row in 1..=h {
        let token = sc.token(&row_shape)?;
        if token.bytes.len() != w {
            return Err(token.error(&row_shape));
        }
        for (i, &b) in token.bytes.iter().enumerate() {
            let cell = Cell { row, col: i + 1 };
            let found = |what: &str| Error::at(token.line, format!("{} in column {}", what, i + 1));
            match b {
                b'@' if start.is_some() => {
                    return Err(found("expected one '@' per run, found a second"))
                }
                b'X' if exit.is_some() => {
                    return Err(found("expected one 'X' per run, found a second"))
                }
                b'M' if monsters.len() == MAX_MONSTERS => {
                    return Err(found(
                        "expected at most 100 monsters per run, found a 101st",
                    ))
                }
                b'@' => start = Some(cell),
                b'X' => exit = Some(cell),
                b'M' => monsters.push(cell),
                b'.' => {}
                _ => continue,
            }
            walls.remove(cell);
        }
    }
    let missing = |what: &str| {
        let message = format!(
            "expected {} in the run whose size is on this line, found none",
            what
        );
        Error::at(size_line, message)
    };
    Ok(Grid {
        rows,
        cols,
        walls,
        start: start.ok_or_else(|| missing("an '@'"))?,
        exit: exit.ok_or_else(|| missing("an 'X'"))?,
        monsters,
    })
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let runs = sc.int_in(1, MAX_RUNS, "the number of runs R")?;
    for _ in 0..runs {
        let grid = parse_run(sc)?;
        writeln!(out, "{}", play(&grid, LIMIT).answer())?;
    }
    sc.expect_end("end of input after the R runs")
}

fn main() {
    run("dungeon", solve);
}
