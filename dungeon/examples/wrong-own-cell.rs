//! A deliberately wrong dungeon solver, for versus's self-test: another monster on a monster's own
//! cell (monsters may share one) blocks its view, so it sees nothing and turns (`--right` reads
//! every rule right). The plain simulator of `misread/` with that one rule misread.

mod misread;

fn main() {
    misread::main("wrong-own-cell");
}
