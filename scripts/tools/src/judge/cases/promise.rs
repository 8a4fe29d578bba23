//! A problem's input promise: what its judges' data can hold, and so which data cases count
//! for a user's program. Written once, in `PROBLEM/Cargo.toml`, and read through the one
//! facts reader (`crate::facts`):
//!
//! ```toml
//! [package.metadata.problem.promise]
//! ends-at = "line END"     # or "line 0 0", "rows 8", "runs counted first",
//!                          # "end of file", "cases counted first"
//! after = "blank lines"    # what may follow the end: blank lines only
//! [package.metadata.problem.judges]
//! UVa = { time-limit = 1, memory-limit = 64, line-ends = "LF" }   # "LF CRLF" where known
//! ```
//!
//! `Promise::apart` decides from a file's bytes alone, never from its name, whether a judge's
//! data could hold it. Bytes no judge serves (a byte-order mark, lines ended by CR alone, CRLF
//! where that judge is not known to serve it) are `Kind::Beyond`; a file the statement's
//! promise rules out (no terminator, text after it) is `Kind::Outside`. Each comes with its
//! reason in words. Our own builds are held to every file all the same.
//!
//! Where the bytes alone cannot tell a case's end (`cases counted first`: each case's shape is
//! the problem's own), the promise decides what they do show (the count first) and leaves the
//! rest to the problem's input validator, which rejects fewer cases than counted or text after
//! the last (`scripts/tools/tests/validators.rs`), and to the case table's marks.

use super::hosting::Host;
use super::{Case, Kind};
use crate::facts::Facts;

/// Where a legal input ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Terminator {
    /// At the first line whose tokens are exactly these (`END`; `0 0`).
    Line(Vec<String>),
    /// After this many tokens, one a row (statues' eight rows).
    Rows(usize),
    /// After the runs the first token counts, each a line `h w` and `h` rows of one token
    /// (dungeon).
    CountedRuns,
    /// At the end of the file: every byte is input (UVa's "until the end of the input").
    EndOfFile,
    /// After the cases the first token counts; where each case ends is the problem's own
    /// reader's and validator's to tell, not the bytes'.
    CountedCases,
}

/// Every form `ends-at` takes, as an error message lists them.
const ENDINGS: &str =
    "\"line TOKENS\", \"rows N\", \"runs counted first\", \"end of file\", \"cases counted first\"";

/// What may follow the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Blank lines only: spaces, tabs and line ends.
    BlankLines,
}

/// A problem's promise about its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promise {
    pub end: Terminator,
    pub after: After,
}

/// Why a case is set apart from a user's count: its kind (`Beyond` or `Outside`) and the
/// reason, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Apart {
    pub kind: Kind,
    pub why: String,
}

impl Promise {
    /// The promise in the `Cargo.toml` at `manifest` (the crate folder names the problem in
    /// messages); errors name the file.
    pub fn read(manifest: &std::path::Path) -> Result<Promise, String> {
        let problem = manifest
            .parent()
            .and_then(|dir| dir.file_name())
            .map_or(String::new(), |name| name.to_string_lossy().into_owned());
        let text = std::fs::read_to_string(manifest)
            .map_err(|e| format!("{}: {}", manifest.display(), e))?;
        Promise::of(&Facts::parse(&problem, manifest, &text)?)
    }

