//! The adversary search (issue #20): a hill climb for boards on which the solver works
//! hardest, an ignored test reproducible from one command:
//!
//! ```text
//! ADVERSARY_SECONDS=600 cargo test --release -p moveable-maze -- --ignored adversary --nocapture
//! ```
//!
//! Restart i starts from source i mod the sources (`Source`: a big board of each adversarial
//! family, random grids, dense boards of one to three lines, `NESW` fields strewn with
//! turnable squares, and each board of the hill-climbed data files), then climbs: each step makes
//! one to three random moves (`adversary/mutate.rs`) and keeps the board when start and
//! target stay joined and the solver examines no fewer labels on it (`Answer::search_nodes`,
//! then its rounds); after a long stall it kicks its best board with several moves. A restart
//! is a function of the seed and its number alone: `ADVERSARY_RESTART=i` replays one.
//! Threads take restarts in turn until the time is spent.
//!
//! Settings, by environment variable: ADVERSARY_SECONDS (60), ADVERSARY_SEED (1),
//! ADVERSARY_THREADS (the cores), ADVERSARY_STEPS per restart (1500), ADVERSARY_KEEP (20),
//! ADVERSARY_RESTART (all). The report, on stderr and in target/adversary/report.txt: the
//! CPU spent, the hardest board found against time, and the hardest board of each lineage
//! (a restart, or every restart from one board of the file), kept in
//! target/adversary/hill-climbed.in with the hardest first.

mod mutate;

use crate::gen::boards::board_of;
use crate::gen::{families, parse_grids, random_grid, random_lines, Grid};
use crate::{solution, SOLVER};
use mutate::{mutate, MUTATIONS};
use shared_io::stress::Rng;
use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The files of boards earlier searches kept (data/moveable-maze/), continued from as sources.
const KEPT: [&str; 2] = ["hill-climbed.in", "hill-climbed-earlier.in"];

/// The search's settings (see the header).
struct Config {
    seconds: u64,
    seed: u64,
    threads: usize,
    steps: u64,
    keep: usize,
    only: Option<u64>,
}

/// An environment variable as a number, or `default` when unset.
fn setting(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(text) => text
            .parse()
            .unwrap_or_else(|_| panic!("{}={:?}: expected a number", name, text)),
        Err(_) => default,
    }
}

impl Config {
    fn from_env() -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            seconds: setting("ADVERSARY_SECONDS", 60),
            seed: setting("ADVERSARY_SEED", 1),
            threads: setting("ADVERSARY_THREADS", cores as u64).max(1) as usize,
            steps: setting("ADVERSARY_STEPS", 1500),
            keep: setting("ADVERSARY_KEEP", 20) as usize,
            only: std::env::var("ADVERSARY_RESTART")
                .ok()
                .map(|_| setting("ADVERSARY_RESTART", 0)),
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
    let answer = solution::solve_board(&board_of(&grid.input())).expect("joined");
    Score {
        labels: answer.search_nodes,
        rounds: answer.rounds,
        tracked: answer.tracked,
        literal: answer.literal,
        walk_model: answer.walk_model,
    }
}

