//! The adversary search (issue #20): a hill climb for boards on which the solver works
//! hardest, an ignored test run by one command:
//!
//! ```text
//! ADVERSARY_SECONDS=600 cargo test --release -p moveable-maze -- --ignored adversary_search --nocapture
//! ```
//!
//! It runs in generations. Generation 0 climbs once from each source (`Source`: a big board of
//! each adversarial family, random grids, dense boards of one to three lines, `NESW` fields
//! strewn with turnable squares, and each board of the hill-climbed data files); every later
//! generation climbs on from the best board of each of the `ADVERSARY_KEEP` hardest
//! lineages so far, and once from each of `ADVERSARY_FRESH` new sources. A climb makes
//! `ADVERSARY_STEPS` steps, each one to three random moves (`adversary/mutate.rs`), and keeps
//! the board when start and target stay joined and the solver examines no fewer labels on it
//! (`Answer::search_nodes`, then its rounds); after a long stall it kicks its best board with
//! several moves. Threads share out a generation's climbs; each climb is seeded by the seed,
//! its generation and its place, so a run of `ADVERSARY_GENERATIONS` generations (no time
//! limit then) is the same on every machine. Otherwise generations start until
//! ADVERSARY_SECONDS are spent (the last is cut short).
//!
//! Settings, by environment variable: ADVERSARY_SECONDS (60), ADVERSARY_GENERATIONS (none),
//! ADVERSARY_SEED (1), ADVERSARY_THREADS (the cores), ADVERSARY_STEPS (1500), ADVERSARY_KEEP
//! (20), ADVERSARY_FRESH (4), ADVERSARY_FROM (a file of boards: climb from its boards alone,
//! as issue 44's climbs from the fork families did). The report, on stderr and in
//! target/adversary/report.txt: the CPU spent, the hardest board found against time, and the
//! best board of each of the hardest lineages, written to target/adversary/hill-climbed.in,
//! the hardest first.
//!
//! Beside it, more ignored tests: `board_times`, the speed report; `growth`, the table of the
//! growth family (`gen/families/growth.rs`), whose labels doubled with each fork;
//! `fork_families`, the tables of the fork families (`gen/families/forks.rs`, issue 44);
//! `doubling_family`, the table of the doubling family (`gen/families/doubling.rs`); and
//! `narrow_family`, the table of the narrow doubling family (`gen/families/narrow.rs`).

mod mutate;

use crate::files::hill_climbed;
use crate::gen::boards::{board_of, solved};
use crate::gen::families::{self, doubling, forks, growth, narrow};
use crate::gen::{parse_grids, random_grid, random_lines, Grid};
use crate::oracle::dssr;
use crate::SOLVER;
use mutate::{mutate, MUTATIONS};
use std::fmt::Write as _;
use std::fs;
use std::sync::Mutex;
use std::time::Instant;
use tools::lanes;
use tools::problem::Rng;

/// The search's settings (see the header).
struct Config {
    /// When generations stop starting and climbs stop making steps: ADVERSARY_SECONDS after
    /// the start, unless a number of generations was asked for (a run that must be the same
    /// on every machine).
    until: Option<Instant>,
    generations: Option<u64>,
    seed: u64,
    threads: usize,
    steps: u64,
    keep: usize,
    fresh: usize,
}

/// An environment variable as a number, if set.
fn setting(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    Some(
        text.parse()
            .unwrap_or_else(|_| panic!("{}={:?}: expected a number", name, text)),
    )
}

impl Config {
    fn from_env() -> Config {
        let cores = lanes::cores() as u64;
        let seconds = setting("ADVERSARY_SECONDS").unwrap_or(60);
        let generations = setting("ADVERSARY_GENERATIONS");
        Config {
            until: match generations {
                Some(_) => None,
                None => Some(Instant::now() + std::time::Duration::from_secs(seconds)),
            },
            generations,
            seed: setting("ADVERSARY_SEED").unwrap_or(1),
            threads: setting("ADVERSARY_THREADS").unwrap_or(cores).max(1) as usize,
            steps: setting("ADVERSARY_STEPS").unwrap_or(1500),
            keep: setting("ADVERSARY_KEEP").unwrap_or(20) as usize,
            fresh: setting("ADVERSARY_FRESH").unwrap_or(4) as usize,
        }
    }
}

