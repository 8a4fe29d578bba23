//! versus: stress-tests another solution (any shell command) against ours on generated legal
//! inputs, and shrinks the first input where they differ by one greedy loop over reductions.
//! Each problem's `examples/PROBLEM-gen.rs` supplies a `Problem` and calls `main`;
//! `scripts/versus.sh` builds it with our binary and runs it. Needs `sh` and coreutils'
//! `timeout`.

use super::stress::Rng;
use super::{Error, Scanner};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `println!` that ends versus quietly when stdout is closed (`| head`), instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {
        if writeln!(io::stdout(), $($arg)*).is_err() {
            std::process::exit(1);
        }
    };
}

/// How big the generated inputs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// A few cells and pieces: what a brute force handles, and a shrunk failure looks like.
    Tiny,
    /// A few cases of moderate boards.
    Small,
    /// The statement's limits.
    Max,
}

impl Size {
    const NAMES: [(&'static str, Size); 3] = [
        ("tiny", Size::Tiny),
        ("small", Size::Small),
        ("max", Size::Max),
    ];

    fn parse(text: &str) -> Option<Size> {
        Size::NAMES
            .iter()
            .find(|(name, _)| *name == text)
            .map(|&(_, size)| size)
    }

    fn name(self) -> &'static str {
        Size::NAMES
            .iter()
            .find(|&&(_, size)| size == self)
            .map_or("?", |(name, _)| name)
    }
}

/// One problem as versus sees it: an input is a list of cases, generated at random, written
/// out as the judge's text, and made smaller one reduction at a time.
pub trait Problem {
    /// The crate's name: our binary's name and the stem of the saved files.
    const NAME: &'static str;
    /// The judge's time limit per input, in seconds: the default `--time-limit`.
    const TIME_LIMIT: f64;
    /// One case (board, maze, game, run) of an input.
    type Case: Clone;

    /// A legal input of about `size`, the same for the same `rng` state.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Self::Case>;

    /// The input as the judge's text: `cases` (at least one) and the terminator, if any.
    fn text(cases: &[Self::Case]) -> String;

    /// Legal cases one reduction smaller than `case`, larger reductions first (rows before
    /// pieces before single cells), in an order that stays put as the case shrinks: after a
    /// success the shrink loop goes on from the same position in the new list. No chain of
    /// reductions may lead back to where it started.
    fn smaller(case: &Self::Case) -> Vec<Self::Case>;
}

/// The generator's own usage; `scripts/versus.sh --help` explains versus to users.
const USAGE: &str = "\
usage: PROBLEM-gen [--seed S] [--size tiny|small|max]     prints one generated input
       PROBLEM-gen --versus 'COMMAND' --ours PATH [--cases N] [--size tiny|small|max]
                   [--seed S] [--time-limit SEC] [--save-dir DIR]
scripts/versus.sh PROBLEM 'COMMAND' [options] builds our binary and this generator and runs
the second form; see scripts/versus.sh --help.";

/// What the command line asks for.
struct Settings {
    seed: u64,
    size: Size,
    cases: u64,
    time_limit: Option<f64>,
    command: Option<String>,
    ours: Option<String>,
    save_dir: PathBuf,
}

