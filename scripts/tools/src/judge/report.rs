//! What a failure report shows: the first differing line with the line before it, every
//! byte made visible, and never more than a bounded number of lines, whatever the program
//! wrote.

use super::compare::lines;

/// Characters of a line shown before it is cut.
const SHOWN_CHARS: usize = 160;
/// Differing lines shown in full detail before the rest is only counted.
const SHOWN_DIFFERENCES: usize = 40;

/// `line` as `cat -A` shows it: `^M` for CR, `^I` for a tab, `^X` for other control bytes,
/// `\xNN` for a byte that is not UTF-8, `$` at the end; cut at 160 characters.
pub fn visible(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    let mut shown = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == SHOWN_CHARS {
            shown.push_str("... (cut)");
            return shown;
        }
        match c {
            '\u{7f}' => shown.push_str("^?"),
            c if (c as u32) < 0x20 => {
                shown.push('^');
                shown.push((b'@' + c as u8) as char);
            }
            '\u{fffd}' => shown.push_str("\\x??"),
            c => shown.push(c),
        }
    }
    shown.push('$');
    shown
}

/// Line `number` (1-based) of `text`, visible, or a note that there is none.
fn line_at(text: &[u8], number: usize) -> String {
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
    let n = lines(text).len();
    format!(
        "{} line{}, {} byte{}",
        n,
        if n == 1 { "" } else { "s" },
        text.len(),
        if text.len() == 1 { "" } else { "s" }
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
            "  ... and {} more differing lines",
            differing - SHOWN_DIFFERENCES
        ));
    }
    shown
}