/// How hard a board was: the solver's work, then its answers. Ordered by labels, then rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Score {
    labels: u64,
    rounds: u32,
    tracked: usize,
    literal: u32,
    walk_model: u32,
}

/// Solves `grid` once. Precondition: start and target are joined.
fn evaluate(grid: &Grid) -> Score {
    let answer = solved(&board_of(&grid.input())).expect("joined");
    Score {
        labels: answer.search_nodes,
        rounds: answer.rounds,
        tracked: answer.tracked,
        literal: answer.literal(),
        walk_model: answer.walk_model,
    }
}

/// The least time of `runs` solves of `grid`, in milliseconds.
fn milliseconds(grid: &Grid, runs: usize) -> f64 {
    let board = board_of(&grid.input());
    (0..runs)
        .map(|_| {
            let clock = Instant::now();
            solved(&board).expect("joined");
            clock.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min)
}

/// Where a restart begins.
#[derive(Clone, Copy)]
enum Source {
    /// A big board of the family with this index in `families::FAMILIES`.
    Family(usize),
    /// A random grid, 10 to 20 a side, 0, 15 or 35 percent `x`.
    Random,
    /// Every square one to three lines, a few `x`: rotations set the pace.
    Dense,
    /// `NESW` squares with one in four turnable.
    Field,
    /// The board with this index in the hill-climbed data files.
    Kept(usize),
}

/// Every source, and the boards of the hill-climbed data files.
struct Sources {
    all: Vec<Source>,
    kept: Vec<Grid>,
}

impl Sources {
    fn new() -> Sources {
        // ADVERSARY_FROM's boards alone, if set
        if let Ok(from) = std::env::var("ADVERSARY_FROM") {
            let text = fs::read_to_string(&from).unwrap_or_else(|e| panic!("{}: {}", from, e));
            let kept = parse_grids(&text);
            let all = (0..kept.len()).map(Source::Kept).collect();
            return Sources { all, kept };
        }
        // the files of boards earlier searches kept, continued from as sources
        let kept: Vec<Grid> = hill_climbed::FILES
            .iter()
            .flat_map(|name| parse_grids(&SOLVER.data().text(&format!("{}.in", name))))
            .collect();
        let mut all: Vec<Source> = (0..families::FAMILIES.len()).map(Source::Family).collect();
        all.extend([Source::Random, Source::Dense, Source::Field]);
        all.extend((0..kept.len()).map(Source::Kept));
        Sources { all, kept }
    }

    /// The n-th source, round and round.
    fn of(&self, n: usize) -> Source {
        self.all[n % self.all.len()]
    }

    /// A name for the report.
    fn name(&self, source: Source) -> String {
        match source {
            Source::Family(i) => families::FAMILIES[i].name.to_string(),
            Source::Random => "random grid".to_string(),
            Source::Dense => "dense".to_string(),
            Source::Field => "NESW field".to_string(),
            Source::Kept(i) => format!("kept board {}", i + 1),
        }
    }

    /// A first board from `source`, start and target joined.
    fn board(&self, source: Source, rng: &mut Rng) -> Grid {
        loop {
            let grid = match source {
                Source::Family(i) => (families::FAMILIES[i].big)(rng),
                Source::Random => {
                    let side = |rng: &mut Rng| rng.range(10, 20) as usize;
                    let (sides, x_percent) = ((side(rng), side(rng)), *rng.pick(&[0, 15, 35]));
                    match random_grid(rng, sides, x_percent, usize::MAX) {
                        Some(grid) => grid,
                        None => continue,
                    }
                }
                Source::Dense => strewn(rng, |rng| turnable_or_x(rng, 8)),
                Source::Field => strewn(rng, |rng| {
                    if rng.chance(75) {
                        "NESW".to_string()
                    } else {
                        turnable_or_x(rng, 20)
                    }
                }),
                Source::Kept(i) => self.kept[i].clone(),
            };
            if grid.joined(grid.start, grid.target) {
                return grid;
            }
        }
    }
}

/// One to three lines, or `x` with chance `x_percent`.
fn turnable_or_x(rng: &mut Rng, x_percent: usize) -> String {
    if rng.chance(x_percent) {
        return "x".to_string();
    }
    loop {
        let lines = random_lines(rng);
        if lines.len() < 4 {
            return lines;
        }
    }
}

/// A board of 12 to 20 a side, each square drawn by `token`, start and target at random.
fn strewn<F: FnMut(&mut Rng) -> String>(rng: &mut Rng, mut token: F) -> Grid {
    let (rows, cols) = (rng.range(12, 20) as usize, rng.range(12, 20) as usize);
    let mut grid = Grid::blank(rows, cols);
    for s in 0..rows * cols {
        grid.squares[s] = token(rng);
    }
    grid.start = rng.below(rows * cols);
    grid.target = rng.below(rows * cols);
    grid
}

/// A lineage's best board: the climbs from one first board, each on from the last's best.
#[derive(Clone)]
struct Found {
    lineage: String,
    grid: Grid,
    score: Score,
}

/// Where a climb starts: a new lineage from a source, or on from a lineage's best.
enum Start {
    Fresh(Source, String),
    From(Found),
}

/// What the threads share while climbing: the hardest board found so far against time, the
/// boards evaluated, and the kinds of moves in steps that made a climb's new best.
struct Live {
    began: Instant,
    curve: Vec<(f64, Score)>,
    evaluated: u64,
    paid: [u64; MUTATIONS.len()],
}

impl Live {
    /// Records a climb's new best, on the curve when it is the hardest yet.
    fn better(&mut self, score: Score, kinds: &[usize]) {
        kinds.iter().for_each(|&k| self.paid[k] += 1);
        if self.curve.last().map_or(true, |(_, s)| score > *s) {
            let seconds = self.began.elapsed().as_secs_f64();
            self.curve.push((seconds, score));
        }
    }
}

/// A board a climb stands on, and its score.
struct Standing {
    grid: Grid,
    score: Score,
}

impl Standing {
    fn of(grid: Grid) -> Standing {
        let score = evaluate(&grid);
        Standing { grid, score }
    }
}

/// One climb of `config.steps` steps (none once `config.until` is past): each one to three
/// moves, kept when the board stays joined and scores no lower; after `STALL` steps without a
/// new best, the best board kicked by five to ten moves. Returns the best board of its lineage.
fn climb(
    start: &Start,
    mut rng: Rng,
    config: &Config,
    sources: &Sources,
    live: &Mutex<Live>,
) -> Found {
    const STALL: u64 = 300;
    let (lineage, first) = match start {
        Start::Fresh(source, name) => {
            (name.clone(), Standing::of(sources.board(*source, &mut rng)))
        }
        Start::From(found) => (found.lineage.clone(), Standing::of(found.grid.clone())),
    };
    let mut best = Found {
        lineage,
        grid: first.grid.clone(),
        score: first.score,
    };
    let (mut here, mut since_best, mut evaluated) = (first, 0, 1);
    for _ in 0..config.steps {
        if config.until.map_or(false, |until| Instant::now() >= until) {
            break;
        }
        let (next, kinds) = moved(&here.grid, 1 + rng.below(3), &mut rng);
        if !next.joined(next.start, next.target) {
            continue;
        }
        let next = Standing::of(next);
        evaluated += 1;
        since_best += 1;
        if next.score >= here.score {
            here = next;
        }
        if here.score > best.score {
            best.grid = here.grid.clone();
            best.score = here.score;
            since_best = 0;
            live.lock().unwrap().better(best.score, &kinds);
        } else if since_best > STALL {
            since_best = 0;
            let (kicked, _) = moved(&best.grid, 5 + rng.below(6), &mut rng);
            if kicked.joined(kicked.start, kicked.target) {
                here = Standing::of(kicked);
            }
        }
    }
    live.lock().unwrap().evaluated += evaluated;
    best
}

/// `grid` after `count` random moves, and their kinds.
fn moved(grid: &Grid, count: usize, rng: &mut Rng) -> (Grid, Vec<usize>) {
    let mut next = grid.clone();
    let kinds = (0..count).map(|_| mutate(&mut next, rng)).collect();
    (next, kinds)
}

/// The climbs of generation `g`: one from each source at first; then on from each of the
/// `keep` hardest lineages of `pool`, and from `fresh` new sources.
fn starts(g: u64, pool: &[Found], config: &Config, sources: &Sources) -> Vec<Start> {
    let fresh = |n: usize| {
        let source = sources.of(n);
        let name = format!("generation {} climb {} ({})", g, n, sources.name(source));
        Start::Fresh(source, name)
    };
    if g == 0 {
        return (0..sources.all.len()).map(fresh).collect();
    }
    let mut starts: Vec<Start> = pool
        .iter()
        .take(config.keep)
        .map(|found| Start::From(found.clone()))
        .collect();
    let first = sources.all.len() + (g as usize - 1) * config.fresh;
    starts.extend((first..first + config.fresh).map(fresh));
    starts
}

/// Runs one generation's climbs on `config.threads` threads; their results in order.
fn generation(
    g: u64,
    starts: &[Start],
    config: &Config,
    sources: &Sources,
    live: &Mutex<Live>,
) -> Vec<Found> {
    lanes::map(starts, config.threads, |i, start| {
        let seed = config.seed.wrapping_mul(0x9e37_79b9) ^ g << 32 ^ i as u64;
        climb(start, Rng::new(seed), config, sources, live)
    })
}

/// Runs generations until the time is spent (or the generations asked for); the best board
/// of each lineage, the hardest first, and the number of generations.
fn search(config: &Config, sources: &Sources, live: &Mutex<Live>) -> (Vec<Found>, u64) {
    let mut pool: Vec<Found> = Vec::new();
    let mut g = 0;
    while match config.generations {
        Some(generations) => g < generations,
        None => config.until.map_or(true, |until| Instant::now() < until),
    } {
        let starts = starts(g, &pool, config, sources);
        for found in generation(g, &starts, config, sources, live) {
            match pool.iter_mut().find(|f| f.lineage == found.lineage) {
                Some(known) if known.score >= found.score => {}
                Some(known) => *known = found,
                None => pool.push(found),
            }
        }
        pool.sort_by_key(|found| std::cmp::Reverse(found.score));
        g += 1;
    }
    (pool, g)
}

/// The report: settings and CPU spent, the curve, the moves that paid, the boards kept.
fn report(config: &Config, live: &Live, generations: u64, kept: &[(Found, f64)]) -> String {
    let seconds = live.began.elapsed().as_secs_f64();
    let mut text = String::new();
    writeln!(
        text,
        "adversary search: seed {}, {} generations of climbs of {} steps on {} threads in \
         {:.0} s ({:.0} CPU-seconds), {} boards evaluated",
        config.seed,
        generations,
        config.steps,
        config.threads,
        seconds,
        seconds * config.threads as f64,
        live.evaluated
    )
    .unwrap();
    writeln!(
        text,
        "hardest found against time (seconds: labels, rounds; each a tenth above the last):"
    )
    .unwrap();
    let mut shown = 0;
    for (i, (at, score)) in live.curve.iter().enumerate() {
        // strictly above: boards the solver answers without a round (0 labels) show once
        let above = score.labels > shown && score.labels * 10 >= shown * 11;
        if i == 0 || above || i + 1 == live.curve.len() {
            shown = score.labels;
            writeln!(
                text,
                "  {:8.1}: {} labels, {} rounds",
                at, score.labels, score.rounds
            )
            .unwrap();
        }
    }
    let paid: Vec<String> = MUTATIONS
        .iter()
        .zip(live.paid)
        .map(|(m, n)| format!("{} {}", m.name, n))
        .collect();
    writeln!(
        text,
        "moves in steps that made a new best: {}",
        paid.join(", ")
    )
    .unwrap();
    writeln!(
        text,
        "kept, the best board of each of the hardest lineages:"
    )
    .unwrap();
    for (i, (found, ms)) in kept.iter().enumerate() {
        let (g, s) = (&found.grid, found.score);
        writeln!(
            text,
            "  {:2}. {}x{} {}: {} labels, {} rounds, {} tracked, answer {} (walk model {}), \
             {:.2} ms",
            i + 1,
            g.rows,
            g.cols,
            found.lineage,
            s.labels,
            s.rounds,
            s.tracked,
            s.literal,
            s.walk_model,
            ms
        )
        .unwrap();
    }
    text
}

#[test]
#[ignore]
fn adversary_search() {
    let config = Config::from_env();
    let live = Mutex::new(Live {
        began: Instant::now(),
        curve: Vec::new(),
        evaluated: 0,
        paid: [0; MUTATIONS.len()],
    });
    let (mut pool, generations) = search(&config, &Sources::new(), &live);
    pool.truncate(config.keep);
    let kept: Vec<(Found, f64)> = pool
        .into_iter()
        .map(|found| {
            let ms = milliseconds(&found.grid, 5);
            (found, ms)
        })
        .collect();
    let text = report(&config, &live.into_inner().unwrap(), generations, &kept);
    eprint!("{}", text);
    let dir = crate::SOLVER.data().target_dir().join("adversary");
    fs::create_dir_all(&dir).expect("create target/adversary");
    fs::write(dir.join("report.txt"), &text).expect("write the report");
    let mut boards: String = kept.iter().map(|(found, _)| found.grid.text()).collect();
    boards.push_str("0 0\n");
    fs::write(dir.join("hill-climbed.in"), boards).expect("write the boards");
}

/// The speed report of issue #20, run by one command:
///
/// ```text
/// cargo test --release -p moveable-maze -- --ignored board_times --nocapture
/// ```
///
/// Every board of every legal data file, and of `target/adversary/hill-climbed.in` when a
/// search wrote one, solved alone (the least of `RUNS` solves, one core); per file its
/// slowest board, how many take over `BOARD_MS` and the most labels; then the `HARDEST`
/// slowest boards of all as one file (the least of `RUNS` runs of the whole solver on it,
/// parsing and printing included). It fails when a board takes over `BOARD_MS` or that file over `FILE_MS`: run it
/// on a quiet machine.
#[test]
#[ignore]
fn board_times() {
    const RUNS: usize = 20;
    const BOARD_MS: f64 = 5.0;
    const FILE_MS: f64 = 100.0;
    const HARDEST: usize = 20;
    let mut files: Vec<(String, String)> = SOLVER
        .data()
        .cases()
        .into_iter()
        .map(|case| (case.name, case.input))
        .collect();
    let searched = crate::SOLVER.data().target_dir().join("adversary");
    if let Ok(text) = fs::read_to_string(searched.join("hill-climbed.in")) {
        files.push(("target/adversary/hill-climbed".to_string(), text));
    }
    let mut all: Vec<(f64, Grid)> = Vec::new();
    for (name, input) in &files {
        let timed: Vec<(f64, Grid)> = parse_grids(input)
            .into_iter()
            .map(|grid| (milliseconds(&grid, RUNS), grid))
            .collect();
        let slowest = timed.iter().map(|(ms, _)| *ms).fold(0.0, f64::max);
        let over = timed.iter().filter(|(ms, _)| *ms > BOARD_MS).count();
        let most = timed.iter().map(|(_, grid)| evaluate(grid)).max();
        let (labels, rounds) = most.map_or((0, 0), |score| (score.labels, score.rounds));
        eprintln!(
            "{:32} {:3} boards, slowest {:6.3} ms, {} over {} ms, most labels {} ({} rounds)",
            name,
            timed.len(),
            slowest,
            over,
            BOARD_MS,
            labels,
            rounds
        );
        all.extend(timed);
    }
    all.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut hardest: String = all.iter().take(HARDEST).map(|(_, g)| g.text()).collect();
    hardest.push_str("0 0\n");
    let file_ms = (0..RUNS)
        .map(|_| {
            let clock = Instant::now();
            SOLVER.run(hardest.as_bytes());
            clock.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min);
    let slowest = all.first().map_or(0.0, |(ms, _)| *ms);
    eprintln!(
        "{} boards: slowest {:.3} ms; the {} slowest as one file: {:.2} ms",
        all.len(),
        slowest,
        HARDEST,
        file_ms
    );
    assert!(slowest <= BOARD_MS, "a board took {:.3} ms", slowest);
    assert!(
        file_ms <= FILE_MS,
        "the hardest file took {:.2} ms",
        file_ms
    );
}

/// The growth family's table (issue #20), run by one command:
///
/// ```text
/// cargo test --release -p moveable-maze -- --ignored growth --nocapture
/// ```
///
/// For k = 1 to `growth::MOST_FORKS` forks (`gen/families/growth.rs`): the board's size,
/// its answer (held to the DSSR oracle's) and the walk model's, the refinement's rounds,
/// tracked squares and labels (with their ratio to the last k's), and the least time of `RUNS`
/// solves.
#[test]
#[ignore]
fn growth() {
    family_table("growth", (1..=growth::MOST_FORKS).map(growth::growth));
}

/// The fork families' tables (issue 44), run by one command:
///
/// ```text
/// cargo test --release -p moveable-maze -- --ignored fork_families --nocapture
/// ```
///
/// For each shape of `gen/families/forks.rs` and k = 1 to the forks that fit, and for growth's
/// layout (one or two rows of forks) with pockets whose rings are 2x3 (`growth_with`), the
/// columns of `growth`'s table.
#[test]
#[ignore]
fn fork_families() {
    for shape in forks::SHAPES {
        family_table(
            shape.name,
            (1..=shape.most()).map(|k| forks::forks(shape, k)),
        );
    }
    let boards = (1..=growth::MOST_FORKS).map(|k| growth::growth_with(k, forks::POCKET_RING));
    family_table("growth-pockets-2x3", boards);
}

/// The table of one family, its boards by k from 1 (`growth`'s columns), each answer held
/// to the DSSR oracle's.
fn family_table<I: Iterator<Item = Grid>>(name: &str, boards: I) {
    const RUNS: usize = 5;
    eprintln!("{}:", name);
    eprintln!(
        "{:>2} {:>5} {:>6} {:>10} {:>6} {:>7} {:>7} {:>5} {:>8}",
        "k", "board", "answer", "walk model", "rounds", "tracked", "labels", "ratio", "ms"
    );
    let mut last = None;
    for (k, grid) in (1..).zip(boards) {
        let score = evaluate(&grid);
        let oracle = dssr::literal_optimum(&grid, 50_000_000).expect("dssr within its budget");
        assert_eq!(score.literal, oracle.answer, "k = {}\n{}", k, grid.text());
        let ratio = last.map_or(String::new(), |l: u64| {
            format!("{:.2}", score.labels as f64 / l as f64)
        });
        eprintln!(
            "{:>2} {:>5} {:>6} {:>10} {:>6} {:>7} {:>7} {:>5} {:>8.2}",
            k,
            format!("{}x{}", grid.rows, grid.cols),
            score.literal,
            score.walk_model,
            score.rounds,
            score.tracked,
            score.labels,
            ratio,
            milliseconds(&grid, RUNS)
        );
        last = Some(score.labels);
    }
}

/// Where the rounds of the refinement spend their labels (issue 38), an ignored test:
/// `cargo test --release -p moveable-maze -- --ignored round_labels --nocapture`. Per set of
/// boards (run 12's, in hill-climbed-a.in and -b.in; runs 10 and 11's, in
/// hill-climbed-runs-10-a.in to hill-climbed-runs-11-b.in; benches/hardest.in; and the last
/// search's target/adversary/hill-climbed.in if there is one): the labels of all
/// rounds, those of each board's last round and the last round's share; then the hardest
/// board of each round by round (labels, squares tracked, the round's bound and limit).
#[test]
#[ignore]
fn round_labels() {
    let crate_dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let hardest = format!("{}/benches/hardest.in", crate_dir);
    let hardest = fs::read_to_string(&hardest).unwrap_or_else(|e| panic!("{}: {}", hardest, e));
    let runs_10_11 = [
        "hill-climbed-runs-10-a",
        "hill-climbed-runs-10-b",
        "hill-climbed-runs-11-a",
        "hill-climbed-runs-11-b",
    ];
    let mut files = vec![
        ("run 12", data_boards(&hill_climbed::LAST_RUN)),
        ("runs 10 and 11", data_boards(&runs_10_11)),
        ("benches/hardest.in", parse_grids(&hardest)),
    ];
    let searched = crate::SOLVER.data().target_dir().join("adversary");
    if let Ok(text) = fs::read_to_string(searched.join("hill-climbed.in")) {
        files.push(("target/adversary/hill-climbed.in", parse_grids(&text)));
    }
    let (mut all_labels, mut all_last, mut all_rounds) = (0, 0, 0);
    for (name, grids) in &files {
        let answers: Vec<_> = grids
            .iter()
            .map(|grid| solved(&board_of(&grid.input())).expect("joined"))
            .collect();
        let total: u64 = answers.iter().map(|answer| answer.search_nodes).sum();
        let last: u64 = answers
            .iter()
            .filter_map(|answer| answer.per_round.last())
            .map(|round| round.labels)
            .sum();
        let rounds: usize = answers.iter().map(|answer| answer.per_round.len()).sum();
        all_labels += total;
        all_last += last;
        all_rounds += rounds;
        eprintln!(
            "{:28} {:3} boards, {:3} rounds, labels {:9}, last rounds {:9} ({:4.1}%, {:.2}x)",
            name,
            answers.len(),
            rounds,
            total,
            last,
            100.0 * last as f64 / total.max(1) as f64,
            total as f64 / last.max(1) as f64
        );
        let hardest = answers.iter().max_by_key(|answer| answer.search_nodes);
        if let Some(answer) = hardest {
            let rounds: Vec<String> = answer
                .per_round
                .iter()
                .map(|r| format!("{} ({}, {}/{})", r.labels, r.tracked, r.bound, r.limit))
                .collect();
            eprintln!(
                "  hardest, {} labels, answer {} (walk model {}): {}",
                answer.search_nodes,
                answer.literal(),
                answer.walk_model,
                rounds.join(", ")
            );
        }
    }
    eprintln!(
        "all {:3} rounds, labels {}, last rounds {} ({:.2}x)",
        all_rounds,
        all_labels,
        all_last,
        all_labels as f64 / all_last.max(1) as f64
    );
}

/// The boards of data files `names` (without `.in`), one file after another.
fn data_boards(names: &[&str]) -> Vec<Grid> {
    names
        .iter()
        .flat_map(|name| parse_grids(&SOLVER.data().text(&format!("{}.in", name))))
        .collect()
}

/// The doubling family's table (`gen/families/doubling.rs`, issue 44), an ignored test:
/// ```text
/// cargo test --release -p moveable-maze -- --ignored doubling_family --nocapture
/// ```
/// For k = 1 to `doubling::MOST_FORKS`, the columns of `growth`'s table, each answer held to
/// the DSSR oracle's.
#[test]
#[ignore]
fn doubling_family() {
    let boards = (1..=doubling::MOST_FORKS).map(doubling::doubling);
    family_table("doubling", boards);
}

/// The narrow doubling family's table (`gen/families/narrow.rs`, issue 44), an ignored test:
/// ```text
/// cargo test --release -p moveable-maze -- --ignored narrow_family --nocapture
/// ```
/// For k = 1 to `narrow::MOST_FORKS`, the columns of `growth`'s table, each answer held to
/// the DSSR oracle's.
#[test]
#[ignore]
fn narrow_family() {
    let boards = (1..=narrow::MOST_FORKS).map(narrow::narrow);
    family_table("narrow", boards);
}
