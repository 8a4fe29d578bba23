//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! inputs: every move is legal and the rules' choice, and what follows it is as said.

use crate::replay::replay;
use crate::stress::random_input;
use crate::SOLVER;
use shared_io::stress::stress;

#[test]
fn explanations_replay_on_every_data_file() {
    let cases = SOLVER.data().cases();
    for case in &cases {
        if let Err(why) = SOLVER.replayed(&case.input, replay) {
            panic!("{}: {}", case.name, why);
        }
    }
    assert!(cases.len() >= 16, "only {} data files", cases.len());
}

#[test]
fn explanations_replay_on_random_inputs() {
    stress("robots explain", 2_000, random_input, |input| {
        SOLVER.replayed(input, replay)
    });
}
