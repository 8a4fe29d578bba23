//! The replayer on hand-written explanations of small games: the right ones pass, and each
//! way to be wrong (an illegal move, a move the rules do not choose, wrong robots, in number
//! or in cells, or wrong debris, an ending other than the report's) is rejected for its
//! reason. The drawing under the moves
//! is handed back with the world the game ended in; its reader reads the cropped board, with
//! or without colour, and rejects a misshapen one.

use super::drawing::{parse_board, Board, LEGEND};
use super::{illegal, replay, World, YourMove};

/// A push crushes the last robot at move 5 (the spec's pitfall 7, plus a teleport entry that
/// is never needed).
const CRUSH: &str = "3 1\n12 13\n12 19\n17 11\n1 1\n0 0\n";
const CRUSH_REPORT: &[&str] = &[
    "Won game after making 5 moves.",
    "Final position: (15,16)",
    "Number of cells with debris: 1",
];
const CRUSH_MOVES: &[&str] = &[
    "walk to (15,16); robots left: 3 at (13,14), (13,18), (16,12); debris: none",
    "walk to (16,16); robots left: 3 at (14,15), (14,17), (16,13); debris: none",
    "stay at (16,16); robots left: 1 at (16,14); debris: (15,16)",
    "walk to (15,17); robots left: 1 at (15,15); debris: (15,16)",
    "walk to (15,16), pushing debris from (15,16) to (15,15), crushing the robot there; \
     robots left: 0 (none to move); debris: (15,15)",
];

/// No walk is safe at move 1: the first entry holds a robot, the second is next to one, the
/// third is taken and the two robots collide.
const TELEPORT: &str = "2 4\n14 15\n16 15\n14 15\n14 16\n15 20\n15 25\n0 0\n";
const TELEPORT_REPORT: &[&str] = &[
    "Move 1: teleport to (15,20)",
    "Won game after making 1 moves.",
    "Final position: (15,20)",
    "Number of cells with debris: 1",
];
const TELEPORT_MOVES: &[&str] = &["teleport to (15,20); robots left: 0; debris: (15,16)"];

/// The statement's second sample: a stay, then no safe move at all.
const TRAPPED: &str = "4 0\n17 17\n13 17\n13 13\n17 13\n0 0\n";
const TRAPPED_REPORT: &[&str] = &[
    "Lost game after making 2 moves.",
    "Final position: (15,15)",
    "Number of cells with debris: 1",
    "Number of robots remaining: 0",
];
const TRAPPED_MOVES: &[&str] = &[
    "stay at (15,15); robots left: 4 at (14,14), (14,16), (16,14), (16,16); debris: none",
    "no safe move, no teleport: stay at (15,15); you are caught; robots left: 0; \
     debris: (15,15)",
];

/// Replays one case: its report lines, then its moves numbered from 1.
fn case(input: &str, report: &[&str], moves: &[&str]) -> Result<(), String> {
    let mut text = String::from("Case 1:\n");
    for line in report {
        text.push_str(&format!("{}\n", line));
    }
    for (i, line) in moves.iter().enumerate() {
        text.push_str(&format!("  move {}: {}\n", i + 1, line));
    }
    replay(input, &text).map(|_| ())
}

/// `lines` with line `number` (from 1) replaced by `line`.
fn with<'a>(lines: &[&'a str], number: usize, line: &'a str) -> Vec<&'a str> {
    let mut changed = lines.to_vec();
    changed[number - 1] = line;
    changed
}

/// Asserts that the replayer rejects the case, naming `why` in its reason.
#[track_caller]
fn rejects(result: Result<(), String>, why: &str) {
    match result {
        Ok(()) => panic!("accepted, expected a rejection for {:?}", why),
        Err(reason) => assert!(reason.contains(why), "{:?} does not say {:?}", reason, why),
    }
}

#[test]
fn the_replayer_accepts_the_right_plays() {
    assert_eq!(case(CRUSH, CRUSH_REPORT, CRUSH_MOVES), Ok(()));
    assert_eq!(case(TELEPORT, TELEPORT_REPORT, TELEPORT_MOVES), Ok(()));
    assert_eq!(case(TRAPPED, TRAPPED_REPORT, TRAPPED_MOVES), Ok(()));
}

