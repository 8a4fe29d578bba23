//! Robots (ECNA 2001; POJ 1098, BOJ 7357): play the statement's greedy strategy against robots
//! that step straight at you. Bit rows for debris and robots and a grid counting arrivals make
//! each of the 9 walk/stay candidates O(R); teleports are scanned in list order only when no
//! walk is safe. `--explain` (src/explain.rs) logs every round of the same simulation and
//! prints it under each case's report.
//!
//! The words of this file:
//! - *walk*: your step to one of the 8 neighbours, or a stay (the step (0,0)), with the debris
//!   it pushes (`Walk`); *safe* when no robot can step onto you after it.
//! - *your move*: what you do in a round, a walk, a teleport or a trapped stay (`YourMove`);
//!   the robots' move follows it.
//! - *landing*: the cell a robot steps onto in the robots' move, one step straight at you
//!   (`Cell::toward`). It survives there when it is the only robot landing there and the cell
//!   holds no debris.
//! - *near* robot: one at most one row or at most one column away from you; its landing
//!   depends on which of the 9 cells you pick. A *far* robot lands on the same cell whichever
//!   you pick (every pick is on the same side of it in both row and column), so its landing
//!   is found once a move.
//! - *arrivals*: the scratch grid counting how many robots land on each cell.

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

const SIDE: i32 = 31;
const MAX_ROBOTS: i64 = 50;
const MAX_TELEPORTS: i64 = 20;

/// A board cell, 1-based; row 1 is the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub r: i32,
    pub c: i32,
}

const START: Cell = Cell { r: 15, c: 15 };

impl Cell {
    fn on_board(self) -> bool {
        (1..=SIDE).contains(&self.r) && (1..=SIDE).contains(&self.c)
    }

    fn step(self, (dr, dc): (i32, i32)) -> Cell {
        Cell {
            r: self.r + dr,
            c: self.c + dc,
        }
    }

    /// Where a robot here steps when chasing `target`.
    fn toward(self, target: Cell) -> Cell {
        self.step(((target.r - self.r).signum(), (target.c - self.c).signum()))
    }

    fn manhattan(self, other: Cell) -> i32 {
        (self.r - other.r).abs() + (self.c - other.c).abs()
    }
}

/// Stay first; the other eight steps. (Order is irrelevant: ties end at row and column.)
const STEPS: [(i32, i32); 9] = [
    (0, 0),
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// Width of a grid row: the board with a one-cell border on each side.
const STRIDE: usize = SIDE as usize + 2;

/// A per-cell value over the board and its border, flat, row-major.
#[derive(Clone)]
struct Grid<T>([T; STRIDE * STRIDE]);

impl<T: Copy> Grid<T> {
    fn new(fill: T) -> Grid<T> {
        Grid([fill; STRIDE * STRIDE])
    }

    fn slot(cell: Cell) -> usize {
        cell.r as usize * STRIDE + cell.c as usize
    }

    fn get(&self, cell: Cell) -> T {
        self.0[Grid::<T>::slot(cell)]
    }

    fn set(&mut self, cell: Cell, value: T) {
        self.0[Grid::<T>::slot(cell)] = value;
    }
}

/// A set of cells as one bit row per board row (bit `c` of row `r`), border included.
#[derive(Clone)]
struct Cells([u64; STRIDE]);

impl Cells {
    fn new() -> Cells {
        Cells([0; STRIDE])
    }

    fn has(&self, cell: Cell) -> bool {
        self.0[cell.r as usize] >> cell.c & 1 == 1
    }

    fn insert(&mut self, cell: Cell) {
        self.0[cell.r as usize] |= 1 << cell.c;
    }

    fn remove(&mut self, cell: Cell) {
        self.0[cell.r as usize] &= !(1 << cell.c);
    }

    /// Whether the 3x3 block centred on `cell` holds a member other than `except`.
    fn any_around(&self, cell: Cell, except: Option<Cell>) -> bool {
        let r = cell.r as usize;
        let mut rows = [self.0[r - 1], self.0[r], self.0[r + 1]];
        if let Some(skip) = except.filter(|skip| (skip.r - cell.r).abs() <= 1) {
            rows[(skip.r - cell.r + 1) as usize] &= !(1 << skip.c);
        }
        (rows[0] | rows[1] | rows[2]) & (0b111 << (cell.c - 1)) != 0
    }

    fn len(&self) -> usize {
        self.0.iter().map(|row| row.count_ones() as usize).sum()
    }
}

/// A legal walk or stay: where you land, and the debris you push, if any.
#[derive(Clone, Copy, Debug)]
struct Walk {
    to: Cell,
    /// The debris on `to` is pushed onto this cell, crushing a robot standing there.
    push: Option<Cell>,
}

/// How a safe walk ranks, the smallest best: fewer robots left, then farther from the
/// nearest, then row, column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Rank {
    robots_left: usize,
    /// Minus the Manhattan distance to the nearest robot left (`-i32::MAX` when none is), so
    /// that the farthest ranks first. (The distance under `Reverse` made the compiler keep
    /// `rank`'s running minimum on the stack, not in a register.)
    minus_nearest: i32,
    r: i32,
    c: i32,
}

