//! Planted runs: the structures that expose the known wrong approaches, which random dungeons
//! meet too rarely. Crossings (a passage from you down to the exit across corridors where
//! monsters patrol, some of them about to share a cell) at every size, and the limit mazes of
//! data/ (true answers 9,999 to 28,672) at small and max.

use super::{Rows, Run, FLOOR, MAX_HEIGHT, MAX_MONSTERS, MAX_WIDTH, MONSTER, WALL, WALL_GLYPHS};
use tools::problem::{Rng, Size};

/// The limit cases of data/, one-run inputs found by a search outside the repository (see
/// tests/cases.rs); their true answers are in their names.
const LIMIT_MAZES: [&str; 7] = [
    include_str!("../../../data/dungeon/limit-at-9999.in"),
    include_str!("../../../data/dungeon/limit-at-10000.in"),
    include_str!("../../../data/dungeon/limit-above-10001.in"),
    include_str!("../../../data/dungeon/limit-above-10418.in"),
    include_str!("../../../data/dungeon/limit-above-14396.in"),
    include_str!("../../../data/dungeon/limit-above-16707.in"),
    include_str!("../../../data/dungeon/limit-above-28672.in"),
];
/// The one maze whose answer, 10,000, only an inclusive limit prints.
const AT_LIMIT: usize = 1;
/// Narrowest crossings: a corridor cell each side of the passage, and the frame.
const MIN_WIDTH: i64 = 6;

/// A planted run of the size's `heights` and `widths` (a limit maze keeps its own 12 to 15
/// rows and 20 to 30 columns, padded with wall to 25x80 at max, and is kept whole).
pub fn planted(rng: &mut Rng, size: Size, heights: (i64, i64), widths: (i64, i64)) -> Run {
    let limit = size != Size::Tiny && rng.chance(25);
    let mut rows = if limit {
        limit_maze(rng, size)
    } else {
        crossings(rng, heights, widths)
    };
    vary_walls(rng, &mut rows);
    Run { rows, whole: limit }
}

/// One of the limit mazes, the one whose answer is exactly the limit half the time (only it
/// tells an exclusive limit; the others tell a missing one).
fn limit_maze(rng: &mut Rng, size: Size) -> Rows {
    let which = if rng.chance(50) {
        AT_LIMIT
    } else {
        rng.below(LIMIT_MAZES.len())
    };
    // "1", "h w", then the rows
    let mut rows: Rows = LIMIT_MAZES[which]
        .lines()
        .skip(2)
        .map(|row| row.bytes().collect())
        .collect();
    if matches!(size, Size::Max | Size::Worst) {
        // outside the maze's own frame, wall changes nothing
        for row in rows.iter_mut() {
            row.resize(MAX_WIDTH as usize, WALL);
        }
        rows.resize(MAX_HEIGHT as usize, vec![WALL; MAX_WIDTH as usize]);
    }
    rows
}

/// Every wall cell gets a glyph of its own: only `@ X M .` are not wall.
fn vary_walls(rng: &mut Rng, rows: &mut Rows) {
    for cell in rows.iter_mut().flatten() {
        if !b"@XM.".contains(cell) {
            *cell = *rng.pick(WALL_GLYPHS);
        }
    }
}

/// A run laid out cell by cell: wall until made floor.
struct Layout {
    rows: Rows,
    monsters: usize,
}

impl Layout {
    fn floor(&mut self, r: usize, cols: std::ops::RangeInclusive<usize>) {
        for c in cols {
            self.rows[r][c] = FLOOR;
        }
    }

    fn is_floor(&self, (r, c): (usize, usize)) -> bool {
        self.rows[r][c] == FLOOR
    }

    /// A monster on floor (not on you, the exit or another monster), while fewer than 100.
    fn monster(&mut self, (r, c): (usize, usize)) {
        if self.is_floor((r, c)) && self.monsters < MAX_MONSTERS {
            self.rows[r][c] = MONSTER;
            self.monsters += 1;
        }
    }

    /// A monster on a random floor cell of row `r` in `cols`; false if there is none.
    fn monster_among(&mut self, rng: &mut Rng, r: usize, cols: (usize, usize)) -> bool {
        let free: Vec<usize> = (cols.0..=cols.1)
            .filter(|&c| self.is_floor((r, c)))
            .collect();
        if free.is_empty() {
            return false;
        }
        self.monster((r, *rng.pick(&free)));
        true
    }

