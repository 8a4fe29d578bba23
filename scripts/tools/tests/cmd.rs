//! The self-test of `scripts/check.sh --cmd` (a user's program judged on our cases), end to
//! end: each test runs check.sh as a user would and holds it to its exit status and to what
//! it says; one test of `judge builds`, check.sh's first half, run as check.sh runs it; and one
//! that every planted wrong program fails a counted case. Ignored by a plain `cargo test`:
//! they need every problem's release binary and examples, which check.sh builds before it
//! runs them (`cargo test --release -p tools --test cmd -- --ignored`). `CHECK_PROBLEMS` (space-separated) limits them to the problems check.sh was
//! asked about; the first of those is the one the single-problem tests use.

mod common;

use common::{fresh_dir, left_in, root, script, script_with, sleeper, Ran};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use tools::facts::{problems, Facts};
use tools::judge::cases::promise;
use tools::judge::cases::{cases, Case, Kind};

fn release(name: &str) -> PathBuf {
    tools::facts::target_dir(&root()).join("release").join(name)
}

/// The problems under test: `CHECK_PROBLEMS`, else every one.
fn chosen() -> Vec<String> {
    match std::env::var("CHECK_PROBLEMS") {
        Ok(named) if !named.trim().is_empty() => {
            named.split_whitespace().map(String::from).collect()
        }
        _ => problems(&root()),
    }
}

fn first() -> String {
    chosen().remove(0)
}

/// The time limit every test here gives a program it judges (`--time-limit`), twenty times
/// the strictest judge's: these tests are about what `--cmd` and `--submit` say (a verdict
/// word, whitespace, a build, a crash), never about speed, and a limit that cannot bind keeps
/// a busy or slow machine from changing their verdicts. Speed is held elsewhere: check.sh
/// judges our builds under the judges' own limits.
const UNBOUND: &str = "20";

/// `args` with `--time-limit UNBOUND` added where they judge a program (`--cmd`, `--submit`).
fn unbound(args: &[&str]) -> Vec<String> {
    let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let judges = args.iter().any(|a| *a == "--cmd" || *a == "--submit");
    if judges && !args.contains(&"--time-limit") {
        all.splice(0..0, ["--time-limit".to_string(), UNBOUND.to_string()]);
    }
    all
}

/// check.sh ARGS (under `UNBOUND`) from `dir` exits `status` and says `words`.
#[track_caller]
fn expect(dir: &Path, args: &[&str], status: i32, words: &str) -> Ran {
    let args = unbound(args);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let args = &args[..];
    let ran = script(dir, "check.sh", args);
    let tail: Vec<&str> = ran.output.lines().rev().take(15).collect();
    assert!(
        ran.status == status && ran.output.contains(words),
        "check.sh {:?}: exit status {} (expected {}), expected {:?} in its output; its last lines:\n{}",
        args,
        ran.status,
        status,
        words,
        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
    );
    ran
}

/// A folder of its own under target/, for a test's files.
fn away(name: &str) -> PathBuf {
    fresh_dir("cmd-self-test", name)
}

fn binary(problem: &str) -> String {
    release(problem).display().to_string()
}

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

