//! Criterion bench: the whole solver (parse, search, print) on the board that keeps the
//! most cells alive for the longest, the hardest one for a search.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::run_in_memory;
use std::hint::black_box;

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const HARDEST: &[u8] = include_bytes!("../../data/statues/hardest.in");

fn bench_hardest(c: &mut Criterion) {
    c.bench_function("statues/hardest", |b| {
        b.iter(|| run_in_memory(solution::solve, black_box(HARDEST)))
    });
}

criterion_group!(benches, bench_hardest);
criterion_main!(benches);
