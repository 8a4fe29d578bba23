//! The plain dungeon simulator behind the deliberately wrong solvers `wrong-*.rs`, for versus's
//! self-test: each of them names one rule it misreads (a known wrong approach), and `--right`
//! reads every rule right. Your possible cells are a list (and marks on a flat grid), the
//! monsters a list and a count per cell, every ray walked cell by cell; written apart from
//! src/main.rs.

use shared_io::{run, Error, Scanner};
use std::io::Write;

/// The moves allowed, counted from 1; answers above it print 0.
const LIMIT: u32 = 10_000;
/// How far `NoLimit` plays on: past every limit case in data/ (the longest is 28,672).
const NO_LIMIT: u32 = 30_000;
/// Facings, as indices into `Board::steps`.
const NORTH: usize = 0;
const EAST: usize = 1;

/// One known wrong approach: the rule a wrong solver gets wrong.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Misreading {
    /// A monster sees only its adjacent cell: it kills only there and turns only for a wall
    /// or a monster right ahead.
    AdjacentView,
    /// After the monsters moved they look again, and kill what they see then.
    SecondLook,
    /// The monsters look once before your first move.
    LookAtStart,
    /// A monster takes the exit for a wall: its view stops there and it turns before it.
    ExitIsWall,
    /// You may step onto a cell holding a monster.
    ThroughMonsters,
    /// You may step onto the exit while a monster stands on it.
    GuardedExit,
    /// Monsters turn counter-clockwise.
    CounterClockwise,
    /// Monsters start facing north (index 0, the zero a fresh monster gets).
    FacingNorth,
    /// Only moves 1 to 9,999 count: the loop stops one short of the limit.
    LimitExclusive,
    /// Answers above 10,000 print too (played on to `NO_LIMIT`).
    NoLimit,
    /// Only `#` is wall; the other wall glyphs are floor.
    HashWall,
    /// A monster whose adjacent cell you may be on turns there, as before a monster, instead
    /// of stepping: the monsters then move by where you may be.
    YouBlock,
    /// Another monster on a monster's own cell blocks its view: it sees nothing and turns.
    OwnCellBlocks,
    /// You never stand still.
    NoWait,
}

/// Each wrong solver's program name and the rule it misreads.
const MISREADINGS: [(&str, Misreading); 14] = [
    ("wrong-adjacent-view", Misreading::AdjacentView),
    ("wrong-second-look", Misreading::SecondLook),
    ("wrong-look-at-start", Misreading::LookAtStart),
    ("wrong-exit-wall", Misreading::ExitIsWall),
    ("wrong-onto-monster", Misreading::ThroughMonsters),
    ("wrong-guarded-exit", Misreading::GuardedExit),
    ("wrong-counter-clockwise", Misreading::CounterClockwise),
    ("wrong-facing-north", Misreading::FacingNorth),
    ("wrong-limit-exclusive", Misreading::LimitExclusive),
    ("wrong-no-limit", Misreading::NoLimit),
    ("wrong-hash-wall", Misreading::HashWall),
    ("wrong-you-block", Misreading::YouBlock),
    ("wrong-own-cell", Misreading::OwnCellBlocks),
    ("wrong-no-wait", Misreading::NoWait),
];

/// The rules one solver plays by: all right, or one misread.
#[derive(Clone, Copy)]
struct Rules(Option<Misreading>);

impl Rules {
    fn misread(self, rule: Misreading) -> bool {
        self.0 == Some(rule)
    }

    fn limit(self) -> u32 {
        if self.misread(Misreading::LimitExclusive) {
            LIMIT - 1
        } else if self.misread(Misreading::NoLimit) {
            NO_LIMIT
        } else {
            LIMIT
        }
    }

    fn turn(self, facing: usize) -> usize {
        if self.misread(Misreading::CounterClockwise) {
            (facing + 3) % 4
        } else {
            (facing + 1) % 4
        }
    }
}

/// One run on a flat board with a ring of wall around the map, so no step leaves it: cell
/// `r * width + c` of the ringed map, its neighbours `cell + steps[facing]` (wrapping).
struct Board {
    rules: Rules,
    /// North, east, south, west: the clockwise order monsters turn in.
    steps: [usize; 4],
    /// Which cells are wall by the rules' reading of the glyphs.
    wall: Vec<bool>,
    start: usize,
    exit: usize,
    /// Where the monsters stand at the start.
    monsters: Vec<usize>,
}

