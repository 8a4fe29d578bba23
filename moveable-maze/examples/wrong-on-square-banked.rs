//! A deliberately wrong moveable-maze solver, for versus's self-test: rotations of the
//! square under the piece are paid from banked idle slots too, although they can only happen
//! once the piece stands there (`1 3 / 1 3 1 1 / E E SWE`: 2 instead of 3). The search over
//! simple paths is exact; `--right` prices by the statement's formula (`wrong/`).

// each wrong solution picks one of the shared pricings
#[allow(dead_code)]
#[path = "wrong/mod.rs"]
mod wrong;

use wrong::{Pricing, Rules};

fn main() {
    wrong::main(
        "wrong-on-square-banked",
        Rules {
            pricing: Pricing::OnSquareFromBank,
            ..Rules::RIGHT
        },
    );
}
