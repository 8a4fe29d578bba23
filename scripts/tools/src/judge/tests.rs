//! Every verdict and every comparison rule, and the runner against programs that misbehave:
//! a hang, a memory hog, a flood of output, a program that closes stdout early, one that
//! writes only to stderr, one that leaves a process behind, and one that cannot start.

use super::compare::{compare, Difference, Output, Rule};
use super::run::{run, End, Limits, Program};
use super::verdict::{judge, judges, whitespace_words, Expected, Verdict, OURS};
use std::time::{Duration, Instant};

fn limits(seconds: f64) -> Limits {
    Limits {
        time: Duration::from_secs_f64(seconds),
        memory_kb: 64 * 1024,
        output_bytes: 1 << 20,
    }
}

fn shell(command: &str, input: &str) -> super::Run {
    run(&Program::shell(command), input.as_bytes(), &limits(2.0)).expect("sh starts")
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
            Rule::Strict,
            [Accepted, PresentationError, PresentationError, WrongAnswer],
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
        words.starts_with("accepted on BOJ and POJ; Presentation Error on Live Archive"),
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
        ours: None,
    }
}

#[test]
fn every_verdict_on_a_user_program() {
    let uva = judges("UVa, Kattis").expect("known");
    let verdict =
        |command: &str| judge(&shell(command, "x\n"), &theirs("1 2\n"), &limits(0.5), &uva);
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
        ours: Some((1, b"p: line 2: expected a number\n".to_vec())),
    };
    let verdict = |command: &str| judge(&shell(command, ""), &bad_input, &limits(1.0), &[OURS]);
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
fn a_hang_is_stopped_at_the_limit() {
    let started = Instant::now();
    let ran = run(&Program::shell("sleep 30"), b"", &limits(0.3)).expect("starts");
    assert_eq!(ran.end, End::TimedOut);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn a_flood_of_output_is_cut_at_the_limit() {
    let started = Instant::now();
    let ran = shell("yes", "");
    assert_eq!(ran.end, End::OverOutput);
    assert!(ran.stdout.len() <= 1 << 20);
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn input_is_closed_after_it_is_written() {
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
    let marker = std::env::temp_dir().join(format!("judge-left-behind-{}", std::process::id()));
    let _ = std::fs::remove_file(&marker);
    let command = format!("(sleep 0.4; touch {}) & echo quick", marker.display());
    let started = Instant::now();
    let ran = shell(&command, "");
    assert_eq!(ran.stdout, b"quick\n");
    assert!(
        started.elapsed() < Duration::from_millis(300),
        "waited for the background process"
    );
    std::thread::sleep(Duration::from_millis(700));
    assert!(!marker.exists(), "the background process lived on");
}

#[test]
fn a_program_that_cannot_start_says_so() {
    assert!(run(&Program::binary("/no/such/program"), b"", &limits(1.0)).is_err());
    assert!(shell("./no-such-program", "").could_not_start());
}
