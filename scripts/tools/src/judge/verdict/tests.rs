//! Every verdict and every comparison rule: how far apart two outputs are and the
//! whitespace named and counted, each rule's verdict, the judges by name and who accepts,
//! every verdict on a user's program (a memory hog among them), our builds held to the exact
//! bytes, a missing final newline and BOJ's forgiven spaces, a report's invisible bytes, the
//! tools' manual's table of how judges compare; a problem's checker judging outputs (and a bad
//! input left to its bytes).

use crate::judge::run::Program;
use crate::judge::test_support::{input_file, limits, run_on, scratch, shell, theirs, workspace};
use crate::judge::verdict::compare::{compare, Difference, Output, Rule};
use crate::judge::verdict::report::visible;
use crate::judge::verdict::{
    judge, judges, whitespace_words, Ending, Expected, Verdict, EXACT_BYTES, JUDGES,
};

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

/// The table "How judges compare" of the judge's manual (src/judge/README.md): each judge's row
/// names the rule `JUDGES` gives it, and its verdict columns (a blank line at the end, one
/// space at line ends, other whitespace, no final newline) are what that rule gives.
#[test]
fn the_manual_s_table_says_what_judges_holds() {
    let readme = std::fs::read_to_string(workspace().join("scripts/tools/src/judge/README.md"))
        .expect("the judge's manual");
    let table = readme
        .split("## How judges compare")
        .nth(1)
        .expect("scripts/tools/src/judge/README.md has its section How judges compare");
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
