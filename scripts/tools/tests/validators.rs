//! Every problem's input validator (the fact `validator`, by default
//! `PROBLEM/examples/PROBLEM-validate.rs`; in any language a judge here builds), found, never
//! listed (`tools::facts::problems`), built and run as problemtools builds and runs it
//! (`tools::validators`: the input on stdin; exit 42 accepts, anything else rejects) on every
//! file of `data/PROBLEM/`. Each file is sorted as the package sorts it
//! (`tools::package::sorted`, by the judge's case reader):
//! - bad input (a `NAME.err` beside it): the validator must reject it;
//! - outside the promise (the judge's decision from its bytes, or its row's mark): must reject;
//! - a byte variant (`judge-*`, or a CR anywhere: the encodings our solvers tolerate and the
//!   statement does not promise): must reject;
//! - every other file is legal and goes into the package: must accept, laid out first as the
//!   package lays it out (`tools::package::laid_out`).
//!
//! It must also reject the junk problemtools tries every validator on (an empty file, random
//! bytes, the printable ASCII characters, random printable text), so a problem whose data
//! holds no bad input yet (one imported from a package: a `.err` is our solver's message)
//! still has its validator shown to reject; `tools placeholders` names that bad input as
//! missing. A failure names the problem, the case and its kind, so `check.sh PROBLEM` (whose
//! tests run this) names it too.

use std::io::Write;
use std::path::Path;
use std::process::Stdio;
use tools::facts::Facts;
use tools::package::{laid_out, sorted, Use};
use tools::problem::Rng;
use tools::validators::{self, Built, Role};

/// A validator's exit status when it accepts (the package format's); any other rejects.
const ACCEPT: i32 = 42;

/// The validator of `problem`, built as problemtools builds it.
fn built(root: &Path, problem: &str) -> Built {
    match validators::of(root, problem, Role::Input) {
        Ok(Some(built)) => built,
        Ok(None) => panic!("{}: no input validator", problem),
        Err(why) => panic!("{}: its input validator: {}", problem, why),
    }
}

/// The validator's verdict on `input`: Ok when it accepts, Err with its exit status and
/// reason when it rejects.
fn verdict(validator: &Built, input: &[u8]) -> Result<(), String> {
    let mut child = validator
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the validator starts");
    if let Some(mut stdin) = child.stdin.take() {
        // a validator may stop reading at its first fault: a closed pipe is its verdict's
        let _ = stdin.write_all(input);
    }
    let output = child.wait_with_output().expect("the validator ends");
    let said = [output.stdout, output.stderr].concat();
    let why = String::from_utf8_lossy(&said).trim().to_string();
    match output.status.code() {
        Some(ACCEPT) => Ok(()),
        Some(code) => Err(format!("exit status {}: {}", code, why)),
        None => Err(format!("killed by a signal: {}", why)),
    }
}

/// The junk problemtools tries every input validator on, which none may accept: (what, bytes).
fn junk() -> Vec<(&'static str, Vec<u8>)> {
    let mut rng = Rng::new(42);
    let random: Vec<u8> = (0..1024).map(|_| rng.below(256) as u8).collect();
    let printable: Vec<u8> = (0..200).map(|_| 32 + rng.below(95) as u8).collect();
    vec![
        ("an empty file", Vec::new()),
        ("random bytes", random),
        ("the ASCII characters 32 up to 126", (32..127).collect()),
        ("random printable text", printable),
    ]
}

/// What is wrong with `problem`'s validator on its data: one line a case, naming it.
fn faults(root: &Path, problem: &str) -> Vec<String> {
    let facts = Facts::of(root, problem).expect("the problem's facts");
    let validator = built(root, problem);
    let mut counts = [0; 4];
    let mut wrong = Vec::new();
    for (what, bytes) in junk() {
        if verdict(&validator, &bytes).is_ok() {
            wrong.push(format!("{problem}: the validator accepts {what}"));
        }
    }
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
    if counts[Use::Legal as usize] == 0 {
        wrong.push(format!(
            "{problem}: needs a legal case; bad, outside, variant, legal = {counts:?}"
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
