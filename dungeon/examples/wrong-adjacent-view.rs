//! A deliberately wrong dungeon solver, for versus's self-test: a monster sees only its
//! adjacent cell, so it kills only there and turns only for a wall or a monster right ahead
//! (`--right` lets it see along the whole ray, and then it is right). A plain cell-by-cell
//! simulation, written apart from src/main.rs.

use shared_io::{run, Error, Scanner};
use std::io::Write;

const LIMIT: u32 = 10_000;
/// North, east, south, west: the clockwise order monsters turn in.
const STEPS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
const EAST: usize = 1;

/// The fewest moves to the exit, or 0.
fn answer(rows: &[Vec<u8>], whole_view: bool) -> u32 {
    let (h, w) = (rows.len() as i32, rows[0].len() as i32);
    let open = |r: i32, c: i32| {
        r >= 0 && c >= 0 && r < h && c < w && b"@XM.".contains(&rows[r as usize][c as usize])
    };
    let cells = |what: u8| -> Vec<(i32, i32)> {
        (0..h)
            .flat_map(|r| (0..w).map(move |c| (r, c)))
            .filter(|&(r, c)| rows[r as usize][c as usize] == what)
            .collect()
    };
    let (start, exit) = (cells(b'@')[0], cells(b'X')[0]);
    let mut monsters: Vec<(i32, i32, usize)> =
        cells(b'M').into_iter().map(|(r, c)| (r, c, EAST)).collect();
    let mut you = vec![start];
    for turn in 1..=LIMIT {
        let monster = |r: i32, c: i32| monsters.iter().any(|&(mr, mc, _)| (mr, mc) == (r, c));
        let mut moved = you.clone();
        for &(r, c) in &you {
            for (dr, dc) in STEPS {
                let next = (r + dr, c + dc);
                if open(next.0, next.1) && !monster(next.0, next.1) && !moved.contains(&next) {
                    moved.push(next);
                }
            }
        }
        if moved.contains(&exit) {
            return turn;
        }
        let mut seen = Vec::new();
        let mut next = Vec::new();
        for &(r, c, facing) in &monsters {
            let (dr, dc) = STEPS[facing];
            let (mut vr, mut vc) = (r + dr, c + dc);
            while open(vr, vc) && !monster(vr, vc) {
                seen.push((vr, vc));
                if !whole_view {
                    break;
                }
                vr += dr;
                vc += dc;
            }
            let blocked = !open(r + dr, c + dc) || (open(vr, vc) && monster(vr, vc));
            next.push(if blocked {
                (r, c, (facing + 1) % 4)
            } else {
                (r + dr, c + dc, facing)
            });
        }
        monsters = next;
        you = moved
            .into_iter()
            .filter(|cell| !seen.contains(cell))
            .collect();
        if you.is_empty() {
            return 0;
        }
    }
    0
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W, whole_view: bool) -> Result<(), Error> {
    let runs: usize = sc.parse("the number of runs")?;
    for _ in 0..runs {
        let h: usize = sc.parse("the height")?;
        let _width: usize = sc.parse("the width")?;
        let mut rows = Vec::new();
        for _ in 0..h {
            rows.push(sc.token("a row")?.bytes.to_vec());
        }
        writeln!(out, "{}", answer(&rows, whole_view))?;
    }
    Ok(())
}

fn main() {
    let whole_view = std::env::args().any(|arg| arg == "--right");
    run("wrong-adjacent-view", move |sc, out| {
        solve(sc, out, whole_view)
    });
}
