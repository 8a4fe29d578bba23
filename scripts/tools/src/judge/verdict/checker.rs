//! A problem's checker: the program that judges an output where more than one answer is
//! right, in the interface of Kattis's output validators (which DOMjudge shares):
//! `checker INPUT JUDGE_ANSWER FEEDBACK_DIR/ [FLAGS] < TEAM_OUTPUT`, exit 42 to accept and 43 to
//! reject, its reasons written in `FEEDBACK_DIR/judgemessage.txt`. A problem has one when its
//! facts say so (`checker = "examples/PROBLEM-check.rs"` in `[package.metadata.problem]`, or
//! a file or folder in another language, `output_validators/NAME/`); every program judged on
//! it, ours and a user's, through `check.sh`, `--cmd`, `--submit` and versus, is then judged by
//! it instead of by a judge's comparison. It is built and run as problemtools builds and runs
//! it (`crate::validators`, into `target/checkers/`), handed the `validator-flags` of the
//! facts as problemtools hands a problem's; problems without one keep the exact comparison.
//! `judge check` (`files`) puts it behind online-judge-tools' `oj test --judge-command`, whose
//! judge is called with an input, an output and the expected answer, and accepts with exit
//! status 0.

use crate::validators::{self, Built, Role};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// The checker's exit status when it accepts, and when it rejects.
const ACCEPT: i32 = 42;
const REJECT: i32 = 43;
/// The feedback lines a verdict shows.
const SHOWN_LINES: usize = 5;

/// A problem's checker, built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checker {
    /// The source the facts name, as the workspace names it (for messages).
    pub source: String,
    built: Built,
    /// The problem's name, for each check's folder.
    problem: String,
}

/// The checker's part in judging one case: the checker and the case's input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checking {
    pub checker: Checker,
    pub input: PathBuf,
}

/// What the checker said of an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    Accepted,
    /// Rejected, with its feedback (`judgemessage.txt`, its first lines).
    Rejected(String),
    /// Neither: it crashed, or exited with another status; why, in words.
    Failed(String),
}

impl Checker {
    /// The checker of the problem whose facts are `manifest` (`PROBLEM/Cargo.toml` in a
    /// workspace), built when its sources changed; None when the problem has none.
    pub fn of(manifest: &Path) -> Result<Option<Checker>, String> {
        let dir = manifest.parent().unwrap_or(Path::new("."));
        let problem = dir
            .file_name()
            .map_or(String::new(), |name| name.to_string_lossy().into_owned());
        let root = dir.parent().unwrap_or(Path::new("."));
        let built = match validators::of(root, &problem, Role::Output) {
            Ok(Some(built)) => built,
            Ok(None) => return Ok(None),
            Err(why) => return Err(format!("the checker: {}", why)),
        };
        Ok(Some(Checker {
            source: built.source.clone(),
            built,
            problem,
        }))
    }

    /// The checker's verdict on `output` for the case `input` whose expected answer is
    /// `answer`. Cost: one run of the checker, four small files written and removed.
    pub fn check(&self, input: &Path, answer: &[u8], output: &[u8]) -> Checked {
        // under the temporary folder: private to a versus session's sandbox, where process
        // ids repeat from one session to the next, and the process id tells judges apart
        // outside one
        let dir = std::env::temp_dir().join(format!(
            "{}-check-{}",
            self.problem,
            crate::facts::own_tag()
        ));
        let checked = self.check_in(&dir, input, answer, output);
        let _ = fs::remove_dir_all(&dir);
        checked.unwrap_or_else(|e| Checked::Failed(format!("{}: {}", dir.display(), e)))
    }

    fn check_in(
        &self,
        dir: &Path,
        input: &Path,
        answer: &[u8],
        output: &[u8],
    ) -> std::io::Result<Checked> {
        let feedback = dir.join("feedback");
        fs::create_dir_all(&feedback)?;
        let (answer_file, output_file) = (dir.join("answer"), dir.join("output"));
        fs::write(&answer_file, answer)?;
        fs::write(&output_file, output)?;
        // the input copied here by the judge, which can read it (versus's input is its own
        // descriptor, which a process of versus's guarded session cannot open)
        let input_file = dir.join("input");
        fs::copy(input, &input_file)?;
        // the feedback folder with its separator, as problemtools passes it
        let ran = self
            .built
            .command()
            .arg(&input_file)
            .arg(&answer_file)
            .arg(format!("{}/", feedback.display()))
            .args(&self.built.flags)
            .stdin(fs::File::open(&output_file)?)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()?;
        let message = fs::read_to_string(feedback.join("judgemessage.txt")).unwrap_or_default();
        let said: Vec<&str> = message.lines().take(SHOWN_LINES).collect();
        Ok(match ran.status.code() {
            Some(ACCEPT) => Checked::Accepted,
            Some(REJECT) => Checked::Rejected(said.join(" / ")),
            other => Checked::Failed(format!(
                "{} ended with {}, neither {} nor {}: {}",
                self.source,
                other.map_or("a signal".to_string(), |code| format!(
                    "exit status {}",
                    code
                )),
                ACCEPT,
                REJECT,
                String::from_utf8_lossy(&ran.stderr).trim()
            )),
        })
    }
}

impl Checking {
    /// The checker's verdict on `output`, against the expected `answer`.
    pub fn check(&self, answer: &[u8], output: &[u8]) -> Checked {
        self.checker.check(&self.input, answer, output)
    }
}

/// The checker of the problem whose facts are `manifest` on the files of one case, as
/// online-judge-tools calls its judge (`INPUT OUTPUT ANSWER`); an error when the problem has
/// no checker, it cannot be built, or a file cannot be read. Cost: one run of the checker.
pub fn files(
    manifest: &Path,
    input: &Path,
    output: &Path,
    answer: &Path,
) -> Result<Checked, String> {
    let checker = Checker::of(manifest)?.ok_or_else(|| {
        format!(
            "{}: the problem names no checker: its outputs are compared, not checked",
            manifest.display()
        )
    })?;
    let read = |file: &Path| fs::read(file).map_err(|e| format!("{}: {}", file.display(), e));
    Ok(checker.check(input, &read(answer)?, &read(output)?))
}
