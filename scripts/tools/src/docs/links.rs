//! The relative links of a Markdown document, and whether each points at something: a link
//! `[text](PATH)`, `[text](PATH#ANCHOR)`, `[text](#ANCHOR)` or an image `![text](PATH)`, outside
//! fenced blocks and code spans. PATH, read from the document's folder, must be a file or
//! folder; ANCHOR, when the target is a Markdown document, one of its headings' anchors as
//! GitHub makes them. Links to the web (`http:`, `https:`, `mailto:`) are not followed.

use std::fs;
use std::path::Path;

/// Each broken link of `file` (a path under `root`), as `FILE:LINE: TARGET: why`.
pub fn broken(root: &Path, file: &Path) -> Result<Vec<String>, String> {
    let text = read(&root.join(file))?;
    let folder = file.parent().unwrap_or_else(|| Path::new(""));
    let mut faults = Vec::new();
    for (number, target) in targets(&text) {
        if let Some(why) = fault(root, folder, file, &text, &target) {
            faults.push(format!(
                "{}:{}: {}: {}",
                file.display(),
                number,
                target,
                why
            ));
        }
    }
    Ok(faults)
}

/// Why `target`, a link of `file` (in `folder`, whose text is `text`), points at nothing.
fn fault(root: &Path, folder: &Path, file: &Path, text: &str, target: &str) -> Option<String> {
    if ["http://", "https://", "mailto:"]
        .iter()
        .any(|web| target.starts_with(web))
    {
        return None;
    }
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    let linked = if path.is_empty() {
        file.to_path_buf()
    } else {
        folder.join(path)
    };
    let on_disk = root.join(&linked);
    if !on_disk.exists() {
        return Some(format!("no file {}", linked.display()));
    }
    if anchor.is_empty() || on_disk.extension().map_or(true, |ext| ext != "md") {
        return None;
    }
    let headings = if path.is_empty() {
        anchors(text)
    } else {
        match read(&on_disk) {
            Ok(linked_text) => anchors(&linked_text),
            Err(why) => return Some(why),
        }
    };
    if headings.iter().any(|known| known == anchor) {
        None
    } else {
        Some(format!("{} has no heading #{}", linked.display(), anchor))
    }
}

/// Each link target of `text` with its line (from 1), outside fenced blocks and code spans.
pub fn targets(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in prose(text) {
        let line = without_code_spans(line);
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            match after.find(')') {
                Some(end) => {
                    // a title after the target (`(path "title")`) is not part of it
                    let target = after[..end].split_whitespace().next().unwrap_or("");
                    found.push((number, target.trim_matches(['<', '>']).to_string()));
                    rest = &after[end + 1..];
                }
                None => break,
            }
        }
    }
    found
}

/// The anchor of each heading of `text`, as GitHub makes it: the heading's text lowercased,
/// each space a `-`, every character but letters, digits, `-` and `_` dropped; a repeated
/// anchor gets `-1`, `-2`, ... after it.
pub fn anchors(text: &str) -> Vec<String> {
    let mut made: Vec<String> = Vec::new();
    for (_, line) in prose(text) {
        let hashes = line.len() - line.trim_start_matches('#').len();
        if !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim());
        let repeats = made
            .iter()
            .filter(|a| *a == &base || a.strip_prefix(&base).map_or(false, is_repeat))
            .count();
        made.push(if repeats == 0 {
            base
        } else {
            format!("{}-{}", base, repeats)
        });
    }
    made
}

/// Whether `suffix` is the `-N` GitHub adds to a repeated anchor.
fn is_repeat(suffix: &str) -> bool {
    suffix.strip_prefix('-').map_or(false, |n| {
        !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
    })
}

/// A heading's anchor (see `anchors`).
pub fn slug(heading: &str) -> String {
    heading
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The lines of `text` outside fenced blocks (``` or ~~~), with their numbers from 1.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fence: Option<&str> = None;
    let mut kept = Vec::new();
    for (at, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let opens = ["```", "~~~"].into_iter().find(|f| trimmed.starts_with(f));
        match (fence, opens) {
            (None, Some(f)) => fence = Some(f),
            (Some(open), Some(f)) if open == f => fence = None,
            (None, None) => kept.push((at + 1, line)),
            _ => {}
        }
    }
    kept
}

/// `line` with each code span (`` `...` ``) taken out: a link written in one is an example,
/// not a link.
fn without_code_spans(line: &str) -> String {
    line.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

fn read(file: &Path) -> Result<String, String> {
    fs::read_to_string(file).map_err(|e| format!("cannot read {}: {}", file.display(), e))
}