fn parse_args(args: &[String]) -> Result<Settings, String> {
    let mut settings = Settings {
        seed: 1,
        size: Size::Small,
        cases: 100,
        time_limit: None,
        command: None,
        ours: None,
        save_dir: PathBuf::from("target/versus"),
    };
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{} needs a value", flag))?;
        let number = |what: &str| {
            value
                .parse::<u64>()
                .map_err(|_| format!("{} needs {}, found {:?}", flag, what, value))
        };
        match flag.as_str() {
            "--seed" => settings.seed = number("a whole number")?,
            "--cases" => {
                settings.cases = number("a positive whole number")?;
                if settings.cases == 0 {
                    return Err(format!(
                        "--cases needs a positive whole number, found {:?}",
                        value
                    ));
                }
            }
            "--size" => {
                settings.size = Size::parse(value)
                    .ok_or_else(|| format!("--size needs tiny, small or max, found {:?}", value))?
            }
            "--time-limit" => {
                let seconds = value
                    .parse::<f64>()
                    .ok()
                    .filter(|s| *s > 0.0 && *s <= 3600.0);
                settings.time_limit = Some(seconds.ok_or_else(|| {
                    format!(
                        "--time-limit needs seconds (0 < SEC <= 3600), found {:?}",
                        value
                    )
                })?);
            }
            "--versus" => settings.command = Some(value.clone()),
            "--ours" => settings.ours = Some(value.clone()),
            "--save-dir" => settings.save_dir = PathBuf::from(value),
            _ => return Err(format!("unknown option {:?}", flag)),
        }
    }
    Ok(settings)
}

/// The `examples/PROBLEM-gen.rs` entry point: prints one input, or runs versus (`--versus`).
/// Exits 0 when all agree, 1 on a failure, 2 on a usage error or when nothing can be run.
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
    match (&settings.command, &settings.ours) {
        (None, None) => {
            let cases = P::generate(&mut Rng::new(settings.seed), settings.size);
            let text = P::text(&cases);
            let _ = io::stdout().write_all(text.as_bytes());
        }
        (Some(command), Some(ours)) => std::process::exit(versus::<P>(&settings, command, ours)),
        _ => give_up("--versus and --ours go together (see --help)"),
    }
}

/// A usage error, or nothing can be run: one line, then exit status 2.
fn give_up(why: &str) -> ! {
    eprintln!("versus: {}", why);
    std::process::exit(2);
}

/// How a program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Exit {
    Code(i32),
    /// Killed by a signal other than the time limit's.
    Signal,
    TimedOut,
}

/// One program's run on one input.
struct Ran {
    exit: Exit,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    elapsed: Duration,
}

/// `timeout` exits with this when the limit passed.
const TIMEOUT_STATUS: i32 = 124;

/// Runs `sh -c command` with `input` on stdin under `timeout`, which puts it in its own process
/// group and kills the whole group at the limit (and with SIGKILL a second later).
fn run_shell(command: &str, input: &[u8], limit: Duration) -> io::Result<Ran> {
    let start = Instant::now();
    let mut child = Command::new("timeout")
        .args(["-k", "1", &format!("{:.3}", limit.as_secs_f64())])
        .args(["sh", "-c", command])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // a program may exit without reading it all: the broken pipe is not an error here
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output()?;
    let elapsed = start.elapsed();
    let _ = writer.join();
    let over = elapsed >= limit;
    let exit = match output.status.code() {
        Some(TIMEOUT_STATUS) if over => Exit::TimedOut,
        Some(code) => Exit::Code(code),
        None if over => Exit::TimedOut,
        None => Exit::Signal,
    };
    Ok(Ran {
        exit,
        stdout: output.stdout,
        stderr: output.stderr,
        elapsed,
    })
}

/// `text` as one word for `sh -c`: as it is when that is safe, else in single quotes.
fn shell_quoted(text: &str) -> String {
    let plain = |b: u8| b.is_ascii_alphanumeric() || b"/._-+,:=@%".contains(&b);
    if !text.is_empty() && text.bytes().all(plain) {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// What is wrong with their run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    WrongAnswer,
    RuntimeError,
    TimeLimit,
}

impl Verdict {
    fn describe(self) -> &'static str {
        match self {
            Verdict::WrongAnswer => "wrong answer (WA)",
            Verdict::RuntimeError => "runtime error (RE)",
            Verdict::TimeLimit => "time limit exceeded (TLE)",
        }
    }
}

/// A line without its trailing blanks (spaces, tabs, the CR of CRLF).
fn trimmed(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r'))
        .map_or(0, |last| last + 1);
    &line[..end]
}

