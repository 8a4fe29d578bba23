//! check.sh's full run: the builds (cargo's, then every build judged by `judge builds`), then
//! the tests, lints and the other steps, then the count. The tests' compilation keeps both
//! cores busy and runs alone; the steps after it (the tests' run among them) mostly wait (on
//! processes, a browser, downloads) or run one thing at a time, so they run two at a time
//! (CHECK_LANES), each started when a lane is free and the steps it needs are done, their
//! results printed in the order listed here, whichever ends first. Steps that share a folder under target/
//! are ordered by `after`.

use super::outside;
use super::steps::{self, Ran, Reporter, Step};
use super::Options;
use crate::lanes::{self, Done, Marks};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// No time limit: `judge builds` holds each compilation and case to its own.
const UNBOUNDED: Duration = Duration::from_secs(7 * 24 * 3600);

/// What a step of the second half printed: a step run, or one skipped (its reason, and a line
/// shown even when not verbose).
enum Said {
    Ran(Step, Ran),
    Skip {
        name: String,
        why: String,
        line: Option<String>,
    },
}

/// A step of the second half, run in a lane.
enum Job {
    /// A step, after the jobs listed (their indexes, all earlier).
    Step(Step, Vec<usize>),
    /// A step that runs check.sh again (new-problem.sh's self-test), once the installs are
    /// done: that check.sh installs into the same target/ folders.
    AfterInstalls(Step),
    /// online-judge-tools' `oj test`, once the installs are done.
    Oj(Step),
    /// The replay pages, once Playwright is installed.
    Replay(Step),
    /// verifyproblem on the packages, once problemtools is (none when no problem is to be
    /// packaged); the problems left out, each a skip with why.
    Packages(Option<Step>, Vec<(String, String)>),
}

/// The full run (or `PROBLEM CASE`'s builds alone): its exit status.
pub fn run(options: &Options) -> i32 {
    println!(
        "check.sh: {}; each step under {}",
        rustc_version(),
        options.timeout_words
    );
    let mut reporter = Reporter::new(
        options.render,
        options.verbose,
        options.timeout_words.clone(),
    );
    options.render.section("build");
    let packages = options.packages(false, "--workspace");
    let cargo = Step::new(
        &format!("cargo build --release {}", packages.join(" ")),
        "cargo",
        &["build", "--release"],
    )
    .and(&packages);
    let mut cargo_built = reporter.step(&cargo, &steps::run(&cargo, options.timeout));
    let mut tools = Step::new(
        "cargo build --release -p tools --bins",
        "cargo",
        &["build", "--release", "-p", "tools", "--bins"],
    );
    tools.quiet = true;
    cargo_built &= reporter.step(&tools, &steps::run(&tools, options.timeout));
    judge_builds(options, &mut reporter, cargo_built);
    if options.only_case.is_none() {
        tests_and_lints(options, &mut reporter);
    }
    println!("{}", reporter.count.lines());
    i32::from(reporter.count.failed() > 0)
}

/// `rustc --version`, or nothing when there is no rustc.
fn rustc_version() -> String {
    Command::new("rustc")
        .arg("--version")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .unwrap_or_default()
}

/// Every build of each problem judged by `judge builds`, which prints a table a problem and
/// writes its tally (cases passed and failed, steps passed and failed, skipped).
fn judge_builds(options: &Options, reporter: &mut Reporter, cargo_built: bool) {
    let tally = std::env::temp_dir().join(format!("check-{}-tally", std::process::id()));
    let mut judge = Command::new(options.ours("judge"));
    judge.args(["builds", "--timeout"]);
    judge.arg(options.timeout.as_secs_f64().to_string());
    judge.arg("--result").arg(&tally);
    let flags = [
        (!cargo_built, "--cargo-failed"),
        (options.verbose, "--verbose"),
        (options.render.colour, "--colour"),
    ];
    judge.args(flags.iter().filter(|(on, _)| *on).map(|(_, flag)| flag));
    if let Some(case) = &options.only_case {
        judge.args(["--only", case]);
    }
    judge.args(&options.problems);
    steps::run_here(&mut judge, UNBOUNDED);
    steps::exit_if_interrupted();
    let line = std::fs::read_to_string(&tally).unwrap_or_default();
    let _ = std::fs::remove_file(&tally);
    if !reporter.count.add_tally(&line) {
        reporter.render.status("FAIL", "judge builds: no tally", "");
        reporter.count.steps_failed += 1;
    }
}

