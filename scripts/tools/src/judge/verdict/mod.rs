//! The verdict on one run: the limits first (time, output, memory), then the exit status,
//! then the output under each judge's rule, or by the problem's checker where it has one
//! (`checker.rs`). A problem names its judges in its facts (`judges` in
//! `[package.metadata.problem]`), the first being the one whose verdict counts.

pub mod checker;
pub mod compare;
pub mod render;
pub mod report;

#[cfg(test)]
mod tests;

use self::checker::{Checked, Checking};
use self::compare::{compare, Difference, Output, Rule};
use crate::judge::run::{End, Limits, Run};

/// A verdict, as judges name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    Accepted,
    PresentationError,
    WrongAnswer,
    RuntimeError,
    TimeLimit,
    MemoryLimit,
    OutputLimit,
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::PresentationError => "PE",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::OutputLimit => "OLE",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::PresentationError => "Presentation Error",
            Verdict::WrongAnswer => "wrong answer",
            Verdict::RuntimeError => "runtime error",
            Verdict::TimeLimit => "time limit exceeded",
            Verdict::MemoryLimit => "memory limit exceeded",
            Verdict::OutputLimit => "output limit exceeded",
        }
    }

    fn of(output: Output) -> Verdict {
        match output {
            Output::Accepted => Verdict::Accepted,
            Output::PresentationError => Verdict::PresentationError,
            Output::WrongAnswer => Verdict::WrongAnswer,
        }
    }
}

/// An online judge and how it compares outputs (src/judge/README.md, "How judges compare",
/// gives the evidence for each rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    pub name: &'static str,
    pub rule: Rule,
}

/// Every judge a problem may name.
pub const JUDGES: [Judge; 7] = [
    Judge {
        name: "Codeforces",
        rule: Rule::Tokens,
    },
    Judge {
        name: "BOJ",
        rule: Rule::OneSpace,
    },
    Judge {
        name: "POJ",
        rule: Rule::Lines,
    },
    Judge {
        name: "UVa",
        rule: Rule::Strict,
    },
    Judge {
        name: "Live Archive",
        rule: Rule::Strict,
    },
    Judge {
        name: "Kattis",
        rule: Rule::Tokens,
    },
    Judge {
        name: "DOMjudge",
        rule: Rule::Tokens,
    },
];

/// The judges named in `list` ("BOJ, POJ"), in its order; an unknown name is an error.
pub fn judges(list: &str) -> Result<Vec<Judge>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| {
            JUDGES
                .iter()
                .find(|j| j.name == name)
                .copied()
                .ok_or_else(|| {
                    let known: Vec<&str> = JUDGES.iter().map(|j| j.name).collect();
                    format!("unknown judge {:?} (known: {})", name, known.join(", "))
                })
        })
        .collect()
}

/// What a run must do to be accepted.
#[derive(Clone, Debug)]
pub struct Expected {
    pub stdout: Vec<u8>,
    /// How a build of ours must end (`Ending`). None for a user's program, whose stderr is
    /// its own and whose exit status must be 0.
    pub ending: Option<Ending>,
    /// The problem's checker, where it has one: it judges stdout instead of a judge's
    /// comparison with `stdout`, which it is given as the judge's answer.
    pub checker: Option<Checking>,
}

/// The exit status and stderr a build of ours must end with: 1 and the `.err` line for a bad
/// input, 0 and the `.warn` line or nothing otherwise.
#[derive(Clone, Debug)]
pub struct Ending {
    pub status: i32,
    pub stderr: Vec<u8>,
}

/// The verdict on a run, and what decided it.
#[derive(Clone, Debug)]
pub struct Judgement {
    /// The verdict that counts: the first judge's, or ours.
    pub verdict: Verdict,
    /// Each judge's verdict, in the problem's order (one entry, "ours", for our builds).
    pub by_judge: Vec<(Judge, Verdict)>,
    /// What decided it when it is not about the output (the limit, the exit status).
    pub why: Option<String>,
    /// How stdout differs (None when the run never got that far).
    pub stdout: Option<Difference>,
    /// How stderr differs from the expected one (our builds only).
    pub stderr: Option<Difference>,
}