#[test]
fn the_replayer_rejects_illegal_moves() {
    let far = with(
        CRUSH_MOVES,
        1,
        "walk to (13,15); robots left: 3 at (13,14), (13,18), (16,12); debris: none",
    );
    rejects(case(CRUSH, CRUSH_REPORT, &far), "more than one cell");
    let surrounded = "8 0\n14 14\n14 15\n14 16\n15 14\n15 16\n16 14\n16 15\n16 16\n0 0\n";
    let onto_robot = ["walk to (14,14); robots left: 0; debris: (15,15)"];
    rejects(case(surrounded, &[], &onto_robot), "onto a robot");
    // no-chain-push.in: at move 3 the debris on (14,15) and (14,16) lie west of you
    let chain = "5 0\n13 13\n13 12\n13 16\n13 17\n15 13\n0 0\n";
    let moves = [
        "walk to (15,16); robots left: 3 at (14,13), (14,14), (15,14); debris: (14,16)",
        "walk to (14,17); robots left: 1 at (14,14); debris: (14,15), (14,16)",
        "walk to (14,16), pushing debris from (14,16) to (14,15); robots left: 0; \
         debris: (14,15), (14,16)",
    ];
    rejects(case(chain, &[], &moves), "onto debris");
    let edge = World {
        me: (15, 30),
        robots: vec![(5, 5)],
        debris: vec![(15, 31)],
    };
    let off_board = YourMove::Walk {
        to: (15, 31),
        push: Some(((15, 31), (15, 32))),
        crush: false,
    };
    let why = illegal(&edge, off_board, &[], &[]).unwrap_or_default();
    assert!(why.contains("off the board"), "{:?}", why);
    for wrong_push in [
        "walk to (15,16), pushing debris from (15,16) to (15,15); \
         robots left: 0 (none to move); debris: (15,15)",
        "walk to (15,16), pushing debris from (15,16) to (15,14), crushing the robot there; \
         robots left: 0 (none to move); debris: (15,14)",
        "walk to (15,16); robots left: 0 (none to move); debris: (15,15)",
    ] {
        let moves = with(CRUSH_MOVES, 5, wrong_push);
        rejects(case(CRUSH, CRUSH_REPORT, &moves), "not what the walk does");
    }
    for (cell, why) in [
        ("(14,15)", "onto a robot"),
        ("(14,16)", "next to a robot"),
        ("(20,20)", "no unused entry"),
    ] {
        let line = format!("teleport to {}; robots left: 0; debris: (15,16)", cell);
        rejects(case(TELEPORT, TELEPORT_REPORT, &[&line]), why);
    }
    let used = illegal(&edge, YourMove::Teleport((1, 1)), &[(1, 1)], &[true]);
    assert!(used.unwrap_or_default().contains("no unused entry"));
    let trapped_elsewhere = "no safe move, no teleport: stay at (15,16); you are caught; \
                             robots left: 0; debris: (15,15)";
    let elsewhere = with(TRAPPED_MOVES, 2, trapped_elsewhere);
    rejects(case(TRAPPED, TRAPPED_REPORT, &elsewhere), "elsewhere");
}

#[test]
fn the_replayer_rejects_moves_the_rules_do_not_choose() {
    for first in [
        "walk to (14,14); robots left: 3 at (13,14), (13,18), (16,12); debris: none",
        "stay at (15,15); robots left: 3 at (13,14), (13,18), (16,12); debris: none",
        "teleport to (1,1); robots left: 3 at (13,14), (13,18), (16,12); debris: none",
    ] {
        let moves = with(CRUSH_MOVES, 1, first);
        rejects(case(CRUSH, CRUSH_REPORT, &moves), "the rules choose");
    }
    for other in [
        "teleport to (15,25); robots left: 0; debris: (15,16)",
        "walk to (15,16); robots left: 0; debris: (15,16)",
        "no safe move, no teleport: stay at (15,15); robots left: 0; debris: (15,16)",
    ] {
        rejects(
            case(TELEPORT, TELEPORT_REPORT, &[other]),
            "the rules choose",
        );
    }
    let stay = with(
        TRAPPED_MOVES,
        2,
        "stay at (15,15); you are caught; robots left: 0; debris: (15,15)",
    );
    rejects(case(TRAPPED, TRAPPED_REPORT, &stay), "the rules choose");
}

#[test]
fn the_replayer_rejects_wrong_robots_and_debris() {
    for (number, line) in [
        (
            1,
            "walk to (15,16); robots left: 2 at (13,14), (13,18); debris: none",
        ),
        (
            1,
            "walk to (15,16); robots left: 3 at (13,14), (13,18), (16,13); debris: none",
        ),
        (
            2,
            "walk to (16,16); robots left: 3 at (14,15), (16,13), (14,17); debris: none",
        ),
        (
            3,
            "stay at (16,16); robots left: 1 at (16,14); debris: (15,17)",
        ),
        (
            3,
            "stay at (16,16); robots left: 1 at (16,14); debris: 1 cells",
        ),
        (
            5,
            "walk to (15,16), pushing debris from (15,16) to (15,15), crushing the robot there; \
             robots left: 0; debris: (15,15)",
        ),
        (
            4,
            "walk to (15,17); you are caught; robots left: 1 at (15,15); debris: (15,16)",
        ),
    ] {
        let moves = with(CRUSH_MOVES, number, line);
        rejects(case(CRUSH, CRUSH_REPORT, &moves), "after the robots' move");
    }
    let uncaught = with(
        TRAPPED_MOVES,
        2,
        "no safe move, no teleport: stay at (15,15); robots left: 0; debris: (15,15)",
    );
    rejects(
        case(TRAPPED, TRAPPED_REPORT, &uncaught),
        "after the robots' move",
    );
    // the robots' cells are listed, as many as counted
    for line in [
        "walk to (15,16); robots left: 3; debris: none",
        "walk to (15,16); robots left: 2 at (13,14), (13,18), (16,12); debris: none",
        "walk to (15,16); robots left: 3 at (13,14), (13,18); debris: none",
        "walk to (15,16); robots left: 3 at (13,14) (13,18) (16,12); debris: none",
    ] {
        let moves = with(CRUSH_MOVES, 1, line);
        rejects(case(CRUSH, CRUSH_REPORT, &moves), "unreadable");
    }
}

