//! The data files: the statement's sample (its last four runs) and whole-view pair, edge
//! cases, the limit cases, judge-file bytes, bad inputs. No expected output comes from the
//! solver: the plain simulator must print each one too. Then the 10,000-move limit on them.

use crate::gen::{broken_promise, run_text};
use crate::stress::{fast_with_limit, plain_with_limit};
use crate::{oracle, solution, SOLVER};

#[test]
fn data_files_agree_with_the_oracle() {
    let confirmed = SOLVER.data().check_oracle(|case| match case.name.as_str() {
        // its 50 full-length runs are slow to simulate plainly; files.rs covers worst.in
        // (the file is its generator's, whose writer simulates all 50 runs plainly, and
        // worst_case_runs_last_all_turns the first two), and explain.rs's replay proves each
        // of its 0s by a flood fill
        "worst" => None,
        _ => Some(oracle::answers(&case.input, solution::LIMIT)),
    });
    assert!(confirmed >= 18, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 9);
}

#[test]
fn text_after_the_last_run_is_a_warning() {
    assert!(SOLVER.check_warnings() >= 1);
}

/// The limit cases in data/: `limit-at-N` has true answer N <= 10,000 and prints it,
/// `limit-above-N` has true answer N > 10,000 and prints 0. The plain simulator with the
/// limit raised finds each exact answer, the solver agrees, and with the limit one move
/// short of N both are still inside. The mazes came from a search outside the repository:
/// monsters ignore the exit, so one simulation gives every cell's first-arrival turn, and a
/// cell whose turn is N becomes the exit; late cells are rare, so it mutated mazes that
/// already had one. Only the plain simulator's verdict here makes them expected outputs.
#[test]
fn limit_cases_print_their_answer_only_up_to_the_limit() {
    let (mut at_or_below, mut above) = (0, 0);
    for case in SOLVER.data().cases() {
        let true_answer: u32 = match ["limit-at-", "limit-above-"]
            .iter()
            .find_map(|prefix| case.name.strip_prefix(prefix))
        {
            Some(answer) => answer.parse().expect("a limit case named for its answer"),
            None => continue,
        };
        let (name, text) = (&case.name, run_text_of(&case.input));
        let raised = true_answer + 100;
        let out = solution::Ending::Exit(true_answer);
        assert_eq!(plain_with_limit(&text, raised), out, "plain on {}", name);
        assert_eq!(fast_with_limit(&text, raised), out, "solver on {}", name);
        let short = solution::Ending::OutOfTime;
        assert_eq!(plain_with_limit(&text, true_answer - 1), short, "{}", name);
        assert_eq!(fast_with_limit(&text, true_answer - 1), short, "{}", name);
        let printed = if true_answer <= solution::LIMIT {
            at_or_below += 1;
            true_answer
        } else {
            above += 1;
            0
        };
        let expected = format!("{}\n", printed);
        assert_eq!(SOLVER.output(&case.input), Ok(expected), "{}", name);
        assert_eq!(
            name.starts_with("limit-at-"),
            true_answer <= solution::LIMIT,
            "{}",
            name
        );
    }
    assert!(
        at_or_below >= 2 && above >= 5,
        "{} and {} limit cases",
        at_or_below,
        above
    );
}

/// The run of a one-run input: `h w` and the rows, without R.
fn run_text_of(input: &str) -> String {
    input
        .lines()
        .skip(1)
        .map(|line| format!("{}\n", line))
        .collect()
}

/// The limit is inclusive: a run whose answer is exactly the limit prints it, one move more
/// does not (checked on the statement's sample runs with the limit set to each answer).
#[test]
fn the_limit_is_inclusive() {
    let sample = SOLVER.data().case("sample");
    let answers = sample
        .expected
        .lines()
        .map(|line| line.parse().expect("an answer"));
    let mut checked = 0;
    for (dungeon, answer) in oracle::read_input(&sample.input).iter().zip(answers) {
        if answer == 0 {
            continue;
        }
        checked += 1;
        let text = run_text(&dungeon.rows);
        let out_of_time = solution::Ending::OutOfTime;
        assert_eq!(
            fast_with_limit(&text, answer),
            solution::Ending::Exit(answer)
        );
        assert_eq!(fast_with_limit(&text, answer - 1), out_of_time);
        assert_eq!(plain_with_limit(&text, answer - 1), out_of_time);
    }
    assert_eq!(checked, 3, "the sample's runs that get out");
}

/// The case table marks a case "outside the promise" exactly when one of its runs breaks a
/// promise of the statement's or when the judge sets it apart for its bytes (no terminator,
/// text after it): `check.sh --cmd` does not count those cases against a user.
#[test]
fn cases_outside_the_promise_are_those_that_break_one() {
    let marked = SOLVER.data().check_outside_marks(|case| {
        let runs = oracle::read_input(&case.input);
        runs.iter().any(|run| broken_promise(&run.rows).is_some())
    });
    assert!(
        marked >= 1,
        "the cases without monsters are outside the promise"
    );
}
