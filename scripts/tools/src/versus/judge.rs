//! Plays both programs on an input through the one judge (`crate::judge`): ours goes
//! first and must take the input cleanly; theirs is then judged against our output under the
//! limits and the rules of the judge that counts, as `check.sh --cmd` judges it. Each input
//! is held in a file that lives in memory alone (`Input`): a program's stdin is a file, as on
//! a judge, and no folder holds it, so nothing is left behind however versus ends. Where the
//! problem has a checker, it judges theirs, with our output as the judge's answer.

use crate::judge::checker::{Checker, Checking};
use crate::judge::grounds::Grounds;
use crate::judge::run::{run, End, Limits, Program, Run};
use crate::judge::verdict::{judge, Expected, Judge, Judgement};
use std::fs::File;
use std::io::{self, Seek, SeekFrom, Write};
use std::os::raw::{c_char, c_int, c_uint};
use std::os::unix::io::FromRawFd;
use std::path::{Path, PathBuf};
use std::time::Duration;

extern "C" {
    fn memfd_create(name: *const c_char, flags: c_uint) -> c_int;
}

/// `memfd_create`'s flag: the file is not inherited across exec (a program gets only its
/// own read-only stdin).
const MFD_CLOEXEC: c_uint = 1;

/// The input both programs read: an anonymous file in memory (`memfd_create`, Linux 3.17),
/// which no folder names and which is gone with the last descriptor of it, when versus ends,
/// however it ends (done, a failure found, given up, Ctrl-C, killed), so that there is never
/// a temporary file to remove. Each run opens it afresh through `/proc/self/fd/N`: read-only,
/// from its start, a regular file a program may `fstat`, `mmap` or seek, as the judge's
/// `run` promises.
pub(super) struct Input {
    file: File,
    path: PathBuf,
    /// The same file by versus's own process id, for the problem's checker, another process
    /// that must open versus's descriptor and not its own (`/proc/self` is each one's).
    shared: PathBuf,
}

impl Input {
    pub(super) fn new() -> io::Result<Input> {
        // Safety: a NUL-terminated name and a flag; the descriptor returned is ours alone.
        let fd = unsafe { memfd_create(b"versus-input\0".as_ptr() as *const c_char, MFD_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(Input {
            // Safety: `fd` is a fresh descriptor that nothing else owns.
            file: unsafe { File::from_raw_fd(fd) },
            path: PathBuf::from(format!("/proc/self/fd/{}", fd)),
            shared: PathBuf::from(format!("/proc/{}/fd/{}", std::process::id(), fd)),
        })
    }

    /// Makes `bytes` the whole input; returns the path a run opens it by.
    fn hold(&self, bytes: &[u8]) -> io::Result<&Path> {
        let mut file = &self.file;
        file.set_len(0)?;
        file.seek(SeekFrom::Start(0))?;
        file.write_all(bytes)?;
        Ok(&self.path)
    }
}

/// `text` as one word for `sh -c`: as it is when that is safe, else in single quotes.
pub(super) fn shell_quoted(text: &str) -> String {
    let plain = |b: u8| b.is_ascii_alphanumeric() || b"/._-+,:=@%".contains(&b);
    if !text.is_empty() && text.bytes().all(plain) {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', "'\\''"))
}

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
    pub(super) fn run(&self, command: &str, input: &[u8]) -> io::Result<Run> {
        let path = self.input.hold(input)?;
        run(&Program::shell(command), path, &self.limits)
    }

    /// Runs ours, then theirs if ours took the input, and judges theirs.
    pub(super) fn play(&self, input: &str) -> io::Result<Round> {
        let ours = self.run(&self.ours, input.as_bytes())?;
        if !clean(&ours) {
            return Ok(Round { ours, theirs: None });
        }
        let path = self.input.hold(input.as_bytes())?;
        let theirs = self
            .grounds
            .run(&Program::shell(self.theirs), path, &self.limits)?;
        let expected = Expected {
            stdout: ours.stdout.clone(),
            ours: None,
            checker: self.checker.clone().map(|checker| Checking {
                checker,
                input: self.input.shared.clone(),
            }),
        };
        let judgement = judge(&theirs, &expected, &self.limits, &self.judges);
        Ok(Round {
            ours,
            theirs: Some((theirs, judgement)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_is_a_file_read_afresh_from_its_start_after_each_change() {
        let input = Input::new().expect("a file in memory");
        let read = |bytes: &[u8]| {
            let path = input.hold(bytes).expect("held");
            std::fs::read(path).expect("read through /proc/self/fd")
        };
        assert_eq!(read(b"a longer first input\n"), b"a longer first input\n");
        assert_eq!(read(b"short\n"), b"short\n");
        assert_eq!(read(b""), b"");
    }

    #[test]
    fn quoting_survives_quotes() {
        assert_eq!(shell_quoted("target/x-1.in"), "target/x-1.in");
        assert_eq!(shell_quoted("a b"), "'a b'");
        assert_eq!(shell_quoted("it's"), "'it'\\''s'");
    }
}
