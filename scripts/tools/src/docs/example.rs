//! The example blocks of a Markdown document, and running one. An example is a fenced code
//! block whose line before is a marker:
//!
//! - `<!-- example -->`: each of its commands is run from the workspace's root and must exit
//!   0 and print what the block shows under it (`shown`);
//! - `<!-- example: exit N -->`: the same, but its last command exits N (a wrong program
//!   judged), the commands before it 0;
//! - `<!-- example: not run, WHY -->`: checked, not run (a step of check.sh runs it, or it
//!   takes minutes or changes the workspace): each command must parse as bash, and a script
//!   it names after `bash` or `python3` must exist.
//!
//! In the block, a line `$ COMMAND` is a command (one line, run by `bash -c`); the lines
//! under it, up to the next command, are what it prints: stdout and stderr as they
//! interleave, with `NO_COLOR=1` and no terminal, so no colour.

use std::path::Path;
use std::process::{Command as Process, Stdio};

/// An example block of a document.
#[derive(Debug, Clone, PartialEq)]
pub struct Example {
    /// The line of its opening fence, counted from 1.
    pub line: usize,
    pub mode: Mode,
    pub commands: Vec<Shown>,
}

/// What is done with an example's commands.
#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    /// Run, each expected to print what is shown, the last to exit with this status and the
    /// others with 0.
    Run { exit: i32 },
    /// Checked for syntax and for the scripts they name, with the reason they are not run.
    NotRun { why: String },
}

/// One command of a block and the lines shown under it.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    /// Its line in the document, counted from 1.
    pub line: usize,
    pub command: String,
    pub lines: Vec<String>,
}

const MARKER: &str = "<!-- example";
const PROMPT: &str = "$ ";

/// Every example block of `text`, in order; an error for a marker that is not one of the
/// three, or not followed by a fenced block that starts with a command.
pub fn examples(text: &str) -> Result<Vec<Example>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if let Some(options) = marker_options(line) {
            let mode = mode(options).map_err(|why| format!("line {}: {}", at + 1, why))?;
            found.push(block(&lines, at + 1, mode)?);
        }
    }
    Ok(found)
}

/// The text after `example` in a marker line, or `None` for any other line.
fn marker_options(line: &str) -> Option<&str> {
    let inner = line.trim().strip_prefix(MARKER)?.strip_suffix("-->")?;
    // `<!-- examples of ... -->` is a comment, not a marker
    if !(inner.is_empty() || inner.starts_with(' ') || inner.starts_with(':')) {
        return None;
    }
    Some(inner.trim().trim_start_matches(':').trim())
}

fn mode(options: &str) -> Result<Mode, String> {
    if options.is_empty() {
        return Ok(Mode::Run { exit: 0 });
    }
    if let Some(status) = options.strip_prefix("exit ") {
        let exit = status
            .trim()
            .parse()
            .map_err(|_| format!("`exit {}`: not an exit status", status.trim()))?;
        return Ok(Mode::Run { exit });
    }
    if let Some(why) = options.strip_prefix("not run") {
        let why = why.trim_start_matches(',').trim();
        if why.is_empty() {
            return Err("`not run` needs its reason: `<!-- example: not run, WHY -->`".into());
        }
        return Ok(Mode::NotRun { why: why.into() });
    }
    Err(format!(
        "unknown marker option {:?}: `<!-- example -->`, `<!-- example: exit N -->` or \
         `<!-- example: not run, WHY -->`",
        options
    ))
}

/// The fenced block opening at `lines[at]` (0-based), right after its marker.
fn block(lines: &[&str], at: usize, mode: Mode) -> Result<Example, String> {
    let fence = lines
        .get(at)
        .map(|line| line.trim_start())
        .filter(|line| line.starts_with("```"))
        .ok_or_else(|| format!("line {}: the marker is not followed by a ``` block", at))?;
    let indent = lines[at].len() - fence.len();
    let mut commands: Vec<Shown> = Vec::new();
    for (offset, line) in lines[at + 1..].iter().enumerate() {
        let number = at + 2 + offset;
        if line.trim_start().starts_with("```") {
            if commands.is_empty() {
                return Err(format!("line {}: an example with no `$ ` command", at + 1));
            }
            return Ok(Example {
                line: at + 1,
                mode,
                commands,
            });
        }
        let line = unindented(line, indent);
        match (line.strip_prefix(PROMPT), commands.last_mut()) {
            (Some(command), _) => commands.push(Shown {
                line: number,
                command: command.to_string(),
                lines: Vec::new(),
            }),
            (None, Some(last)) => last.lines.push(line.to_string()),
            (None, None) => {
                return Err(format!(
                    "line {}: an example starts with its command, `$ COMMAND`",
                    number
                ))
            }
        }
    }
    Err(format!(
        "line {}: the example's block is never closed",
        at + 1
    ))
}

/// `line` less the block's own indentation (a block inside a list), which is not the output's;
/// a line indented less loses what it has.
fn unindented(line: &str, indent: usize) -> &str {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    &line[spaces.min(indent)..]
}

/// What a command printed and how it ended.
#[derive(Debug)]
pub struct Ran {
    /// Its exit status; `None` when it was stopped at the time limit or by a signal.
    pub status: Option<i32>,
    /// stdout and stderr as they interleaved.
    pub output: String,
}

/// Runs `command` by `bash -c` from `root`, stdin empty, stderr into stdout, with
/// `NO_COLOR=1`, under `seconds` of wall time (coreutils' `timeout`, which ends the whole
/// process group it starts, so nothing the command started outlives it).
pub fn run(root: &Path, command: &str, seconds: u64) -> Result<Ran, String> {
    // `exec 2>&1` first, so that what the command writes to stderr lands in the same pipe
    // as its stdout, in the order written
    let script = format!("exec 2>&1\n{}", command);
    let done = Process::new("timeout")
        .args(["-k", "5", &seconds.to_string(), "bash", "-c", &script])
        .current_dir(root)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start timeout (coreutils) and bash: {}", e))?;
    let mut output = String::from_utf8_lossy(&done.stdout).into_owned();
    output += &String::from_utf8_lossy(&done.stderr);
    let status = done
        .status
        .code()
        .filter(|&code| code != 124 && code != 137);
    Ok(Ran { status, output })
}

/// Why a command that is not run would fail at once, or `None`: bash cannot parse it, or a
/// script it hands to `bash` or `python3` is missing.
pub fn unrunnable(root: &Path, command: &str) -> Option<String> {
    let parsed = Process::new("bash")
        .args(["-n", "-c", command])
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output();
    match parsed {
        Ok(done) if !done.status.success() => {
            return Some(format!(
                "bash cannot parse it: {}",
                String::from_utf8_lossy(&done.stderr).trim()
            ))
        }
        Err(e) => return Some(format!("cannot start bash: {}", e)),
        Ok(_) => {}
    }
    let words: Vec<&str> = command.split_whitespace().collect();
    words
        .windows(2)
        .filter(|pair| pair[0] == "bash" || pair[0] == "python3")
        .map(|pair| pair[1])
        .filter(|script| !script.starts_with('-'))
        .find(|script| !root.join(script).is_file())
        .map(|script| format!("no script {}", script))
}
