//! The replayer rejects a wrong explanation.

use super::replay;

#[test]
fn the_replayer_rejects_wrong_terms() {
    assert_eq!(replay("1 2\n0 0\n", "3\n  1 + 2\n"), Ok(()));
    assert!(replay("1 2\n0 0\n", "3\n  2 + 1\n").is_err());
    assert!(replay("1 2\n0 0\n", "3\n").is_err());
}
