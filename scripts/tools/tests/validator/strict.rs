//! What every input validator of the problem packages shares (`PROBLEM/examples/
//! PROBLEM-validate.rs` include it with `#[path]`; `scripts/package.sh` writes it inline, so
//! each validator stays one file for problemtools): strict lines, and the verdict as an exit
//! code. std only. Not a test of its own: `scripts/tools/tests/validators.rs` builds and runs
//! the validators.

/// The input as strict lines: printable ASCII, each ended by one `\n`, tokens split by single
/// spaces, nothing before the first or after the last token.
pub struct Lines<'a> {
    rest: &'a [u8],
    /// The number of the line read last (1-based; 0 before the first).
    pub number: usize,
}

impl<'a> Lines<'a> {
    pub fn new(input: &'a [u8]) -> Self {
        Lines {
            rest: input,
            number: 0,
        }
    }

    /// The next line without its `\n`. Cost: O(line length).
    pub fn line(&mut self, what: &str) -> Result<&'a str, String> {
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
    pub fn numbers<const N: usize>(
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
    pub fn end(&self) -> Result<(), String> {
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

/// A validator's `main`: reads standard input, exits 42 when `validate` accepts it and 43
/// (with one line on stderr saying why) when it does not: the exit codes of the problem
/// package format.
pub fn main(validate: fn(&[u8]) -> Result<(), String>) -> ! {
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
