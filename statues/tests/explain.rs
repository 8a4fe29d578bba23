//! `--explain` replayed by the statement's rules (`replay/`) on every data file and on random
//! boards: every WIN play is legal and reaches Anna, every LOSE count is an explicit search's.

use crate::replay::replay;
use crate::stress::stepped_board;
use crate::SOLVER;
use shared_io::stress::stress;

#[test]
fn explanations_replay_on_every_data_file() {
    for case in SOLVER.data().cases() {
        if let Err(why) = SOLVER.replayed(&case.input, replay) {
            panic!("{}: {}", case.name, why);
        }
    }
}

#[test]
fn explanations_replay_on_random_boards() {
    stress("statues explain", 3_000, stepped_board, |input| {
        SOLVER.replayed(input, replay)
    });
}
