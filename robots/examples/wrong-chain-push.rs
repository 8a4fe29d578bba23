//! A deliberately wrong robots solver, for versus's self-test: debris pushed into a line of debris
//! pushes the whole line (`--right`: that push is illegal, and then it is right). The game is
//! `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        chain_push: true,
        ..Default::default()
    };
    wrong::main("wrong-chain-push", bugs);
}