/// The lines that are compared: trailing blanks trimmed, trailing empty lines dropped.
fn compared_lines(output: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = output.split(|&b| b == b'\n').map(trimmed).collect();
    while matches!(lines.last(), Some(line) if line.is_empty()) {
        lines.pop();
    }
    lines
}

/// The first line (1-based) where the outputs differ, if they do.
fn first_difference(ours: &[u8], theirs: &[u8]) -> Option<usize> {
    let (ours, theirs) = (compared_lines(ours), compared_lines(theirs));
    if ours == theirs {
        return None;
    }
    let same = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
    Some(same + 1)
}

fn judge(ours: &Ran, theirs: &Ran) -> Option<Verdict> {
    match theirs.exit {
        Exit::TimedOut => Some(Verdict::TimeLimit),
        Exit::Code(0) => {
            first_difference(&ours.stdout, &theirs.stdout).map(|_| Verdict::WrongAnswer)
        }
        Exit::Code(_) | Exit::Signal => Some(Verdict::RuntimeError),
    }
}

/// Our run is the reference only when it read a complete legal input: exit 0, no warning.
fn clean(ours: &Ran) -> bool {
    ours.exit == Exit::Code(0) && ours.stderr.is_empty()
}

/// The two programs and how they are run.
struct Contest<'a> {
    ours: String,
    theirs: &'a str,
    limit: Duration,
}

/// Both runs on one input; `None` for theirs when ours rejected it (an illegal input).
struct Round {
    ours: Ran,
    theirs: Option<Ran>,
}

impl<'a> Contest<'a> {
    /// Runs ours, then theirs if ours took the input.
    fn play(&self, input: &str) -> io::Result<Round> {
        let ours = run_shell(&self.ours, input.as_bytes(), self.limit)?;
        let theirs = if clean(&ours) {
            Some(run_shell(self.theirs, input.as_bytes(), self.limit)?)
        } else {
            None
        };
        Ok(Round { ours, theirs })
    }
}

/// Shrinking stops trying new reductions after this long (a TLE costs the limit per try).
const SHRINK_BUDGET: Duration = Duration::from_secs(120);

/// What the shrink loop did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shrunk {
    /// Reductions kept.
    pub steps: usize,
    /// Reductions tried.
    pub tries: usize,
    /// Whether the time budget ran out before no reduction was left.
    pub stopped: bool,
}

/// The shared shrink loop. Greedy: it tries each reduction of the current input (fewer cases
/// first, half of them at once down to one at a time, then `smaller` of each case in order),
/// keeps the first one that `still_fails` and goes on from that same place in the new
/// input's list; it stops when a whole pass keeps nothing (every single reduction then
/// passes) or after `budget`.
pub fn shrink<C, S, F>(
    cases: &mut Vec<C>,
    smaller: S,
    mut still_fails: F,
    budget: Duration,
) -> Shrunk
where
    C: Clone,
    S: Fn(&C) -> Vec<C>,
    F: FnMut(&[C]) -> bool,
{
    let start = Instant::now();
    let mut shrunk = Shrunk::default();
    // false once the budget is spent, without trying
    let mut try_one = |candidate: &[C], shrunk: &mut Shrunk| {
        if start.elapsed() > budget {
            shrunk.stopped = true;
            return false;
        }
        shrunk.tries += 1;
        still_fails(candidate)
    };
    loop {
        let mut kept = false;
        // runs of cases gone: halves first, then quarters, ... then single cases
        let mut chunk = cases.len() / 2;
        while chunk > 0 {
            let mut first = 0;
            while cases.len() > chunk && first < cases.len() && !shrunk.stopped {
                let mut fewer = cases.clone();
                fewer.drain(first..(first + chunk).min(cases.len()));
                if try_one(&fewer, &mut shrunk) {
                    *cases = fewer;
                    shrunk.steps += 1;
                    kept = true;
                } else {
                    first += chunk;
                }
            }
            chunk /= 2;
        }
        for i in 0..cases.len() {
            let mut from = 0;
            'reductions: loop {
                for (k, case) in smaller(&cases[i]).into_iter().enumerate().skip(from) {
                    let mut candidate = cases.clone();
                    candidate[i] = case;
                    if try_one(&candidate, &mut shrunk) {
                        *cases = candidate;
                        shrunk.steps += 1;
                        kept = true;
                        from = k;
                        continue 'reductions;
                    }
                }
                break;
            }
        }
        if !kept || shrunk.stopped {
            return shrunk;
        }
    }
}

