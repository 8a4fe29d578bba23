//! A deliberately wrong moveable-maze solver, for versus's self-test: the walk model with
//! moves straight back to the square just left banned. That mends the 2x4 trap (a dead end
//! beside the path) but not a ring: a loop through `NESW` squares that brings the walk back to
//! a square it left turned, never stepping straight back. `--right` locks every turnable square
//! once entered, which makes it exact (`wrong/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "wrong/mod.rs"]
mod wrong;

use wrong::{Pricing, Rules};

fn main() {
    wrong::main(
        "wrong-no-step-back",
        Rules {
            pricing: Pricing::Right,
            locks: false,
            step_backs: false,
        },
    );
}
