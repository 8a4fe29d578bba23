//! `tools check`: the local judge behind `scripts/check.sh`, which builds this binary and
//! hands over to it. Here: check.sh's command line and usage text (`usage.txt`), and its
//! modes: `--list` and `--cmd`/`--submit` hand over to the judge (`judge list`, `judge
//! theirs`, by exec, so its exit status and Ctrl-C are check.sh's); `--install`, `--oj-test`
//! (`outside`), `--self-test` (the Rust tests of `SELF_TESTS`); and the full run (`full`):
//! every build judged, then the tests, lints and the other steps, two at a time. Each step
//! runs under CHECK_TIMEOUT as `steps` runs it.

mod full;
mod outside;
pub mod steps;

use crate::args::{self, Opt};
use crate::facts::problems;
use crate::judge::verdict::render::Render;
use std::os::raw::c_int;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

extern "C" {
    fn isatty(fd: c_int) -> c_int;
}

/// Each step's wall-clock time, in seconds, where CHECK_TIMEOUT gives none: a guard against
/// a step that hangs, never a speed claim. The slowest steps (the tests' run, new-problem.sh's
/// self-test) took 570 and 594 s with two whole suites side by side on 2 cores, where 600 s
/// ended them; three times that still ends a run with one hung step within CI's 90 minutes.
/// check.sh's build of the tools, which runs before this binary exists, has the same default
/// (a test holds it).
const DEFAULT_TIMEOUT: &str = "1800";

/// What check.sh does, by its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Judge,
    Cmd,
    List,
    SelfTest,
    OjTest,
    Install,
}

/// A check.sh command line, read and checked.
pub struct Options {
    mode: Mode,
    verbose: bool,
    /// The problems named, or every one.
    problems: Vec<String>,
    /// Every problem of the workspace.
    known: Vec<String>,
    /// `PROBLEM CASE`: the one case, by its name.
    only_case: Option<String>,
    command: String,
    judge: Option<String>,
    /// `--time-limit SEC` with --cmd or --submit: the user's time limit in place of the
    /// judge's.
    time_limit: Option<String>,
    submit: Option<String>,
    lang: Option<String>,
    /// Where check.sh was called from: where --cmd's COMMAND runs.
    user_dir: PathBuf,
    root: PathBuf,
    render: Render,
    /// CHECK_TIMEOUT: each step's time, and the words that say it.
    timeout: Duration,
    timeout_words: String,
    /// CHECK_LANES: the steps run at once after the tests' compilation.
    lanes: usize,
}

const OPTS: [Opt; 11] = [
    Opt::flag("--help", "-h"),
    Opt::flag("--verbose", "-v"),
    Opt::flag("--self-test", ""),
    Opt::flag("--oj-test", ""),
    Opt::flag("--list", ""),
    Opt::flag("--install", ""),
    Opt::value("--cmd", "--cmd needs a COMMAND, such as --cmd './a.out'"),
    Opt::value("--judge", "--judge needs a NAME, such as --judge POJ"),
    Opt::value(
        "--submit",
        "--submit needs a FILE, such as --submit sol.cpp",
    ),
    Opt::value("--lang", "--lang needs a NAME, such as --lang C++11"),
    Opt::value(
        "--time-limit",
        "--time-limit needs seconds, such as --time-limit 5",
    ),
];

const SHORT_USAGE: &str = "usage: bash scripts/check.sh [-v] [PROBLEM...] | [-v] PROBLEM CASE | [-v] [--judge NAME] [--time-limit SEC] --cmd 'COMMAND' PROBLEM [CASE] | [-v] [--judge NAME] [--time-limit SEC] [--lang NAME] --submit FILE PROBLEM [CASE]   (--help for more)";