/// The problem's cases as its counted judge's user is judged on them: each one's kind and
/// reason from its bytes and the problem's input promise.
fn judged(problem: &str) -> Vec<Case> {
    promise::judged(&root(), problem)
        .expect("the cases, judged")
        .0
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

/// `script ARGS` started as a terminal starts a command line (a process group of its own),
/// with `env` set; once a `sleep` it started runs (the command line `sleeper`, of this test
/// alone: tests run side by side), SIGINT to that whole group, as Ctrl-C sends: the script
/// must exit 130 and leave no `sleeper` a second later.
fn interrupted(script: &str, args: &[&str], env: &[(&str, &str)], sleeper: &str) {
    let pattern = format!("^{}$", sleeper);
    let sleeping = || {
        let found = Command::new("pgrep").args(["-f", &pattern]).output();
        found.map_or(false, |f| !f.stdout.is_empty())
    };
    let mut child = Command::new("setsid")
        .arg("bash")
        .arg(root().join("scripts").join(script))
        .args(args)
        .current_dir(root())
        .env("VERSUS_BUILT", "1")
        .envs(env.iter().copied())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("setsid runs");
    let started = Instant::now();
    while !sleeping() && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let group = format!("-{}", child.id());
    let sent = Command::new("kill").args(["-INT", "--", &group]).status();
    assert!(
        sent.map_or(false, |s| s.success()),
        "{}: no group to signal",
        script
    );
    std::thread::sleep(std::time::Duration::from_secs(1));
    let left = sleeping();
    let status = child.wait().expect("the script ends");
    if left {
        let _ = Command::new("pkill").args(["-f", &pattern]).status();
    }
    assert!(
        !left,
        "{} {:?}: {} still runs a second after Ctrl-C",
        script, args, sleeper
    );
    assert_eq!(status.code(), Some(130), "{} {:?}", script, args);
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

// --- --submit: the file a user would paste, built as its judge builds it ---

/// Whether `problem` is among those under test (the --submit tests each need one).
fn chosen_one(problem: &str) -> bool {
    chosen().iter().any(|p| p == problem)
}

/// A source file `name` in a folder of its own, `BINARY` in `text` replaced by the path of
/// our `problem`'s release binary: a planted source that relays our answers, so that only how
/// it is built decides its verdict.
fn planted(problem: &str, name: &str, text: &str) -> PathBuf {
    let dir = away(&format!("submit-{}-{}", problem, name));
    let path = dir.join(name);
    fs::write(&path, text.replace("BINARY", &binary(problem))).unwrap();
    path
}

const CPP11_RELAY: &str = r#"#include <unistd.h>
#include <string>
#include <vector>
int main() {
    std::vector<std::string> path{"BINARY"};  // a C++11 initializer list
    auto program = path[0].c_str();
    execl(program, program, nullptr);
    return 1;
}
"#;

#[test]
#[ignore]
fn a_cxx11_file_is_ce_under_poj_and_passes_under_uva() {
    if !chosen_one("dice-maze") {
        return;
    }
    let source = planted("dice-maze", "relay.cpp", CPP11_RELAY);
    let file = source.display().to_string();
    let poj = expect(
        &root(),
        &["--submit", &file, "--judge", "POJ", "dice-maze"],
        1,
        "CE    compilation error: g++ -std=gnu++98",
    );
    assert!(poj.output.contains("0 passed, "), "{}", poj.output);
    let uva = expect(&root(), &["--submit", &file, "dice-maze"], 0, " 0 failed");
    assert!(
        uva.output.contains("as UVa's C++11 5.3.0"),
        "{}",
        uva.output
    );
    assert!(uva.output.contains("-DONLINE_JUDGE"), "{}", uva.output);
    // UVa's other C++, GCC 5.3's default C++98, refuses it too
    expect(
        &root(),
        &["--submit", &file, "--lang", "c++ 5.3.0", "dice-maze"],
        1,
        "CE ",
    );
}

#[test]
#[ignore]
fn a_c_file_with_a_cxx_comment_is_ce_under_uva_s_ansi_c() {
    if !chosen_one("dice-maze") {
        return;
    }
    let text = "#include <unistd.h>\nint main(void) {\n    // a C++ comment: ISO C90 has none\n    execl(\"BINARY\", \"BINARY\", (char *)0);\n    return 1;\n}\n";
    let file = planted("dice-maze", "relay.c", text).display().to_string();
    expect(
        &root(),
        &["--submit", &file, "dice-maze"],
        1,
        "gcc -lm -lcrypt -O2 -pipe -ansi",
    );
    // POJ's GCC keeps GCC's own C89 mode, which takes it
    expect(
        &root(),
        &["--submit", &file, "--judge", "POJ", "dice-maze"],
        0,
        " 0 failed",
    );
}

#[test]
#[ignore]
fn an_online_judge_file_passes_under_domjudge_and_fails_under_kattis() {
    if !chosen_one("dungeon") {
        return;
    }
    let text = "#include <cstdio>\n#include <unistd.h>\nint main() {\n#ifndef ONLINE_JUDGE\n    if (!std::freopen(\"input.txt\", \"r\", stdin)) return 3;\n#endif\n    execl(\"BINARY\", \"BINARY\", (char *)0);\n    return 1;\n}\n";
    let file = planted("dungeon", "local.cpp", text).display().to_string();
    let kattis = expect(&root(), &["--submit", &file, "dungeon"], 1, "RE ");
    assert!(kattis.output.contains("exit status 3"), "{}", kattis.output);
    expect(
        &root(),
        &["--submit", &file, "--judge", "DOMjudge", "dungeon"],
        0,
        " 0 failed",
    );
}

const JAVA_RELAY: &str = r#"public class Main {
    public static void main(String[] args) throws Exception {
        byte[] block = new byte[40 << 20];
        for (int i = 0; i < block.length; i += 4096) block[i] = 1;
        ProcessBuilder relay = new ProcessBuilder("BINARY").inheritIO();
        int status = relay.start().waitFor();
        System.exit(status + block[4096] - 1);
    }
}
"#;

#[test]
#[ignore]
fn a_java_program_that_touches_40_mb_passes_robots_under_boj_s_flags() {
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here (.ci/run installs default-jdk-headless)");
        return;
    }
    if !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "Main.java", JAVA_RELAY)
        .display()
        .to_string();
    let boj = expect(&root(), &["--submit", &file, "robots"], 0, " 0 failed");
    assert!(
        boj.output
            .contains("run as BOJ runs: java -Xms1024m -Xmx1920m -Xss512m"),
        "{}",
        boj.output
    );
    assert!(boj
        .output
        .contains("BOJ adds time x2 + 1 s, memory x2 + 16 MB"));
}

