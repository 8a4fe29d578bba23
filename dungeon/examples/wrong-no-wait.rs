//! A deliberately wrong dungeon solver, for versus's self-test: you never stand still (the sample's
//! first run needs a wait: 0, not 5) (`--right` reads every rule right). The plain simulator of
//! `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-no-wait");
}
