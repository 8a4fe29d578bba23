//! The walk count on the data files classified by hand, and the die against the statement's
//! example. (`stress.rs` checks the count against the peer's exhaustive search.)

use super::{Die, Walks};
use crate::gen::parse;

/// (has a walk, has a second walk) of each maze of a data file.
fn counts(name: &str) -> Vec<(bool, bool)> {
    let input = tools::stress::Data::of("dice-maze").text(&format!("{}.in", name));
    parse(&input)
        .iter()
        .map(|maze| {
            let walks = Walks::of(maze);
            (walks.first.is_some(), !walks.unique_or_none())
        })
        .collect()
}

const NONE: (bool, bool) = (false, false);
const ONE: (bool, bool) = (true, false);
const SEVERAL: (bool, bool) = (true, true);

#[test]
fn the_statements_mazes_have_one_walk_or_none() {
    assert_eq!(counts("sample"), [ONE, ONE, NONE]);
}

/// TIE, all wild: bounce up or left from the bottom-right corner, or go round.
#[test]
fn an_all_wild_maze_has_several_walks() {
    assert_eq!(counts("tie"), [SEVERAL]);
}

/// 2x1 mazes: down and back up is the only walk, when the start takes the die's top.
#[test]
fn two_square_mazes_have_one_walk_or_none() {
    for (name, expected) in [
        ("bounce", ONE),
        ("retok", ONE),
        ("end1", ONE),
        ("retbad", NONE),
        ("zero", NONE),
        ("one", NONE),
    ] {
        assert_eq!(counts(name), [expected], "{}", name);
    }
}

#[test]
fn the_statements_example_fixes_the_handedness() {
    assert_eq!(Die::placed(5, 1).right, 3);
    assert_eq!(Die::placed(5, 1).mirrored().right, 4);
    assert_eq!(Die::all().len(), 24);
}
