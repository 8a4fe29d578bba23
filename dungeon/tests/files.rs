//! The generated data file worst.in: its generator, the check that the file on disk is what
//! the generator makes today, that its runs last all 10,000 turns, and the ignored writer
//! (`cargo test --release -p dungeon -- --ignored`).

use crate::gen::run_text;
use crate::stress::fast_with_limit;
use crate::{oracle, solution, SOLVER};
use shared_io::stress::Rng;

/// Worst case: 50 runs of 25x80 with 100 monsters, and its expected output. A big pillared
/// room holds you and most monsters; the exit sits in a chamber sealed off by a wall column
/// (so every answer is 0, as a flood fill from `@` shows), and your set survives the room for
/// all 10,000 turns.
fn worst_case_file() -> (String, String) {
    let mut rng = Rng::new(1999);
    let mut input = String::from("50\n");
    let mut runs = 0;
    while runs < 50 {
        let (h, w, seal) = (25, 80, 60 + rng.below(10));
        let mut rows = vec![vec![b'.'; w]; h];
        for (r, row) in rows.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                if r == 0 || r + 1 == h {
                    *cell = b'-';
                } else if c == 0 || c + 1 == w || c == seal {
                    *cell = b'|';
                } else if rng.chance(4) {
                    *cell = b'+';
                }
            }
        }
        let mut place = |rng: &mut Rng, cols: (usize, usize), what: u8| loop {
            let (r, c) = (
                rng.range(1, h as i64 - 2) as usize,
                rng.range(cols.0 as i64, cols.1 as i64) as usize,
            );
            if rows[r][c] == b'.' {
                rows[r][c] = what;
                break;
            }
        };
        place(&mut rng, (1, seal - 1), b'@');
        place(&mut rng, (seal + 1, w - 2), b'X');
        for m in 0..100 {
            let cols = if m < 92 {
                (1, seal - 1)
            } else {
                (seal + 1, w - 2)
            };
            place(&mut rng, cols, b'M');
        }
        // keep only rooms where your set survives all the turns
        let text = run_text(&rows);
        if fast_with_limit(&text, solution::LIMIT) == solution::Ending::OutOfTime {
            input.push_str(&text);
            runs += 1;
        }
    }
    (input, "0\n".repeat(50))
}

#[test]
fn worst_case_file_is_the_generated_one() {
    SOLVER.data().assert_generated("worst", &worst_case_file());
}

/// Runs the plain simulator on the first `runs` runs of `input`: each must go the full
/// 10,000 turns, alive and not out.
fn runs_last_all_turns(input: &str, runs: usize) {
    for (i, dungeon) in oracle::read_input(input).iter().take(runs).enumerate() {
        let end = oracle::simulate(dungeon, solution::LIMIT);
        assert_eq!(end, oracle::End::Inside, "run {}", i + 1);
    }
}

/// The worst case is worst only if your set never dies out: check the first two runs here
/// (the writer checks all 50).
#[test]
fn worst_case_runs_last_all_turns() {
    runs_last_all_turns(&worst_case_file().0, 2);
}

/// Writes data/dungeon/worst.in and its expected output (all 0: the exit is sealed off),
/// after checking with the plain simulator that every run goes the full 10,000 turns.
#[test]
#[ignore]
fn write_worst_case_file() {
    let made = worst_case_file();
    runs_last_all_turns(&made.0, 50);
    SOLVER.data().write_generated("worst", &made);
}
