//! Random dungeons, shared by the stress tests and by versus (`examples/dungeon-gen.rs`), and
//! the reductions versus shrinks a failing run with: fewer rows and columns, fewer monsters,
//! floor walled, wall glyphs made `#`.

use shared_io::stress::Rng;
use shared_io::versus::{Problem, Size};

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

/// Dungeon of Doom: the number of runs, then the runs.
pub struct Dungeon;

impl Problem for Dungeon {
    const NAME: &'static str = "dungeon";
    type Case = Rows;
    const UNIT: &'static str = "cells";

    /// Tiny: one run of at most 6x8; small: 1 to 3 runs of at most 12x20; max: 50 runs of
    /// 25x80.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Rows> {
        let (runs, heights, widths) = match size {
            Size::Tiny => (1, (3, 6), (4, 8)),
            Size::Small => (rng.range(1, 3), (3, 12), (4, 20)),
            Size::Max => (MAX_RUNS, (MAX_HEIGHT, MAX_HEIGHT), (MAX_WIDTH, MAX_WIDTH)),
        };
        (0..runs)
            .map(|_| random_rows(rng, heights, widths, true))
            .collect()
    }

    fn text(runs: &[Rows]) -> String {
        let mut text = format!("{}\n", runs.len());
        for rows in runs {
            text.push_str(&run_text(rows));
        }
        text
    }

    /// Its rows times columns.
    fn size(rows: &Rows) -> usize {
        rows.len() * rows[0].len()
    }

    /// An inside row, then an inside column gone (the frame stays, and so do the start, the
    /// exit and one monster); then a cell made `simpler`.
    fn smaller(rows: &Rows) -> Vec<Rows> {
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
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        shared_io::versus::check_legal::<super::Dungeon, _>(crate::solution::solve, 5);
    }
}
