//! The generated data file `worst.in` (the largest input the statement allows, as the
//! generator makes it), its expected output from the oracle, the check that both on disk are
//! what the generator makes today, and the ignored test that rewrites them
//! (`cargo test --release -p template-problem -- --ignored`).

use crate::gen::{input_text, random_pairs};
use crate::{oracle, SOLVER};
use tools::problem::Rng;

/// Pairs in the worst case; replace with the statement's largest input.
const WORST_PAIRS: i64 = 1_000;

/// Worst case: up to `WORST_PAIRS` pairs at the limits of the numbers, from seed 1.
fn worst_case_input() -> String {
    input_text(&random_pairs(&mut Rng::new(1), WORST_PAIRS, 1_000_000_000))
}

/// `worst.in` and `worst.out` as they should be: the generated input, the oracle's answers.
fn worst_case_file() -> (String, String) {
    let input = worst_case_input();
    let answers = oracle::answers(&input);
    (input, answers)
}

// worst_in::write writes data/template-problem/worst.in and, from the oracle, worst.out.
tools::generated_file_tests!(worst_in, SOLVER, "worst", worst_case_file);