/// Which cells were marked on which turn: a cell is marked on turn t while it holds t, so a
/// new turn starts unmarked without clearing anything.
struct Marks(Vec<u32>);

impl Marks {
    fn new(cells: usize) -> Marks {
        Marks(vec![u32::MAX; cells])
    }

    fn mark(&mut self, cell: usize, turn: u32) {
        self.0[cell] = turn;
    }

    fn marked(&self, cell: usize, turn: u32) -> bool {
        self.0[cell] == turn
    }
}

/// The monsters' cells and facings, and how many stand on each cell.
struct Monsters {
    at: Vec<(usize, usize)>,
    count: Vec<u32>,
}

impl Board {
    fn new(rows: &[Vec<u8>], rules: Rules) -> Board {
        let width = rows[0].len() + 2;
        let cells = (rows.len() + 2) * width;
        let mut board = Board {
            rules,
            steps: [width.wrapping_neg(), 1, width, 1usize.wrapping_neg()],
            wall: vec![true; cells],
            start: 0,
            exit: 0,
            monsters: Vec::new(),
        };
        for (r, row) in rows.iter().enumerate() {
            for (c, &glyph) in row.iter().enumerate() {
                let cell = (r + 1) * width + c + 1;
                board.wall[cell] = board.is_wall(glyph);
                match glyph {
                    b'@' => board.start = cell,
                    b'X' => board.exit = cell,
                    b'M' => board.monsters.push(cell),
                    _ => {}
                }
            }
        }
        board
    }

    /// Every character other than `@ X M .` is wall (under `HashWall` only `#`).
    fn is_wall(&self, glyph: u8) -> bool {
        if self.rules.misread(Misreading::HashWall) {
            glyph == b'#'
        } else {
            !b"@XM.".contains(&glyph)
        }
    }

    fn step(&self, cell: usize, facing: usize) -> usize {
        cell.wrapping_add(self.steps[facing])
    }

    /// What stops a monster's view and its step like a wall.
    fn wall_to_monsters(&self, cell: usize) -> bool {
        self.wall[cell] || (self.rules.misread(Misreading::ExitIsWall) && cell == self.exit)
    }

    /// Your cells after your move on `turn`, listed in `moved` and marked in `in_moved`:
    /// where you were (unless `NoWait`) and every open neighbour no monster stands on (unless
    /// the rules let you onto one).
    fn your_move(
        &self,
        turn: u32,
        you: &[usize],
        count: &[u32],
        moved: &mut Vec<usize>,
        in_moved: &mut Marks,
    ) {
        moved.clear();
        let stay = if self.rules.misread(Misreading::NoWait) {
            &[][..]
        } else {
            you
        };
        for &cell in stay {
            in_moved.mark(cell, turn);
            moved.push(cell);
        }
        for &cell in you {
            for step in self.steps {
                let next = cell.wrapping_add(step);
                if !self.wall[next]
                    && self.may_step_onto(next, count)
                    && !in_moved.marked(next, turn)
                {
                    in_moved.mark(next, turn);
                    moved.push(next);
                }
            }
        }
    }

    fn may_step_onto(&self, cell: usize, count: &[u32]) -> bool {
        count[cell] == 0
            || self.rules.misread(Misreading::ThroughMonsters)
            || (self.rules.misread(Misreading::GuardedExit) && cell == self.exit)
    }

    /// Marks in `seen` on `turn` what the monster on `cell` facing `facing` sees, by the
    /// monster counts in `count`; returns whether it must turn (as before a monster in view or
    /// a wall ahead).
    fn look(
        &self,
        (cell, facing): (usize, usize),
        count: &[u32],
        seen: &mut Marks,
        turn: u32,
    ) -> bool {
        if self.rules.misread(Misreading::OwnCellBlocks) && count[cell] > 1 {
            return true;
        }
        let ahead = self.step(cell, facing);
        let mut view = ahead;
        while !self.wall_to_monsters(view) && count[view] == 0 {
            seen.mark(view, turn);
            if self.rules.misread(Misreading::AdjacentView) {
                break;
            }
            view = self.step(view, facing);
        }
        let monster_in_view = !self.wall_to_monsters(view) && count[view] > 0;
        monster_in_view || self.wall_to_monsters(ahead)
    }

