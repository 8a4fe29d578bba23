//! The replay page behind `PROBLEM --html` (feature `draw`: cargo builds only, never bundled):
//! one self-contained HTML file holding the shared player (`page/player.html`, `page/player.js`:
//! counter, keys, buttons, slider, case picker), a problem's drawing script, which defines
//! `drawFrame(svg, kase, k)`, and the replay's data as JSON. Nothing is fetched from anywhere.
//! Also `run_explained`, a solver's entry in cargo builds, with `--explain` and `--html`.

use super::{run, Error, Output, Scanner};
use std::io::{self, Write};

const TEMPLATE: &str = include_str!("page/player.html");
const PLAYER: &str = include_str!("page/player.js");

/// `s` as a JSON string literal. `<` becomes \u003c, so no `</script>` in the data can end the
/// block that holds it. Cost: O(len).
pub fn json_string(s: &str) -> String {
    let mut quoted = String::with_capacity(s.len() + 2);
    quoted.push('"');
    for c in s.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            c if c < ' ' || c == '<' => quoted.push_str(&format!("\\u{:04x}", c as u32)),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

/// One frame of a case: the line beside the drawing, and the state to draw (a JSON object).
pub struct Frame {
    pub line: String,
    pub state: String,
}

impl Frame {
    /// The frame as the player reads it: `{"line", "state"}`.
    pub fn json(&self) -> String {
        format!(
            "{{\"line\":{},\"state\":{}}}",
            json_string(&self.line),
            self.state
        )
    }
}

/// Writes the page: the template with its slots `{{TITLE}}` (`title`, plain text), `{{DATA}}`
/// (`{"cases"}`, each case a JSON object `{"name", "answer", "setup", "frames": [{"line",
/// "state"}, ...]}`), `{{PLAYER}}` and `{{DRAW}}` (`draw`, free of `</script>`).
pub fn write_page<W: Write>(
    out: &mut W,
    title: &str,
    cases: &[String],
    draw: &str,
) -> io::Result<()> {
    let title = title.replace('&', "&amp;").replace('<', "&lt;");
    let data = format!("{{\"cases\":[{}]}}", cases.join(","));
    let data = data.replace('<', "\\u003c");
    let mut pieces = TEMPLATE.split("{{");
    out.write_all(pieces.next().unwrap_or_default().as_bytes())?;
    for piece in pieces {
        let (slot, after) = piece.split_once("}}").unwrap_or_default();
        let text = match slot {
            "TITLE" => &title,
            "DATA" => &data,
            "PLAYER" => PLAYER,
            _ => draw,
        };
        out.write_all(text.as_bytes())?;
        out.write_all(after.as_bytes())?;
    }
    Ok(())
}

/// `run` with two more modes: `PROGRAM --explain` runs `explain` instead of `solve`, which
/// prints the answers with how each comes about, and `PROGRAM --html` runs `html`, which writes
/// the replay page (`page`). Judges pass no arguments; any other argument is a usage error
/// (exit status 2). Only with feature `draw`, which each solver's `explain` turns on.
pub fn run_explained<F, G, H>(program: &'static str, solve: F, explain: G, html: H)
where
    F: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
    G: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
    H: FnOnce(&mut Scanner, &mut Output) -> Result<(), Error>,
{
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        run(program, solve)
    } else if args == ["--explain"] {
        run(program, explain)
    } else if args == ["--html"] {
        run(program, html)
    } else {
        let _ = writeln!(
            io::stderr(),
            "usage: {} [--explain | --html] < input",
            program
        );
        std::process::exit(2);
    }
}