    /// The promise in `[package.metadata.problem.promise]`; an error naming the file when it
    /// is missing or not one of the forms above.
    pub fn of(facts: &Facts) -> Result<Promise, String> {
        let table = facts.table("promise");
        let field = |key: &str| {
            table
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, value)| value.shown())
                .ok_or_else(|| {
                    format!(
                        "{}'s [package.metadata.problem.promise] has no {}",
                        facts.problem, key
                    )
                })
        };
        let ends_at = field("ends-at")?;
        let end = match ends_at.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["line", tokens @ ..] if !tokens.is_empty() => {
                Terminator::Line(tokens.iter().map(|t| t.to_string()).collect())
            }
            ["rows", n] => Terminator::Rows(
                n.parse()
                    .map_err(|_| format!("rows {:?}: not a count", n))?,
            ),
            ["runs", "counted", "first"] => Terminator::CountedRuns,
            ["end", "of", "file"] => Terminator::EndOfFile,
            ["cases", "counted", "first"] => Terminator::CountedCases,
            _ => {
                return Err(format!(
                    "{}: ends-at = {:?}: expected one of {}",
                    facts.problem, ends_at, ENDINGS
                ))
            }
        };
        let after = match field("after")?.as_str() {
            "blank lines" => After::BlankLines,
            other => {
                return Err(format!(
                    "{}: after = {:?}: expected \"blank lines\"",
                    facts.problem, other
                ))
            }
        };
        Ok(Promise { end, after })
    }

    /// The end in words: "the END line", "the 0 0 line", "row 8", "the last run".
    fn end_words(&self) -> String {
        match &self.end {
            Terminator::Line(tokens) => format!("the {} line", tokens.join(" ")),
            Terminator::Rows(n) => format!("row {}", n),
            Terminator::CountedRuns => "the last run".to_string(),
            Terminator::EndOfFile => "the last line".to_string(),
            Terminator::CountedCases => "the count of cases".to_string(),
        }
    }

    /// Whether `host`'s data could hold `input`: None when it could, else why not. Cost: one
    /// pass over the bytes.
    pub fn apart(&self, input: &[u8], host: &Host) -> Option<Apart> {
        let beyond = |why: String| {
            Some(Apart {
                kind: Kind::Beyond,
                why,
            })
        };
        if input.starts_with(b"\xef\xbb\xbf") {
            return beyond("a UTF-8 byte-order mark: no judge serves one".into());
        }
        let cr_alone = input
            .iter()
            .enumerate()
            .any(|(i, &b)| b == b'\r' && input.get(i + 1) != Some(&b'\n'));
        if cr_alone {
            return beyond("lines ended by CR alone: no judge is known to serve them".into());
        }
        if !host.crlf && input.windows(2).any(|w| w == b"\r\n") {
            return beyond(format!(
                "CRLF line ends: {} is not known to serve them",
                host.judge.name
            ));
        }
        let outside = |why: String| {
            Some(Apart {
                kind: Kind::Outside,
                why,
            })
        };
        let rest = match self.end_of(input) {
            Some(rest) => rest,
            None => return outside(self.no_end()),
        };
        match self.after {
            After::BlankLines => match rest.iter().find(|b| !is_blank(**b)) {
                None => None,
                Some(0x1a) => outside(format!(
                    "a 0x1A byte after {}: the input ends there",
                    self.end_words()
                )),
                Some(_) => outside(format!(
                    "text after {}: the input ends there",
                    self.end_words()
                )),
            },
        }
    }

    /// What is missing when the input never reaches its end.
    fn no_end(&self) -> String {
        match &self.end {
            Terminator::Line(tokens) => {
                format!("no {} line: the statement promises one", tokens.join(" "))
            }
            Terminator::Rows(n) => format!("fewer than {} rows: the statement promises them", n),
            Terminator::CountedRuns => "fewer runs than the first line counts".to_string(),
            Terminator::EndOfFile => "no input at all: the statement promises one".to_string(),
            Terminator::CountedCases => {
                "no count of cases first: the statement promises one".to_string()
            }
        }
    }

    /// The bytes after the input's end, or None when it never ends.
    fn end_of<'a>(&self, input: &'a [u8]) -> Option<&'a [u8]> {
        match &self.end {
            Terminator::Line(tokens) => {
                let mut at = 0;
                for line in input.split(|&b| b == b'\n') {
                    at += line.len() + 1;
                    let words: Vec<&[u8]> = words(line).collect();
                    if words.len() == tokens.len()
                        && words.iter().zip(tokens).all(|(w, t)| *w == t.as_bytes())
                    {
                        return Some(input.get(at..).unwrap_or(&[]));
                    }
                }
                None
            }
            Terminator::Rows(n) => after_tokens(input, *n),
            Terminator::CountedRuns => {
                let mut tokens = words(input).map(|w| std::str::from_utf8(w).ok());
                let runs: usize = tokens.next()??.parse().ok()?;
                let mut count = 1;
                for _ in 0..runs {
                    let rows: usize = tokens.next()??.parse().ok()?;
                    for _ in 0..=rows {
                        tokens.next()?; // the width, then each row
                    }
                    count += 2 + rows;
                }
                after_tokens(input, count)
            }
            // an empty file is no input: every ending promises one; a DOS end-of-file byte
            // (0x1A) after the last line is not input but what follows it
            Terminator::EndOfFile => {
                words(input).next()?;
                let text = input.len() - input.iter().rev().take_while(|b| is_blank(**b)).count();
                let dos_eof = text > 0 && input[text - 1] == 0x1a;
                Some(&input[if dos_eof { text - 1 } else { input.len() }..])
            }
            // the count is all the bytes tell; each case's end is the validator's to tell
            Terminator::CountedCases => {
                let count = std::str::from_utf8(words(input).next()?).ok()?;
                count.parse::<usize>().ok().map(|_| &input[input.len()..])
            }
        }
    }
}

