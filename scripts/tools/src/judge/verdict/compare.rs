//! Comparing an output with the expected one as judges do. The comparison finds how far
//! apart the two are (`Difference`), from identical bytes to different tokens; each judge's
//! rule (`Rule`) then turns that into its verdict. Which judge uses which rule is `JUDGES`
//! (`verdict.rs`); the evidence for each is in the judge's manual (src/judge/README.md, "How
//! judges compare"), whose table a test holds to `JUDGES`.

use crate::problem::count;
use std::fmt;

/// How an output differs from the expected one, from nearest to farthest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// The same bytes.
    None,
    /// The same but for line ends (CRLF for LF) and the newline after the last line.
    LineEnds(Spacing),
    /// The same lines once blanks at line ends and empty lines at the end are dropped.
    Trailing(Spacing),
    /// The same tokens, split differently by whitespace.
    Inside(Spacing),
    /// Different tokens; the first differing line (1-based), counted in the expected output.
    Tokens { line: usize },
}

/// What kind of whitespace differs, for the verdict's words: each part is counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spacing {
    pub carriage_returns: usize,
    pub final_newline: Option<bool>,
    pub lines_with_trailing_blanks: usize,
    pub blank_lines_after: isize,
    /// The first line (1-based) whose whitespace inside differs.
    pub inside_from: Option<usize>,
    /// Whether every run of whitespace between two tokens is the expected one but for at most
    /// one space before each line end, or a single newline for a single space or the
    /// reverse (what BOJ forgives, by the best account we have).
    pub slight: bool,
}

impl fmt::Display for Spacing {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(line) = self.inside_from {
            parts.push(format!("whitespace inside the lines, from line {}", line));
        }
        match self.blank_lines_after {
            0 => {}
            n if n > 0 => parts.push(format!(
                "{} at the end",
                count(n as usize, "extra blank lines")
            )),
            n => parts.push(format!(
                "{} missing at the end",
                count((-n) as usize, "blank lines")
            )),
        }
        let n = self.lines_with_trailing_blanks;
        if n > 0 {
            parts.push(format!("trailing spaces or tabs on {}", count(n, "lines")));
        }
        let n = self.carriage_returns;
        if n > 0 {
            parts.push(format!("CRLF line ends on {}", count(n, "lines")));
        }
        match self.final_newline {
            Some(true) => parts.push("no newline after the last line".into()),
            Some(false) => {
                parts.push("a newline after the last line where none is expected".into())
            }
            None => {}
        }
        if parts.is_empty() {
            parts.push("whitespace".into());
        }
        f.write_str(&parts.join(", "))
    }
}

/// Blanks as the judges count them (C's isspace in the "C" locale).
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

pub fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| is_blank(b)).filter(|t| !t.is_empty())
}

/// The lines of `text`: split at LF, the CR of a CRLF taken off; no line after a final LF.
pub fn lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if text.last() == Some(&b'\n') || text.is_empty() {
        lines.pop();
    }
    lines
        .into_iter()
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .collect()
}

/// A line without the blanks at its end.
fn trimmed(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|&b| !is_blank(b))
        .map_or(0, |i| i + 1);
    &line[..end]
}

/// The lines once blanks at line ends and empty lines at the end are dropped.
fn trimmed_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = lines(text).into_iter().map(trimmed).collect();
    while lines.last().map_or(false, |line| line.is_empty()) {
        lines.pop();
    }
    lines
}

/// How `actual` differs from `expected`. Cost: linear in their lengths.
pub fn compare(expected: &[u8], actual: &[u8]) -> Difference {
    if expected == actual {
        return Difference::None;
    }
    let spacing = spacing(expected, actual);
    let (want, got) = (lines(expected), lines(actual));
    if want == got {
        return Difference::LineEnds(spacing);
    }
    if trimmed_lines(expected) == trimmed_lines(actual) {
        return Difference::Trailing(spacing);
    }
    if tokens(expected).eq(tokens(actual)) {
        return Difference::Inside(spacing);
    }
    Difference::Tokens {
        line: first_token_line(expected, actual),
    }
}

/// The counts behind a whitespace-only difference.
fn spacing(expected: &[u8], actual: &[u8]) -> Spacing {
    let crs = |text: &[u8]| text.windows(2).filter(|w| w == b"\r\n").count();
    let ends = |text: &[u8]| text.last() == Some(&b'\n');
    let (want, got) = (lines(expected), lines(actual));
    let trailing = |lines: &[&[u8]]| lines.iter().filter(|l| trimmed(l).len() < l.len()).count();
    let blank_tail = |lines: &[&[u8]]| {
        lines
            .iter()
            .rev()
            .take_while(|l| trimmed(l).is_empty())
            .count()
    };
    let (tw, tg) = (trimmed_lines(expected), trimmed_lines(actual));
    let inside_from = if tw == tg {
        None
    } else {
        Some(tw.iter().zip(&tg).take_while(|(a, b)| a == b).count() + 1)
    };
    Spacing {
        carriage_returns: crs(actual).saturating_sub(crs(expected)),
        final_newline: if ends(expected) == ends(actual) {
            None
        } else {
            Some(ends(expected))
        },
        lines_with_trailing_blanks: trailing(&got).saturating_sub(trailing(&want)),
        blank_lines_after: blank_tail(&got) as isize - blank_tail(&want) as isize,
        inside_from,
        slight: slight(expected, actual),
    }
}