/// The versus loop: every seed until the first failure, which is shrunk and reported.
fn versus<P: Problem>(settings: &Settings, command: &str, ours: &str) -> i32 {
    let limit = settings.time_limit.unwrap_or(P::TIME_LIMIT);
    let contest = Contest {
        ours: shell_quoted(ours),
        theirs: command,
        limit: Duration::from_secs_f64(limit),
    };
    let last_seed = settings.seed.saturating_add(settings.cases - 1);
    say!(
        "versus {}: {} cases of size {} (seeds {}..={}), time limit {} s",
        P::NAME,
        settings.cases,
        settings.size.name(),
        settings.seed,
        last_seed,
        limit
    );
    let began = Instant::now();
    // (input length, seed) of every agreeing case
    let mut agreed = Vec::new();
    for seed in settings.seed..=last_seed {
        let cases = P::generate(&mut Rng::new(seed), settings.size);
        let input = P::text(&cases);
        let round = match contest.play(&input) {
            Ok(round) => round,
            Err(e) => give_up(&format!("cannot run `timeout` (coreutils): {}", e)),
        };
        let theirs = match round.theirs {
            Some(theirs) => theirs,
            None => give_up(&format!(
                "our solver rejected the input of seed {} (a generator bug): {}",
                seed,
                first_line(&round.ours.stderr)
            )),
        };
        if seed == settings.seed && matches!(theirs.exit, Exit::Code(126) | Exit::Code(127)) {
            give_up(&format!(
                "cannot run {:?}: {}",
                command,
                first_line(&theirs.stderr)
            ));
        }
        match judge(&round.ours, &theirs) {
            None => agreed.push((input.len(), seed)),
            Some(verdict) => {
                say!(
                    "seed {}: {} after {} agreeing cases ({:.1} s); shrinking",
                    seed,
                    verdict.describe(),
                    agreed.len(),
                    began.elapsed().as_secs_f64()
                );
                let failure = Failure {
                    verdict,
                    ours: round.ours,
                    theirs,
                };
                return report_failure::<P>(settings, &contest, cases, failure);
            }
        }
    }
    say!("{} cases agree", agreed.len());
    agreed.sort_unstable_by_key(|&(len, _)| std::cmp::Reverse(len));
    agreed.truncate((agreed.len() / 10).clamp(1, TIMED_INPUTS));
    let largest: Vec<String> = agreed
        .iter()
        .map(|&(_, seed)| P::text(&P::generate(&mut Rng::new(seed), settings.size)))
        .collect();
    print_time_ratio(&contest, &largest);
    0
}

fn first_line(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    text.lines()
        .next()
        .unwrap_or("(nothing on stderr)")
        .to_string()
}

/// The most inputs timed again at the end, and how often each program runs on each.
const TIMED_INPUTS: usize = 5;
const TIMED_RUNS: usize = 3;

/// Theirs over ours on `inputs` (the largest tenth, at most 5): each program's best of three
/// runs on each input, the two taking turns, summed. Single runs are too noisy on a busy
/// machine, and the one that runs second on an input is often faster.
fn print_time_ratio(contest: &Contest, inputs: &[String]) {
    let (mut ours, mut theirs) = (Duration::default(), Duration::default());
    for input in inputs {
        let mut best = [None; 2];
        for _ in 0..TIMED_RUNS {
            for (command, best) in [&contest.ours[..], contest.theirs].iter().zip(&mut best) {
                if let Ok(ran) = run_shell(command, input.as_bytes(), contest.limit) {
                    *best = Some(best.map_or(ran.elapsed, |time: Duration| time.min(ran.elapsed)));
                }
            }
        }
        ours += best[0].unwrap_or_default();
        theirs += best[1].unwrap_or_default();
    }
    let ms = |time: Duration| time.as_secs_f64() * 1000.0;
    let which = match inputs.len() {
        1 => "the largest input".to_string(),
        n => format!("the {} largest inputs", n),
    };
    say!(
        "time on {} (best of {} runs each): theirs {:.1} ms, ours {:.1} ms, \
         ratio theirs/ours {:.2}",
        which,
        TIMED_RUNS,
        ms(theirs),
        ms(ours),
        ms(theirs) / ms(ours).max(1e-3)
    );
}

