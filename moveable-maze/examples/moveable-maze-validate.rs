//! Input validator for moveable-maze's problem package (`scripts/package.sh`): accepts
//! exactly the inputs the statement promises: boards of 1 to 20 rows and columns, start and
//! target on the board, squares `x` or 1 to 4 distinct letters of `NESW` in any order, the
//! start joined to the target by squares that are not `x`, then a line `0 0`; each line
//! ended by `\n`.
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
        let [rows, cols] = lines.numbers("R C", [(0, 20), (0, 20)])?;
        if rows == 0 && cols == 0 {
            return lines.end();
        }
        if rows == 0 || cols == 0 {
            return Err(format!(
                "line {}: a board has 1 to 20 rows and columns",
                lines.number
            ));
        }
        let [i1, j1, i2, j2] =
            lines.numbers("i1 j1 i2 j2", [(1, rows), (1, cols), (1, rows), (1, cols)])?;
        let (rows, cols) = (rows as usize, cols as usize);
        let mut open = vec![false; rows * cols];
        for row in 0..rows {
            let line = lines.line("a row of squares")?;
            let n = lines.number;
            let tokens: Vec<&str> = line.split(' ').collect();
            if tokens.len() != cols {
                return Err(format!(
                    "line {n}: expected {cols} squares, found {}",
                    tokens.len()
                ));
            }
            for (col, token) in tokens.into_iter().enumerate() {
                open[row * cols + col] =
                    square_is_open(token).map_err(|why| format!("line {n}: {why}"))?;
            }
        }
        let start = (i1 as usize - 1) * cols + j1 as usize - 1;
        let target = (i2 as usize - 1) * cols + j2 as usize - 1;
        if !joined(&open, cols, start, target) {
            return Err(format!(
                "board ending on line {}: no squares without x join start and target",
                lines.number
            ));
        }
    }
}

/// Whether a square's token is letters (true) or `x` (false); an error for anything else.
fn square_is_open(token: &str) -> Result<bool, String> {
    if token == "x" {
        return Ok(false);
    }
    let mut seen = [false; 4];
    for letter in token.bytes() {
        let i = b"NESW".iter().position(|&l| l == letter);
        match i {
            Some(i) if !seen[i] => seen[i] = true,
            _ => {
                return Err(format!(
                    "square {token:?} is not x nor distinct letters of NESW"
                ))
            }
        }
    }
    Ok(true)
}

/// Whether start and target are joined by open squares, side by side (a flood fill).
/// Cost: O(squares).
fn joined(open: &[bool], cols: usize, start: usize, target: usize) -> bool {
    if !open[start] || !open[target] {
        return false;
    }
    let mut seen = vec![false; open.len()];
    let mut stack = vec![start];
    seen[start] = true;
    while let Some(at) = stack.pop() {
        let (r, c) = (at / cols, at % cols);
        let mut next = vec![];
        if r > 0 {
            next.push(at - cols);
        }
        if at + cols < open.len() {
            next.push(at + cols);
        }
        if c > 0 {
            next.push(at - 1);
        }
        if c + 1 < cols {
            next.push(at + 1);
        }
        for n in next {
            if open[n] && !seen[n] {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    seen[target]
}

// ---- Verdict -------------------------------------------------------------------------------

fn main() {
    strict::main(validate)
}
