//! A deliberately wrong dungeon solver, for versus's self-test: monsters turn counter-clockwise
//! (`--right` reads every rule right). The plain simulator of `wrong/` with that one rule
//! misread.

mod wrong;

fn main() {
    wrong::main("wrong-counter-clockwise");
}
