//! What versus prints after the contest: on a failure, the shrunk input with both outputs and
//! the first difference (the input and our output saved to files), in the judge's words, and
//! the line that reproduces it (`reproduce`: their command on the saved input, or versus.sh
//! again on a `--submit` file, whose build is gone); when all agree, the whitespace that other judges would mind, and each program's time on
//! the largest inputs beside the time limit.

use super::contest::{Contest, Round};
use super::options::Settings;
use super::shrink::shrink;
use super::theirs::Theirs;
use super::{count, Problem};
use crate::judge::run::process::Interrupted;
use crate::judge::run::shell_quoted;
use crate::judge::run::{End, Run, RunError};
use crate::judge::verdict::report::{first_difference, first_raw_difference};
use crate::judge::verdict::{whitespace_words, Judgement, Verdict};
use crate::judge::Difference;
use std::io;
use std::path::Path;
use std::time::{Duration, Instant};

/// The most inputs timed again at the end, and how often each program runs on each.
pub(super) const TIMED_INPUTS: usize = 5;
const TIMED_RUNS: usize = 3;

/// Each program's CPU time (what the judge limits) on `inputs` (seed, text: the largest
/// tenth, at most 5), best of three runs each, the two taking turns (single runs are too
/// noisy on a busy machine, and the one that runs second is often faster): the slowest input
/// of each beside the time limit, theirs' and ours' own, and the ratio of the sums. Says
/// nothing when interrupted.
pub(super) fn print_times(contest: &Contest, inputs: &[(u64, String)]) -> Result<(), Interrupted> {
    let ms = |time: Duration| time.as_secs_f64() * 1000.0;
    let (mut ours_sum, mut theirs_sum) = (Duration::default(), Duration::default());
    let (mut ours_slowest, mut theirs_slowest) =
        ((Duration::default(), 0), (Duration::default(), 0));
    for (seed, input) in inputs {
        let (mut ours, mut theirs) = (None, None);
        for _ in 0..TIMED_RUNS {
            let ran = [
                contest.run_ours(input.as_bytes()),
                contest.run_theirs(input.as_bytes()),
            ];
            for (ran, best) in ran.into_iter().zip([&mut ours, &mut theirs]) {
                match ran {
                    Ok(ran) => {
                        *best = Some(best.map_or(ran.cpu, |time: Duration| time.min(ran.cpu)))
                    }
                    Err(RunError::Interrupted(stopped)) => return Err(stopped),
                    Err(_) => {}
                }
            }
        }
        let (ours, theirs) = (ours.unwrap_or_default(), theirs.unwrap_or_default());
        ours_sum += ours;
        theirs_sum += theirs;
        if ours > ours_slowest.0 {
            ours_slowest = (ours, *seed);
        }
        if theirs > theirs_slowest.0 {
            theirs_slowest = (theirs, *seed);
        }
    }
    say!(
        "CPU time per input, best of {}, on the {}: theirs {:.1} ms at most (seed {}) of its time limit of {} s, ours {:.1} ms at most (seed {}) of its own {} s; theirs/ours over all {:.2}",
        count(TIMED_RUNS, "runs"),
        count(inputs.len(), "largest inputs"),
        ms(theirs_slowest.0),
        theirs_slowest.1,
        contest.limits.time.as_secs_f64(),
        ms(ours_slowest.0),
        ours_slowest.1,
        contest.ours_limits.time.as_secs_f64(),
        ms(theirs_sum) / ms(ours_sum).max(1e-3)
    );
    Ok(())
}

/// When theirs was accepted on inputs where it differs from ours only in whitespace: what
/// differs, and which judges accept it.
pub(super) fn print_whitespace(contest: &Contest, agreed: usize, whitespace: &[(u64, Difference)]) {
    let (seed, difference) = match whitespace.first() {
        Some(first) => first,
        None => return,
    };
    let spacing = match difference {
        Difference::Trailing(s) | Difference::Inside(s) => s.to_string(),
        _ => String::new(),
    };
    say!(
        "whitespace: on {} of the {} (seed {} the first) theirs differs from ours only in whitespace ({}): {}",
        whitespace.len(),
        count(agreed, "accepted inputs"),
        seed,
        spacing,
        whitespace_words(difference, &contest.judges)
    );
}

