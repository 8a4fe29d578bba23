//! Whole-input scanner, buffered output and error reporting shared by every solver.
//! Input is read once and handed out as whitespace-separated tokens that know their line;
//! errors are values, and `run` turns one into a single stderr line and exit status 1.
//!
//! This file is inlined verbatim into each bundle as `mod shared_io { ... }`: it uses only
//! `self::`/`super::` paths and no inner attributes, and its top-level `#[cfg(...)]` items
//! (tests, stress support) are left out of the bundle.

use std::fmt;
use std::io::{self, Read, Write};
use std::str::FromStr;

/// What went wrong, and on which input line (none for output failures).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    line: Option<usize>,
    message: String,
}

impl Error {
    /// An error at input line `line` (1-based).
    pub fn at<S: Into<String>>(line: usize, message: S) -> Error {
        Error {
            line: Some(line),
            message: message.into(),
        }
    }

    /// "expected WHAT, found FOUND" at `line`.
    pub fn expected(line: usize, what: &str, found: &str) -> Error {
        Error::at(line, format!("expected {}, found {}", what, found))
    }

    pub fn line(&self) -> Option<usize> {
        self.line
    }

    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {}: {}", line, self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Error {
        Error {
            line: None,
            message: format!("i/o error: {}", e),
        }
    }
}

/// One whitespace-separated token and the line it starts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub bytes: &'a [u8],
    pub line: usize,
}

impl<'a> Token<'a> {
    /// The token quoted for an error message, shortened when long.
    pub fn quoted(&self) -> String {
        const SHOWN: usize = 24;
        let text = String::from_utf8_lossy(&self.bytes[..self.bytes.len().min(SHOWN)]);
        let more = if self.bytes.len() > SHOWN { "..." } else { "" };
        format!("{:?}{}", text, more)
    }

    /// An error at this token: "expected WHAT, found "TOKEN"".
    pub fn error(&self, what: &str) -> Error {
        Error::expected(self.line, what, &self.quoted())
    }

    /// The whole token as `T` (integers accept a leading `+` or `-`), if it is one.
    pub fn value<T: FromStr>(&self) -> Option<T> {
        std::str::from_utf8(self.bytes)
            .ok()
            .and_then(|text| text.parse().ok())
    }

    /// Parses the whole token as `T`, or fails with "expected WHAT".
    pub fn parse<T: FromStr>(&self, what: &str) -> Result<T, Error> {
        self.value().ok_or_else(|| self.error(what))
    }
}

/// Hands out the tokens of an input held in memory, counting lines as it goes.
pub struct Scanner {
    input: Vec<u8>,
    pos: usize,
    /// Line of `input[pos]`, 1-based.
    line: usize,
}

impl Scanner {
    pub fn new(input: Vec<u8>) -> Scanner {
        Scanner {
            input,
            pos: 0,
            line: 1,
        }
    }

    /// Reads all of standard input at once.
    pub fn from_stdin() -> io::Result<Scanner> {
        let mut input = Vec::new();
        io::stdin().lock().read_to_end(&mut input)?;
        Ok(Scanner::new(input))
    }

    fn skip_blanks(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            if !b.is_ascii_whitespace() && b != 0x0b {
                break;
            }
            if b == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
    }

    /// True when only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_blanks();
        self.pos == self.input.len()
    }

    /// The line the next token starts on; at the end, the last line of the input.
    pub fn line(&mut self) -> usize {
        if self.at_end() && self.input.last() == Some(&b'\n') {
            self.line - 1
        } else {
            self.line
        }
    }

    /// Where the next token lies: (start, end, line), or `None` at the end of input.
    fn next_span(&mut self) -> Option<(usize, usize, usize)> {
        self.skip_blanks();
        let start = self.pos;
        while let Some(&b) = self.input.get(self.pos) {
            if b.is_ascii_whitespace() || b == 0x0b {
                break;
            }
            self.pos += 1;
        }
        if start == self.pos {
            None
        } else {
            Some((start, self.pos, self.line))
        }
    }

    /// The next token, or `None` at the end of input.
    pub fn next_token(&mut self) -> Option<Token<'_>> {
        let (start, end, line) = self.next_span()?;
        Some(Token {
            bytes: &self.input[start..end],
            line,
        })
    }

    /// The next token; at the end of input, "expected WHAT, found end of input".
    pub fn token(&mut self, what: &str) -> Result<Token<'_>, Error> {
        match self.next_span() {
            Some((start, end, line)) => Ok(Token {
                bytes: &self.input[start..end],
                line,
            }),
            None => Err(Error::expected(self.line(), what, "end of input")),
        }
    }

    /// The next token parsed as `T`.
    pub fn parse<T: FromStr>(&mut self, what: &str) -> Result<T, Error> {
        self.token(what)?.parse(what)
    }

    /// The next token as an integer in `lo..=hi`; the message names the range. (It is only
    /// formatted on failure: this is the hot path of every numeric input.)
    pub fn int_in<T>(&mut self, lo: T, hi: T, what: &str) -> Result<T, Error>
    where
        T: FromStr + PartialOrd + fmt::Display,
    {
        let described = || format!("{} ({}..={})", what, lo, hi);
        let (start, end, line) = match self.next_span() {
            Some(span) => span,
            None => return Err(Error::expected(self.line(), &described(), "end of input")),
        };
        let token = Token {
            bytes: &self.input[start..end],
            line,
        };
        match token.value::<T>() {
            Some(value) if lo <= value && value <= hi => Ok(value),
            _ => Err(token.error(&described())),
        }
    }

    /// Fails unless only whitespace is left.
    pub fn expect_end(&mut self, what: &str) -> Result<(), Error> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(token.error(what)),
        }
    }
}

