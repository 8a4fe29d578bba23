//! The data files: the statement's table, its samples, the traps, judge-file bytes. No
//! expected output comes from the solver: the brute force must print each one too.

use crate::{oracle, SOLVER};

#[test]
fn data_files_agree_with_the_oracle() {
    let confirmed = SOLVER
        .data()
        .check_oracle(|case| Some(oracle::answer(&case.input)));
    assert!(confirmed >= 24, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 7);
}

#[test]
fn text_after_the_board_is_a_warning() {
    assert!(SOLVER.check_warnings() >= 2);
}

/// The statement's promises about a board (8 rows of 8 from `.SMA`, Maria and Anna in their
/// corners and nowhere else) are exactly what our parser checks: every clean case keeps them,
/// so the case table marks a case "outside the promise" only where the judge sets it apart for
/// its bytes (more than blank lines after the eighth row).
#[test]
fn cases_outside_the_promise_are_so_only_for_their_bytes() {
    let marked = SOLVER.data().check_outside_marks(|_| false);
    assert!(marked >= 1, "text after the board is outside the promise");
}
