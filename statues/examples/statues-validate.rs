//! Input validator for statues' problem package (`scripts/package.sh`): accepts exactly the
//! inputs the statement promises, 8 lines of 8 characters out of `.SMA` with `M` alone in
//! the bottom-left corner and `A` alone in the top-right one, each line ended by `\n`.
//! In the package it is one file, with `scripts/tools/tests/validator/strict.rs` written inline,
//! for problemtools to compile with rustc; `shared-io/tests/validators.rs` runs it on every
//! data file.

#[allow(dead_code)]
#[path = "../../scripts/tools/tests/validator/strict.rs"]
mod strict;

use strict::Lines;

/// Ok when `input` is a board the statement promises, else why not. Cost: O(input length).
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    for row in 0..8 {
        let line = lines.line("a row of 8 cells")?;
        let n = lines.number;
        if line.len() != 8 {
            return Err(format!("line {n}: expected 8 cells, found {}", line.len()));
        }
        for (col, cell) in line.bytes().enumerate() {
            let wanted = match (row, col) {
                (7, 0) => "M",
                (0, 7) => "A",
                _ => ".S",
            };
            if !wanted.as_bytes().contains(&cell) {
                let cell = cell as char;
                return Err(format!(
                    "line {n}: cell {} is {cell:?}, expected one of {wanted:?}",
                    col + 1
                ));
            }
        }
    }
    lines.end()
}

// ---- Verdict -------------------------------------------------------------------------------

fn main() {
    strict::main(validate)
}
