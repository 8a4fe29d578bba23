//! Criterion bench: the whole solver (parse, search, print) on the worst-case file, 300
//! nearly all-wild 10x10 mazes with no way home, so every state of every maze is explored.

use criterion::{criterion_group, criterion_main, Criterion};
use tools::stress::Solver;

// `cargo clippy --all-targets` checks benches with cfg(test) but no test harness: the unit
// tests of main.rs (src/tests.rs) are then compiled without their #[test] functions.
#[allow(dead_code, unused_imports)]
#[path = "../src/main.rs"]
mod solution;

const SOLVER: Solver = Solver {
    name: "dice-maze",
    solve: solution::solve,
    explain: solution::explain::explain,
};

fn bench_worst(c: &mut Criterion) {
    let input = SOLVER.data().bytes("worst.in");
    c.bench_function("dice-maze/worst (300 mazes)", |b| {
        b.iter(|| SOLVER.run(&input))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