/// Space, tab, CR or LF (CR only where a line end has passed `apart`'s byte checks).
fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

/// The whitespace-separated words of `bytes`.
fn words(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes
        .split(|&b| is_blank(b))
        .filter(|word| !word.is_empty())
}

/// The bytes after the `n`th word of `input`, or None when it has fewer.
fn after_tokens(input: &[u8], n: usize) -> Option<&[u8]> {
    if n == 0 {
        return Some(input);
    }
    let mut seen = 0;
    let mut in_word = false;
    for (i, &b) in input.iter().enumerate() {
        if is_blank(b) {
            in_word = false;
        } else if !in_word {
            in_word = true;
            seen += 1;
        }
        let word_ends = in_word && input.get(i + 1).map_or(true, |&next| is_blank(next));
        if seen == n && word_ends {
            return Some(&input[i + 1..]);
        }
    }
    None
}

/// The cases of `data/PROBLEM` in the workspace at `root` as the problem's first judge's user
/// is judged on them (`sort`), and that judge: what the tests of the judge hold to the data.
pub fn judged(root: &std::path::Path, problem: &str) -> Result<(Vec<Case>, Host), String> {
    let manifest = root.join(problem).join("Cargo.toml");
    let promise = Promise::read(&manifest)?;
    let host = super::hosting::Hosting::read(&manifest)?.hosts[0];
    let dir = root.join("data").join(problem);
    let shown = |e: std::io::Error| format!("{}: {}", dir.display(), e);
    let all = super::cases(&dir).map_err(shown)?;
    Ok((sort(all, &promise, &host).map_err(shown)?, host))
}