pub struct Case {
    pub robots: Vec<Cell>,
    pub teleports: Vec<Cell>,
}

pub enum Outcome {
    Won,
    Lost { robots_left: usize },
}

/// Your move in one round.
#[derive(Clone, Copy)]
enum YourMove {
    /// The best safe walk or stay.
    Walk(Walk),
    Teleport(Cell),
    /// No safe walk or stay and no teleport qualifies: you stay and are caught.
    Trapped,
}

/// The end of a game, with the teleports taken on the way as (move, cell).
pub struct Report {
    pub teleports: Vec<(usize, Cell)>,
    pub outcome: Outcome,
    pub moves: usize,
    pub player: Cell,
    pub debris: usize,
}

struct Game {
    player: Cell,
    robots: Vec<Cell>,
    /// The cells of `robots` (never two robots on one cell between moves).
    robot_at: Cells,
    debris: Cells,
    /// Scratch: how many robots land on each cell. All zero between moves; while `best_walk`
    /// ranks the walks it holds the far robots' landings alone (see `rank`).
    arrivals: Grid<u8>,
    /// While a walk is chosen, `robots[..near]` are the near robots and the rest the far ones.
    near: usize,
    /// Scratch: the landings of the robots whose landing is already known. While a walk is
    /// chosen, `landings[j]` is where the far robot `robots[near + j]` lands; during the
    /// robots' move, `landings[j]` is where `robots[j]` lands.
    landings: Vec<Cell>,
    /// Scratch: where the near robots land after the walk being ranked (a crushed one left out).
    near_landings: Vec<Cell>,
    /// The teleport entries in list order, each with whether it is used.
    teleports: Vec<(Cell, bool)>,
}

impl Game {
    fn new(case: &Case) -> Game {
        let mut robot_at = Cells::new();
        for &robot in &case.robots {
            robot_at.insert(robot);
        }
        Game {
            player: START,
            robots: case.robots.clone(),
            robot_at,
            debris: Cells::new(),
            arrivals: Grid::new(0),
            near: 0,
            landings: Vec::with_capacity(case.robots.len()),
            near_landings: Vec::with_capacity(case.robots.len()),
            teleports: case.teleports.iter().map(|&cell| (cell, false)).collect(),
        }
    }

    /// The walk one step towards `step`, if legal: onto the board, not onto a robot, and a
    /// pushed debris must land on the board and not on other debris.
    fn walk(&self, step: (i32, i32)) -> Option<Walk> {
        let to = self.player.step(step);
        if !to.on_board() || self.robot_at.has(to) {
            return None;
        }
        if !self.debris.has(to) {
            return Some(Walk { to, push: None });
        }
        let pushed = to.step(step);
        if !pushed.on_board() || self.debris.has(pushed) {
            return None;
        }
        Some(Walk {
            to,
            push: Some(pushed),
        })
    }

