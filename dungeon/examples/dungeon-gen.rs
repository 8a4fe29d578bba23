//! Prints one random legal dungeon input (`--seed S --size tiny|small|max`), or, started by
//! `scripts/versus.sh`, runs another solution against ours and shrinks the first failure.
//! The generator is the stress tests' own (`tests/gen/`).

#[path = "../tests/gen/mod.rs"]
mod gen;

fn main() {
    tools::versus::main::<gen::Dungeon>();
}
