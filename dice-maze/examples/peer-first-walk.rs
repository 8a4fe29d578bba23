//! A peer's dice-maze solution, for versus's self-test: a backtracking DFS that prints the
//! first walk home it finds (`tests/peer/`), as accepted UVa 810 solutions do. On mazes that
//! keep the statement's promise (one walk or none) it must agree with our BFS.

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "../tests/peer/mod.rs"]
mod peer;

use std::io::{Read, Write};

fn main() {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .expect("a readable input");
    let _ = std::io::stdout().write_all(peer::answer(&input).as_bytes());
}
