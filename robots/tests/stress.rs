//! Random inputs of 1 to 3 games, the most robots allowed stepping up from 1 to 50 over the
//! run, some with a planted trap too: the solver against the oracle.

use crate::gen::planted::planted_game;
use crate::gen::{game_text, random_game};
use crate::{oracle, SOLVER};
use tools::stress::{stress, Rng};

/// 1 to 3 games an input, most ending in `0 0`; the most robots allowed steps up from 1 to 50
/// over the run. A quarter of the inputs add a game with one of versus's planted traps.
pub fn random_input(rng: &mut Rng, case: u64) -> String {
    let max_robots = 1 + (case / 70) as i64 % 50;
    let mut input = String::new();
    for _ in 0..rng.range(1, 3) {
        input.push_str(&game_text(&random_game(rng, max_robots, 20)));
    }
    if rng.chance(25) {
        input.push_str(&game_text(&planted_game(rng, false)));
    }
    if rng.chance(85) {
        input.push_str("0 0\n");
    }
    input
}

#[test]
fn random_games_agree_with_the_oracle() {
    stress(
        "robots random",
        3_500,
        random_input,
        SOLVER.agrees_with(oracle::answers),
    );
}

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::Robots>(20);
}
