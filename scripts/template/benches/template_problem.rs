//! Criterion bench: the whole solver on the largest input in data/ (replace with the worst
//! case once there is one).

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

fn bench_sample(c: &mut Criterion) {
    let input = SOLVER.data().bytes("sample.in");
    c.bench_function("template-problem/sample", |b| b.iter(|| SOLVER.run(&input)));
}

criterion_group!(benches, bench_sample);
criterion_main!(benches);
