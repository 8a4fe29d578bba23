//! Whole-input scanner, buffered output and error reporting shared by every solver.
//! Input is read once and handed out as whitespace-separated tokens that know their line;
//! errors are values, and `run` turns one into a single stderr line and exit status 1.
//! A judge's file may start with a UTF-8 byte-order mark and end with a DOS end-of-file byte
//! (0x1A): the mark is skipped and 0x1A is blank; what follows a complete input is a warning.
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

/// Bytes between tokens: ASCII whitespace, vertical tab, and the DOS end-of-file mark 0x1A
/// that old data files end with.
fn is_blank(b: u8) -> bool {
    b.is_ascii_whitespace() || b == 0x0b || b == 0x1a
}

const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// Hands out the tokens of an input held in memory, counting lines as it goes.
pub struct Scanner {
    input: Vec<u8>,
    pos: usize,
    /// Line of `input[pos]`, 1-based.
    line: usize,
    /// What `ignore_rest` found after a complete input.
    warning: Option<Error>,
}

impl Scanner {
    /// A scanner over `input`, past a leading UTF-8 byte-order mark.
    pub fn new(input: Vec<u8>) -> Scanner {
        let pos = if input.starts_with(BYTE_ORDER_MARK) {
            BYTE_ORDER_MARK.len()
        } else {
            0
        };
        Scanner {
            input,
            pos,
            line: 1,
            warning: None,
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
            if !is_blank(b) {
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
            if is_blank(b) {
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

    /// Called once the input is complete: anything left is not an error but a warning,
    /// `line N: ignored "TOKEN" AFTER` (with a count of further tokens), which `run` prints.
    pub fn ignore_rest(&mut self, after: &str) {
        let (line, first) = match self.next_token() {
            Some(token) => (token.line, token.quoted()),
            None => return,
        };
        let mut more = 0;
        while self.next_span().is_some() {
            more += 1;
        }
        let also = match more {
            0 => String::new(),
            1 => " and 1 more token".to_string(),
            n => format!(" and {} more tokens", n),
        };
        let message = format!("ignored {}{} {}", first, also, after);
        self.warning = Some(Error::at(line, message));
    }

    /// The warning `ignore_rest` left, if it found anything.
    pub fn warning(&self) -> Option<&Error> {
        self.warning.as_ref()
    }
}

/// The buffered, locked standard output every solver writes through.
pub type Output = io::BufWriter<io::StdoutLock<'static>>;

/// Runs `solve` on all of stdin, then flushes what it wrote, even when it failed, so that
/// the answers before a bad case stay printed. An error becomes one line on stderr,
/// `PROGRAM: line N: ...`, and exit status 1; a panic becomes one line too. A warning left by
/// `Scanner::ignore_rest` becomes `PROGRAM: warning: line N: ...` with exit status 0.
pub fn run<F>(program: &'static str, solve: F)
where
    F: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
{
    std::panic::set_hook(Box::new(move |info| {
        let text = info.to_string().replace('\n', " ");
        let _ = writeln!(io::stderr(), "{}: internal error: {}", program, text);
    }));
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut scanner = match Scanner::from_stdin() {
        Ok(scanner) => scanner,
        Err(e) => {
            let _ = writeln!(io::stderr(), "{}: {}", program, Error::from(e));
            std::process::exit(1);
        }
    };
    let solved = solve(&mut scanner, &mut out);
    let flushed = out.flush().map_err(Error::from);
    drop(out);
    if let Err(e) = solved.and(flushed) {
        let _ = writeln!(io::stderr(), "{}: {}", program, e);
        std::process::exit(1);
    }
    if let Some(warning) = scanner.warning() {
        let _ = writeln!(io::stderr(), "{}: warning: {}", program, warning);
    }
}

/// `run` with a second mode: `PROGRAM --explain` runs `explain` instead of `solve`, which
/// prints the answers with how each comes about. Judges pass no arguments; any argument
/// other than `--explain` is a usage error (exit status 2).
pub fn run_explained<F, G>(program: &'static str, solve: F, explain: G)
where
    F: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
    G: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
{
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        run(program, solve)
    } else if args == ["--explain"] {
        run(program, explain)
    } else {
        let _ = writeln!(io::stderr(), "usage: {} [--explain] < input", program);
        std::process::exit(2);
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

    /// A data file's bytes, read at run time: a bench's input then stays opaque to the
    /// optimizer without `std::hint::black_box` (Rust 1.66, newer than rust-version).
    /// Panics naming the file when it cannot be read.
    pub fn read_data<P: AsRef<std::path::Path>>(path: P) -> Vec<u8> {
        let path = path.as_ref();
        std::fs::read(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
    }

    /// A data file as text for an oracle: the judge-file quirks the scanner absorbs (a
    /// leading byte-order mark, 0x1A as a blank) undone, other bytes decoded lossily. The
    /// binaries meet the raw bytes in check.sh.
    fn data_text(path: &std::path::Path) -> String {
        let bytes = read_data(path);
        let bytes = bytes.strip_prefix(super::BYTE_ORDER_MARK).unwrap_or(&bytes);
        let blanked: Vec<u8> = bytes
            .iter()
            .map(|&b| if b == 0x1a { b' ' } else { b })
            .collect();
        String::from_utf8_lossy(&blanked).into_owned()
    }

    /// Every `NAME.in` in `dir` that has no `NAME.err` (bad inputs are judged by check.sh),
    /// sorted by name; panics when a `NAME.out` is missing.
    pub fn data_cases(dir: &std::path::Path) -> Vec<DataCase> {
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
                input: data_text(&path),
                expected: data_text(&path.with_extension("out")).replace("\r\n", "\n"),
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

/// Stress-tests another solution against ours and shrinks a failing input (feature `stress`;
/// each solver's `examples/PROBLEM-gen.rs` runs it for `scripts/versus.sh`).
#[cfg(feature = "stress")]
pub mod versus;

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
    fn ignore_rest_warns_once_with_the_first_leftover() {
        let mut sc = scanner("1\n \r\n\t");
        sc.next_token();
        sc.ignore_rest("after the last run");
        assert_eq!(sc.warning(), None);
        let mut sc = scanner("1\n\nextra\n");
        sc.next_token();
        sc.ignore_rest("after the last run");
        let warning = sc.warning().map(|w| w.to_string());
        assert_eq!(
            warning.as_deref(),
            Some("line 3: ignored \"extra\" after the last run")
        );
        let mut sc = scanner("END x y\nz");
        sc.next_token();
        sc.ignore_rest("after END");
        let warning = sc.warning().map(|w| w.to_string());
        assert_eq!(
            warning.as_deref(),
            Some("line 1: ignored \"x\" and 2 more tokens after END")
        );
    }

    #[test]
    fn byte_order_mark_is_skipped_and_dos_eof_is_blank() {
        let mut sc = Scanner::new(b"\xef\xbb\xbf7\r\n8\x1a".to_vec());
        assert_eq!(sc.parse::<u8>("n"), Ok(7));
        assert_eq!(sc.parse::<u8>("n"), Ok(8));
        assert!(sc.at_end());
        let mut sc = Scanner::new(b"5\x1a6\n\x1a".to_vec());
        assert_eq!(sc.parse::<u8>("n"), Ok(5));
        assert_eq!(sc.parse::<u8>("n"), Ok(6));
        assert!(sc.at_end());
        // only a leading mark is skipped: elsewhere it is a token's bytes
        let mut sc = Scanner::new(b"1 \xef\xbb\xbf2".to_vec());
        sc.next_token();
        assert_eq!(sc.next_token().map(|t| t.bytes.len()), Some(4));
    }

    #[test]
    fn io_errors_have_no_line() {
        let e = Error::from(io::Error::new(io::ErrorKind::BrokenPipe, "pipe closed"));
        assert_eq!(e.line(), None);
        assert_eq!(e.to_string(), "i/o error: pipe closed");
    }
}