#[test]
#[ignore]
fn domjudge_s_java_leaves_no_heap_under_128_mb_and_says_so() {
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here (.ci/run installs default-jdk-headless)");
        return;
    }
    if !chosen_one("dungeon") {
        return;
    }
    let file = planted("dungeon", "Main.java", JAVA_RELAY)
        .display()
        .to_string();
    let ran = expect(
        &root(),
        &["--submit", &file, "--judge", "DOMjudge", "dungeon"],
        1,
        "cannot run Java here at all",
    );
    assert!(ran.output.contains("0 passed, "), "{}", ran.output);
}

#[test]
#[ignore]
fn a_python_file_runs_under_the_judge_s_interpreter_or_the_header_says_not() {
    if !chosen_one("robots") {
        return;
    }
    let text = "import os\nos.execv(\"BINARY\", [\"BINARY\"])\n";
    let file = planted("robots", "relay.py", text).display().to_string();
    for lang in ["PyPy3", "Python 3"] {
        let ran = expect(
            &root(),
            &["--submit", &file, "--lang", lang, "robots"],
            0,
            " 0 failed",
        );
        let interpreter = if lang == "PyPy3" { "pypy3" } else { "python3" };
        let ran_there = format!("run as BOJ runs: {} -W ignore Main.py", interpreter);
        let said_not = "pypy3 is not installed here";
        assert!(
            ran.output.contains(&ran_there) || (lang == "PyPy3" && ran.output.contains(said_not)),
            "{}",
            ran.output
        );
    }
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

// --- --submit where this machine is not the judge: what a verdict rests on ---

/// A C++98 relay that uses INT_MAX after only <iostream> and <algorithm>, as a file accepted
/// at the Live Archive does: GCC 12's library no longer brings <climits> in through them.
const INT_MAX_RELAY: &str = r#"#include <iostream>
#include <algorithm>
#include <unistd.h>
using namespace std;
int main() {
    int best = INT_MAX;
    if (best < 0) return 2;
    execl("BINARY", "BINARY", (char *)0);
    return 1;
}
"#;

#[test]
#[ignore]
fn a_cxx_file_that_an_older_library_took_is_built_with_it_supplied_and_says_so() {
    if !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "climits.cpp", INT_MAX_RELAY)
        .display()
        .to_string();
    for judge in ["POJ", "Live Archive"] {
        let ran = expect(
            &root(),
            &["--submit", &file, "--judge", judge, "robots"],
            0,
            " 0 failed",
        );
        for words in [
            "CE here with GCC 12, where",
            "INT_MAX is in <climits>, which",
            "judged as built with <climits> supplied",
            "g++ -include judge-supplied.h",
        ] {
            assert!(
                ran.output.contains(words),
                "{}: {:?}\n{}",
                judge,
                words,
                ran.output
            );
        }
    }
    // BOJ's compiler is as new as ours: its CE stays a CE, with nothing supplied
    let boj = expect(
        &root(),
        &["--submit", &file, "robots"],
        1,
        "CE    compilation error",
    );
    assert!(!boj.output.contains("supplied"), "{}", boj.output);
    // a CE that no library explains stays one under POJ too
    let broken = planted(
        "robots",
        "broken.cpp",
        "int main() { return INT_MAX + ; }\n",
    );
    let broken = broken.display().to_string();
    let ran = expect(
        &root(),
        &["--submit", &broken, "--judge", "POJ", "robots"],
        1,
        "CE    compilation error",
    );
    assert!(!ran.output.contains("supplied"), "{}", ran.output);
}