/// Their failure on an input, with both runs.
struct Failure {
    verdict: Verdict,
    ours: Ran,
    theirs: Ran,
}

/// Shrinks the failing `cases`, prints the smallest input, both outputs and the first
/// difference, saves the input and our output; returns exit status 1.
fn report_failure<P: Problem>(
    settings: &Settings,
    contest: &Contest,
    mut cases: Vec<P::Case>,
    mut failure: Failure,
) -> i32 {
    let began = Instant::now();
    let first = described(cases.len(), P::text(&cases).len());
    let mut rejected = 0;
    // the runs of the last failing input are kept: a rerun may not fail again (a TLE near the
    // limit), and they are the ones to show
    let shrunk = shrink(
        &mut cases,
        P::smaller,
        |candidate| match contest.play(&P::text(candidate)) {
            Ok(Round {
                theirs: Some(theirs),
                ours,
            }) => {
                let fails = judge(&ours, &theirs) == Some(failure.verdict);
                if fails {
                    failure.ours = ours;
                    failure.theirs = theirs;
                }
                fails
            }
            Ok(_) => {
                rejected += 1;
                false
            }
            Err(_) => false,
        },
        SHRINK_BUDGET,
    );
    let input = P::text(&cases);
    let mut notes = String::new();
    if shrunk.stopped {
        notes.push_str(" (stopped: time budget spent)");
    }
    if rejected > 0 {
        notes += &format!(
            "; {} illegal reductions skipped (a generator bug)",
            rejected
        );
    }
    say!(
        "shrunk from {} to {} in {:.1} s: {} reductions kept of {} tried{}",
        first,
        described(cases.len(), input.len()),
        began.elapsed().as_secs_f64(),
        shrunk.steps,
        shrunk.tries,
        notes
    );
    let Failure { ours, theirs, .. } = failure;
    let saved_in = settings.save_dir.join(format!("{}.in", P::NAME));
    let saved_out = settings.save_dir.join(format!("{}.out", P::NAME));
    let saved = save(&saved_in, input.as_bytes()).and_then(|()| save(&saved_out, &ours.stdout));
    if let Err(e) = saved {
        eprintln!("versus: could not save the input: {}", e);
    }
    let (saved_in, saved_out) = (shown_path(&saved_in), shown_path(&saved_out));
    say!("\n--- smallest failing input (saved as {}) ---", saved_in);
    print_block(input.as_bytes());
    say!("--- our output (saved as {}) ---", saved_out);
    print_block(&ours.stdout);
    say!("--- their output ---");
    print_block(&theirs.stdout);
    match theirs.exit {
        Exit::TimedOut => say!(
            "--- theirs ran over the time limit of {} s ---",
            contest.limit.as_secs_f64()
        ),
        Exit::Code(0) => {
            let line = first_difference(&ours.stdout, &theirs.stdout).unwrap_or(0);
            say!("--- first difference at line {} ---", line);
            say!("ours:   {}", shown_line(&ours.stdout, line));
            say!("theirs: {}", shown_line(&theirs.stdout, line));
        }
        Exit::Code(code) => {
            say!("--- theirs exited with status {}; its stderr ---", code);
            print_block(&theirs.stderr);
        }
        Exit::Signal => {
            say!("--- theirs was killed by a signal; its stderr ---");
            print_block(&theirs.stderr);
        }
    }
    // a redirection after a pipeline or a list would feed only its last command
    let compound = contest.theirs.contains(|c| "|&;<>()$`\n".contains(c));
    let rerun = if compound {
        format!("sh -c {}", shell_quoted(contest.theirs))
    } else {
        contest.theirs.to_string()
    };
    say!("reproduce: {} < {}", rerun, shell_quoted(&saved_in));
    1
}