    /// Whether `cell` is an inside wall whose neighbours are all wall but `from`: a pocket
    /// there touches nothing else.
    fn pocket_fits(&self, (r, c): (usize, usize), from: (usize, usize)) -> bool {
        let (h, w) = (self.rows.len(), self.rows[0].len());
        if r == 0 || c == 0 || r + 1 == h || c + 1 == w || self.rows[r][c] != WALL {
            return false;
        }
        let neighbours = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)];
        neighbours
            .iter()
            .all(|&n| n == from || self.rows[n.0][n.1] == WALL)
    }
}

/// One corridor: its row and its first and last columns.
#[derive(Clone, Copy)]
struct Corridor {
    row: usize,
    first: usize,
    last: usize,
}

/// Crossings: a passage in column `x` runs down from you to the exit across one or more
/// horizontal corridors, where monsters patrol (they turn at the ends, maybe into a pocket
/// there, where one can get stuck). You cross a corridor only while no monster looks along it
/// at the crossing cell, and wait in the passage between corridors. You may start on the
/// first corridor in view of a monster, the exit may lie on the last one where monsters walk
/// over it, and a corridor may hold two monsters about to share a cell, which then stands
/// between the passage and the exit when it can.
fn crossings(rng: &mut Rng, heights: (i64, i64), widths: (i64, i64)) -> Rows {
    let w = rng.range(widths.0.max(MIN_WIDTH), widths.1) as usize;
    // west of the middle more often than not: room east of it for two monsters to meet
    let x = rng.range(2, w as i64 - 3).min(rng.range(2, w as i64 - 3)) as usize;
    let (rows, above, below) = corridor_rows(rng, heights.1 as usize);
    let last_row = rows[rows.len() - 1];
    let bottom = last_row + below;
    // often a row of wall more below, where the last corridor may have pockets
    let extra = (bottom + 3 <= heights.1 as usize && rng.chance(75)) as usize;
    let h = (bottom + 2 + extra).max(heights.0 as usize);
    let mut layout = Layout {
        rows: vec![vec![WALL; w]; h],
        monsters: 0,
    };
    let exit_corridor = (below == 0).then_some(last_row);
    let corridors: Vec<Corridor> = rows
        .iter()
        .map(|&row| {
            // the exit's corridor reaches three past the passage when it can: room for two
            // monsters to meet between the two
            let reach = if Some(row) == exit_corridor { 3 } else { 1 };
            Corridor {
                row,
                first: rng.range(1, x as i64 - 1) as usize,
                last: rng.range((x + reach).min(w - 2) as i64, w as i64 - 2) as usize,
            }
        })
        .collect();
    for corridor in &corridors {
        layout.floor(corridor.row, corridor.first..=corridor.last);
    }
    for r in 1..=bottom {
        layout.rows[r][x] = FLOOR;
    }
    let last = corridors[corridors.len() - 1];
    let exit = if below > 0 {
        (bottom, x)
    } else {
        (last.row, exit_column(rng, x, last.first..=last.last))
    };
    layout.rows[1][x] = b'@';
    layout.rows[exit.0][exit.1] = b'X';
    for (i, &corridor) in corridors.iter().enumerate() {
        let mut meeting = false;
        if i == 0 && above == 0 {
            start_in_view(rng, &mut layout, corridor, x);
        } else {
            meeting = rng.chance(80) && about_to_meet(rng, &mut layout, corridor, x, exit);
            if !meeting {
                patrol(rng, &mut layout, corridor, x);
            }
        }
        // once the pair parts, both get stuck at the ends and you walk to the exit
        let traps = meeting && exit.0 == corridor.row;
        end_pockets(rng, &mut layout, corridor, traps);
    }
    layout.rows
}

/// The corridors' rows for a run of at most `max_height` rows, and the passage cells above
/// the first (0: you start on it) and below the last (0: the exit is on it), 0 to 2 each.
/// Corridors are one or two rows apart; the frame and the passage's ends fit.
fn corridor_rows(rng: &mut Rng, max_height: usize) -> (Vec<usize>, usize, usize) {
    let spare = max_height - 3;
    let above = rng.range(0, spare.min(2) as i64) as usize;
    let room_below = (spare - above).min(2) as i64;
    let below = if room_below == 0 || rng.chance(50) {
        0
    } else {
        rng.range(1, room_below) as usize
    };
    let mut rows = vec![1 + above];
    loop {
        let next = rows[rows.len() - 1] + 1 + rng.range(1, 2) as usize;
        if next + below + 2 > max_height || rng.chance(20) {
            return (rows, above, below);
        }
        rows.push(next);
    }
}

