//! Criterion bench: the whole solver on the worst-case file, 100 20x20 cases: serpentines,
//! rotation-heavy open boards, dead ends, and traps behind wide open fields.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::run_in_memory;
use std::hint::black_box;

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const WORST: &[u8] = include_bytes!("../../data/moveable-maze/worst.in");

fn bench_worst(c: &mut Criterion) {
    c.bench_function("moveable-maze/worst (100 cases)", |b| {
        b.iter(|| run_in_memory(solution::solve, black_box(WORST)))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
