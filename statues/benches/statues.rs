//! Criterion bench: the whole solver (parse, search, print) on the board that keeps the
//! most cells alive for the longest, the hardest one for a search.

use criterion::{criterion_group, criterion_main, Criterion};
use tools::stress::Solver;

// `cargo clippy --all-targets` checks benches with cfg(test) but no test harness: the unit
// tests of main.rs (src/tests.rs) are then compiled without their #[test] functions.
#[allow(dead_code, unused_imports)]
#[path = "../src/main.rs"]
mod solution;

const SOLVER: Solver = Solver {
    name: "statues",
    solve: solution::solve,
    explain: solution::explain::explain,
};

fn bench_hardest(c: &mut Criterion) {
    let input = SOLVER.data().bytes("hardest.in");
    c.bench_function("statues/hardest", |b| b.iter(|| SOLVER.run(&input)));
}

criterion_group!(benches, bench_hardest);
criterion_main!(benches);
