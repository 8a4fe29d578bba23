//! Replays `--explain` output by the statement's rules on the oracle's character grid;
//! nothing here comes from the solver. The drawing under the explanation lines is handed back
//! unread, with what the replay found, for `drawing` to parse and the test to compare.

pub mod drawing;
mod tests;

use crate::oracle::{fall, parse_grid, Grid};
use std::collections::HashSet;

/// What a replay found: for WIN her cell after each round, for LOSE the cells where she can
/// be alive after each round.
pub enum Played {
    Win(Vec<(i32, i32)>),
    Lose(Vec<HashSet<(i32, i32)>>),
}

/// A replayed explanation: what the play was, and the lines under the round lines (the
/// drawing), unread.
pub struct Replayed {
    pub played: Played,
    pub drawing: Vec<String>,
}

/// Replays `--explain` output for the board `input`: for WIN, every round's move is legal (a
/// king's step or a stay, onto no statue, and no statue falls onto her) and the last reaches
/// Anna; for LOSE, the counts are those of an explicit search and end at the first 0.
pub fn replay(input: &str, explained: &str) -> Result<Replayed, String> {
    let mut lines = explained.lines();
    let verdict = lines.next().ok_or("no verdict")?;
    let (rounds, drawing): (Vec<&str>, Vec<&str>) = {
        let rest: Vec<&str> = lines.collect();
        let split = rest
            .iter()
            .position(|line| !line.starts_with("  round "))
            .unwrap_or(rest.len());
        (rest[..split].to_vec(), rest[split..].to_vec())
    };
    let played = replay_rounds(input, verdict, &rounds)?;
    Ok(Replayed {
        played,
        drawing: drawing.iter().map(|line| line.to_string()).collect(),
    })
}

/// Replays the round lines under `verdict`.
fn replay_rounds(input: &str, verdict: &str, rounds: &[&str]) -> Result<Played, String> {
    for (i, line) in rounds.iter().enumerate() {
        let prefix = format!("  round {}: Maria ", i + 1);
        if !line.starts_with(&prefix) || !line.ends_with('.') {
            return Err(format!("round {} reads {:?}", i + 1, line));
        }
    }
    let said = |i: usize| &rounds[i][format!("  round {}: Maria ", i + 1).len()..];
    let mut grid = parse_grid(input);
    match verdict {
        "WIN" => {
            let (mut r, mut c) = (7, 0);
            let mut path = Vec::new();
            for i in 0..rounds.len() {
                let (stay, to) =
                    parse_move(said(i)).ok_or(format!("round {}: {:?}", i + 1, said(i)))?;
                if stay != ((r, c) == to) || (to.0 - r).abs() > 1 || (to.1 - c).abs() > 1 {
                    return Err(format!(
                        "round {}: no king's step from ({},{})",
                        i + 1,
                        r,
                        c
                    ));
                }
                if grid[to.0 as usize][to.1 as usize] == b'S' {
                    return Err(format!("round {}: onto a statue", i + 1));
                }
                path.push(to);
                let at_anna = to == (0, 7);
                if at_anna != said(i).ends_with(", Anna's cell.") {
                    return Err(format!("round {}: Anna's cell misnamed", i + 1));
                }
                if at_anna {
                    return if i + 1 == rounds.len() {
                        Ok(Played::Win(path))
                    } else {
                        Err("play goes on after Anna".into())
                    };
                }
                grid = fall(&grid);
                if grid[to.0 as usize][to.1 as usize] == b'S' {
                    return Err(format!("round {}: a statue falls on her", i + 1));
                }
                (r, c) = to;
            }
            Err("WIN without reaching Anna".into())
        }
        "LOSE" => {
            let mut alive: HashSet<(i32, i32)> = [(7, 0)].into_iter().collect();
            let mut layers = Vec::new();
            for i in 0..rounds.len() {
                let next = fall(&grid);
                let mut after = HashSet::new();
                for &(r, c) in &alive {
                    for (nr, nc) in
                        (r - 1..=r + 1).flat_map(|nr| (c - 1..=c + 1).map(move |nc| (nr, nc)))
                    {
                        let free = |g: &Grid| g[nr as usize][nc as usize] != b'S';
                        if (0..8).contains(&nr)
                            && (0..8).contains(&nc)
                            && free(&grid)
                            && free(&next)
                        {
                            after.insert((nr, nc));
                        }
                    }
                }
                if after.contains(&(0, 7)) {
                    return Err(format!("round {}: Anna can be reached", i + 1));
                }
                let noun = if after.len() == 1 { "cell" } else { "cells" };
                let expected = format!("can be alive on {} {}.", after.len(), noun);
                if said(i) != expected {
                    return Err(format!(
                        "round {}: says {:?}, the search {:?}",
                        i + 1,
                        said(i),
                        expected
                    ));
                }
                layers.push(after.clone());
                if after.is_empty() {
                    return if i + 1 == rounds.len() {
                        Ok(Played::Lose(layers))
                    } else {
                        Err("counts go on after 0".into())
                    };
                }
                alive = after;
                grid = next;
            }
            Err("LOSE while she can still be alive".into())
        }
        _ => Err(format!("verdict {:?}", verdict)),
    }
}

/// "stays at (r,c)." or "moves to (r,c)." (with an optional ", Anna's cell"): (stay, cell).
fn parse_move(text: &str) -> Option<(bool, (i32, i32))> {
    let (stay, rest) = if let Some(rest) = text.strip_prefix("stays at (") {
        (true, rest)
    } else {
        (false, text.strip_prefix("moves to (")?)
    };
    let (r, rest) = rest.split_once(',')?;
    let (c, _) = rest.split_once(')')?;
    let cell = (r.parse().ok()?, c.parse().ok()?);
    let on_board = (0..8).contains(&cell.0) && (0..8).contains(&cell.1);
    if on_board {
        Some((stay, cell))
    } else {
        None
    }
}
