//! A deliberately wrong robots solver, for versus's self-test: the robot your push crushes still
//! makes the walk unsafe (`--right`: it is gone, and then it is right). The game is `wrong/`'s,
//! with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        crushed_threatens: true,
        ..Default::default()
    };
    wrong::main("wrong-crushed-threatens", bugs);
}
