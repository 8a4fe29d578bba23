//! Criterion bench: the whole solver (parse, search, print) on the worst-case file, 300
//! nearly all-wild 10x10 mazes with no way home, so every state of every maze is explored.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::run_in_memory;
use std::hint::black_box;

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const WORST: &[u8] = include_bytes!("../../data/dice-maze/worst.in");

fn bench_worst(c: &mut Criterion) {
    c.bench_function("dice-maze/worst (300 mazes)", |b| {
        b.iter(|| run_in_memory(solution::solve, black_box(WORST)))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
