//! Prints one random legal dice-maze input (`--seed S --size tiny|small|max`), or, started by
//! `scripts/versus.sh`, runs another solution against ours and shrinks the first failure.
//! The generator is the stress tests' own (`tests/gen/`).

// the parts for the peer and the planted solvers go unused here
#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;

fn main() {
    tools::versus::main::<gen::DiceMaze>();
}
