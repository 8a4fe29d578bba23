//! The replayer on hand-written `--explain` outputs: legal plans pass, and each kind of
//! illegal or dishonest plan is rejected with the case and turn named; the drawing under a
//! plan is handed back with the boards it must show, and its reader reads squares, heavy
//! lines, the start and the target, and colour, and rejects a misshapen drawing. Then on the
//! full-state brute force's own optimal plans for tiny boards: each passes, and each cut short
//! by a turn fails.

use super::drawing::{parse_boards, Square, LEGEND};
use super::{replay, Case, EAST, NORTH, SOUTH, WEST};
use crate::gen::{self, boards, families, Grid};
use crate::oracle::literal::{literal_plan, Turn};
use std::fmt::Write as _;
use tools::stress::stress;

/// The statement's sample: 4 rows, 2 columns, from (1,1) to (4,1); the answer is 5.
const SAMPLE: &str = "4 2\n1 1 4 1\nE SW\nx EW\nNW ES\nN x\n0 0\n";

/// An optimal plan for the sample: every turn one rotation and one step.
const SAMPLE_PLAN: &str = "5
  1. Rotate (2,2) clockwise. Step to (1,2).
  2. Rotate (3,2) clockwise. Step to (2,2).
  3. Rotate (3,2) clockwise. Step to (3,2).
  4. Rotate (3,1) clockwise. Step to (3,1).
  5. Rotate (3,1) clockwise. Step to (4,1).
";

/// The README's 2x4 trap: 7 turns; the walk model says 6.
const TRAP: &str = "2 4\n2 1 1 4\nx S x N\nE NE NE W\n0 0\n";

const TRAP_PLAN: &str = "7
  1. Rotate (2,2) counterclockwise. Step to (2,2).
  2. Rotate (2,2) clockwise.
  3. Rotate (2,3) counterclockwise. Step to (2,3).
  4. Rotate (2,3) clockwise.
  5. Rotate (1,4) clockwise. Step to (2,4).
  6. Rotate (1,4) clockwise.
  7. Rotate (2,4) clockwise. Step to (1,4).
  walk model: 6
";

fn rejected(input: &str, explained: &str, why: &str) {
    match replay(input, explained) {
        Ok(cases) => panic!("accepted {:?}, expected to fail with {:?}", cases, why),
        Err(message) => assert!(
            message.contains(why),
            "rejected with {:?}, expected {:?}",
            message,
            why
        ),
    }
}

/// `SAMPLE_PLAN` with line `line` (0 = the answer) replaced.
fn sample_with(line: usize, text: &str) -> String {
    SAMPLE_PLAN
        .lines()
        .enumerate()
        .map(|(i, l)| if i == line { text } else { l })
        .map(|l| format!("{}\n", l))
        .collect()
}

/// Each case's answer and walk model bound, as the replayer read them.
fn read(cases: Result<Vec<Case>, String>) -> Result<Vec<(u32, Option<u32>)>, String> {
    cases.map(|cases| cases.iter().map(|c| (c.answer, c.walk_model)).collect())
}

#[test]
fn legal_plans_pass() {
    assert_eq!(read(replay(SAMPLE, SAMPLE_PLAN)), Ok(vec![(5, None)]));
    assert_eq!(read(replay(TRAP, TRAP_PLAN)), Ok(vec![(7, Some(6))]));
    // start == target: the answer alone; several cases in one file; a step only, a
    // rotation of the square under the piece, CRLF line ends
    let both = format!("{}{}", &SAMPLE[..SAMPLE.len() - 4], TRAP);
    let plans = format!("{}{}", SAMPLE_PLAN, TRAP_PLAN);
    assert_eq!(replay(&both, &plans).map(|c| c.len()), Ok(2));
    assert_eq!(
        read(replay("1 2\n1 2 1 2\nE W\n0 0\n", "0\n")),
        Ok(vec![(0, None)])
    );
    assert_eq!(
        replay(
            "1 2\n1 1 1 2\nN W\n0 0\n",
            "1\r\n  1. Rotate (1,1) clockwise. Step to (1,2).\r\n"
        )
        .map(|c| c.len()),
        Ok(1)
    );
    assert_eq!(
        replay("1 2\n1 1 1 2\nE W\n0 0\n", "1\n  1. Step to (1,2).\n").map(|c| c.len()),
        Ok(1)
    );
}

#[test]
fn illegal_steps_are_rejected() {
    // not a neighbour (diagonal, or two squares away)
    rejected(
        SAMPLE,
        &sample_with(1, "  1. Rotate (2,2) clockwise. Step to (2,2)."),
        "case 1: turn 1: step from (1,1) to (2,2): not a neighbour",
    );
    // the square left has no line that way: (1,1) shows only E
    rejected(
        "2 1\n1 1 2 1\nE\nN\n0 0\n",
        "1\n  1. Step to (2,1).\n",
        "turn 1: step from (1,1) to (2,1): no line both ways",
    );
    // the square entered has no line back: (2,2) left unturned
    rejected(
        SAMPLE,
        &sample_with(1, "  1. Step to (1,2)."),
        "case 1: turn 2: step from (1,2) to (2,2): no line both ways",
    );
    // onto an `x`
    rejected(
        "1 2\n1 1 1 2\nE x\n0 0\n",
        "1\n  1. Step to (1,2).\n",
        "no line both ways",
    );
    // off the board
    rejected(
        SAMPLE,
        &sample_with(1, "  1. Step to (0,1)."),
        "case 1: not a turn",
    );
    rejected(
        SAMPLE,
        &sample_with(1, "  1. Rotate (5,1) clockwise. Step to (1,2)."),
        "turn 1: (5,1) is off the board",
    );
}

