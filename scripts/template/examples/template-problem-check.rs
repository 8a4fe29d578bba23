//! template-problem's checker (an output validator, in the interface of Kattis's and
//! DOMjudge's: `template-problem-check INPUT JUDGE_ANSWER FEEDBACK_DIR < TEAM_OUTPUT`, exit 42
//! to accept, 43 to reject with the reason in `FEEDBACK_DIR/judgemessage.txt`), named by the
//! fact `checker` in `Cargo.toml`. It reads the input, as a checker of several right answers
//! must, and accepts each sum written any way a number may be (`+5`, `05`), so more than one
//! output is right. Where each input has exactly one right output, delete this file and the
//! fact: the judges' own comparison then applies. std only: the package carries it as one
//! file, for problemtools to compile.

use std::io::Read;
use std::path::Path;

/// The exit status that accepts, and the one that rejects.
const ACCEPT: i32 = 42;
const REJECT: i32 = 43;

/// The sums the input asks for, one a pair up to `0 0`, computed from the input itself (as a
/// checker of several right answers reads it to judge one); an input the validator would
/// reject is an error. The judge's answer is not needed here.
fn sums(input: &str) -> Result<Vec<i64>, String> {
    let numbers = input
        .split_whitespace()
        .map(|word| word.parse::<i64>())
        .collect::<Result<Vec<i64>, _>>()
        .map_err(|_| "the input is not pairs of numbers, as its validator promises".to_string())?;
    Ok(numbers
        .chunks(2)
        .take_while(|pair| pair.len() == 2 && pair != &[0, 0])
        .map(|pair| pair[0] + pair[1])
        .collect())
}

/// Ok when `output` holds the sums the input asks for, one a line, however each is written.
fn check(input: &str, output: &str) -> Result<(), String> {
    let expected = sums(input)?;
    let given: Vec<&str> = output.split_whitespace().collect();
    if given.len() != expected.len() {
        return Err(format!(
            "{} answers expected, {} given",
            expected.len(),
            given.len()
        ));
    }
    for (case, (want, got)) in expected.iter().zip(&given).enumerate() {
        if got.parse::<i64>().ok() != Some(*want) {
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
    let (input_file, feedback) = match args.as_slice() {
        [_, input, _answer, feedback, ..] => (input, Path::new(feedback)),
        _ => {
            eprintln!("usage: template-problem-check INPUT JUDGE_ANSWER FEEDBACK_DIR < OUTPUT");
            std::process::exit(2);
        }
    };
    let mut output = String::new();
    let read = std::io::stdin().read_to_string(&mut output);
    let input = std::fs::read_to_string(input_file);
    let verdict = match (read, input) {
        (Ok(_), Ok(input)) => check(&input, &output),
        (Err(_), _) => Err("the output is not UTF-8 text".to_string()),
        (_, Err(e)) => {
            eprintln!("{}: {}", input_file, e);
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
