//! Random mazes, sizes stepping up from 1x1 to 10x10 over the run: the solver against the
//! oracle. And the solver's die against the oracle's rotated body on all 24 orientations and
//! every roll, after the statement's example that fixes the handedness.

use crate::oracle::{Body, ROLLS, SOUTH, UP};
use crate::solution::{Die, Dir};
use crate::{gen, oracle, SOLVER};
use shared_io::stress::{stress, Rng};

/// Random mazes, sizes stepping up from 1x1 to 10x10 over the run; wild-heavy, zero-heavy
/// and number-heavy mixes, starts sometimes on a 0 or boxed in; 1 to 3 mazes an input.
pub fn random_mazes(rng: &mut Rng, case: u64) -> String {
    let max_side = 1 + (case / 400) as i64 % 10;
    let mut input = String::new();
    for m in 0..rng.range(1, 3) {
        let maze = gen::random_maze(rng, (1, max_side), format!("M{}x{}", m, case));
        input.push_str(&gen::maze_text(&maze));
    }
    if rng.chance(80) {
        input.push_str("END\n");
    }
    input
}

#[test]
fn random_mazes_agree_with_the_oracle() {
    stress(
        "dice-maze random",
        4_000,
        random_mazes,
        SOLVER.agrees_with(oracle::answer),
    );
}

#[test]
fn statement_example_handedness_top_5_front_1_right_3() {
    let body = Body::with(5, 1).expect("valid");
    assert_eq!(body.face([1, 0, 0]), 3);
}

#[test]
fn the_solvers_die_agrees_with_rotations_everywhere() {
    for top in 1..=6u8 {
        for front in 1..=6u8 {
            let (die, body) = (Die::new(top, front), Body::with(top as i32, front as i32));
            assert_eq!(die.is_some(), body.is_some(), "top {} front {}", top, front);
            let (die, body) = match (die, body) {
                (Some(d), Some(b)) => (d, b),
                _ => continue,
            };
            for (k, &dir) in Dir::ALL.iter().enumerate() {
                let (rolled, turned) = (die.roll(dir), body.turned(&ROLLS[k].2));
                assert_eq!(
                    (rolled.top as i32, rolled.front as i32),
                    (turned.face(UP), turned.face(SOUTH)),
                    "top {} front {} rolled {:?}",
                    top,
                    front,
                    dir
                );
            }
        }
    }
}
