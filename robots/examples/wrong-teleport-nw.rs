//! A deliberately wrong robots solver, for versus's self-test: a teleport counts as safe even with
//! a robot on its north-west neighbour (`--right` checks all eight neighbours, and then it is
//! right). The game is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        teleport_ignores_north_west: true,
        ..Default::default()
    };
    wrong::main("wrong-teleport-nw", bugs);
}
