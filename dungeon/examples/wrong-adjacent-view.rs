//! A deliberately wrong dungeon solver, for versus's self-test: a monster sees only its adjacent
//! cell, so it kills only there and turns only for a wall or a monster right ahead (the whole-view
//! data case: 5 and 4, not 2 and 0) (`--right` reads every rule right). The plain simulator of
//! `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-adjacent-view");
}
