//! A Dicey Problem (ICPC World Finals 1999; UVa 810, POJ 1872): the shortest walk that rolls a
//! die off its start square and back onto it. BFS over (square, orientation), 24 orientation
//! ids, neighbours expanded up, down, left, right: the first walk found is the smallest.
//! `--explain` adds each roll with the faces after it, or how many states the search reached.

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

const MAX_SIDE: usize = 10;
const ORIENTATIONS: usize = 24;
/// Positions printed on one output line.
const PER_LINE: usize = 9;

/// A roll direction, in the order that breaks ties between equally short walks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
}

/// Right face for (top, front), indexed by face numbers; 0 where the pair cannot occur.
/// Fixed by the statement's example: top 5, front 1 gives right 3.
const RIGHT: [[u8; 7]; 7] = [
    [0; 7],
    [0, 0, 3, 5, 2, 4, 0],
    [0, 4, 0, 1, 6, 0, 3],
    [0, 2, 6, 0, 0, 1, 5],
    [0, 5, 1, 0, 0, 6, 2],
    [0, 3, 0, 6, 1, 0, 4],
    [0, 0, 4, 2, 5, 3, 0],
];

/// The die's orientation: the face on top and the face towards the viewer (south).
/// Invariant: `top` and `front` are in 1..=6, neither equal nor opposite (sum 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Die {
    pub top: u8,
    pub front: u8,
}

impl Die {
    pub fn new(top: u8, front: u8) -> Option<Die> {
        let faces = 1..=6;
        let valid =
            faces.contains(&top) && faces.contains(&front) && top != front && top + front != 7;
        if valid {
            Some(Die { top, front })
        } else {
            None
        }
    }

    fn right(self) -> u8 {
        RIGHT[self.top as usize][self.front as usize]
    }

    /// The die after tipping over one edge towards `dir`.
    pub fn roll(self, dir: Dir) -> Die {
        let (top, front) = match dir {
            Dir::Up => (self.front, 7 - self.top),
            Dir::Down => (7 - self.front, self.top),
            Dir::Left => (self.right(), self.front),
            Dir::Right => (7 - self.right(), self.front),
        };
        Die { top, front }
    }

    /// A compact id in 0..24: four possible fronts for each top.
    pub fn index(self) -> usize {
        let excluded_below = [self.top, 7 - self.top]
            .iter()
            .filter(|&&face| face < self.front)
            .count();
        (self.top as usize - 1) * 4 + (self.front as usize - 1 - excluded_below)
    }
}

/// Per orientation id: the top face (as a bit, to test against `Accepts`) and the id after
/// each roll, so the search never rebuilds a `Die`.
pub struct Rolls {
    top: [Accepts; ORIENTATIONS],
    next: [[u8; 4]; ORIENTATIONS],
}

impl Rolls {
    fn new() -> Rolls {
        let mut rolls = Rolls {
            top: [0; ORIENTATIONS],
            next: [[0; 4]; ORIENTATIONS],
        };
        for top in 1..=6 {
            for front in 1..=6 {
                if let Some(die) = Die::new(top, front) {
                    rolls.top[die.index()] = 1 << top;
                    for (k, &dir) in Dir::ALL.iter().enumerate() {
                        rolls.next[die.index()][k] = die.roll(dir).index() as u8;
                    }
                }
            }
        }
        rolls
    }
}

/// Which top faces may roll onto a square, as a bit per face: a wild square (-1) takes any,
/// an empty one (0) none, a number only that face.
type Accepts = u8;
const BLOCKED: Accepts = 0;

fn accepts(value: i64) -> Accepts {
    match value {
        -1 => 0b111_1110,
        0 => BLOCKED,
        face => 1 << face,
    }
}
/// Cells of the largest maze with its border.
const MAX_CELLS: usize = (MAX_SIDE + 2) * (MAX_SIDE + 2);

pub struct Maze {
    /// The name's raw bytes: echoed as they came, whatever their encoding.
    pub name: Vec<u8>,
    /// Row-major squares inside a border of `BLOCKED` ones: a roll needs no bounds check,
    /// and a cell's (row, col) in this grid is its 1-based position.
    cells: Vec<Accepts>,
    width: usize,
    start: usize,
    die: Die,
}

impl Maze {
    /// The cell one roll from `cell` towards `dir`; the border keeps it inside `cells`.
    fn neighbour(&self, cell: usize, dir: Dir) -> usize {
        match dir {
            Dir::Up => cell - self.width,
            Dir::Down => cell + self.width,
            Dir::Left => cell - 1,
            Dir::Right => cell + 1,
        }
    }

    /// The 1-based (row, col) of a cell.
    fn position(&self, cell: usize) -> (usize, usize) {
        (cell / self.width, cell % self.width)
    }
}

