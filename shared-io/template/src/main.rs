//! template-problem (a placeholder to replace): pairs of numbers up to the line `0 0`, each
//! pair's sum on its own line. It shows the shape every solver has: the input model, the rule,
//! the output, `each_case` running the rule on every case, and `--explain` (src/explain.rs)
//! adding indented lines under each answer in cargo builds only.

#[cfg(not(feature = "explain"))]
use shared_io::run;
#[cfg(feature = "explain")]
use shared_io::run_explained;
use shared_io::{Error, Scanner};
use std::io::{self, Write};

// `--explain` (src/explain.rs) is for cargo builds only: a judge passes no arguments, and the
// bundle carries this one line of it.
#[cfg(feature = "explain")]
pub mod explain;

/// The largest magnitude of an input number.
const MAX_VALUE: i64 = 1_000_000_000;

/// One case of the input.
pub struct Pair {
    pub a: i64,
    pub b: i64,
}

/// Reads the next pair, or `None` at the `0 0` line or the end of input.
pub fn parse_case(sc: &mut Scanner) -> Result<Option<Pair>, Error> {
    if sc.at_end() {
        return Ok(None);
    }
    let a = sc.int_in(-MAX_VALUE, MAX_VALUE, "a number")?;
    let b = sc.int_in(-MAX_VALUE, MAX_VALUE, "a number")?;
    Ok(if (a, b) == (0, 0) {
        None
    } else {
        Some(Pair { a, b })
    })
}

/// The answer to one case. Cost: O(1).
fn sum(pair: &Pair) -> i64 {
    pair.a + pair.b
}

/// Answers every case up to the `0 0` line, handing each case and its answer to `report`;
/// text after that line is left to a warning.
fn each_case<W: Write, F>(sc: &mut Scanner, out: &mut W, mut report: F) -> Result<(), Error>
where
    F: FnMut(&mut W, &Pair, i64) -> io::Result<()>,
{
    while let Some(pair) = parse_case(sc)? {
        report(out, &pair, sum(&pair))?;
    }
    sc.ignore_rest("after the \"0 0\" line");
    Ok(())
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, _, sum| writeln!(out, "{}", sum))
}

fn main() {
    #[cfg(feature = "explain")]
    run_explained("template-problem", solve, explain::explain, explain::html);
    #[cfg(not(feature = "explain"))]
    run("template-problem", solve);
}

#[cfg(test)]
mod tests;
