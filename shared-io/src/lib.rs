//! Whole-input scanner, buffered output and error reporting shared by every solver.
//! Input is read once and handed out as whitespace-separated tokens that know their line;
//! errors are values, and `run` turns one into a single stderr line and exit status 1.
//! A judge's file may start with a UTF-8 byte-order mark and end with a DOS end-of-file byte
//! (0x1A): the mark is skipped and 0x1A is blank; what follows a complete input is a warning.
//!
//! This file is pasted into each bundle as `mod shared_io { ... }` (less its comment-only
//! lines), so it uses only `self::`/`super::` paths and no inner attributes. Everything a
//! judge never runs lives in the out-of-line modules declared at the end, behind `cfg`s a
//! judge's compiler never sets: the bundle carries only their one-line declarations, and no
//! file behind them is read.

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

    /// Reads all of standard input at once, into a block of 2 MB kept only until the input is
    /// copied out. Freeing that block warms glibc's allocator: it then keeps freed memory up to
    /// twice the largest block freed, so a solver's per-case tables are reused from its heap
    /// instead of handed back to the system and faulted in again for every case (moveable-maze's
    /// worst.in in 0.74 of the time; 8 MB did no better). Older std fills the block with zeros
    /// before reading (rustc 1.63: 2 MB more memory at the peak, within robots' 10 MB), and
    /// other allocators lose one copy of the input.
    pub fn from_stdin() -> io::Result<Scanner> {
        const WARMING_BYTES: usize = 2 << 20;
        let mut block = Vec::with_capacity(WARMING_BYTES);
        io::stdin().lock().read_to_end(&mut block)?;
        Ok(Scanner::new(block.as_slice().to_vec()))
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

// What a judge never runs, each in a file of its own: `--explain` and `--html` with the
// drawings' colour and the replay page (feature `draw`, which each solver's `explain` turns
// on), and these unit tests. A bundle carries only these lines.
#[cfg(feature = "draw")]
pub mod colour;
#[cfg(feature = "draw")]
pub mod page;
#[cfg(feature = "draw")]
pub use self::page::run_explained;
#[cfg(test)]
mod tests;