/// The exit's column on the last corridor, `cols`, when the passage at `x` ends there: not
/// `x`, mostly three or more east of it when one is (two monsters can meet on the way).
fn exit_column(rng: &mut Rng, x: usize, cols: std::ops::RangeInclusive<usize>) -> usize {
    let (far, near): (Vec<usize>, Vec<usize>) = cols.filter(|&c| c != x).partition(|&c| c >= x + 3);
    let near_too = far.is_empty() || rng.chance(25);
    *rng.pick(if near_too { &near } else { &far })
}

/// You start on the corridor at column `x`: a monster west of you sees you from the start
/// (but the first look comes after your first move), maybe others east of you. (The exit may
/// fill the west side; then the monster stands east.)
fn start_in_view(rng: &mut Rng, layout: &mut Layout, corridor: Corridor, x: usize) {
    let (r, east) = (corridor.row, (x + 1, corridor.last));
    if !layout.monster_among(rng, r, (corridor.first, x - 1)) || rng.chance(50) {
        layout.monster_among(rng, r, east);
    }
}

/// One to a few monsters on the corridor, the first west of the passage at column `x` and
/// not next to it when it fits: facing east it looks at the crossing from afar, so you wait.
/// Often one east of the passage, which meanwhile turns at the east end and may come back.
/// (At least one: the corridor has three cells or more, and only you and the exit besides.)
fn patrol(rng: &mut Rng, layout: &mut Layout, corridor: Corridor, x: usize) {
    let (r, whole) = (corridor.row, (corridor.first, corridor.last));
    if x < corridor.first + 2 || !layout.monster_among(rng, r, (corridor.first, x - 2)) {
        layout.monster_among(rng, r, whole);
    }
    if rng.chance(50) {
        layout.monster_among(rng, r, (x + 1, corridor.last));
    }
    for _ in 0..(corridor.last - corridor.first) / 8 {
        layout.monster_among(rng, r, whole);
    }
}

/// Two monsters that come to share cell `meet` of the corridor on turn 2, if one fits: one
/// two cells west of it steps east twice, one in a pocket above it turns south (a wall east
/// of it) and steps down; neither sees the other on the way. Then they face east and south,
/// and each must look past the other (read wrong, the pair turns on that cell for ever).
/// The cell is between the passage at column `x` and the exit when it can be.
fn about_to_meet(
    rng: &mut Rng,
    layout: &mut Layout,
    corridor: Corridor,
    x: usize,
    exit: (usize, usize),
) -> bool {
    let r = corridor.row;
    let meets: Vec<usize> = (corridor.first + 2..=corridor.last)
        .filter(|&c| c.abs_diff(x) >= 2 && layout.is_floor((r, c - 2)))
        .filter(|&c| layout.pocket_fits((r - 1, c), (r, c)))
        .collect();
    let blocking: Vec<usize> = meets
        .iter()
        .cloned()
        .filter(|&c| exit.0 == r && (x.min(exit.1)..x.max(exit.1)).contains(&c))
        .collect();
    let meet = match (blocking.is_empty(), meets.is_empty()) {
        (false, _) => *rng.pick(&blocking),
        (true, false) => *rng.pick(&meets),
        (true, true) => return false,
    };
    layout.rows[r - 1][meet] = FLOOR;
    layout.monster((r - 1, meet));
    layout.monster((r, meet - 2));
    true
}

/// Half the time (always when `traps`) a one-cell pocket above or below an end of the
/// corridor. Mostly (always when `traps`) where a monster turning clockwise enters it (above
/// the west end, below the east end): it is stuck there for ever, stepping in and out without
/// looking back along the corridor, while one turning counter-clockwise walks back.
fn end_pockets(rng: &mut Rng, layout: &mut Layout, corridor: Corridor, traps: bool) {
    for end in [corridor.first, corridor.last] {
        let trap = traps || rng.chance(75);
        let r = if (end == corridor.first) == trap {
            corridor.row - 1
        } else {
            corridor.row + 1
        };
        if (traps || rng.chance(50)) && layout.pocket_fits((r, end), (corridor.row, end)) {
            layout.rows[r][end] = FLOOR;
        }
    }
}
