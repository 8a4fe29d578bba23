//! A deliberately wrong robots solver, for versus's self-test: the losing move is not counted
//! (`--right` counts it, and then it is right). The game is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        losing_move_uncounted: true,
        ..Default::default()
    };
    wrong::main("wrong-losing-move-uncounted", bugs);
}