/// `cases` as a user's program is judged on them by `host`: each case's kind and reason from
/// its bytes and the promise; a bad input stays bad, and a case the table marks outside the
/// promise (a promise no bytes show, such as one walk or none) stays outside, with the mark's
/// words as its reason. A table mark `beyond the judges:` alone sets nothing apart.
pub fn sort(cases: Vec<Case>, promise: &Promise, host: &Host) -> std::io::Result<Vec<Case>> {
    cases
        .into_iter()
        .map(|mut case| {
            if case.kind == Kind::Bad {
                return Ok(case);
            }
            let bytes = std::fs::read(&case.input)?;
            match promise.apart(&bytes, host) {
                Some(apart) => {
                    case.kind = apart.kind;
                    case.why = Some(apart.why);
                }
                None if case.kind == Kind::Outside => case.why = case.marked_why(),
                None => case.kind = Kind::Legal,
            }
            Ok(case)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::verdict::judges;

    fn host(crlf: bool) -> Host {
        Host {
            judge: judges("BOJ").unwrap()[0],
            seconds: 1.0,
            megabytes: 64,
            crlf,
        }
    }

    fn zero_zero() -> Promise {
        Promise {
            end: Terminator::Line(vec!["0".into(), "0".into()]),
            after: After::BlankLines,
        }
    }

    /// The kind and the first words of the reason, or None when it counts.
    fn decided(promise: &Promise, input: &[u8], crlf: bool) -> Option<(Kind, String)> {
        promise.apart(input, &host(crlf)).map(|a| {
            let words = a.why.split(':').next().unwrap_or("").to_string();
            (a.kind, words)
        })
    }

    #[test]
    fn a_file_ending_at_its_terminator_counts() {
        let p = zero_zero();
        assert_eq!(decided(&p, b"1 2\n3 4\n0 0\n", false), None);
        assert_eq!(decided(&p, b"1 2\n0 0", false), None, "no final newline");
        assert_eq!(
            decided(&p, b"1 2\n 0\t0 \n\n \n", false),
            None,
            "blank lines after"
        );
        assert_eq!(
            decided(&p, b"1 2\r\n0 0\r\n", true),
            None,
            "CRLF where served"
        );
    }

    #[test]
    fn bytes_no_judge_serves_are_beyond() {
        let p = zero_zero();
        let beyond = |words: &str| Some((Kind::Beyond, words.to_string()));
        assert_eq!(
            decided(&p, b"\xef\xbb\xbf1 2\n0 0\n", true),
            beyond("a UTF-8 byte-order mark")
        );
        assert_eq!(
            decided(&p, b"1 2\r0 0\r", true),
            beyond("lines ended by CR alone")
        );
        assert_eq!(
            decided(&p, b"1 2\r\n0 0\r\n", false),
            beyond("CRLF line ends")
        );
        assert_eq!(decided(&p, b"0 0\n\r\n", false), beyond("CRLF line ends"));
    }

    #[test]
    fn a_missing_end_or_text_after_it_is_outside() {
        let p = zero_zero();
        let outside = |words: &str| Some((Kind::Outside, words.to_string()));
        assert_eq!(decided(&p, b"1 2\n3 4\n", false), outside("no 0 0 line"));
        assert_eq!(decided(&p, b"1 2\n0 0 0\n", false), outside("no 0 0 line"));
        assert_eq!(
            decided(&p, b"0 0\nextra\n", false),
            outside("text after the 0 0 line")
        );
        assert_eq!(
            decided(&p, b"0 0\n\x1a", false),
            outside("a 0x1A byte after the 0 0 line")
        );
    }

    #[test]
    fn rows_and_counted_runs_end_after_their_tokens() {
        let rows = Promise {
            end: Terminator::Rows(2),
            after: After::BlankLines,
        };
        assert_eq!(decided(&rows, b"ab\ncd\n\n", false), None);
        let after = decided(&rows, b"ab\ncd\nef\n", false);
        assert_eq!(after, Some((Kind::Outside, "text after row 2".into())));
        let runs = Promise {
            end: Terminator::CountedRuns,
            after: After::BlankLines,
        };
        assert_eq!(decided(&runs, b"2\n1 3\n+++\n2 3\n+@+\n+X+\n", false), None);
        let short = decided(&runs, b"2\n1 3\n+++\n", false);
        assert_eq!(short.map(|d| d.0), Some(Kind::Outside));
        let text = decided(&runs, b"1\n1 3\n+++\nmore\n", false);
        assert_eq!(
            text,
            Some((Kind::Outside, "text after the last run".into()))
        );
    }

    #[test]
    fn the_end_of_the_file_ends_every_nonempty_input() {
        let eof = Promise {
            end: Terminator::EndOfFile,
            after: After::BlankLines,
        };
        assert_eq!(decided(&eof, b"e2 e4\na1 b2\n", false), None);
        let blank_lines = decided(&eof, b"e2 e4\n\n \n", false);
        assert_eq!(blank_lines, None, "blank lines at the end");
        assert_eq!(decided(&eof, b"e2 e4", false), None, "no final newline");
        let empty = decided(&eof, b" \n", false);
        assert_eq!(empty, Some((Kind::Outside, "no input at all".into())));
        let eof_byte = decided(&eof, b"e2 e4\n\x1a", false);
        let after = "a 0x1A byte after the last line".to_string();
        assert_eq!(eof_byte, Some((Kind::Outside, after)));
    }

    #[test]
    fn counted_cases_need_their_count_first_and_leave_the_rest_to_the_validator() {
        let counted = Promise {
            end: Terminator::CountedCases,
            after: After::BlankLines,
        };
        assert_eq!(decided(&counted, b"2\ne2 e4\na1 b2\n", false), None);
        let no_count = decided(&counted, b"e2 e4\n", false);
        assert_eq!(
            no_count,
            Some((Kind::Outside, "no count of cases first".into()))
        );
        assert_eq!(
            decided(&counted, b"", false),
            Some((Kind::Outside, "no count of cases first".into()))
        );
        // text after the last case, or fewer cases than counted: not told by the bytes
        assert_eq!(decided(&counted, b"1\ne2 e4\nmore\n", false), None);
    }
}
