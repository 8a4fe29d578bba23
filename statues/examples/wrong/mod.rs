//! The planted wrong statues solvers' one entry point, for versus's self-test: answers by the
//! generator's search (`tests/gen/rules.rs`) with one known wrong approach's mistake,
//! switched on by each `wrong-*.rs` (and off by its `--right`, which makes it right). Written
//! apart from src/main.rs; the including example mounts the generator as `crate::gen`.

use crate::gen::rules::{answer, Bug};
use shared_io::run;

/// Answers the board on stdin as `program`, with `bug` unless `--right`.
pub fn main(program: &'static str, bug: Bug) {
    let bug = if std::env::args().any(|arg| arg == "--right") {
        None
    } else {
        Some(bug)
    };
    run(program, move |sc, out| answer(sc, out, bug));
}
