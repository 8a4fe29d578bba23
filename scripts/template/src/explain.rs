//! `--explain` for template-problem, in cargo builds only (the bundle leaves this file out; a
//! judge never runs it): under each sum, its two terms. A problem with a board draws it in
//! `src/explain/draw.rs`, declared here as `mod draw;`: this file uses the drawing, and the
//! drawing reads only the crate root's types and what it is handed, never this file.

use super::each_case;
use shared_io::page::{json_string, write_page};
use shared_io::{Error, Scanner};
use std::io::Write;

/// `solve`'s answers, each with its terms under it.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, pair, sum| {
        writeln!(out, "{}", sum)?;
        writeln!(out, "  {} + {}", pair.a, pair.b)
    })
}

/// The replay page (`--html`, `shared_io::page`): a case a pair, frame 1 the pair as given,
/// frame 2 its sum with `--explain`'s line. A problem with a board draws it in
/// `src/explain/page.js` and builds its frames in `src/explain/page.rs`, as the solvers do.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cases = Vec::new();
    each_case(sc, &mut Vec::new(), |_, pair, sum| {
        let line = json_string(&format!("  {} + {}", pair.a, pair.b));
        cases.push(format!(
            r#"{{"name":"Case {}","answer":"{}","setup":{{}},"frames":[{{"line":"start","state":{{"text":"{} {}"}}}},{{"line":{},"state":{{"text":"{} + {} = {}"}}}}]}}"#,
            cases.len() + 1, sum, pair.a, pair.b, line, pair.a, pair.b, sum
        ));
        Ok(())
    })?;
    write_page(out, "template-problem", &cases, DRAW)?;
    Ok(())
}

/// The drawing: the frame's text.
const DRAW: &str = r#"function drawFrame(svg, kase, k) {
  svg.replaceChildren();
  svg.setAttribute("viewBox", "0 0 400 100");
  svgNode(svg, "text", { x: 20, y: 60, "font-size": 32 }, kase.frames[k].state.text);
}"#;
