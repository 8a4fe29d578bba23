//! A deliberately wrong dungeon solver, for versus's self-test: you may step onto the exit while a
//! monster stands on it (the sample's third run: 5, not 12) (`--right` reads every rule right). The
//! plain simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-guarded-exit");
}
