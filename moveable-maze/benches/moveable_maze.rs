//! Criterion bench: the whole solver on
//! - the worst-case file, 100 20x20 cases: serpentines, rotation-heavy open boards, dead ends,
//!   and traps behind wide open fields;
//! - the adversarial file, 100 boards of issue 11's families (fields beside a turnable door
//!   with a heavy tail, the 2x4 trap in a corner, snakes and lollipops of pockets, rings,
//!   bricks, rooms): under 1 s for the file and 20 ms a board is the target;
//! - `adversaries.in`: boards hill-climbed to make this solver's refinement work hardest
//!   (most labels over all rounds), for speed only, so not judged data (no independent
//!   answers); `hardest.in` is the slowest of them alone.

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::{read_data, run_in_memory};

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/moveable-maze/");
const HERE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/");

fn bench_files(c: &mut Criterion) {
    let mut group = c.benchmark_group("moveable-maze");
    group.sample_size(10);
    for (name, path) in [
        ("worst (100 cases)", format!("{}worst.in", DATA)),
        ("adversarial (100 cases)", format!("{}adversarial.in", DATA)),
        (
            "hill-climbed (16 boards)",
            format!("{}adversaries.in", HERE),
        ),
        ("hardest hill-climbed board", format!("{}hardest.in", HERE)),
    ] {
        let input = read_data(path);
        group.bench_function(name, |b| b.iter(|| run_in_memory(solution::solve, &input)));
    }
    group.finish();
}

criterion_group!(benches, bench_files);
criterion_main!(benches);
