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
/// solution walks (the statement promises one or none) or when its row gives its bytes as the
/// reason (no END line, text after it): `check.sh --cmd` does not count those cases against a
/// user.
#[test]
fn cases_outside_the_promise_are_those_with_several_walks() {
    let marked = SOLVER.data().marked_outside();
    for case in SOLVER.data().cases() {
        let several = parse(&case.input)
            .iter()
            .any(|maze| !Walks::of(maze).unique_or_none());
        let bytes = marked_for_its_bytes(&case.name, &DICE_BYTE_REASONS);
        assert_eq!(
            marked.contains(&case.name),
            several || bytes,
            "{}",
            case.name
        );
    }
    assert!(!marked.is_empty(), "the tie case is outside the promise");
}

/// The reasons a row of data/dice-maze/README.md gives for a case outside the promise by its
/// bytes.
const DICE_BYTE_REASONS: [&str; 3] = [
    "no END line",
    "text after the END line",
    "a 0x1A byte after the END line",
];

/// Whether the case table marks `name` outside the promise for its bytes (issue 43: no
/// terminator, or more than blank lines after it), by the reasons its row may begin with.
fn marked_for_its_bytes(name: &str, reasons: &[&str]) -> bool {
    let table = SOLVER.data().text("README.md");
    reasons
        .iter()
        .any(|why| table.contains(&format!("| {} | outside the promise: {}", name, why)))
}
