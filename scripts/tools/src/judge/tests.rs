//! Every verdict and every comparison rule, the tools' manual's table of them, each problem's
//! judges and limits, and the runner against programs that misbehave or that a judge's
//! sandbox accepts: a hang, a busy loop (alone or in a child), a program that sleeps past
//! the limit but computes for milliseconds, a recursion through 100 MB of stack, a reader
//! that seeks its stdin, a memory hog, a flood of output, 50 MB on stderr, a program that
//! closes stdout early, one that writes only to stderr, one that leaves a process behind (in
//! its group, in a session of its own, busy or asleep), one that cannot start, and a judge
//! interrupted by SIGINT while its program loops, a run before the process took its charge; a
//! problem's checker judging outputs; a failure the cases judged apart share said once.

use crate::judge::cases::hosting::Hosting;
use crate::judge::run::process::Charge;
use crate::judge::run::{run, shell_quoted, End, Limits, Program, RunError};
use crate::judge::verdict::compare::{compare, Difference, Output, Rule};
use crate::judge::verdict::report::visible;
use crate::judge::verdict::{
    judge, judges, whitespace_words, Ending, Expected, Verdict, EXACT_BYTES, JUDGES,
};
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Once;
use std::time::{Duration, Instant};

/// The workspace, from the folder cargo runs the tests in (a test binary built in another
/// copy of the workspace, as new-problem.sh's self-test does, must not look there).
fn workspace() -> PathBuf {
    crate::facts::workspace().expect("the workspace")
}

/// Where the tests write their inputs and build their helper: the workspace's target folder
/// (`facts::scratch_dir`).
fn scratch() -> PathBuf {
    let dir = crate::facts::scratch_dir(&workspace()).join("judge-tests");
    std::fs::create_dir_all(&dir).expect("the judge tests' folder can be made");
    dir
}

/// `bytes` in a file of its own, for a program's stdin (tests run in parallel).
fn input_file(bytes: &[u8]) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    let path = scratch().join(format!("input-{}-{}", std::process::id(), n));
    std::fs::write(&path, bytes).expect("the input file can be written");
    path
}

/// `program` on `input`, the test binary in charge of its runs as a binary is
/// (`process::Charge`: the runs' orphans come back to it).
fn run_on(program: &Program, input: &str, limits: &Limits) -> super::Run {
    Charge::take();
    run(program, &input_file(input.as_bytes()), limits).expect("it starts")
}

/// `run_on` for a program that computes without end: again (three tries in all) while the
/// machine starved it, killed at the wall clock. A program that never waits meets the wall
/// first only when it was not given the CPU (its CPU time may still pass the limit between
/// the watcher's last look and the kill): that run says how busy the machine was (check.sh
/// runs its steps two at a time), not how the judge counts a program's time.
fn run_busy(program: &Program, limits: &Limits) -> super::Run {
    let starved = |ran: &super::Run| ran.end == End::OverWall;
    let mut ran = run_on(program, "", limits);
    for _ in 1..3 {
        if !starved(&ran) {
            break;
        }
        ran = run_on(program, "", limits);
    }
    ran
}

fn limits(seconds: f64) -> Limits {
    Limits {
        time: Duration::from_secs_f64(seconds),
        memory_kb: 64 * 1024,
        output_bytes: 1 << 20,
    }
}

fn shell(command: &str, input: &str) -> super::Run {
    run_on(&Program::shell(command), input, &limits(2.0))
}

/// The kind of a difference, without its counts.
fn kind(difference: Difference) -> String {
    match difference {
        Difference::None => "none".into(),
        Difference::LineEnds(_) => "line ends".into(),
        Difference::Trailing(_) => "trailing".into(),
        Difference::Inside(_) => "inside".into(),
        Difference::Tokens { line } => format!("tokens from line {}", line),
    }
}

#[test]
fn quoting_survives_quotes() {
    assert_eq!(shell_quoted("target/x-1.in"), "target/x-1.in");
    assert_eq!(shell_quoted("a b"), "'a b'");
    assert_eq!(shell_quoted("it's"), "'it'\\''s'");
}

#[test]
fn comparison_finds_how_far_apart() {
    let kinds: [(&[u8], &[u8], &str); 8] = [
        (b"a b\nc\n", b"a b\nc\n", "none"),
        (b"a\nb\n", b"a\r\nb", "line ends"),
        (b"a\nb\n", b"a \nb\t\n\n\n", "trailing"),
        (b"a b\nc\n", b"a  b\nc\n", "inside"),
        (b"a b\nc\n", b"a\nb c\n", "inside"),
        (b"1\n2\n3\n", b"1\n2\n4\n", "tokens from line 3"),
        (b"1\n2\n", b"1\n2\n3\n", "tokens from line 3"),
        (b"1\n2\n", b"", "tokens from line 1"),
    ];
    for (expected, actual, wanted) in kinds {
        assert_eq!(kind(compare(expected, actual)), wanted, "{:?}", actual);
    }
}

