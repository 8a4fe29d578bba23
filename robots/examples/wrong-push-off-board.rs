//! A deliberately wrong robots solver, for versus's self-test: debris may be pushed off the board,
//! where it is gone (`--right`: that push is illegal, and then it is right). The game is
//! `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        push_off_board: true,
        ..Default::default()
    };
    wrong::main("wrong-push-off-board", bugs);
}