/// The judge our own builds are held to: the same bytes (`Rule::Exact`).
pub const EXACT_BYTES: Judge = Judge {
    name: "ours",
    rule: Rule::Exact,
};

/// Judges `run` against `expected` under `limits`, for each of `judges` (at least one).
pub fn judge(run: &Run, expected: &Expected, limits: &Limits, judges: &[Judge]) -> Judgement {
    let all = |verdict: Verdict, why: String| Judgement {
        verdict,
        by_judge: judges.iter().map(|&j| (j, verdict)).collect(),
        why: Some(why),
        stdout: None,
        stderr: None,
    };
    if let Some((verdict, why)) = over_a_limit(run, limits) {
        return all(verdict, why);
    }
    let stderr = match &expected.ending {
        Some(ending) => {
            let difference = compare(&ending.stderr, &run.stderr);
            if run.end != End::Exited(ending.status) {
                return all(Verdict::WrongAnswer, exit_words(run, ending.status));
            }
            Some(difference)
        }
        None if run.end != End::Exited(0) => {
            return all(Verdict::RuntimeError, exit_words(run, 0));
        }
        None => None,
    };
    let stderr_wrong = stderr
        .as_ref()
        .map_or(false, |d| Rule::Exact.judge(d) != Output::Accepted);
    if let Some(checking) = &expected.checker {
        return checked(checking, run, expected, judges, stderr, stderr_wrong);
    }
    let stdout = compare(&expected.stdout, &run.stdout);
    let by_judge: Vec<(Judge, Verdict)> = judges
        .iter()
        .map(|&j| {
            let verdict = Verdict::of(j.rule.judge(&stdout));
            (
                j,
                if stderr_wrong {
                    Verdict::WrongAnswer
                } else {
                    verdict
                },
            )
        })
        .collect();
    Judgement {
        verdict: by_judge[0].1,
        by_judge,
        why: None,
        stdout: Some(stdout),
        stderr,
    }
}

/// The verdict of the problem's checker on a run that ended well, the same for every judge
/// (each runs the problem's checker): AC when it accepts (and our build's stderr is right),
/// else WA with its feedback, or with why it failed.
fn checked(
    checking: &Checking,
    run: &Run,
    expected: &Expected,
    judges: &[Judge],
    stderr: Option<Difference>,
    stderr_wrong: bool,
) -> Judgement {
    let (verdict, why) = match checking.check(&expected.stdout, &run.stdout) {
        Checked::Accepted if !stderr_wrong => (Verdict::Accepted, None),
        Checked::Accepted => (Verdict::WrongAnswer, None),
        Checked::Rejected(feedback) => (
            Verdict::WrongAnswer,
            Some(format!(
                "the checker ({}) rejects it: {}",
                checking.checker.source,
                if feedback.is_empty() {
                    "no feedback"
                } else {
                    &feedback
                }
            )),
        ),
        Checked::Failed(why) => (
            Verdict::WrongAnswer,
            Some(format!("the checker failed: {}", why)),
        ),
    };
    Judgement {
        verdict,
        by_judge: judges.iter().map(|&j| (j, verdict)).collect(),
        why,
        stdout: None,
        stderr,
    }
}