#[test]
#[ignore]
fn gets_under_codeforces_g_plus_plus_17_is_declared_as_mingw_declares_it() {
    if !chosen_one("statues") {
        return;
    }
    let relay = "#include <cstdio>\n#include <unistd.h>\nint main() {\n    static char line[64];\n    if (line[0] != 0) gets(line);\n    execl(\"BINARY\", \"BINARY\", (char *)0);\n    return 1;\n}\n";
    let file = planted("statues", "gets.cpp", relay).display().to_string();
    let ran = expect(&root(), &["--submit", &file, "statues"], 0, " 0 failed");
    assert!(
        ran.output.contains("gets is declared by MinGW's C library"),
        "{}",
        ran.output
    );
    // a wrong answer built that way says, on its case, how it was built
    let wrong =
        "#include <cstdio>\nint main() { char line[64]; while (gets(line)) puts(\"WIN\"); }\n";
    let file = planted("statues", "wrong-gets.cpp", wrong)
        .display()
        .to_string();
    let ran = expect(&root(), &["--submit", &file, "statues"], 1, "WA ");
    assert!(
        ran.output
            .contains("judged as built with a declaration of gets supplied"),
        "{}",
        ran.output
    );
}

/// Directories of the PATH with no Python 2 in them (python2, python2.7, pypy): a machine
/// without one, as far as the judge can find.
fn path_without_python2() -> String {
    let path = std::env::var("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .filter(|dir| {
            ["python2", "python2.7", "pypy"]
                .iter()
                .all(|p| !dir.join(p).exists())
        })
        .map(|dir| dir.display().to_string())
        .collect::<Vec<_>>()
        .join(":")
}

#[test]
#[ignore]
fn a_python_2_file_is_told_its_language_and_runs_as_python_2_where_one_is_here() {
    if !chosen_one("statues") {
        return;
    }
    let text = "import os\nprint \"relay\"[0:0],\nos.execv(\"BINARY\", [\"BINARY\"])\n";
    let file = planted("statues", "two.py", text).display().to_string();
    expect(
        &root(),
        &["--submit", &file, "statues"],
        1,
        "Codeforces also takes Python 2: --lang \"Python 2\"",
    );
    let args = unbound(&["--submit", &file, "--lang", "Python 2", "statues"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let ran = script(&root(), "check.sh", &args);
    let none_here = "no Python 2 here";
    assert!(
        (ran.status == 0 && ran.output.contains(" 0 failed"))
            || (ran.status == 2 && ran.output.contains(none_here)),
        "{}",
        ran.output
    );
    let bare = path_without_python2();
    let ran = script_with(
        &root(),
        "check.sh",
        &["--submit", &file, "--lang", "python 2", "statues"],
        &[("PATH", bare.as_str()), ("PYENV_ROOT", "/nonexistent")],
    );
    assert!(
        ran.status == 2 && ran.output.contains("pyenv install 2.7.18"),
        "{}",
        ran.output
    );
}

/// A Java program that reads its input and answers 0: wrong, and small.
const JAVA_READER: &str = r#"import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        while (in.readLine() != null) { }
        System.out.println("0");
    }
}
"#;

