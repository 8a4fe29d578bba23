//! Unit tests of the solution's pieces (here the one rule; for a real solver, its bit tricks
//! against cell-by-cell definitions).

use super::*;

#[test]
fn sums_at_the_limits_fit() {
    let pair = Pair {
        a: MAX_VALUE,
        b: MAX_VALUE,
    };
    assert_eq!(sum(&pair), 2 * MAX_VALUE);
    assert_eq!(sum(&Pair { a: -3, b: 3 }), 0);
}
