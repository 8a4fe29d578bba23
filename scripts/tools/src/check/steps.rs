//! check.sh's steps: a step is a program run without stdin under CHECK_TIMEOUT seconds, its
//! stdout and stderr kept together in memory, in a process group of its own that is ended
//! (SIGTERM, then SIGKILL 10 s later) when the time runs out or check.sh is interrupted. Here
//! too: how a step's line reads (through the judge's one renderer), how a failed step's output
//! is trimmed for the reader, and the count that ends a run.
//!
//! Interrupts: SIGINT, SIGTERM and SIGHUP only note themselves, as they do for the judge
//! (`crate::judge::run::process::note_stopping_signals`); whoever waits on a program sees the note
//! within `POLL` and calls `interrupted`, which sends SIGTERM to every step's group still
//! running and exits 130, as check.sh always has.

use crate::judge::run::process::{self, SIGKILL, SIGTERM};
use crate::judge::verdict::render::Render;
use std::fs::File;
use std::io::Read;
use std::os::raw::c_int;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

extern "C" {
    fn setpgid(pid: c_int, pgid: c_int) -> c_int;
}

/// How often a wait looks at its program, the clock and the interrupt flag.
const POLL: Duration = Duration::from_millis(20);
/// From SIGTERM to SIGKILL for a step that ran out of time (timeout -k 10, as before).
const GRACE: Duration = Duration::from_secs(10);

/// The process groups of the steps running now: what an interrupt ends.
static GROUPS: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Ends every running step's group and exits 130, as an interrupted check.sh does.
pub fn interrupted() -> ! {
    let groups = GROUPS.lock().map(|g| g.clone()).unwrap_or_default();
    for group in groups {
        process::send(-group, SIGTERM);
    }
    eprintln!("\ncheck.sh: interrupted");
    std::process::exit(130)
}

/// Exits as `interrupted` does when check.sh was sent a signal: for a caller that ran a
/// program in check.sh's own group, which the terminal's Ctrl-C reached too.
pub fn exit_if_interrupted() {
    if process::interrupted().is_some() {
        interrupted();
    }
}

/// A program to run as a step.
#[derive(Clone, Debug)]
pub struct Step {
    /// What it checks, as its status line says.
    pub name: String,
    pub program: String,
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
    /// Its ok line only in verbose mode (a build the reader did not ask about).
    pub quiet: bool,
}

impl Step {
    /// `program args…` named `name`.
    pub fn new(name: &str, program: &str, args: &[&str]) -> Step {
        Step {
            name: name.to_string(),
            program: program.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
            env: Vec::new(),
            quiet: false,
        }
    }

    /// The same, with `more` arguments after.
    pub fn and(mut self, more: &[String]) -> Step {
        self.args.extend(more.iter().cloned());
        self
    }
}

/// How a step's program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Its exit status, 128 + N for signal N (as a shell says it; 127 when it could not start).
    Status(i32),
    /// It ran out of CHECK_TIMEOUT.
    TimedOut,
}

/// A step run.
#[derive(Clone, Debug)]
pub struct Ran {
    pub end: End,
    pub seconds: f64,
    /// Its stdout and stderr as they interleaved.
    pub log: String,
}

impl Ran {
    pub fn passed(&self) -> bool {
        self.end == End::Status(0)
    }
}

/// Runs `step` under `timeout` in a process group of its own, its output kept.
pub fn run(step: &Step, timeout: Duration) -> Ran {
    let started = Instant::now();
    let log_path = log_file();
    let ran = spawn_logged(step, &log_path).map(|mut child| {
        let pid = child.id() as i32;
        if let Ok(mut groups) = GROUPS.lock() {
            groups.push(pid);
        }
        let end = wait(&mut child, Some(pid), timeout);
        if let Ok(mut groups) = GROUPS.lock() {
            groups.retain(|&g| g != pid);
        }
        end
    });
    let mut log = String::new();
    let end = match ran {
        Ok(end) => {
            if let Ok(mut file) = File::open(&log_path) {
                let mut bytes = Vec::new();
                let _ = file.read_to_end(&mut bytes);
                log = String::from_utf8_lossy(&bytes).into_owned();
            }
            end
        }
        Err(e) => {
            log = format!("{}: cannot start: {}\n", step.program, e);
            End::Status(127)
        }
    };
    let _ = std::fs::remove_file(&log_path);
    Ran {
        end,
        seconds: started.elapsed().as_secs_f64(),
        log,
    }
}

