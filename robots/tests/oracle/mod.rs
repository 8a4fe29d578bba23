//! robots checked against a second simulator written from the statement alone: the world is a
//! list of robots and a list of debris, every candidate move is played out on a fresh copy, and
//! "safe" means the robots' move, actually simulated, does not reach you.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod gen;
mod replay;

use gen::{inside, Pos};
use shared_io::stress::{data_cases, output, run_in_memory, stress, Rng};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

// ---- the independent simulator ----

#[derive(Clone)]
struct World {
    me: Pos,
    robots: Vec<Pos>,
    debris: Vec<Pos>,
}

/// The world after you walk by (dr, dc), pushing debris; `None` when the walk is illegal.
fn after_walk(world: &World, (dr, dc): Pos) -> Option<World> {
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
fn robots_step(world: &World) -> (World, bool) {
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

fn simulate(robots: &[Pos], teleports: &[Pos], out: &mut String) {
    let mut world = World {
        me: (15, 15),
        robots: robots.to_vec(),
        debris: Vec::new(),
    };
    let mut used = vec![false; teleports.len()];
    let mut moves = 0;
    loop {
        moves += 1;
        // (robots left, minus the nearest distance, row, column) of each safe walk or stay
        let mut best: Option<((usize, i32, i32, i32), World)> = None;
        for dr in -1..=1 {
            for dc in -1..=1 {
                let moved = match after_walk(&world, (dr, dc)) {
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
                let key = (after.robots.len(), -nearest.unwrap_or(i32::MAX), me.0, me.1);
                if best.as_ref().map_or(true, |(k, _)| key < *k) {
                    best = Some((key, moved));
                }
            }
        }
        match best {
            Some((_, moved)) => world = moved,
            None => {
                for (i, &cell) in teleports.iter().enumerate() {
                    let empty = !world.robots.contains(&cell) && !world.debris.contains(&cell);
                    let there = World {
                        me: cell,
                        ..world.clone()
                    };
                    if !used[i] && empty && !robots_step(&there).1 {
                        used[i] = true;
                        world = there;
                        writeln!(out, "Move {}: teleport to ({},{})", moves, cell.0, cell.1)
                            .unwrap();
                        break;
                    }
                }
            }
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

fn oracle(input: &str) -> String {
    let mut numbers = input
        .split_whitespace()
        .map(|w| w.parse::<i32>().expect("number"));
    let mut out = String::new();
    let mut case = 0;
    while let (Some(r), Some(t)) = (numbers.next(), numbers.next()) {
        if (r, t) == (0, 0) {
            break;
        }
        let mut cells = |n: i32| -> Vec<Pos> {
            (0..n)
                .map(|_| {
                    (
                        numbers.next().expect("row"),
                        numbers.next().expect("column"),
                    )
                })
                .collect()
        };
        let (robots, teleports) = (cells(r), cells(t));
        case += 1;
        if case > 1 {
            out.push('\n');
        }
        writeln!(out, "Case {}:", case).unwrap();
        simulate(&robots, &teleports, &mut out);
    }
    out
}

// ---- inputs ----

fn solver(input: &str) -> Result<String, String> {
    output(solution::solve, input)
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/robots")
}

/// 1 to 3 cases an input; the most robots allowed steps up from 1 to 50 over the run.
fn random_input(rng: &mut Rng, case: u64) -> String {
    let max_robots = 1 + (case / 70) as i64 % 50;
    let mut input = String::new();
    for _ in 0..rng.range(1, 3) {
        input.push_str(&gen::game_text(&gen::random_game(rng, max_robots, 20)));
    }
    if rng.chance(85) {
        input.push_str("0 0\n");
    }
    input
}

/// Worst case: 500 games, long ones (1-3 robots, 20 spread teleports) and crowded ones
/// (50 robots, 20 teleports).
fn worst_case_file() -> String {
    let mut rng = Rng::new(1098);
    let mut input = String::new();
    for game in 0..500 {
        let crowded = game % 2 == 1;
        let count = if crowded {
            50
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
        // teleports spread over a 5x4 lattice, jittered, so the long games keep escaping
        let teleports: Vec<Pos> = (0..20)
            .map(|i| {
                (
                    3 + (i / 4) * 6 + rng.range(-2, 2) as i32,
                    4 + (i % 4) * 8 + rng.range(-3, 3) as i32,
                )
            })
            .collect();
        writeln!(input, "{} {}", robots.len(), teleports.len()).unwrap();
        for (r, c) in robots.iter().chain(teleports.iter()) {
            writeln!(input, "{} {}", r, c).unwrap();
        }
    }
    input.push_str("0 0\n");
    input
}

// ---- tests ----

#[test]
fn sample_and_pitfalls_from_the_spec() {
    let mut checked = 0;
    for name in [
        "sample",
        "surrounded",
        "teleport-north-west",
        "win-on-teleport",
        "only-unsafe-teleport",
        "debris-row-31",
        "no-chain-push",
        "push-crushes-last",
    ] {
        let input = fs::read_to_string(data_dir().join(format!("{}.in", name))).expect("input");
        let expected =
            fs::read_to_string(data_dir().join(format!("{}.out", name))).expect("output");
        assert_eq!(
            solver(&input).as_deref(),
            Ok(expected.as_str()),
            "solver on {}",
            name
        );
        assert_eq!(oracle(&input), expected, "simulator on {}", name);
        checked += 1;
    }
    assert_eq!(checked, 8);
}

#[test]
fn random_games_agree_with_simulator() {
    stress("robots random", 3_500, random_input, |input| {
        let (fast, slow) = (solver(input)?, oracle(input));
        if fast == slow {
            Ok(())
        } else {
            Err(format!("solver:\n{}simulator:\n{}", fast, slow))
        }
    });
}

#[test]
fn data_files_agree_with_simulator() {
    let cases = data_cases(&data_dir());
    for case in &cases {
        assert_eq!(oracle(&case.input), case.expected, "{}", case.name);
    }
    assert!(cases.len() >= 10, "only {} data files", cases.len());
}

#[test]
fn worst_case_file_is_the_generated_one() {
    let on_disk = fs::read_to_string(data_dir().join("worst.in")).expect("worst.in");
    assert!(
        on_disk == worst_case_file(),
        "regenerate: cargo test -p robots --release -- --ignored"
    );
}

/// Writes data/robots/worst.in and its expected output from the simulator.
#[test]
#[ignore]
fn write_worst_case_file() {
    let input = worst_case_file();
    fs::write(data_dir().join("worst.in"), &input).expect("write worst.in");
    fs::write(data_dir().join("worst.out"), oracle(&input)).expect("write worst.out");
}

#[test]
fn bad_input_keeps_earlier_answers_and_names_the_line() {
    let good = "1 0\n1 1\n";
    let answer = oracle("1 0\n1 1\n0 0\n");
    let cases: &[(&str, &str)] = &[
        (
            "1 0\n32 1\n",
            "line 4: expected a robot's row (1..=31), found \"32\"",
        ),
        (
            "1 1\n3 3\n0 5\n",
            "line 5: expected a teleport's row (1..=31), found \"0\"",
        ),
        (
            "51 0\n",
            "line 3: expected the number of robots R (0..=50), found \"51\"",
        ),
        (
            "1 21\n",
            "line 3: expected the number of teleports T (0..=20), found \"21\"",
        ),
        (
            "0 3\n",
            "line 3: expected the number of robots R (1..=50), or \"0 0\" to end, found \"0\"",
        ),
        (
            "2 0\n3 3\n",
            "line 4: expected a robot's row (1..=31), found end of input",
        ),
        (
            "1 0\n3 x\n",
            "line 4: expected a robot's column (1..=31), found \"x\"",
        ),
        (
            "2 0\n3 3\n3 3\n",
            "line 5: expected a robot on a cell of its own, not (15,15), found (3,3)",
        ),
        (
            "1 0\n15 15\n",
            "line 4: expected a robot on a cell of its own, not (15,15), found (15,15)",
        ),
    ];
    for &(bad, message) in cases {
        let input = format!("{}{}", good, bad);
        let (out, result) = run_in_memory(solution::solve, input.as_bytes());
        assert_eq!(
            (out.as_str(), result),
            (answer.as_str(), Err(message.to_string())),
            "input:\n{}",
            input
        );
    }
}

#[test]
fn missing_terminator_and_crlf_are_fine() {
    let input = "4 0\r\n17 18\r\n13 18\r\n8 12\r\n10 12";
    assert_eq!(solver(input), Ok(oracle(input)));
}
