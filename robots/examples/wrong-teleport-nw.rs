//! A deliberately wrong robots solver, for versus's self-test: a teleport counts as safe even
//! with a robot on its north-west neighbour (`--right` checks all eight neighbours, and then
//! it is right). It reads games with the solver's `parse_case`; the play is its own.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use shared_io::{run, Error, Scanner};
use std::io::Write;

type Pos = (i32, i32);
/// How a safe walk ranks: robots left, minus the nearest one's distance, row, column.
type Rank = (usize, i32, i32, i32);

const START: Pos = (15, 15);

fn inside((r, c): Pos) -> bool {
    (1..=31).contains(&r) && (1..=31).contains(&c)
}

/// The robots and the debris.
#[derive(Clone)]
struct World {
    robots: Vec<Pos>,
    debris: Vec<Pos>,
}

impl World {
    /// Is a robot next to `cell`? The wrong rule skips its north-west neighbour.
    fn threatened(&self, cell: Pos, check_north_west: bool) -> bool {
        self.robots.iter().any(|&(r, c)| {
            let near = (r - cell.0).abs() <= 1 && (c - cell.1).abs() <= 1;
            near && (check_north_west || (r, c) != (cell.0 - 1, cell.1 - 1))
        })
    }

    /// Where each robot steps when chasing `me`.
    fn landings(&self, me: Pos) -> Vec<Pos> {
        let toward = |(r, c): Pos| (r + (me.0 - r).signum(), c + (me.1 - c).signum());
        self.robots.iter().map(|&robot| toward(robot)).collect()
    }

    /// The world after the robots step towards `me`: those meeting debris or each other wreck.
    fn robots_step(&self, me: Pos) -> World {
        let steps = self.landings(me);
        let mut next = World {
            robots: Vec::new(),
            debris: self.debris.clone(),
        };
        for &cell in &steps {
            let crowded = steps.iter().filter(|&&other| other == cell).count() > 1;
            if crowded || self.debris.contains(&cell) {
                if !next.debris.contains(&cell) {
                    next.debris.push(cell);
                }
            } else {
                next.robots.push(cell);
            }
        }
        next
    }

    /// The world after you walk from `me` by (dr, dc), pushing debris, if that is legal.
    fn walked(&self, me: Pos, (dr, dc): Pos) -> Option<World> {
        let to = (me.0 + dr, me.1 + dc);
        if !inside(to) || self.robots.contains(&to) {
            return None;
        }
        let mut next = self.clone();
        if self.debris.contains(&to) {
            let beyond = (to.0 + dr, to.1 + dc);
            if !inside(beyond) || self.debris.contains(&beyond) {
                return None;
            }
            next.debris.retain(|&d| d != to);
            next.debris.push(beyond);
            next.robots.retain(|&r| r != beyond);
        }
        Some(next)
    }
}

fn play<W: Write>(
    out: &mut W,
    robots: Vec<Pos>,
    teleports: &[Pos],
    check_nw: bool,
) -> Result<(), Error> {
    let mut world = World {
        robots,
        debris: Vec::new(),
    };
    let (mut me, mut used, mut moves) = (START, vec![false; teleports.len()], 0);
    loop {
        moves += 1;
        let mut best: Option<(Rank, World)> = None;
        for step in (-1..=1).flat_map(|dr| (-1..=1).map(move |dc| (dr, dc))) {
            let to = (me.0 + step.0, me.1 + step.1);
            let walked = match world.walked(me, step) {
                Some(walked) if !walked.threatened(to, true) => walked,
                _ => continue,
            };
            let left = walked.robots_step(to).robots;
            let distance = |&(r, c): &Pos| (r - to.0).abs() + (c - to.1).abs();
            let nearest = left.iter().map(distance).min().unwrap_or(i32::MAX);
            let rank = (left.len(), -nearest, to.0, to.1);
            if best.as_ref().map_or(true, |(top, _)| rank < *top) {
                best = Some((rank, walked));
            }
        }
        if let Some(((_, _, r, c), walked)) = best {
            me = (r, c);
            world = walked;
        } else {
            for (i, &cell) in teleports.iter().enumerate() {
                let empty = !world.robots.contains(&cell) && !world.debris.contains(&cell);
                if !used[i] && empty && !world.threatened(cell, check_nw) {
                    used[i] = true;
                    me = cell;
                    writeln!(out, "Move {}: teleport to ({},{})", moves, cell.0, cell.1)?;
                    break;
                }
            }
        }
        let caught = world.landings(me).contains(&me);
        if !world.robots.is_empty() {
            world = world.robots_step(me);
        }
        if caught || world.robots.is_empty() {
            let verdict = if caught { "Lost" } else { "Won" };
            writeln!(out, "{} game after making {} moves.", verdict, moves)?;
            writeln!(out, "Final position: ({},{})", me.0, me.1)?;
            writeln!(out, "Number of cells with debris: {}", world.debris.len())?;
            if caught {
                writeln!(out, "Number of robots remaining: {}", world.robots.len())?;
            }
            return Ok(());
        }
    }
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut W, check_nw: bool) -> Result<(), Error> {
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
        play(out, cells(&case.robots), &cells(&case.teleports), check_nw)?;
    }
    Ok(())
}

fn main() {
    let check_nw = std::env::args().any(|arg| arg == "--right");
    run("wrong-teleport-nw", move |sc, out| solve(sc, out, check_nw));
}
