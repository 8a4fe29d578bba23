//! The generated data file `worst.in`: 300 10x10 mazes, all wild but a few numbers, the start
//! square 0, so the search sees every reachable state and finds no way home. Its expected
//! output is the oracle's; a normal run fails when the files differ from what is made here.

use crate::gen::DiceMaze;
use crate::{oracle, SOLVER};
use tools::problem::Problem;
use tools::problem::Rng;

/// `worst.in` (the generator's worst shapes from seed 810, which `versus.sh --size worst`
/// plays) and its expected output.
fn worst_case_file() -> (String, String) {
    let input = DiceMaze::text(&DiceMaze::worst(&mut Rng::new(810)));
    let output = oracle::answer(&input);
    (input, output)
}

// worst_in::write writes data/dice-maze/worst.in and its expected output from the oracle.
tools::generated_file_tests!(worst_in, SOLVER, "worst", worst_case_file);
