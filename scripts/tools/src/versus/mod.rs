//! versus: stress-tests another solution (any shell command, or a source file built as its
//! judge builds it) against ours on generated legal inputs, and shrinks the first input where
//! they differ by one greedy loop over reductions. Theirs is judged by the one judge
//! (`crate::judge`) as `check.sh --cmd` and `--submit` judge it: the problem's limits, the
//! verdict of its first judge, whitespace named with the judges that accept it. Each
//! problem's `examples/PROBLEM-gen.rs` supplies a `Problem` and calls `main`;
//! `scripts/versus.sh` builds it with our binary and hands over to it, and `self_test` checks
//! it through versus.sh on every problem's planted wrong programs.
//!
//! `main`, top to bottom: the options (`options`); their program (`theirs`: a file built
//! here); this generator again inside one sandbox for the whole session (`enter_session`),
//! or here where there is none; then `versus`: every seed played (`contest`) until the first
//! failure, shrunk and reported (`report`). Needs `sh`; Linux.

pub use crate::problem::{count, Problem, Rng, Size};
use shared_io::{Error, Scanner};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A line of versus's, as `println!` takes it, printed by the one renderer
/// (`crate::judge::verdict::render`); ends versus quietly when stdout is closed (`| head`), instead of
/// panicking. Defined before the submodules so they can use it.
macro_rules! say {
    ($($arg:tt)*) => {{
        let line = $crate::judge::verdict::render::Line::Plain(format!($($arg)*));
        if $crate::judge::verdict::render::Render::default().try_say(&line).is_err() {
            $crate::judge::run::process::clean_up();
            std::process::exit(1);
        }
    }};
}

mod contest;
mod options;
mod report;
pub mod self_test;
mod shrink;
mod theirs;

use self::contest::Contest;
use self::options::{parse_args, Settings, USAGE};
pub use self::options::{usage, usage_status};
use self::report::{print_times, print_whitespace, report_failure, Failure, TIMED_INPUTS};
pub use self::shrink::{shrink, Shrunk};
use self::theirs::Theirs;
use crate::judge::cases::hosting::{Host, Hosting};
use crate::judge::run::input::Input;
use crate::judge::run::process::{self, Charge, Interrupted};
use crate::judge::run::sandbox::{Sandbox, Scratch};
use crate::judge::run::session_sandbox;
use crate::judge::run::{End, Limits, Run, RunError, OUTPUT_LIMIT_BYTES};
use crate::judge::verdict::checker::Checker;
use crate::judge::verdict::signal_name;
use crate::judge::verdict::Verdict;
use crate::judge::Difference;

/// One generated input of `size` from `seed`.
pub fn generated<P: Problem>(seed: u64, size: Size) -> Vec<P::Case> {
    let mut rng = Rng::new(seed);
    match size {
        Size::Worst => P::worst(&mut rng),
        _ => P::generate(&mut rng, size),
    }
}

/// The `examples/PROBLEM-gen.rs` entry point: prints one input, or runs versus (`--ours`,
/// from versus.sh). Exits 0 when all agree, 1 on a failure, 2 on a usage error or when
/// nothing can be run, 128 + N when sent signal N.
pub fn main<P: Problem>() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        say!("{}", USAGE);
        return;
    }
    let settings = match parse_args(&args) {
        Ok(settings) => settings,
        Err(why) => give_up(&format!("{} (see --help)", why)),
    };
    let ours = match &settings.ours {
        Some(ours) => ours,
        None if settings.command.is_some() || settings.submit.is_some() => {
            give_up("COMMAND and --submit FILE go with --ours (see --help)")
        }
        None => {
            let cases = generated::<P>(settings.seed, settings.size);
            let _ = io::stdout().write_all(P::text(&cases).as_bytes());
            return;
        }
    };
    // before any run, and before the session's sandbox: the runs' orphans come back to this
    // process, and Ctrl-C is noted for the run in progress to stop at
    let charge = Charge::take();
    let hosts = hosts(&settings);
    let status = match Theirs::of(&settings, &hosts[0], P::NAME) {
        Ok(theirs) => match enter_session(&settings, &args, &theirs) {
            Some(status) => status,
            None => versus::<P>(&settings, &hosts, &theirs, ours),
        },
        Err(status) => status,
    };
    // what versus made for its runs (a file's build folder) goes with the charge
    std::process::exit(charge.end(status))
}