#[test]
#[ignore]
fn java_under_poj_s_10_mb_is_judged_above_the_jvm_at_rest_never_mle_for_it() {
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here (.ci/run installs default-jdk-headless)");
        return;
    }
    if !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "Main.java", JAVA_READER)
        .display()
        .to_string();
    for judge in ["POJ", "Live Archive"] {
        let ran = expect(
            &root(),
            &["--submit", &file, "--judge", judge, "robots"],
            1,
            "memory counted above the JVM at rest",
        );
        assert!(ran.output.contains("WA "), "{}", ran.output);
        assert!(!ran.output.contains("MLE "), "{}", ran.output);
    }
}

#[test]
#[ignore]
fn newer_code_is_ce_under_uva_s_older_java_and_python() {
    if !chosen_one("dice-maze") {
        return;
    }
    let java10 = "import java.util.*;\npublic class Main {\n    public static void main(String[] args) {\n        var words = List.of(\"a\");\n        Runnable say = () -> System.out.println(words.size());\n        say.run();\n    }\n}\n";
    if tools::judge::build::submit::installed("javac") {
        let file = planted("dice-maze", "Main.java", java10)
            .display()
            .to_string();
        expect(
            &root(),
            &["--submit", &file, "dice-maze"],
            1,
            "CE    compilation error: javac --release 8",
        );
        let poj = expect(
            &root(),
            &["--submit", &file, "--judge", "POJ", "dice-maze"],
            1,
            "lambda expressions are not supported in -source 7",
        );
        assert!(poj.output.contains("CE "), "{}", poj.output);
    }
    let fstring = "import sys\nn = len(sys.stdin.read())\nprint(f\"{n}\")\n";
    let file = planted("dice-maze", "f.py", fstring).display().to_string();
    expect(
        &root(),
        &["--submit", &file, "dice-maze"],
        1,
        "Format strings are only supported in Python 3.6 and greater",
    );
}

/// `versus.sh PROBLEM --submit FILE --cases CASES`, saving what it finds in `saved`.
fn versus_submit(problem: &str, file: &str, cases: &str, saved: &Path) -> Ran {
    let saved = saved.display().to_string();
    let args = [
        problem,
        "--submit",
        file,
        "--cases",
        cases,
        "--save-dir",
        &saved,
    ];
    script(&root(), "versus.sh", &args)
}

#[test]
#[ignore]
fn versus_says_what_a_verdict_rests_on_as_check_sh_does() {
    if !chosen_one("statues") {
        return;
    }
    let wrong =
        "#include <cstdio>\nint main() { char line[64]; while (gets(line)) puts(\"WIN\"); }\n";
    let file = planted("statues", "versus-gets.cpp", wrong)
        .display()
        .to_string();
    let ran = versus_submit("statues", &file, "20", &away("versus-grounds"));
    assert_eq!(ran.status, 1, "{}", ran.output);
    for words in [
        "gets is declared by MinGW's C library",
        "--- verdict: wrong answer (WA) ---\njudged as built with a declaration of gets supplied",
    ] {
        assert!(ran.output.contains(words), "{:?}\n{}", words, ran.output);
    }
}

