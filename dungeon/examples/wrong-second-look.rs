//! A deliberately wrong dungeon solver, for versus's self-test: after the monsters moved they look
//! again and kill what they see then (the sample's third run: 0, not 12) (`--right` reads every
//! rule right). The plain simulator of `wrong/` with that one rule misread.

mod wrong;

fn main() {
    wrong::main("wrong-second-look");
}
