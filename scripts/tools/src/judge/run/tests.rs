//! The runner against programs that misbehave or that a judge's sandbox accepts: a hang, a
//! busy loop (alone or in a child), a program that sleeps past the limit but computes for
//! milliseconds, a recursion through 100 MB of stack, a reader that seeks its stdin, a flood
//! of output, 50 MB on stderr, a program that closes stdout early, one that writes only to
//! stderr, one that leaves a process behind (in its group, in a session of its own, busy or
//! asleep), one that cannot start, and a judge interrupted by SIGINT while its program
//! loops, a run before the process took its charge; a command line quoted for a shell.

use crate::judge::run::process::Charge;
use crate::judge::run::{run, shell_quoted, End, Limits, Program, RunError};
use crate::judge::test_support::{input_file, limits, run_on, scratch, shell, theirs};
use crate::judge::verdict::{judge, judges, Verdict};
use std::path::PathBuf;
use std::process::Command;
use std::sync::Once;
use std::time::{Duration, Instant};

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

#[test]
fn quoting_survives_quotes() {
    assert_eq!(shell_quoted("target/x-1.in"), "target/x-1.in");
    assert_eq!(shell_quoted("a b"), "'a b'");
    assert_eq!(shell_quoted("it's"), "'it'\\''s'");
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
            "judge::run::tests::a_run_without_the_charge",
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
            "judge::run::tests::a_judge_to_interrupt",
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
