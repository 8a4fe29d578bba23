//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! dungeons: each way out is walked turn by turn and none is shorter, each reason for 0 is
//! true (a flood fill, or a plain run ending the same way).

use crate::replay::replay;
use crate::stress::{stepped_run, wide_run};
use crate::SOLVER;
use tools::stress::{stress, Rng};

/// The answer lines of `--explain` output, without the indented explanations.
fn answer_lines(explained: &str) -> String {
    explained
        .lines()
        .filter(|line| !line.starts_with("  "))
        .map(|line| format!("{}\n", line))
        .collect()
}

/// Every data file replays with the expected answers (worst.in too: its runs are walled off,
/// which a flood fill checks).
#[test]
fn explanations_replay_on_every_data_file() {
    for case in SOLVER.data().cases() {
        let replayed = SOLVER.replayed(&case.input, |input, explained| {
            replay(input, explained).map(|()| answer_lines(explained))
        });
        match replayed {
            Ok(answers) => assert_eq!(answers, case.expected, "{}", case.name),
            Err(why) => panic!("{}: {}", case.name, why),
        }
    }
}

/// 2,000 random dungeons stepping up to 25x40 and 300 wide ones: every explanation replays,
/// so every reason for 0 and paths up to thousands of moves are checked.
#[test]
fn explanations_replay_on_random_dungeons() {
    let replays = |input: &str| SOLVER.replayed(input, replay);
    let stepped = |rng: &mut Rng, case: u64| format!("1\n{}", stepped_run(rng, case, 50));
    stress("dungeon explain", 2_000, stepped, replays);
    let wide = |rng: &mut Rng, case: u64| format!("1\n{}", wide_run(rng, case, 50));
    stress("dungeon explain wide", 300, wide, replays);
}
