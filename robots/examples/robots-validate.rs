//! Input validator for robots' problem package (`scripts/package.sh`): accepts exactly the
//! inputs the statement promises: games of 1 to 50 robots on distinct cells other than
//! (15,15) and 0 to 20 teleports, every cell 1 to 31, then a line `0 0`; each line ended by
//! `\n`. problemtools compiles this one file with rustc; `shared-io/tests/validators.rs`
//! runs it on every data file.

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