/// The problem's judges (`--facts`), the one that counts first (`--judge`, or the first).
fn hosts(settings: &Settings) -> Vec<Host> {
    let path = settings.facts.as_deref().unwrap_or_else(|| {
        give_up("--ours needs --facts (scripts/versus.sh passes the problem's Cargo.toml)")
    });
    Hosting::read(path)
        .and_then(|facts| facts.counted_first(settings.judge.as_deref()))
        .unwrap_or_else(|why| give_up(&why))
}

/// Runs this generator again inside one sandbox for the whole session, where bubblewrap
/// works and it is not inside already (`session_sandbox`): each run of theirs then costs a
/// PID namespace, not a bwrap. The session's exit status, or None to go on here: inside the
/// session (the generator then guards itself against being traced), or where it cannot be
/// entered (each run of theirs then in a bwrap of its own). Only the save folder and the
/// result file's folder are writable there, and our data is covered; a file built for
/// theirs is handed over (`Theirs::handed`).
fn enter_session(settings: &Settings, args: &[String], theirs: &Theirs) -> Option<i32> {
    if crate::judge::run::os::inside() {
        session_sandbox::guard_the_judge();
        return None;
    }
    let bwrap = match Sandbox::get() {
        Sandbox::Bwrap(bwrap) => bwrap,
        _ => return None,
    };
    let absolute = |path: &Path| std::fs::canonicalize(path).ok();
    let save_dir = settings.save_dir();
    let _ = std::fs::create_dir_all(&save_dir);
    let mut writable: Vec<PathBuf> = absolute(&save_dir).into_iter().collect();
    if let Some(result) = &settings.result {
        let folder = match result.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        writable.extend(absolute(folder));
    }
    let data = settings.facts.as_deref().and_then(|facts| {
        absolute(facts)?
            .parent()?
            .parent()
            .map(|root| root.join("data"))
    });
    let hidden: Vec<PathBuf> = data.into_iter().filter(|d| d.is_dir()).collect();
    // a problem's checker is built here, before the session, where target/ is writable;
    // inside, it checks in the session's private /tmp (`Checker::check`)
    if let Some(facts) = settings.facts.as_deref() {
        let _ = Checker::of(facts);
    }
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"));
    let pids = crate::judge::run::limit::pids_root();
    // what their command names under /tmp (a program built there) is seen through the
    // session's private /tmp, as in a run of its own
    let named = crate::judge::run::sandbox::named_under_tmp(&theirs.run);
    let mut args = args.to_vec();
    args.extend(theirs.handed());
    let line = session_sandbox::command_line(bwrap, &args, &here, &writable, &hidden, &named, pids);
    line.ok()
        .and_then(|line| session_sandbox::run_inside(&line))
}

/// A usage error, or nothing can be run: one line, then exit status 2, what versus made for
/// its runs gone first (`process::clean_up`: exit runs no destructor).
fn give_up(why: &str) -> ! {
    eprintln!("versus: {}", why);
    process::clean_up();
    std::process::exit(2);
}

