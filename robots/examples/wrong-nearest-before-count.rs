//! A deliberately wrong robots solver, for versus's self-test: walks rank by the nearest robot's
//! distance before the number of robots left (`--right`: fewest robots first, and then it is
//! right). The game is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        distance_first: true,
        ..Default::default()
    };
    wrong::main("wrong-nearest-before-count", bugs);
}