/// The least time of `runs` solves of `grid`, in milliseconds.
fn milliseconds(grid: &Grid, runs: usize) -> f64 {
    let board = board_of(&grid.input());
    (0..runs)
        .map(|_| {
            let clock = Instant::now();
            solution::solve_board(&board).expect("joined");
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

/// Every source, in restart order, and the boards of the hill-climbed data files.
struct Sources {
    all: Vec<Source>,
    kept: Vec<Grid>,
}

impl Sources {
    fn new() -> Sources {
        let kept: Vec<Grid> = KEPT
            .iter()
            .flat_map(|file| parse_grids(&SOLVER.data().text(file)))
            .collect();
        let mut all: Vec<Source> = (0..families::FAMILIES.len()).map(Source::Family).collect();
        all.extend([Source::Random, Source::Dense, Source::Field]);
        all.extend((0..kept.len()).map(Source::Kept));
        Sources { all, kept }
    }

    fn of(&self, restart: u64) -> Source {
        self.all[(restart % self.all.len() as u64) as usize]
    }

    /// A name for the report; the lineage of a restart from the hill-climbed data files.
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

/// A restart's best board.
#[derive(Clone)]
struct Found {
    restart: u64,
    lineage: String,
    grid: Grid,
    score: Score,
}

/// What every thread shares: the hardest board of each lineage, the curve of the hardest
/// board found so far against time, the boards evaluated, and the moves that paid.
struct Pool {
    began: Instant,
    best: Vec<Found>,
    curve: Vec<(f64, Score)>,
    evaluated: u64,
    restarts: u64,
    paid: [u64; MUTATIONS.len()],
}

impl Pool {
    fn new() -> Pool {
        Pool {
            began: Instant::now(),
            best: Vec::new(),
            curve: Vec::new(),
            evaluated: 0,
            restarts: 0,
            paid: [0; MUTATIONS.len()],
        }
    }

    /// Records a restart's better board: its lineage's best, and the curve's when hardest.
    fn offer(&mut self, found: &Found) {
        if self.curve.last().map_or(true, |(_, s)| found.score > *s) {
            let seconds = self.began.elapsed().as_secs_f64();
            self.curve.push((seconds, found.score));
        }
        match self.best.iter_mut().find(|f| f.lineage == found.lineage) {
            Some(known) if known.score >= found.score => {}
            Some(known) => *known = found.clone(),
            None => self.best.push(found.clone()),
        }
    }
}

/// A board a climb stands on, and its score.
struct Standing {
    grid: Grid,
    score: Score,
}

/// One restart: from its source, `config.steps` steps (or until `deadline`), each one to
/// three moves kept when the board stays joined and scores no lower; after `STALL` steps
/// without a new best, its best board kicked by five to ten moves. Reports each new best of
/// the restart to `pool`.
fn climb(restart: u64, config: &Config, sources: &Sources, pool: &Mutex<Pool>, deadline: Instant) {
    const STALL: u64 = 300;
    let mut rng = Rng::new(config.seed.wrapping_mul(0x9e37_79b9) ^ restart);
    let source = sources.of(restart);
    let lineage = match source {
        Source::Kept(_) => sources.name(source),
        _ => format!("restart {} ({})", restart, sources.name(source)),
    };
    let grid = sources.board(source, &mut rng);
    let score = evaluate(&grid);
    let mut here = Standing { grid, score };
    let mut best = Found {
        restart,
        lineage,
        grid: here.grid.clone(),
        score,
    };
    pool.lock().unwrap().offer(&best);
    let (mut since_best, mut evaluated) = (0, 1);
    for _ in 0..config.steps {
        if Instant::now() >= deadline {
            break;
        }
        let (next, kinds) = moved(&here.grid, 1 + rng.below(3), &mut rng);
        if !next.joined(next.start, next.target) {
            continue;
        }
        let score = evaluate(&next);
        evaluated += 1;
        since_best += 1;
        if score >= here.score {
            here = Standing { grid: next, score };
        }
        if here.score > best.score {
            best.grid = here.grid.clone();
            best.score = here.score;
            since_best = 0;
            let mut pool = pool.lock().unwrap();
            kinds.iter().for_each(|&k| pool.paid[k] += 1);
            pool.offer(&best);
        } else if since_best > STALL {
            since_best = 0;
            let (kicked, _) = moved(&best.grid, 5 + rng.below(6), &mut rng);
            if kicked.joined(kicked.start, kicked.target) {
                let score = evaluate(&kicked);
                here = Standing {
                    grid: kicked,
                    score,
                };
            }
        }
    }
    let mut pool = pool.lock().unwrap();
    pool.evaluated += evaluated;
    pool.restarts += 1;
}

/// `grid` after `count` random moves, and their kinds.
fn moved(grid: &Grid, count: usize, rng: &mut Rng) -> (Grid, Vec<usize>) {
    let mut next = grid.clone();
    let kinds = (0..count).map(|_| mutate(&mut next, rng)).collect();
    (next, kinds)
}

/// Runs restarts on `config.threads` threads until the time is spent (or the one restart).
fn search(config: &Config, sources: &Sources) -> Pool {
    let pool = Mutex::new(Pool::new());
    let deadline = Instant::now() + Duration::from_secs(config.seconds);
    let next = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..config.threads {
            scope.spawn(|| loop {
                let restart = match config.only {
                    Some(only) if next.fetch_add(1, Ordering::SeqCst) == 0 => only,
                    Some(_) => return,
                    None => next.fetch_add(1, Ordering::SeqCst),
                };
                if Instant::now() >= deadline {
                    return;
                }
                climb(restart, config, sources, &pool, deadline);
            });
        }
    });
    pool.into_inner().unwrap()
}

/// The report: settings and CPU spent, the curve, the moves that paid, the boards kept.
fn report(config: &Config, pool: &Pool, kept: &[(Found, f64)]) -> String {
    let seconds = pool.began.elapsed().as_secs_f64();
    let mut text = String::new();
    writeln!(
        text,
        "adversary search: seed {}, {} threads for {:.0} s ({:.0} CPU-seconds), {} restarts of \
         up to {} steps, {} boards evaluated",
        config.seed,
        config.threads,
        seconds,
        seconds * config.threads as f64,
        pool.restarts,
        config.steps,
        pool.evaluated
    )
    .unwrap();
    writeln!(
        text,
        "hardest found against time (seconds: labels, rounds; each a tenth above the last):"
    )
    .unwrap();
    let mut shown = 0;
    for (i, (at, score)) in pool.curve.iter().enumerate() {
        if score.labels * 10 >= shown * 11 || i + 1 == pool.curve.len() {
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
        .zip(pool.paid)
        .map(|(m, n)| format!("{} {}", m.name, n))
        .collect();
    writeln!(
        text,
        "moves in steps that made a new best: {}",
        paid.join(", ")
    )
    .unwrap();
    writeln!(text, "kept, the hardest of each lineage:").unwrap();
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
    let sources = Sources::new();
    let pool = search(&config, &sources);
    let mut best = pool.best.clone();
    best.sort_by(|a, b| b.score.cmp(&a.score).then(a.restart.cmp(&b.restart)));
    best.truncate(config.keep);
    let kept: Vec<(Found, f64)> = best
        .into_iter()
        .map(|found| {
            let ms = milliseconds(&found.grid, 5);
            (found, ms)
        })
        .collect();
    let text = report(&config, &pool, &kept);
    eprint!("{}", text);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/adversary");
    fs::create_dir_all(&dir).expect("create target/adversary");
    fs::write(dir.join("report.txt"), &text).expect("write the report");
    let mut boards: String = kept.iter().map(|(found, _)| found.grid.text()).collect();
    boards.push_str("0 0\n");
    fs::write(dir.join("hill-climbed.in"), boards).expect("write the boards");
}
