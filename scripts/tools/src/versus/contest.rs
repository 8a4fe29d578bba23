//! Plays both programs on an input through the one judge (`crate::judge`): ours goes
//! first, as the reference, under limits of its own that no legal input comes near
//! (`OURS_TIME_FACTOR` times the judge's time), and must take the input cleanly; theirs is
//! then judged against our output under the limits and the rules of the judge that counts,
//! as `check.sh --cmd` judges it. Ours is never judged by their limits: a busy or slow
//! machine makes ours slower too, and a reference stopped at the judge's second would be
//! blamed on the generator. Each input is held in a file that lives in memory alone
//! (`Input`): a program's stdin is a file, as on a judge, and no folder holds it, so nothing
//! is left behind however versus ends. Where the problem has a checker, it judges theirs,
//! with our output as the judge's answer.

use super::theirs::Theirs;
use crate::judge::run::input::Input;
use crate::judge::run::sandbox::Scratch;
use crate::judge::run::{run, End, Limits, Program, Run, RunError};
use crate::judge::verdict::checker::{Checker, Checking};
use crate::judge::verdict::{judge, Expected, Judge, Judgement};
use std::path::Path;
use std::time::Duration;

/// Our run is the reference only when it read a complete legal input: exit 0, no warning.
fn clean(ours: &Run) -> bool {
    ours.end == End::Exited(0) && ours.stderr.is_empty()
}

/// Ours runs under this many times the judge's time limit (and memory limit): a limit that
/// no legal input brings ours near (our heaviest data file costs ours a quarter of the
/// judge's time at most), so that ours is stopped only by a bug.
pub(super) const OURS_TIME_FACTOR: u32 = 10;
pub(super) const OURS_MEMORY_FACTOR: u64 = 4;

/// The limits ours runs under: `OURS_TIME_FACTOR` times the judge's time,
/// `OURS_MEMORY_FACTOR` times its memory, the same output limit.
pub(super) fn ours_limits(judges: &Limits) -> Limits {
    Limits {
        time: judges.time * OURS_TIME_FACTOR,
        memory_kb: judges.memory_kb * OURS_MEMORY_FACTOR,
        output_bytes: judges.output_bytes,
    }
}

/// The two programs and how they are judged.
pub(super) struct Contest<'a> {
    /// Our binary's path: run as it is, not through a shell, so that its own exit status or
    /// signal is what versus sees.
    pub(super) ours: String,
    /// Theirs: a command, or a file built, with what its verdicts rest on.
    pub(super) theirs: &'a Theirs,
    /// Theirs' limits: the judge's, or `--time-limit`'s time.
    pub(super) limits: Limits,
    /// Ours' own (`ours_limits`).
    pub(super) ours_limits: Limits,
    /// The time limit of the judge that counts, which `limits` holds unless `--time-limit`
    /// replaced it.
    pub(super) judges_time: Duration,
    /// The problem's judges; the first one's verdict counts.
    pub(super) judges: Vec<Judge>,
    /// Where each input is held for the programs to read.
    pub(super) input: Input,
    /// The problem's checker, where it has one: it judges theirs, our output its answer.
    pub(super) checker: Option<Checker>,
    /// Theirs runs contained (`crate::judge::run::sandbox`), these folders its own: our data
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
    /// Runs ours on `input` under its own limits.
    pub(super) fn run_ours(&self, input: &[u8]) -> Result<Run, RunError> {
        let path = self.input.hold(input)?;
        self.ours_on(path)
    }

    /// Runs theirs on `input` under the judge's limits.
    pub(super) fn run_theirs(&self, input: &[u8]) -> Result<Run, RunError> {
        let path = self.input.hold(input)?;
        self.theirs_on(path)
    }

    /// Ours on the input held at `path`: under its own limits, uncontained (our own binary).
    fn ours_on(&self, path: &Path) -> Result<Run, RunError> {
        run(&Program::binary(&self.ours), path, &self.ours_limits)
    }

    /// Theirs on the input held at `path`: under the judge's limits, contained, the runtime
    /// at rest not counted (`Grounds::run`).
    fn theirs_on(&self, path: &Path) -> Result<Run, RunError> {
        let program = self.theirs.program(self.scratch.clone());
        self.theirs.grounds.run(&program, path, &self.limits)
    }

    /// Runs ours, then theirs if ours took the input, and judges theirs.
    pub(super) fn play(&self, input: &str) -> Result<Round, RunError> {
        let path = self.input.hold(input.as_bytes())?.to_path_buf();
        let ours = self.ours_on(&path)?;
        if !clean(&ours) {
            return Ok(Round { ours, theirs: None });
        }
        let theirs = self.theirs_on(&path)?;
        let expected = Expected {
            stdout: ours.stdout.clone(),
            ending: None,
            checker: self.checker.clone().map(|checker| Checking {
                checker,
                input: path,
            }),
        };
        let judgement = judge(&theirs, &expected, &self.limits, &self.judges);
        Ok(Round {
            ours,
            theirs: Some((theirs, judgement)),
        })
    }
}