/// The second half: the placeholders named, the documents' tables, the tests compiled alone,
/// then the tests' run and the other steps two at a time.
fn tests_and_lints(options: &Options, reporter: &mut Reporter) {
    options.render.section("tests, lints, formatting");
    name_placeholders(options);
    let tools = options.ours("tools");
    let data: Vec<String> = options
        .problems
        .iter()
        .map(|p| format!("data/{}", p))
        .collect();
    let first = [
        Step::new(
            "README's problem table holds each problem's facts, and each has its page",
            &tools,
            &["readme-check"],
        ),
        Step::new(
            "data/PROBLEM/README.md: one row per case, saying what it catches",
            &options.ours("judge"),
            &["table"],
        )
        .and(&data),
    ];
    for step in &first {
        reporter.step(step, &steps::run(step, options.timeout));
    }
    // The outside tools of the later steps install meanwhile (check.sh --install), waited
    // for before the first step that uses one: one that cannot be had makes its step a
    // counted skip.
    let installs = outside::Installs::start(options);
    // The tests are compiled alone (that keeps both cores busy); they run in a lane.
    let tested = options.packages(true, "--workspace");
    let mut compile = Step::new(
        &format!("cargo test --release --no-run {}", tested.join(" ")),
        "cargo",
        &["test", "--release", "--no-run"],
    )
    .and(&tested);
    compile.quiet = true;
    reporter.step(&compile, &steps::run(&compile, options.timeout));
    let jobs = jobs(options, &tools);
    let done = Done::new(jobs.len());
    lanes::in_order(
        &jobs,
        options.lanes,
        |index, job| {
            let _marks = Marks(&done, index);
            perform(job, options, &installs, &done)
        },
        |said| said.into_iter().for_each(|s| report(reporter, s)),
    );
}

/// The steps after the tests' compilation, in the order their results are printed.
fn jobs(options: &Options, tools: &str) -> Vec<Job> {
    let problems = &options.problems;
    let tested = options.packages(true, "--workspace");
    let bash = |name: &str, script: &str, first: &[&str]| {
        let mut args = vec![script];
        args.extend_from_slice(first);
        Step::new(name, "bash", &args)
    };
    let mut jobs = vec![
        // compiled already: cargo holds its lock only while it builds, so the steps beside
        // it that build (with nothing left to build) wait seconds at most
        Job::Step(
            Step::new(
                &format!("cargo test --release {}", tested.join(" ")),
                "cargo",
                &["test", "--release", "--no-fail-fast"],
            )
            .and(&tested),
            vec![],
        ),
        Job::Step(
            bash(
                "versus.sh --self-test --all: every planted wrong solution caught and shrunk",
                "scripts/versus.sh",
                &["--self-test", "--all"],
            )
            .and(problems),
            vec![],
        ),
    ];
    // the longest step after the tests: started early, beside the shorter ones
    if options.all() {
        jobs.push(Job::AfterInstalls(bash(
            "new-problem.sh --self-test: a new problem passes check.sh at once",
            "scripts/new-problem.sh",
            &["--self-test"],
        )));
    }
    let self_test = jobs.len();
    jobs.push(Job::Step(
        bash(
            "check.sh --self-test: --cmd judges any program as it says",
            "scripts/check.sh",
            &["--self-test"],
        )
        .and(problems),
        vec![],
    ));
    // a coach's solutions in any language (PROBLEM/solutions/VERDICT/), where there are any
    if problems.iter().any(|p| has_solutions(&options.root, p)) {
        jobs.push(Job::Step(
            Step::new(
                "the coach's solutions (PROBLEM/solutions/VERDICT/): each gets its folder's verdict, as --submit judges it",
                tools,
                &["solutions"],
            )
            .and(problems),
            vec![],
        ));
    }
    jobs.push(Job::Oj(
        bash(
            "oj test (online-judge-tools) on the cases --cmd counts: all AC, as --cmd says",
            "scripts/check.sh",
            &["--oj-test"],
        )
        .and(problems),
    ));
    jobs.push(Job::Replay(
        Step::new(
            "replay pages (--html) in headless Chromium: keys, counter, drawing, no error or fetch",
            "python3",
            &["scripts/replay-check.py"],
        )
        .and(problems),
    ));
    let (packaged, left_out) = outside::packaged(options);
    let verify = bash(
        "package.sh --verify: verifyproblem on the problem packages, 0 errors",
        "scripts/package.sh",
        &["--verify"],
    );
    jobs.push(Job::Packages(
        Some(verify.and(&packaged)).filter(|_| !packaged.is_empty()),
        left_out,
    ));
    if options.all() {
        // after the steps that build what the examples run (the examples, the wrong
        // programs), and the copy's check.sh, which builds in the same target/
        jobs.push(Job::Step(
            Step::new(
                "the README and the manuals: every example prints what it shows, every link resolves",
                tools,
                &["docs"],
            ),
            // versus's self-test, new-problem.sh's (when there) and check.sh's
            (1..=self_test).collect(),
        ));
    }
    let linted = options.packages(true, "--workspace");
    jobs.push(Job::Step(
        Step::new(
            &format!("cargo clippy --release --all-targets {}", linted.join(" ")),
            "cargo",
            &["clippy", "--release", "--all-targets"],
        )
        .and(&linted)
        .and(&[
            "--".into(),
            "-D".into(),
            "warnings".into(),
            "-D".into(),
            "clippy::incompatible_msrv".into(),
        ]),
        vec![],
    ));
    let formatted = options.packages(true, "--all");
    // rustfmt colours its diff even into a file: the log is plain text, as every step's
    jobs.push(Job::Step(
        Step::new(
            &format!("cargo fmt --check {}", formatted.join(" ")),
            "cargo",
            &["fmt", "--check"],
        )
        .and(&formatted)
        .and(&["--".into(), "--color".into(), "never".into()]),
        vec![],
    ));
    jobs
}