/// "1 case, 38 bytes".
fn described(cases: usize, bytes: usize) -> String {
    let plural = if cases == 1 { "" } else { "s" };
    format!("{} case{}, {} bytes", cases, plural, bytes)
}

/// `path` relative to the current directory when it lies inside it.
fn shown_path(path: &Path) -> String {
    let here = std::env::current_dir().unwrap_or_default();
    path.strip_prefix(&here)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn save(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, bytes)
}

/// Shown lines of an input or output: enough for any shrunk input, not a whole max one.
const SHOWN_LINES: usize = 60;

fn print_block(text: &[u8]) {
    let text = String::from_utf8_lossy(text);
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(SHOWN_LINES) {
        say!("{}", line);
    }
    if lines.len() > SHOWN_LINES {
        say!("... {} more lines", lines.len() - SHOWN_LINES);
    }
    if lines.is_empty() {
        say!("(nothing)");
    }
}

/// Line `number` (1-based) quoted so blanks show, or "(no such line)".
fn shown_line(output: &[u8], number: usize) -> String {
    match compared_lines(output).get(number.wrapping_sub(1)) {
        Some(line) => format!("{:?}", String::from_utf8_lossy(line)),
        None => "(no such line)".to_string(),
    }
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
            let cases = P::generate(&mut Rng::new(seed), size);
            accepts(&P::text(&cases));
            if size == Size::Max {
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
    fn lines_compare_without_crlf_and_trailing_blanks() {
        assert_eq!(first_difference(b"a\nb\n", b"a \r\nb\t\n\n\n"), None);
        assert_eq!(first_difference(b"a\nb", b"a\nb\n"), None);
        assert_eq!(first_difference(b"a\nb\n", b"a\n c\n"), Some(2));
        assert_eq!(first_difference(b"a\nb\n", b"a\n"), Some(2));
        assert_eq!(first_difference(b"", b"\n\n"), None);
    }

    #[test]
    fn shrink_keeps_the_first_reduction_that_still_fails() {
        // cases are numbers, a reduction subtracts 1 or 10, and a failure is a sum >= 25
        let mut cases = vec![40, 3, 30];
        let smaller = |n: &u32| {
            [10, 1]
                .iter()
                .filter(|&&d| d <= *n)
                .map(|d| n - d)
                .collect()
        };
        let fails = |cases: &[u32]| cases.iter().sum::<u32>() >= 25;
        let shrunk = shrink(&mut cases, smaller, fails, Duration::from_secs(60));
        assert_eq!(cases, vec![25]);
        assert!(!shrunk.stopped && shrunk.steps > 0 && shrunk.tries > shrunk.steps);
    }

    #[test]
    fn shrink_stops_at_the_budget() {
        let mut cases = vec![1000u32];
        let shrunk = shrink(
            &mut cases,
            |n: &u32| vec![n.saturating_sub(1)],
            |_: &[u32]| true,
            Duration::from_secs(0),
        );
        assert!(shrunk.stopped);
    }

    #[test]
    fn quoting_survives_quotes() {
        assert_eq!(shell_quoted("target/x-1.in"), "target/x-1.in");
        assert_eq!(shell_quoted("a b"), "'a b'");
        assert_eq!(shell_quoted("it's"), "'it'\\''s'");
    }

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
            Some("--size needs tiny, small or max, found \"huge\"")
        );
        assert!(parse_args(&args("--seed")).is_err());
        assert!(parse_args(&args("--time-limit -1")).is_err());
        assert!(parse_args(&args("--colour red")).is_err());
    }
}
