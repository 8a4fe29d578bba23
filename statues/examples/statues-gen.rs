//! Prints one random legal statues input (`--seed S --size tiny|small|max`), or, started by
//! `scripts/versus.sh`, runs another solution against ours and shrinks the first failure.
//! The generator is the stress tests' own (`tests/gen/`).

// the search with mistakes serves the planted solvers; some of it goes unused here
#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;

fn main() {
    tools::versus::main::<gen::Statues>();
}
