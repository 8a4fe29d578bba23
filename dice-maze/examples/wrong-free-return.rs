//! A deliberately wrong dice-maze solver, for versus's self-test: any roll back onto the start square legal, whatever it shows.
//! `--right` makes it right. The search is `wrong/`'s BFS, shared by the planted solvers.

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "wrong/mod.rs"]
mod wrong;

fn main() {
    wrong::main(wrong::Bug::FreeReturn);
}
