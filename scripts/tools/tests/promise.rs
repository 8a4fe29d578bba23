//! Each problem's input promise (`[package.metadata.problem.promise]`, each judge's
//! `line-ends`) against its data, end to end:
//! - the case table's marks (`beyond the judges:`, `outside the promise:`) are the judge's own
//!   decision from each file's bytes, for the judge that counts;
//! - a reader that trusts the promise and no more (`promise-reader`: lines split at LF, stops
//!   at the promised end) is accepted on every case the judge counts, relaying our answers;
//! - each trap set apart names its twin within the promise, which counts, with the same
//!   answers;
//! - the endings read by the facts alone (`end of file`, `cases counted first`), on a problem
//!   made under `target/`: the reader fails where the promise breaks.

use std::path::{Path, PathBuf};
use std::process::Command;
use tools::facts::Facts;
use tools::judge::cases::promise::{self, Promise};
use tools::judge::cases::{Case, Kind, BEYOND, OUTSIDE};

fn root() -> PathBuf {
    tools::facts::workspace().expect("the workspace")
}

/// Every problem of the workspace, found (`tools::facts::problems`), never listed.
fn problems() -> Vec<String> {
    let found = tools::facts::problems(&root());
    assert!(
        !found.is_empty(),
        "no problem found under {}",
        root().display()
    );
    found
}

/// The problem's cases as its counted judge's user sees them, and whether that judge serves
/// CRLF.
fn judged(problem: &str) -> (Vec<Case>, bool) {
    let (cases, host) = promise::judged(&root(), problem).expect("the cases, judged");
    (cases, host.crlf)
}

/// The kind a case's table row marks.
fn marked(case: &Case) -> Kind {
    match case.catches.as_deref() {
        Some(row) if row.starts_with(BEYOND) => Kind::Beyond,
        Some(row) if row.starts_with(OUTSIDE) => Kind::Outside,
        _ => Kind::Legal,
    }
}