#[test]
fn whitespace_is_named_and_counted() {
    let named: [(&[u8], &[u8], &str); 6] = [
        (b"a\n", b"a\n\n", "1 extra blank line at the end"),
        (b"a\nb\n", b"a \nb \n", "trailing spaces or tabs on 2 lines"),
        (b"a\n", b"a", "no newline after the last line"),
        (b"a\nb\n", b"a\r\nb\r\n", "CRLF line ends on 2 lines"),
        (
            b"a b\n",
            b"a  b\n",
            "whitespace inside the lines, from line 1",
        ),
        (b"a\n\n", b"a\n", "1 blank line missing at the end"),
    ];
    for (expected, actual, words) in named {
        match compare(expected, actual) {
            Difference::Trailing(s) | Difference::Inside(s) | Difference::LineEnds(s) => {
                assert_eq!(s.to_string(), words)
            }
            other => panic!("{:?} for {:?}", other, words),
        }
    }
}

#[test]
fn each_rule_gives_its_verdict() {
    let trailing = compare(b"a\n", b"a \n\n");
    let inside = compare(b"a b\n", b"a  b\n");
    let wrong = compare(b"a\n", b"b\n");
    let ends = compare(b"a\n", b"a");
    use self::Output::*;
    let table = [
        (Rule::Tokens, [Accepted, Accepted, Accepted, WrongAnswer]),
        (
            Rule::Lines,
            [Accepted, Accepted, PresentationError, WrongAnswer],
        ),
        (
            Rule::OneSpace,
            [Accepted, PresentationError, PresentationError, WrongAnswer],
        ),
        (
            Rule::Strict,
            [
                PresentationError,
                PresentationError,
                PresentationError,
                WrongAnswer,
            ],
        ),
        (
            Rule::Exact,
            [Accepted, WrongAnswer, WrongAnswer, WrongAnswer],
        ),
    ];
    for (rule, wanted) in table {
        let got: Vec<Output> = [&ends, &trailing, &inside, &wrong]
            .iter()
            .map(|d| rule.judge(d))
            .collect();
        assert_eq!(got, wanted, "{:?}", rule);
    }
}

#[test]
fn judges_are_known_by_name_and_say_who_accepts() {
    let list = judges("BOJ, POJ, Live Archive").expect("known judges");
    assert_eq!(list.len(), 3);
    assert!(judges("BOJ, Timus")
        .unwrap_err()
        .contains("unknown judge \"Timus\""));
    let words = whitespace_words(&compare(b"a\n", b"a\n\n"), &list);
    assert!(
        words.starts_with("Presentation Error on BOJ and Live Archive; accepted on POJ"),
        "{}",
        words
    );
    assert!(
        words.contains("elsewhere: accepted on Codeforces"),
        "{}",
        words
    );
}

fn theirs(stdout: &str) -> Expected {
    Expected {
        stdout: stdout.as_bytes().to_vec(),
        ending: None,
        checker: None,
    }
}

#[test]
fn every_verdict_on_a_user_program() {
    let uva = judges("UVa, Kattis").expect("known");
    let verdict = |command: &str| {
        let ran = run_on(&Program::shell(command), "x\n", &limits(0.5));
        judge(&ran, &theirs("1 2\n"), &limits(0.5), &uva)
    };
    assert_eq!(verdict("echo 1 2").verdict, Verdict::Accepted);
    assert_eq!(verdict("echo 1 3").verdict, Verdict::WrongAnswer);
    let pe = verdict("echo '1  2'");
    assert_eq!(pe.verdict, Verdict::PresentationError);
    assert_eq!(
        pe.by_judge[1].1,
        Verdict::Accepted,
        "Kattis compares tokens"
    );
    assert_eq!(verdict("echo 1 2; exit 3").verdict, Verdict::RuntimeError);
    assert_eq!(
        verdict("echo 1 2; kill -SEGV $$").verdict,
        Verdict::RuntimeError
    );
    assert_eq!(verdict("sleep 3").verdict, Verdict::TimeLimit);
    assert_eq!(verdict("yes").verdict, Verdict::OutputLimit);
    let hog = verdict("perl -e '$x = q(a) x 300_000_000; print qq(1 2\\n)'");
    assert_eq!(hog.verdict, Verdict::MemoryLimit, "{:?}", hog.why);
}

