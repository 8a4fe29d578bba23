//! The replayer accepts legal walks and true counts, and rejects each kind of illegal
//! explanation; it hands a walk's drawing back; the drawing's reader reads squares, the start
//! and colour, and rejects a misshapen drawing.

use super::drawing::{parse_maze, Square, LEGEND};
use super::replay;

/// One-line mazes use ` / ` between input lines.
fn lines(text: &str) -> String {
    text.split(" / ")
        .map(|line| format!("{}\n", line))
        .collect()
}

/// A 3x3 all-wild maze, start (2,2), top 1, front 2.
const WILD: &str = "W 3 3 2 2 1 2 / -1 -1 -1 / -1 -1 -1 / -1 -1 -1";

/// The explained output for `maze`: its name, then `said` one line each.
fn check(maze: &str, said: &[&str]) -> Result<String, String> {
    let name = maze.split(' ').next().unwrap_or_default();
    let mut text = format!("{}\n", name);
    for line in said {
        text.push_str(&format!("  {}\n", line));
    }
    replay(&lines(maze), &text).map(|replayed| replayed.answers)
}

#[track_caller]
fn rejects(maze: &str, said: &[&str], reason: &str) {
    match check(maze, said) {
        Ok(_) => panic!("accepted {:?}", said),
        Err(why) => assert!(why.contains(reason), "{:?} rejected for {:?}", said, why),
    }
}

const BOUNCE_UP: [&str; 4] = [
    "(2,2),(1,2),(2,2)",
    "start (2,2): top 1, front 2",
    "roll 1, up to (1,2): top 2, front 6",
    "roll 2, down to (2,2), back at the start: top 1, front 2",
];

#[test]
fn the_replayer_accepts_legal_walks_and_true_counts() {
    assert_eq!(
        check(WILD, &BOUNCE_UP),
        Ok("W\n  (2,2),(1,2),(2,2)\n".to_string())
    );
    let left_and_back = [
        "(2,2),(2,1),(2,2)",
        "start (2,2): top 1, front 2",
        "roll 1, left to (2,1): top 3, front 2",
        "roll 2, right to (2,2), back at the start: top 1, front 2",
    ];
    assert!(check(WILD, &left_and_back).is_ok());
    let one = "ONE 1 1 1 1 1 2 / -1";
    let one_state = "1 (square, orientation) state reachable from the start (itself included); \
                     none can re-enter the start square";
    assert!(check(one, &["No Solution Possible", one_state]).is_ok());
}

#[test]
fn the_replayer_rejects_each_kind_of_illegal_explanation() {
    let [walk, start, up, down] = BOUNCE_UP;
    rejects(
        WILD,
        &[walk, "start (2,2): top 2, front 1", up, down],
        "starts",
    );
    rejects(WILD, &["(1,2),(2,2),(1,2)", start, up, down], "starts");
    let down_twice = "roll 1, down to (1,2): top 2, front 6";
    rejects(
        WILD,
        &[walk, start, down_twice, down],
        "not one square down",
    );
    let elsewhere = "roll 1, up to (1,3): top 2, front 6";
    rejects(WILD, &[walk, start, elsewhere, down], "the walk says");
    let jump = [
        "(2,2),(1,2),(3,2),(2,2)",
        start,
        up,
        "roll 2, down to (3,2): top 1, front 2",
        "roll 3, up to (2,2), back at the start: top 2, front 6",
    ];
    rejects(WILD, &jump, "not one square down of (1, 2)");
    let mirror_die = "roll 1, left to (2,1): top 4, front 2";
    let back_right = "roll 2, right to (2,2), back at the start: top 1, front 2";
    rejects(
        WILD,
        &["(2,2),(2,1),(2,2)", start, mirror_die, back_right],
        "a die shows",
    );
    let swapped = "roll 2, down to (2,2), back at the start: top 2, front 1";
    rejects(WILD, &[walk, start, up, swapped], "a die shows");
    let early = [
        "(2,2),(1,2),(2,2),(3,2),(2,2)",
        start,
        up,
        down,
        "roll 3, down to (3,2): top 5, front 1",
        "roll 4, up to (2,2), back at the start: top 1, front 2",
    ];
    rejects(WILD, &early, "re-enters the start");
    let unmarked = "roll 2, down to (2,2): top 1, front 2";
    rejects(WILD, &[walk, start, up, unmarked], "misnamed");
    rejects(WILD, &["(2,2),(1,2)", start, up], "ends away");
    rejects(WILD, &["(2,2)", start], "never leaves");
    rejects(WILD, &[walk, start, up], "no line for a roll");
    rejects(
        WILD,
        &[walk, start, up, down, down],
        "a line after the last maze",
    );
    let renumbered = "roll 3, down to (2,2), back at the start: top 1, front 2";
    rejects(WILD, &[walk, start, up, renumbered], "roll line");
    let edge = "EDGE 1 2 1 1 1 2 / -1 -1";
    let off = [
        "(1,1),(0,1),(1,1)",
        "start (1,1): top 1, front 2",
        "roll 1, up to (0,1): top 2, front 6",
        "roll 2, down to (1,1), back at the start: top 1, front 2",
    ];
    rejects(edge, &off, "off the maze");
    let down_and_up = [
        "(1,1),(2,1),(1,1)",
        "start (1,1): top 1, front 2",
        "roll 1, down to (2,1): top 5, front 1",
        "roll 2, up to (1,1), back at the start: top 1, front 2",
    ];
    rejects("RETBAD 2 1 1 1 1 2 / 6 / 1", &down_and_up, "holds 6");
    rejects("ZERO 2 1 1 1 1 2 / 0 / -1", &down_and_up, "holds 0");
    let two_states = "2 (square, orientation) states reachable from the start (itself \
                      included); none can re-enter the start square";
    rejects(
        "ONE 1 1 1 1 1 2 / -1",
        &["No Solution Possible", two_states],
        "the oracle",
    );
    let bounce = "BOUNCE 2 1 1 1 1 2 / -1 / -1";
    rejects(bounce, &["No Solution Possible", two_states], "yet a roll");
    assert!(replay(&lines(WILD), "V\n  (2,2),(1,2),(2,2)\n").is_err());
}

