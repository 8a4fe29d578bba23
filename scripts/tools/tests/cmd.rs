//! The self-test of `scripts/check.sh --cmd` (a user's program judged on our cases), end to
//! end: each test runs check.sh as a user would and holds it to its exit status and to what
//! it says: our binaries (from another folder too), a wrong program, a command that cannot
//! start, a bad input, the cases set apart judged apart, a flood of output, what a command
//! leaves running, whitespace given the verdict versus gives, a time limit of yours, a judge
//! named, a missing final newline, Ctrl-C, a failure that every case shares said once.
//! Ignored by a plain `cargo test`: they need every problem's release binary and examples,
//! which check.sh builds before it runs them (`cargo test --release -p tools --test cmd --
//! --ignored`; check.sh's self-test runs it with submit.rs, builds.rs and versus_submit.rs).
//! `CHECK_PROBLEMS` (space-separated) limits them to the problems check.sh was asked about;
//! the first of those is the one the single-problem tests use.

// the end-to-end tests' helpers, of which this file needs a part
#[allow(dead_code)]
mod common;

use common::check::{away, binary, chosen, expect, first, interrupted, judged, UNBOUND};
use common::{root, script, sleeper};
use std::fs;
use std::process::Command;
use std::time::Instant;
use tools::facts::Facts;
use tools::judge::cases::{cases, Case, Kind};

#[test]
#[ignore]
fn our_binaries_pass_every_legal_case() {
    for problem in chosen() {
        expect(
            &root(),
            &["--cmd", &binary(&problem), &problem],
            0,
            " 0 failed",
        );
    }
}

#[test]
#[ignore]
fn the_command_runs_from_the_callers_folder() {
    let problem = first();
    let dir = away("caller");
    let solution = dir.join("solution");
    fs::write(&solution, format!("#!/bin/sh\nexec {}\n", binary(&problem))).unwrap();
    let made_executable = Command::new("chmod").arg("+x").arg(&solution).status();
    assert!(made_executable.map_or(false, |s| s.success()));
    expect(&dir, &["--cmd", "./solution", &problem], 0, " 0 failed");
}

#[test]
#[ignore]
fn a_wrong_program_fails_each_case_saying_what_it_catches() {
    expect(&away("wrong"), &["--cmd", "cat", &first()], 1, "the case: ");
}

#[test]
#[ignore]
fn a_command_that_cannot_start_is_exit_status_2() {
    let dir = away("missing");
    expect(
        &dir,
        &["--cmd", "./no-such-program", &first()],
        2,
        "cannot run",
    );
}

#[test]
#[ignore]
fn a_bad_input_case_is_not_judged() {
    let problem = first();
    let data = root().join("data").join(&problem);
    let bad = cases(&data)
        .unwrap()
        .into_iter()
        .find(|c| c.kind == Kind::Bad);
    if let Some(bad) = bad {
        let args = ["--cmd", &binary(&problem), &problem, &bad.name];
        expect(&away("bad"), &args, 2, "is a bad input");
    }
}

/// A shell command that answers `marked` inputs wrong (it prints `wrong`) and the rest with
/// our binary: `marked` is a shell test on the input saved in "$f".
fn wrong_only_on(problem: &str, marked: &str) -> String {
    format!(
        "f=$(mktemp); cat >\"$f\"; if {}; then echo wrong; else {} <\"$f\"; fi; rm -f \"$f\"",
        marked,
        binary(problem)
    )
}

