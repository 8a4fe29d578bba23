//! A deliberately wrong robots solver, for versus's self-test: a teleport entry skipped (occupied
//! or unsafe) is marked used too (`--right`: it stays available, and then it is right). The game is
//! `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        skipped_teleports_used: true,
        ..Default::default()
    };
    wrong::main("wrong-skipped-teleports-used", bugs);
}
