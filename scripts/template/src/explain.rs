//! `--explain` for template-problem, in cargo builds only (the bundle leaves this file out; a
//! judge never runs it): under each sum, its two terms. A problem with a board draws it in
//! `src/explain/draw.rs`, declared here as `mod draw;`: this file uses the drawing, and the
//! drawing reads only the crate root's types and what it is handed, never this file.

use super::each_case;
use shared_io::{Error, Scanner};
use std::io::Write;

/// `solve`'s answers, each with its terms under it.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, pair, sum| {
        writeln!(out, "{}", sum)?;
        writeln!(out, "  {} + {}", pair.a, pair.b)
    })
}
