//! Random legal robots games, shared by the stress tests and by versus
//! (`examples/robots-gen.rs`), and the reductions versus shrinks a failing game with: fewer
//! robots, fewer teleports. Versus plants a known trap (`planted.rs`) in a third of its games.

pub mod planted;

use std::fmt::Write as _;
use tools::problem::{count, Problem, Rng, Size};

/// A cell (row, column), 1-based.
pub type Pos = (i32, i32);

const SIDE: i32 = 31;
const YOU: Pos = (15, 15);
const MAX_ROBOTS: i64 = 50;
const MAX_TELEPORTS: i64 = 20;

pub fn inside((r, c): Pos) -> bool {
    (1..=SIDE).contains(&r) && (1..=SIDE).contains(&c)
}

/// One game as the input gives it.
#[derive(Clone, Debug)]
pub struct Game {
    pub robots: Vec<Pos>,
    pub teleports: Vec<Pos>,
}

/// `R T`, the robots, the teleports.
pub fn game_text(game: &Game) -> String {
    let mut text = format!("{} {}\n", game.robots.len(), game.teleports.len());
    for (r, c) in game.robots.iter().chain(&game.teleports) {
        writeln!(text, "{} {}", r, c).unwrap();
    }
    text
}

/// A robot cell in one of several layouts: near the centre, a ring around you, the border
/// and corners, a line, or anywhere.
fn robot_cell(rng: &mut Rng, layout: usize, line: (Pos, Pos)) -> Pos {
    let any = |rng: &mut Rng| rng.range(1, SIDE as i64) as i32;
    match layout {
        0 => (15 + rng.range(-4, 4) as i32, 15 + rng.range(-4, 4) as i32),
        1 => {
            let k = rng.range(1, 5) as i32;
            let t = rng.range(-k as i64, k as i64) as i32;
            *rng.pick(&[
                (15 - k, 15 + t),
                (15 + k, 15 + t),
                (15 + t, 15 - k),
                (15 + t, 15 + k),
            ])
        }
        2 => {
            let edge = *rng.pick(&[1, 2, 30, 31]);
            if rng.chance(50) {
                (edge, any(rng))
            } else {
                (any(rng), edge)
            }
        }
        3 => {
            let ((r, c), (dr, dc)) = line;
            let k = rng.range(-15, 15) as i32;
            (
                (r + k * dr - 1).rem_euclid(SIDE) + 1,
                (c + k * dc - 1).rem_euclid(SIDE) + 1,
            )
        }
        _ => (any(rng), any(rng)),
    }
}

/// A game of 1 to `max_robots` robots in one layout (or a mix) and 0 to `max_teleports`
/// teleports: on the border, on robots, on your start, near you, anywhere; some repeated.
pub fn random_game(rng: &mut Rng, max_robots: i64, max_teleports: i64) -> Game {
    let count = rng.range(1, max_robots) as usize;
    let layout = rng.below(6);
    let line = (
        (
            rng.range(1, SIDE as i64) as i32,
            rng.range(1, SIDE as i64) as i32,
        ),
        *rng.pick(&[(0, 1), (1, 0), (1, 1), (1, -1)]),
    );
    let mut robots: Vec<Pos> = Vec::new();
    for _ in 0..count * 20 {
        let mixed = if layout == 5 { rng.below(5) } else { layout };
        let cell = robot_cell(rng, mixed, line);
        if robots.len() < count && inside(cell) && cell != YOU && !robots.contains(&cell) {
            robots.push(cell);
        }
    }
    let mut teleports: Vec<Pos> = (0..rng.range(0, max_teleports))
        .map(|i| match rng.below(6) {
            0 => (*rng.pick(&[1, SIDE]), rng.range(1, SIDE as i64) as i32),
            1 => *rng.pick(&robots),
            2 => YOU,
            3 if i > 0 => (15 + rng.range(-3, 3) as i32, 15 + rng.range(-3, 3) as i32),
            _ => (
                rng.range(1, SIDE as i64) as i32,
                rng.range(1, SIDE as i64) as i32,
            ),
        })
        .collect();
    if teleports.len() > 1 && rng.chance(30) {
        let copy = *rng.pick(&teleports);
        let at = rng.below(teleports.len());
        teleports[at] = copy;
    }
    Game { robots, teleports }
}

/// One game of the worst file: crowded (50 robots) or long (1-3 robots), with 20 teleports
/// spread over a 5x4 lattice, jittered.
fn worst_game(rng: &mut Rng, crowded: bool) -> Game {
    let count = if crowded {
        MAX_ROBOTS as usize
    } else {
        rng.range(1, 3) as usize
    };
    let mut robots: Vec<Pos> = Vec::new();
    while robots.len() < count {
        let cell = (rng.range(1, 31) as i32, rng.range(1, 31) as i32);
        if cell != (15, 15) && !robots.contains(&cell) {
            robots.push(cell);
        }
    }
    let teleports: Vec<Pos> = (0..20)
        .map(|i| {
            (
                3 + (i / 4) * 6 + rng.range(-2, 2) as i32,
                4 + (i % 4) * 8 + rng.range(-3, 3) as i32,
            )
        })
        .collect();
    Game { robots, teleports }
}

/// Robots: games, then `0 0`.
pub struct Robots;

impl Problem for Robots {
    const NAME: &'static str = "robots";
    type Case = Game;
    const UNIT: &'static str = "robots and teleports";

