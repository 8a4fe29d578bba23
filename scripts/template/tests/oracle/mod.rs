//! The oracle: the answers computed from the statement alone, sharing no code with the
//! solver. (For a real problem: a brute force or a plain simulator.)

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
