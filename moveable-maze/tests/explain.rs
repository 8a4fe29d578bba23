//! `--explain` replayed under the literal rules by `replay/` (written apart from the solver):
//! on every data file and on 5,000 random boards up to 20x20 (random grids, and big and tiny
//! boards of every adversarial family), every plan is legal, reaches the target on its last
//! turn and has as many turns as the answer. The answers match the data files' expected
//! outputs and the turnable-once oracle (`oracle/once.rs`), and a `walk model` line the
//! independent walk model. Reports how many answers equal the walk model's bound. Each plan's
//! drawing, read back, is the input's board and the board the replay leaves, heavy exactly on
//! the squares the replayed piece stood on, with the input's start and target named.

use crate::gen::{families, parse_grids, random_grid};
use crate::oracle::once;
use crate::replay::drawing::{parse_boards, Drawing, Square};
use crate::replay::{replay, Case, Played};
use crate::SOLVER;
use tools::stress::{stress, Rng};

/// The answers as `solve` prints them.
fn answers(cases: &[Case]) -> String {
    cases.iter().map(|c| format!("{}\n", c.answer)).collect()
}

/// How many answers were checked and how many equal the walk model's bound (no `walk model`
/// line): at that bound an answer is certified optimal at any size.
#[derive(Default)]
struct Tally {
    answers: usize,
    at_walk_model: usize,
}

/// Every case's drawing is its replayed play (`drawn`).
fn drawn_right(cases: &[Case]) -> Result<(), String> {
    for (number, case) in cases.iter().enumerate() {
        let drawing = parse_boards(&case.played.drawing)
            .and_then(|drawing| difference(&drawing, &drawn(&case.played)));
        drawing.map_err(|why| format!("case {}: drawing: {}", number + 1, why))?;
    }
    Ok(())
}

/// Where `drawing` first differs from `expected`, if it does.
fn difference(drawing: &Drawing, expected: &Drawing) -> Result<(), String> {
    let ends = |d: &Drawing| (d.start, d.target);
    if ends(drawing) != ends(expected) {
        return Err(format!(
            "names (start, target) {:?}, the input has {:?} (0-based)",
            ends(drawing),
            ends(expected)
        ));
    }
    let boards = [
        ("as given", &drawing.given, &expected.given),
        ("after the last turn", &drawing.after, &expected.after),
    ];
    for (which, shown, made) in boards {
        let size = |board: &Vec<Vec<Square>>| (board.len(), board.first().map_or(0, Vec::len));
        if size(shown) != size(made) {
            return Err(format!(
                "the board {} has (rows, columns) {:?}, the input {:?}",
                which,
                size(shown),
                size(made)
            ));
        }
        for (r, (shown, made)) in shown.iter().zip(made).enumerate() {
            if let Some(c) = (0..shown.len()).find(|&c| shown[c] != made[c]) {
                return Err(format!(
                    "the board {}: ({},{}) shows {:?}, the replay makes {:?}",
                    which,
                    r + 1,
                    c + 1,
                    shown[c],
                    made[c]
                ));
            }
        }
    }
    Ok(())
}

/// What the drawing of `played` must show: the input's start and target, its board as given
/// and as the replay left it, heavy on the squares the piece stood on and nowhere else.
fn drawn(played: &Played) -> Drawing {
    let mut heavy = vec![false; played.rows * played.cols];
    for &(r, c) in &played.stood {
        heavy[r * played.cols + c] = true;
    }
    let board = |lines: &[u8]| -> Vec<Vec<Square>> {
        (0..played.rows)
            .map(|r| {
                (r * played.cols..(r + 1) * played.cols)
                    .map(|s| Square {
                        lines: lines[s],
                        heavy: heavy[s],
                    })
                    .collect()
            })
            .collect()
    };
    Drawing {
        start: played.start,
        target: played.target,
        given: board(&played.given),
        after: board(&played.after),
    }
}

impl Tally {
    fn add(&mut self, cases: &[Case]) {
        self.answers += cases.len();
        self.at_walk_model += cases.iter().filter(|c| c.walk_model.is_none()).count();
    }

    fn report(&self, what: &str) -> String {
        format!(
            "{}: {} answers, {} equal to the walk model's bound, {} above it",
            what,
            self.answers,
            self.at_walk_model,
            self.answers - self.at_walk_model
        )
    }
}

#[test]
fn explanations_replay_and_draw_on_every_data_file() {
    let mut tally = Tally::default();
    for case in SOLVER.data().cases() {
        let cases = SOLVER
            .replayed(&case.input, replay)
            .unwrap_or_else(|why| panic!("{}: {}", case.name, why));
        assert_eq!(answers(&cases), case.expected, "{}", case.name);
        if let Err(why) = drawn_right(&cases) {
            panic!("{}: {}", case.name, why);
        }
        tally.add(&cases);
    }
    eprintln!("{}", tally.report("data files"));
    assert!(tally.answers >= 100, "{}", tally.report("data files"));
}

/// Cases per size step of the random grids: sides step up from 1 to 20, then again.
const PER_SIZE: u64 = 100;

/// A random board: three in five a random grid (sides up to a bound stepping up from 1 to 20,
/// `x` squares 0, 15 or 35 percent), else a big or tiny board of an adversarial family.
fn random_board(rng: &mut Rng, case: u64) -> String {
    let family = &families::FAMILIES[(case / 5) as usize % families::FAMILIES.len()];
    match case % 5 {
        3 => (family.big)(rng).input(),
        4 => (family.tiny)(rng).input(),
        _ => {
            let most = 1 + (case / PER_SIZE) as i64 % 20;
            loop {
                let sides = (rng.range(1, most) as usize, rng.range(1, most) as usize);
                let x_percent = *rng.pick(&[0, 15, 35]);
                if let Some(grid) = random_grid(rng, sides, x_percent, usize::MAX) {
                    return grid.input();
                }
            }
        }
    }
}

/// Labels the oracle may pop before a board counts as too big for it.
const ORACLE_BUDGET: usize = 200_000;

#[test]
fn explanations_replay_and_draw_on_random_boards() {
    let (mut tally, mut by_oracle) = (Tally::default(), 0);
    stress("moveable-maze explain", 5_000, random_board, |input| {
        let cases = SOLVER.replayed(input, replay)?;
        drawn_right(&cases)?;
        let grid = &parse_grids(input)[0];
        let case = &cases[0];
        let walk_model = once::walk_model(grid);
        if case.walk_model.unwrap_or(case.answer) != walk_model {
            return Err(format!(
                "walk model {:?} for answer {}, the independent one says {}",
                case.walk_model, case.answer, walk_model
            ));
        }
        if let Some(exact) = once::turnable_once(grid, ORACLE_BUDGET) {
            if exact != case.answer {
                return Err(format!("answer {}, the oracle says {}", case.answer, exact));
            }
            by_oracle += 1;
        }
        tally.add(&cases);
        Ok(())
    });
    let report = tally.report("random boards");
    eprintln!("{}; {} answers confirmed by the oracle", report, by_oracle);
    assert!(
        by_oracle >= 4_900,
        "{}; only {} confirmed",
        report,
        by_oracle
    );
}