    /// Tiny: one game of at most 3 robots and 3 teleports; small: 1 to 3 games of at most 10
    /// robots and 20 teleports; max: 200 games of up to 50 robots and 20 teleports. Each game
    /// is a planted trap with chance 1/3 (one that fits, at tiny), else random.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Game> {
        let (games, max_robots, max_teleports) = match size {
            Size::Tiny => (1, 3, 3),
            Size::Small => (rng.range(1, 3), 10, MAX_TELEPORTS),
            Size::Max | Size::Worst => (200, MAX_ROBOTS, MAX_TELEPORTS),
        };
        (0..games)
            .map(|_| {
                if rng.below(3) == 0 {
                    planted::planted_game(rng, size == Size::Tiny)
                } else {
                    random_game(rng, max_robots, max_teleports)
                }
            })
            .collect()
    }

    /// 500 games as in `data/robots/worst.in` (its seed is 1098): long ones (1-3 robots, 20
    /// teleports spread over the board, so that the player keeps escaping) alternating with
    /// crowded ones (50 robots, the same teleports).
    fn worst(rng: &mut Rng) -> Vec<Game> {
        (0..500)
            .map(|game| worst_game(rng, game % 2 == 1))
            .collect()
    }

    fn text(games: &[Game]) -> String {
        let mut text: String = games.iter().map(game_text).collect();
        text.push_str("0 0\n");
        text
    }

    /// Its robots and teleports.
    fn size(game: &Game) -> usize {
        game.robots.len() + game.teleports.len()
    }

    /// The robots and the teleports, each counted apart: "2 robots and 1 teleport".
    fn contents(games: &[Game]) -> String {
        let robots = games.iter().map(|game| game.robots.len()).sum();
        let teleports = games.iter().map(|game| game.teleports.len()).sum();
        format!(
            "{} and {}",
            count(robots, "robots"),
            count(teleports, "teleports")
        )
    }

    /// A teleport gone, then a robot gone (one always stays).
    fn smaller(game: &Game) -> Vec<Game> {
        let mut smaller = Vec::new();
        for i in 0..game.teleports.len() {
            let mut fewer = game.clone();
            fewer.teleports.remove(i);
            smaller.push(fewer);
        }
        for i in 0..game.robots.len() {
            if game.robots.len() > 1 {
                let mut fewer = game.clone();
                fewer.robots.remove(i);
                smaller.push(fewer);
            }
        }
        smaller
    }
}

/// Why `game` breaks the statement's promises (1 to 50 robots on distinct cells, none on
/// (15,15), 0 to 20 teleports, every cell on the board), if it does.
#[cfg(test)]
pub fn broken_promise(game: &Game) -> Option<&'static str> {
    let (robots, teleports) = (game.robots.len() as i64, game.teleports.len() as i64);
    let cells = game.robots.iter().chain(&game.teleports);
    if !(1..=MAX_ROBOTS).contains(&robots) || !(0..=MAX_TELEPORTS).contains(&teleports) {
        Some("R or T out of the statement's range")
    } else if game.robots.contains(&YOU) {
        Some("a robot on (15,15)")
    } else if (1..game.robots.len()).any(|i| game.robots[..i].contains(&game.robots[i])) {
        Some("two robots on one cell")
    } else if !cells.into_iter().all(|&cell| inside(cell)) {
        Some("a cell off the board")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{broken_promise, Game, Robots, MAX_ROBOTS, MAX_TELEPORTS};
    use tools::problem::{Problem, Rng, Size};

    /// What versus says a shrunk input holds: the robots and the teleports apart, each in the
    /// right number, summed over the games.
    #[test]
    fn contents_count_robots_and_teleports_apart() {
        let game = |robots: usize, teleports: usize| Game {
            robots: vec![(1, 1); robots],
            teleports: vec![(2, 2); teleports],
        };
        assert_eq!(Robots::contents(&[game(1, 1)]), "1 robot and 1 teleport");
        assert_eq!(Robots::contents(&[game(2, 0)]), "2 robots and 0 teleports");
        assert_eq!(
            Robots::contents(&[game(1, 2), game(2, 1)]),
            "3 robots and 3 teleports"
        );
    }

    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        tools::versus::check_legal::<super::Robots, _>(crate::solution::solve, 20);
    }

    /// Why `game` breaks `size`'s bounds (tiny: at most 3 robots and 3 teleports; small: at
    /// most 10 robots), or the statement's promises, if it does.
    fn out_of_bounds(game: &Game, size: Size) -> Option<&'static str> {
        let (most_robots, most_teleports) = match size {
            Size::Tiny => (3, 3),
            Size::Small => (10, MAX_TELEPORTS),
            Size::Max | Size::Worst => (MAX_ROBOTS, MAX_TELEPORTS),
        };
        if game.robots.len() as i64 > most_robots || game.teleports.len() as i64 > most_teleports {
            Some("more robots or teleports than the size allows")
        } else {
            broken_promise(game)
        }
    }

    /// Every game generated at every size, and every reduction of it, keeps the statement's
    /// promises (what our parser checks and more: the size's bounds too).
    #[test]
    fn versus_games_and_their_reductions_keep_the_statements_promises() {
        for size in [Size::Tiny, Size::Small, Size::Max] {
            for seed in 0..300 {
                for game in Robots::generate(&mut Rng::new(seed), size) {
                    for candidate in Robots::smaller(&game).iter().chain([&game]) {
                        if let Some(why) = out_of_bounds(candidate, size) {
                            panic!("{:?} seed {}: {}: {:?}", size, seed, why, candidate);
                        }
                    }
                }
            }
        }
    }
}