#[test]
fn the_tables_mark_what_the_judge_decides() {
    let mut wrong = Vec::new();
    for problem in problems() {
        let (all, _) = judged(&problem);
        for case in all.iter().filter(|c| c.kind != Kind::Bad) {
            // a table may mark outside the promise what no bytes show (several right
            // answers): `sort` keeps that mark, so it agrees here too
            let mark = marked(case);
            if mark != case.kind {
                wrong.push(format!(
                    "{}/{}: the judge decides {} ({}), the table marks {}",
                    problem,
                    case.name,
                    case.kind.word(),
                    case.why.as_deref().unwrap_or("within the promise"),
                    mark.word()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn a_reader_that_trusts_the_promise_passes_every_counted_case() {
    let root = root();
    let judge = env!("CARGO_BIN_EXE_judge");
    let reader = env!("CARGO_BIN_EXE_promise-reader");
    for problem in problems() {
        let (all, crlf) = judged(&problem);
        let counted = all.iter().filter(|c| c.kind == Kind::Legal).count();
        let data = root.join("data").join(&problem);
        let answers = answers_outside_data(&problem, &data);
        let command = format!(
            "'{}' {} '{}'{}",
            reader,
            problem,
            answers.display(),
            if crlf { " --crlf" } else { "" }
        );
        let output = Command::new(judge)
            .arg("theirs")
            .args(["--data", &data.display().to_string(), "--problem", &problem])
            .arg("--facts")
            .arg(root.join(&problem).join("Cargo.toml"))
            .arg(&command)
            .current_dir(&root)
            .output()
            .expect("the judge runs");
        let shown = String::from_utf8_lossy(&output.stdout);
        let tally = format!("\n{} passed, 0 failed", counted);
        assert!(
            output.status.success() && shown.contains(&tally),
            "{}: expected{:?}\n{}",
            problem,
            tally,
            shown
        );
        // and the reader is no pushover: it fails where the promised end is missing, each
        // such case RE with its reason, or named among those that fail as one said before
        // with its reason ("RE   a.in, b.in: no END line; fails as c.in")
        let unended = all
            .iter()
            .filter(|c| c.why.as_deref().map_or(false, |w| w.starts_with("no ")));
        for case in unended {
            let named = format!("{}.in", case.name);
            let failed = format!("{}: {}", named, case.why.as_deref().unwrap_or(""));
            let re = shown
                .lines()
                .filter_map(|l| l.trim_start().strip_prefix("RE   "));
            let reason = format!(": {}; fails as ", case.why.as_deref().unwrap_or(""));
            let said = re.clone().any(|line| line == failed)
                || re.filter(|line| line.contains(&reason)).any(|line| {
                    let names = line.split(": ").next().unwrap_or("");
                    names.split(", ").any(|name| name == named)
                });
            assert!(
                said,
                "{}: expected {:?}, or {} among the same\n{}",
                problem, failed, named, shown
            );
        }
    }
}

/// A copy of the problem's cases under target/, for the reader to find our answers in: a
/// user's run does not see data/ (the judge's sandbox hides it).
fn answers_outside_data(problem: &str, data: &Path) -> PathBuf {
    // laid out as the workspace is (data/PROBLEM beside PROBLEM/Cargo.toml), so that the
    // reader finds the facts of a problem it reads by its ends-at fact alone
    let mirror = tools::facts::scratch_dir(&root()).join("promise-reader");
    let copy = mirror.join("data").join(problem);
    let _ = std::fs::remove_dir_all(&copy);
    std::fs::create_dir_all(&copy).expect("a folder under target/");
    let facts = mirror.join(problem);
    std::fs::create_dir_all(&facts).expect("a folder under target/");
    std::fs::copy(
        root().join(problem).join("Cargo.toml"),
        facts.join("Cargo.toml"),
    )
    .expect("the problem's facts copied");
    for entry in std::fs::read_dir(data).expect("the data folder").flatten() {
        let path = entry.path();
        if path.is_file() {
            std::fs::copy(&path, copy.join(entry.file_name())).expect("a case copied");
        }
    }
    copy
}

/// `its twin NAME` in a row: the twin's name.
fn twin_named(row: &str) -> Option<&str> {
    let after = row.split("its twin ").nth(1)?;
    let name = after
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .next()?;
    Some(name.trim_matches('`')).filter(|n| !n.is_empty())
}

#[test]
fn every_trap_set_apart_has_a_counted_twin_with_its_answers() {
    let mut twins = 0;
    for problem in problems() {
        let (all, _) = judged(&problem);
        let data = root().join("data").join(&problem);
        for case in all.iter().filter(|c| c.kind != Kind::Legal) {
            let twin = match case.catches.as_deref().and_then(twin_named) {
                Some(twin) => twin,
                None => continue,
            };
            let found = all.iter().find(|c| c.name == twin);
            let counts = found.map_or(false, |c| c.kind == Kind::Legal);
            assert!(
                counts,
                "{}/{}: its twin {} must count",
                problem, case.name, twin
            );
            let answers = |name: &str| std::fs::read(data.join(format!("{}.out", name)));
            assert_eq!(
                answers(&case.name).ok(),
                answers(twin).ok(),
                "{}/{}: its twin {} must have its answers",
                problem,
                case.name,
                twin
            );
            twins += 1;
        }
    }
    assert!(twins >= 9, "only {} twins", twins);
}

#[test]
fn the_promise_is_read_from_the_facts() {
    let facts = |text: &str| Facts::parse("p", Path::new("p/Cargo.toml"), text).unwrap();
    let table = "[package.metadata.problem.promise]\n";
    let read = |body: &str| Promise::of(&facts(&format!("{}{}", table, body)));
    assert!(read("ends-at = \"line 0 0\"\nafter = \"blank lines\"\n").is_ok());
    assert!(read("ends-at = \"rows 8\"\nafter = \"blank lines\"\n").is_ok());
    assert!(read("ends-at = \"runs counted first\"\nafter = \"blank lines\"\n").is_ok());
    assert!(read("ends-at = \"end of file\"\nafter = \"blank lines\"\n").is_ok());
    assert!(read("ends-at = \"cases counted first\"\nafter = \"blank lines\"\n").is_ok());
    let unknown = read("ends-at = \"when it feels like it\"\nafter = \"blank lines\"\n");
    assert!(unknown.unwrap_err().contains("ends-at"));
    assert!(read("ends-at = \"line END\"\n")
        .unwrap_err()
        .contains("no after"));
    assert!(read("ends-at = \"line END\"\nafter = \"anything\"\n").is_err());
}

#[test]
fn a_judge_known_to_serve_crlf_is_named_where_it_would_count_otherwise() {
    let root = root();
    let facts = std::fs::read_to_string(root.join("robots").join("Cargo.toml")).unwrap();
    let crlf = facts.replace(
        "POJ = { time-limit = 1, memory-limit = 10, line-ends = \"LF\" }",
        "POJ = { time-limit = 1, memory-limit = 10, line-ends = \"LF CRLF\" }",
    );
    assert_ne!(
        facts, crlf,
        "robots' POJ row has changed; change this test with it"
    );
    let dir = tools::facts::scratch_dir(&root)
        .join("promise-test")
        .join("robots");
    std::fs::create_dir_all(&dir).unwrap();
    let manifest = dir.join("Cargo.toml");
    std::fs::write(&manifest, crlf).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args([
            "theirs",
            "--data",
            "data/robots",
            "--problem",
            "robots",
            "--facts",
        ])
        .arg(&manifest)
        .arg("cat")
        .current_dir(&root)
        .output()
        .expect("the judge runs");
    let shown = String::from_utf8_lossy(&output.stdout);
    assert!(
        shown.contains("as POJ judges, ") && shown.contains("(--judge POJ)"),
        "{}",
        shown
    );
}

/// A problem of its own ending made under `target/`: its facts (`ends-at = ENDS_AT`) and one
/// case of bytes `input` with answer `answer`; returns its data folder.
fn scratch_problem(ends_at: &str, input: &[u8], answer: &[u8]) -> PathBuf {
    let root =
        tools::facts::scratch_dir(&root()).join(format!("promise-ends-{}", std::process::id()));
    let name = ends_at.replace(' ', "-");
    let crate_dir = root.join(&name);
    let data = root.join("data").join(&name);
    std::fs::create_dir_all(&crate_dir).expect("the crate's folder");
    std::fs::create_dir_all(&data).expect("the data folder");
    let facts = format!(
        "[package.metadata.problem.promise]\nends-at = \"{}\"\n",
        ends_at
    );
    std::fs::write(crate_dir.join("Cargo.toml"), facts).expect("the facts");
    std::fs::write(data.join("case.in"), input).expect("the input");
    std::fs::write(data.join("case.out"), answer).expect("the answer");
    data
}

/// The promise reader's exit status on `input` for a problem ending at `ends_at` whose one
/// case is `input` itself.
fn reader_status(ends_at: &str, input: &[u8]) -> Option<i32> {
    let data = scratch_problem(ends_at, input, b"answer\n");
    let name = ends_at.replace(' ', "-");
    let mut child = Command::new(env!("CARGO_BIN_EXE_promise-reader"))
        .arg(&name)
        .arg(&data)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the reader starts");
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(input);
    }
    child.wait().ok().and_then(|status| status.code())
}

/// The endings no problem of ours uses yet are read by the facts alone: an input to the end
/// of the file is read whole, and an empty one breaks the promise (the judge sets it apart as
/// "no input at all", and a reader that trusts the promise fails on it); a count of cases
/// first must be a whole number.
#[test]
fn the_reader_of_an_ending_by_its_facts_fails_where_the_promise_breaks() {
    assert_eq!(reader_status("end of file", b"e2 e4\na1 b2\n"), Some(0));
    assert_eq!(reader_status("end of file", b""), Some(1));
    assert_eq!(reader_status("cases counted first", b"1\n2 3\n"), Some(0));
    assert_eq!(reader_status("cases counted first", b"x\n"), Some(1));
    let scratch =
        tools::facts::scratch_dir(&root()).join(format!("promise-ends-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(scratch);
}
