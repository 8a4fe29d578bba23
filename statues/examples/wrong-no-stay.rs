//! A deliberately wrong statues solver, for versus's self-test: Maria never stays in place
//! (`--right` lets her, and then it is right). A search over (row, col, round) on the rows as
//! read, written apart from src/main.rs.

use shared_io::{run, Error, Scanner};
use std::io::Write;

const SIDE: i32 = 8;

fn solve<W: Write>(sc: &mut Scanner, out: &mut W, may_stay: bool) -> Result<(), Error> {
    let mut rows = Vec::new();
    for _ in 0..SIDE {
        rows.push(sc.token("a row")?.bytes.to_vec());
    }
    // a statue stands on (r, c) after `falls` falls when one started `falls` rows higher
    let statue =
        |r: i32, c: i32, falls: i32| r >= falls && rows[(r - falls) as usize][c as usize] == b'S';
    let mut alive = vec![(SIDE - 1, 0)];
    for round in 0..SIDE {
        let mut next: Vec<(i32, i32)> = Vec::new();
        for &(r, c) in &alive {
            for (dr, dc) in (-1..=1).flat_map(|dr| (-1..=1).map(move |dc| (dr, dc))) {
                let (nr, nc) = (r + dr, c + dc);
                let inside = (0..SIDE).contains(&nr) && (0..SIDE).contains(&nc);
                if (dr, dc) == (0, 0) && !may_stay || !inside || statue(nr, nc, round) {
                    continue;
                }
                if (nr, nc) == (0, SIDE - 1) {
                    writeln!(out, "WIN")?;
                    return Ok(());
                }
                if !statue(nr, nc, round + 1) && !next.contains(&(nr, nc)) {
                    next.push((nr, nc));
                }
            }
        }
        alive = next;
    }
    writeln!(out, "{}", if alive.is_empty() { "LOSE" } else { "WIN" })?;
    Ok(())
}

fn main() {
    let may_stay = std::env::args().any(|arg| arg == "--right");
    run("wrong-no-stay", move |sc, out| solve(sc, out, may_stay));
}
