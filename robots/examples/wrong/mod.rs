//! The game the planted wrong robots solvers (`examples/wrong-*.rs`) share: the statement's
//! rules played out on the oracle's lists of robots and debris (`tests/oracle/`, written apart
//! from src/main.rs, whose `parse_case` alone is used here), with the one rule a solver names
//! in its `Bugs` broken unless it is run with `--right`. Every candidate walk is played out
//! on a copy of the world; the robots' move is the oracle's.

#[allow(dead_code)]
#[path = "../../src/main.rs"]
mod solution;

#[allow(dead_code)]
#[path = "../../tests/gen/mod.rs"]
mod gen;

#[allow(dead_code)]
#[path = "../../tests/oracle/mod.rs"]
mod oracle;

use gen::{inside, Pos};
use oracle::{robots_step, World};
use shared_io::{run, Error, Scanner};
use std::io::Write;

const SIDE: i32 = 31;
/// The nearest distance when no robot is left: farther than any on the board.
const FAR: i32 = i32::MAX;

/// The rules a planted solver breaks; `Bugs::default()` breaks none and plays right.
#[derive(Clone, Copy, Default)]
pub struct Bugs {
    /// A teleport counts as safe even with a robot on its north-west neighbour.
    pub teleport_ignores_north_west: bool,
    /// A teleport move that leaves no robot is not seen as a win: the game goes on.
    pub no_win_on_teleport: bool,
    /// Debris may be pushed off the board, where it is gone.
    pub push_off_board: bool,
    /// Debris may be pushed into debris, the two becoming one.
    pub push_into_debris: bool,
    /// Debris pushed into a line of debris pushes the whole line one cell on.
    pub chain_push: bool,
    /// An illegal push counts as a stay, ranked under the cell it would walk to (as a scan
    /// that keeps the first of equals, with the push in its place in the order).
    pub illegal_push_stays: bool,
    /// The robot your push crushes still threatens you when a walk is judged safe or not.
    pub crushed_threatens: bool,
    /// The robot your push crushes still counts among the robots left when walks are ranked.
    pub crushed_counts: bool,
    /// The robot your push crushes is destroyed only after it steps with the others (walks
    /// are judged right; the game is played this way).
    pub crushed_steps: bool,
    /// Walks rank by the nearest robot's distance before the number of robots left.
    pub distance_first: bool,
    /// Walks tied on robots and distance rank by column before row.
    pub column_first: bool,
    /// Every teleport entry looked at is marked used, the skipped ones too.
    pub skipped_teleports_used: bool,
    /// Robots that collide on your cell count as remaining, and leave no debris there.
    pub collided_on_you_remain: bool,
    /// Debris in row 31 or column 31 is not counted.
    pub edge_debris_uncounted: bool,
    /// The losing move is not counted.
    pub losing_move_uncounted: bool,
}

/// A candidate walk or stay: the world after it (before the robots' move), the robot its push
/// crushed, and the cell it ranks under (where you stand, but for `illegal_push_stays`).
struct Walk {
    world: World,
    crushed: Option<Pos>,
    ranked_at: Pos,
}

/// How a walk ranks, the smallest best.
type Rank = (i64, i64, i32, i32);

/// The robots' move, and whether one stepped onto you; for `collided_on_you_remain`, robots
/// that collided on you stand there still, and your cell holds no debris.
fn robots_move(world: &World, bugs: Bugs) -> (World, bool) {
    let (mut next, caught) = robots_step(world);
    let onto_you = world
        .robots
        .iter()
        .filter(|&&(r, c)| (r - world.me.0).abs() <= 1 && (c - world.me.1).abs() <= 1)
        .count();
    if bugs.collided_on_you_remain && onto_you > 1 {
        next.debris.retain(|&cell| cell != world.me);
        next.robots
            .extend(std::iter::repeat(world.me).take(onto_you));
    }
    (next, caught)
}

/// Whether a robot would step onto `cell` if you stood there.
fn threatened(world: &World, cell: Pos, bugs: Bugs) -> bool {
    world.robots.iter().any(|&(r, c)| {
        let near = (r - cell.0).abs() <= 1 && (c - cell.1).abs() <= 1;
        let north_west = (r, c) == (cell.0 - 1, cell.1 - 1);
        near && !(bugs.teleport_ignores_north_west && north_west)
    })
}

/// Where the debris on `from`, pushed by (dr, dc), comes to rest: `None` when the push is
/// illegal, `Some(None)` when the debris is gone. With `chain_push` the debris in line
/// beyond it moves on too: the cells of the line stay debris, with one more at its end.
fn push_end(world: &World, from: Pos, (dr, dc): Pos, bugs: Bugs) -> Option<Option<Pos>> {
    let has_debris = |cell: Pos| world.debris.contains(&cell);
    let mut end = (from.0 + dr, from.1 + dc);
    while bugs.chain_push && has_debris(end) {
        end = (end.0 + dr, end.1 + dc);
    }
    if !inside(end) {
        return if bugs.push_off_board {
            Some(None)
        } else {
            None
        };
    }
    if has_debris(end) {
        return if bugs.push_into_debris {
            Some(None)
        } else {
            None
        };
    }
    Some(Some(end))
}

