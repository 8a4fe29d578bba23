//! Runs one program on one input under a time limit, and judges their run against ours:
//! exit status, then the output line by line with trailing blanks and empty lines ignored.
//! `Contest` plays both programs on an input; ours goes first and must take it cleanly.

use std::io::{self, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Exit {
    Code(i32),
    /// Killed by a signal other than the time limit's.
    Signal,
    TimedOut,
}

/// One program's run on one input.
pub(super) struct Ran {
    pub(super) exit: Exit,
    pub(super) stdout: Vec<u8>,
    pub(super) stderr: Vec<u8>,
    pub(super) elapsed: Duration,
}

/// `timeout` exits with this when the limit passed.
const TIMEOUT_STATUS: i32 = 124;

/// Runs `sh -c command` with `input` on stdin under `timeout`, which puts it in its own process
/// group and kills the whole group at the limit (and with SIGKILL a second later).
pub(super) fn run_shell(command: &str, input: &[u8], limit: Duration) -> io::Result<Ran> {
    let start = Instant::now();
    let mut child = Command::new("timeout")
        .args(["-k", "1", &format!("{:.3}", limit.as_secs_f64())])
        .args(["sh", "-c", command])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // a program may exit without reading it all: the broken pipe is not an error here
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output()?;
    let elapsed = start.elapsed();
    let _ = writer.join();
    let over = elapsed >= limit;
    let exit = match output.status.code() {
        Some(TIMEOUT_STATUS) if over => Exit::TimedOut,
        Some(code) => Exit::Code(code),
        None if over => Exit::TimedOut,
        None => Exit::Signal,
    };
    Ok(Ran {
        exit,
        stdout: output.stdout,
        stderr: output.stderr,
        elapsed,
    })
}

/// `text` as one word for `sh -c`: as it is when that is safe, else in single quotes.
pub(super) fn shell_quoted(text: &str) -> String {
    let plain = |b: u8| b.is_ascii_alphanumeric() || b"/._-+,:=@%".contains(&b);
    if !text.is_empty() && text.bytes().all(plain) {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// What is wrong with their run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    WrongAnswer,
    RuntimeError,
    TimeLimit,
}

impl Verdict {
    pub(super) fn describe(self) -> &'static str {
        match self {
            Verdict::WrongAnswer => "wrong answer (WA)",
            Verdict::RuntimeError => "runtime error (RE)",
            Verdict::TimeLimit => "time limit exceeded (TLE)",
        }
    }
}

/// A line without its trailing blanks (spaces, tabs, the CR of CRLF).
fn trimmed(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r'))
        .map_or(0, |last| last + 1);
    &line[..end]
}

/// The lines that are compared: trailing blanks trimmed, trailing empty lines dropped.
pub(super) fn compared_lines(output: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = output.split(|&b| b == b'\n').map(trimmed).collect();
    while matches!(lines.last(), Some(line) if line.is_empty()) {
        lines.pop();
    }
    lines
}

/// The first line (1-based) where the outputs differ, if they do.
pub(super) fn first_difference(ours: &[u8], theirs: &[u8]) -> Option<usize> {
    let (ours, theirs) = (compared_lines(ours), compared_lines(theirs));
    if ours == theirs {
        return None;
    }
    let same = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
    Some(same + 1)
}

pub(super) fn judge(ours: &Ran, theirs: &Ran) -> Option<Verdict> {
    match theirs.exit {
        Exit::TimedOut => Some(Verdict::TimeLimit),
        Exit::Code(0) => {
            first_difference(&ours.stdout, &theirs.stdout).map(|_| Verdict::WrongAnswer)
        }
        Exit::Code(_) | Exit::Signal => Some(Verdict::RuntimeError),
    }
}

/// Our run is the reference only when it read a complete legal input: exit 0, no warning.
fn clean(ours: &Ran) -> bool {
    ours.exit == Exit::Code(0) && ours.stderr.is_empty()
}

/// The two programs and how they are run.
pub(super) struct Contest<'a> {
    pub(super) ours: String,
    pub(super) theirs: &'a str,
    pub(super) limit: Duration,
}

/// Both runs on one input; `None` for theirs when ours rejected it (an illegal input).
pub(super) struct Round {
    pub(super) ours: Ran,
    pub(super) theirs: Option<Ran>,
}

impl<'a> Contest<'a> {
    /// Runs ours, then theirs if ours took the input.
    pub(super) fn play(&self, input: &str) -> io::Result<Round> {
        let ours = run_shell(&self.ours, input.as_bytes(), self.limit)?;
        let theirs = if clean(&ours) {
            Some(run_shell(self.theirs, input.as_bytes(), self.limit)?)
        } else {
            None
        };
        Ok(Round { ours, theirs })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_compare_without_crlf_and_trailing_blanks() {
        assert_eq!(first_difference(b"a\nb\n", b"a \r\nb\t\n\n\n"), None);
        assert_eq!(first_difference(b"a\nb", b"a\nb\n"), None);
        assert_eq!(first_difference(b"a\nb\n", b"a\n c\n"), Some(2));
        assert_eq!(first_difference(b"a\nb\n", b"a\n"), Some(2));
        assert_eq!(first_difference(b"", b"\n\n"), None);
    }

    #[test]
    fn quoting_survives_quotes() {
        assert_eq!(shell_quoted("target/x-1.in"), "target/x-1.in");
        assert_eq!(shell_quoted("a b"), "'a b'");
        assert_eq!(shell_quoted("it's"), "'it'\\''s'");
    }
}