    /// Is there debris on `cell` once `walk` has pushed?
    fn debris_after(&self, walk: &Walk, cell: Cell) -> bool {
        match walk.push {
            Some(pushed) => cell == pushed || (cell != walk.to && self.debris.has(cell)),
            None => self.debris.has(cell),
        }
    }

    /// Adds `by` (1 or -1) to the robots landing on `cell`.
    fn count(arrivals: &mut Grid<u8>, cell: Cell, by: i8) {
        let slot = Grid::<u8>::slot(cell);
        arrivals.0[slot] = (arrivals.0[slot] as i8 + by) as u8;
    }

    /// Puts the near robots first (`robots[..near]`), and lists where the far ones land
    /// (`landings`) and counts them in `arrivals`, which must be all zero.
    fn aim_far_robots(&mut self) {
        let player = self.player;
        let mut near = 0;
        for i in 0..self.robots.len() {
            let robot = self.robots[i];
            if (robot.r - player.r).abs() <= 1 || (robot.c - player.c).abs() <= 1 {
                self.robots.swap(i, near);
                near += 1;
            }
        }
        self.near = near;
        self.landings.clear();
        for &robot in &self.robots[near..] {
            let landing = robot.toward(player);
            Game::count(&mut self.arrivals, landing, 1);
            self.landings.push(landing);
        }
    }

    /// Is `walk` safe: no robot next to where you land, but one crushed by your push?
    fn safe(&self, walk: &Walk) -> bool {
        !self.robot_at.any_around(walk.to, walk.push)
    }

    /// The rank of `walk` if it is safe: no surviving robot can step onto you next.
    /// Needs `aim_far_robots`: `arrivals` must hold the far robots' landings alone, and holds
    /// them again on return. Cost: O(R).
    fn rank(&mut self, walk: &Walk) -> Option<Rank> {
        if !self.safe(walk) {
            return None;
        }
        let crushed = walk.push.filter(|&pushed| self.robot_at.has(pushed));
        let far = &self.robots[self.near..];
        let crushed_far = crushed.and_then(|cell| far.iter().position(|&robot| robot == cell));
        // `arrivals` is made to count this walk's robots' move: the near robots' landings
        // added, a far robot the push crushes taken out. Both are undone below, so that every
        // walk starts from the far robots' counts, found once a move: undoing costs O(R) where
        // clearing the 33x33 grid for each of the 9 walks would cost far more.
        self.near_landings.clear();
        for &robot in &self.robots[..self.near] {
            if Some(robot) != crushed {
                let landing = robot.toward(walk.to);
                Game::count(&mut self.arrivals, landing, 1);
                self.near_landings.push(landing);
            }
        }
        if let Some(j) = crushed_far {
            Game::count(&mut self.arrivals, self.landings[j], -1);
        }
        let far_landed = self
            .landings
            .iter()
            .enumerate()
            .filter(|&(j, _)| Some(j) != crushed_far)
            .map(|(_, landing)| landing);
        let (mut robots_left, mut nearest) = (0, i32::MAX);
        for &landing in far_landed.chain(&self.near_landings) {
            if self.arrivals.get(landing) == 1 && !self.debris_after(walk, landing) {
                robots_left += 1;
                nearest = nearest.min(landing.manhattan(walk.to));
            }
        }
        for &landing in &self.near_landings {
            Game::count(&mut self.arrivals, landing, -1);
        }
        if let Some(j) = crushed_far {
            Game::count(&mut self.arrivals, self.landings[j], 1);
        }
        Some(Rank {
            robots_left,
            minus_nearest: -nearest,
            r: walk.to.r,
            c: walk.to.c,
        })
    }

