//! A deliberately wrong dungeon solver, for versus's self-test: the monsters look once before your
//! first move (the sample's fourth run: 0, not 1) (`--right` reads every rule right). The plain
//! simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-look-at-start");
}
