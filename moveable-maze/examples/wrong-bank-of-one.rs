//! A deliberately wrong moveable-maze solver, for versus's self-test: at most one idle
//! rotation slot is kept for later, not any number (`2 3 / 2 1 2 3 / SWE W NEW / NE x S`:
//! 6 instead of 5). The search over simple paths is exact; `--right` prices by the
//! statement's formula (`wrong/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "wrong/mod.rs"]
mod wrong;

use wrong::{Pricing, Rules};

fn main() {
    wrong::main(
        "wrong-bank-of-one",
        Rules {
            pricing: Pricing::BankCap(1),
            ..Rules::RIGHT
        },
    );
}
