//! A deliberately wrong robots solver, for versus's self-test: walks tied on robots and distance
//! rank by column before row (`--right`: row first, and then it is right). The game is `wrong/`'s,
//! with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        column_first: true,
        ..Default::default()
    };
    wrong::main("wrong-walk-column-first", bugs);
}
