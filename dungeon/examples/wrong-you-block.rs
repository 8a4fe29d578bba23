//! A deliberately wrong dungeon solver, for versus's self-test: a monster whose adjacent cell you
//! may be on turns there instead of stepping, as if you were a monster, so the monsters move by
//! where you may be (where you survive none sees you, so their moves never depend on you)
//! (`--right` reads every rule right). The plain simulator of `wrong/` with that one rule
//! misread.

mod wrong;

fn main() {
    wrong::main("wrong-you-block");
}
