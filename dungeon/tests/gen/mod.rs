//! Random dungeons, shared by the stress tests and by versus (`examples/dungeon-gen.rs`), and
//! the reductions versus shrinks a failing run with: fewer rows and columns, fewer monsters,
//! floor walled, wall glyphs made `#`. A third of versus's runs are planted instead
//! (`plant.rs`: structures that expose the known wrong approaches). Tests: every input and
//! every reduction keeps the statement's promises.

mod plant;

use tools::problem::{Problem, Rng, Size};

/// A run's rows as the input's characters.
pub type Rows = Vec<Vec<u8>>;

const MAX_RUNS: i64 = 50;
const MAX_HEIGHT: i64 = 25;
const MAX_WIDTH: i64 = 80;
const MAX_MONSTERS: usize = 100;
const MONSTER: u8 = b'M';
const FLOOR: u8 = b'.';
const WALL: u8 = b'#';
const WALL_GLYPHS: &[u8] = b"+-|#*";
/// The share of versus's runs that are planted (`plant`); the rest are random, for the
/// bugs nobody planted.
const PLANTED_PERCENT: usize = 33;

/// `h w`, then the rows.
pub fn run_text(rows: &[Vec<u8>]) -> String {
    let mut text = format!("{} {}\n", rows.len(), rows[0].len());
    for row in rows {
        text.push_str(&String::from_utf8_lossy(row));
        text.push('\n');
    }
    text
}

fn count(rows: &[Vec<u8>], what: u8) -> usize {
    rows.iter().flatten().filter(|&&b| b == what).count()
}

/// A random dungeon of `heights.0..=heights.1` rows and `widths.0..=widths.1` columns: walls
/// of assorted glyphs around, pillars or a maze of walls inside, up to 100 monsters, and the
/// start and the exit on free cells, often side by side. When `strict`, the statement's
/// promises hold (a wall all round, at least one monster); otherwise one in ten has no frame
/// and a small one may have no monster, which the solver takes too.
pub fn random_rows(rng: &mut Rng, heights: (i64, i64), widths: (i64, i64), strict: bool) -> Rows {
    let (h, mut w) = (
        rng.range(heights.0, heights.1) as usize,
        rng.range(widths.0, widths.1) as usize,
    );
    let framed = !rng.chance(10) || strict;
    if strict && (h - 2) * (w - 2) < 3 {
        // room inside for the start, the exit and a monster
        w = 5;
    }
    let wall_percent = *rng.pick(&[0, 5, 15, 30, 45]);
    let monster_percent = *rng.pick(&[3, 8, 15, 30, 60]);
    let mut rows = vec![vec![FLOOR; w]; h];
    let mut monsters = 0;
    for (r, row) in rows.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            let border = r == 0 || c == 0 || r + 1 == h || c + 1 == w;
            if (border && framed) || rng.chance(wall_percent) {
                *cell = *rng.pick(WALL_GLYPHS);
            } else if monsters < MAX_MONSTERS && rng.chance(monster_percent) {
                *cell = MONSTER;
                monsters += 1;
            }
        }
    }
    let mut free: Vec<(usize, usize)> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            if cell == FLOOR || cell == MONSTER {
                free.push((r, c));
            }
        }
    }
    if free.len() < 2 {
        free = vec![(h / 2, 1), (h / 2, 2)];
    }
    let start = *rng.pick(&free);
    let beside: Vec<(usize, usize)> = free
        .iter()
        .cloned()
        .filter(|&(r, c)| r.abs_diff(start.0) + c.abs_diff(start.1) == 1)
        .collect();
    let exit = loop {
        let exit = if !beside.is_empty() && rng.chance(15) {
            *rng.pick(&beside)
        } else {
            *rng.pick(&free)
        };
        if exit != start {
            break exit;
        }
    };
    rows[start.0][start.1] = b'@';
    rows[exit.0][exit.1] = b'X';
    if strict && count(&rows, MONSTER) == 0 {
        let inside: Vec<(usize, usize)> = (1..h - 1)
            .flat_map(|r| (1..w - 1).map(move |c| (r, c)))
            .filter(|&cell| cell != start && cell != exit)
            .collect();
        let (r, c) = *rng.pick(&inside);
        rows[r][c] = MONSTER;
    }
    rows
}

/// `rows` without row `r`, unless that drops the start, the exit or the last monster.
fn without_row(rows: &Rows, r: usize) -> Option<Rows> {
    let mut smaller = rows.clone();
    smaller.remove(r);
    keeps_pieces(&smaller).then_some(smaller)
}

