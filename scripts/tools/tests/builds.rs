//! check.sh's judging of our own builds, end to end: `judge builds`, check.sh's first half,
//! on one case (a build not made fails its cases, every other build is judged, the tally
//! holds each count); every planted wrong program fails a counted case; our bundles pass
//! through the same build under each judge that takes Rust (`--submit`). Ignored as
//! tests/cmd.rs is (`cargo test --release -p tools --test builds -- --ignored`), on the
//! problems of `CHECK_PROBLEMS`.

// the end-to-end tests' helpers, of which this file needs a part
#[allow(dead_code)]
mod common;

use common::check::{away, chosen, expect, first, judged, release};
use common::root;
use std::fs;
use std::process::Command;
use tools::facts::Facts;
use tools::judge::cases::{cases, Case, Kind};

/// `judge builds`, check.sh's first half, on one case of the first problem: a build that was
/// not made judges nothing and its case counts as failed; every bundle build is compiled and
/// judged (or skipped, without an older rustc); the tally holds each count.
#[test]
#[ignore]
fn a_build_not_made_fails_its_cases_and_every_other_build_is_judged() {
    let problem = first();
    let data = root().join("data").join(&problem);
    let legal = cases(&data)
        .expect("the cases")
        .into_iter()
        .find(|c| c.kind == Kind::Legal);
    let case = legal.expect("a legal case").name;
    let tally = away("builds").join("tally");
    let output = Command::new(release("judge"))
        .args(["builds", "--cargo-failed", "--only", &case, "--result"])
        .arg(&tally)
        .arg(&problem)
        .current_dir(root())
        .output()
        .expect("the judge runs");
    let shown = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", shown);
    assert!(
        shown.contains("not built (cargo build failed): its cases count as failed"),
        "{}",
        shown
    );
    let text = fs::read_to_string(&tally).expect("the tally");
    let counts: Vec<usize> = text
        .split_whitespace()
        .map(|n| n.parse().expect("a count"))
        .collect();
    let (passed, failed, steps_passed, steps_failed, skipped) =
        (counts[0], counts[1], counts[2], counts[3], counts[4]);
    assert_eq!((failed, steps_failed), (1, 0), "{}\n{}", text, shown);
    assert_eq!(
        passed + skipped,
        7,
        "4 editions by rustc, 3 by the older one: {}",
        text
    );
    assert_eq!(
        steps_passed,
        2 + passed,
        "the bundle, its size, each compilation: {}",
        text
    );
}

/// Every planted wrong program of a problem (`[package.metadata.problem.planted]`) fails a
/// case `--cmd` counts: the cases set apart leave every trap a counted case. The smallest
/// files are tried first, one at a time (`--only`), until one fails.
#[test]
#[ignore]
fn every_planted_wrong_program_fails_a_counted_case() {
    let mut missed = Vec::new();
    for problem in chosen() {
        let facts = Facts::of(&root(), &problem).expect("the facts");
        let mut counted: Vec<Case> = judged(&problem)
            .into_iter()
            .filter(|c| c.kind == Kind::Legal)
            .collect();
        counted.sort_by_key(|c| fs::metadata(&c.input).map_or(0, |m| m.len()));
        for (planted, _) in facts.table("planted") {
            let program = release(&format!("examples/{}", planted));
            let caught = counted.iter().any(|case| {
                let status = Command::new(release("judge"))
                    .args(["theirs", "--data", &format!("data/{}", problem)])
                    .args(["--problem", &problem, "--only", &case.name, "--facts"])
                    .arg(format!("{}/Cargo.toml", problem))
                    .arg(program.display().to_string())
                    .current_dir(root())
                    .output()
                    .expect("the judge runs")
                    .status;
                status.code() == Some(1)
            });
            if !caught {
                missed.push(format!("{}/{}", problem, planted));
            }
        }
    }
    assert!(missed.is_empty(), "no counted case catches {:?}", missed);
}

#[test]
#[ignore]
fn our_bundles_pass_through_the_same_build_under_each_judge_that_takes_rust() {
    for problem in chosen() {
        let facts =
            tools::judge::cases::hosting::Hosting::read(&root().join(&problem).join("Cargo.toml"))
                .expect("the problem's judges");
        let bundle = root().join("target/bundle").join(format!("{}.rs", problem));
        let made = Command::new("bash")
            .arg(root().join("scripts/bundle.sh"))
            .arg(&problem)
            .output()
            .expect("bundle.sh runs");
        assert!(made.status.success(), "bundle.sh {}", problem);
        for host in facts.hosts {
            let rust = tools::judge::build::languages::pick(
                host.judge.name,
                tools::judge::build::languages::Family::Rust,
                None,
            );
            let file = bundle.display().to_string();
            let args = ["--submit", &file, "--judge", host.judge.name, &problem];
            match rust {
                Ok(language) => {
                    let ran = expect(&root(), &args, 0, " 0 failed");
                    let words = format!("as {}'s {}", host.judge.name, language.name);
                    assert!(ran.output.contains(&words), "{}", ran.output);
                }
                Err(_) => {
                    expect(&root(), &args, 2, "takes no Rust");
                }
            }
        }
    }
}
