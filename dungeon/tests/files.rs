//! The generated data file worst.in: its generator, the check that the file on disk is what
//! the generator makes today, that its runs last all 10,000 turns, and the ignored writer
//! (`cargo test --release -p dungeon -- --ignored`).

use crate::gen::{run_text, worst_room};
use crate::stress::fast_with_limit;
use crate::{oracle, solution, SOLVER};
use tools::problem::Rng;

/// Worst case: 50 runs of 25x80 with 100 monsters (`gen::worst_room`, the shape `versus.sh
/// --size worst` plays), each kept only when your set survives the room for all 10,000 turns,
/// and its expected output (every answer 0: the exit is sealed off).
fn worst_case_file() -> (String, String) {
    let mut rng = Rng::new(1999);
    let mut input = String::from("50\n");
    let mut runs = 0;
    while runs < 50 {
        let rows = worst_room(&mut rng);
        // keep only rooms where your set survives all the turns
        let text = run_text(&rows);
        if fast_with_limit(&text, solution::LIMIT) == solution::Ending::OutOfTime {
            input.push_str(&text);
            runs += 1;
        }
    }
    (input, "0\n".repeat(50))
}

#[test]
fn worst_case_file_is_the_generated_one() {
    SOLVER.data().assert_generated("worst", &worst_case_file());
}

/// Runs the plain simulator on the first `runs` runs of `input`: each must go the full
/// 10,000 turns, alive and not out.
fn runs_last_all_turns(input: &str, runs: usize) {
    for (i, dungeon) in oracle::read_input(input).iter().take(runs).enumerate() {
        let end = oracle::simulate(dungeon, solution::LIMIT);
        assert_eq!(end, oracle::End::Inside, "run {}", i + 1);
    }
}

/// The worst case is worst only if your set never dies out: check the first two runs here
/// (the writer checks all 50).
#[test]
fn worst_case_runs_last_all_turns() {
    runs_last_all_turns(&worst_case_file().0, 2);
}

/// Writes data/dungeon/worst.in and its expected output (all 0: the exit is sealed off),
/// after checking with the plain simulator that every run goes the full 10,000 turns.
#[test]
#[ignore]
fn write_worst_case_file() {
    let made = worst_case_file();
    runs_last_all_turns(&made.0, 50);
    SOLVER.data().write_generated("worst", &made);
}
