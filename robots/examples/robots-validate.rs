//! Input validator for robots' problem package (`scripts/package.sh`): accepts exactly the
//! inputs the statement promises: games of 1 to 50 robots on distinct cells other than
//! (15,15) and 0 to 20 teleports, every cell 1 to 31, then a line `0 0`; each line ended by
//! `\n`.
//! In the package it is one file, with `scripts/tools/tests/validator/strict.rs` written inline,
//! for problemtools to compile with rustc; `shared-io/tests/validators.rs` runs it on every
//! data file.

#[path = "../../scripts/tools/tests/validator/strict.rs"]
mod strict;

use strict::Lines;

/// Ok when `input` keeps the statement's promise, else why not. Cost: O(input length).
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    loop {
        let [robots, teleports] = lines.numbers("R T", [(0, 50), (0, 20)])?;
        if robots == 0 {
            if teleports != 0 {
                return Err(format!("line {}: a game has 1 to 50 robots", lines.number));
            }
            return lines.end();
        }
        let mut taken = [[false; 32]; 32];
        for _ in 0..robots {
            let [r, c] = lines.numbers("a robot's cell", [(1, 31), (1, 31)])?;
            let (r, c) = (r as usize, c as usize);
            if (r, c) == (15, 15) || taken[r][c] {
                return Err(format!(
                    "line {}: robot on ({r},{c}), which is yours or taken",
                    lines.number
                ));
            }
            taken[r][c] = true;
        }
        for _ in 0..teleports {
            lines.numbers("a teleport's cell", [(1, 31), (1, 31)])?;
        }
    }
}

// ---- Verdict -------------------------------------------------------------------------------

fn main() {
    strict::main(validate)
}
