//! A deliberately wrong dungeon solver, for versus's self-test: only `#` is wall, and the other
//! wall glyphs (`+`, `-`, `|`, ...) are floor (`--right` reads every rule right). The plain
//! simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-hash-wall");
}
