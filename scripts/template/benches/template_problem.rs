//! Criterion bench: the whole solver on the worst case, `data/template-problem/worst.in`
//! (made by `tests/files.rs`).

use criterion::{criterion_group, criterion_main, Criterion};
use tools::stress::Solver;

// `cargo clippy --all-targets` checks benches with cfg(test) but no test harness: the unit
// tests of main.rs (src/tests.rs) are then compiled without their #[test] functions.
#[allow(dead_code, unused_imports)]
#[path = "../src/main.rs"]
mod solution;

const SOLVER: Solver = Solver {
    name: "template-problem",
    solve: solution::solve,
    explain: solution::explain::explain,
};

fn bench_worst(c: &mut Criterion) {
    let input = SOLVER.data().bytes("worst.in");
    c.bench_function("template-problem/worst", |b| b.iter(|| SOLVER.run(&input)));
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