/// The buffered, locked standard output every solver writes through.
pub type Output = io::BufWriter<io::StdoutLock<'static>>;

/// Runs `solve` on all of stdin, then flushes what it wrote, even when it failed, so that
/// the answers before a bad case stay printed. An error becomes one line on stderr,
/// `PROGRAM: line N: ...`, and exit status 1; a panic becomes one line too.
pub fn run<F>(program: &'static str, solve: F)
where
    F: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
{
    std::panic::set_hook(Box::new(move |info| {
        let text = info.to_string().replace('\n', " ");
        let _ = writeln!(io::stderr(), "{}: internal error: {}", program, text);
    }));
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let solved = match Scanner::from_stdin() {
        Ok(mut scanner) => solve(&mut scanner, &mut out),
        Err(e) => Err(Error::from(e)),
    };
    let flushed = out.flush().map_err(Error::from);
    drop(out);
    if let Err(e) = solved.and(flushed) {
        let _ = writeln!(io::stderr(), "{}: {}", program, e);
        std::process::exit(1);
    }
}

/// Seeded randomness, a stress-test loop and an in-memory runner for the solvers' tests and
/// benches (feature `stress`).
#[cfg(feature = "stress")]
pub mod stress {
    use super::{Error, Scanner};

    /// Runs `solve` on `input` in memory, as `run` would on stdin: what it wrote, and the
    /// error message if it failed.
    pub fn run_in_memory<F>(solve: F, input: &[u8]) -> (String, Result<(), String>)
    where
        F: FnOnce(&mut Scanner, &mut Vec<u8>) -> Result<(), Error>,
    {
        let mut out = Vec::new();
        let result = solve(&mut Scanner::new(input.to_vec()), &mut out);
        let text = String::from_utf8(out).expect("solvers print UTF-8");
        (text, result.map_err(|e| e.to_string()))
    }

    /// SplitMix64: tiny, fast, and the same sequence on every machine.
    pub struct Rng(u64);

    impl Rng {
        pub fn new(seed: u64) -> Rng {
            Rng(seed ^ 0x5851_f42d_4c95_7f2d)
        }

        pub fn next_u64(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }

        /// Uniform in `0..n` (`n > 0`).
        pub fn below(&mut self, n: usize) -> usize {
            ((self.next_u64() >> 11) % n as u64) as usize
        }

        /// Uniform in `lo..=hi`.
        pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
            lo + self.below((hi - lo + 1) as usize) as i64
        }

        /// True with probability `percent` / 100.
        pub fn chance(&mut self, percent: usize) -> bool {
            self.below(100) < percent
        }

        pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
            &items[self.below(items.len())]
        }
    }

    /// What `solve` prints for `input` when it succeeds, or its error message.
    pub fn output<F>(solve: F, input: &str) -> Result<String, String>
    where
        F: FnOnce(&mut Scanner, &mut Vec<u8>) -> Result<(), Error>,
    {
        let (out, result) = run_in_memory(solve, input.as_bytes());
        result.map(|()| out)
    }

    /// A data case expected to run cleanly: `NAME.in` with its `NAME.out` (CRLF read as LF).
    pub struct DataCase {
        pub name: String,
        pub input: String,
        pub expected: String,
    }

    /// Every `NAME.in` in `dir` that has no `NAME.err` (bad inputs are judged by check.sh),
    /// sorted by name; panics when a `NAME.out` is missing.
    pub fn data_cases(dir: &std::path::Path) -> Vec<DataCase> {
        let read = |path: &std::path::Path| {
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
        };
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {}", dir.display(), e));
        let mut cases: Vec<DataCase> = entries
            .map(|entry| entry.expect("a readable directory entry").path())
            .filter(|path| path.extension() == Some(std::ffi::OsStr::new("in")))
            .filter(|path| !path.with_extension("err").exists())
            .map(|path| DataCase {
                name: path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                input: read(&path),
                expected: read(&path.with_extension("out")).replace("\r\n", "\n"),
            })
            .collect();
        cases.sort_by(|a, b| a.name.cmp(&b.name));
        cases
    }

    /// Runs `check` on `cases` inputs made by `generate(rng, case)`, one seed per case;
    /// the first failure panics with the seed, the input and the reason.
    #[track_caller]
    pub fn stress<G, C>(name: &str, cases: u64, mut generate: G, mut check: C)
    where
        G: FnMut(&mut Rng, u64) -> String,
        C: FnMut(&str) -> Result<(), String>,
    {
        for case in 0..cases {
            let seed = case.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x1234_5678;
            let input = generate(&mut Rng::new(seed), case);
            if let Err(why) = check(&input) {
                panic!(
                    "{}: case {} (seed {:#x}) failed: {}\n--- input ---\n{}--- end ---",
                    name, case, seed, why, input
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanner(text: &str) -> Scanner {
        Scanner::new(text.as_bytes().to_vec())
    }

    #[test]
    fn tokens_know_their_lines_across_crlf_and_blank_lines() {
        let mut sc = scanner("a  b\r\n\r\n\tc\n");
        let mut lines = Vec::new();
        while let Some(t) = sc.next_token() {
            lines.push((String::from_utf8_lossy(t.bytes).into_owned(), t.line));
        }
        let expected = [("a", 1), ("b", 1), ("c", 3)];
        let expected: Vec<(String, usize)> =
            expected.iter().map(|&(s, l)| (s.to_string(), l)).collect();
        assert_eq!(lines, expected);
        assert!(sc.at_end());
    }

    #[test]
    fn integers_with_signs() {
        let mut sc = scanner("-1 +5 0 18446744073709551615");
        assert_eq!(sc.parse::<i64>("x"), Ok(-1));
        assert_eq!(sc.parse::<i64>("x"), Ok(5));
        assert_eq!(sc.parse::<usize>("x"), Ok(0));
        assert_eq!(sc.parse::<u64>("x"), Ok(u64::MAX));
    }

    #[test]
    fn garbage_token_names_line_and_expectation() {
        let mut sc = scanner("1\n\n2x\n");
        assert_eq!(sc.parse::<i32>("a count"), Ok(1));
        let e = sc.parse::<i32>("a count").unwrap_err();
        assert_eq!(e.to_string(), "line 3: expected a count, found \"2x\"");
        assert_eq!(e.line(), Some(3));
    }

    #[test]
    fn end_of_input_reports_last_line() {
        let mut sc = scanner("5\n6\n");
        sc.parse::<u8>("n").unwrap();
        sc.parse::<u8>("n").unwrap();
        let e = sc.parse::<u8>("the width").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2: expected the width, found end of input"
        );
        let mut sc = scanner("5\n6");
        sc.next_token();
        sc.next_token();
        assert_eq!(sc.token("x").unwrap_err().line(), Some(2));
        assert_eq!(scanner("").token("x").unwrap_err().line(), Some(1));
    }

    #[test]
    fn out_of_range_and_overflow() {
        let mut sc = scanner("11 -1 99999999999999999999");
        let e = sc.int_in(1usize, 10, "the size").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1: expected the size (1..=10), found \"11\""
        );
        assert!(sc.int_in(0i32, 5, "x").is_err());
        let e = sc.int_in(0i64, 5, "x").unwrap_err();
        assert_eq!(
            e.message(),
            "expected x (0..=5), found \"99999999999999999999\""
        );
        assert_eq!(
            sc.int_in(0i64, 5, "x").unwrap_err().message(),
            "expected x (0..=5), found end of input"
        );
    }

    #[test]
    fn long_and_invalid_utf8_tokens_are_quoted_safely() {
        let mut sc = Scanner::new(b"\xff\xfe abcdefghijklmnopqrstuvwxyz0123".to_vec());
        let e = sc.parse::<u8>("a digit").unwrap_err();
        assert_eq!(e.message(), "expected a digit, found \"\u{fffd}\u{fffd}\"");
        let e = sc.parse::<u8>("a digit").unwrap_err();
        assert_eq!(
            e.message(),
            "expected a digit, found \"abcdefghijklmnopqrstuvwx\"..."
        );
    }

    #[test]
    fn expect_end_rejects_leftovers() {
        assert!(scanner(" \r\n\t").expect_end("end").is_ok());
        let e = scanner("\n\nx").expect_end("end of input").unwrap_err();
        assert_eq!(e.to_string(), "line 3: expected end of input, found \"x\"");
    }

    #[test]
    fn io_errors_have_no_line() {
        let e = Error::from(io::Error::new(io::ErrorKind::BrokenPipe, "pipe closed"));
        assert_eq!(e.line(), None);
        assert_eq!(e.to_string(), "i/o error: pipe closed");
    }
}
