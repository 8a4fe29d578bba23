//! Criterion bench: the whole solver on the worst-case file, 100 20x20 cases: serpentines,
//! rotation-heavy open boards, dead ends, and traps behind wide open fields.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::{read_data, run_in_memory};

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const WORST: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../data/moveable-maze/worst.in"
);

fn bench_worst(c: &mut Criterion) {
    let input = read_data(WORST);
    c.bench_function("moveable-maze/worst (100 cases)", |b| {
        b.iter(|| run_in_memory(solution::solve, &input))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
