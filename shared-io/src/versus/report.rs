//! What versus prints after the contest: on a failure, the shrunk input with both outputs and
//! the first difference (the input and our output saved to files); when all agree, how much
//! time theirs takes over ours on the largest inputs.

use super::judge::{
    compared_lines, first_difference, judge, run_shell, shell_quoted, Contest, Exit, Ran, Round,
    Verdict,
};
use super::shrink::shrink;
use super::{Problem, Settings};
use std::io::{self, Write};
use std::path::Path;
use std::time::{Duration, Instant};

/// The most inputs timed again at the end, and how often each program runs on each.
pub(super) const TIMED_INPUTS: usize = 5;
const TIMED_RUNS: usize = 3;

/// Theirs over ours on `inputs` (the largest tenth, at most 5): each program's best of three
/// runs on each input, the two taking turns, summed. Single runs are too noisy on a busy
/// machine, and the one that runs second on an input is often faster.
pub(super) fn print_time_ratio(contest: &Contest, inputs: &[String]) {
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

/// Shrinking stops trying new reductions after this long (a TLE costs the limit per try).
const SHRINK_BUDGET: Duration = Duration::from_secs(120);

/// Their failure on an input, with both runs.
pub(super) struct Failure {
    pub(super) verdict: Verdict,
    pub(super) ours: Ran,
    pub(super) theirs: Ran,
}

/// Shrinks the failing `cases`, prints the smallest input, both outputs and the first
/// difference, saves the input and our output; returns exit status 1.
pub(super) fn report_failure<P: Problem>(
    settings: &Settings,
    contest: &Contest,
    mut cases: Vec<P::Case>,
    mut failure: Failure,
) -> i32 {
    let began = Instant::now();
    let first = described::<P>(&cases);
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
        described::<P>(&cases),
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

/// "1 case of 12 cells, 38 bytes": the cases' count, their sizes summed, the input's length.
fn described<P: Problem>(cases: &[P::Case]) -> String {
    let plural = if cases.len() == 1 { "" } else { "s" };
    let size: usize = cases.iter().map(P::size).sum();
    let bytes = P::text(cases).len();
    format!(
        "{} case{} of {} {}, {} bytes",
        cases.len(),
        plural,
        size,
        P::UNIT,
        bytes
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
