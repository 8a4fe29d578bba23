//! A deliberately wrong dungeon solver, for versus's self-test: a monster takes the exit for a
//! wall: its view stops there, and it turns before it instead of stepping onto it (`--right` reads
//! every rule right). The plain simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-exit-wall");
}
