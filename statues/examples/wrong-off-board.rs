//! A deliberately wrong statues solver, for versus's self-test: the board's edge off by one: a statue-free row below it and column right of it.
//! `--right` makes it right. The search is the generator's (`wrong/`, `tests/gen/rules.rs`).

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "wrong/mod.rs"]
mod wrong;

fn main() {
    wrong::main("wrong-off-board", gen::rules::Bug::OffBoard);
}
