//! A deliberately wrong dungeon solver, for versus's self-test: another monster on a monster's own
//! cell (monsters may share one) blocks its view, so it sees nothing and turns (`--right` reads
//! every rule right). The plain simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-own-cell");
}