/// `rows` without column `c`, unless that drops the start, the exit or the last monster.
fn without_col(rows: &Rows, c: usize) -> Option<Rows> {
    let mut smaller = rows.clone();
    for row in smaller.iter_mut() {
        row.remove(c);
    }
    keeps_pieces(&smaller).then_some(smaller)
}

fn keeps_pieces(rows: &Rows) -> bool {
    count(rows, b'@') == 1 && count(rows, b'X') == 1 && count(rows, MONSTER) > 0
}

/// What a cell simplifies to, if anything: a monster leaves, floor is walled, a wall's glyph
/// becomes `#`. Each cell only goes down `M`, `.`, `#`, so shrinking cannot cycle.
fn simpler(cell: u8) -> Option<u8> {
    match cell {
        MONSTER => Some(FLOOR),
        b'@' | b'X' | WALL => None,
        _ => Some(WALL),
    }
}

/// A run of the worst file's shape: 25x80 with 100 monsters. A big pillared room holds you
/// and 92 monsters; the exit sits in a chamber sealed off by a wall column with the other 8
/// (so the answer is 0, as a flood fill from `@` shows), and your set tends to survive the
/// room for all 10,000 turns.
pub fn worst_room(rng: &mut Rng) -> Rows {
    let (h, w, seal) = (25, 80, 60 + rng.below(10));
    let mut rows = vec![vec![b'.'; w]; h];
    for (r, row) in rows.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            if r == 0 || r + 1 == h {
                *cell = b'-';
            } else if c == 0 || c + 1 == w || c == seal {
                *cell = b'|';
            } else if rng.chance(4) {
                *cell = b'+';
            }
        }
    }
    let mut place = |rng: &mut Rng, cols: (usize, usize), what: u8| loop {
        let (r, c) = (
            rng.range(1, h as i64 - 2) as usize,
            rng.range(cols.0 as i64, cols.1 as i64) as usize,
        );
        if rows[r][c] == b'.' {
            rows[r][c] = what;
            break;
        }
    };
    place(rng, (1, seal - 1), b'@');
    place(rng, (seal + 1, w - 2), b'X');
    for m in 0..100 {
        let cols = if m < 92 {
            (1, seal - 1)
        } else {
            (seal + 1, w - 2)
        };
        place(rng, cols, b'M');
    }
    rows
}

/// One run as versus makes and shrinks it.
#[derive(Clone)]
pub struct Run {
    pub rows: Rows,
    /// Kept whole by the shrink: a limit maze, whose answer near 10,000 hangs on nearly
    /// every cell. Each reduction would cost a game of 10,000 turns to try, and the hundreds
    /// there are take minutes, only to find the maze was as small as its trap gets.
    pub whole: bool,
}

/// Dungeon of Doom: the number of runs, then the runs.
pub struct Dungeon;

impl Problem for Dungeon {
    const NAME: &'static str = "dungeon";
    type Case = Run;
    const UNIT: &'static str = "cells";

    /// Tiny: one run of at most 6x8; small: 1 to 3 runs of at most 12x20; max: 50 runs of
    /// 25x80. A third of the runs are planted (`plant`; a limit maze at small keeps its own
    /// 12x20 to 15x30).
    fn generate(rng: &mut Rng, size: Size) -> Vec<Run> {
        let (runs, heights, widths) = match size {
            Size::Tiny => (1, (3, 6), (4, 8)),
            Size::Small => (rng.range(1, 3), (3, 12), (4, 20)),
            Size::Max | Size::Worst => (MAX_RUNS, (MAX_HEIGHT, MAX_HEIGHT), (MAX_WIDTH, MAX_WIDTH)),
        };
        (0..runs)
            .map(|_| {
                if rng.chance(PLANTED_PERCENT) {
                    plant::planted(rng, size, heights, widths)
                } else {
                    Run {
                        rows: random_rows(rng, heights, widths, true),
                        whole: false,
                    }
                }
            })
            .collect()
    }

    /// 50 runs in the shape of `data/dungeon/worst.in` (`worst_room`); the file keeps only
    /// rooms where your set lives all 10,000 turns, which most do.
    fn worst(rng: &mut Rng) -> Vec<Run> {
        (0..MAX_RUNS)
            .map(|_| Run {
                rows: worst_room(rng),
                whole: false,
            })
            .collect()
    }

