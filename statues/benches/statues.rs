//! Criterion bench: the whole solver (parse, search, print) on the board that keeps the
//! most cells alive for the longest, the hardest one for a search.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::{read_data, run_in_memory};

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const HARDEST: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/statues/hardest.in");

fn bench_hardest(c: &mut Criterion) {
    let input = read_data(HARDEST);
    c.bench_function("statues/hardest", |b| {
        b.iter(|| run_in_memory(solution::solve, &input))
    });
}

criterion_group!(benches, bench_hardest);
criterion_main!(benches);
