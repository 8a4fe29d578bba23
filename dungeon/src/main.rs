//! Dungeon of Doom (NWERC 1999 D): the fewest moves to the exit while monsters patrol and look.
//! A surviving you is never seen, so monsters move as a fixed function of time. Your reachable
//! cells and the monsters (one board per facing) are bitmasks per row, and each turn is a few
//! passes over the rows that find every monster's ray at once, whatever the number of monsters.
//! `--explain` (src/explain.rs) keeps each turn's set of your cells and walks back from the
//! exit to one path.

#[cfg(not(feature = "explain"))]
use shared_io::run;
#[cfg(feature = "explain")]
use shared_io::run_explained;
use shared_io::{Error, Scanner};
use std::io::{self, Write};

// `--explain` (src/explain.rs, its drawing in src/explain/draw.rs) is for cargo builds only:
// a judge passes no arguments, and the bundle carries this one line of it.
#[cfg(feature = "explain")]
pub mod explain;

/// Answers above this many moves print 0.
pub const LIMIT: u32 = 10_000;
// the statement's limits on the input
const MAX_RUNS: i64 = 50;
const MIN_HEIGHT: usize = 3;
const MAX_HEIGHT: usize = 25;
const MIN_WIDTH: usize = 4;
const MAX_WIDTH: usize = 80;
const MAX_MONSTERS: usize = 100;

/// Facing directions in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

/// Rows in the per-row arrays, and columns in a row: the largest run padded by its wall frame
/// fits, and a row's columns are exactly the bits of a `u128` (`BIT`, `Row::from_bits`), held
/// as two 64-bit lanes (`Row`).
const ROWS: usize = 32;
const COLS: usize = 128;
const _: () = assert!(MAX_HEIGHT + 2 <= ROWS && MAX_WIDTH + 2 <= COLS);
const _: () = assert!(COLS == u128::BITS as usize && COLS == 2 * u64::BITS as usize);

/// One row as a bitmask, bit `col` for column `col`, in two 64-bit lanes: most row
/// arithmetic is lane-wise, so the compiler can do it on both lanes in one vector register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row([u64; 2]);

impl Row {
    const NONE: Row = Row([0; 2]);

    fn from_bits(bits: u128) -> Row {
        Row([bits as u64, (bits >> 64) as u64])
    }

    fn bits(self) -> u128 {
        u128::from(self.0[1]) << 64 | u128::from(self.0[0])
    }

    fn single(col: usize) -> Row {
        Row::from_bits(BIT[col % COLS])
    }

    fn has(self, col: usize) -> bool {
        self.bits() & BIT[col % COLS] != 0
    }

    fn is_empty(self) -> bool {
        self == Row::NONE
    }

    /// Each 64-bit lane shifted `k` columns west on its own.
    fn lanes_westward(self, k: u32) -> Row {
        Row([self.0[0] >> k, self.0[1] >> k])
    }

    /// Every cell moved one column east.
    fn eastward(self) -> Row {
        let [low, high] = self.0;
        Row([low << 1, high << 1 | low >> 63])
    }

    /// Every cell moved one column west.
    fn westward(self) -> Row {
        let [low, high] = self.0;
        Row([low >> 1 | high << 63, high >> 1])
    }
}

