//! Criterion bench: the whole solver (parse, play, print) on the worst-case file, 500 games:
//! long ones (1-3 robots, 20 spread teleports) and crowded ones (50 robots).

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::{read_data, run_in_memory};

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const WORST: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/robots/worst.in");

fn bench_worst(c: &mut Criterion) {
    let input = read_data(WORST);
    c.bench_function("robots/worst (500 cases)", |b| {
        b.iter(|| run_in_memory(solution::solve, &input))
    });
}

criterion_group!(benches, bench_worst);
criterion_main!(benches);