/// check.sh with `words`, in the workspace at `root`: its exit status (0 nothing failed, 1
/// something did, 2 a usage error, 130 interrupted), unless a mode handed over to the judge.
pub fn main(root: &Path, words: &[String]) -> i32 {
    let known = problems(root);
    let parsed = match args::parse(&OPTS, words) {
        Ok(parsed) => parsed,
        Err(misuse) => usage_error(&misuse.to_string()),
    };
    if parsed.has("--help") {
        print!(
            "{}",
            include_str!("usage.txt").replace("{problems}", &known.join(" "))
        );
        return 0;
    }
    let options = match Options::read(root, known, &parsed) {
        Ok(options) => options,
        Err(why) => usage_error(&why),
    };
    if let Err(e) = std::env::set_current_dir(root) {
        eprintln!("check.sh: {}: {}", root.display(), e);
        return 2;
    }
    crate::judge::run::process::note_stopping_signals();
    match options.mode {
        Mode::List => list(&options),
        Mode::Cmd => judge_command(&options),
        Mode::Install => {
            outside::install_all(&options);
            0
        }
        Mode::SelfTest => self_test(&options),
        Mode::OjTest => outside::oj_test(&options),
        Mode::Judge => full::run(&options),
    }
}

/// A usage error: the reason, the short usage, exit status 2.
fn usage_error(why: &str) -> ! {
    eprintln!("check.sh: {}\n{}", why, SHORT_USAGE);
    std::process::exit(2)
}

impl Options {
    fn read(root: &Path, known: Vec<String>, parsed: &args::Args) -> Result<Options, String> {
        let mode = mode(parsed);
        let submit = parsed.value("--submit").map(String::from);
        let command = parsed.value("--cmd").unwrap_or("").to_string();
        if parsed.has("--judge") && mode != Mode::Cmd {
            return Err("--judge goes with --cmd or --submit: it picks the judge whose limits and verdict count".into());
        }
        if parsed.has("--time-limit") && mode != Mode::Cmd {
            return Err("--time-limit goes with --cmd or --submit: it replaces the judge's time limit for your program".into());
        }
        if parsed.has("--lang") && submit.is_none() {
            return Err("--lang goes with --submit: it picks the judge's language".into());
        }
        if submit.is_some() && parsed.has("--cmd") {
            return Err("--cmd and --submit judge one program: give one of them".into());
        }
        // a --submit FILE that cannot be read is the judge's to say (src/judge/build/submit.rs)
        if mode == Mode::Cmd && submit.is_none() && command.trim().is_empty() {
            return Err("--cmd needs a COMMAND, such as --cmd './a.out'".into());
        }
        let names = &parsed.positionals;
        if mode == Mode::Cmd && !(1..=2).contains(&names.len()) {
            return Err(
                "--cmd and --submit judge one problem: --cmd 'COMMAND' PROBLEM [CASE]".into(),
            );
        }
        let (problems, only_case) = chosen(root, &known, names)?;
        if mode == Mode::Cmd && problems.len() != 1 {
            return Err("--cmd judges one problem: --cmd 'COMMAND' PROBLEM [CASE]".into());
        }
        if mode == Mode::List && problems.len() != 1 {
            return Err("--list names one problem".into());
        }
        let seconds = std::env::var("CHECK_TIMEOUT").unwrap_or_else(|_| DEFAULT_TIMEOUT.into());
        let timeout =
            crate::facts::positive(&seconds).map_err(|why| format!("CHECK_TIMEOUT: {}", why))?;
        let lanes = match std::env::var("CHECK_LANES") {
            Err(_) => 2,
            Ok(text) => text
                .parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| {
                    format!(
                        "CHECK_LANES needs a positive whole number, found {:?}",
                        text
                    )
                })?,
        };
        // Safety: isatty reads a descriptor's kind, nothing more.
        let on_terminal = unsafe { isatty(1) } == 1;
        let no_colour = std::env::var_os("NO_COLOR").map_or(false, |v| !v.is_empty());
        Ok(Options {
            mode,
            verbose: parsed.has("--verbose") || only_case.is_some(),
            problems: if problems.is_empty() {
                known.clone()
            } else {
                problems
            },
            known,
            only_case,
            command,
            judge: parsed.value("--judge").map(String::from),
            time_limit: parsed.value("--time-limit").map(String::from),
            submit,
            lang: parsed.value("--lang").map(String::from),
            user_dir: std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
            root: root.to_path_buf(),
            render: Render {
                colour: on_terminal && !no_colour,
            },
            timeout: Duration::from_secs_f64(timeout),
            timeout_words: format!("{} s (CHECK_TIMEOUT)", seconds),
            lanes,
        })
    }

    /// Whether every problem is judged (the full run's later steps need that).
    fn all(&self) -> bool {
        self.problems.len() == self.known.len()
    }

    /// Cargo's selection of the problems' crates: `--workspace`, or `-p PROBLEM` each; with
    /// `ours`, shared-io and the tools too (what the tests, clippy and rustfmt cover).
    fn packages(&self, ours: bool, all: &str) -> Vec<String> {
        if self.all() {
            return vec![all.to_string()];
        }
        let mut chosen = Vec::new();
        let ours_too: &[&str] = if ours { &["shared-io", "tools"] } else { &[] };
        for package in ours_too
            .iter()
            .copied()
            .chain(self.problems.iter().map(String::as_str))
        {
            chosen.push("-p".to_string());
            chosen.push(package.to_string());
        }
        chosen
    }

    /// A binary of ours, beside this one.
    fn ours(&self, name: &str) -> String {
        std::env::current_exe()
            .map(|me| me.with_file_name(name))
            .unwrap_or_else(|_| {
                crate::facts::target_dir(&self.root)
                    .join("release")
                    .join(name)
            })
            .display()
            .to_string()
    }
}

