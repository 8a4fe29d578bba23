//! Every problem's checker, where its facts name one (`checker`), found, never listed, built
//! as the judge builds it (`tools::judge::verdict::checker`) and run on its data: on every case with an
//! expected output it must accept that output, and reject two wrong ones, no output at all and
//! the expected output with a line of junk after it. Those two know nothing of the problem, so
//! the problem's own checker tests say the rest, as Polygon's do: each file
//! `data/PROBLEM/checker-tests/CASE.WHAT.accept` is an output for case CASE that the checker
//! must accept (another right answer), each `CASE.WHAT.reject` one it must reject (a wrong
//! answer the problem invites). A problem with a checker holds at least one of each, or
//! `tools placeholders` names the kind missing (a problem imported from a package has none
//! yet). The checker is in any language a judge here builds (`tools::validators`). A checker
//! that gets one wrong is named with its case or file, so `check.sh PROBLEM` (whose tests run
//! this) names it too.

use std::path::Path;
use tools::judge::cases::{cases, Case, Kind};
use tools::judge::verdict::checker::{Checked, Checker};

/// Outputs no right answer is, as (name, bytes) for a case whose answer is `answer`.
fn wrong_outputs(answer: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let mut junk = answer.to_vec();
    junk.extend_from_slice(b"junk after the answers\n");
    vec![
        ("no output", Vec::new()),
        ("a line of junk after the answers", junk),
    ]
}

/// The folder of a problem's own checker tests, in its data folder.
const OWN_TESTS: &str = "checker-tests";

/// One of a problem's own checker tests: an output for a case and the verdict it must get.
struct OwnTest {
    /// Its file name, as the failure names it.
    file: String,
    case: String,
    must_accept: bool,
    output: Vec<u8>,
}

/// The problem's own checker tests (`data/PROBLEM/checker-tests/`), or what is wrong with a
/// file's name: `CASE.WHAT.accept` or `CASE.WHAT.reject`, CASE one of `legal` by name.
fn own_tests(data: &Path, legal: &[&Case]) -> Result<Vec<OwnTest>, Vec<String>> {
    let folder = data.join(OWN_TESTS);
    let entries = match std::fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(_) => return Ok(Vec::new()),
    };
    let mut files: Vec<String> = entries
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let (mut tests, mut wrong) = (Vec::new(), Vec::new());
    for file in files {
        let (rest, must_accept) = match (file.strip_suffix(".accept"), file.strip_suffix(".reject"))
        {
            (Some(rest), _) => (rest, true),
            (_, Some(rest)) => (rest, false),
            _ => {
                wrong.push(format!(
                    "{}: not CASE.WHAT.accept or CASE.WHAT.reject",
                    file
                ));
                continue;
            }
        };
        let case = match rest.split_once('.') {
            Some((case, what)) if !what.is_empty() && legal.iter().any(|c| c.name == case) => case,
            _ => {
                wrong.push(format!(
                    "{}: its name does not start with a legal case's name and a word (CASE.WHAT.accept)",
                    file
                ));
                continue;
            }
        };
        let output = std::fs::read(folder.join(&file)).expect("a checker test's output");
        tests.push(OwnTest {
            case: case.to_string(),
            file,
            must_accept,
            output,
        });
    }
    if wrong.is_empty() {
        Ok(tests)
    } else {
        Err(wrong)
    }
}

/// What is wrong with the checker by the problem's own tests: each test it gets wrong (a kind
/// of test missing is a placeholder, named by `tools placeholders`).
fn own_faults(problem: &str, checker: &Checker, data: &Path, legal: &[&Case]) -> Vec<String> {
    let tests = match own_tests(data, legal) {
        Ok(tests) => tests,
        Err(wrong) => {
            let place = format!("data/{}/{}", problem, OWN_TESTS);
            return wrong
                .iter()
                .map(|why| format!("{}/{}", place, why))
                .collect();
        }
    };
    let mut wrong = Vec::new();
    for test in &tests {
        let case = legal
            .iter()
            .find(|case| case.name == test.case)
            .expect("named");
        let answer = std::fs::read(case.beside("out")).expect("the expected output");
        let checked = checker.check(&case.input, &answer, &test.output);
        let accepted = checked == Checked::Accepted;
        if accepted != test.must_accept {
            let (did, must) = if accepted {
                ("accepts", "rejected")
            } else {
                ("does not accept", "accepted")
            };
            wrong.push(format!(
                "data/{}/{}/{}: the checker {} it, but it must be {} ({:?})",
                problem, OWN_TESTS, test.file, did, must, checked
            ));
        }
    }
    wrong
}

/// What is wrong with `problem`'s checker (none when it has no checker): one line a case.
fn faults(root: &Path, problem: &str) -> Vec<String> {
    let manifest = root.join(problem).join("Cargo.toml");
    let data = root.join("data").join(problem);
    let checker = match Checker::of(&manifest) {
        Ok(Some(checker)) => checker,
        Ok(None) if data.join(OWN_TESTS).exists() => {
            return vec![format!(
                "{}/{}: checker tests, but the problem's facts name no checker",
                problem, OWN_TESTS
            )]
        }
        Ok(None) => return Vec::new(),
        Err(why) => return vec![format!("{}: {}", problem, why)],
    };
    let all = cases(&data).expect("the problem's data");
    let legal: Vec<&Case> = all.iter().filter(|case| case.kind != Kind::Bad).collect();
    let mut wrong = own_faults(problem, &checker, &data, &legal);
    for case in legal {
        let answer = std::fs::read(case.beside("out")).expect("the expected output");
        let name = format!("{}/{}", problem, case.name);
        match checker.check(&case.input, &answer, &answer) {
            Checked::Accepted => {}
            other => wrong.push(format!(
                "{name}: the checker rejects the expected output: {other:?}"
            )),
        }
        if answer.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        for (what, output) in wrong_outputs(&answer) {
            if checker.check(&case.input, &answer, &output) == Checked::Accepted {
                wrong.push(format!(
                    "{name}: the checker accepts a wrong answer ({what})"
                ));
            }
        }
    }
    wrong
}

#[test]
fn every_checker_accepts_the_answers_and_rejects_wrong_ones() {
    let root = tools::facts::workspace().expect("the workspace");
    let wrong: Vec<String> = tools::facts::problems(&root)
        .iter()
        .flat_map(|problem| faults(&root, problem))
        .collect();
    assert!(wrong.is_empty(), "checkers:\n{}", wrong.join("\n"));
}

#[test]
fn a_checker_test_that_names_no_case_or_verdict_is_named() {
    let data = std::env::temp_dir().join(format!("checker-tests-names-{}", std::process::id()));
    let folder = data.join(OWN_TESTS);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    std::fs::write(data.join("sample.in"), "1 2\n0 0\n").expect("a case");
    for name in [
        "sample.ok.accept",
        "sample.reject",
        "other.wrong.reject",
        "sample.x.out",
    ] {
        std::fs::write(folder.join(name), "3\n").expect("a checker test");
    }
    let all = cases(&data).expect("the case");
    let legal: Vec<&Case> = all.iter().collect();
    let wrong = match own_tests(&data, &legal) {
        Ok(_) => Vec::new(),
        Err(wrong) => wrong,
    };
    std::fs::remove_dir_all(&data).expect("the scratch folder removed");
    let named: Vec<&str> = wrong
        .iter()
        .map(|w| w.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(
        named,
        ["other.wrong.reject", "sample.reject", "sample.x.out"]
    );
}
