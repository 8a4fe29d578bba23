//! A deliberately wrong robots solver, for versus's self-test: robots that collide on your cell
//! count as remaining and leave no debris (`--right`: they are debris, and then it is right). The
//! game is `wrong/`'s, with this one rule broken.

mod wrong;

fn main() {
    let bugs = wrong::Bugs {
        collided_on_you_remain: true,
        ..Default::default()
    };
    wrong::main("wrong-collided-robots-remain", bugs);
}
