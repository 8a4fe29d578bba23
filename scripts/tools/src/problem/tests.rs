//! The unit tests of `problem.rs`: `count`, the number and its noun.

use super::count;

#[test]
fn count_names_one_in_the_singular_and_any_other_number_in_the_plural() {
    assert_eq!(count(1, "cases"), "1 case");
    assert_eq!(count(0, "cases"), "0 cases");
    assert_eq!(count(2, "cases"), "2 cases");
    assert_eq!(count(1, "extra blank lines"), "1 extra blank line");
    assert_eq!(count(12, "extra blank lines"), "12 extra blank lines");
    assert_eq!(count(1, "bytes"), "1 byte");
}
