//! What a failure report shows: the first differing line with the line before it, every
//! byte made visible, and never more than a bounded number of lines, whatever the program
//! wrote.

use super::compare::lines;
use crate::problem::count;

/// Characters of a line shown before it is cut.
const SHOWN_CHARS: usize = 160;
/// Differing lines shown in full detail before the rest is only counted.
const SHOWN_DIFFERENCES: usize = 40;

/// `line` with every byte visible, as `cat -A` shows control bytes: `^M` for CR, `^I` for a
/// tab, `^X` for other control bytes, `^?` for DEL; a byte-order mark as `<BOM>`, any other
/// character outside ASCII as `<U+XXXX>`, a byte that is not UTF-8 as `<xNN>`; `$` at the
/// end; cut at 160 characters. Only printable ASCII stands for itself.
pub fn visible(line: &[u8]) -> String {
    let mut shown = String::new();
    for (count, piece) in pieces(line).into_iter().enumerate() {
        if count == SHOWN_CHARS {
            shown.push_str("... (cut)");
            return shown;
        }
        match piece {
            Err(byte) => shown.push_str(&format!("<x{:02X}>", byte)),
            Ok('\u{7f}') => shown.push_str("^?"),
            Ok(c) if (c as u32) < 0x20 => {
                shown.push('^');
                shown.push((b'@' + c as u8) as char);
            }
            Ok('\u{feff}') => shown.push_str("<BOM>"),
            Ok(c) if !c.is_ascii() => shown.push_str(&format!("<U+{:04X}>", c as u32)),
            Ok(c) => shown.push(c),
        }
    }
    shown.push('$');
    shown
}

/// The characters of `bytes`, each byte that is not part of valid UTF-8 on its own (`Err`).
/// Cost: linear in `bytes`.
fn pieces(bytes: &[u8]) -> Vec<Result<char, u8>> {
    let mut found = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                found.extend(text.chars().map(Ok));
                break;
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                found.extend(std::str::from_utf8(good).unwrap_or("").chars().map(Ok));
                let n = e.error_len().unwrap_or(bad.len());
                found.extend(bad[..n].iter().map(|&b| Err(b)));
                rest = &bad[n..];
            }
        }
    }
    found
}

/// Line `number` (1-based) of `text`, visible, or a note that there is none.
pub fn line_at(text: &[u8], number: usize) -> String {
    match raw_lines(text).get(number.wrapping_sub(1)) {
        Some(line) => visible(line),
        None => "(none: the output ends before this line)".to_string(),
    }
}

/// Lines split at LF, CR kept (so that it shows).
fn raw_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if text.last() == Some(&b'\n') || text.is_empty() {
        lines.pop();
    }
    lines
}

/// The first line (1-based) where the raw lines differ.
pub fn first_raw_difference(expected: &[u8], actual: &[u8]) -> usize {
    let (want, got) = (raw_lines(expected), raw_lines(actual));
    want.iter().zip(&got).take_while(|(a, b)| a == b).count() + 1
}

/// "12 lines, 340 bytes".
pub fn size_words(text: &[u8]) -> String {
    format!(
        "{}, {}",
        count(lines(text).len(), "lines"),
        count(text.len(), "bytes")
    )
}

/// The first difference at `line`: the line before it when there is one, then the expected
/// and the actual line; then the sizes when they differ in length. At most 5 lines.
pub fn first_difference(what: &str, expected: &[u8], actual: &[u8], line: usize) -> Vec<String> {
    let mut shown = vec![format!("{} differs at line {}", what, line)];
    if line > 1 {
        shown.push(format!(
            "  line {}, same: {}",
            line - 1,
            line_at(expected, line - 1)
        ));
    }
    shown.push(format!("  expected:      {}", line_at(expected, line)));
    shown.push(format!("  actual:        {}", line_at(actual, line)));
    if lines(expected).len() != lines(actual).len() {
        shown.push(format!(
            "  expected {}; the output has {}",
            size_words(expected),
            size_words(actual)
        ));
    }
    shown
}

/// Every differing line, pairwise by number, at most 40 pairs and then a count.
pub fn every_difference(what: &str, expected: &[u8], actual: &[u8]) -> Vec<String> {
    let (want, got) = (raw_lines(expected), raw_lines(actual));
    let mut shown = vec![format!(
        "{}: every differing line (- expected, + actual):",
        what
    )];
    let mut differing = 0;
    for i in 0..want.len().max(got.len()) {
        if want.get(i) == got.get(i) {
            continue;
        }
        differing += 1;
        if differing > SHOWN_DIFFERENCES {
            continue;
        }
        for (sign, side) in [('-', &want), ('+', &got)] {
            let text = side
                .get(i)
                .map_or("(no such line)".to_string(), |l| visible(l));
            shown.push(format!("  {} {:>5}: {}", sign, i + 1, text));
        }
    }
    if differing > SHOWN_DIFFERENCES {
        shown.push(format!(
            "  ... and {}",
            count(differing - SHOWN_DIFFERENCES, "more differing lines")
        ));
    }
    shown
}
