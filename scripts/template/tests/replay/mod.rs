//! Replays `--explain` output by the rules: under each answer, the two terms of the case, in
//! order, which sum to it. Nothing here comes from the solver.

mod tests;

/// Checks the explanation `explained` of `input`.
pub fn replay(input: &str, explained: &str) -> Result<(), String> {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map_while(|word| word.parse().ok())
        .collect();
    let lines: Vec<&str> = explained.lines().collect();
    let cases = numbers.chunks(2).take_while(|pair| pair != &[0, 0]);
    for (k, pair) in cases.enumerate() {
        let said = (lines.get(2 * k), lines.get(2 * k + 1));
        let expected = (
            format!("{}", pair[0] + pair[1]),
            format!("  {} + {}", pair[0], pair[1]),
        );
        if said != (Some(&expected.0.as_str()), Some(&expected.1.as_str())) {
            return Err(format!(
                "case {}: {:?}, expected {:?}",
                k + 1,
                said,
                expected
            ));
        }
    }
    Ok(())
}
