//! A deliberately wrong moveable-maze solver, for versus's self-test: every rotation and
//! every move takes a turn of its own, as if a turn could not rotate a square and then move
//! (the sample: 10 instead of 5). The search over simple paths is exact; `--right` prices by
//! the statement's formula (`wrong/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "wrong/mod.rs"]
mod wrong;

use wrong::{Pricing, Rules};

fn main() {
    wrong::main(
        "wrong-separate-turns",
        Rules {
            pricing: Pricing::SeparateTurns,
            ..Rules::RIGHT
        },
    );
}
