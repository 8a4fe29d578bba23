//! Random inputs, the numbers' range stepping up over the run: the solver against the oracle.

use crate::gen::{input_text, random_pairs};
use crate::{oracle, SOLVER};
use tools::stress::{stress, Rng};

/// Up to 5 pairs; the largest magnitude grows tenfold every 300 cases.
pub fn stepped_input(rng: &mut Rng, case: u64) -> String {
    let most = 10i64.pow(1 + (case / 300) as u32 % 9);
    input_text(&random_pairs(rng, 5, most))
}

/// The solver's output is the oracle's, byte for byte: where each input has one right output.
#[test]
fn random_inputs_agree_with_the_oracle() {
    stress(
        "template-problem random",
        3_000,
        stepped_input,
        SOLVER.agrees_with(oracle::answers),
    );
}

/// The solver's output is one the oracle's referee accepts: where several outputs are right
/// (a checker's problem), the stress test judges the answer, as the checker does, and never
/// asks the solver to break ties as the oracle happens to. Keep this one, and drop the test
/// above, when your problem has several right answers.
#[test]
fn random_inputs_are_accepted_by_the_oracle_s_referee() {
    stress(
        "template-problem refereed",
        3_000,
        stepped_input,
        SOLVER.accepted_by(oracle::referee),
    );
}

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::TemplateProblem>(20);
}

/// The referee is no pushover: it accepts every right way of writing an answer, and nothing
/// else.
#[test]
fn the_referee_accepts_any_right_answer_and_nothing_else() {
    let input = "1 2\n-4 4\n0 0\n";
    for right in ["3\n0\n", "+3\n0\n", "03\n-0\n"] {
        assert_eq!(oracle::referee(input, right), Ok(()), "{:?}", right);
    }
    for wrong in ["3\n", "4\n0\n", "3 0\n", "3\n0\n0\n", "three\n0\n"] {
        assert!(oracle::referee(input, wrong).is_err(), "{:?}", wrong);
    }
}