#[test]
#[ignore]
fn cases_set_apart_are_judged_apart_with_their_reasons_and_do_not_count() {
    let problem = first();
    let all = judged(&problem);
    let apart: Vec<&Case> = all
        .iter()
        .filter(|c| c.kind == Kind::Outside || c.kind == Kind::Beyond)
        .collect();
    if apart.is_empty() {
        return;
    }
    // the program sees no data/ (the sandbox hides it): it compares with copies
    let dir = away("apart");
    let tests: Vec<String> = apart
        .iter()
        .map(|c| {
            let copy = dir.join(format!("{}.in", c.name));
            fs::copy(&c.input, &copy).expect("a case copied");
            format!("cmp -s \"$f\" '{}'", copy.display())
        })
        .collect();
    let command = wrong_only_on(&problem, &tests.join(" || "));
    let ran = expect(&dir, &["--cmd", &command, &problem], 0, " 0 failed");
    for kind in [Kind::Beyond, Kind::Outside] {
        let group: Vec<&&Case> = apart.iter().filter(|c| c.kind == kind).collect();
        let label = if kind == Kind::Beyond {
            "beyond the judges"
        } else {
            "outside the promise"
        };
        if let Some(case) = group.first() {
            let words = format!("{}: 0 AC of {}", label, group.len());
            assert!(ran.output.contains(&words), "{:?}:\n{}", words, ran.output);
            let why = format!("{}.in: {}", case.name, case.why.as_deref().unwrap_or(""));
            assert!(ran.output.contains(&why), "{:?}:\n{}", why, ran.output);
        }
    }
}

/// A program that writes without end is stopped at the output limit, not at the wall-clock
/// safety it would otherwise meet (41 s under `UNBOUND`): on one case, well within half that
/// however busy the machine.
#[test]
#[ignore]
fn a_flood_of_output_is_cut_at_the_output_limit_within_seconds() {
    let problem = first();
    let case = judged(&problem)
        .into_iter()
        .find(|c| c.kind == Kind::Legal)
        .expect("a counted case");
    let started = Instant::now();
    let args = ["--cmd", "yes", &problem, &case.name];
    expect(&away("flood"), &args, 1, "OLE ");
    let took = started.elapsed().as_secs_f64();
    assert!(took < 20.0, "the flood took {:.1} s", took);
}

#[test]
#[ignore]
fn what_a_command_leaves_running_is_killed() {
    let problem = first();
    // one in the command's group, one in a session of its own (as a daemon starts)
    let sleep = sleeper(37);
    let command = format!("{} & setsid {} & {}", sleep, sleep, binary(&problem));
    expect(
        &away("left"),
        &["--cmd", &command, &problem],
        0,
        " 0 failed",
    );
    let left = Command::new("pgrep").args(["-f", &sleep]).output().unwrap();
    assert!(
        left.stdout.is_empty(),
        "the process left behind still runs: {}",
        String::from_utf8_lossy(&left.stdout)
    );
}

/// `check.sh --cmd COMMAND` and versus.sh on COMMAND exit alike, and each names `words`
/// (both under `UNBOUND`).
fn same_verdict(problem: &str, command: &str, words: &str) {
    let args = ["--time-limit", UNBOUND, "--cmd", command, problem];
    let judged = script(&root(), "check.sh", &args);
    assert!(
        judged.output.contains(words),
        "--cmd on {}: no {:?}",
        problem,
        words
    );
    let judged = judged.status;
    let saved = away(&format!("versus-{}", problem)).display().to_string();
    let versus = script(
        &root(),
        "versus.sh",
        &[
            problem,
            command,
            "--cases",
            "5",
            "--time-limit",
            UNBOUND,
            "--save-dir",
            &saved,
        ],
    );
    assert!(
        judged <= 1 && judged == versus.status,
        "{}: --cmd exit status {}, versus {}",
        problem,
        judged,
        versus.status
    );
    assert!(
        versus.output.contains(words),
        "versus on {}: no {:?}",
        problem,
        words
    );
}

#[test]
#[ignore]
fn whitespace_gets_one_verdict_from_cmd_and_versus() {
    // a problem's checker judges whitespace as it sees fit: the judges' rules do not apply
    let compared = chosen().into_iter().filter(|problem| {
        let facts = Facts::of(&root(), problem).expect("the problem's facts");
        facts.get("checker").is_none()
    });
    for problem in compared {
        let bin = binary(&problem);
        same_verdict(
            &problem,
            &format!("{}; echo", bin),
            "1 extra blank line at the end",
        );
        same_verdict(
            &problem,
            &format!("{} | sed 's/$/ /'", bin),
            "trailing spaces or tabs on",
        );
    }
}

