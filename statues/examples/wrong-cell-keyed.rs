//! A deliberately wrong statues solver, for versus's self-test: the search keyed on (row, col) without the round: each cell entered once.
//! `--right` makes it right. The search is the generator's (`wrong/`, `tests/gen/rules.rs`).

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "wrong/mod.rs"]
mod wrong;

fn main() {
    wrong::main("wrong-cell-keyed", gen::rules::Bug::CellKeyed);
}
