//! A deliberately wrong robots solver, for versus's self-test: the robot your push crushes steps
//! with the others before it is destroyed, so a push on the last robot does not win (`--right`: it
//! is gone at once, and then it is right). The game is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        crushed_steps: true,
        ..Default::default()
    };
    wrong::main("wrong-crushed-steps", bugs);
}
