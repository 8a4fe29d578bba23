//! The generated data file `worst.in` (500 games: long ones and crowded ones), its expected
//! output from the oracle, the check that both on disk are what the generator makes today,
//! and the ignored test that rewrites them.

use crate::gen::Robots;
use crate::{oracle, SOLVER};
use tools::problem::Problem;
use tools::problem::Rng;

/// Worst case: 500 games, long ones (1-3 robots, 20 spread teleports) and crowded ones
/// (50 robots, 20 teleports): the generator's worst shapes from seed 1098, the shapes
/// `versus.sh --size worst` plays.
fn worst_case_input() -> String {
    Robots::text(&Robots::worst(&mut Rng::new(1098)))
}

/// `worst.in` and `worst.out` as they should be: the generated input, the oracle's answers.
fn worst_case_file() -> (String, String) {
    let input = worst_case_input();
    let answers = oracle::answers(&input);
    (input, answers)
}

// worst_in::write writes data/robots/worst.in and, from the oracle, worst.out.
tools::generated_file_tests!(worst_in, SOLVER, "worst", worst_case_file);
