//! A deliberately wrong dungeon solver, for versus's self-test: you may step onto a cell holding a
//! monster (`--right` reads every rule right). The plain simulator of `misread/` with that one rule
//! misread.

mod misread;

fn main() {
    misread::main("wrong-onto-monster");
}
