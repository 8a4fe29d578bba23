//! The data files: no expected output comes from the solver: the oracle must print each one
//! too. Bad inputs fail on their line, as their `.err` says.

use crate::{oracle, SOLVER};

#[test]
fn data_files_agree_with_the_oracle() {
    let confirmed = SOLVER
        .data()
        .check_oracle(|case| Some(oracle::answers(&case.input)));
    assert!(confirmed >= 1, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 1);
}
