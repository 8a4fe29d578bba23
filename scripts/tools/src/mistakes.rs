//! The mistakes `new-problem.sh --self-test` plants in a problem just made from the template
//! (`tools plant-mistakes NAME`), each a coach's slip that `check.sh NAME` must fail on,
//! naming the case: a validator that accepts a bad input, a byte variant whose case-table row
//! lacks its `beyond the judges:` mark, a checker that accepts a wrong answer only the
//! problem's own checker tests hold, and a coach's solution in a folder whose verdict it does
//! not get. Each is written into the problem's files; then the checks `check.sh NAME` runs
//! that must fail on them run (the tools' tests of validators, promises and checkers, and the
//! coach's solutions' step), and what they print must hold, for each mistake, the words its
//! failure says (`planted_and_named`).

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

/// Plants every mistake in `problem` of the workspace at `root`, runs the checks that must
/// fail on them (the tools' tests from `root` by cargo, the coach's solutions by
/// `tools_binary`), and returns the words each failure said; an error when a check passed or
/// no failure holds a mistake's words, with the last lines the checks printed.
pub fn planted_and_named(
    root: &Path,
    problem: &str,
    tools_binary: &Path,
) -> Result<Vec<String>, String> {
    let words = plant(root, problem)?;
    let tests = Command::new("cargo")
        .args([
            "test",
            "--release",
            "--quiet",
            "--no-fail-fast",
            "-p",
            "tools",
        ])
        .args([
            "--test",
            "validators",
            "--test",
            "promise",
            "--test",
            "checkers",
        ])
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cargo test: {}", e))?;
    let solutions = Command::new(tools_binary)
        .arg("--root")
        .arg(root)
        .args(["solutions", problem])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{}: {}", tools_binary.display(), e))?;
    let said = String::from_utf8_lossy(
        &[
            tests.stdout,
            tests.stderr,
            solutions.stdout,
            solutions.stderr,
        ]
        .concat(),
    )
    .into_owned();
    let tail = || {
        let lines: Vec<&str> = said.lines().collect();
        lines[lines.len().saturating_sub(30)..].join("\n")
    };
    if tests.status.success() {
        return Err(format!(
            "the planted mistakes passed the tests:\n{}",
            tail()
        ));
    }
    if solutions.status.success() {
        return Err(format!(
            "a coach's solution in the wrong folder passed:\n{}",
            tail()
        ));
    }
    match words.iter().find(|words| !said.contains(words.as_str())) {
        Some(missing) => Err(format!("no failure says: {}\n{}", missing, tail())),
        None => Ok(words),
    }
}

/// The validator's own `main`, as the template writes it.
const VALIDATOR_MAIN: &str = "strict::main(validate)";
/// How the template's checker reads a sum and compares it.
const CHECKER_READS: &str = "got.parse::<i64>().ok() != Some(*want)";

/// Plants every mistake in `problem` of the workspace at `root`; returns the words each
/// failure must hold.
fn plant(root: &Path, problem: &str) -> Result<Vec<String>, String> {
    Ok(vec![
        accepting_validator(root, problem)?,
        unmarked_variant(root, problem)?,
        accepting_checker(root, problem)?,
        mistagged_solution(root, problem)?,
    ])
}

/// The coach's accepted solution copied under `wrong_answer/`, where it gets AC all the same.
fn mistagged_solution(root: &Path, problem: &str) -> Result<String, String> {
    let solutions = root.join(problem).join(crate::solutions::FOLDER);
    let right = solutions.join("accepted").join(format!("{}.cpp", problem));
    let wrong = solutions.join("wrong_answer");
    fs::create_dir_all(&wrong).map_err(|e| format!("{}: {}", wrong.display(), e))?;
    write(&wrong.join("right-but-tagged-wrong.cpp"), &read(&right)?)?;
    Ok(format!(
        "{}/solutions/wrong_answer/right-but-tagged-wrong.cpp: AC from the judge, but its folder says wrong_answer",
        problem
    ))
}

/// The checker made to read each sum as a decimal number, so that `3.0` passes for `3`: the
/// two wrong outputs every checker is tried on (no output, junk after the answers) still fail
/// it, so only the problem's own checker test `sample.decimal-point.reject` can name it.
fn accepting_checker(root: &Path, problem: &str) -> Result<String, String> {
    let file = root
        .join(problem)
        .join("examples")
        .join(format!("{}-check.rs", problem));
    let text = read(&file)?;
    if !text.contains(CHECKER_READS) {
        return Err(format!("{}: no {}", file.display(), CHECKER_READS));
    }
    write(
        &file,
        &text.replace(
            CHECKER_READS,
            "got.parse::<f64>().ok() != Some(*want as f64)",
        ),
    )?;
    Ok(format!(
        "data/{}/checker-tests/sample.decimal-point.reject: the checker accepts it, but it must be rejected",
        problem
    ))
}

/// The validator made to accept every input: the bad input `bad-token` must be named.
fn accepting_validator(root: &Path, problem: &str) -> Result<String, String> {
    let file = root
        .join(problem)
        .join("examples")
        .join(format!("{}-validate.rs", problem));
    let text = read(&file)?;
    if !text.contains(VALIDATOR_MAIN) {
        return Err(format!("{}: no {}", file.display(), VALIDATOR_MAIN));
    }
    let planted = text.replace(VALIDATOR_MAIN, "strict::main(|_| validate(b\"0 0\\n\"))");
    write(&file, &planted)?;
    Ok(format!("{}/bad-token (bad) accepted", problem))
}

/// `judge-crlf`, the sample with CRLF line ends, its row without the mark its bytes call for.
fn unmarked_variant(root: &Path, problem: &str) -> Result<String, String> {
    let data = root.join("data").join(problem);
    let sample = read(&data.join("sample.in"))?;
    write(&data.join("judge-crlf.in"), &sample.replace('\n', "\r\n"))?;
    write(
        &data.join("judge-crlf.out"),
        &read(&data.join("sample.out"))?,
    )?;
    let table = data.join("README.md");
    let mut text = read(&table)?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str("| judge-crlf | the sample with CRLF line ends |\n");
    write(&table, &text)?;
    Ok(format!(
        "{}/judge-crlf: the judge decides beyond (CRLF line ends",
        problem
    ))
}

fn read(file: &Path) -> Result<String, String> {
    fs::read_to_string(file).map_err(|e| format!("{}: {}", file.display(), e))
}

fn write(file: &Path, text: &str) -> Result<(), String> {
    fs::write(file, text).map_err(|e| format!("{}: {}", file.display(), e))
}