/// Shrinking stops trying new reductions after this long.
const SHRINK_BUDGET: Duration = Duration::from_secs(120);
/// A run over the time limit costs the limit per try, and what makes it slow is mostly the
/// input's weight, not one detail: its shrinking stops sooner.
const SHRINK_BUDGET_SLOW: Duration = Duration::from_secs(15);

/// Their failure on an input, with both runs.
pub(super) struct Failure {
    pub(super) judgement: Judgement,
    pub(super) ours: Run,
    pub(super) theirs: Run,
}

/// Shrinks the failing `cases`, prints the smallest input, both outputs and why it fails,
/// saves the input and our output; returns the shrunk cases. Says nothing more when
/// interrupted while shrinking.
pub(super) fn report_failure<P: Problem>(
    settings: &Settings,
    contest: &Contest,
    seed: u64,
    mut cases: Vec<P::Case>,
    failure: Failure,
) -> Result<Vec<P::Case>, Interrupted> {
    let failure = shrink_failure::<P>(contest, &mut cases, failure)?;
    let input = P::text(&cases);
    let Failure {
        ours,
        theirs,
        judgement,
    } = failure;
    let save_dir = settings.save_dir();
    let saved_in = save_dir.join(format!("{}.in", P::NAME));
    let saved_out = save_dir.join(format!("{}.out", P::NAME));
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
    print_why(contest, &ours, &theirs, &judgement);
    let again = reproduce(contest.theirs, settings, P::NAME, seed, &saved_in);
    say!("reproduce: {}", again);
    Ok(cases)
}

/// The line a user runs to see the failure of `seed` again, the shrunk input saved at
/// `saved_in`: their command on it; for a file, whose build is gone, versus.sh again.
fn reproduce(
    theirs: &Theirs,
    settings: &Settings,
    problem: &str,
    seed: u64,
    saved_in: &str,
) -> String {
    match &settings.submit {
        Some(file) => versus_again(settings, problem, file, seed),
        None => {
            // a redirection after a pipeline or a list would feed only its last command
            let compound = theirs.run.contains(|c| "|&;<>()$`\n".contains(c));
            let rerun = if compound {
                format!("sh -c {}", shell_quoted(&theirs.run))
            } else {
                theirs.run.clone()
            };
            format!("{} < {}", rerun, shell_quoted(saved_in))
        }
    }
}

/// versus.sh on `file` and `seed` alone, with the options that chose the judge, the
/// language, the limits, the size and where the failure is saved: it builds the file again,
/// fails again and shrinks to the same input (a TLE near the limit aside).
fn versus_again(settings: &Settings, problem: &str, file: &str, seed: u64) -> String {
    let script = settings.root().join("scripts/versus.sh");
    let mut words = vec![
        "bash".to_string(),
        shown_path(&script),
        problem.to_string(),
        "--submit".to_string(),
        file.to_string(),
    ];
    let given = [
        ("--lang", settings.lang.clone()),
        ("--judge", settings.judge.clone()),
        ("--time-limit", settings.time_limit.map(|s| s.to_string())),
        ("--size", Some(settings.size.name().to_string())),
        ("--seed", Some(seed.to_string())),
        ("--cases", Some("1".to_string())),
        (
            "--save-dir",
            settings.save_dir.as_ref().map(|d| d.display().to_string()),
        ),
    ];
    for (flag, value) in given.iter() {
        if let Some(value) = value {
            words.extend([flag.to_string(), value.clone()]);
        }
    }
    let quoted: Vec<String> = words.iter().map(|w| shell_quoted(w)).collect();
    quoted.join(" ")
}

