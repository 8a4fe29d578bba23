//! Plays both programs on an input through the one judge (`crate::judge`): ours goes
//! first and must take the input cleanly; theirs is then judged against our output under the
//! limits and the rules of the judge that counts, as `check.sh --cmd` judges it. Each input
//! is held in a file that lives in memory alone (`Input`): a program's stdin is a file, as on
//! a judge, and no folder holds it, so nothing is left behind however versus ends. Where the
//! problem has a checker, it judges theirs, with our output as the judge's answer.

use crate::judge::checker::{Checker, Checking};
use crate::judge::grounds::Grounds;
use crate::judge::input::Input;
use crate::judge::run::{run, End, Limits, Program, Run, RunError};
use crate::judge::sandbox::Scratch;
use crate::judge::verdict::{judge, Expected, Judge, Judgement};
use std::time::Duration;

/// Our run is the reference only when it read a complete legal input: exit 0, no warning.
fn clean(ours: &Run) -> bool {
    ours.end == End::Exited(0) && ours.stderr.is_empty()
}

/// The two programs and how they are judged.
pub(super) struct Contest<'a> {
    pub(super) ours: String,
    pub(super) theirs: &'a str,
    pub(super) limits: Limits,
    /// The time limit of the judge that counts, which `limits` holds unless `--time-limit`
    /// replaced it.
    pub(super) judges_time: Duration,
    /// The problem's judges; the first one's verdict counts.
    pub(super) judges: Vec<Judge>,
    /// What theirs' verdicts rest on where this machine is not the judge.
    pub(super) grounds: Grounds,
    /// Where each input is held for the programs to read.
    pub(super) input: Input,
    /// The problem's checker, where it has one: it judges theirs, our output its answer.
    pub(super) checker: Option<Checker>,
    /// Theirs runs contained (`crate::judge::sandbox`), these folders its own: our data
    /// hidden.
    pub(super) scratch: Scratch,
}

/// Both runs on one input, and the verdict on theirs; `None` for theirs when ours rejected
/// the input (an illegal input).
pub(super) struct Round {
    pub(super) ours: Run,
    pub(super) theirs: Option<(Run, Judgement)>,
}

impl<'a> Contest<'a> {
    /// Runs `command` (a shell command) on `input` under the limits, the input held in
    /// `Contest::input` first.
    pub(super) fn run(&self, command: &str, input: &[u8]) -> Result<Run, RunError> {
        let path = self.input.hold(input)?;
        run(&self.program(command), path, &self.limits)
    }

    /// `command` as a program: theirs contained, ours (our own binary) not.
    fn program(&self, command: &str) -> Program {
        let program = Program::shell(command);
        if command == self.theirs {
            program.contained(self.scratch.clone())
        } else {
            program
        }
    }

    /// Runs ours, then theirs if ours took the input, and judges theirs.
    pub(super) fn play(&self, input: &str) -> Result<Round, RunError> {
        let ours = self.run(&self.ours, input.as_bytes())?;
        if !clean(&ours) {
            return Ok(Round { ours, theirs: None });
        }
        let path = self.input.hold(input.as_bytes())?;
        let theirs = self
            .grounds
            .run(&self.program(self.theirs), path, &self.limits)?;
        let input = path.to_path_buf();
        let expected = Expected {
            stdout: ours.stdout.clone(),
            ending: None,
            checker: self
                .checker
                .clone()
                .map(|checker| Checking { checker, input }),
        };
        let judgement = judge(&theirs, &expected, &self.limits, &self.judges);
        Ok(Round {
            ours,
            theirs: Some((theirs, judgement)),
        })
    }
}