/// The versus loop: every seed until the first failure, which is shrunk and reported.
fn versus<P: Problem>(settings: &Settings, hosts: &[Host], theirs: &Theirs, ours: &str) -> i32 {
    let contest = contest(settings, hosts, theirs, ours);
    let last_seed = settings.seed.saturating_add(settings.cases - 1);
    say!(
        "versus {}: {} of size {} (seeds {}..={}), judged as {} judges: {}, {} MB, {} per input",
        P::NAME,
        count(settings.cases as usize, "cases"),
        settings.size.name(),
        settings.seed,
        last_seed,
        contest.judges[0].name,
        contest
            .limits
            .time_words(contest.judges[0].name, contest.judges_time),
        contest.limits.memory_kb / 1024,
        theirs
            .program(Scratch::default())
            .stack_words(&contest.limits)
    );
    if let Some(line) = Sandbox::missing_line() {
        say!("  {}", line);
    }
    let began = Instant::now();
    // (input length, seed) of every agreeing case, and those that differ in whitespace only
    let mut agreed = Vec::new();
    let mut whitespace: Vec<(u64, Difference)> = Vec::new();
    for seed in settings.seed..=last_seed {
        let cases = generated::<P>(seed, settings.size);
        let input = P::text(&cases);
        let failure = match play::<P>(&contest, &input, seed, seed == settings.seed) {
            Ok(Played::Accepted(difference)) => {
                agreed.push((input.len(), seed));
                whitespace.extend(difference.map(|d| (seed, d)));
                continue;
            }
            Ok(Played::Failed(failure)) => failure,
            Err(stopped) => return stopped.status(),
        };
        let verdict = failure.judgement.verdict;
        say!(
            "seed {}: {} ({}) after {} ({:.1} s); shrinking",
            seed,
            verdict.name(),
            verdict.code(),
            count(agreed.len(), "agreeing cases"),
            began.elapsed().as_secs_f64()
        );
        let shrunk = match report_failure::<P>(settings, &contest, seed, cases, *failure) {
            Ok(shrunk) => shrunk,
            Err(stopped) => return stopped.status(),
        };
        let size: usize = shrunk.iter().map(P::size).sum();
        save_result::<P>(
            settings,
            verdict.code(),
            agreed.len(),
            &[
                ("seed", seed.to_string()),
                ("cases", shrunk.len().to_string()),
                ("size", size.to_string()),
                ("contents", P::contents(&shrunk)),
                ("bytes", P::text(&shrunk).len().to_string()),
            ],
        );
        return 1;
    }
    let verb = if agreed.len() == 1 { "agrees" } else { "agree" };
    say!("{} {}", count(agreed.len(), "cases"), verb);
    save_result::<P>(settings, "AC", agreed.len(), &[]);
    print_whitespace(&contest, agreed.len(), &whitespace);
    agreed.sort_unstable_by_key(|&(len, _)| std::cmp::Reverse(len));
    agreed.truncate((agreed.len() / 10).clamp(1, TIMED_INPUTS));
    let largest: Vec<(u64, String)> = agreed
        .iter()
        .map(|&(_, seed)| (seed, P::text(&generated::<P>(seed, settings.size))))
        .collect();
    match print_times(&contest, &largest) {
        Ok(()) => 0,
        Err(stopped) => stopped.status(),
    }
}

/// Writes `--result FILE`, if asked for: the verdict (a code: AC, WA, ...), the agreeing
/// cases before it, the unit of sizes, then `more` fields. A file that cannot be written is
/// said on stderr; what versus printed stands.
fn save_result<P: Problem>(
    settings: &Settings,
    verdict: &str,
    agreed: usize,
    more: &[(&str, String)],
) {
    let path = match &settings.result {
        Some(path) => path,
        None => return,
    };
    let mut line = format!("verdict={}\tagreed={}\tunit={}", verdict, agreed, P::UNIT);
    for (key, value) in more {
        line += &format!("\t{}={}", key, value);
    }
    if let Err(e) = std::fs::write(path, line + "\n") {
        eprintln!("versus: could not write {}: {}", path.display(), e);
    }
}

/// How theirs did on one input.
enum Played {
    /// Accepted, with how it differs from ours in whitespace, if it does.
    Accepted(Option<Difference>),
    Failed(Box<Failure>),
}