#[test]
fn rotations_are_one_quarter_of_one_square() {
    // turning (3,2) the wrong way first leaves it without its line north
    rejected(
        SAMPLE,
        &sample_with(2, "  2. Rotate (3,2) counterclockwise. Step to (2,2)."),
        "case 1: turn 3: step from (2,2) to (3,2): no line both ways",
    );
    // two rotations in one turn, or a half turn, cannot be written
    rejected(
        SAMPLE,
        &sample_with(
            1,
            "  1. Rotate (2,2) clockwise. Rotate (3,2) clockwise. Step to (1,2).",
        ),
        "case 1: not a turn",
    );
    rejected(
        SAMPLE,
        &sample_with(1, "  1. Rotate (2,2) twice. Step to (1,2)."),
        "case 1: not a turn",
    );
    // a turn must do something
    rejected(SAMPLE, &sample_with(1, "  1. "), "case 1: not a turn");
}

#[test]
fn turns_are_numbered_from_one() {
    rejected(
        SAMPLE,
        &sample_with(1, "  0. Rotate (2,2) clockwise. Step to (1,2)."),
        "case 1: turn 1 numbered 0",
    );
    rejected(
        SAMPLE,
        &sample_with(3, "  4. Rotate (3,2) clockwise. Step to (3,2)."),
        "case 1: turn 3 numbered 4",
    );
}

#[test]
fn the_plan_ends_on_the_target_in_exactly_the_answer() {
    // one turn short: the piece stops on (3,1)
    let short: String = SAMPLE_PLAN
        .lines()
        .take(5)
        .map(|l| format!("{}\n", l))
        .collect();
    rejected(
        SAMPLE,
        &short.replacen('5', "4", 1),
        "case 1: after 4 turns the piece is not on the target",
    );
    // the answer disagrees with the turns
    rejected(SAMPLE, &sample_with(0, "6"), "case 1: answer 6 but 5 turns");
    rejected(SAMPLE, &sample_with(0, "4"), "case 1: answer 4 but 5 turns");
    // the target reached before the last turn: the answer was not the least
    rejected(
        "1 3\n1 1 1 2\nE W W\n0 0\n",
        "2\n  1. Step to (1,2).\n  2. Step to (1,3).\n",
        "case 1: turn 2 after the target",
    );
    rejected(
        "1 2\n1 1 1 2\nE W\n0 0\n",
        "2\n  1. Step to (1,2).\n  2. Rotate (1,1) clockwise.\n",
        "case 1: turn 2 after the target",
    );
}

#[test]
fn a_walk_model_line_shows_a_lower_bound_only() {
    rejected(
        SAMPLE,
        &format!("{}  walk model: 5\n", SAMPLE_PLAN),
        "case 1: walk model 5 not below the answer 5",
    );
    rejected(
        SAMPLE,
        &format!("{}  walk model: five\n", SAMPLE_PLAN),
        "case 1: walk model line",
    );
}

#[test]
fn every_case_is_explained_once() {
    let both = format!("{}{}", &SAMPLE[..SAMPLE.len() - 4], TRAP);
    rejected(&both, SAMPLE_PLAN, "case 2: no answer line");
    rejected(
        SAMPLE,
        &format!("{}{}", SAMPLE_PLAN, TRAP_PLAN),
        "output past the last case",
    );
    rejected(SAMPLE, &sample_with(0, "five"), "case 1: answer line");
    rejected(SAMPLE, &sample_with(0, " 5"), "case 1: answer line");
}

/// TRAP_PLAN's drawing: the piece walks the bottom row and up to (1,4); the plan leaves (2,2)
/// and (2,3) as given, (1,4) turned twice and (2,4) once.
fn trap_drawing() -> Vec<String> {
    let legend = format!("{} the start (2,1), the target (1,4):", LEGEND);
    let rows = [
        "     1234       1234",
        "   1 ·╷·╹     1 ·╷·╻",
        "   2 ╺┗┗╸     2 ╺┗┗╹",
    ];
    let mut drawing = vec![legend];
    drawing.extend(rows.iter().map(|row| row.to_string()));
    drawing
}

