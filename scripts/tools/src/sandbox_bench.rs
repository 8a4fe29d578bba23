//! `tools sandbox-bench [PAIRS]`: what the judge's sandbox (`judge::run::sandbox`, bubblewrap)
//! costs, measured rather than guessed: three pairs of commands, each pair timed in turn
//! (A B A B ...) and its ratio taken pair by pair, so that a machine whose speed drifts moves
//! both alike; the medians are printed.
//!
//! - `judge theirs` on statues' cases with our binary as the user's command, contained
//!   against uncontained (a PATH without `bwrap`, as a machine without bubblewrap);
//! - the same contained judge against a shell loop that runs the binary on the cases it
//!   counts (the judge's whole cost over running the program);
//! - versus on 1,000 generated robots cases, our binary as theirs, contained against
//!   uncontained: the time per case.
//!
//! Measured here (2 cores, shared, 2026-12), 7 pairs: see scripts/tools/src/judge/README.md,
//! "How your runs are contained". Needs the release builds of the judge, statues, robots and robots' generator.

use crate::judge::cases::promise;
use crate::judge::run::sandbox::path_without;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A command to time, by name.
struct Timed {
    name: String,
    command: Command,
}

/// The sandbox's costs, `pairs` pairs each.
pub fn bench(root: &Path, pairs: usize) -> Result<(), String> {
    let release = crate::facts::target_dir(root).join("release");
    let needed = [
        release.join("judge"),
        release.join("statues"),
        release.join("robots"),
        release.join("examples/robots-gen"),
    ];
    if let Some(missing) = needed.iter().find(|p| !p.is_file()) {
        return Err(format!(
            "{} is not built: cargo build --release -p tools -p statues -p robots --bins --example robots-gen",
            missing.display()
        ));
    }
    let scratch = crate::facts::target_dir(root).join("sandbox-bench");
    let bare_path = path_without("bwrap", &scratch.join("no-bwrap"))
        .map_err(|e| format!("{}: {}", scratch.display(), e))?;
    let judge = |bare: bool| {
        let mut command = Command::new(release.join("judge"));
        command
            .args(["theirs", "--data", "data/statues", "--problem", "statues"])
            .args(["--facts", "statues/Cargo.toml"])
            .arg(release.join("statues"))
            .current_dir(root);
        if bare {
            command.env("PATH", &bare_path);
        }
        command
    };
    let versus = |bare: bool| {
        let mut command = Command::new(release.join("examples/robots-gen"));
        command
            .arg(release.join("robots"))
            .arg("--ours")
            .arg(release.join("robots"))
            .args([
                "--facts",
                "robots/Cargo.toml",
                "--cases",
                "1000",
                "--save-dir",
            ])
            .arg(scratch.join("versus"))
            .current_dir(root);
        if bare {
            command.env("PATH", &bare_path);
        }
        command
    };
    let (counted, judged) = inputs(root)?;
    let shell_loop = format!(
        "for f in {}; do '{}' <\"$f\" >/dev/null; done",
        counted.join(" "),
        release.join("statues").display()
    );
    let mut looped = Command::new("sh");
    looped.args(["-c", &shell_loop]).current_dir(root);
    let named = |name: &str, command: Command| Timed {
        name: name.to_string(),
        command,
    };
    let cases = format!(
        "statues' {} cases ({} counted, the rest apart; the loop runs the counted)",
        judged,
        counted.len()
    );
    println!("sandbox-bench: {} pairs each, wall time, medians", pairs);
    compare(
        pairs,
        named(&format!("judge, contained, on {}", cases), judge(false)),
        named("judge, uncontained", judge(true)),
        None,
    )?;
    compare(
        pairs,
        named(&format!("judge, contained, on {}", cases), judge(false)),
        named("a shell loop running the binary on the counted", looped),
        None,
    )?;
    compare(
        pairs,
        named("versus robots, 1000 cases, contained", versus(false)),
        named("versus, uncontained", versus(true)),
        Some(1000),
    )
}

/// The inputs of statues' cases a user's program is judged on and counted, quoted for `sh`,
/// and how many the judge runs it on (the bad inputs skipped).
fn inputs(root: &Path) -> Result<(Vec<String>, usize), String> {
    use crate::judge::cases::Kind;
    let (cases, _) = promise::judged(root, "statues")?;
    let counted = cases
        .iter()
        .filter(|c| c.kind == Kind::Legal)
        .map(|c| crate::judge::run::shell_quoted(&c.input.display().to_string()))
        .collect();
    let judged = cases.iter().filter(|c| c.kind != Kind::Bad).count();
    Ok((counted, judged))
}

/// Times `a` and `b` in turn, `pairs` times after one warm-up of each; prints each one's
/// median wall time (and per case, when `cases` says how many) and the median of the
/// ratios a/b taken pair by pair.
fn compare(pairs: usize, mut a: Timed, mut b: Timed, cases: Option<u32>) -> Result<(), String> {
    time(&mut a)?;
    time(&mut b)?;
    let mut times = (Vec::new(), Vec::new());
    let mut ratios = Vec::new();
    for _ in 0..pairs {
        let (x, y) = (time(&mut a)?, time(&mut b)?);
        ratios.push(x.as_secs_f64() / y.as_secs_f64().max(1e-9));
        times.0.push(x);
        times.1.push(y);
    }
    let shown = |t: Duration| match cases {
        Some(n) => format!(
            "{:.3} s ({:.2} ms a case)",
            t.as_secs_f64(),
            t.as_secs_f64() * 1000.0 / f64::from(n)
        ),
        None => format!("{:.3} s", t.as_secs_f64()),
    };
    println!(
        "  {}: {}\n  {}: {}\n    ratio, paired: {:.2}x",
        a.name,
        shown(median(&mut times.0)),
        b.name,
        shown(median(&mut times.1)),
        median_f(&mut ratios)
    );
    Ok(())
}

/// One run's wall time; its output thrown away. A run that fails is an error (the bench
/// times working commands only).
fn time(timed: &mut Timed) -> Result<Duration, String> {
    let started = Instant::now();
    let status = timed
        .command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("{}: {}", timed.name, e))?;
    let took = started.elapsed();
    if !status.success() {
        return Err(format!("{}: {}", timed.name, status));
    }
    Ok(took)
}

fn median(values: &mut [Duration]) -> Duration {
    values.sort();
    values[values.len() / 2]
}

fn median_f(values: &mut [f64]) -> f64 {
    values.sort_by(|x, y| x.total_cmp(y));
    values[values.len() / 2]
}
