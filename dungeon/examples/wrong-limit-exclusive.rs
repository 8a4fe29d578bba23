//! A deliberately wrong dungeon solver, for versus's self-test: the 10,000-move limit is exclusive,
//! so an exit first reached on move 10,000 prints 0 (data/dungeon/limit-at-10000) (`--right` reads
//! every rule right). The plain simulator of `misread/` with that one rule misread.

mod misread;

fn main() {
    misread::main("wrong-limit-exclusive");
}
