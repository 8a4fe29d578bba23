//! The replayer rejects each kind of wrong way out, wrong drawing and false reason for 0.

use super::{replay, LEGEND, MOVES, MOVE_LIMIT, TRAPPED, WALLED_OFF};
use crate::SOLVER;

/// Each kind of bad explanation is rejected, on the statement's sample runs 1 (5 moves, the
/// first a wait) and 2 (trapped after move 7), a walled-off exit and a true answer of 10,001.
#[test]
fn the_replayer_rejects_bad_explanations() {
    let run_one = "1\n5 5\n+---+\n|..X|\n|M..|\n|@MM|\n+---+\n";
    let maze = ["  +---+", "  |.oX|", "  |oo.|", "  |@MM|", "  +---+"];
    let explained = |answer: usize, moves: &str, legend: &str, maze: &[&str]| {
        let text = format!(
            "{}\n{}{}\n{}\n{}\n",
            answer,
            MOVES,
            moves,
            legend,
            maze.join("\n")
        );
        replay(run_one, &text)
    };
    let path = |moves: &str| explained(moves.len(), moves, LEGEND, &maze);
    assert_eq!(path(".NENE"), Ok(()));
    let rejected = [
        (path("W...."), "into a wall"),
        (path("E...."), "onto a monster"),
        (path("...NE"), "sees you"),
        (path(".NEN"), "end before the exit"),
        (path(".NENEW"), "moves go on"),
        (path("..NENE"), "shorter"),
        (path(".NENx"), "'x'"),
        (
            explained(4, ".NENE", LEGEND, &maze),
            "5 moves for the answer 4",
        ),
        (explained(5, ".NENE", "  the maze:", &maze), "legend"),
        (explained(5, ".NENE", LEGEND, &maze[..4]), "lines under"),
    ];
    let mut unmarked = maze;
    unmarked[1] = "  |..X|";
    let mut marked_twice = maze;
    marked_twice[2] = "  |ooo|";
    let drawings = [
        (explained(5, ".NENE", LEGEND, &unmarked), "row 1 drawn"),
        (explained(5, ".NENE", LEGEND, &marked_twice), "row 2 drawn"),
    ];
    for (result, why) in rejected.iter().chain(&drawings) {
        let error = result.clone().expect_err(why);
        assert!(error.contains(why), "{:?} does not say {:?}", error, why);
    }
    let trapped_run = "1\n5 5\n+---+\n|.MX|\n|M..|\n|@MM|\n+---+\n";
    let walled_run = "1\n3 6\n######\n#@.#X#\n######\n";
    let out_of_time_run: &str = &SOLVER.data().text("limit-above-10001.in");
    let trapped = |turn: u32| format!("0\n{}{}{}\n", TRAPPED.0, turn, TRAPPED.1);
    let out_of_time = format!(
        "0\n  {} moves pass and you are alive but not out\n",
        MOVE_LIMIT
    );
    let walled = format!("0\n{}\n", WALLED_OFF);
    assert_eq!(replay(trapped_run, &trapped(7)), Ok(()));
    assert_eq!(replay(walled_run, &walled), Ok(()));
    assert_eq!(replay(out_of_time_run, &out_of_time), Ok(()));
    let wrong_reasons = [
        (trapped_run, trapped(6)),
        (trapped_run, walled.clone()),
        (trapped_run, out_of_time.clone()),
        (trapped_run, "0\n".to_string()),
        (trapped_run, format!("5\n{}.NENE\n", MOVES)),
        (walled_run, trapped(1)),
        (walled_run, out_of_time.clone()),
        (out_of_time_run, trapped(10_000)),
        (out_of_time_run, walled.clone()),
        (walled_run, format!("{}{}", walled, walled)),
        (walled_run, format!("  {}", walled)),
    ];
    for (input, text) in &wrong_reasons {
        assert!(replay(input, text).is_err(), "accepted {:?}", text);
    }
}
