//! `promise-reader PROBLEM DATA_DIR [--crlf]`: a stand-in for a user's right program that
//! trusts the statement's input promise and nothing more, to test the judge: it reads its
//! input up to the end the statement promises and relays our answer for it
//! (`tools::promise_reader`, which says how).
//!
//! Exit status: 0 read and relayed; 1 the input broke the promise as read (the reason on
//! stderr); 2 a usage error or no case with these bytes.

use std::path::Path;
use tools::args::Opt;
use tools::promise_reader::{relay, Failed};

const USAGE: &str = "usage: promise-reader PROBLEM DATA_DIR [--crlf]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = tools::args::parse(&[Opt::flag("--crlf", "")], &args);
    let (problem, dir, crlf) = match &parsed {
        Ok(parsed) => match parsed.positionals.as_slice() {
            [problem, dir] => (problem, dir, parsed.has("--crlf")),
            _ => usage(),
        },
        Err(_) => usage(),
    };
    let status = match relay(problem, Path::new(dir), crlf) {
        Ok(()) => 0,
        Err(Failed::Broken(why)) => {
            eprintln!("promise-reader: {}", why);
            1
        }
        Err(Failed::NoAnswer(why)) => {
            eprintln!("promise-reader: {}", why);
            2
        }
    };
    std::process::exit(status);
}

fn usage() -> ! {
    eprintln!("{}", USAGE);
    std::process::exit(2);
}
