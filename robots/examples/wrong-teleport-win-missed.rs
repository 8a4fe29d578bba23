//! A deliberately wrong robots solver, for versus's self-test: a teleport move that leaves no robot
//! is not seen as a win, and the game goes on (`--right` sees it, and then it is right). The game
//! is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        no_win_on_teleport: true,
        ..Default::default()
    };
    wrong::main("wrong-teleport-win-missed", bugs);
}
