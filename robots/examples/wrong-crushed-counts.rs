//! A deliberately wrong robots solver, for versus's self-test: the robot your push crushes still
//! counts among the robots left when walks are ranked (`--right`: it is gone, and then it is
//! right). The game is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        crushed_counts: true,
        ..Default::default()
    };
    wrong::main("wrong-crushed-counts", bugs);
}
