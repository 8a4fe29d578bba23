//! Criterion bench: the whole solver (parse, search, print) on the worst-case file, 300
//! nearly all-wild 10x10 mazes with no way home, so every state of every maze is explored.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::{read_data, run_in_memory};

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const WORST: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/dice-maze/worst.in");

fn bench_worst(c: &mut Criterion) {
    let input = read_data(WORST);
    c.bench_function("dice-maze/worst (300 mazes)", |b| {
        b.iter(|| run_in_memory(solution::solve, &input))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