#[test]
fn the_replayer_hands_back_the_drawing_and_the_boards_it_must_show() {
    let drawing = trap_drawing();
    let text = format!("{}{}\n", TRAP_PLAN, drawing.join("\n"));
    let cases = replay(TRAP, &text).expect("a legal plan and its drawing");
    let played = &cases[0].played;
    assert_eq!(played.drawing, drawing);
    assert_eq!((played.rows, played.cols), (2, 4));
    assert_eq!((played.start, played.target), ((1, 0), (0, 3)));
    assert_eq!(played.stood, [(1, 0), (1, 1), (1, 2), (1, 3), (0, 3)]);
    let (ne, n, s, w, e) = (NORTH | EAST, NORTH, SOUTH, WEST, EAST);
    assert_eq!(played.given, [0, s, 0, n, e, ne, ne, w]);
    assert_eq!(played.after, [0, s, 0, s, e, ne, ne, n]);
    // without a drawing the plan replays all the same
    assert!(replay(TRAP, TRAP_PLAN).map(|c| c[0].played.drawing.is_empty()) == Ok(true));
    let cut = text.replace("   2 ╺┗┗╸     2 ╺┗┗╹\n", "");
    let short = replay(TRAP, &cut).expect("the replayer leaves the drawing unread");
    // a board a row short, which the explain test finds unlike the replay's
    let rows = parse_boards(&short[0].played.drawing).map(|d| d.given.len());
    assert_eq!(rows, Ok(1));
}

#[test]
fn the_drawing_reads_back_square_by_square() {
    let drawing = parse_boards(&trap_drawing()).expect("a well-formed drawing");
    assert_eq!((drawing.start, drawing.target), ((1, 0), (0, 3)));
    let square = |lines, heavy| Square { lines, heavy };
    assert_eq!(
        drawing.given,
        [
            [
                square(0, false),
                square(SOUTH, false),
                square(0, false),
                square(NORTH, true)
            ],
            [
                square(EAST, true),
                square(NORTH | EAST, true),
                square(NORTH | EAST, true),
                square(WEST, true)
            ]
        ]
    );
    assert_eq!(drawing.after[0][3], square(SOUTH, true));
    assert_eq!(drawing.after[1][3], square(NORTH, true));
    let mut coloured = trap_drawing();
    coloured[3] = "   2 \x1b[1;32m╺\x1b[0m┗┗╸     2 \x1b[1;32m╺\x1b[0m┗┗╹".into();
    assert_eq!(parse_boards(&coloured), Ok(drawing));
    let misshapen = [
        (3, "   2 ╺┗┗╸    2 ╺┗┗╹", "a gap too narrow"),
        (3, "   2 ╺┗┗╸     2 ╺┗┗╹╹", "a fifth square after"),
        (3, "   2 ╺┗┗x     2 ╺┗┗╹", "no box drawing"),
        (3, "   3 ╺┗┗╸     3 ╺┗┗╹", "misnumbered row"),
        (1, "     12345       12345", "misnumbered columns"),
        (1, "     1234      1234", "column numbers off the squares"),
    ];
    for (line, text, why) in misshapen {
        let mut drawing = trap_drawing();
        drawing[line] = text.to_string();
        assert!(parse_boards(&drawing).is_err(), "{}", why);
    }
    let mut unnamed = trap_drawing();
    unnamed[0] = LEGEND.to_string();
    assert!(parse_boards(&unnamed).is_err(), "no start and target");
    assert!(parse_boards(&trap_drawing()[1..]).is_err(), "no legend");
}

/// A plan in the `--explain` format: the answer, then the turns.
fn explained(b: &Grid, plan: &[Turn]) -> String {
    let at = |s: usize| format!("({},{})", s / b.cols + 1, s % b.cols + 1);
    let mut text = format!("{}\n", plan.len());
    for (k, turn) in plan.iter().enumerate() {
        let mut words = Vec::new();
        if let Some((s, clockwise)) = turn.rotation {
            let way = if clockwise {
                "clockwise"
            } else {
                "counterclockwise"
            };
            words.push(format!("Rotate {} {}.", at(s), way));
        }
        if let Some(s) = turn.step {
            words.push(format!("Step to {}.", at(s)));
        }
        writeln!(text, "  {}. {}", k + 1, words.join(" ")).unwrap();
    }
    text
}

#[test]
fn brute_force_plans_replay() {
    let (mut turns, mut rotations) = (0, 0);
    stress(
        "moveable-maze brute-force plans",
        1_000,
        |rng, case| {
            let family = &families::FAMILIES[case as usize % families::FAMILIES.len()];
            if case % 2 == 0 {
                boards::tiny_board(rng, case)
            } else {
                (family.tiny)(rng).input()
            }
        },
        |input| {
            let b = &gen::parse_grids(input)[0];
            let plan = literal_plan(b);
            turns += plan.len();
            rotations += plan.iter().filter(|t| t.rotation.is_some()).count();
            let cases = replay(input, &explained(b, &plan))?;
            if cases[0].answer as usize != plan.len() {
                return Err(format!("replayed {:?}", cases));
            }
            // one turn fewer: the answer would beat the literal optimum
            if !plan.is_empty() && replay(input, &explained(b, &plan[..plan.len() - 1])).is_ok() {
                return Err("a plan cut short passed".to_string());
            }
            Ok(())
        },
    );
    eprintln!("replayed {} turns, {} of them rotations", turns, rotations);
}
