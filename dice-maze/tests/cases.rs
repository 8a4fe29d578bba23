//! The data files: the statement's samples and mazes, the traps (ties, returns onto a number,
//! names like `END1`), judge-file bytes, the worst case. No expected output comes from the
//! solver: the oracle must print each one too.

use crate::gen::parse;
use crate::gen::walks::Walks;
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

/// The case table marks a case "outside the promise" exactly when one of its mazes has several
/// solution walks (the statement promises one or none) or when the judge sets it apart for its
/// bytes (no END line, text after it): `check.sh --cmd` does not count those cases against a
/// user.
#[test]
fn cases_outside_the_promise_are_those_with_several_walks() {
    let marked = SOLVER.data().check_outside_marks(|case| {
        let mazes = parse(&case.input);
        mazes.iter().any(|maze| !Walks::of(maze).unique_or_none())
    });
    assert!(marked >= 1, "the tie case is outside the promise");
}
