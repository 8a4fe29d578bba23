//! The oracle: a second simulator written from the statement alone, sharing no code or
//! representation with the solver. The world is a list of robots and a list of debris, every
//! candidate move is played out on a fresh copy, and "safe" means the robots' move, actually
//! simulated, does not reach you.

use super::gen::{inside, Game, Pos};
use std::cmp::Reverse;
use std::fmt::Write as _;

/// Where you stand when a game begins.
pub const START: Pos = (15, 15);

#[derive(Clone)]
pub struct World {
    pub me: Pos,
    pub robots: Vec<Pos>,
    pub debris: Vec<Pos>,
}

impl World {
    /// A game's first world: you on `START`, the robots where the input puts them, no debris.
    pub fn new(robots: &[Pos]) -> World {
        World {
            me: START,
            robots: robots.to_vec(),
            debris: Vec::new(),
        }
    }
}

/// The world after you walk by (dr, dc), pushing debris; `None` when the walk is illegal.
pub fn after_walk(world: &World, (dr, dc): Pos) -> Option<World> {
    let target = (world.me.0 + dr, world.me.1 + dc);
    if !inside(target) || world.robots.contains(&target) {
        return None;
    }
    let mut next = world.clone();
    if world.debris.contains(&target) {
        let beyond = (target.0 + dr, target.1 + dc);
        if !inside(beyond) || world.debris.contains(&beyond) {
            return None;
        }
        next.debris.retain(|&d| d != target);
        next.debris.push(beyond);
        next.robots.retain(|&r| r != beyond);
    }
    next.me = target;
    Some(next)
}

/// The robots' move: the world after it, and whether one stepped onto you.
pub fn robots_step(world: &World) -> (World, bool) {
    let sign = |x: i32| (x > 0) as i32 - (x < 0) as i32;
    let targets: Vec<Pos> = world
        .robots
        .iter()
        .map(|&(r, c)| (r + sign(world.me.0 - r), c + sign(world.me.1 - c)))
        .collect();
    let mut next = World {
        me: world.me,
        robots: Vec::new(),
        debris: world.debris.clone(),
    };
    for &t in &targets {
        let crowded = targets.iter().filter(|&&u| u == t).count() > 1;
        if crowded || world.debris.contains(&t) {
            if !next.debris.contains(&t) {
                next.debris.push(t);
            }
        } else {
            next.robots.push(t);
        }
    }
    (next, targets.contains(&world.me))
}

/// How a safe walk ranks, the smallest best: robots left after the robots' move, the distance
/// to the nearest of them reversed (the farther the better), row, column.
type Key = (usize, Reverse<i32>, i32, i32);

/// The statement's walk or stay in `world`: among the safe ones, the one leaving the fewest
/// robots, then the farthest from the nearest of them, then the smallest row, then column.
/// Returns its step and the world after it, before the robots move; `None` when none is safe.
pub fn best_walk(world: &World) -> Option<(Pos, World)> {
    let mut best: Option<(Key, Pos, World)> = None;
    for dr in -1..=1 {
        for dc in -1..=1 {
            let moved = match after_walk(world, (dr, dc)) {
                Some(moved) => moved,
                None => continue,
            };
            let (after, caught) = robots_step(&moved);
            if caught {
                continue;
            }
            let me = moved.me;
            let nearest = after
                .robots
                .iter()
                .map(|&(r, c)| (r - me.0).abs() + (c - me.1).abs())
                .min();
            let key = (
                after.robots.len(),
                Reverse(nearest.unwrap_or(i32::MAX)),
                me.0,
                me.1,
            );
            if best.as_ref().map_or(true, |(k, _, _)| key < *k) {
                best = Some((key, (dr, dc), moved));
            }
        }
    }
    best.map(|(_, step, moved)| (step, moved))
}

/// The index of the first unused teleport entry whose cell holds no robot and no debris and
/// where the robots' move would not reach you.
pub fn first_teleport(world: &World, teleports: &[Pos], used: &[bool]) -> Option<usize> {
    (0..teleports.len()).find(|&i| {
        let cell = teleports[i];
        let empty = !world.robots.contains(&cell) && !world.debris.contains(&cell);
        let there = World {
            me: cell,
            ..world.clone()
        };
        !used[i] && empty && !robots_step(&there).1
    })
}

/// Plays one game to its end and writes its report (teleports, verdict, position, debris,
/// robots left when lost).
fn simulate(robots: &[Pos], teleports: &[Pos], out: &mut String) {
    let mut world = World::new(robots);
    let mut used = vec![false; teleports.len()];
    let mut moves = 0;
    loop {
        moves += 1;
        if let Some((_, moved)) = best_walk(&world) {
            world = moved;
        } else if let Some(i) = first_teleport(&world, teleports, &used) {
            used[i] = true;
            world.me = teleports[i];
            let (r, c) = world.me;
            writeln!(out, "Move {}: teleport to ({},{})", moves, r, c).unwrap();
        }
        let (after, caught) = if world.robots.is_empty() {
            (world.clone(), false)
        } else {
            robots_step(&world)
        };
        world = after;
        if caught || world.robots.is_empty() {
            let verdict = if caught { "Lost" } else { "Won" };
            writeln!(out, "{} game after making {} moves.", verdict, moves).unwrap();
            writeln!(out, "Final position: ({},{})", world.me.0, world.me.1).unwrap();
            writeln!(out, "Number of cells with debris: {}", world.debris.len()).unwrap();
            if caught {
                writeln!(out, "Number of robots remaining: {}", world.robots.len()).unwrap();
            }
            return;
        }
    }
}

/// The games of `input`, up to `0 0` or the end (a legal input; any text after is not read).
pub fn read_games(input: &str) -> Vec<Game> {
    let mut numbers = input
        .split_whitespace()
        .map_while(|word| word.parse::<i32>().ok());
    let mut games = Vec::new();
    while let (Some(robots), Some(teleports)) = (numbers.next(), numbers.next()) {
        if (robots, teleports) == (0, 0) {
            break;
        }
        let mut cells = |count: i32| -> Vec<Pos> {
            (0..count)
                .filter_map(|_| Some((numbers.next()?, numbers.next()?)))
                .collect()
        };
        let robots = cells(robots);
        games.push(Game {
            robots,
            teleports: cells(teleports),
        });
    }
    games
}

/// The whole expected output for a legal `input`: every game up to `0 0` or the end.
pub fn answers(input: &str) -> String {
    let mut out = String::new();
    for (case, game) in read_games(input).iter().enumerate() {
        if case > 0 {
            out.push('\n');
        }
        writeln!(out, "Case {}:", case + 1).unwrap();
        simulate(&game.robots, &game.teleports, &mut out);
    }
    out
}
