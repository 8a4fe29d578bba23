//! A deliberately wrong dungeon solver, for versus's self-test: you may step onto a cell holding a
//! monster (`--right` reads every rule right). The plain simulator of `wrong/` with that one rule
//! misread.

mod wrong;

fn main() {
    wrong::main("wrong-onto-monster");
}
