//! The oracle: the answers computed from the statement alone, sharing no code with the
//! solver (for a real problem: a brute force or a plain simulator), and a referee that
//! judges an output as the problem's checker does, accepting any right answer (here, a sum
//! written any way a number may be: `+5`, `05`). Where each input has one right output,
//! `answers` alone is the oracle, and `referee` goes with the checker.

/// Every answer for the whole input `input`, up to `0 0`.
pub fn answers(input: &str) -> String {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map_while(|word| word.parse().ok())
        .collect();
    numbers
        .chunks(2)
        .take_while(|pair| pair.len() == 2 && pair != &[0, 0])
        .map(|pair| format!("{}\n", pair[0] + pair[1]))
        .collect()
}

/// Ok when `output` is a right answer to `input`: one sum a line, each the number `answers`
/// gives, however it is written; else why not. (For a real problem with several right
/// answers: check the answer's own properties, a path's length and legality, not its bytes.)
pub fn referee(input: &str, output: &str) -> Result<(), String> {
    let expected: Vec<i64> = answers(input)
        .lines()
        .filter_map(|line| line.parse().ok())
        .collect();
    let given: Vec<&str> = output.lines().collect();
    if given.len() != expected.len() {
        return Err(format!(
            "{} lines expected, {} given",
            expected.len(),
            given.len()
        ));
    }
    for (case, (want, got)) in expected.iter().zip(&given).enumerate() {
        if got.trim().parse::<i64>().ok() != Some(*want) {
            return Err(format!("case {}: {} is not {}", case + 1, got, want));
        }
    }
    Ok(())
}
