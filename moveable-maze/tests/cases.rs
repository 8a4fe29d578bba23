//! The data files: the statement's sample, the spec's cases, the traps, judge-file bytes, bad
//! inputs. No expected output comes from the solver: the full-state brute force must print
//! each one too, and the single-path cases are priced again by the independent evaluators.

use crate::gen::boards::{board_of, solved};
use crate::gen::{broken_promise, parse_grids};
use crate::oracle::literal::literal_turns;
use crate::oracle::paths::{banked_walk_model, path_cost, tree_path};
use crate::{oracle, SOLVER};

#[test]
fn data_files_agree_with_the_literal_rules() {
    let confirmed = SOLVER.data().check_oracle(|case| {
        // worst.in, adversarial.in and the hill-climbed files turn too many squares for the
        // brute force: files.rs makes their answers with independent evaluators, and holds
        // them to what is on disk
        if oracle::affordable(&case.input) {
            Some(oracle::answer(&case.input))
        } else {
            None
        }
    });
    assert!(confirmed >= 10, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 7);
}

/// An unreachable target is bad input: one error on the case's first line, the answers
/// before it printed. Only that reads as bad input: a broken invariant panics as a bug (see
/// `a_path_that_cannot_be_played_is_a_bug_not_bad_input` in src/tests.rs).
#[test]
fn an_unreachable_target_is_bad_input_on_its_line() {
    let input = "1 1\n1 1 1 1\nN\n1 3\n1 1 1 3\nE x W\n0 0\n";
    let run = SOLVER.run(input.as_bytes());
    assert_eq!(run.out, "0\n");
    let expected = "line 4: expected a case whose target the piece can reach, found none";
    assert_eq!(run.error.as_deref(), Some(expected));
}

#[test]
fn text_after_the_input_is_a_warning() {
    assert!(SOLVER.check_warnings() >= 1);
}

/// The case table marks a case "outside the promise" exactly when one of its boards breaks a
/// promise of the statement's or when the judge sets it apart for its bytes (no terminator,
/// text after it): `check.sh --cmd` does not count those cases against a user.
#[test]
fn cases_outside_the_promise_are_those_that_break_one() {
    let marked = SOLVER.data().check_outside_marks(|case| {
        let grids = parse_grids(&case.input);
        grids.iter().any(|grid| broken_promise(grid).is_some())
    });
    assert!(
        marked >= 1,
        "the cases with text after `0 0` are outside the promise"
    );
}

#[test]
fn the_trap_board_fools_the_walk_model() {
    let input = SOLVER.data().case("trap-2x4").input;
    let answer = solved(&board_of(&input)).expect("reachable");
    assert_eq!((answer.literal(), answer.walk_model), (7, 6));
}

#[test]
fn independent_evaluators_agree_with_the_literal_rules() {
    // the path DP and the banked walk model, on the spec's single-path cases
    for name in [
        "banking",
        "bank-not-capped",
        "on-square-not-banked",
        "enter-leave-offsets",
        "dead-end-straight",
        "two-squares",
    ] {
        let input = SOLVER.data().case(name).input;
        let tiny = &parse_grids(&input)[0];
        let truth = literal_turns(tiny);
        assert_eq!(
            banked_walk_model(tiny).0,
            truth,
            "banked walk model on {}",
            name
        );
        // these boards are single rows: trees, with one simple path
        assert_eq!(
            path_cost(tiny, &tree_path(tiny), (0, 0), 0),
            truth,
            "path cost on {}",
            name
        );
    }
}
