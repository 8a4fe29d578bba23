//! A deliberately wrong moveable-maze solver, for versus's self-test: a turn with a move
//! and no rotation is lost, instead of kept for rotating a square further ahead later
//! (`1 3 / 1 1 1 3 / E W S`: 4 instead of 3). The search over simple paths is exact;
//! `--right` prices by the statement's formula (`wrong/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "wrong/mod.rs"]
mod wrong;

use wrong::{Pricing, Rules};

fn main() {
    wrong::main(
        "wrong-no-banking",
        Rules {
            pricing: Pricing::BankCap(0),
            ..Rules::RIGHT
        },
    );
}
