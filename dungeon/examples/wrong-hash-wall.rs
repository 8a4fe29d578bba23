//! A deliberately wrong dungeon solver, for versus's self-test: only `#` is wall, and the other
//! wall glyphs (`+`, `-`, `|`, ...) are floor (`--right` reads every rule right). The plain
//! simulator of `misread/` with that one rule misread.

mod misread;

fn main() {
    misread::main("wrong-hash-wall");
}