/// The mode the options ask for: the last of them given wins, as it always has.
fn mode(parsed: &args::Args) -> Mode {
    let modes = [
        ("--self-test", Mode::SelfTest),
        ("--oj-test", Mode::OjTest),
        ("--list", Mode::List),
        ("--install", Mode::Install),
        ("--cmd", Mode::Cmd),
        ("--submit", Mode::Cmd),
    ];
    let names: Vec<&str> = modes.iter().map(|(name, _)| *name).collect();
    match parsed.last_of(&names) {
        Some(name) => modes
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(Mode::Judge, |(_, mode)| *mode),
        None => Mode::Judge,
    }
}

/// The problems `names` name (none: every one) and, for `PROBLEM CASE`, the case.
fn chosen(
    root: &Path,
    known: &[String],
    names: &[String],
) -> Result<(Vec<String>, Option<String>), String> {
    let is_problem = |name: &str| known.iter().any(|k| k == name);
    if let [problem, case] = names {
        if is_problem(problem) && !is_problem(case) {
            let file = Path::new(case.strip_suffix(".in").unwrap_or(case));
            let name = file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if !root
                .join("data")
                .join(problem)
                .join(format!("{}.in", name))
                .is_file()
            {
                return Err(format!(
                    "'{}' is neither a problem ({}) nor a case of {} (no data/{}/{}.in)",
                    case,
                    known.join(" "),
                    problem,
                    problem,
                    name
                ));
            }
            return Ok((vec![problem.clone()], Some(name)));
        }
    }
    let mut problems: Vec<String> = Vec::new();
    for name in names {
        if !is_problem(name) {
            return Err(format!(
                "unknown problem '{}'; the problems are: {}",
                name,
                known.join(" ")
            ));
        }
        if !problems.contains(name) {
            problems.push(name.clone());
        }
    }
    Ok((problems, None))
}

/// `--list PROBLEM`: the judge lists the files of the cases --cmd counts (`judge list`).
fn list(options: &Options) -> i32 {
    let problem = &options.problems[0];
    let error = Command::new(options.ours("judge"))
        .args(["list", "--data", &format!("data/{}", problem)])
        .args(["--facts", &format!("{}/Cargo.toml", problem)])
        .exec();
    eprintln!("check.sh: the judge: {}", error);
    2
}

/// `--cmd` and `--submit`: the user's program judged by the judge (`judge theirs`), which
/// replaces this process: its exit status (130 on Ctrl-C, the program's group killed) is
/// check.sh's.
fn judge_command(options: &Options) -> i32 {
    let problem = &options.problems[0];
    let mut judge = Command::new(options.ours("judge"));
    judge.args(["theirs", "--data", &format!("data/{}", problem)]);
    judge.args([
        "--problem",
        problem,
        "--facts",
        &format!("{}/Cargo.toml", problem),
    ]);
    judge.arg("--from").arg(&options.user_dir);
    let valued = [
        ("--judge", &options.judge),
        ("--time-limit", &options.time_limit),
        ("--only", &options.only_case),
        ("--lang", &options.lang),
        ("--submit", &options.submit),
    ];
    for (name, value) in valued {
        if let Some(value) = value {
            judge.args([name, value]);
        }
    }
    if options.verbose {
        judge.arg("--verbose");
    }
    if options.render.colour {
        judge.arg("--colour");
    }
    judge.arg(options.submit.as_ref().unwrap_or(&options.command));
    let error = judge.exec();
    eprintln!("check.sh: could not start the judge: {}", error);
    2
}

