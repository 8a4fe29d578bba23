//! Criterion bench: the whole solver on the worst-case file, 50 runs of 25x80 with 100
//! monsters where every run goes the full 10,000 turns.

use criterion::{criterion_group, criterion_main, Criterion};
use tools::stress::Solver;

// `cargo clippy --all-targets` checks benches with cfg(test) but no test harness: the unit
// tests of main.rs (src/tests.rs) are then compiled without their #[test] functions.
#[allow(dead_code, unused_imports)]
#[path = "../src/main.rs"]
mod solution;

const SOLVER: Solver = Solver {
    name: "dungeon",
    solve: solution::solve,
    explain: solution::explain::explain,
};

fn bench_worst(c: &mut Criterion) {
    let input = SOLVER.data().bytes("worst.in");
    // a whole file takes about a second: criterion's fewest samples are plenty
    let mut group = c.benchmark_group("dungeon");
    group.sample_size(10);
    group.bench_function("worst (50 runs)", |b| b.iter(|| SOLVER.run(&input)));
    group.finish();
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
