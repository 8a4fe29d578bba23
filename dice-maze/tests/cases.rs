//! The data files: the statement's samples and mazes, the traps (ties, returns onto a number,
//! names like `END1`), judge-file bytes, the worst case. No expected output comes from the
//! solver: the oracle must print each one too.

use crate::{oracle, SOLVER};

#[test]
fn data_files_agree_with_the_oracle() {
    let confirmed = SOLVER
        .data()
        .check_oracle(|case| Some(oracle::answer(&case.input)));
    assert!(confirmed >= 20, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 13);
}

#[test]
fn text_after_end_is_a_warning() {
    assert!(SOLVER.check_warnings() >= 1);
}
