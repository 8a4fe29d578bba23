//! Every problem's checker, where its facts name one (`checker`), found, never listed, built
//! as the judge builds it (`tools::judge::checker`) and run on its data: on every case with an
//! expected output it must accept that output, and reject two wrong ones, no output at all and
//! the expected output with a line of junk after it. A checker that accepts a wrong answer is
//! named with its case, so `check.sh PROBLEM` (whose tests run this) names it too.

use std::path::Path;
use tools::judge::cases::{cases, Kind};
use tools::judge::checker::{Checked, Checker};

/// Outputs no right answer is, as (name, bytes) for a case whose answer is `answer`.
fn wrong_outputs(answer: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let mut junk = answer.to_vec();
    junk.extend_from_slice(b"junk after the answers\n");
    vec![
        ("no output", Vec::new()),
        ("a line of junk after the answers", junk),
    ]
}

/// What is wrong with `problem`'s checker (none when it has no checker): one line a case.
fn faults(root: &Path, problem: &str) -> Vec<String> {
    let manifest = root.join(problem).join("Cargo.toml");
    let checker = match Checker::of(&manifest) {
        Ok(Some(checker)) => checker,
        Ok(None) => return Vec::new(),
        Err(why) => return vec![format!("{}: {}", problem, why)],
    };
    let data = root.join("data").join(problem);
    let all = cases(&data).expect("the problem's data");
    let mut wrong = Vec::new();
    for case in all.iter().filter(|case| case.kind != Kind::Bad) {
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
