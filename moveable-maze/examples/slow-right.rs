//! A stand-in for a program that is right but slow, for versus's self-test (issue 44): our own
//! solver (src/main.rs), solving the whole input `--times N` times (default 5) and printing
//! the last answers. Its answers are ours and its time N times ours. At versus's size max (30
//! boards ours answers in a few milliseconds) 5 times passes. At size worst
//! (`MoveableMaze::worst`, tests/gen/mod.rs: the hardest climbed boards and the families'),
//! ours took 0.21 to 0.22 s of CPU at seeds 1 to 3, measured 2026-12-07 on a 2-core machine,
//! 1.2 times data/moveable-maze/hill-climbed-a.in, the heaviest data file (0.18 s): so 5
//! times is over the judge's second there on that machine, and versus's self-test runs 20
//! times, over it even on a machine four times faster.

// the solver's own code; its `main` and helpers for --explain go unused here
#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

use shared_io::Scanner;
use std::io::{self, Read, Write};

/// How many times the input is solved when `--times` is not given.
const TIMES: usize = 5;

fn main() {
    let times = times_asked();
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        eprintln!("slow-right: cannot read the input: {}", e);
        std::process::exit(1);
    }
    // the extra solves only take time; the last one's answers and errors are reported
    for _ in 1..times {
        let _ = solution::solve(&mut Scanner::new(input.clone()), &mut io::sink());
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    let solved = solution::solve(&mut Scanner::new(input), &mut out);
    if let Err(e) = solved
        .map_err(|e| e.to_string())
        .and(out.flush().map_err(|e| e.to_string()))
    {
        eprintln!("slow-right: {}", e);
        std::process::exit(1);
    }
}

/// `--times N` from the arguments (N at least 1), else `TIMES`; anything else is a usage error.
fn times_asked() -> usize {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => TIMES,
        [flag, n] if flag == "--times" => match n.parse() {
            Ok(n) if n >= 1 => n,
            _ => usage(),
        },
        _ => usage(),
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: slow-right [--times N]   (N >= 1, default {})",
        TIMES
    );
    std::process::exit(2);
}