/// BOUNCE_UP's drawing on WILD: the start (2,2) rolls up, (1,2) rolls down.
const BOUNCE_DRAWING: [&str; 5] = [
    LEGEND,
    "       1    2    3",
    "   1  -1   -1v  -1",
    "   2  -1  [-1^] -1",
    "   3  -1   -1   -1",
];

fn owned(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|line| line.to_string()).collect()
}

#[test]
fn the_replayer_hands_back_the_drawing_under_a_walk() {
    let mut text = String::from("W\n");
    for line in &BOUNCE_UP {
        text.push_str(&format!("  {}\n", line));
    }
    for line in &BOUNCE_DRAWING {
        text.push_str(&format!("{}\n", line));
    }
    let replayed = replay(&lines(WILD), &text).expect("a legal walk and its drawing");
    assert_eq!(replayed.walks.len(), 1);
    assert_eq!(replayed.walks[0].walk, [(2, 2), (1, 2), (2, 2)]);
    assert_eq!(replayed.walks[0].drawing, owned(&BOUNCE_DRAWING));
    let cut = text.replace("   3  -1   -1   -1\n", "");
    assert!(replay(&lines(WILD), &cut).is_err(), "a row short");
}

#[test]
fn the_drawing_reads_back_square_by_square() {
    let squares = parse_maze(&owned(&BOUNCE_DRAWING)).expect("a well-formed drawing");
    assert_eq!(squares.len(), 3);
    assert!(squares.iter().all(|row| row.len() == 3));
    let square = |number, mark, start| Square {
        number,
        mark,
        start,
    };
    assert_eq!(squares[0][1], square(-1, 'v', false));
    assert_eq!(squares[1][1], square(-1, '^', true));
    assert_eq!(squares[2][2], square(-1, ' ', false));
    let mut coloured = owned(&BOUNCE_DRAWING);
    coloured[3] = "   2  -1  \x1b[1;32m[\x1b[0m-1\x1b[1;32m^\x1b[0m\x1b[1;32m]\x1b[0m -1".into();
    assert_eq!(parse_maze(&coloured), Ok(squares));
    let misshapen = [
        ("   2  -1  [-1^  -1", "half a bracket"),
        ("   2  -1  [-1^] -1   6", "a fourth square"),
        ("   2  -1  [-x^] -1", "no number"),
        ("   3  -1  [-1^] -1", "misnumbered row"),
    ];
    for (row, why) in misshapen {
        let mut drawing = owned(&BOUNCE_DRAWING);
        drawing[3] = row.to_string();
        assert!(parse_maze(&drawing).is_err(), "{}", why);
    }
    assert!(
        parse_maze(&owned(&BOUNCE_DRAWING[1..])).is_err(),
        "no legend"
    );
}
