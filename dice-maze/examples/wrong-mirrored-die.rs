//! A deliberately wrong dice-maze solver, for versus's self-test: the die's right face mirrored (the other handedness).
//! `--right` makes it right. The search is `wrong/`'s BFS, shared by the planted solvers.

#[allow(dead_code)]
#[path = "../tests/gen/mod.rs"]
mod gen;
#[path = "wrong/mod.rs"]
mod wrong;

fn main() {
    wrong::main(wrong::Bug::MirroredDie);
}
