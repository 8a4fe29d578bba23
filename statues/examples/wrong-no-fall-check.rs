//! A deliberately wrong statues solver, for versus's self-test: only the statues now are checked, not one falling onto her.
//! `--right` makes it right. The search is the generator's (`wrong/`, `tests/gen/rules.rs`).

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "wrong/mod.rs"]
mod wrong;

fn main() {
    wrong::main("wrong-no-fall-check", gen::rules::Bug::NoFallCheck);
}