/// Runs one job in its lane: what it printed.
fn perform(job: &Job, options: &Options, installs: &outside::Installs, done: &Done) -> Vec<Said> {
    let ran = |step: &Step| Said::Ran(step.clone(), steps::run(step, options.timeout));
    match job {
        Job::Step(step, after) => {
            done.wait_for(after);
            vec![ran(step)]
        }
        Job::AfterInstalls(step) => {
            installs.wait();
            vec![ran(step)]
        }
        Job::Oj(step) => {
            installs.wait();
            match outside::oj(options) {
                Some(_) => vec![ran(step)],
                None => {
                    let into = crate::facts::target_dir(&options.root).join("oj");
                    vec![Said::Skip {
                        name: "oj test (online-judge-tools)".into(),
                        why: "could not install online-judge-tools from PyPI".into(),
                        line: Some(format!(
                            "oj test: could not install online-judge-tools from PyPI into {}",
                            into.display()
                        )),
                    }]
                }
            }
        }
        Job::Replay(step) => {
            installs.wait();
            match outside::replay_ready(options) {
                Ok(()) => vec![ran(step)],
                Err(why) => vec![Said::Skip {
                    name: "replay pages in headless Chromium".into(),
                    line: Some(format!("replay pages: {}", why)),
                    why,
                }],
            }
        }
        Job::Packages(step, left_out) => {
            installs.wait();
            let mut said: Vec<Said> = left_out
                .iter()
                .map(|(name, why)| Said::Skip {
                    name: name.clone(),
                    why: why.clone(),
                    line: None,
                })
                .collect();
            if let Some(step) = step {
                said.push(match outside::packages_ready(options) {
                    Ok(()) => ran(step),
                    Err(why) => Said::Skip {
                        name: "package.sh --verify".into(),
                        line: Some(format!("package.sh --verify: {}", why)),
                        why,
                    },
                });
            }
            said
        }
    }
}

/// Prints and counts what a job said: a step that ran, and each skip it said in its own
/// output (a line `skip  WHAT: WHY`, as the coach's solutions' step says one it cannot build
/// here).
fn report(reporter: &mut Reporter, said: Said) {
    match said {
        Said::Ran(step, ran) => {
            reporter.step(&step, &ran);
            for skipped in ran
                .log
                .lines()
                .filter_map(|line| line.strip_prefix("skip  "))
            {
                let (what, why) = skipped.split_once(": ").unwrap_or((skipped, ""));
                reporter.skip(what, why);
                println!("  skip  {}", skipped);
            }
        }
        Said::Skip { name, why, line } => {
            reporter.skip(&name, &why);
            if let Some(line) = line {
                println!("  skip  {}", line);
            }
        }
    }
}

/// Whether `problem` holds a coach's solution (`crate::solutions::of`), or a solutions/
/// folder that names no verdict, which the step then names.
fn has_solutions(root: &Path, problem: &str) -> bool {
    crate::solutions::of(root, problem).map_or(true, |found| !found.is_empty())
}

/// Names each placeholder of the template a problem still holds (a fact, its page, a data
/// case); not a failure, since a problem just made passes at once, but package.sh makes no
/// package of it while one that the package would carry is left.
fn name_placeholders(options: &Options) {
    let mut left = Vec::new();
    for problem in &options.problems {
        match crate::placeholders::left(&options.root, problem) {
            Ok(found) => left.extend(found.iter().map(ToString::to_string)),
            Err(why) => left.push(why),
        }
    }
    if left.is_empty() {
        return;
    }
    options.render.status(
        "todo",
        "placeholders left: package.sh makes no package while one it would carry is left",
        "",
    );
    left.iter().for_each(|line| options.render.detail(line));
}
