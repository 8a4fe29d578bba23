//! The one place that prints what judging found, in check.sh's form: a section's title, a
//! step's status line (`  ok    NAME ... 1.2 s`, `  FAIL  ...`), a case's line with its
//! times, the indented lines under it, the notes under a section, the cases judged apart
//! under their group, the table of programs with a row each, and the count line; versus's
//! plain lines too. Judging (`builds`, `session`, the `judge` binary, versus) decides what to
//! say (`Line`); this module decides how it looks, colours included (only on a terminal, and
//! never with NO_COLOR: check.sh decides and passes `--colour`). check.sh's own steps' lines
//! (src/check/) are printed here too.

use crate::judge::run::Run;
use std::io::{self, Write};

/// Writes `text` and a line end on stdout. When its reader has closed it (`| head`), the
/// judge stops as SIGPIPE would have stopped it (`process::note_closed_output`), and nothing
/// more is printed.
fn put(text: &str) {
    if writeln!(io::stdout(), "{}", text).is_err() {
        crate::judge::run::process::note_closed_output();
    }
}

/// How a status reads: good (AC, ok), dim (a skip, a placeholder left to do), bad (anything
/// else), or plain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Good,
    Bad,
    Dim,
    Plain,
}

impl Tone {
    /// The tone of a verdict code or a step's status word.
    pub fn of(status: &str) -> Tone {
        match status {
            "AC" | "ok" => Tone::Good,
            s if s.starts_with("skip") || s == "todo" => Tone::Dim,
            _ => Tone::Bad,
        }
    }
}

/// One program's row in the table: its label, its result ("12/14", "skipped") and the rest
/// (the slowest time and peak memory, or why there are none).
#[derive(Clone, Debug)]
pub struct TableRow {
    pub label: String,
    pub result: String,
    pub tone: Tone,
    pub rest: String,
}

