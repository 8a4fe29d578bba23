//! Input validator for moveable-maze's problem package (`scripts/package.sh`): accepts
//! exactly the inputs the statement promises: boards of 1 to 20 rows and columns, start and
//! target on the board, squares `x` or 1 to 4 distinct letters of `NESW` in any order, the
//! start joined to the target by squares that are not `x`, then a line `0 0`; each line
//! ended by `\n`. problemtools compiles this one file with rustc;
//! `shared-io/tests/validators.rs` runs it on every data file.

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

// ---- Reading: strict lines ----------------------------------------------------------------

/// The input as strict lines: printable ASCII, each ended by one `\n`, tokens split by single
/// spaces, nothing before the first or after the last token.
struct Lines<'a> {
    rest: &'a [u8],
    /// The number of the line read last (1-based; 0 before the first).
    number: usize,
}

impl<'a> Lines<'a> {
    fn new(input: &'a [u8]) -> Self {
        Lines {
            rest: input,
            number: 0,
        }
    }

    /// The next line without its `\n`. Cost: O(line length).
    fn line(&mut self, what: &str) -> Result<&'a str, String> {
        self.number += 1;
        let n = self.number;
        let end = match self.rest.iter().position(|&b| b == b'\n') {
            Some(end) => end,
            None if self.rest.is_empty() => {
                return Err(format!(
                    "line {n}: expected {what}, found the end of the input"
                ))
            }
            None => return Err(format!("line {n}: expected {what}, found no final newline")),
        };
        let (line, rest) = (&self.rest[..end], &self.rest[end + 1..]);
        self.rest = rest;
        if let Some(&b) = line.iter().find(|&&b| !(b' '..=b'~').contains(&b)) {
            return Err(format!("line {n}: byte 0x{b:02X} is not printable ASCII"));
        }
        // Every byte is printable ASCII, so the line is UTF-8.
        let line = std::str::from_utf8(line).map_err(|e| e.to_string())?;
        if line.starts_with(' ') || line.ends_with(' ') || line.contains("  ") {
            return Err(format!(
                "line {n}: tokens must be split by single spaces, none at either end"
            ));
        }
        if line.is_empty() {
            return Err(format!("line {n}: expected {what}, found an empty line"));
        }
        Ok(line)
    }

    /// The next line as exactly `N` integers, each in its range `lo..=hi`, written without
    /// sign or leading zeros unless negative. Cost: O(line length).
    fn numbers<const N: usize>(
        &mut self,
        what: &str,
        ranges: [(i64, i64); N],
    ) -> Result<[i64; N], String> {
        let line = self.line(what)?;
        let n = self.number;
        let tokens: Vec<&str> = line.split(' ').collect();
        if tokens.len() != N {
            return Err(format!(
                "line {n}: expected {what} ({N} numbers), found {} tokens",
                tokens.len()
            ));
        }
        let mut values = [0; N];
        for (i, (token, (lo, hi))) in tokens.iter().zip(ranges).enumerate() {
            let value = token
                .parse::<i64>()
                .ok()
                .filter(|v| v.to_string() == *token)
                .ok_or_else(|| format!("line {n}: expected a number, found {token:?}"))?;
            if value < lo || value > hi {
                return Err(format!(
                    "line {n}: number {} of {what} is {value}, outside {lo}..={hi}",
                    i + 1
                ));
            }
            values[i] = value;
        }
        Ok(values)
    }

    /// Succeeds when nothing follows the last line read.
    fn end(&self) -> Result<(), String> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "line {}: expected the end of the input, found more",
                self.number + 1
            ))
        }
    }
}

// ---- Verdict -------------------------------------------------------------------------------

/// Reads standard input, exits 42 when it keeps the promise and 43 (with one line on stderr
/// saying why) when it does not: the exit codes of the problem package format.
fn main() {
    let mut input = Vec::new();
    let verdict = std::io::Read::read_to_end(&mut std::io::stdin(), &mut input)
        .map_err(|e| format!("cannot read the input: {e}"))
        .and_then(|_| validate(&input));
    match verdict {
        Ok(()) => std::process::exit(42),
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(43)
        }
    }
}