/// A file of its own for a step's output: a file, not a pipe, so that a program that fills
/// it never blocks on a reader. Removed by `run`.
fn log_file() -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    std::env::temp_dir().join(format!("check-{}-{}.log", std::process::id(), n))
}

fn spawn_logged(step: &Step, log: &PathBuf) -> std::io::Result<Child> {
    let out = File::create(log)?;
    let err = out.try_clone()?;
    let mut command = Command::new(&step.program);
    command
        .args(&step.args)
        .envs(step.env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err);
    // Safety: setpgid is async-signal-safe, the one call between fork and exec.
    unsafe {
        command.pre_exec(|| {
            if setpgid(0, 0) == 0 {
                Ok(())
            } else {
                Err(std::io::Error::last_os_error())
            }
        });
    }
    command.spawn()
}

/// Runs `command` in check.sh's own process group (a terminal's Ctrl-C reaches it as it
/// reaches us), with its output as the caller set it, under `timeout` (only the program is
/// stopped then, as `timeout --foreground` stops it). None when it could not start.
pub fn run_here(command: &mut Command, timeout: Duration) -> Option<End> {
    let mut child = command.spawn().ok()?;
    Some(wait(&mut child, None, timeout))
}

/// Waits for `child` (the leader of `group`, when it has one of its own), ending it when
/// `timeout` runs out, and everything when check.sh is interrupted.
fn wait(child: &mut Child, group: Option<i32>, timeout: Duration) -> End {
    let started = Instant::now();
    let mut sent_term: Option<Instant> = None;
    let target = group.map_or(child.id() as i32, |g| -g);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                return match (sent_term, status.code(), status.signal()) {
                    (Some(_), _, _) => End::TimedOut,
                    (None, Some(code), _) => End::Status(code),
                    (None, None, Some(signal)) => End::Status(128 + signal),
                    (None, None, None) => End::Status(1),
                };
            }
            Ok(None) => {}
            Err(_) => return End::Status(1),
        }
        if process::interrupted().is_some() {
            process::send(target, SIGTERM);
            interrupted();
        }
        match sent_term {
            None if started.elapsed() >= timeout => {
                process::send(target, SIGTERM);
                sent_term = Some(Instant::now());
            }
            Some(sent) if sent.elapsed() >= GRACE => {
                process::send(target, SIGKILL);
            }
            _ => {}
        }
        thread::sleep(POLL);
    }
}

/// What a run counts, for its last two lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub cases_passed: usize,
    pub cases_failed: usize,
    pub steps_passed: usize,
    pub steps_failed: usize,
    pub skipped: usize,
    /// Each skip, "WHAT: WHY", in the order they came.
    pub skips: Vec<String>,
}

impl Count {
    /// Adds `judge builds`' tally: its line of five numbers, then its skips (`skip WHAT:
    /// WHY`). False when it is not one.
    pub fn add_tally(&mut self, text: &str) -> bool {
        let mut lines = text.lines();
        let line = lines.next().unwrap_or("");
        let numbers: Vec<usize> = line
            .split_whitespace()
            .filter_map(|n| n.parse().ok())
            .collect();
        match numbers.as_slice() {
            &[cp, cf, sp, sf, sk] if line.split_whitespace().count() == 5 => {
                self.cases_passed += cp;
                self.cases_failed += cf;
                self.steps_passed += sp;
                self.steps_failed += sf;
                self.skipped += sk;
                let skips = lines.filter_map(|l| l.strip_prefix("skip "));
                self.skips.extend(skips.map(String::from));
                true
            }
            _ => false,
        }
    }

    pub fn failed(&self) -> usize {
        self.cases_failed + self.steps_failed
    }

    /// The last two lines: the split, then "N passed, M failed[, K skipped]".
    pub fn lines(&self) -> String {
        let mut last = format!(
            "{} passed, {} failed",
            self.cases_passed + self.steps_passed,
            self.failed()
        );
        if self.skipped > 0 {
            last.push_str(&format!(", {} skipped", self.skipped));
        }
        format!(
            "\ncases judged: {} AC, {} not; steps: {} ok, {} failed; skipped: {}{}\n{}",
            self.cases_passed,
            self.cases_failed,
            self.steps_passed,
            self.steps_failed,
            self.skipped,
            skips_words(&self.skips),
            last
        )
    }
}

