//! The data files: the statement's sample and pitfalls, judge-file bytes, bad inputs, the
//! worst case. No expected output comes from the solver: the oracle must print each one too.

use crate::gen::broken_promise;
use crate::{oracle, SOLVER};

#[test]
fn data_files_agree_with_the_oracle() {
    let confirmed = SOLVER
        .data()
        .check_oracle(|case| Some(oracle::answers(&case.input)));
    assert!(confirmed >= 16, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 10);
}

#[test]
fn text_after_the_input_is_a_warning() {
    assert!(SOLVER.check_warnings() >= 1);
}

/// The statement's sample and its seven pitfalls each keep a data file (checked above like every
/// other one): robots on all 8 neighbours, an unsafe teleport (a robot on its north-west
/// neighbour) that stays available, a win on a teleport move, the only teleport unsafe, debris
/// in row 31, a walk that would chain-push, a push that crushes the last robot.
#[test]
fn the_statements_sample_and_pitfalls_have_data_files() {
    let data = SOLVER.data();
    for name in [
        "sample",
        "surrounded",
        "teleport-north-west",
        "win-on-teleport",
        "only-unsafe-teleport",
        "debris-row-31",
        "no-chain-push",
        "push-crushes-last",
    ] {
        for extension in ["in", "out"] {
            let file = format!("{}.{}", name, extension);
            assert!(
                data.path(&file).is_file(),
                "data/robots/{} is missing",
                file
            );
        }
    }
}

/// The case table marks a case "outside the promise" exactly when one of its games breaks a
/// promise of the statement's or when the judge sets it apart for its bytes (no terminator,
/// text after it): `check.sh --cmd` does not count those cases against a user.
#[test]
fn cases_outside_the_promise_are_those_that_break_one() {
    let marked = SOLVER.data().check_outside_marks(|case| {
        let games = oracle::read_games(&case.input);
        games.iter().any(|game| broken_promise(game).is_some())
    });
    assert!(
        marked >= 1,
        "the cases with text after `0 0` are outside the promise"
    );
}