/// `--time-limit SEC` judges a program under SEC seconds in place of the judge's limit, and
/// the header says whose the limit is; without `--cmd` or `--submit` it is a usage error.
#[test]
#[ignore]
fn a_time_limit_of_yours_replaces_the_judges_and_is_named_yours() {
    let problem = first();
    let judge = first_judge(&problem);
    let args = ["--time-limit", "7.5", "--cmd", &binary(&problem), &problem];
    let words = format!("7.5 s of CPU time (yours; {} gives ", judge);
    expect(&away("your-limit"), &args, 0, &words);
    let args = ["--time-limit", "7.5", &problem];
    expect(
        &away("your-limit"),
        &args,
        2,
        "--time-limit goes with --cmd or --submit",
    );
}

#[test]
#[ignore]
fn judge_names_one_of_the_problems_judges() {
    let problem = first();
    let args = ["--judge", "Timus", "--cmd", "true", &problem];
    expect(&away("judge"), &args, 2, "no judge \"Timus\"");
}

/// The first judge of `problem`, as its facts list them.
fn first_judge(problem: &str) -> &'static str {
    let path = root().join(problem).join("Cargo.toml");
    let facts = tools::judge::cases::hosting::Hosting::read(&path).expect("the problem's judges");
    facts.hosts[0].judge.name
}

#[test]
#[ignore]
fn a_missing_final_newline_is_pe_where_the_judge_minds_it() {
    for problem in chosen() {
        let command = format!("{} | head -c -1", binary(&problem));
        let (status, words) = match first_judge(&problem) {
            "UVa" | "Live Archive" => (1, "PE "),
            _ => (0, " 0 failed"),
        };
        expect(
            &away("newline"),
            &["--cmd", &command, &problem],
            status,
            words,
        );
    }
}

#[test]
#[ignore]
fn ctrl_c_leaves_nothing_running() {
    let problem = first();
    let sleep = sleeper(4242);
    interrupted("check.sh", &["--cmd", &sleep, &problem], &[], &sleep);
    let saved = away("interrupted").display().to_string();
    interrupted(
        "versus.sh",
        &[&problem, &sleep, "--save-dir", &saved],
        &[],
        &sleep,
    );
}

#[test]
#[ignore]
fn one_failure_on_every_case_is_said_once_with_the_count() {
    let problem = first();
    let dir = away("said-once");
    let ran = expect(
        &dir,
        &["--cmd", "python3 missing.py", &problem],
        1,
        "each the same way (",
    );
    let counted = ran.output.split("  build ").next().unwrap_or("");
    assert_eq!(
        counted.matches("can't open file").count(),
        1,
        "the message more than once:\n{}",
        counted
    );
}

#[test]
#[ignore]
fn a_failure_the_cases_judged_apart_share_is_said_once_too() {
    let problem = first();
    let apart: Vec<Case> = judged(&problem)
        .into_iter()
        .filter(|c| c.kind == Kind::Outside || c.kind == Kind::Beyond)
        .collect();
    let dir = away("apart-said-once");
    let ran = expect(
        &dir,
        &["--cmd", "echo 'gone 4244' >&2; exit 3", &problem],
        1,
        "each the same way (",
    );
    assert_eq!(
        ran.output.matches("stderr: gone 4244").count(),
        1,
        "the failure said more than once:\n{}",
        ran.output
    );
    // the counted case said in full: the first the counted cases' line names
    let first = ran
        .output
        .split("each the same way (")
        .nth(1)
        .and_then(|names| names.split(".in").next())
        .expect("the counted cases' line");
    let same = format!("; fails as {}.in", first);
    // each case apart is named once, in a line that names it with why it is apart
    for case in &apart {
        let named = format!("{}.in", case.name);
        let lines: Vec<&str> = ran
            .output
            .lines()
            .filter(|line| line.starts_with("    RE "))
            .filter(|line| {
                let names = line[7..].split(": ").next().unwrap_or("");
                names.split(", ").any(|name| name.trim() == named)
            })
            .collect();
        assert_eq!(lines.len(), 1, "{} in {:?}:\n{}", named, lines, ran.output);
        assert!(lines[0].ends_with(&same), "{:?}", lines[0]);
        let why = format!(": {}; fails as", case.why.as_deref().unwrap_or(""));
        assert!(lines[0].contains(&why), "{:?}: no {:?}", lines[0], why);
    }
}
