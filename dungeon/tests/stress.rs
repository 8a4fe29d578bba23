//! Random single runs, sizes stepping up over the run, and wide runs whose rays and steps
//! cross column 64: the solver's ending against the plain simulator's within 400 moves. Then
//! random whole inputs of 1 to 4 runs, and versus's own tiny and small inputs (planted runs
//! among them), every answer line against the oracle's.

use crate::gen::{random_rows, run_text, Dungeon};
use crate::{oracle, solution, SOLVER};
use shared_io::Scanner;
use tools::problem::{Problem, Size};
use tools::stress::{stress, Rng};

/// How the solver plays the single run in `run_text` (`h w` and rows) under `limit`.
pub fn fast_with_limit(run_text: &str, limit: u32) -> solution::Ending {
    let grid =
        solution::parse_run(&mut Scanner::new(run_text.as_bytes().to_vec())).expect("valid run");
    solution::play(&grid, limit)
}

/// How the plain simulator plays it, in the solver's terms.
pub fn plain_with_limit(run_text: &str, limit: u32) -> solution::Ending {
    let rows = run_text
        .lines()
        .skip(1)
        .map(|row| row.bytes().collect())
        .collect();
    match oracle::simulate(&oracle::Dungeon { rows }, limit) {
        oracle::End::Out(moves) => solution::Ending::Exit(moves),
        oracle::End::Dead(turn) => solution::Ending::Trapped(turn),
        oracle::End::Inside => solution::Ending::OutOfTime,
    }
}

/// One run of up to 25x40: the widest size steps up every `per_step` cases, the tallest every
/// `2 * per_step`.
pub fn stepped_run(rng: &mut Rng, case: u64, per_step: u64) -> String {
    let max_h = 3 + (case / (2 * per_step)) as i64 % 23;
    let max_w = 4 + (case / per_step) as i64 % 37;
    run_text(&random_rows(rng, (3, max_h), (4, max_w), false))
}

/// One run 60 to 80 wide, its tallest size (up to 8) stepping up every `per_step` cases.
pub fn wide_run(rng: &mut Rng, case: u64, per_step: u64) -> String {
    let max_h = 3 + (case / per_step) as i64 % 6;
    run_text(&random_rows(rng, (3, max_h), (60, 80), false))
}

/// The solver and the plain simulator end one run (`h w` and rows) alike within 400 moves.
fn endings_agree(text: &str) -> Result<(), String> {
    let (fast, slow) = (fast_with_limit(text, 400), plain_with_limit(text, 400));
    if fast == slow {
        Ok(())
    } else {
        Err(format!("solver: {:?}, plain simulator: {:?}", fast, slow))
    }
}

#[test]
fn random_dungeons_agree_with_the_oracle() {
    let generate = |rng: &mut Rng, case: u64| stepped_run(rng, case, 150);
    stress("dungeon random", 4_000, generate, endings_agree);
}

/// A row is two 64-bit lanes, so rays, moves and your steps across column 64 take paths that
/// narrower dungeons never reach.
#[test]
fn wide_dungeons_agree_with_the_oracle() {
    let generate = |rng: &mut Rng, case: u64| wide_run(rng, case, 100);
    stress("dungeon wide", 600, generate, endings_agree);
}

#[test]
fn whole_inputs_agree_with_the_oracle() {
    let generate = |rng: &mut Rng, _: u64| {
        let runs = rng.range(1, 4);
        let mut input = format!("{}\n", runs);
        for _ in 0..runs {
            input.push_str(&run_text(&random_rows(rng, (3, 8), (4, 12), false)));
        }
        input
    };
    let oracle = |input: &str| oracle::answers(input, solution::LIMIT);
    stress(
        "dungeon whole inputs",
        300,
        generate,
        SOLVER.agrees_with(oracle),
    );
}

/// versus's inputs, tiny and small by turns: a third of their runs planted (crossings where
/// monsters patrol, meet and get stuck, and the limit mazes, played to the end).
#[test]
fn versus_inputs_agree_with_the_oracle() {
    let generate = |rng: &mut Rng, case: u64| {
        let size = if case % 2 == 0 {
            Size::Tiny
        } else {
            Size::Small
        };
        Dungeon::text(&Dungeon::generate(rng, size))
    };
    let oracle = |input: &str| oracle::answers(input, solution::LIMIT);
    stress(
        "dungeon versus inputs",
        400,
        generate,
        SOLVER.agrees_with(oracle),
    );
}

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::Dungeon>(20);
}
