//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! mazes: every roll is legal and shows a real die's faces, the walk is solve's, every
//! "No Solution Possible" count is an explicit search's.

use crate::replay::replay;
use crate::stress::random_mazes;
use crate::SOLVER;
use shared_io::stress::stress;

/// The explained output replays, and the answers the replayer read are `solve`'s (beyond the
/// harness's check, which lets indented answer lines hide among the explanation's).
fn replays(input: &str) -> Result<(), String> {
    let answers = SOLVER.replayed(input, replay)?;
    let solved = SOLVER.output(input)?;
    if answers == solved {
        Ok(())
    } else {
        Err(format!(
            "the replayer read the answers\n{}solve printed\n{}",
            answers, solved
        ))
    }
}

#[test]
fn explanations_replay_on_every_data_file() {
    for case in SOLVER.data().cases() {
        if let Err(why) = replays(&case.input) {
            panic!("{}: {}", case.name, why);
        }
    }
}

/// The generator steps its sizes up every 400 cases; every other case number reaches 10x10.
#[test]
fn explanations_replay_on_random_mazes() {
    stress(
        "dice-maze explain",
        2_000,
        |rng, case| random_mazes(rng, 2 * case),
        replays,
    );
}