/// Plays one input. Gives up when ours does not take the input, saying how
/// (`ours_failed`), or, on the `first` input, when theirs cannot be started.
fn play<P: Problem>(
    contest: &Contest,
    input: &str,
    seed: u64,
    first: bool,
) -> Result<Played, Interrupted> {
    let round = match contest.play(input) {
        Ok(round) => round,
        Err(RunError::Interrupted(stopped)) => return Err(stopped),
        Err(e) => give_up(&format!("the runs of the input of seed {} could not be made (the judge's own failure, not a verdict): {}", seed, e)),
    };
    let (theirs, judgement) = match round.theirs {
        Some(theirs) => theirs,
        None => give_up(&format!(
            "on the input of seed {}, {}",
            seed,
            ours_failed(P::NAME, &round.ours, &contest.ours_limits)
        )),
    };
    if first && theirs.could_not_start() {
        give_up(&format!(
            "cannot run {:?}: {}",
            contest.theirs.run,
            first_line(&theirs.stderr)
        ));
    }
    if judgement.verdict != Verdict::Accepted {
        return Ok(Played::Failed(Box::new(Failure {
            judgement,
            ours: round.ours,
            theirs,
        })));
    }
    Ok(Played::Accepted(match &judgement.stdout {
        Some(d @ Difference::Trailing(_)) | Some(d @ Difference::Inside(_)) => Some(d.clone()),
        _ => None,
    }))
}

/// The two programs and how theirs is judged, from the settings and the problem's judges
/// (`hosts`, from its Cargo.toml, which versus.sh passes: the first one's limits, with what it
/// adds for a file's language, and its rules; `--time-limit` replaces the time limit).
fn contest<'a>(settings: &Settings, hosts: &[Host], theirs: &'a Theirs, ours: &str) -> Contest<'a> {
    let mut limits = hosts[0].limits(OUTPUT_LIMIT_BYTES, theirs.language);
    let judges_time = limits.time;
    let ours_limits = contest::ours_limits(&hosts[0].limits(OUTPUT_LIMIT_BYTES, None));
    if let Some(seconds) = settings.time_limit {
        limits.time = Duration::from_secs_f64(seconds);
    }
    let save_dir = settings.save_dir();
    if let Err(e) = std::fs::create_dir_all(&save_dir) {
        give_up(&format!("{}: {}", save_dir.display(), e));
    }
    let input =
        Input::new().unwrap_or_else(|e| give_up(&format!("cannot hold an input in memory: {}", e)));
    let facts = settings.facts.as_deref().unwrap_or_else(|| Path::new("."));
    let checker = Checker::of(facts).unwrap_or_else(|why| give_up(&why));
    let data = settings.root().join("data");
    Contest {
        ours: ours.to_string(),
        theirs,
        limits,
        ours_limits,
        judges_time,
        judges: hosts.iter().map(|h| h.judge).collect(),
        input,
        checker,
        scratch: Scratch {
            writable: None,
            hidden: vec![data].into_iter().filter(|d| d.is_dir()).collect(),
        },
    }
}

/// How ours failed to take an input, in words: its bad-input line or a warning (the
/// generator made an input the statement does not promise: a generator bug), or how it
/// ended (a bug of ours, or a machine too busy to run it).
fn ours_failed(name: &str, ours: &Run, limits: &Limits) -> String {
    let said = first_line(&ours.stderr);
    let ms = |time: Duration| (time.as_secs_f64() * 1000.0).round();
    let ours_bug = "a bug of ours, not of the generator";
    match ours.end {
        End::Exited(1) if said.starts_with(&format!("{}: line ", name)) => format!(
            "our solver rejected the input as bad (a generator bug): {}",
            said
        ),
        End::Exited(0) => format!(
            "our solver took the input with a warning (a generator bug): {}",
            said
        ),
        End::Exited(status) => format!(
            "our solver ended with exit status {} ({}): {}",
            status, ours_bug, said
        ),
        End::Signal(signal) => format!(
            "our solver was killed by signal {} ({}; {}): {}",
            signal,
            signal_name(signal),
            ours_bug,
            said
        ),
        End::OverCpu => format!(
            "our solver went over its own limit of {} s of CPU time, {} times the judge's ({}): {} ms of CPU time",
            limits.time.as_secs_f64(),
            contest::OURS_TIME_FACTOR,
            ours_bug,
            ms(ours.cpu)
        ),
        End::OverWall => format!(
            "our solver was stopped at its wall-clock safety of {} s with {} ms of CPU time: the machine is too busy to run it, or it waits ({})",
            limits.wall().as_secs_f64(),
            ms(ours.cpu),
            ours_bug
        ),
        End::OverMemory => format!(
            "our solver went over its own memory limit of {} MB, {} times the judge's ({}): {} MB at its peak",
            limits.memory_kb / 1024,
            contest::OURS_MEMORY_FACTOR,
            ours_bug,
            ours.peak_kb / 1024
        ),
        End::OverOutput => format!(
            "our solver wrote more than the output limit of {} bytes ({})",
            limits.output_bytes, ours_bug
        ),
    }
}

