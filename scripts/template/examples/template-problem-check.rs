//! template-problem's checker (an output validator, in the interface of Kattis's and
//! DOMjudge's: `template-problem-check INPUT JUDGE_ANSWER FEEDBACK_DIR < TEAM_OUTPUT`, exit 42
//! to accept, 43 to reject with the reason in `FEEDBACK_DIR/judgemessage.txt`), named by the
//! fact `checker` in `Cargo.toml`. It accepts each sum written any way a number may be (`+5`,
//! `05`), so more than one output is right. Where each input has exactly one right output,
//! delete this file and the fact: the judges' own comparison then applies. std only: the
//! package carries it as one file, for problemtools to compile.

use std::io::Read;
use std::path::Path;

/// The exit status that accepts, and the one that rejects.
const ACCEPT: i32 = 42;
const REJECT: i32 = 43;

/// Ok when `output` holds the sums of `answer`, one a line, however each is written.
fn check(answer: &str, output: &str) -> Result<(), String> {
    let expected: Vec<&str> = answer.split_whitespace().collect();
    let given: Vec<&str> = output.split_whitespace().collect();
    if given.len() != expected.len() {
        return Err(format!(
            "{} answers expected, {} given",
            expected.len(),
            given.len()
        ));
    }
    for (case, (want, got)) in expected.iter().zip(&given).enumerate() {
        let same = match (want.parse::<i64>(), got.parse::<i64>()) {
            (Ok(want), Ok(got)) => want == got,
            _ => false,
        };
        if !same {
            return Err(format!(
                "case {}: expected {}, got {:?}",
                case + 1,
                want,
                got
            ));
        }
    }
    Ok(())
}

/// The checker's verdict as its exit status, its reason written where the judge reads it.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (answer_file, feedback) = match args.as_slice() {
        [_, _input, answer, feedback, ..] => (answer, Path::new(feedback)),
        _ => {
            eprintln!("usage: template-problem-check INPUT JUDGE_ANSWER FEEDBACK_DIR < OUTPUT");
            std::process::exit(2);
        }
    };
    let mut output = String::new();
    let read = std::io::stdin().read_to_string(&mut output);
    let answer = std::fs::read_to_string(answer_file);
    let verdict = match (read, answer) {
        (Ok(_), Ok(answer)) => check(&answer, &output),
        (Err(_), _) => Err("the output is not UTF-8 text".to_string()),
        (_, Err(e)) => {
            eprintln!("{}: {}", answer_file, e);
            std::process::exit(2);
        }
    };
    match verdict {
        Ok(()) => std::process::exit(ACCEPT),
        Err(why) => {
            // a judge shows the feedback file; stderr is for whoever runs it by hand
            let _ = std::fs::write(feedback.join("judgemessage.txt"), format!("{}\n", why));
            eprintln!("{}", why);
            std::process::exit(REJECT);
        }
    }
}
