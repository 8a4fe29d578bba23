//! A deliberately wrong statues solver, for versus's self-test: WIN once she survives 6 rounds, not 7.
//! `--right` makes it right. The search is the generator's (`wrong/`, `tests/gen/rules.rs`).

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "wrong/mod.rs"]
mod wrong;

fn main() {
    wrong::main("wrong-six-rounds", gen::rules::Bug::SixRounds);
}
