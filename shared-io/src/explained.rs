//! A solver's entry point in cargo builds: `run` with `--explain` and `--html` beside it
//! (feature `draw`; a bundle carries only the declaration of this file).

use super::{run, Error, Output, Scanner};
use std::io::{self, Write};

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