/// The runs of whitespace of `text`: before the first token, then after each token (empty
/// where none is). Two texts with the same tokens have as many runs.
fn blank_runs(text: &[u8]) -> Vec<&[u8]> {
    let mut runs = Vec::new();
    let mut start = 0;
    let mut in_token = false;
    for (i, &b) in text.iter().enumerate() {
        if is_blank(b) && in_token {
            start = i;
            in_token = false;
        } else if !is_blank(b) && !in_token {
            runs.push(&text[start..i]);
            in_token = true;
        }
    }
    runs.push(if in_token {
        &text[text.len()..]
    } else {
        &text[start..]
    });
    runs
}

/// A run of whitespace without CRs before LFs and without one space before each LF.
fn forgiven(run: &[u8]) -> Vec<u8> {
    let mut kept: Vec<u8> = Vec::with_capacity(run.len());
    for &b in run {
        if b == b'\n' {
            if kept.last() == Some(&b'\r') {
                kept.pop();
            }
            if kept.last() == Some(&b' ') {
                kept.pop();
            }
        }
        kept.push(b);
    }
    kept
}

/// Whether `actual` (the same tokens as `expected`) differs from it only slightly in each run
/// of whitespace (`Spacing::slight`); the missing final newline is left to the line-end rule.
fn slight(expected: &[u8], actual: &[u8]) -> bool {
    let (want, got) = (blank_runs(expected), blank_runs(actual));
    let last = want.len().saturating_sub(1);
    want.len() == got.len()
        && want.iter().zip(&got).enumerate().all(|(i, (w, g))| {
            let (w, g) = (forgiven(w), forgiven(g));
            w == g
                || (w == b" " && g == b"\n")
                || (w == b"\n" && g == b" ")
                || (i == last && w == b"\n" && g.is_empty())
        })
}

/// The line of `expected` that holds the first token where the two differ (or the line
/// after its last token when `actual` goes on past it).
fn first_token_line(expected: &[u8], actual: &[u8]) -> usize {
    let same = tokens(expected)
        .zip(tokens(actual))
        .take_while(|(a, b)| a == b)
        .count();
    let mut seen = 0;
    for (i, line) in lines(expected).iter().enumerate() {
        seen += tokens(line).count();
        if seen > same {
            return i + 1;
        }
    }
    lines(expected).len() + 1
}

/// How a judge treats an output that differs from the expected one only in whitespace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Tokens compared (Codeforces' usual checkers, Kattis's and DOMjudge's defaults):
    /// any whitespace difference is accepted.
    Tokens,
    /// Lines compared with blanks at line ends and empty lines at the end ignored (POJ, by
    /// its forum): other whitespace differences are a Presentation Error.
    Lines,
    /// Whitespace compared run by run, forgiving one space before each line end and a newline
    /// for a space or the reverse (BOJ, by a long-time answerer's account: unofficial); any
    /// other whitespace difference is a Presentation Error.
    OneSpace,
    /// Bytes compared (UVa, whose page says a missing end of line is not accepted; Live
    /// Archive, the same judge software): any whitespace difference, a missing final newline
    /// or CRLF included, is a Presentation Error.
    Strict,
    /// Our own builds: the same bytes, CRLF and the final newline aside; anything else is
    /// wrong.
    Exact,
}

impl Rule {
    /// The rule's name, as the manual's table writes it ("rule here").
    pub fn name(self) -> &'static str {
        match self {
            Rule::Tokens => "tokens",
            Rule::Lines => "lines",
            Rule::OneSpace => "one space",
            Rule::Strict => "strict",
            Rule::Exact => "exact",
        }
    }

    /// What the rule accepts, in words, for a report.
    pub fn words(self) -> &'static str {
        match self {
            Rule::Tokens => "compares tokens (any whitespace difference is accepted)",
            Rule::Lines => "ignores blanks at line ends and blank lines at the end",
            Rule::OneSpace => {
                "forgives one space at a line's end and a newline for a space or the reverse"
            }
            Rule::Strict => {
                "compares bytes (a missing final newline, CRLF or any other whitespace difference is a Presentation Error)"
            }
            Rule::Exact => "wants the same bytes",
        }
    }
}

/// The verdict a rule gives an output, before time, memory and exit status are looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    Accepted,
    PresentationError,
    WrongAnswer,
}

impl Rule {
    pub fn judge(self, difference: &Difference) -> Output {
        use self::Difference as D;
        match (self, difference) {
            (_, D::None) => Output::Accepted,
            (_, D::Tokens { .. }) => Output::WrongAnswer,
            (Rule::Strict, _) => Output::PresentationError,
            (_, D::LineEnds(_)) | (Rule::Tokens, _) | (Rule::Lines, D::Trailing(_)) => {
                Output::Accepted
            }
            (Rule::OneSpace, D::Trailing(s)) | (Rule::OneSpace, D::Inside(s)) if s.slight => {
                Output::Accepted
            }
            (Rule::Exact, _) => Output::WrongAnswer,
            (Rule::Lines, _) | (Rule::OneSpace, _) => Output::PresentationError,
        }
    }
}
