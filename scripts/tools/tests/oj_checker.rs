//! `judge check`, the problem's checker behind online-judge-tools' `oj test --judge-command`
//! (check.sh's oj step passes it for a problem with a checker): called as oj calls a judge,
//! `INPUT OUTPUT ANSWER`, it accepts a right output written otherwise (`+3` for 3) with exit
//! status 0, rejects a wrong one with 1 and the checker's feedback, and cannot judge (2) on a
//! problem without a checker. Where check.sh installed oj (target/oj), oj itself fails a
//! program that writes its sums with a sign by its byte comparison and passes it with the
//! checker.

// each test file uses its own part of what they share
#[allow(dead_code)]
mod plus;

use plus::{program, run, with_plus};
use std::fs;
use std::process::Command;

#[test]
fn the_checker_judges_one_output_as_oj_calls_its_judge() {
    let root = with_plus("judge-check");
    let check = |output: &str| {
        let file = root.join("output");
        fs::write(&file, output).expect("an output");
        let file = file.display().to_string();
        run(
            &root,
            "judge",
            &[
                "check",
                "--facts",
                "plus/Cargo.toml",
                "data/plus/sample1.in",
                &file,
                "data/plus/sample1.out",
            ],
        )
    };
    assert_eq!(check("3\n").status, 0);
    assert_eq!(check("+03\n").status, 0);
    let wrong = check("4\n");
    assert_eq!(wrong.status, 1, "{}", wrong.output);
    assert!(
        wrong.output.contains("rejected by the checker: "),
        "{}",
        wrong.output
    );
    let workspace = tools::facts::workspace().expect("the workspace");
    let statues = workspace.join("statues/Cargo.toml").display().to_string();
    let none = run(
        &workspace,
        "judge",
        &["check", "--facts", &statues, "a.in", "a.out", "a.ans"],
    );
    assert_eq!(none.status, 2, "{}", none.output);
    assert!(none.output.contains("names no checker"), "{}", none.output);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn oj_test_passes_a_right_output_written_otherwise_with_the_checker() {
    let workspace = tools::facts::workspace().expect("the workspace");
    let oj = tools::facts::target_dir(&workspace).join("oj/bin/oj");
    if !oj.is_file() {
        eprintln!("skipped: online-judge-tools is not installed in target/oj (check.sh --install)");
        return;
    }
    let root = with_plus("oj-checker");
    let listed = run(
        &root,
        "judge",
        &["list", "--data", "data/plus", "--facts", "plus/Cargo.toml"],
    );
    let files: Vec<&str> = listed.output.lines().collect();
    let signed = format!("python3 {}", program("signed.py").display());
    let judge = format!(
        "{} check --facts plus/Cargo.toml",
        env!("CARGO_BIN_EXE_judge")
    );
    let oj_test = |with_checker: bool| {
        let mut command = Command::new(&oj);
        command.args(["test", "-c", &signed, "-t", "20", "-d", "data/plus"]);
        if with_checker {
            command.args(["--judge-command", &judge]);
        }
        command
            .args(&files)
            .current_dir(&root)
            .output()
            .expect("oj runs")
            .status
            .success()
    };
    assert!(!oj_test(false), "oj's byte comparison took +3 for 3");
    assert!(oj_test(true), "oj with the checker refused a right output");
    let _ = fs::remove_dir_all(&root);
}
