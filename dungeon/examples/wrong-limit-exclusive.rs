//! A deliberately wrong dungeon solver, for versus's self-test: the 10,000-move limit is exclusive,
//! so an exit first reached on move 10,000 prints 0 (data/dungeon/limit-at-10000) (`--right` reads
//! every rule right). The plain simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-limit-exclusive");
}
