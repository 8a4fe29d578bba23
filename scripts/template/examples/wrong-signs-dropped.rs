//! A deliberately wrong template-problem solver, for versus's self-test and the package's
//! `wrong_answer/`: it adds the numbers' magnitudes, as if none were negative. `--right` makes
//! it right. It shares no code with the solver. Replace it with a known wrong approach to the
//! real problem, and its row in `[package.metadata.problem.planted]` with that approach's.

use std::io::Read;

fn main() {
    let right = std::env::args().any(|arg| arg == "--right");
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        std::process::exit(1);
    }
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map_while(|word| word.parse().ok())
        .collect();
    for pair in numbers
        .chunks(2)
        .take_while(|pair| pair.len() == 2 && pair != &[0, 0])
    {
        let sum = if right {
            pair[0] + pair[1]
        } else {
            pair[0].abs() + pair[1].abs()
        };
        println!("{}", sum);
    }
}