    /// The best safe walk or stay, if any is safe.
    fn best_walk(&mut self) -> Option<Walk> {
        self.aim_far_robots();
        let mut best: Option<(Rank, Walk)> = None;
        for &step in &STEPS {
            let walk = match self.walk(step) {
                Some(walk) => walk,
                None => continue,
            };
            if let Some(rank) = self.rank(&walk) {
                if best.map_or(true, |(top, _)| rank < top) {
                    best = Some((rank, walk));
                }
            }
        }
        // back to all zero: only the far robots' landings are counted between ranks
        for &landing in &self.landings {
            self.arrivals.set(landing, 0);
        }
        best.map(|(_, walk)| walk)
    }

    /// The first unused teleport entry that is empty and safe; it becomes used.
    fn teleport(&mut self) -> Option<Cell> {
        for i in 0..self.teleports.len() {
            let (cell, used) = self.teleports[i];
            let empty = !self.robot_at.has(cell) && !self.debris.has(cell);
            if !used && empty && !self.robot_at.any_around(cell, None) {
                self.teleports[i].1 = true;
                return Some(cell);
            }
        }
        None
    }

    /// Moves you along `walk`, pushing its debris; a robot under the pushed debris is gone.
    /// Returns whether one was.
    fn take(&mut self, walk: Walk) -> bool {
        let mut crushed = false;
        if let Some(pushed) = walk.push {
            self.debris.remove(walk.to);
            self.debris.insert(pushed);
            if self.robot_at.has(pushed) {
                self.robot_at.remove(pushed);
                self.robots.retain(|&robot| robot != pushed);
                crushed = true;
            }
        }
        self.player = walk.to;
        crushed
    }

    /// Every robot steps towards you; those meeting debris or each other become debris.
    /// Returns whether a robot stepped onto you.
    fn robots_move(&mut self) -> bool {
        self.robot_at = Cells::new();
        self.landings.clear();
        for &robot in &self.robots {
            let landing = robot.toward(self.player);
            Game::count(&mut self.arrivals, landing, 1);
            self.landings.push(landing);
        }
        let caught = self.arrivals.get(self.player) > 0;
        self.robots.clear();
        for &landing in &self.landings {
            if self.arrivals.get(landing) == 1 && !self.debris.has(landing) {
                self.robots.push(landing);
                self.robot_at.insert(landing);
            } else {
                self.debris.insert(landing);
            }
        }
        for &landing in &self.landings {
            self.arrivals.set(landing, 0);
        }
        caught
    }
}

/// Where `play` records each round, after the robots' move: your move, whether its push
/// crushed a robot, whether the robots `moved` (none do once your push crushed the last) and
/// whether one caught you, with `game` holding what is left. `()` for `solve`, where
/// recording compiles away; `--explain` keeps a list (src/explain.rs). (A runtime switch
/// made `solve` run 3% more instructions on the worst file.)
trait Log {
    fn record(&mut self, yours: YourMove, crushed: bool, moved: bool, caught: bool, game: &Game);
}

impl Log for () {
    fn record(&mut self, _: YourMove, _: bool, _: bool, _: bool, _: &Game) {}
}

/// Plays one game to its end, recording every round in `log`.
fn play<L: Log>(case: &Case, log: &mut L) -> Report {
    let mut game = Game::new(case);
    let mut teleports = Vec::new();
    let mut moves = 0;
    let outcome = loop {
        moves += 1;
        let yours = match game.best_walk() {
            Some(walk) => YourMove::Walk(walk),
            None => match game.teleport() {
                Some(cell) => YourMove::Teleport(cell),
                None => YourMove::Trapped,
            },
        };
        let crushed = match yours {
            YourMove::Walk(walk) => game.take(walk),
            YourMove::Teleport(cell) => {
                teleports.push((moves, cell));
                game.player = cell;
                false
            }
            YourMove::Trapped => false,
        };
        // a push that crushes the last robot wins at once: the robots do not move
        let robots_moved = !game.robots.is_empty();
        let caught = robots_moved && game.robots_move();
        log.record(yours, crushed, robots_moved, caught, &game);
        if caught {
            break Outcome::Lost {
                robots_left: game.robots.len(),
            };
        }
        if game.robots.is_empty() {
            break Outcome::Won;
        }
    };
    Report {
        teleports,
        outcome,
        moves,
        player: game.player,
        debris: game.debris.len(),
    }
}

