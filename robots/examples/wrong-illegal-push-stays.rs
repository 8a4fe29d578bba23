//! A deliberately wrong robots solver, for versus's self-test: an illegal push counts as a stay
//! that ranks under the cell it would walk to, as in a scan keeping the first of equals (`--right`:
//! an illegal push is no move at all, and then it is right). The game is `wrong/`'s, with this one
//! rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        illegal_push_stays: true,
        ..Default::default()
    };
    wrong::main("wrong-illegal-push-stays", bugs);
}
