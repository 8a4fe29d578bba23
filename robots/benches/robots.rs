//! Criterion bench: the whole solver (parse, play, print) on the worst-case file, 500 games:
//! long ones (1-3 robots, 20 spread teleports) and crowded ones (50 robots).

use criterion::{criterion_group, criterion_main, Criterion};
use tools::stress::Solver;

// `cargo clippy --all-targets` checks benches with cfg(test) but no test harness: the unit
// tests of main.rs (src/tests.rs) are then compiled without their #[test] functions.
#[allow(dead_code, unused_imports)]
#[path = "../src/main.rs"]
mod solution;

const SOLVER: Solver = Solver {
    name: "robots",
    solve: solution::solve,
    explain: solution::explain::explain,
};

fn bench_worst(c: &mut Criterion) {
    let input = SOLVER.data().bytes("worst.in");
    c.bench_function("robots/worst (500 cases)", |b| {
        b.iter(|| SOLVER.run(&input))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