fn first_line(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    text.lines()
        .next()
        .unwrap_or("(nothing on stderr)")
        .to_string()
}

/// For the crates' tests: every generated input (`seeds` per size) is read by `solve`
/// without an error or a warning, and so is every reduction of each tiny and small case.
pub fn check_legal<P, F>(solve: F, seeds: u64)
where
    P: Problem,
    F: Fn(&mut Scanner, &mut Vec<u8>) -> Result<(), Error>,
{
    let accepts = |text: &str| {
        let mut sc = Scanner::new(text.as_bytes().to_vec());
        let result = solve(&mut sc, &mut Vec::new());
        if let Err(e) = result {
            panic!("{}: {}\n--- input ---\n{}", P::NAME, e, text);
        }
        if let Some(warning) = sc.warning() {
            panic!("{}: warning {}\n--- input ---\n{}", P::NAME, warning, text);
        }
    };
    for &(_, size) in Size::NAMES.iter() {
        for seed in 0..seeds {
            let cases = generated::<P>(seed, size);
            accepts(&P::text(&cases));
            if size == Size::Max || size == Size::Worst {
                continue;
            }
            for case in &cases {
                for smaller in P::smaller(case) {
                    accepts(&P::text(&[smaller]));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_parse_or_explain() {
        let args =
            |text: &str| -> Vec<String> { text.split_whitespace().map(String::from).collect() };
        let s = parse_args(&args("--seed 7 --size max --cases 3 --time-limit 0.5")).unwrap();
        assert_eq!(
            (s.seed, s.size, s.cases, s.time_limit),
            (7, Size::Max, 3, Some(0.5))
        );
        assert_eq!(
            parse_args(&args("--size huge")).err().as_deref(),
            Some("--size needs tiny, small, max or worst, found \"huge\"")
        );
        // as versus.sh passes a limit written 1.5 in the problem's facts
        let s = parse_args(&args("--time-limit 1.5 --result r.txt")).unwrap();
        assert_eq!(s.time_limit, Some(1.5));
        assert_eq!(s.result, Some(PathBuf::from("r.txt")));
        assert!(parse_args(&args("--seed")).is_err());
        assert!(parse_args(&args("--time-limit -1")).is_err());
        assert!(parse_args(&args("--colour red")).is_err());
    }

    #[test]
    fn a_time_limit_of_yours_is_said_to_be_yours_beside_the_judges() {
        let limits = |seconds: f64| Limits {
            time: Duration::from_secs_f64(seconds),
            memory_kb: 128 * 1024,
            output_bytes: OUTPUT_LIMIT_BYTES,
        };
        let second = Duration::from_secs(1);
        assert_eq!(
            limits(1.0).time_words("BOJ", second),
            "1 s of CPU time (stopped at 3 s of wall time if it waits)"
        );
        assert_eq!(
            limits(5.0).time_words("BOJ", second),
            "5 s of CPU time (yours; BOJ gives 1 s; stopped at 11 s of wall time if it waits)"
        );
        assert_eq!(
            limits(0.5).time_words("Kattis", Duration::from_secs(2)),
            "0.5 s of CPU time (yours; Kattis gives 2 s; stopped at 2 s of wall time if it waits)"
        );
    }
}
