//! A deliberately wrong dungeon solver, for versus's self-test: monsters start facing north, not
//! east (`--right` reads every rule right). The plain simulator of `misread/` with that one rule
//! misread.

mod misread;

fn main() {
    misread::main("wrong-facing-north");
}