#[test]
fn the_replayer_rejects_plays_that_end_otherwise_than_reported() {
    rejects(
        case(CRUSH, CRUSH_REPORT, &CRUSH_MOVES[..4]),
        "game going on",
    );
    let mut longer = CRUSH_MOVES.to_vec();
    longer.push("stay at (15,16); robots left: 0; debris: (15,15)");
    rejects(case(CRUSH, CRUSH_REPORT, &longer), "already over");
    for (number, line) in [
        (1, "Won game after making 6 moves."),
        (1, "Lost game after making 5 moves."),
        (2, "Final position: (15,17)"),
        (3, "Number of cells with debris: 2"),
    ] {
        let report = with(CRUSH_REPORT, number, line);
        rejects(case(CRUSH, &report, CRUSH_MOVES), "the report says");
    }
    rejects(
        case(TELEPORT, &TELEPORT_REPORT[1..], TELEPORT_MOVES),
        "the report says",
    );
    rejects(
        case(TRAPPED, &TRAPPED_REPORT[..3], TRAPPED_MOVES),
        "the report says",
    );
    let text = format!(
        "Case 1:\n{}\n  move 2: {}\n",
        CRUSH_REPORT.join("\n"),
        CRUSH_MOVES[0]
    );
    rejects(replay(CRUSH, &text).map(|_| ()), "unreadable");
    rejects(replay(CRUSH, "").map(|_| ()), "0 cases explained");
}

/// CRUSH's last board: you on (15,16), the pushed debris on (15,15).
const CRUSH_DRAWING: [&str; 4] = [LEGEND, "     1 1", "     5 6", "  15 * @"];

fn owned(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|line| line.to_string()).collect()
}

#[test]
fn the_replayer_hands_back_the_end_and_the_drawing() {
    let mut text = String::from("Case 1:\n");
    for line in CRUSH_REPORT {
        text.push_str(&format!("{}\n", line));
    }
    for (i, line) in CRUSH_MOVES.iter().enumerate() {
        text.push_str(&format!("  move {}: {}\n", i + 1, line));
    }
    for line in &CRUSH_DRAWING {
        text.push_str(&format!("{}\n", line));
    }
    let ends = replay(CRUSH, &text).expect("the right play");
    assert_eq!(ends.len(), 1);
    assert_eq!(ends[0].world.me, (15, 16));
    assert_eq!(ends[0].world.debris, [(15, 15)]);
    assert!(ends[0].world.robots.is_empty() && !ends[0].caught);
    assert_eq!(ends[0].drawing, owned(&CRUSH_DRAWING));
}

#[test]
fn the_drawing_reads_back_with_its_numbers() {
    let board = parse_board(&owned(&CRUSH_DRAWING)).expect("a well-formed drawing");
    assert_eq!(
        board,
        Board {
            top_left: (15, 15),
            squares: vec![vec!['*', '@']],
        }
    );
    let mut tall = owned(&[
        LEGEND,
        "     0 1 1",
        "     9 0 1",
        "   9 R . .",
        "  10 . X *",
    ]);
    let read = parse_board(&tall).expect("two rows, three columns");
    assert_eq!(read.top_left, (9, 9));
    assert_eq!(read.squares[1], ['.', 'X', '*']);
    tall[4] = "  10 . \x1b[1;32mX\x1b[0m \x1b[33m*\x1b[0m".into();
    assert_eq!(parse_board(&tall), Ok(read));
    let misshapen = [
        (3, "  10 R . .", "rows not one after another"),
        (2, "     9 1 1", "columns not one after another"),
        (4, "  10 . X", "a square short"),
        (4, "  10 . XX *", "two characters in a square"),
        (4, " 10 . X *", "the row number out of place"),
    ];
    for (index, line, why) in misshapen {
        let mut drawing = tall.clone();
        drawing[index] = line.to_string();
        assert!(parse_board(&drawing).is_err(), "{}", why);
    }
    assert!(parse_board(&tall[1..]).is_err(), "no legend");
}
