//! A deliberately wrong moveable-maze solver, for versus's self-test: a turn with a move
//! and no rotation is lost, instead of kept for rotating a square further ahead later
//! (`1 3 / 1 1 1 3 / E W S`: 4 instead of 3). The search over simple paths is exact;
//! `--right` prices by the statement's formula (`search/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "search/mod.rs"]
mod search;

use search::{Pricing, Rules};

fn main() {
    search::main(
        "wrong-no-banking",
        Rules {
            pricing: Pricing::BankCap(0),
            ..Rules::RIGHT
        },
    );
}
