//! A coach's `slow_accepted/` solution is judged as problemtools takes a submission "OK with
//! extra time": not accepted at the time limit (TLE), accepted within the limit times the
//! package's `time_safety_margin` (plus's is 2.5: 2.5 s for its 1 s), judged again with
//! `--time-limit` at a limit that cannot bind, its slowest case's CPU time held to the margin;
//! one accepted at the limit belongs in `accepted/` and fails the step. The package puts it in
//! `time_limit_exceeded/`, as problemtools knows no `slow_accepted/`.
//! The slow program spins 1.5 s of CPU time, measured by its own clock, whatever the
//! machine's speed.

// each test file uses its own part of what they share
#[allow(dead_code)]
mod plus;

use plus::{program, run, solution, with_plus};
use std::fs;
use std::path::Path;

#[test]
fn a_slow_accepted_solution_is_over_the_limit_and_within_the_safety_margin() {
    let root = with_plus("slow-accepted");
    solution(&root, "slow_accepted", &program("slow.cpp"));
    let ran = run(&root, "tools", &["solutions", "plus"]);
    assert_eq!(ran.status, 0, "{}", ran.output);
    assert!(
        ran.output.contains("ok    plus/solutions/slow_accepted/slow.cpp: TLE at the 1 s time limit, AC within 2.5 s (the 1 s limit times the package's time_safety_margin 2.5)"),
        "{}",
        ran.output
    );
    // judged again under a limit that cannot bind, its CPU time held to the margin: the 1.5 s
    // it spins by its own clock, less than the margin
    let slowest = ran
        .output
        .split("its slowest case ")
        .nth(1)
        .and_then(|rest| rest.split(" ms").next())
        .and_then(|ms| ms.parse::<u64>().ok());
    assert!(
        slowest.map_or(false, |ms| (1500..2500).contains(&ms)),
        "{}",
        ran.output
    );
    let fast = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/packages/plus/submissions/accepted/plus.cpp");
    solution(&root, "slow_accepted", &fast);
    let ran = run(&root, "tools", &["solutions", "plus"]);
    assert_eq!(ran.status, 1, "{}", ran.output);
    assert!(
        ran.output.contains("FAIL  plus/solutions/slow_accepted/plus.cpp: AC at the 1 s time limit, but its folder says slow_accepted"),
        "{}",
        ran.output
    );
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn the_package_puts_a_slow_accepted_solution_among_the_time_limit_exceeded() {
    if !tools::judge::build::toolchain::installed("pandoc") {
        eprintln!("skipped: pandoc makes the package's statement, and it is not installed");
        return;
    }
    let root = with_plus("slow-package");
    solution(&root, "slow_accepted", &program("slow.cpp"));
    let made = std::process::Command::new(env!("CARGO_BIN_EXE_tools"))
        .arg("--root")
        .arg(&root)
        .args(["packages", "plus"])
        .env("PACKAGE_WITH_PLACEHOLDERS", "1")
        .output()
        .expect("tools runs");
    let said = String::from_utf8_lossy(&[made.stdout, made.stderr].concat()).into_owned();
    assert!(made.status.success(), "{}", said);
    assert!(
        said.contains("slow_accepted/slow.cpp goes in as time_limit_exceeded/slow.cpp"),
        "{}",
        said
    );
    let package = root.join("target/package/plus/submissions");
    assert!(package.join("time_limit_exceeded/slow.cpp").is_file());
    assert!(!package.join("slow_accepted").exists());
    let _ = fs::remove_dir_all(&root);
}
