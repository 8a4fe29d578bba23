//! The outside tools of check.sh's later steps, each installed best effort and bounded in
//! time: bubblewrap (Debian's, the runs' sandbox), online-judge-tools (PyPI, a venv under
//! target/oj), Playwright (scripts/replay-check.py --install) and problemtools with LaTeX
//! (`crate::install::problemtools`, what package.sh --install does). `check.sh --install` installs them side by side; the full
//! run starts that in the background (`Installs`) and its steps wait for it before they look
//! for their tool, a tool that cannot be had making its step a counted skip. Also here:
//! `check.sh --oj-test`, online-judge-tools' `oj test` on the cases --cmd counts, each output
//! judged by the problem's checker where it has one (`judge check`, oj's `--judge-command`).

use super::steps::{self, End, Step};
use super::Options;
use crate::judge::build::toolchain;
use crate::judge::run::shell_quoted;
use crate::lanes::{Done, Marks};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

extern "C" {
    fn geteuid() -> u32;
}

/// `check.sh --install` running in the background of a full run, and whether it has ended:
/// a `Done` of one job.
pub struct Installs(Done);

impl Installs {
    /// Starts `check.sh --install` (this binary's) in a process group of its own, under
    /// CHECK_TIMEOUT, its output dropped: each tool's step says what it lacks.
    pub fn start(options: &Options) -> std::sync::Arc<Installs> {
        let installs = std::sync::Arc::new(Installs(Done::new(1)));
        let root = options.root.display().to_string();
        let step = Step::new(
            "install",
            &options.ours("tools"),
            &["--root", &root, "check"],
        )
        .and(&["--install".to_string()]);
        let (timeout, shared) = (options.timeout, installs.clone());
        std::thread::spawn(move || {
            let _ends = Marks(&shared.0, 0);
            steps::run(&step, timeout);
        });
        installs
    }

    /// Waits until the installs have ended.
    pub fn wait(&self) {
        self.0.wait_for(&[0]);
    }
}

/// Runs `program args` quietly in check.sh's group under `seconds`: whether it succeeded.
fn quietly(program: &str, args: &[&str], seconds: u64) -> bool {
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    steps::run_here(&mut command, Duration::from_secs(seconds)) == Some(End::Status(0))
}

/// `check.sh --install`: every tool, side by side (each mostly waits on downloads and
/// unpacking), a line for each that could not be installed.
pub fn install_all(options: &Options) {
    let root = &options.root;
    let failed: Vec<&str> = std::thread::scope(|scope| {
        let each = [
            scope.spawn(|| {
                (
                    bwrap(),
                    "could not install bubblewrap: runs are not contained",
                )
            }),
            scope.spawn(|| {
                (
                    oj(options).is_some(),
                    "could not install online-judge-tools",
                )
            }),
            scope.spawn(|| {
                let script = root.join("scripts/replay-check.py").display().to_string();
                let done = quietly("python3", &[&script, "--install"], 900);
                (done, "could not install Playwright or find Chromium")
            }),
            scope.spawn(|| {
                let done = crate::install::problemtools(root).is_ok();
                (done, "could not install problemtools or LaTeX")
            }),
        ];
        each.into_iter()
            .filter_map(|install| match install.join() {
                Ok((true, _)) => None,
                Ok((false, why)) => Some(why),
                Err(_) => Some("an install failed"),
            })
            .collect()
    });
    steps::exit_if_interrupted();
    failed.iter().for_each(|why| println!("check.sh: {}", why));
}

/// Debian's bubblewrap, which contains every run of a user's program (src/judge/run/sandbox.rs):
/// there already, or installed as root with apt-get.
fn bwrap() -> bool {
    if toolchain::installed("bwrap") {
        return true;
    }
    // Safety: a plain system call without arguments.
    let root = unsafe { geteuid() } == 0;
    root && crate::install::apt(&["bubblewrap"])
}

/// online-judge-tools' `oj`, in a venv under target/oj: there already, or installed from
/// PyPI now; None when it cannot be.
pub fn oj(options: &Options) -> Option<PathBuf> {
    let venv = crate::facts::target_dir(&options.root).join("oj");
    crate::install::venv(&venv, "online-judge-tools", "oj").ok()
}

/// Runs `script --install` (Playwright's), its output kept: Ok, or why not
/// in its own words.
fn installed(options: &Options, program: &str, script: &str) -> Result<(), String> {
    let step = Step::new("install", program, &[script, "--install"]);
    let ran = steps::run(&step, options.timeout);
    if ran.passed() {
        return Ok(());
    }
    Err(ran.log.trim().to_string())
}

/// Whether the replay pages can be checked: Chromium and Playwright are here; else why.
pub fn replay_ready(options: &Options) -> Result<(), String> {
    installed(options, "python3", "scripts/replay-check.py").map_err(|why| match why {
        why if why.is_empty() => "python3 is missing".to_string(),
        why => why,
    })
}

/// Whether the packages can be verified: problemtools and LaTeX are here (installed now
/// where they can be); else why.
pub fn packages_ready(options: &Options) -> Result<(), String> {
    crate::install::problemtools(&options.root)
}

