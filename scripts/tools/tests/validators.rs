//! Every problem's input validator (`PROBLEM/examples/PROBLEM-validate.rs`), found, never
//! listed (`tools::facts::problems`), built as its package carries it (one file, by the one
//! bundler, compiled by plain rustc as problemtools compiles it) and run on every file of
//! `data/PROBLEM/` as a judge runs it (the input on stdin; exit 42 accepts, 43 rejects). Each
//! file is sorted as the package sorts it (`tools::package::sorted`, by the judge's case
//! reader):
//! - bad input (a `NAME.err` beside it): the validator must reject it;
//! - outside the promise (the judge's decision from its bytes, or its row's mark): must reject;
//! - a byte variant (`judge-*`, or a CR anywhere: the encodings our solvers tolerate and the
//!   statement does not promise): must reject;
//! - every other file is legal and goes into the package: must accept, laid out first as the
//!   package lays it out (`tools::package::laid_out`).
//!
//! A failure names the problem, the case and its kind, so `check.sh PROBLEM` (whose tests run
//! this) names it too.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tools::facts::{scratch_dir, Facts};
use tools::package::{laid_out, sorted, Use};

/// A validator's exit status when it accepts, and when it rejects (the package format's).
const ACCEPT: i32 = 42;
const REJECT: i32 = 43;

/// The validator of `problem` in the package's form, compiled under `target/validators/`.
fn built(root: &Path, problem: &str) -> PathBuf {
    let source = root
        .join(problem)
        .join("examples")
        .join(format!("{}-validate.rs", problem));
    let text = tools::bundle::example(root, &source)
        .unwrap_or_else(|why| panic!("{}: no input validator to build: {}", problem, why));
    let dir = scratch_dir(root).join("validators");
    std::fs::create_dir_all(&dir).expect("target/validators/");
    let file = dir.join(format!("{}-validate.rs", problem));
    std::fs::write(&file, text).expect("the validator's one file written");
    let binary = dir.join(format!("{}-validate", problem));
    let compiled = Command::new("rustc")
        .args(["--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&file)
        .output()
        .expect("rustc runs");
    assert!(
        compiled.status.success(),
        "{}: its validator does not compile:\n{}",
        problem,
        String::from_utf8_lossy(&compiled.stderr)
    );
    binary
}

/// The validator's verdict on `input`: Ok when it accepts, Err with its reason when it
/// rejects; a panic on any other exit.
fn verdict(validator: &Path, input: &[u8]) -> Result<(), String> {
    let mut child = Command::new(validator)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the validator starts");
    if let Some(mut stdin) = child.stdin.take() {
        // a validator may stop reading at its first fault: a closed pipe is its verdict's
        let _ = stdin.write_all(input);
    }
    let output = child.wait_with_output().expect("the validator ends");
    let why = String::from_utf8_lossy(&output.stderr).trim().to_string();
    match output.status.code() {
        Some(ACCEPT) => Ok(()),
        Some(REJECT) => Err(why),
        other => panic!(
            "{}: exit status {:?}, neither {} nor {}: {}",
            validator.display(),
            other,
            ACCEPT,
            REJECT,
            why
        ),
    }
}

/// What is wrong with `problem`'s validator on its data: one line a case, naming it.
fn faults(root: &Path, problem: &str) -> Vec<String> {
    let facts = Facts::of(root, problem).expect("the problem's facts");
    let validator = built(root, problem);
    let mut counts = [0; 4];
    let mut wrong = Vec::new();
    for (case, using) in sorted(root, problem).expect("the problem's data") {
        counts[using as usize] += 1;
        let bytes = std::fs::read(&case.input).expect("readable case");
        let bytes = if using == Use::Legal {
            laid_out(&facts, &bytes).expect("a known layout")
        } else {
            bytes
        };
        let name = &case.name;
        match (using, verdict(&validator, &bytes)) {
            (Use::Legal, Err(why)) => {
                wrong.push(format!("{problem}/{name} (legal) rejected: {why}"))
            }
            (Use::Legal, Ok(())) | (_, Err(_)) => {}
            (using, Ok(())) => wrong.push(format!(
                "{problem}/{name} ({}) accepted: the validator must reject it",
                using.word()
            )),
        }
    }
    if counts[Use::Legal as usize] == 0 || counts[Use::Bad as usize] == 0 {
        wrong.push(format!(
            "{problem}: needs a legal case and a bad input (.err); bad, outside, variant, legal = {counts:?}"
        ));
    }
    println!("{problem}: bad, outside, variant, legal = {counts:?}");
    wrong
}

#[test]
fn every_validator_accepts_the_legal_cases_and_rejects_the_rest() {
    let root = tools::facts::workspace().expect("the workspace");
    let problems = tools::facts::problems(&root);
    assert!(!problems.is_empty(), "no problem found");
    let wrong: Vec<String> = problems.iter().flat_map(|p| faults(&root, p)).collect();
    assert!(wrong.is_empty(), "input validators:\n{}", wrong.join("\n"));
}