#[test]
fn our_builds_are_held_to_the_exact_bytes_status_and_stderr() {
    let bad_input = Expected {
        stdout: b"5\n".to_vec(),
        ending: Some(Ending {
            status: 1,
            stderr: b"p: line 2: expected a number\n".to_vec(),
        }),
        checker: None,
    };
    let verdict = |command: &str| {
        judge(
            &shell(command, ""),
            &bad_input,
            &limits(1.0),
            &[EXACT_BYTES],
        )
    };
    let right = "echo 5; echo 'p: line 2: expected a number' >&2; exit 1";
    assert_eq!(verdict(right).verdict, Verdict::Accepted);
    assert_eq!(
        verdict("echo 5; echo 'p: other' >&2; exit 1").verdict,
        Verdict::WrongAnswer
    );
    assert_eq!(verdict("echo 5; exit 0").verdict, Verdict::WrongAnswer);
    let trailing = "echo '5 '; echo 'p: line 2: expected a number' >&2; exit 1";
    assert_eq!(verdict(trailing).verdict, Verdict::WrongAnswer);
}

#[test]
fn a_hang_is_stopped_at_the_wall_clock_safety() {
    let started = Instant::now();
    let ran = run_on(&Program::shell("sleep 30"), "", &limits(0.3));
    assert_eq!(ran.end, End::OverWall);
    let stopped = started.elapsed();
    assert!(stopped >= Duration::from_millis(1600), "{:?}", stopped);
    assert!(stopped < Duration::from_secs(4), "{:?}", stopped);
    let verdict = judge(
        &ran,
        &theirs("1\n"),
        &limits(0.3),
        &judges("Kattis").expect("known"),
    );
    assert_eq!(verdict.verdict, Verdict::TimeLimit);
    let why = verdict.why.unwrap_or_default();
    assert!(
        why.contains("wall-clock safety") && why.contains("ms of CPU time"),
        "{}",
        why
    );
}

#[test]
fn time_is_cpu_time_a_sleeper_that_computes_little_is_accepted() {
    let ran = run_on(&Program::shell("sleep 1; echo 1 2"), "", &limits(0.5));
    assert_eq!(ran.end, End::Exited(0));
    assert!(ran.wall >= Duration::from_secs(1) && ran.cpu < Duration::from_millis(500));
    let verdict = judge(
        &ran,
        &theirs("1 2\n"),
        &limits(0.5),
        &judges("Codeforces").expect("known"),
    );
    assert_eq!(verdict.verdict, Verdict::Accepted, "{:?}", verdict.why);
}

/// A CPU time limit small beside its wall-clock safety (0.05 s against 1.1 s): a busy loop
/// given a twentieth of a core still reaches the limit first, so that a test of how the
/// judge counts time holds on a starved machine (two busy loops and check.sh's two lanes on
/// two cores gave a loop of 0.2 s a seventh of a core, and it met the wall first).
const BUSY_LIMIT: f64 = 0.05;

#[test]
fn a_busy_loop_is_stopped_by_cpu_time_even_in_a_child() {
    for command in ["while :; do :; done", "(while :; do :; done) & wait"] {
        let ran = run_busy(&Program::shell(command), &limits(BUSY_LIMIT));
        assert_eq!(ran.end, End::OverCpu, "{}: {:?}", command, ran);
        assert!(
            ran.cpu > Duration::from_secs_f64(BUSY_LIMIT),
            "{:?}",
            ran.cpu
        );
        let verdict = judge(
            &ran,
            &theirs("1\n"),
            &limits(BUSY_LIMIT),
            &judges("Kattis").expect("known"),
        );
        assert_eq!(verdict.verdict, Verdict::TimeLimit);
        let why = verdict.why.unwrap_or_default();
        assert!(
            why.contains("CPU time limit") && why.contains("ms of wall time"),
            "{}",
            why
        );
    }
}

/// A small Rust program built once into target/judge-tests: `helper deep` recurses 500,000
/// frames of about 240 bytes (117 MB of stack) and prints `1 2`; `helper seek` measures its
/// stdin by seeking to its end, reads it from the start and prints its length and bytes.
fn helper() -> PathBuf {
    static BUILT: Once = Once::new();
    let dir = scratch();
    let binary = dir.join("helper");
    BUILT.call_once(|| {
        let source = dir.join("helper.rs");
        std::fs::write(&source, HELPER).expect("the helper's source can be written");
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
        let built = Command::new(rustc)
            .args(["-O", "--edition", "2021", "-o"])
            .arg(&binary)
            .arg(&source)
            .status()
            .expect("rustc runs");
        assert!(built.success(), "the helper compiles");
    });
    binary
}