/// One line of the judge's, before it is printed: what it says, not how it looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Under a section's title: "  TEXT".
    Note(String),
    /// A step's or a case's status, coloured by its tone: "  CE    TEXT".
    Status(&'static str, String),
    /// Under a status line: "        TEXT".
    Detail(String),
    /// A case judged apart, under its group's note, its verdict coloured: "    RE   TEXT".
    Apart(&'static str, String),
    /// Under a case judged apart: "           TEXT".
    ApartDetail(String),
    /// As it is (versus's lines).
    Plain(String),
}

/// How to print: with colours or without.
#[derive(Clone, Copy, Debug, Default)]
pub struct Render {
    pub colour: bool,
}

const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

impl Render {
    /// `text` in the colour of `tone`, when colours are on.
    pub fn paint(&self, tone: Tone, text: &str) -> String {
        let on = match (self.colour, tone) {
            (false, _) | (_, Tone::Plain) => return text.to_string(),
            (_, Tone::Good) => "\x1b[32m",
            (_, Tone::Bad) => "\x1b[31m",
            (_, Tone::Dim) => "\x1b[33m",
        };
        format!("{}{}{}", on, text, RESET)
    }

    fn bold(&self, text: &str) -> String {
        if self.colour {
            format!("{}{}{}", BOLD, text, RESET)
        } else {
            text.to_string()
        }
    }

    /// `line` as it is printed.
    pub fn text(&self, line: &Line) -> String {
        match line {
            Line::Note(text) => format!("  {}", text),
            Line::Status(status, text) => self.status_text(status, text, ""),
            Line::Detail(text) => format!("        {}", text),
            Line::Apart(code, text) => {
                format!(
                    "    {} {}",
                    self.paint(Tone::of(code), &format!("{:<4}", code)),
                    text
                )
            }
            Line::ApartDetail(text) => format!("           {}", text),
            Line::Plain(text) => text.clone(),
        }
    }

    /// Prints `line` on stdout.
    pub fn say(&self, line: &Line) {
        put(&self.text(line));
    }

    /// Prints `line` on stdout; Err when stdout is closed (a reader that stopped: `| head`).
    pub fn try_say(&self, line: &Line) -> io::Result<()> {
        writeln!(io::stdout(), "{}", self.text(line))
    }

    /// A section's title, after a blank line: "== robots: ...".
    pub fn section(&self, title: &str) {
        put(&format!("\n{}", self.bold(&format!("== {}", title))));
    }

    /// A line under a section's title: "  TEXT".
    pub fn note(&self, text: &str) {
        self.say(&Line::Note(text.to_string()));
    }

    /// A step's line: "  ok    NAME                    TAIL", the status coloured.
    pub fn status(&self, status: &str, name: &str, tail: &str) {
        put(&self.status_text(status, name, tail));
    }

    fn status_text(&self, status: &str, name: &str, tail: &str) -> String {
        let word = self.paint(Tone::of(status), &format!("{:<5}", status));
        if tail.is_empty() {
            format!("  {} {}", word, name)
        } else {
            format!("  {} {:<62} {}", word, name, tail)
        }
    }

    /// A case's line: its verdict, the program's label and the file, then its CPU time, wall
    /// time and peak memory when it ran.
    pub fn case(&self, code: &str, label: &str, name: &str, ran: Option<&Run>) {
        let word = self.paint(Tone::of(code), &format!("{:<5}", code));
        let file = format!("{} {}.in", label, name);
        match ran {
            Some(ran) => put(&format!(
                "  {} {:<48} {:>7} ms CPU {:>7} ms wall {:>6.1} MB",
                word,
                file,
                ran.cpu.as_millis(),
                ran.wall.as_millis(),
                ran.peak_kb as f64 / 1024.0
            )),
            None => put(&format!("  {} {}", word, file)),
        }
    }

    /// A line under a case or a step, indented under its status.
    pub fn detail(&self, text: &str) {
        self.say(&Line::Detail(text.to_string()));
    }

    /// The count line, after a blank line: "14 passed, 0 failed".
    pub fn count(&self, passed: usize, failed: usize) {
        put(&format!("\n{} passed, {} failed", passed, failed));
    }

    /// The table of programs: its header, then a row each.
    pub fn table(&self, rows: &[TableRow]) {
        put(&self.bold(&format!(
            "  {:<22} {:>9}  {:>10} {:>8}",
            "build", "AC/total", "slowest", "peak MB"
        )));
        for row in rows {
            let result = self.paint(row.tone, &format!("{:>9}", row.result));
            put(&format!("  {:<22} {}  {}", row.label, result, row.rest));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_s_tone_is_good_for_ac_and_ok_dim_for_a_skip_bad_otherwise() {
        assert_eq!(Tone::of("AC"), Tone::Good);
        assert_eq!(Tone::of("ok"), Tone::Good);
        assert_eq!(Tone::of("skip"), Tone::Dim);
        assert_eq!(Tone::of("todo"), Tone::Dim);
        assert_eq!(Tone::of("FAIL"), Tone::Bad);
        assert_eq!(Tone::of("WA"), Tone::Bad);
    }

    #[test]
    fn each_line_has_its_indentation_and_only_a_status_its_colour() {
        let plain = Render { colour: false };
        let lines = [
            (Line::Note("n".into()), "  n"),
            (Line::Status("CE", "c".into()), "  CE    c"),
            (Line::Detail("d".into()), "        d"),
            (Line::Apart("RE", "a.in".into()), "    RE   a.in"),
            (Line::ApartDetail("w".into()), "           w"),
            (Line::Plain("p".into()), "p"),
        ];
        for (line, text) in &lines {
            assert_eq!(plain.text(line), *text);
        }
        let coloured = Render { colour: true };
        assert_eq!(
            coloured.text(&Line::Apart("AC", "a.in".into())),
            "    \x1b[32mAC  \x1b[0m a.in"
        );
        assert_eq!(coloured.text(&Line::Note("n".into())), "  n");
    }

    #[test]
    fn colours_only_when_asked() {
        let plain = Render { colour: false };
        assert_eq!(plain.paint(Tone::Bad, "WA"), "WA");
        let coloured = Render { colour: true };
        assert_eq!(coloured.paint(Tone::Good, "AC"), "\x1b[32mAC\x1b[0m");
        assert_eq!(coloured.paint(Tone::Plain, "x"), "x");
    }
}