/// The problems whose packages are verified: those with an input validator and, unless
/// PACKAGE_WITH_PLACEHOLDERS is set (new-problem.sh's self-test packages the template as it
/// is), no placeholder left that the package would carry; and the skips of the others, each
/// with why.
pub fn packaged(options: &Options) -> (Vec<String>, Vec<(String, String)>) {
    let anyway = std::env::var_os("PACKAGE_WITH_PLACEHOLDERS").map_or(false, |v| !v.is_empty());
    let (mut packaged, mut left_out) = (Vec::new(), Vec::new());
    for problem in &options.problems {
        let validator = crate::facts::Facts::of(&options.root, problem)
            .and_then(|facts| crate::validators::named(&facts, crate::validators::Role::Input));
        let found = match validator {
            Ok(Some(source)) => options.root.join(problem).join(source).exists(),
            _ => false,
        };
        if !found {
            continue;
        }
        let clean = crate::placeholders::left(&options.root, problem).map_or(false, |left| {
            crate::placeholders::packaged(&left).is_empty()
        });
        if anyway || clean {
            packaged.push(problem.clone());
        } else {
            let name = format!("package.sh --verify {}", problem);
            left_out.push((name, "placeholders left (named above)".to_string()));
        }
    }
    if packaged.is_empty() {
        left_out.push((
            "package.sh --verify".to_string(),
            "no problem here has an input validator and no placeholder".to_string(),
        ));
    }
    (packaged, left_out)
}

/// `check.sh --oj-test`: `oj test` runs our binary on each problem's cases as --cmd counts
/// them (`judge list`, as `check.sh --list PROBLEM` gives them to a user) and must call every
/// one AC. Its exit status.
pub fn oj_test(options: &Options) -> i32 {
    let oj = match oj(options) {
        Some(oj) => oj,
        None => {
            println!("online-judge-tools is not installed");
            return 1;
        }
    };
    let mut build = Command::new("cargo");
    build.args(["build", "--release", "--quiet"]);
    build.args(options.packages(false, "--workspace"));
    build.args(["-p", "tools", "--bins"]);
    if steps::run_here(&mut build, options.timeout) != Some(End::Status(0)) {
        steps::exit_if_interrupted();
        return 1;
    }
    let mut status = 0;
    for problem in &options.problems {
        if !oj_test_one(options, &oj, problem) {
            status = 1;
        }
    }
    status
}

/// The time limit `oj test` is given, in times the problem's own: one that no run of ours
/// comes near however busy the machine, so that oj's verdict rests on the output alone.
const OJ_TIME_FACTOR: f64 = 10.0;

/// `oj test` on one problem's counted cases: whether every one is AC.
fn oj_test_one(options: &Options, oj: &Path, problem: &str) -> bool {
    let data = format!("data/{}", problem);
    let listed = Command::new(options.ours("judge"))
        .args([
            "list",
            "--data",
            &data,
            "--facts",
            &format!("{}/Cargo.toml", problem),
        ])
        .output();
    let listed = match listed {
        Ok(listed) => listed,
        Err(e) => {
            println!("oj test {}: the judge: {}", problem, e);
            return false;
        }
    };
    for line in String::from_utf8_lossy(&listed.stderr).lines() {
        println!("oj test {}: {}", problem, line);
    }
    let stdout = String::from_utf8_lossy(&listed.stdout).into_owned();
    let files: Vec<&str> = stdout.lines().collect();
    let count = files.len() / 2;
    // oj times a run by the wall clock, which a busy machine stretches: its step judges the
    // verdict words alone, under a time limit that cannot bind, and the time is left to our
    // judge, which counts CPU time (check.sh's judging of every build)
    let time = crate::facts::Facts::of(&options.root, problem)
        .ok()
        .and_then(|facts| {
            facts
                .get("time-limit")
                .and_then(|v| v.shown().parse::<f64>().ok())
        })
        .unwrap_or(2.0)
        * OJ_TIME_FACTOR;
    let time = time.to_string();
    let log = crate::facts::target_dir(&options.root).join(format!("oj/test-{}.log", problem));
    let binary = crate::facts::target_dir(&options.root)
        .join("release")
        .join(problem);
    let judged_by = checker_command(options, problem);
    let passed = std::fs::File::create(&log).map_or(false, |out| {
        let mut command = Command::new(oj);
        command.arg("test").arg("-c").arg(&binary);
        command.args(["-t", &time, "-d", &data]).args(&files);
        if let Some(judge) = &judged_by {
            command.args(["--judge-command", judge]);
        }
        if let Ok(err) = out.try_clone() {
            command.stderr(Stdio::from(err));
        }
        command.stdin(Stdio::null()).stdout(Stdio::from(out));
        // oj's exit status is 0 only when every case it was given is AC
        steps::run_here(&mut command, options.timeout) == Some(End::Status(0))
    });
    steps::exit_if_interrupted();
    if passed {
        let compared = match &judged_by {
            Some(judge) => format!(
                "each output judged by the problem's checker: --judge-command '{}'",
                judge
            ),
            None => "each output compared byte for byte, CRLF aside".to_string(),
        };
        println!(
            "oj test {}: {} cases, all AC, as check.sh --cmd counts them ({}; oj's time limit {} s, the verdict words alone: our judge holds the time)",
            problem, count, compared, time
        );
        return true;
    }
    println!(
        "oj test {}: not all of its {} cases AC (its log: {}):",
        problem,
        count,
        log.display()
    );
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(20)..]
        .iter()
        .for_each(|line| println!("{}", line));
    false
}

/// The judge `oj test` calls on each output where the problem has a checker (several right
/// answers: oj's own comparison of bytes would refuse a right one written otherwise): this
/// judge's `check` mode, which runs the checker on oj's three files (`INPUT OUTPUT ANSWER`),
/// one shell line, as oj joins it with them; None for a problem judged by comparison.
fn checker_command(options: &Options, problem: &str) -> Option<String> {
    let facts = crate::facts::Facts::of(&options.root, problem).ok()?;
    crate::validators::named(&facts, crate::validators::Role::Output)
        .ok()
        .flatten()?;
    Some(format!(
        "{} check --facts {}",
        shell_quoted(&options.ours("judge")),
        shell_quoted(&format!("{}/Cargo.toml", problem))
    ))
}
