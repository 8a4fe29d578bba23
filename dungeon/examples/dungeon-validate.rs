//! Input validator for dungeon's problem package (`scripts/package.sh`): accepts exactly the
//! inputs the statement promises: 1 to 50 runs, each a maze of 3 to 25 rows and 4 to 80
//! columns of printable characters without spaces, one `@`, one `X`, 1 to 100 `M`, and a
//! frame of wall (no `@ X M .` on its border); each line ended by `\n`.
//! In the package it is one file, with `scripts/tools/tests/validator/strict.rs` written inline,
//! for problemtools to compile with rustc; `shared-io/tests/validators.rs` runs it on every
//! data file.

#[path = "../../scripts/tools/tests/validator/strict.rs"]
mod strict;

use strict::Lines;

/// Ok when `input` keeps the statement's promise, else why not. Cost: O(input length).
pub fn validate(input: &[u8]) -> Result<(), String> {
    let mut lines = Lines::new(input);
    let [runs] = lines.numbers("the number of runs", [(1, 50)])?;
    for run in 1..=runs {
        let [h, w] = lines.numbers("h w", [(3, 25), (4, 80)])?;
        let (h, w) = (h as usize, w as usize);
        let (mut starts, mut exits, mut monsters) = (0, 0, 0);
        for row in 0..h {
            let line = lines.line("a row of the maze")?.as_bytes();
            let n = lines.number;
            if line.len() != w || line.contains(&b' ') {
                return Err(format!("line {n}: expected {w} characters without spaces"));
            }
            for (col, &cell) in line.iter().enumerate() {
                let border = row == 0 || row + 1 == h || col == 0 || col + 1 == w;
                if border && b"@XM.".contains(&cell) {
                    return Err(format!(
                        "line {n}: {:?} on the frame, which must be wall",
                        cell as char
                    ));
                }
                match cell {
                    b'@' => starts += 1,
                    b'X' => exits += 1,
                    b'M' => monsters += 1,
                    _ => {}
                }
            }
        }
        if starts != 1 || exits != 1 || !(1..=100).contains(&monsters) {
            return Err(format!(
                "run {run}: {starts} '@', {exits} 'X' and {monsters} 'M'; the statement promises 1, 1 and 1 to 100"
            ));
        }
    }
    lines.end()
}

// ---- Verdict -------------------------------------------------------------------------------

fn main() {
    strict::main(validate)
}
