//! The generated data file `worst.in` (500 games: long ones and crowded ones), its expected
//! output from the oracle, the check that both on disk are what the generator makes today,
//! and the ignored test that rewrites them.

use crate::gen::{game_text, Game, Pos};
use crate::{oracle, SOLVER};
use shared_io::stress::Rng;

/// Worst case: 500 games, long ones (1-3 robots, 20 spread teleports) and crowded ones
/// (50 robots, 20 teleports).
fn worst_case_input() -> String {
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
            if cell != oracle::START && !robots.contains(&cell) {
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
        input.push_str(&game_text(&Game { robots, teleports }));
    }
    input.push_str("0 0\n");
    input
}

/// `worst.in` and `worst.out` as they should be: the generated input, the oracle's answers.
fn worst_case_file() -> (String, String) {
    let input = worst_case_input();
    let answers = oracle::answers(&input);
    (input, answers)
}

#[test]
fn worst_case_file_is_the_generated_one() {
    SOLVER.data().assert_generated("worst", &worst_case_file());
}

/// Writes data/robots/worst.in and, from the oracle, worst.out.
#[test]
#[ignore]
fn write_worst_case_file() {
    SOLVER.data().write_generated("worst", &worst_case_file());
}
