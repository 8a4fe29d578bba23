//! The generated data file `worst.in`: 300 10x10 mazes, all wild but a few numbers, the start
//! square 0, so the search sees every reachable state and finds no way home. Its expected
//! output is the oracle's; a normal run fails when the files differ from what is made here.

use crate::{oracle, SOLVER};
use shared_io::stress::Rng;
use std::fmt::Write as _;

/// `worst.in` and its expected output.
fn worst_case_file() -> (String, String) {
    let mut rng = Rng::new(810);
    let mut input = String::new();
    for m in 0..300 {
        let (sr, sc) = (rng.range(1, 10), rng.range(1, 10));
        let top = rng.range(1, 6);
        let front = *rng.pick(
            &(1..=6)
                .filter(|&f| f != top && f != 7 - top)
                .collect::<Vec<_>>(),
        );
        writeln!(input, "WORST{} 10 10 {} {} {} {}", m, sr, sc, top, front).unwrap();
        for r in 1..=10 {
            let row: Vec<String> = (1..=10)
                .map(|c| match (r, c) {
                    _ if (r, c) == (sr, sc) => "0".to_string(),
                    _ if rng.chance(3) => rng.range(1, 6).to_string(),
                    _ => "-1".to_string(),
                })
                .collect();
            writeln!(input, "{}", row.join(" ")).unwrap();
        }
    }
    input.push_str("END\n");
    let output = oracle::answer(&input);
    (input, output)
}

#[test]
fn worst_case_file_is_the_generated_one() {
    SOLVER.data().assert_generated("worst", &worst_case_file());
}

/// Writes data/dice-maze/worst.in and its expected output from the oracle.
#[test]
#[ignore]
fn write_worst_case_file() {
    SOLVER.data().write_generated("worst", &worst_case_file());
}
