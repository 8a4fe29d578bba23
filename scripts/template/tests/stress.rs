//! Random inputs, the numbers' range stepping up over the run: the solver against the oracle.

use crate::gen::{input_text, random_pairs};
use crate::{oracle, SOLVER};
use tools::stress::{stress, Rng};

/// Up to 5 pairs; the largest magnitude grows tenfold every 300 cases.
pub fn stepped_input(rng: &mut Rng, case: u64) -> String {
    let most = 10i64.pow(1 + (case / 300) as u32 % 9);
    input_text(&random_pairs(rng, 5, most))
}

#[test]
fn random_inputs_agree_with_the_oracle() {
    stress(
        "template-problem random",
        3_000,
        stepped_input,
        SOLVER.agrees_with(oracle::answers),
    );
}

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::TemplateProblem>(20);
}