const HELPER: &str = r#"
use std::hint::black_box;
use std::io::{Read, Seek, SeekFrom};
fn deep(n: u32) -> u64 {
    let mut frame = [0u8; 100];
    frame[(n % 100) as usize] = n as u8;
    let frame = black_box(frame);
    if n == 0 {
        return frame[0] as u64;
    }
    deep(n - 1) + frame[(n % 100) as usize] as u64
}
fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("deep") => {
            black_box(deep(500_000));
            println!("1 2");
        }
        Some("seek") => {
            let mut stdin = std::fs::File::open("/dev/stdin").unwrap();
            let length = stdin.seek(SeekFrom::End(0)).unwrap();
            stdin.seek(SeekFrom::Start(0)).unwrap();
            let mut text = String::new();
            stdin.read_to_string(&mut text).unwrap();
            print!("{} {}", length, text);
        }
        _ => std::process::exit(2),
    }
}
"#;

#[test]
fn the_stack_is_the_memory_limit() {
    let deep = format!("{} deep", helper().display());
    let roomy = Limits {
        memory_kb: 256 * 1024,
        ..limits(5.0)
    };
    let ran = run_on(&Program::shell(&deep), "", &roomy);
    assert_eq!(
        ran.end,
        End::Exited(0),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(ran.peak_kb > 100 * 1024, "it used {} KB", ran.peak_kb);
    let verdict = judge(
        &ran,
        &theirs("1 2\n"),
        &roomy,
        &judges("Codeforces").expect("known"),
    );
    assert_eq!(verdict.verdict, Verdict::Accepted, "{:?}", verdict.why);
    // our builds: the address space capped, the stack unlimited
    let capped = Program::shell(&deep).capped(256 + 1024);
    assert_eq!(run_on(&capped, "", &roomy).end, End::Exited(0));
    // the 8 MB a shell gives is not the limit: under 64 MB it cannot recurse that deep
    let tight = Limits {
        memory_kb: 64 * 1024,
        ..limits(5.0)
    };
    assert_ne!(
        run_on(&Program::shell(&deep), "", &tight).end,
        End::Exited(0)
    );
}

#[test]
fn stdin_is_the_input_file_a_reader_may_seek_it() {
    let command = format!("{} seek", helper().display());
    let ran = shell(&command, "1 2\n");
    assert_eq!(
        ran.end,
        End::Exited(0),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert_eq!(ran.stdout, b"4 1 2\n");
}

#[test]
fn fifty_megabytes_on_stderr_before_the_answer_is_accepted() {
    let ran = shell("head -c 50000000 /dev/zero >&2; echo 1 2", "");
    assert_eq!(ran.end, End::Exited(0));
    assert_eq!(ran.stdout, b"1 2\n");
    assert!(ran.stderr.len() <= crate::judge::run::STDERR_KEPT);
    let verdict = judge(
        &ran,
        &theirs("1 2\n"),
        &limits(2.0),
        &judges("Codeforces").expect("known"),
    );
    assert_eq!(verdict.verdict, Verdict::Accepted);
}

#[test]
fn a_missing_final_newline_is_pe_on_uva_and_accepted_on_codeforces() {
    let both = judges("UVa, Codeforces, Live Archive, BOJ").expect("known");
    let ran = shell("printf '1 2'", "");
    let verdict = judge(&ran, &theirs("1 2\n"), &limits(1.0), &both);
    let got: Vec<Verdict> = verdict.by_judge.iter().map(|(_, v)| *v).collect();
    use self::Verdict::*;
    assert_eq!(
        got,
        [PresentationError, Accepted, PresentationError, Accepted]
    );
}

#[test]
fn boj_forgives_one_space_at_a_line_end_and_a_newline_for_a_space() {
    let boj = Rule::OneSpace;
    let expected: &[u8] = b"a b\nc\n\nd\n";
    let cases: [(&[u8], Output); 8] = [
        (b"a b \nc \n \nd \n", Output::Accepted),
        (b"a\nb\nc\n\nd\n", Output::Accepted),
        (b"a b c\n\nd\n", Output::Accepted),
        (b"a b\nc\n\nd", Output::Accepted),
        (b"a b  \nc\n\nd\n", Output::PresentationError),
        (b"a  b\nc\n\nd\n", Output::PresentationError),
        (b"a b\nc\n\nd\n\n", Output::PresentationError),
        (b"a b\nc\nd\n", Output::PresentationError),
    ];
    for (actual, wanted) in cases {
        let difference = compare(expected, actual);
        assert_eq!(
            boj.judge(&difference),
            wanted,
            "{:?}",
            String::from_utf8_lossy(actual)
        );
    }
}

#[test]
fn reports_show_every_invisible_or_non_ascii_byte() {
    assert_eq!(visible(b"\xef\xbb\xbfDICEMAZE1"), "<BOM>DICEMAZE1$");
    assert_eq!(visible(b"a\tb\r"), "a^Ib^M$");
    assert_eq!(
        visible("caf\u{e9} \u{a0}x".as_bytes()),
        "caf<U+00E9> <U+00A0>x$"
    );
    assert_eq!(visible(b"x\xffy\xc3"), "x<xFF>y<xC3>$");
}

/// The table "How judges compare" of the tools' manual (scripts/README.md): each judge's row
/// names the rule `JUDGES` gives it, and its verdict columns (a blank line at the end, one
/// space at line ends, other whitespace, no final newline) are what that rule gives.
#[test]
fn the_manual_s_table_says_what_judges_holds() {
    let readme =
        std::fs::read_to_string(workspace().join("scripts/README.md")).expect("the manual");
    let table = readme
        .split("### How judges compare")
        .nth(1)
        .expect("scripts/README.md has its section How judges compare");
    let rows: Vec<Vec<&str>> = table
        .lines()
        .skip_while(|line| !line.starts_with("| judge |"))
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .map(|line| line.split('|').map(str::trim).collect())
        .collect();
    let samples = [
        compare(b"a\n", b"a\n\n"),
        compare(b"a\nb\n", b"a \nb \n"),
        compare(b"a b\n", b"a  b\n"),
        compare(b"a\n", b"a"),
    ];
    assert_eq!(rows.len(), JUDGES.len(), "one row per judge");
    for judge in JUDGES {
        let row = rows
            .iter()
            .find(|cells| cells[1] == judge.name)
            .unwrap_or_else(|| panic!("no row for {}", judge.name));
        assert_eq!(row[7], judge.rule.name(), "{}'s rule", judge.name);
        for (cell, sample) in row[3..7].iter().zip(&samples) {
            let code = match judge.rule.judge(sample) {
                Output::Accepted => "AC",
                Output::PresentationError => "PE",
                Output::WrongAnswer => "WA",
            };
            assert!(
                cell.starts_with(code),
                "{}: {:?} where the rule gives {}",
                judge.name,
                cell,
                code
            );
        }
    }
}

/// Every problem's judges with their limits read from its Cargo.toml, and our builds held
/// to the strictest of them (`time-limit`, `memory-limit`).
#[test]
fn each_problem_lists_its_judges_and_ours_are_held_to_the_strictest() {
    let root = workspace();
    let mut problems = 0;
    for entry in std::fs::read_dir(&root).expect("the workspace").flatten() {
        let dir = entry.path();
        if !dir.join("src/main.rs").exists() {
            continue;
        }
        problems += 1;
        let facts = Hosting::read(&dir.join("Cargo.toml")).expect("its facts");
        assert_eq!(
            facts.strictest(),
            (facts.seconds, facts.megabytes),
            "{}",
            dir.display()
        );
    }
    assert!(problems >= 5);
    let robots = Hosting::read(&root.join("robots/Cargo.toml")).expect("robots' facts");
    let first = robots.counted_first(None).expect("the first");
    assert_eq!((first[0].judge.name, first[0].megabytes), ("BOJ", 128));
    let poj = robots.counted_first(Some("POJ")).expect("POJ hosts robots");
    assert_eq!(
        (poj[0].judge.name, poj[0].megabytes, poj.len()),
        ("POJ", 10, 3)
    );
    assert!(robots.counted_first(Some("Timus")).is_err());
}

#[test]
fn facts_take_fractional_seconds_and_say_what_is_wrong() {
    let text = "[package.metadata.problem]\ntime-limit = 1.5 # s\nmemory-limit = 64\n\
        [package.metadata.problem.judges]\nKattis = { time-limit = 1.5, memory-limit = 64, line-ends = \"LF\" }\n";
    let facts = Hosting::parse(text).expect("facts");
    assert_eq!((facts.seconds, facts.hosts[0].seconds), (1.5, 1.5));
    let unknown = text.replace("Kattis", "Timus");
    assert!(Hosting::parse(&unknown).unwrap_err().contains("Timus"));
    assert!(Hosting::parse("[package.metadata.problem]\ntime-limit = 1\n").is_err());
}

/// `sleep WHOLE.PID`: a command line that only this test process's runs hold. The fraction is
/// the process's id, seven digits wide so that no id's mark holds another's: check.sh runs
/// these tests twice at once (its own and new-problem's nested check.sh).
fn sleeper(whole: u32) -> String {
    format!("sleep {}.{:07}", whole, std::process::id())
}

/// Not a test by itself: the judge that `sigint_to_the_judge_leaves_nothing_running` starts
/// (this test binary again) and interrupts, ending as a binary ends (`Charge::end`) when
/// the run says it was interrupted.
#[test]
#[ignore]
fn a_judge_to_interrupt() {
    // the mark of the loop's child, chosen by the test that starts this judge
    let mark = match std::env::var("JUDGE_TO_INTERRUPT") {
        Ok(mark) => mark,
        Err(_) => return,
    };
    let charge = Charge::take();
    let command = format!("{} & while :; do :; done", mark);
    let ran = run(&Program::shell(&command), &input_file(b""), &limits(60.0));
    match ran {
        Err(RunError::Interrupted(stopped)) => {
            assert_eq!(stopped.status(), 130);
            std::process::exit(charge.end(1));
        }
        other => panic!("the run was not interrupted: {:?}", other),
    }
}

/// Processes whose command line holds `mark`.
fn running(mark: &str) -> usize {
    let entries = std::fs::read_dir("/proc").expect("/proc");
    entries
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .bytes()
                .all(|b| b.is_ascii_digit())
        })
        .filter(|e| {
            let line = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
            String::from_utf8_lossy(&line)
                .replace('\0', " ")
                .contains(mark)
        })
        .count()
}