impl std::ops::BitAnd for Row {
    type Output = Row;
    fn bitand(self, other: Row) -> Row {
        Row([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }
}

impl std::ops::BitOr for Row {
    type Output = Row;
    fn bitor(self, other: Row) -> Row {
        Row([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
}

impl std::ops::BitOrAssign for Row {
    fn bitor_assign(&mut self, other: Row) {
        *self = *self | other;
    }
}

impl std::ops::Not for Row {
    type Output = Row;
    fn not(self) -> Row {
        Row([!self.0[0], !self.0[1]])
    }
}

/// One bitmask per row.
type Board = [Row; ROWS];

/// A cell in padded coordinates (see `Grid`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cell {
    row: usize,
    col: usize,
}

/// One run's dungeon. Coordinates are padded: the input's cell (r, c) is (r + 1, c + 1), and
/// the frame around the input is wall, so every ray stops inside the board.
pub struct Grid {
    /// Padded height: h + 2.
    rows: usize,
    /// The floor cells (everything but wall); the frame and the bits past it are clear.
    open: Board,
    start: Cell,
    exit: Cell,
    /// The monsters as read; every one starts facing east.
    monsters: Vec<Cell>,
    /// The rows as read, for `--explain`'s drawing of the maze.
    #[cfg(feature = "explain")]
    text: Vec<Vec<u8>>,
}

/// `BIT[i]` is bit `i` alone: cheaper than shifting a `u128` by a variable amount.
const BIT: [u128; COLS] = {
    let mut table = [0; COLS];
    let mut i = 0;
    while i < COLS {
        table[i] = 1 << i;
        i += 1;
    }
    table
};

/// The monsters as one board per facing.
///
/// A board holds each monster as one bit, which is exact because monsters sharing a cell
/// always face different ways: one never steps onto a monster (that monster ends its view,
/// so it turns), so two only meet by stepping into the same empty cell from different sides,
/// and from then on they turn alike or part.
struct Herd {
    facing: [Board; 4],
}

impl Herd {
    fn new(monsters: &[Cell]) -> Herd {
        let mut facing = [[Row::NONE; ROWS]; 4];
        let east = &mut facing[Dir::East as usize];
        for m in monsters {
            east[m.row] |= Row::single(m.col);
        }
        Herd { facing }
    }

    /// The monster phase. Every monster looks from where it stands (`seen` gets its view),
    /// then turns clockwise when the view ends at a monster or at an adjacent wall, else
    /// steps forward; `next` gets the herd after the move. `open` are the floor cells, `at`
    /// the cells holding a monster, `empty` the floor cells holding none; rows 0 and
    /// `rows - 1` are frame.
    ///
    /// Vertical rays are found for all columns at once, by one sweep down the rows and one
    /// up: a view, or the news that a monster ends one, runs on through each empty cell.
    fn look_and_move(
        &self,
        open: &Board,
        at: &Board,
        empty: &Board,
        rows: usize,
        seen: &mut Board,
        next: &mut Herd,
    ) {
        // rows <= ROWS already: the min lets the compiler drop bounds checks
        let rows = rows.min(ROWS);
        let [north, east, south, west] = &self.facing;
        let [to_north, to_east, to_south, to_west] = &mut next.facing;
        let (mut turn_east, mut turn_west) = ([Row::NONE; ROWS], [Row::NONE; ROWS]);
        let (mut looking_down, mut monster_above) = (Row::NONE, Row::NONE);
        // Each row of `next` is assigned whole, never or'd into: it still holds the herd of two
        // turns ago. Row r - 1 of `to_north` is written at row r, with the north-facers that
        // step up from row r, so the west-facers of row r - 1 that turn north are held over
        // one row to be written with them; the last inside row's are written after the sweep.
        let mut turned_north_above = Row::NONE;
        // horizontal rays, row by row
        for r in 1..rows - 1 {
            (seen[r], turn_east[r], turn_west[r]) =
                look_along_row(east[r], west[r], at[r], empty[r]);
        }
        // downward: southward views, and the moves of the monsters facing north and east
        for r in 1..rows - 1 {
            let east_turns = turn_east[r];
            looking_down = (looking_down | south[r - 1]) & empty[r];
            seen[r] |= looking_down;
            // cells of row r whose first non-empty cell above holds a monster
            monster_above = at[r - 1] | (monster_above & empty[r - 1]);
            let turn_north = north[r] & (monster_above | !open[r - 1]);
            to_north[r - 1] = (north[r] & !turn_north) | turned_north_above;
            to_east[r] = (east[r] & !east_turns).eastward() | turn_north;
            turned_north_above = west[r] & turn_west[r];
        }
        to_north[rows - 2] = turned_north_above;
        // upward: northward views, and the moves of the monsters facing south and west
        let (mut looking_up, mut monster_below) = (Row::NONE, Row::NONE);
        for r in (1..rows - 1).rev() {
            looking_up = (looking_up | north[r + 1]) & empty[r];
            seen[r] |= looking_up;
            monster_below = at[r + 1] | (monster_below & empty[r + 1]);
            let turn_south = south[r] & (monster_below | !open[r + 1]);
            to_south[r + 1] = (south[r] & !turn_south) | (east[r + 1] & turn_east[r + 1]);
            to_west[r] = (west[r] & !turn_west[r]).westward() | turn_south;
        }
        to_south[1] = east[1] & turn_east[1];
    }
}

/// The horizontal rays of one row, all monsters at once: the cells that the monsters facing
/// east and west see, and which of them turn.
fn look_along_row(east: Row, west: Row, at: Row, empty: Row) -> (Row, Row, Row) {
    // the empty cells whose first non-empty cell to the east (west) holds a monster
    let (west_view, monster_east) =
        spread_west(west.westward() & empty, at.westward() & empty, empty);
    let monster_west = spread_east(at.eastward() & empty, empty);
    let view = spread_east(east.eastward() & empty, empty) | west_view;
    // turn when the cell ahead is not empty, or the first non-empty cell past it is a monster
    let east_turns = east & (monster_east | !empty).westward();
    let west_turns = west & (monster_west | !empty).eastward();
    (view, east_turns, west_turns)
}

/// The cells of `through` reached going east from a cell of `from` without leaving
/// `through`. Each cell of `from` must start its run of `through` (the cell west of it is
/// outside), so adding `from` carries through exactly the run, into the cell past its end.
fn spread_east(from: Row, through: Row) -> Row {
    let ([from_low, from_high], [low, high]) = (from.0, through.0);
    let sum_low = low.wrapping_add(from_low);
    let carry = ((low & from_low) | ((low | from_low) & !sum_low)) >> 63;
    let sum = Row([sum_low, high.wrapping_add(from_high).wrapping_add(carry)]);
    Row([(sum.0[0] ^ low) & low, (sum.0[1] ^ high) & high])
}

/// For `from` and `also_from`, the cells of `through` reached going west from one of their
/// cells (which must lie in `through`) without leaving `through`. Carries run the other
/// way, so this doubles the reach six times within each 64-bit lane, then carries a run
/// across the boundary between the lanes.
fn spread_west(from: Row, also_from: Row, through: Row) -> (Row, Row) {
    // `top_run` starts at column 63 and spreads like the others: it finds where a run that
    // crosses from the high lane into the low one goes on
    let top_run = through & Row([1 << 63, 0]);
    let (mut reached, mut also_reached, mut top_run, mut open) =
        (from, also_from, top_run, through);
    for k in [1, 2, 4, 8, 16, 32] {
        // here `open` holds the cells that start k unbroken `through` cells going east
        reached = reached | (open & reached.lanes_westward(k));
        also_reached = also_reached | (open & also_reached.lanes_westward(k));
        top_run = top_run | (open & top_run.lanes_westward(k));
        open = open & open.lanes_westward(k);
    }
    let crossing = |cells: Row| Row([top_run.0[0] & 0u64.wrapping_sub(cells.0[1] & 1), 0]);
    (
        reached | crossing(reached),
        also_reached | crossing(also_reached),
    )
}

/// How a run ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// You step onto the exit with this move.
    Exit(u32),
    /// After this turn no cell is left where you could be alive. (The turn is for `--explain`
    /// and the tests; the answer is 0.)
    #[cfg_attr(not(feature = "explain"), allow(dead_code))]
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
    play_logged(grid, limit, None)
}

/// `play`, pushing onto `log` (if any) the cells you can be on at the start of each turn,
/// from turn 1 (the start alone). An `Option`, one predictable branch a turn, rather than a
/// closure: two instances of this loop would keep `look_and_move` from being inlined, which
/// costs `solve` 2% more instructions.
fn play_logged(grid: &Grid, limit: u32, mut log: Option<&mut Vec<Board>>) -> Ending {
    // rows <= ROWS already: the min lets the compiler drop bounds checks
    let rows = grid.rows.min(ROWS);
    let mut you = [Row::NONE; ROWS];
    you[grid.start.row] = Row::single(grid.start.col);
    let (mut now, mut later) = (Herd::new(&grid.monsters), Herd::new(&[]));
    let (mut herd, mut next) = (&mut now, &mut later);
    let [mut at, mut empty, mut moved, mut seen] = [[Row::NONE; ROWS]; 4];
    for turn in 1..=limit {
        if let Some(log) = log.as_mut() {
            log.push(you);
        }
        // you: stay, or step onto floor that holds no monster (the frame rows stay empty)
        for r in 1..rows - 1 {
            let [north, east, south, west] = &herd.facing;
            at[r] = north[r] | east[r] | south[r] | west[r];
            empty[r] = grid.open[r] & !at[r];
            let near = you[r] | you[r].eastward() | you[r].westward() | you[r - 1] | you[r + 1];
            moved[r] = near & empty[r];
        }
        if moved[grid.exit.row].has(grid.exit.col) {
            return Ending::Exit(turn);
        }
        herd.look_and_move(&grid.open, &at, &empty, rows, &mut seen, next);
        std::mem::swap(&mut herd, &mut next);
        let mut alive = Row::NONE;
        for r in 1..rows - 1 {
            you[r] = moved[r] & !seen[r];
            alive |= you[r];
        }
        if alive.is_empty() {
            return Ending::Trapped(turn);
        }
    }
    Ending::OutOfTime
}

/// The monster error's ordinal suffix fits the number after the limit.
const _: () = assert!((MAX_MONSTERS + 1) % 10 == 1 && (MAX_MONSTERS + 1) % 100 != 11);

/// Reads one run: `h w`, then h rows of exactly w characters.
pub fn parse_run(sc: &mut Scanner) -> Result<Grid, Error> {
    let size_line = sc.line();
    let h = sc.int_in(MIN_HEIGHT, MAX_HEIGHT, "the height h")?;
    let w = sc.int_in(MIN_WIDTH, MAX_WIDTH, "the width w")?;
    let mut open = [Row::NONE; ROWS];
    let (mut start, mut exit, mut monsters) = (None, None, Vec::new());
    #[cfg(feature = "explain")]
    let mut text = Vec::with_capacity(h);
    let row_shape = format!("a row of {} characters", w);
    for (row, floor) in open.iter_mut().enumerate().take(h + 1).skip(1) {
        let token = sc.token(&row_shape)?;
        if token.bytes.len() != w {
            return Err(token.error(&row_shape));
        }
        #[cfg(feature = "explain")]
        text.push(token.bytes.to_vec());
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
                    return Err(found(&format!(
                        "expected at most {} monsters per run, found a {}st",
                        MAX_MONSTERS,
                        MAX_MONSTERS + 1
                    )))
                }
                b'@' => start = Some(cell),
                b'X' => exit = Some(cell),
                b'M' => monsters.push(cell),
                b'.' => {}
                _ => continue,
            }
            *floor |= Row::single(cell.col);
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
        rows: h + 2,
        open,
        start: start.ok_or_else(|| missing("an '@'"))?,
        exit: exit.ok_or_else(|| missing("an 'X'"))?,
        monsters,
        #[cfg(feature = "explain")]
        text,
    })
}

/// Reads R and plays each run, handing the run and how it ends to `report`; text after the
/// last run is left to a warning.
fn each_case<W: Write, F>(sc: &mut Scanner, out: &mut W, mut report: F) -> Result<(), Error>
where
    F: FnMut(&mut W, &Grid, Ending) -> io::Result<()>,
{
    let runs = sc.int_in(1, MAX_RUNS, "the number of runs R")?;
    for _ in 0..runs {
        let grid = parse_run(sc)?;
        report(out, &grid, play(&grid, LIMIT))?;
    }
    sc.ignore_rest("after the last run");
    Ok(())
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, _, ending| {
        writeln!(out, "{}", ending.answer())
    })
}

fn main() {
    #[cfg(feature = "explain")]
    run_explained("dungeon", solve, explain::explain, explain::html);
    #[cfg(not(feature = "explain"))]
    run("dungeon", solve);
}

#[cfg(test)]
mod tests;
