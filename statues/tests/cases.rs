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
/// so a case is marked "outside the promise" in the case table only for its bytes (issue 43:
/// more than blank lines after the eighth row), and its row says so.
#[test]
fn cases_outside_the_promise_are_so_only_for_their_bytes() {
    let reasons = [
        "a ninth row after the board",
        "text after the board",
        "a 0x1A byte after the board",
    ];
    for name in SOLVER.data().marked_outside() {
        assert!(marked_for_its_bytes(&name, &reasons), "{}", name);
    }
}

/// Whether the case table marks `name` outside the promise for its bytes (issue 43: no
/// terminator, or more than blank lines after it), by the reasons its row may begin with.
fn marked_for_its_bytes(name: &str, reasons: &[&str]) -> bool {
    let table = SOLVER.data().text("README.md");
    reasons
        .iter()
        .any(|why| table.contains(&format!("| {} | outside the promise: {}", name, why)))
}