#[test]
#[ignore]
fn a_submit_that_cannot_be_built_here_is_one_line_and_exit_2() {
    let problem = first();
    let dir = away("submit-bad");
    let swift = dir.join("sol.swift");
    fs::write(&swift, "print(1)\n").unwrap();
    let empty = dir.join("empty.cpp");
    fs::write(&empty, "").unwrap();
    let unknown = swift.display().to_string();
    let ran = expect(
        &root(),
        &["--submit", &unknown, &problem],
        2,
        "no language has the extension \"swift\"",
    );
    assert!(ran.output.contains("C++ (.cpp"), "{}", ran.output);
    expect(
        &dir,
        &["--submit", "missing.cpp", &problem],
        2,
        "no such file",
    );
    expect(
        &dir,
        &["--submit", "empty.cpp", &problem],
        2,
        "the file is empty",
    );
    if chosen_one("dice-maze") {
        let py = dir.join("sol.py");
        fs::write(&py, "print(1)\n").unwrap();
        let file = py.display().to_string();
        expect(
            &root(),
            &["--submit", &file, "--judge", "POJ", "dice-maze"],
            2,
            "POJ takes no Python",
        );
    }
    if chosen_one("statues") {
        let long = dir.join("long.cpp");
        fs::write(
            &long,
            format!(
                "int main() {{ return 0; }}\n{}",
                "// padding\n".repeat(7000)
            ),
        )
        .unwrap();
        let file = long.display().to_string();
        expect(
            &root(),
            &["--submit", &file, "statues"],
            1,
            "over Codeforces's 64 KB source limit",
        );
    }
}

#[test]
#[ignore]
fn versus_judges_a_submitted_file_and_leaves_no_build_behind() {
    if !chosen_one("statues") {
        return;
    }
    let file = root().join("scripts/tools/tests/submit/statues.cpp");
    let file = file.display().to_string();
    let saved = away("versus-submit");
    let ran = versus_submit("statues", &file, "5", &saved);
    assert_eq!(ran.status, 0, "{}", ran.output);
    assert!(
        ran.output.contains("as Codeforces's GNU G++17"),
        "{}",
        ran.output
    );
    assert!(ran.output.contains("5 cases agree"), "{}", ran.output);
    let broken = planted("statues", "broken.cpp", "int main() { return }\n");
    let broken = broken.display().to_string();
    let ran = versus_submit("statues", &broken, "5", &saved);
    assert_eq!(ran.status, 1, "{}", ran.output);
    assert!(
        ran.output.contains("CE    compilation error"),
        "{}",
        ran.output
    );
    let left = left_in(&tools::facts::target_dir(&root()).join("submit"));
    // a folder whose owner still runs is another test's judge at work (tests run side by
    // side); versus.sh, which owned its folder, has ended
    let owner_ended = |name: &&String| {
        let pid = name.rsplit('-').next().unwrap_or("");
        !Path::new("/proc").join(pid).exists()
    };
    let versus_left: Vec<&String> = left
        .iter()
        .filter(|name| name.starts_with("statues-"))
        .filter(owner_ended)
        .collect();
    assert!(versus_left.is_empty(), "left behind: {:?}", versus_left);
}

#[test]
#[ignore]
fn versus_gives_a_submitted_file_the_time_and_memory_its_judge_adds_for_the_language() {
    if !tools::judge::build::submit::installed("javac") || !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "Main.java", JAVA_RELAY)
        .display()
        .to_string();
    let ran = versus_submit("robots", &file, "2", &away("versus-submit-java"));
    assert_eq!(ran.status, 0, "{}", ran.output);
    // BOJ's 1 s and 128 MB, with its x2 + 1 s and x2 + 16 MB for Java
    assert!(
        ran.output.contains("judged as BOJ judges: 3 s of CPU time (stopped at 7 s of wall time if it waits), 272 MB"),
        "{}",
        ran.output
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

#[test]
#[ignore]
fn ctrl_c_during_a_build_leaves_nothing_running() {
    let problem = first();
    let dir = away("submit-interrupted");
    // a compiler that never ends, with a child in its group and one in a session of its own:
    // it stands in for g++ on the PATH
    let fake = dir.join("g++");
    let sleep = sleeper(4244);
    fs::write(
        &fake,
        format!("#!/bin/sh\n{} &\nsetsid {} &\nwait\n", sleep, sleep),
    )
    .unwrap();
    let made_executable = Command::new("chmod").arg("+x").arg(&fake).status();
    assert!(made_executable.map_or(false, |s| s.success()));
    let source = dir.join("any.cpp");
    fs::write(&source, "int main() { return 0; }\n").unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let file = source.display().to_string();
    interrupted(
        "check.sh",
        &["--submit", &file, &problem],
        &[("PATH", &path)],
        &sleep,
    );
}