/// What was skipped, grouped by why, in the order first seen: " (robots old rustc 2015,
/// robots old rustc 2018: no /usr/bin/rustc ...; oj test: ...)", or nothing. A group of many
/// names (the same reason for every build of every problem) gives its count.
fn skips_words(skips: &[String]) -> String {
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for skip in skips {
        let (what, why) = skip.split_once(": ").unwrap_or((skip, ""));
        match groups.iter_mut().find(|(reason, _)| *reason == why) {
            Some((_, names)) => names.push(what),
            None => groups.push((why, vec![what])),
        }
    }
    if groups.is_empty() {
        return String::new();
    }
    let said: Vec<String> = groups
        .iter()
        .map(|(why, names)| {
            let names = if names.len() > 3 {
                format!("{} and {} more", names[..2].join(", "), names.len() - 2)
            } else {
                names.join(", ")
            };
            if why.is_empty() {
                names
            } else {
                format!("{}: {}", names, why)
            }
        })
        .collect();
    format!(" ({})", said.join("; "))
}

/// Prints steps' results and counts them: one reporter a run, so that "the same output as"
/// compares a failure with the one shown before it.
pub struct Reporter {
    pub render: Render,
    pub verbose: bool,
    pub timeout_words: String,
    pub count: Count,
    /// The step whose failure was shown last, and what was shown.
    shown: Option<(String, Vec<String>)>,
}

impl Reporter {
    pub fn new(render: Render, verbose: bool, timeout_words: String) -> Reporter {
        Reporter {
            render,
            verbose,
            timeout_words,
            count: Count::default(),
            shown: None,
        }
    }

    /// A step's line (an ok line of a quiet step only when verbose), counted; a failure with
    /// its trimmed output. Returns whether it passed.
    pub fn step(&mut self, step: &Step, ran: &Ran) -> bool {
        let seconds = format!("{:.1} s", ran.seconds);
        if ran.passed() {
            self.count.steps_passed += 1;
            if !step.quiet || self.verbose {
                self.render.status("ok", &step.name, &seconds);
            }
            return true;
        }
        self.count.steps_failed += 1;
        let why = match ran.end {
            End::TimedOut => format!("timed out after {}", self.timeout_words),
            End::Status(code) => format!("exit status {}, {}", code, seconds),
        };
        self.render.status("FAIL", &step.name, &why);
        let shown = failure_lines(&ran.log);
        match &self.shown {
            Some((before, lines)) if *lines == shown => self
                .render
                .detail(&format!("the same output as: {}", before)),
            _ => {
                shown.iter().for_each(|line| self.render.detail(line));
                self.shown = Some((step.name.clone(), shown));
            }
        }
        false
    }

    /// A step that cannot be tried here: counted; its line only when verbose.
    pub fn skip(&mut self, name: &str, why: &str) {
        self.count.skipped += 1;
        self.count.skips.push(format!("{}: {}", name, why));
        if self.verbose {
            self.render.status("skip", name, why);
        }
    }
}

/// What of a failed step's output is shown: backtrace frames dropped (RUST_BACKTRACE may be
/// set); what failed in its own words first, each failed test's block (cargo test's
/// "---- NAME stdout ----" up to its backtrace) and each failed example's (tools docs'
/// "FAIL  PLACE $ COMMAND" up to the next "ok"), at most 80 lines, then the last 8 lines;
/// without such a block, the last 40 lines. With --no-fail-fast, or 50 examples after a
/// failure, the tail alone would have lost them.
pub fn failure_lines(log: &str) -> Vec<String> {
    let kept: Vec<&str> = log.lines().filter(|line| !is_frame(line)).collect();
    // the indexes of the blocks' lines, in order
    let mut blocks = Vec::new();
    let mut on = false;
    for (i, line) in kept.iter().enumerate() {
        if (line.starts_with("---- ") && line.ends_with(" stdout ----"))
            || line.starts_with("FAIL  ")
        {
            on = true;
        }
        if *line == "stack backtrace:" || *line == "failures:" || line.starts_with("ok    ") {
            on = false;
        }
        if on {
            blocks.push(i);
        }
    }
    blocks.truncate(80);
    let tail = |n: usize| kept.len().saturating_sub(n)..kept.len();
    let shown: Vec<usize> = match blocks.last() {
        None => tail(40).collect(),
        // the last lines, but none a block already showed (a block that ran to the end)
        Some(&last) => blocks
            .iter()
            .copied()
            .chain(tail(8).filter(|&i| i > last))
            .collect(),
    };
    shown.iter().map(|&i| kept[i].to_string()).collect()
}

