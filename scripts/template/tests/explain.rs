//! `--explain` replayed by the rules (`replay/`) on every data file and on random inputs.

use crate::replay::replay;
use crate::stress::stepped_input;
use crate::SOLVER;
use tools::stress::stress;

#[test]
fn explanations_replay_on_every_data_file() {
    for case in SOLVER.data().cases() {
        if let Err(why) = SOLVER.replayed(&case.input, replay) {
            panic!("{}: {}", case.name, why);
        }
    }
}

#[test]
fn explanations_replay_on_random_inputs() {
    stress("template-problem explain", 1_000, stepped_input, |input| {
        SOLVER.replayed(input, replay)
    });
}