/// You walk by `step` ((0, 0) stays), pushing the debris there; `None` when illegal.
fn walk(world: &World, step: Pos, bugs: Bugs) -> Option<Walk> {
    let to = (world.me.0 + step.0, world.me.1 + step.1);
    if !inside(to) || world.robots.contains(&to) {
        return None;
    }
    let mut next = World {
        me: to,
        ..world.clone()
    };
    let mut crushed = None;
    if world.debris.contains(&to) {
        match push_end(world, to, step, bugs) {
            Some(end) => {
                next.debris.retain(|&d| d != to);
                if let Some(end) = end {
                    next.debris.push(end);
                    if next.robots.contains(&end) {
                        next.robots.retain(|&r| r != end);
                        crushed = Some(end);
                    }
                }
            }
            None if bugs.illegal_push_stays => {
                return Some(Walk {
                    world: world.clone(),
                    crushed: None,
                    ranked_at: to,
                })
            }
            None => return None,
        }
    }
    Some(Walk {
        world: next,
        crushed,
        ranked_at: to,
    })
}

/// How a safe walk ranks: robots left, minus the nearest one's distance, row, column
/// (reordered by `distance_first` and `column_first`); `None` when it is unsafe.
fn rank(walk: &Walk, bugs: Bugs) -> Option<Rank> {
    let mut judged = walk.world.clone();
    if bugs.crushed_threatens {
        judged.robots.extend(walk.crushed);
    }
    if robots_step(&judged).1 {
        return None;
    }
    let after = robots_step(&walk.world).0;
    let me = walk.world.me;
    let left = after.robots.len() + usize::from(bugs.crushed_counts && walk.crushed.is_some());
    let distance = |&(r, c): &Pos| (r - me.0).abs() + (c - me.1).abs();
    let nearest = after.robots.iter().map(distance).min().unwrap_or(FAR);
    let (left, far) = (left as i64, -i64::from(nearest));
    let (first, second) = if bugs.distance_first {
        (far, left)
    } else {
        (left, far)
    };
    let (r, c) = walk.ranked_at;
    Some(if bugs.column_first {
        (first, second, c, r)
    } else {
        (first, second, r, c)
    })
}

/// The best safe walk or stay, if any.
fn best_walk(world: &World, bugs: Bugs) -> Option<Walk> {
    let mut best: Option<(Rank, Walk)> = None;
    for step in (-1..=1).flat_map(|dr| (-1..=1).map(move |dc| (dr, dc))) {
        let walk = match walk(world, step, bugs) {
            Some(walk) => walk,
            None => continue,
        };
        if let Some(key) = rank(&walk, bugs) {
            if best.as_ref().map_or(true, |(top, _)| key < *top) {
                best = Some((key, walk));
            }
        }
    }
    best.map(|(_, walk)| walk)
}

/// The first unused teleport entry on an empty, safe cell, marked used (and, for
/// `skipped_teleports_used`, every entry looked at before it).
fn teleport(world: &World, teleports: &[Pos], used: &mut [bool], bugs: Bugs) -> Option<Pos> {
    for (i, &cell) in teleports.iter().enumerate() {
        if used[i] {
            continue;
        }
        used[i] = bugs.skipped_teleports_used;
        let empty = !world.robots.contains(&cell) && !world.debris.contains(&cell);
        if empty && !threatened(world, cell, bugs) {
            used[i] = true;
            return Some(cell);
        }
    }
    None
}

/// Plays one game and writes its report.
fn play<W: Write>(out: &mut W, robots: &[Pos], teleports: &[Pos], bugs: Bugs) -> Result<(), Error> {
    let mut world = World::new(robots);
    let mut used = vec![false; teleports.len()];
    let mut moves = 0;
    loop {
        moves += 1;
        let mut teleported = false;
        let mut crushed = None;
        if let Some(walk) = best_walk(&world, bugs) {
            world = walk.world;
            crushed = walk.crushed;
        } else if let Some(cell) = teleport(&world, teleports, &mut used, bugs) {
            writeln!(out, "Move {}: teleport to ({},{})", moves, cell.0, cell.1)?;
            world.me = cell;
            teleported = true;
        }
        if bugs.crushed_steps {
            world.robots.extend(crushed);
        }
        let (after, caught) = robots_move(&world, bugs);
        world = after;
        if caught {
            let counted = moves - usize::from(bugs.losing_move_uncounted);
            writeln!(out, "Lost game after making {} moves.", counted)?;
            write_end(out, &world, bugs)?;
            writeln!(out, "Number of robots remaining: {}", world.robots.len())?;
            return Ok(());
        }
        if world.robots.is_empty() && !(teleported && bugs.no_win_on_teleport) {
            writeln!(out, "Won game after making {} moves.", moves)?;
            return write_end(out, &world, bugs);
        }
    }
}

/// The report's position and debris lines.
fn write_end<W: Write>(out: &mut W, world: &World, bugs: Bugs) -> Result<(), Error> {
    let counted = |&&(r, c): &&Pos| !bugs.edge_debris_uncounted || (r < SIDE && c < SIDE);
    let debris = world.debris.iter().filter(counted).count();
    writeln!(out, "Final position: ({},{})", world.me.0, world.me.1)?;
    writeln!(out, "Number of cells with debris: {}", debris)?;
    Ok(())
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W, bugs: Bugs) -> Result<(), Error> {
    let mut number = 0;
    while let Some(case) = solution::parse_case(sc)? {
        number += 1;
        if number > 1 {
            writeln!(out)?;
        }
        writeln!(out, "Case {}:", number)?;
        let cells = |cells: &[solution::Cell]| -> Vec<Pos> {
            cells.iter().map(|cell| (cell.r, cell.c)).collect()
        };
        play(out, &cells(&case.robots), &cells(&case.teleports), bugs)?;
    }
    Ok(())
}

/// A planted solver's `main`: plays with `bugs`, or right when run with `--right`.
pub fn main(name: &'static str, bugs: Bugs) {
    let bugs = if std::env::args().any(|arg| arg == "--right") {
        Bugs::default()
    } else {
        bugs
    };
    run(name, move |sc, out| solve(sc, out, bugs));
}