/// TLE, OLE or MLE, with why: the limit that stopped it, and its CPU and wall time.
fn over_a_limit(run: &Run, limits: &Limits) -> Option<(Verdict, String)> {
    let seconds = limits.time.as_secs_f64();
    let megabytes = limits.memory_kb / 1024;
    let times = format!(
        "{} ms of CPU time, {} ms of wall time",
        run.cpu.as_millis(),
        run.wall.as_millis()
    );
    let allocation_failed = matches!(run.end, End::Signal(6))
        && String::from_utf8_lossy(&run.stderr).contains("memory allocation of");
    match run.end {
        End::OverCpu => Some((
            Verdict::TimeLimit,
            format!("killed at the {} s CPU time limit: {}", seconds, times),
        )),
        End::OverWall => Some((
            Verdict::TimeLimit,
            format!(
                "killed at the {} s wall-clock safety (twice the {} s CPU limit, plus 1 s), short of the CPU limit: it waited, or the machine was too busy to give it the CPU: {}",
                limits.wall().as_secs_f64(),
                seconds,
                times
            ),
        )),
        End::OverOutput => Some((
            Verdict::OutputLimit,
            format!(
                "killed after writing more than the {} MB output limit",
                limits.output_bytes / (1024 * 1024)
            ),
        )),
        End::OverMemory => Some((
            Verdict::MemoryLimit,
            format!("killed when its memory passed the {} MB limit", megabytes),
        )),
        _ if run.cpu > limits.time => Some((
            Verdict::TimeLimit,
            format!("over the {} s CPU time limit: {}", seconds, times),
        )),
        _ if run.peak_kb > limits.memory_kb => Some((
            Verdict::MemoryLimit,
            format!(
                "peak {:.1} MB, over the {} MB limit",
                run.peak_kb as f64 / 1024.0,
                megabytes
            ),
        )),
        _ if allocation_failed => Some((
            Verdict::MemoryLimit,
            "an allocation failed at the safety cap on its address space".to_string(),
        )),
        _ => None,
    }
}

/// "exit status 3, expected 0: <its stderr's first line>", or the signal.
fn exit_words(run: &Run, wanted: i32) -> String {
    let how = match run.end {
        End::Exited(status) => format!("exit status {}", status),
        End::Signal(signal) => format!("killed by signal {} ({})", signal, signal_name(signal)),
        _ => "stopped".to_string(),
    };
    let how = if run.forks_refused {
        format!(
            "{} (a fork was refused: a run holds at most {} processes)",
            how,
            crate::judge::run::limit::PROCESSES
        )
    } else {
        how
    };
    let said = String::from_utf8_lossy(&run.stderr);
    let said: String = said
        .lines()
        .next()
        .unwrap_or("")
        .chars()
        .take(160)
        .collect();
    if said.is_empty() {
        format!("{}, expected {}; nothing on stderr", how, wanted)
    } else {
        format!("{}, expected {}; stderr: {}", how, wanted, said)
    }
}

pub fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => "SIGILL",
        6 => "SIGABRT: an abort, a failed assertion",
        7 => "SIGBUS",
        8 => "SIGFPE: a division by zero",
        9 => "SIGKILL",
        11 => "SIGSEGV: a bad memory access",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => "a signal",
    }
}

/// Each judge's verdict on an output that differs from the expected one by `difference`.
pub fn verdicts(difference: &Difference, judges: &[Judge]) -> Vec<(Judge, Verdict)> {
    judges
        .iter()
        .map(|&j| (j, Verdict::of(j.rule.judge(difference))))
        .collect()
}

/// The verdicts of the problem's `judges` on an output that differs by `difference` (only in
/// whitespace), then those of the other judges we know: "accepted on BOJ; Presentation Error
/// on Live Archive (elsewhere: accepted on Codeforces, Kattis and DOMjudge; ...)".
pub fn whitespace_words(difference: &Difference, judges: &[Judge]) -> String {
    let others: Vec<Judge> = JUDGES
        .iter()
        .filter(|j| !judges.contains(j))
        .copied()
        .collect();
    let mut words = by_judge_words(&verdicts(difference, judges));
    if !others.is_empty() {
        words += &format!(
            " (elsewhere: {})",
            by_judge_words(&verdicts(difference, &others))
        );
    }
    words
}

/// "accepted on Codeforces and Kattis; Presentation Error on POJ": each verdict with the
/// judges that give it, in the problem's order.
pub fn by_judge_words(by_judge: &[(Judge, Verdict)]) -> String {
    let mut groups: Vec<(Verdict, Vec<&str>)> = Vec::new();
    for &(judge, verdict) in by_judge {
        match groups.iter_mut().find(|(v, _)| *v == verdict) {
            Some((_, names)) => names.push(judge.name),
            None => groups.push((verdict, vec![judge.name])),
        }
    }
    let words: Vec<String> = groups
        .iter()
        .map(|(verdict, names)| format!("{} on {}", verdict.name(), and_list(names)))
        .collect();
    words.join("; ")
}

fn and_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {}", rest.join(", "), last),
    }
}
