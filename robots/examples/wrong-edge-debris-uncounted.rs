//! A deliberately wrong robots solver, for versus's self-test: debris in row 31 or column 31 is not
//! counted (`--right` counts it, and then it is right). The game is `wrong/`'s, with this one rule
//! broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        edge_debris_uncounted: true,
        ..Default::default()
    };
    wrong::main("wrong-edge-debris-uncounted", bugs);
}