/// Reads "r c" as a cell; `what` names the row and the column for the error message.
fn parse_cell(sc: &mut Scanner, what: [&str; 2]) -> Result<Cell, Error> {
    let r = sc.int_in(1, SIDE, what[0])?;
    let c = sc.int_in(1, SIDE, what[1])?;
    Ok(Cell { r, c })
}

/// Reads the next case, or `None` at the `0 0` terminator or the end of input.
pub fn parse_case(sc: &mut Scanner) -> Result<Option<Case>, Error> {
    if sc.at_end() {
        return Ok(None);
    }
    let r_line = sc.line();
    let robots = sc.int_in(0, MAX_ROBOTS, "the number of robots R")?;
    let teleports = sc.int_in(0, MAX_TELEPORTS, "the number of teleports T")?;
    if robots == 0 && teleports == 0 {
        return Ok(None);
    }
    if robots == 0 {
        return Err(Error::at(
            r_line,
            "expected the number of robots R (1..=50), or \"0 0\" to end, found \"0\"",
        ));
    }
    let mut case = Case {
        robots: Vec::with_capacity(robots as usize),
        teleports: Vec::with_capacity(teleports as usize),
    };
    for _ in 0..robots {
        let line = sc.line();
        let robot = parse_cell(sc, ["a robot's row", "a robot's column"])?;
        if robot == START || case.robots.contains(&robot) {
            let found = format!("({},{})", robot.r, robot.c);
            return Err(Error::expected(
                line,
                "a robot on a cell of its own, not (15,15)",
                &found,
            ));
        }
        case.robots.push(robot);
    }
    for _ in 0..teleports {
        case.teleports
            .push(parse_cell(sc, ["a teleport's row", "a teleport's column"])?);
    }
    Ok(Some(case))
}

fn write_report<W: Write>(out: &mut W, number: usize, report: &Report) -> io::Result<()> {
    if number > 1 {
        writeln!(out)?;
    }
    writeln!(out, "Case {}:", number)?;
    for &(moves, cell) in &report.teleports {
        writeln!(out, "Move {}: teleport to ({},{})", moves, cell.r, cell.c)?;
    }
    let verdict = match report.outcome {
        Outcome::Won => "Won",
        Outcome::Lost { .. } => "Lost",
    };
    writeln!(out, "{} game after making {} moves.", verdict, report.moves)?;
    writeln!(
        out,
        "Final position: ({},{})",
        report.player.r, report.player.c
    )?;
    writeln!(out, "Number of cells with debris: {}", report.debris)?;
    if let Outcome::Lost { robots_left } = report.outcome {
        writeln!(out, "Number of robots remaining: {}", robots_left)?;
    }
    Ok(())
}

/// Plays every case up to the `0 0` line, handing its number, the case and the game's report
/// to `report`; text after that line is left to a warning.
fn each_case<W: Write, F>(sc: &mut Scanner, out: &mut W, mut report: F) -> Result<(), Error>
where
    F: FnMut(&mut W, (usize, &Case), &Report) -> io::Result<()>,
{
    let mut number = 0;
    while let Some(case) = parse_case(sc)? {
        number += 1;
        report(out, (number, &case), &play(&case, &mut ()))?;
    }
    sc.ignore_rest("after the \"0 0\" line");
    Ok(())
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, (number, _), report| {
        write_report(out, number, report)
    })
}

fn main() {
    #[cfg(feature = "explain")]
    run_explained("robots", solve, explain::explain, explain::html);
    #[cfg(not(feature = "explain"))]
    run("robots", solve);
}

#[cfg(test)]
mod tests;
