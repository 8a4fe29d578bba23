//! Whether a command's printed output is what an example block shows. The block's lines are
//! patterns, compared line by line with the output's, after trailing whitespace is cut from
//! both (Markdown editors drop it) and empty lines at either end are dropped:
//!
//! - a line that is `...` alone (indented or not) stands for any number of lines, none too;
//! - `…` (U+2026) inside a line stands for any text within that line, none too: times, sizes
//!   that vary from run to run, a path that depends on where the clone is;
//! - every other character must be the output's own.
//!
//! `...` inside a line is literal text: real outputs hold it (`ignored ... after`).
//! Cost: O(lines shown x lines printed) line comparisons.

/// The line that stands for any number of lines.
pub const ANY_LINES: &str = "...";
/// The mark that stands for any text within a line.
pub const ANY_TEXT: char = '…';

/// Why `printed` is not what `shown` shows, or `None` when it is. The reason names the first
/// line shown that the output does not hold, and the output's line there.
pub fn differs(shown: &[String], printed: &str) -> Option<String> {
    let shown = trimmed(shown.iter().map(String::as_str));
    let printed = trimmed(printed.lines());
    if matches_from(&shown, &printed) {
        None
    } else {
        Some(first_difference(&shown, &printed))
    }
}

/// The lines with trailing whitespace cut, and the empty lines at either end dropped.
fn trimmed<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut kept: Vec<&str> = lines.map(str::trim_end).collect();
    while kept.last() == Some(&"") {
        kept.pop();
    }
    let leading = kept.iter().take_while(|line| line.is_empty()).count();
    kept.split_off(leading)
}

fn is_any_lines(pattern: &str) -> bool {
    pattern.trim() == ANY_LINES
}

/// Whether the patterns match the lines, all of both. `fits[p][l]`: patterns `p..` match
/// lines `l..`; filled from the ends, so each cell reads cells already known.
fn matches_from(patterns: &[&str], lines: &[&str]) -> bool {
    let mut fits = vec![vec![false; lines.len() + 1]; patterns.len() + 1];
    fits[patterns.len()][lines.len()] = true;
    for p in (0..patterns.len()).rev() {
        for l in (0..=lines.len()).rev() {
            fits[p][l] = if is_any_lines(patterns[p]) {
                // none of the lines left, or one and then again any number
                fits[p + 1][l] || (l < lines.len() && fits[p][l + 1])
            } else {
                l < lines.len() && line_matches(patterns[p], lines[l]) && fits[p + 1][l + 1]
            };
        }
    }
    fits[0][0]
}

/// Whether one printed line is what the pattern line shows, `…` standing for any text.
pub fn line_matches(pattern: &str, line: &str) -> bool {
    let pieces: Vec<&str> = pattern.split(ANY_TEXT).collect();
    if pieces.len() == 1 {
        return pattern == line;
    }
    let (first, last) = (pieces[0], pieces[pieces.len() - 1]);
    if line.len() < first.len() + last.len() || !line.starts_with(first) || !line.ends_with(last) {
        return false;
    }
    // the middle pieces, each found as early as it can be: the earliest leaves the most room
    // for the pieces after it, so if any placement works this one does
    let mut rest = &line[first.len()..line.len() - last.len()];
    for piece in &pieces[1..pieces.len() - 1] {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}

/// A reader's account of where the output leaves the block: a greedy walk that takes each
/// `...` as short as the next line shown allows. Used only once the full match has failed,
/// so it never has to be right about a match, only helpful about a miss.
fn first_difference(shown: &[&str], printed: &[&str]) -> String {
    let mut line = 0;
    for (number, pattern) in shown.iter().enumerate() {
        if is_any_lines(pattern) {
            let next = (number + 1..shown.len()).find(|&n| !is_any_lines(shown[n]));
            match next {
                None => return "the output matches, yet the block does not".into(),
                Some(next) => {
                    let found = printed[line..]
                        .iter()
                        .position(|l| line_matches(shown[next], l));
                    match found {
                        Some(skipped) => line += skipped,
                        None => {
                            return format!(
                                "line {} shown, {:?} (after a `...`), is not in the output from its line {} on",
                                next + 1,
                                shown[next],
                                line + 1
                            )
                        }
                    }
                }
            }
            continue;
        }
        match printed.get(line) {
            Some(actual) if line_matches(pattern, actual) => line += 1,
            Some(actual) => {
                return format!(
                    "line {} shown differs from line {} printed:\n  shown:   {}\n  printed: {}",
                    number + 1,
                    line + 1,
                    pattern,
                    actual
                )
            }
            None => {
                return format!(
                    "line {} shown, {:?}, is past the output's end (it has {} lines)",
                    number + 1,
                    pattern,
                    printed.len()
                )
            }
        }
    }
    format!(
        "the output goes on after the block's last line, at line {}: {:?}",
        line + 1,
        printed.get(line).copied().unwrap_or("")
    )
}
