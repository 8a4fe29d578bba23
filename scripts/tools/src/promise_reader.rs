//! A stand-in for a user's right program that trusts the statement's input promise and
//! nothing more, to test the judge (the binary `promise-reader`, run as a user's program by
//! `tests/promise.rs`): a case the judge counts must be one this reader reads. It splits its
//! input into lines at LF alone (with `crlf`, where the judge serves CRLF, a CR before each LF
//! is dropped), any other CR is an error, and it reads tokens line by line up to the end the
//! statement promises (`END`, the line `0 0`, the eighth row, the last counted run), never
//! further. A problem it has no reader of is read by its `ends-at` fact alone
//! (`DATA_DIR/../../PROBLEM/Cargo.toml`): up to the line, the rows, or the end of the file
//! after one line at least (where a count comes first, after it). It then relays our answer:
//! the `.out` of the case in DATA_DIR whose `.in` has exactly its input's bytes.
//!
//! It shares no code with the judge's promise (`crate::judge::cases::promise`) on purpose.

use std::io::{Read, Write};
use std::path::Path;

/// Why the reader gave no answer.
#[derive(Debug)]
pub enum Failed {
    /// The input broke the promise as read: the reason.
    Broken(String),
    /// Its input could not be read, or no case has its bytes: why.
    NoAnswer(String),
}

/// Reads stdin as a right program for `problem` (its data in `dir`) would, up to the promised
/// end, and writes our answer for it to stdout.
pub fn relay(problem: &str, dir: &Path, crlf: bool) -> Result<(), Failed> {
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| Failed::NoAnswer(format!("stdin: {}", e)))?;
    read(problem, dir, &input, crlf).map_err(Failed::Broken)?;
    let out = answer(dir, &input)
        .ok_or_else(|| Failed::NoAnswer(format!("no case in {} has these bytes", dir.display())))?;
    let _ = std::io::stdout().write_all(&out);
    Ok(())
}

/// Why a token could not be read: no line is left.
const ENDED: &str = "the input ended early";

/// Tokens line by line, as a line-reading program sees them.
struct Lines<'a> {
    lines: std::vec::IntoIter<&'a [u8]>,
    words: Vec<&'a [u8]>,
    crlf: bool,
}

impl<'a> Lines<'a> {
    fn new(input: &'a [u8], crlf: bool) -> Lines<'a> {
        let lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
        Lines {
            lines: lines.into_iter(),
            words: Vec::new(),
            crlf,
        }
    }

    /// The next token, reading a new line only when the current one is used up.
    fn token(&mut self) -> Result<&'a [u8], String> {
        while self.words.is_empty() {
            let mut line = self.lines.next().ok_or(ENDED)?;
            if self.crlf {
                line = line.strip_suffix(b"\r").unwrap_or(line);
            }
            if line.contains(&b'\r') {
                return Err("a CR inside a line".into());
            }
            let mut words: Vec<&[u8]> = line
                .split(|&b| b == b' ' || b == b'\t')
                .filter(|w| !w.is_empty())
                .collect();
            words.reverse();
            self.words = words;
        }
        Ok(self.words.pop().unwrap_or_default())
    }

    fn number(&mut self) -> Result<i64, String> {
        let token = self.token()?;
        std::str::from_utf8(token)
            .ok()
            .and_then(|t| t.parse().ok())
            .ok_or_else(|| format!("{:?} is not a number", String::from_utf8_lossy(token)))
    }

    /// Reads every line left, token by token.
    fn read_to_the_end(&mut self) -> Result<(), String> {
        loop {
            match self.token() {
                Ok(_) => {}
                Err(why) if why == ENDED => return Ok(()),
                Err(why) => return Err(why),
            }
        }
    }

    /// The tokens of the next line that has any (what is left of the current one first).
    fn line(&mut self) -> Result<Vec<&'a [u8]>, String> {
        self.token().map(|first| {
            let mut line = vec![first];
            line.extend(self.words.drain(..).rev());
            line
        })
    }

    /// Skips `n` tokens.
    fn skip(&mut self, n: i64) -> Result<(), String> {
        for _ in 0..n {
            self.token()?;
        }
        Ok(())
    }
}

/// Reads `input` as a right program for `problem` (its data in `dir`) would, up to the
/// promised end.
fn read(problem: &str, dir: &Path, input: &[u8], crlf: bool) -> Result<(), String> {
    let mut lines = Lines::new(input, crlf);
    match problem {
        "statues" => {
            for _ in 0..8 {
                let row = lines.token()?;
                if row.len() != 8 || !row.iter().all(|b| b".SMA".contains(b)) {
                    return Err(format!("row {:?}", String::from_utf8_lossy(row)));
                }
            }
        }
        "dice-maze" => {
            while lines.token()? != b"END" {
                let (rows, cols) = (lines.number()?, lines.number()?);
                lines.skip(4)?;
                lines.skip(rows * cols)?;
            }
        }
        "robots" => loop {
            let (robots, teleports) = (lines.number()?, lines.number()?);
            if (robots, teleports) == (0, 0) {
                break;
            }
            lines.skip(2 * (robots + teleports))?;
        },
        "moveable-maze" => loop {
            let (rows, cols) = (lines.number()?, lines.number()?);
            if (rows, cols) == (0, 0) {
                break;
            }
            lines.skip(4)?;
            lines.skip(rows * cols)?;
        },
        "dungeon" => {
            for _ in 0..lines.number()? {
                let rows = lines.number()?;
                lines.number()?;
                lines.skip(rows)?;
            }
        }
        other => return by_facts(other, dir, &mut lines),
    }
    Ok(())
}

/// Reads up to the end the problem's `ends-at` fact names, for a problem with no reader above.
fn by_facts(problem: &str, dir: &Path, lines: &mut Lines) -> Result<(), String> {
    let root = dir.join("../..");
    let facts = crate::facts::Facts::of(&root, problem)?;
    let ends_at = facts
        .table("promise")
        .into_iter()
        .find(|(key, _)| *key == "ends-at")
        .map(|(_, value)| value.shown())
        .ok_or_else(|| format!("{} has no ends-at fact", problem))?;
    let words: Vec<&str> = ends_at.split_whitespace().collect();
    match words.as_slice() {
        ["line", end @ ..] => {
            let end: Vec<&[u8]> = end.iter().map(|w| w.as_bytes()).collect();
            while lines.line()? != end {}
            Ok(())
        }
        ["rows", n] => lines.skip(n.parse().map_err(|_| format!("rows {:?}", n))?),
        // the promise is at least one line: a reader trusting it reads one before the end
        ["end", "of", "file"] => {
            lines.token()?;
            lines.read_to_the_end()
        }
        ["cases", "counted", "first"] => {
            if lines.number()? < 0 {
                return Err("the count of cases is negative".into());
            }
            lines.read_to_the_end()
        }
        _ => Err(format!("no reader for {} ({:?})", problem, ends_at)),
    }
}

/// The expected output of the case in `dir` whose input is `input`.
fn answer(dir: &Path, input: &[u8]) -> Option<Vec<u8>> {
    let entries = std::fs::read_dir(dir).ok()?;
    entries.flatten().map(|e| e.path()).find_map(|path| {
        let is_input = path.extension().map_or(false, |e| e == "in");
        if is_input && std::fs::read(&path).ok()? == input {
            std::fs::read(path.with_extension("out")).ok()
        } else {
            None
        }
    })
}
