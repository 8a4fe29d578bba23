//! Input validator for statues' problem package (`scripts/package.sh`): accepts exactly the
//! inputs the statement promises, 8 lines of 8 characters out of `.SMA` with `M` alone in
//! the bottom-left corner and `A` alone in the top-right one, each line ended by `\n`.
//! problemtools compiles this one file with rustc; `shared-io/tests/validators.rs` runs it
//! on every data file.

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
