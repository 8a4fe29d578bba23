//! A deliberately wrong robots solver, for versus's self-test: debris may be pushed into debris,
//! the two becoming one (`--right`: that push is illegal, and then it is right). The game is
//! `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        push_into_debris: true,
        ..Default::default()
    };
    wrong::main("wrong-push-into-debris", bugs);
}