    /// The monster phase of `turn`: every monster looks from where the phase begins, then
    /// turns or steps; `seen` gets the cells they saw. `in_moved` marks your cells after your
    /// move (`YouBlock` turns monsters before them).
    fn look_and_move(
        &self,
        turn: u32,
        monsters: &mut Monsters,
        in_moved: &Marks,
        seen: &mut Marks,
    ) {
        let before = monsters.at.clone();
        for (monster, &(cell, facing)) in monsters.at.iter_mut().zip(&before) {
            let ahead = self.step(cell, facing);
            let turns = self.look((cell, facing), &monsters.count, seen, turn)
                || (self.rules.misread(Misreading::YouBlock) && in_moved.marked(ahead, turn));
            *monster = if turns {
                (cell, self.rules.turn(facing))
            } else {
                (ahead, facing)
            };
        }
        for (&(from, _), &(to, _)) in before.iter().zip(&monsters.at) {
            monsters.count[from] -= 1;
            monsters.count[to] += 1;
        }
    }

    /// `seen` gets on `turn` every cell some monster sees, and none of them moves.
    fn look_without_moving(&self, turn: u32, monsters: &Monsters, seen: &mut Marks) {
        for &monster in &monsters.at {
            self.look(monster, &monsters.count, seen, turn);
        }
    }

    /// The fewest moves to the exit, or 0.
    fn answer(&self) -> u32 {
        let facing = if self.rules.misread(Misreading::FacingNorth) {
            NORTH
        } else {
            EAST
        };
        let cells = self.wall.len();
        let mut monsters = Monsters {
            at: self.monsters.iter().map(|&cell| (cell, facing)).collect(),
            count: vec![0; cells],
        };
        for &(cell, _) in &monsters.at {
            monsters.count[cell] += 1;
        }
        let (mut in_moved, mut seen) = (Marks::new(cells), Marks::new(cells));
        let (mut you, mut moved) = (vec![self.start], Vec::new());
        if self.rules.misread(Misreading::LookAtStart) {
            self.look_without_moving(0, &monsters, &mut seen);
            you.retain(|&cell| !seen.marked(cell, 0));
        }
        for turn in 1..=self.rules.limit() {
            self.your_move(turn, &you, &monsters.count, &mut moved, &mut in_moved);
            if in_moved.marked(self.exit, turn) {
                return turn;
            }
            self.look_and_move(turn, &mut monsters, &in_moved, &mut seen);
            if self.rules.misread(Misreading::SecondLook) {
                // the same turn's marks: the cells seen a moment ago go anyway
                self.look_without_moving(turn, &monsters, &mut seen);
            }
            std::mem::swap(&mut you, &mut moved);
            you.retain(|&cell| !seen.marked(cell, turn));
            if you.is_empty() {
                return 0;
            }
        }
        0
    }
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W, rules: Rules) -> Result<(), Error> {
    let runs: usize = sc.parse("the number of runs")?;
    for _ in 0..runs {
        let h: usize = sc.parse("the height")?;
        let _width: usize = sc.parse("the width")?;
        let mut rows = Vec::new();
        for _ in 0..h {
            rows.push(sc.token("a row")?.bytes.to_vec());
        }
        writeln!(out, "{}", Board::new(&rows, rules).answer())?;
    }
    Ok(())
}

/// The wrong solver `program` (a name in `MISREADINGS`): reads the input and prints an answer
/// per run by its misread rule, or by the right rules with `--right`.
pub fn main(program: &'static str) {
    let misreading = MISREADINGS
        .iter()
        .find(|(name, _)| *name == program)
        .map(|&(_, rule)| rule)
        .expect("a wrong solver named in MISREADINGS");
    let right = std::env::args().any(|arg| arg == "--right");
    let rules = Rules(if right { None } else { Some(misreading) });
    run(program, move |sc, out| solve(sc, out, rules));
}
