//! A deliberately wrong moveable-maze solver, for versus's self-test: the walk model, the
//! tempting polynomial search over (square, entry offset) with Pareto clocks (t, P), which
//! prices every entered square from its original orientation, so a walk may re-enter a square
//! as if its earlier rotation had been undone (the README's 2x4 trap: 6 instead of 7).
//! `--right` locks every turnable square once entered, which makes it exact (`wrong/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "wrong/mod.rs"]
mod wrong;

use wrong::{Pricing, Rules};

fn main() {
    wrong::main(
        "wrong-walk-model",
        Rules {
            pricing: Pricing::Right,
            locks: false,
            step_backs: true,
        },
    );
}