/// Not a test by itself: a process that runs a program without taking the charge, which
/// `a_run_needs_the_process_s_charge` starts (this test binary again).
#[test]
#[ignore]
fn a_run_without_the_charge() {
    if std::env::var_os("JUDGE_WITHOUT_CHARGE").is_none() {
        return;
    }
    let ran = run(&Program::shell("true"), &input_file(b""), &limits(1.0));
    assert!(matches!(ran, Err(RunError::Internal(_))), "{:?}", ran);
}

#[test]
fn a_run_needs_the_process_s_charge() {
    let status = Command::new(std::env::current_exe().expect("this test binary"))
        .args([
            "judge::tests::a_run_without_the_charge",
            "--exact",
            "--ignored",
        ])
        .env("JUDGE_WITHOUT_CHARGE", "1")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("the test binary starts");
    assert!(status.success(), "a run without the charge was not refused");
}

#[test]
fn sigint_to_the_judge_leaves_nothing_running() {
    let mark = sleeper(4243);
    let mut judge = Command::new(std::env::current_exe().expect("this test binary"))
        .args([
            "judge::tests::a_judge_to_interrupt",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env("JUDGE_TO_INTERRUPT", &mark)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the judge starts");
    let started = Instant::now();
    while running(&mark) == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the program never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(100));
    // SIGINT, as Ctrl-C sends it
    assert!(
        crate::judge::run::process::send(judge.id() as i32, 2),
        "the judge was signalled"
    );
    let signalled = Instant::now();
    let status = loop {
        if let Some(status) = judge.try_wait().expect("the judge can be waited for") {
            break status;
        }
        // at once on a quiet machine; the bound only catches a judge that never stops
        assert!(
            signalled.elapsed() < Duration::from_secs(5),
            "the judge did not stop within 5 s"
        );
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(status.code(), Some(130));
    assert_eq!(running(&mark), 0, "the program's child outlived the judge");
}

#[test]
fn a_flood_of_output_is_cut_at_the_limit() {
    let started = Instant::now();
    let ran = shell("yes", "");
    assert_eq!(ran.end, End::OverOutput);
    assert!(ran.stdout.len() <= 1 << 20);
    // stopped at the output limit, well before the 2 s limit's 5 s wall-clock safety
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn input_is_the_whole_file_then_end_of_input() {
    let ran = shell("cat; echo done", "a\nb\n");
    assert_eq!(ran.stdout, b"a\nb\ndone\n");
    assert_eq!(ran.end, End::Exited(0));
}

#[test]
fn a_program_that_closes_stdout_early_still_ends() {
    let ran = shell("exec >&-; cat >/dev/null; echo late >&2", "input\n");
    assert_eq!(ran.end, End::Exited(0));
    assert!(ran.stdout.is_empty());
    assert_eq!(ran.stderr, b"late\n");
}

#[test]
fn stderr_alone_is_kept_apart() {
    let ran = shell("echo only on stderr >&2", "");
    assert!(ran.stdout.is_empty());
    assert_eq!(ran.stderr, b"only on stderr\n");
    let verdict = judge(
        &ran,
        &theirs("1\n"),
        &limits(1.0),
        &judges("Kattis").expect("known"),
    );
    assert_eq!(verdict.verdict, Verdict::WrongAnswer);
}

#[test]
fn what_the_program_started_is_killed_with_it() {
    // a background process that would run for 30 s: the run ends with its program, not
    // waiting for it, and takes it along
    let left = sleeper(44);
    let command = format!("({}; echo late) & echo quick", left);
    let started = Instant::now();
    let ran = shell(&command, "");
    assert_eq!(ran.stdout, b"quick\n");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "waited for the background process"
    );
    assert_eq!(running(&left), 0, "the background process lived on");
}

#[test]
fn what_the_program_started_in_a_session_of_its_own_is_killed_with_it() {
    // a daemon's ways out of the group: setsid, and a double fork that leaves it to the judge
    let (child, daemon) = (sleeper(41), sleeper(42));
    let command = format!(
        "setsid {} & (setsid sh -c '{}' &) ; echo quick",
        child, daemon
    );
    let ran = shell(&command, "");
    assert_eq!(ran.stdout, b"quick\n");
    assert_eq!(ran.end, End::Exited(0));
    assert_eq!(running(&child), 0, "the setsid child outlived its run");
    assert_eq!(
        running(&daemon),
        0,
        "the double-forked daemon outlived its run"
    );
}

#[test]
fn a_busy_process_in_a_session_of_its_own_counts_against_the_time_limit() {
    // the busy loop's command line ends with a mark of this test process alone
    let mark = sleeper(43).replace("sleep", ":");
    let command = format!("setsid sh -c 'while :; do :; done; {}' & sleep 30", mark);
    let ran = run_busy(&Program::shell(&command), &limits(BUSY_LIMIT));
    assert_eq!(ran.end, End::OverCpu, "{:?}", ran);
    assert!(ran.wall < Duration::from_secs(3), "{:?}", ran);
    assert_eq!(running(&mark), 0, "the busy process outlived its run");
}

#[test]
fn a_program_that_cannot_start_says_so() {
    let nothing = input_file(b"");
    Charge::take();
    let started = run(&Program::binary("/no/such/program"), &nothing, &limits(1.0));
    assert!(
        matches!(started, Err(RunError::CannotStart(_))),
        "{:?}",
        started
    );
    assert!(shell("./no-such-program", "").could_not_start());
}

#[test]
fn the_manual_s_languages_table_is_the_one_the_facts_make() {
    let readme =
        std::fs::read_to_string(workspace().join("scripts/README.md")).expect("the manual");
    let start = "<!-- languages: made by judge languages -->\n";
    let copy = readme
        .split(start)
        .nth(1)
        .and_then(|rest| rest.split("<!-- languages: end -->").next())
        .expect("scripts/README.md holds the languages table between its markers");
    let made = crate::judge::build::languages::table();
    let differs = copy.lines().zip(made.lines()).find(|(a, b)| a != b);
    assert!(
        copy == made,
        "scripts/README.md's languages table is not the one the facts make (paste `target/release/judge languages` between its markers); first difference: {:?}",
        differs.unwrap_or(("(a line missing)", "(or one more)"))
    );
}

#[test]
fn every_judge_a_problem_names_has_languages_and_each_family_s_first_is_found() {
    use crate::judge::build::languages::{of_judge, pick, Family};
    for judge in JUDGES {
        assert!(
            !of_judge(judge.name).is_empty(),
            "{} has no languages",
            judge.name
        );
    }
    assert_eq!(pick("UVa", Family::Cpp, None).unwrap().name, "C++11 5.3.0");
    assert_eq!(
        pick("UVa", Family::Cpp, Some("c++ 5.3.0")).unwrap().name,
        "C++ 5.3.0"
    );
    assert!(pick("POJ", Family::Python, None)
        .unwrap_err()
        .contains("POJ takes no Python"));
    assert!(pick("BOJ", Family::Cpp, Some("Kotlin"))
        .unwrap_err()
        .contains("its languages: C++17, C++11"));
}

/// A checker that accepts the answer's words in any order, for `p`, a problem made under the
/// tests' folder whose facts name it.
const ANY_ORDER: &str = r#"
use std::io::Read;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut output = String::new();
    let _ = std::io::stdin().read_to_string(&mut output);
    let answer = std::fs::read_to_string(&args[2]).unwrap_or_default();
    let sorted = |text: &str| { let mut w: Vec<String> = text.split_whitespace().map(String::from).collect(); w.sort(); w };
    if sorted(&output) == sorted(&answer) {
        std::process::exit(42);
    }
    let _ = std::fs::write(std::path::Path::new(&args[3]).join("judgemessage.txt"), "other words\n");
    std::process::exit(43);
}
"#;

#[test]
fn a_problem_s_checker_judges_every_output_and_says_why_it_rejects() {
    let root = scratch().join(format!("checker-{}", std::process::id()));
    let examples = root.join("p").join("examples");
    std::fs::create_dir_all(&examples).expect("the problem's folder");
    std::fs::write(examples.join("p-check.rs"), ANY_ORDER).expect("the checker's source");
    let manifest = root.join("p").join("Cargo.toml");
    let facts = "[package.metadata.problem]\nchecker = \"examples/p-check.rs\"\n";
    std::fs::write(&manifest, facts).expect("the facts");
    let checker = crate::judge::verdict::checker::Checker::of(&manifest)
        .expect("it builds")
        .expect("the facts name it");
    let expected = Expected {
        stdout: b"a b\n".to_vec(),
        ending: None,
        checker: Some(crate::judge::verdict::checker::Checking {
            checker,
            input: input_file(b"x\n"),
        }),
    };
    let uva = judges("UVa").expect("known");
    let verdict = |command: &str| judge(&shell(command, ""), &expected, &limits(2.0), &uva);
    assert_eq!(
        verdict("echo b a").verdict,
        Verdict::Accepted,
        "another right answer"
    );
    let wrong = verdict("echo a c");
    assert_eq!(wrong.verdict, Verdict::WrongAnswer);
    let why = wrong.why.unwrap_or_default();
    assert!(why.ends_with("rejects it: other words"), "{}", why);
    assert_eq!(verdict("echo b a; exit 3").verdict, Verdict::RuntimeError);
    // a bad input is no input a checker reads: our build's answers before it are held exactly
    let checker = expected.checker.as_ref().map(|c| &c.checker);
    let case = |kind| crate::judge::cases::Case {
        name: "c".into(),
        input: input_file(b"x\n"),
        kind,
        catches: None,
        why: None,
    };
    let bad = crate::judge::session::checking(checker, &case(crate::judge::cases::Kind::Bad));
    assert!(bad.is_none(), "a bad input is judged by its bytes");
    let legal = crate::judge::session::checking(checker, &case(crate::judge::cases::Kind::Legal));
    assert!(legal.is_some(), "a legal case by the checker");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn each_judge_s_language_level_is_reached_by_a_flag_or_says_how_near_it_comes() {
    use crate::judge::build::languages::{named, Level};
    let compile = |judge: &str, name: &str| named(judge, name).expect("a row").compile;
    for judge in ["UVa", "Live Archive"] {
        assert!(compile(judge, "JAVA 1.8.0").contains("--release 8"));
        assert!(compile(judge, "PYTH3 3.5.1").contains("feature_version=(3, 5)"));
    }
    let poj_java = named("POJ", "Java").expect("POJ's Java");
    assert!(poj_java.compile.contains("--release 7"));
    assert!(matches!(poj_java.level, Level::Nearest(_)));
    let newer = named("Codeforces", "Java 21").expect("a Java row").level;
    assert!(matches!(newer, Level::Newer(_)), "Codeforces Java 21");
    for name in ["Python 2", "PyPy 2"] {
        let row = named("Codeforces", name).expect("Codeforces' Python 2 rows");
        assert!(
            row.run.starts_with('{'),
            "{}: its interpreter is found here",
            name
        );
    }
}

#[test]
fn a_failure_the_cases_apart_share_is_said_once_then_named() {
    use crate::judge::session::{said_once, Apart};
    use crate::judge::verdict::render::{Line, Render};
    let exit = |status: i32| (Verdict::RuntimeError, format!("exit status {}", status));
    let case = |name: &str, apart: &str, failure: Option<(Verdict, String)>| Apart {
        name: name.to_string(),
        apart: apart.to_string(),
        lines: vec![
            Line::Apart("RE", format!("{}.in: {}", name, apart)),
            Line::ApartDetail("why".into()),
        ],
        failure,
    };
    let text = |lines: Vec<Line>| -> Vec<String> {
        let render = Render { colour: false };
        lines.iter().map(|line| render.text(line)).collect()
    };
    // said under a counted case before
    let mut said = std::collections::HashMap::new();
    said.insert(exit(2), "counted".to_string());
    let lines = text(said_once(
        vec![
            case("a", "CRLF", Some(exit(2))),
            case("b", "CRLF", Some(exit(3))),
            case("c", "CRLF", None),
            case("d", "CRLF", Some(exit(2))),
            case("e", "no END line", Some(exit(3))),
            case("g", "a byte-order mark", Some(exit(2))),
        ],
        &mut said,
    ));
    assert_eq!(
        lines,
        [
            "    RE   a.in, d.in: CRLF; fails as counted.in",
            "    RE   b.in: CRLF",
            "           why",
            "    RE   c.in: CRLF",
            "           why",
            "    RE   e.in: no END line; fails as b.in",
            "    RE   g.in: a byte-order mark; fails as counted.in",
        ]
    );
    // a later group apart names the first it was said under
    let lines = text(said_once(
        vec![case("f", "text after END", Some(exit(3)))],
        &mut said,
    ));
    assert_eq!(lines, ["    RE   f.in: text after END; fails as b.in"]);
}