/// Shrinks `cases` while theirs keeps the same verdict, says how far, and returns the runs of
/// the last failing input (a rerun may not fail again, a TLE near the limit, and they are the
/// ones to show), or the interruption that stopped it.
fn shrink_failure<P: Problem>(
    contest: &Contest,
    cases: &mut Vec<P::Case>,
    mut failure: Failure,
) -> Result<Failure, Interrupted> {
    let began = Instant::now();
    let first = described::<P>(cases);
    let mut rejected = 0;
    let mut interrupted = None;
    let budget = if failure.judgement.verdict == Verdict::TimeLimit {
        SHRINK_BUDGET_SLOW
    } else {
        SHRINK_BUDGET
    };
    let shrunk = shrink(
        cases,
        P::smaller,
        |candidate| match contest.play(&P::text(candidate)) {
            Ok(Round {
                theirs: Some((theirs, judgement)),
                ours,
            }) => {
                let fails = judgement.verdict == failure.judgement.verdict;
                if fails {
                    failure = Failure {
                        judgement,
                        ours,
                        theirs,
                    };
                }
                fails
            }
            Ok(_) => {
                rejected += 1;
                false
            }
            Err(RunError::Interrupted(stopped)) => {
                // every later try is refused at once: the loop ends without a run
                interrupted = Some(stopped);
                false
            }
            Err(_) => false,
        },
        budget,
    );
    if let Some(stopped) = interrupted {
        return Err(stopped);
    }
    let mut notes = String::new();
    if shrunk.stopped {
        notes.push_str(" (stopped: time budget spent)");
    }
    if rejected > 0 {
        notes += &format!(
            "; {} skipped (a generator bug)",
            count(rejected, "illegal reductions")
        );
    }
    say!(
        "shrunk from {} to {} in {:.1} s: {} kept of {} tried{}",
        first,
        described::<P>(cases),
        began.elapsed().as_secs_f64(),
        count(shrunk.steps, "reductions"),
        shrunk.tries,
        notes
    );
    Ok(failure)
}

/// Why theirs failed, in the judge's words: the limit or exit status, or how the outputs
/// differ (the first difference, bounded; the whitespace with the judges that accept it).
fn print_why(contest: &Contest, ours: &Run, theirs: &Run, judgement: &Judgement) {
    say!(
        "--- verdict: {} ({}) ---",
        judgement.verdict.name(),
        judgement.verdict.code()
    );
    for line in contest.theirs.grounds.said(judgement.verdict) {
        say!("{}", line);
    }
    if let Some(why) = &judgement.why {
        say!("{}", why);
        if matches!(theirs.end, End::Exited(_) | End::Signal(_)) && !theirs.stderr.is_empty() {
            say!("--- their stderr ---");
            print_block(&theirs.stderr);
        }
        return;
    }
    let difference = match &judgement.stdout {
        Some(difference) => difference,
        None => return,
    };
    if let Difference::Trailing(s) | Difference::Inside(s) = difference {
        say!("only whitespace differs: {}", s);
        say!("{}", whitespace_words(difference, &contest.judges));
    }
    let line = match difference {
        Difference::Tokens { line } => *line,
        _ => first_raw_difference(&ours.stdout, &theirs.stdout),
    };
    for text in first_difference("their output", &ours.stdout, &theirs.stdout, line) {
        say!(
            "{}",
            text.replace("expected:", "ours:    ")
                .replace("actual:  ", "theirs:  ")
        );
    }
}

/// "1 case of 12 cells, 38 bytes", "2 cases of 5 robots and 1 teleport, 60 bytes": how many
/// cases, what they hold (`Problem::contents`), the input's length.
fn described<P: Problem>(cases: &[P::Case]) -> String {
    format!(
        "{} of {}, {}",
        count(cases.len(), "cases"),
        P::contents(cases),
        count(P::text(cases).len(), "bytes")
    )
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
        say!("... {}", count(lines.len() - SHOWN_LINES, "more lines"));
    }
    if lines.is_empty() {
        say!("(nothing)");
    }
}