/// A backtrace's frame: "  12: name" or "      at file:line".
fn is_frame(line: &str) -> bool {
    let rest = line.trim_start_matches(' ');
    if rest.len() == line.len() {
        return false;
    }
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    (digits > 0 && rest[digits..].starts_with(": ")) || rest.starts_with("at ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_test_s_block_comes_first_without_its_frames() {
        let log = "running 3 tests\n\
            ---- a::b stdout ----\n\
            thread panicked at src/x.rs:1:\n\
            boom\n\
            stack backtrace:\n   0: std::panicking\n             at /rustc/x.rs:1\n\
            failures:\n    a::b\n\ntest result: FAILED. 2 passed; 1 failed\n";
        let shown = failure_lines(log);
        assert_eq!(
            shown[..3],
            [
                "---- a::b stdout ----",
                "thread panicked at src/x.rs:1:",
                "boom"
            ]
        );
        assert!(!shown
            .iter()
            .any(|l| l.contains("std::panicking") || l.contains("/rustc/")));
        assert_eq!(
            shown.last().map(String::as_str),
            Some("test result: FAILED. 2 passed; 1 failed")
        );
    }

    #[test]
    fn without_a_block_the_last_40_lines() {
        let log: String = (1..=50).map(|n| format!("line {}\n", n)).collect();
        let shown = failure_lines(&log);
        assert_eq!(shown.len(), 40);
        assert_eq!(shown[0], "line 11");
    }

    #[test]
    fn a_failed_example_s_block_ends_at_the_next_ok() {
        let log = "ok    README.md:10 $ a\nFAIL  README.md:20 $ b\n  differs\nok    README.md:30 $ c\nend\n";
        let shown = failure_lines(log);
        assert_eq!(shown[..2], ["FAIL  README.md:20 $ b", "  differs"]);
    }

    #[test]
    fn a_block_that_runs_to_the_end_is_shown_once() {
        // the solutions step: its last lines are its failures' block
        let log = "ok    a.cpp: AC, as its folder says\nFAIL  b.py: WA from the judge, but its folder says accepted\n  WA  sample.in\ntools: 1 of the coach's solutions not as their folders say\n";
        let shown = failure_lines(log);
        assert_eq!(
            shown,
            [
                "FAIL  b.py: WA from the judge, but its folder says accepted",
                "  WA  sample.in",
                "tools: 1 of the coach's solutions not as their folders say"
            ]
        );
    }

    #[test]
    fn the_count_lines_name_skips_only_when_there_are_some() {
        let mut count = Count::default();
        assert!(count.add_tally("3 1 2 0 0\n"));
        assert!(!count.add_tally("3 1 2\n"));
        assert!(count.lines().ends_with("\n5 passed, 1 failed"));
        count.skipped = 2;
        assert!(count.lines().ends_with("5 passed, 1 failed, 2 skipped"));
    }

    #[test]
    fn the_count_line_says_what_was_skipped_and_why() {
        let mut count = Count::default();
        let why = "no /usr/bin/rustc (Debian: apt-get install rustc)";
        let tally: String = ["2015", "2018", "2021"]
            .iter()
            .map(|edition| format!("skip robots old rustc {}: {}\n", edition, why))
            .collect();
        assert!(count.add_tally(&format!("3 0 2 0 3\n{}", tally)));
        let mut reporter = Reporter::new(Render::default(), false, String::new());
        reporter.count = count;
        reporter.skip("oj test", "online-judge-tools could not be installed");
        let lines = reporter.count.lines();
        assert!(
            lines.contains(&format!(
                "skipped: 4 (robots old rustc 2015, robots old rustc 2018, robots old rustc 2021: {}; oj test: online-judge-tools could not be installed)\n",
                why
            )),
            "{}",
            lines
        );
        assert!(lines.ends_with("5 passed, 0 failed, 4 skipped"));
        let many: Vec<String> = (0..15).map(|i| format!("b{}: {}", i, why)).collect();
        assert_eq!(
            skips_words(&many),
            format!(" (b0, b1 and 13 more: {})", why)
        );
    }

    #[test]
    fn a_step_that_runs_out_of_time_is_ended_with_its_group() {
        let step = Step::new("sleeps", "sh", &["-c", "sleep 30 & sleep 30"]);
        let ran = run(&step, Duration::from_millis(200));
        assert_eq!(ran.end, End::TimedOut);
        assert!(ran.seconds < 5.0, "{}", ran.seconds);
        let ran = run(
            &Step::new("fails", "sh", &["-c", "echo out; echo err >&2; exit 3"]),
            Duration::from_secs(30),
        );
        assert_eq!(ran.end, End::Status(3));
        assert_eq!(ran.log, "out\nerr\n");
    }
}
