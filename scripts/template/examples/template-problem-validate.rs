//! Input validator for template-problem's problem package (`scripts/package.sh`; a
//! placeholder to replace with the statement's promise): lines of two numbers in
//! -1000000000..=1000000000, the last one `0 0`, each line ended by `\n`. In the package it
//! is one file, with `scripts/tools/tests/validator/strict.rs` written inline, for
//! problemtools to compile with rustc.

#[allow(dead_code)]
#[path = "../../tools/tests/validator/strict.rs"]
mod strict;

use strict::Lines;

/// The largest magnitude of an input number.
const LIMIT: i64 = 1_000_000_000;

/// Ok when `input` is what the statement promises, else why not. Cost: O(input length).
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    loop {
        let [a, b] = lines.numbers("a pair", [(-LIMIT, LIMIT); 2])?;
        if (a, b) == (0, 0) {
            return lines.end();
        }
    }
}

fn main() {
    strict::main(validate)
}
