//! The replayer accepts legal walks and true counts, and rejects each kind of illegal
//! explanation.

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
    replay(&lines(maze), &text)
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