/// The tools' test files that `--self-test` runs, each with --ignored: `--cmd` on our cases
/// (tests/cmd.rs), `--submit` as each judge builds (tests/submit.rs), `judge builds` and the
/// planted programs (tests/builds.rs), and versus's `--submit` beside check.sh's
/// (tests/versus_submit.rs).
const SELF_TESTS: [&str; 4] = ["cmd", "submit", "builds", "versus_submit"];

/// `--self-test`: --cmd judges our binaries (from another folder too), a wrong program, a
/// command that cannot start, a bad-input case, the cases outside the promise and beyond the
/// judges, a flood of output and a process left behind as it says, and gives whitespace the
/// verdict versus gives; --submit builds a file as each judge does; `judge builds` judges
/// every build of ours; on the problems chosen. The tests are Rust (`SELF_TESTS`), run with
/// --ignored; they run check.sh as a user would.
fn self_test(options: &Options) -> i32 {
    let mut build = Command::new("cargo");
    build.args(["build", "--release", "--quiet"]);
    build.args(options.packages(false, "--workspace"));
    build.args(["-p", "tools", "--bins", "--examples"]);
    if !in_our_group(&mut build, options) {
        return 1;
    }
    let mut tests = Command::new("cargo");
    // every file run, whichever fails first
    tests.args(["test", "--release", "--quiet", "--no-fail-fast"]);
    tests.args(["-p", "tools"]);
    for file in SELF_TESTS {
        tests.args(["--test", file]);
    }
    tests.args(["--", "--ignored", "--test-threads", "2"]);
    tests.env("CHECK_PROBLEMS", options.problems.join(" "));
    i32::from(!in_our_group(&mut tests, options))
}

/// Runs `command` in check.sh's own group under CHECK_TIMEOUT: whether it succeeded. An
/// interrupt ends check.sh once it ends.
fn in_our_group(command: &mut Command, options: &Options) -> bool {
    let end = steps::run_here(command, options.timeout);
    steps::exit_if_interrupted();
    end == Some(steps::End::Status(0))
}

#[cfg(test)]
mod tests {
    /// The files whose tests judge through check.sh (those that use `tests/common/check.rs`)
    /// are the ones `--self-test` runs: a file split off or added is run, or this fails.
    #[test]
    fn the_self_test_runs_every_file_that_judges_through_check_sh() {
        let root = crate::facts::workspace().expect("the workspace");
        let tests = root.join("scripts/tools/tests");
        let mut found: Vec<String> = std::fs::read_dir(&tests)
            .expect("the tools' tests")
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.extension().map_or(false, |e| e == "rs"))
            .filter(|path| {
                let text = std::fs::read_to_string(path).unwrap_or_default();
                text.contains("common::check::")
            })
            .filter_map(|path| Some(path.file_stem()?.to_string_lossy().into_owned()))
            .collect();
        found.sort();
        let mut run: Vec<String> = super::SELF_TESTS.iter().map(|s| s.to_string()).collect();
        run.sort();
        assert_eq!(found, run, "check.sh --self-test runs SELF_TESTS");
    }

    #[test]
    fn check_sh_builds_the_tools_under_the_same_default_timeout() {
        let root = crate::facts::workspace().expect("the workspace");
        let door = std::fs::read_to_string(root.join("scripts/check.sh")).expect("check.sh");
        let default = format!("${{CHECK_TIMEOUT:-{}}}", super::DEFAULT_TIMEOUT);
        assert!(door.contains(&default), "check.sh: {} wanted", default);
        let usage = include_str!("usage.txt");
        let words = format!("(default {})", super::DEFAULT_TIMEOUT);
        assert!(usage.contains(&words), "usage.txt: {} wanted", words);
    }
}