/// Reads the next maze, or `None` at `END` or at the end of input.
pub fn parse_maze(sc: &mut Scanner) -> Result<Option<Maze>, Error> {
    let name = match sc.next_token() {
        None => return Ok(None),
        Some(token) if token.bytes == b"END" => return Ok(None),
        Some(token) => token.bytes.to_vec(),
    };
    let side = MAX_SIDE as i64;
    let rows = sc.int_in(1, side, "the number of rows")? as usize;
    let cols = sc.int_in(1, side, "the number of columns")? as usize;
    let start_row = sc.int_in(1, rows as i64, "the start row")? as usize;
    let start_col = sc.int_in(1, cols as i64, "the start column")? as usize;
    let top = sc.int_in(1, 6, "the top face")? as u8;
    let what = format!(
        "the front face (1..=6, neither the top face {} nor {})",
        top,
        7 - top
    );
    let token = sc.token(&what)?;
    let die = token
        .parse::<u8>(&what)
        .ok()
        .and_then(|front| Die::new(top, front))
        .ok_or_else(|| token.error(&what))?;
    let width = cols + 2;
    let mut cells = vec![BLOCKED; (rows + 2) * width];
    for r in 1..=rows {
        let what = format!(
            "row {} of maze {:?}: a cell",
            r,
            String::from_utf8_lossy(&name)
        );
        for c in 1..=cols {
            cells[r * width + c] = accepts(sc.int_in(-1, 6, &what)?);
        }
    }
    Ok(Some(Maze {
        name,
        cells,
        width,
        start: start_row * width + start_col,
        die,
    }))
}

/// What the search found. A state is `cell * 24 + orientation`.
pub enum Found {
    /// The states of the shortest walk: the start state first, the state after the roll back
    /// onto the start square last.
    Walk(Vec<usize>),
    /// No way home: every state the search reached, the start state included.
    NoWay { reachable: usize },
}

/// BFS over (square, orientation): the shortest walk home, or, when there is none, how many
/// states it reached (it has then explored them all). O(cells * 24 * 4).
pub fn shortest_walk(maze: &Maze, rolls: &Rolls) -> Found {
    const NONE: u16 = u16::MAX;
    let start_cell = maze.start;
    let start_state = start_cell * ORIENTATIONS + maze.die.index();
    let mut parent = [NONE; MAX_CELLS * ORIENTATIONS];
    let mut queue = Vec::with_capacity(maze.cells.len() * ORIENTATIONS);
    parent[start_state] = start_state as u16;
    queue.push(start_state);
    let mut head = 0;
    while let Some(&state) = queue.get(head) {
        head += 1;
        let (cell, orientation) = (state / ORIENTATIONS, state % ORIENTATIONS);
        let top = rolls.top[orientation];
        for (k, &dir) in Dir::ALL.iter().enumerate() {
            let next_cell = maze.neighbour(cell, dir);
            if maze.cells[next_cell] & top == 0 {
                continue;
            }
            let next = next_cell * ORIENTATIONS + rolls.next[orientation][k] as usize;
            if next_cell == start_cell {
                return Found::Walk(trace_back(&parent, state, start_state, next));
            }
            if parent[next] == NONE {
                parent[next] = state as u16;
                queue.push(next);
            }
        }
    }
    Found::NoWay {
        reachable: queue.len(),
    }
}

/// The states from the start state to `last`, then `home`, the state the roll from `last`
/// reaches.
fn trace_back(parent: &[u16], last: usize, start_state: usize, home: usize) -> Vec<usize> {
    let mut walk = vec![home];
    let mut state = last;
    while state != start_state {
        walk.push(state);
        state = parent[state] as usize;
    }
    walk.push(start_state);
    walk.reverse();
    walk
}

/// The name, then the walk as 1-based `(r,c)`, nine a line, two-space indent, commas between.
fn write_answer<W: Write>(out: &mut W, maze: &Maze, found: &Found) -> io::Result<()> {
    out.write_all(&maze.name)?;
    out.write_all(b"\n")?;
    let walk = match found {
        Found::Walk(walk) => walk,
        Found::NoWay { .. } => {
            writeln!(out, "  No Solution Possible")?;
            return Ok(());
        }
    };
    for (i, &state) in walk.iter().enumerate() {
        if i % PER_LINE == 0 {
            out.write_all(b"  ")?;
        }
        let (row, col) = maze.position(state / ORIENTATIONS);
        write!(out, "({},{})", row, col)?;
        if i + 1 == walk.len() {
            out.write_all(b"\n")?;
        } else if i % PER_LINE == PER_LINE - 1 {
            out.write_all(b",\n")?;
        } else {
            out.write_all(b",")?;
        }
    }
    Ok(())
}

/// Solves every maze up to `END` (or the end of input), handing each maze and what its search
/// found to `report`; text after `END` is left to a warning.
fn each_case<W: Write, F>(sc: &mut Scanner, out: &mut W, mut report: F) -> Result<(), Error>
where
    F: FnMut(&mut W, &Maze, &Found) -> io::Result<()>,
{
    let rolls = Rolls::new();
    while let Some(maze) = parse_maze(sc)? {
        let found = shortest_walk(&maze, &rolls);
        report(out, &maze, &found)?;
    }
    sc.ignore_rest("after END");
    Ok(())
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, write_answer)
}

fn main() {
    #[cfg(feature = "explain")]
    run_explained("dice-maze", solve, explain::explain, explain::html);
    #[cfg(not(feature = "explain"))]
    run("dice-maze", solve);
}

#[cfg(test)]
mod tests;
