//! A deliberately wrong dungeon solver, for versus's self-test: the 10,000-move limit is not
//! applied, so an exit first reached later prints its move (up to 30,000) instead of 0
//! (data/dungeon/limit-above-*) (`--right` reads every rule right). The plain simulator of
//! `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-no-limit");
}