    fn text(runs: &[Run]) -> String {
        let mut text = format!("{}\n", runs.len());
        for run in runs {
            text.push_str(&run_text(&run.rows));
        }
        text
    }

    /// Its rows times columns.
    fn size(run: &Run) -> usize {
        run.rows.len() * run.rows[0].len()
    }

    /// An inside row, then an inside column gone (the frame stays, and so do the start, the
    /// exit and one monster); then a cell made `simpler`. Nothing for a run kept `whole`.
    fn smaller(run: &Run) -> Vec<Run> {
        if run.whole {
            return Vec::new();
        }
        let rows = &run.rows;
        let (h, w) = (rows.len(), rows[0].len());
        let mut smaller = Vec::new();
        if h > 3 {
            smaller.extend((1..h - 1).filter_map(|r| without_row(rows, r)));
        }
        if w > 4 {
            smaller.extend((1..w - 1).filter_map(|c| without_col(rows, c)));
        }
        let monsters = count(rows, MONSTER);
        // monsters leave first, then cells become `#`; the frame stays wall, as `#`
        for stage in [FLOOR, WALL] {
            for r in 0..h {
                for c in 0..w {
                    let cell = rows[r][c];
                    if simpler(cell) == Some(stage) && (cell != MONSTER || monsters > 1) {
                        let mut changed = rows.clone();
                        changed[r][c] = stage;
                        smaller.push(changed);
                    }
                }
            }
        }
        smaller
            .into_iter()
            .map(|rows| Run { rows, whole: false })
            .collect()
    }
}

/// Why a run of `rows` breaks a promise of the statement's, if it does: 3 <= h <= 25 and
/// 4 <= w <= 80, rows of w printable characters without spaces, exactly one `@` and one
/// `X`, 1 to 100 monsters, and wall (none of `@ X M .`) all round.
#[cfg(test)]
pub fn broken_promise(rows: &[Vec<u8>]) -> Option<String> {
    let (h, w) = (rows.len() as i64, rows[0].len() as i64);
    let wall = |cell: u8| !b"@XM.".contains(&cell);
    let border =
        |r: usize, c: usize| r == 0 || c == 0 || r + 1 == rows.len() || c + 1 == rows[0].len();
    if !(3..=MAX_HEIGHT).contains(&h) || !(4..=MAX_WIDTH).contains(&w) {
        return Some(format!("{}x{}", h, w));
    }
    if rows
        .iter()
        .any(|row| row.len() as i64 != w || !row.iter().all(u8::is_ascii_graphic))
    {
        return Some("a row of another width, or with a space or a control".into());
    }
    if count(rows, b'@') != 1 || count(rows, b'X') != 1 {
        return Some("not one start and one exit".into());
    }
    if !(1..=MAX_MONSTERS).contains(&count(rows, MONSTER)) {
        return Some(format!("{} monsters", count(rows, MONSTER)));
    }
    let open_border = rows.iter().enumerate().any(|(r, row)| {
        row.iter()
            .enumerate()
            .any(|(c, &cell)| border(r, c) && !wall(cell))
    });
    open_border.then(|| "an open cell on the border".into())
}

#[cfg(test)]
mod tests {
    use super::{broken_promise, Dungeon, MAX_RUNS};
    use tools::problem::{Problem, Rng, Size};

    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        tools::versus::check_legal::<super::Dungeon, _>(crate::solution::solve, 5);
    }

    /// `seeds` inputs of `size`: R in 1..=50, every run keeps the promises, and so does each
    /// reduction of the first `reduced` runs.
    fn check_promises(size: Size, seeds: u64, reduced: usize) {
        for seed in 0..seeds {
            let runs = Dungeon::generate(&mut Rng::new(seed), size);
            assert!(
                (1..=MAX_RUNS as usize).contains(&runs.len()),
                "seed {}: R",
                seed
            );
            let reductions = runs.iter().take(reduced).flat_map(Dungeon::smaller);
            for run in runs.iter().cloned().chain(reductions) {
                if let Some(why) = broken_promise(&run.rows) {
                    let text = Dungeon::text(&[run]);
                    panic!("{:?} seed {}: {}\n{}", size, seed, why, text);
                }
            }
        }
    }

    #[test]
    fn versus_inputs_and_their_reductions_keep_the_statements_promises() {
        check_promises(Size::Tiny, 400, 1);
        check_promises(Size::Small, 300, 3);
        check_promises(Size::Max, 4, 2);
    }
}
