//! Runs one program on one input as a judge's sandbox (DOMjudge's runguard, problemtools)
//! does: in a process group of its own, stdin the input file itself (opened read-only, so a
//! reader may `fstat`, `mmap` or seek it), the stack raised to the memory limit, and stopped
//! at the first limit it passes: CPU time (user plus system, of every process of its group),
//! a wall clock well beyond it (twice the limit plus a second: a program that waits), its
//! resident memory, or its output. The run's processes are every process it started, in its
//! group or not: a process that leaves the group (`setsid`, a daemon's double fork) is still
//! below the leader in the process tree, or, once its parent is gone, a child of the judge (a
//! child subreaper) that carries the run's mark in its environment (`JUDGE_RUN`). Their CPU
//! time and memory count; when the run ends, for whatever reason, the group is killed before
//! its leader is reaped (a reaped leader's id, reused, could name someone else's group), then
//! every other process of the run, and all of them are reaped, so that nothing a run started
//! outlives it. SIGINT, SIGTERM or SIGHUP to the judge kill the run the same way, and the run
//! gives back `Interrupted` (as does every run asked for after): the binary, which took the
//! process's charge at its start (`self::process`), exits as the signal asks.
//!
//! Linux only (std plus a few libc calls that std links anyway): `/proc/PID/stat` gives each
//! live process's CPU time and resident memory while it runs, `wait4` the CPU time and peak
//! of what is reaped, so nothing (no GNU time, no coreutils `timeout`) stands between us and
//! the program.

pub mod input;
pub mod limit;
pub mod os;
pub mod process;
pub mod sandbox;
pub mod session_sandbox;
mod watch;

#[cfg(test)]
mod tests;

use self::limit::{processes_at_end, rlimit_tasks, ProcessLimit, CENSUS_FD};
use self::os::{set_limit, RLIMIT_AS, RLIMIT_STACK};
use self::process::Interrupted;
use self::sandbox::{environment, Sandbox, Scratch};
use self::session_sandbox::Report;
use self::watch::{ended_by, internal, reap, watch, Captured, Mark, Processes};
use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::os::raw::c_int;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

extern "C" {
    fn setpgid(pid: c_int, pgid: c_int) -> c_int;
    fn write(fd: c_int, buffer: *const u8, count: usize) -> isize;
    fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
    fn dup2(old: c_int, new: c_int) -> c_int;
}

const RLIM_INFINITY: u64 = u64::MAX;
/// What to run: a program with its arguments, or a shell command line (`sh -c`), from `dir`.
#[derive(Clone, Debug)]
pub struct Program {
    argv: Vec<String>,
    dir: Option<PathBuf>,
    /// Address space the run may reserve, in MB: a safety cap so that a runaway program
    /// cannot take the machine's memory. None for a user's command: a JVM or node reserves
    /// far more than it uses, and the memory verdict comes from the peak anyway.
    cap_mb: Option<u64>,
    /// A user's run: contained in the sandbox (`self::sandbox`) where there is one, with
    /// these folders its own. None for our builds.
    contained: Option<Scratch>,
}

impl Program {
    /// `path` run with no arguments (our builds).
    pub fn binary(path: &str) -> Program {
        Program {
            argv: vec![path.to_string()],
            dir: None,
            cap_mb: None,
            contained: None,
        }
    }

    /// `sh -c command` (a user's program, in any language).
    pub fn shell(command: &str) -> Program {
        Program {
            argv: vec!["sh".into(), "-c".into(), command.into()],
            dir: None,
            cap_mb: None,
            contained: None,
        }
    }

    /// Runs from `dir` instead of the current directory.
    pub fn from_dir(mut self, dir: PathBuf) -> Program {
        self.dir = Some(dir);
        self
    }

    /// Runs contained, as a user's program (`self::sandbox`), `scratch` its own folders.
    pub fn contained(mut self, scratch: Scratch) -> Program {
        self.contained = Some(scratch);
        self
    }

    /// The folder it runs from, when not the current one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Caps the address space at `mb` megabytes.
    pub fn capped(mut self, mb: u64) -> Program {
        self.cap_mb = Some(mb);
        self
    }

    /// The program as one line, for reports.
    pub fn shown(&self) -> String {
        match self.argv.as_slice() {
            [sh, c, command] if sh == "sh" && c == "-c" => command.clone(),
            argv => argv.join(" "),
        }
    }

    /// The stack limit it runs under, in bytes (`RLIM_INFINITY` for none): the memory limit,
    /// as Codeforces gives the stack the whole memory limit; unlimited, as problemtools sets
    /// it, where the address-space cap already bounds it.
    fn stack_bytes(&self, limits: &Limits) -> u64 {
        match self.cap_mb {
            Some(_) => RLIM_INFINITY,
            None => limits.memory_kb * 1024,
        }
    }

    /// The stack limit in words, for a report's header: "stack 256 MB".
    pub fn stack_words(&self, limits: &Limits) -> String {
        match self.cap_mb {
            Some(mb) => format!("stack unlimited (address space capped at {} MB)", mb),
            None => format!("stack {} MB", limits.memory_kb / 1024),
        }
    }
}

/// `text` as one word for `sh -c`: as it is when that is safe, else in single quotes.
pub fn shell_quoted(text: &str) -> String {
    let plain = |b: u8| b.is_ascii_alphanumeric() || b"/._-+,:=@%".contains(&b);
    if !text.is_empty() && text.bytes().all(plain) {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// Output a program may write on one input, unless told otherwise: Kattis's default, 8 MB;
/// our builds, a user's program (check.sh) and versus alike.
pub const OUTPUT_LIMIT_BYTES: usize = 8 << 20;

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time (user plus system, of every process of the run).
    pub time: Duration,
    pub memory_kb: u64,
    /// Bytes of stdout kept; one more and the run is stopped (Output Limit Exceeded).
    pub output_bytes: usize,
}

impl Limits {
    /// The wall-clock safety: twice the time limit plus a second, as DOMjudge and DMOJ give
    /// slack beyond the CPU limit, only to stop a program that waits.
    pub fn wall(&self) -> Duration {
        self.time * 2 + Duration::from_secs(1)
    }

    /// The time limit in a header's words, "1 s of CPU time (stopped at 3 s of wall time if
    /// it waits)"; where the user's `--time-limit` replaced `judge`'s own (`judges_time`), it
    /// says whose the limit is and gives the judge's beside it: "5 s of CPU time (yours; BOJ
    /// gives 1 s; stopped at 11 s of wall time if it waits)".
    pub fn time_words(&self, judge: &str, judges_time: Duration) -> String {
        let whose = if self.time == judges_time {
            String::new()
        } else {
            format!("yours; {} gives {} s; ", judge, judges_time.as_secs_f64())
        };
        format!(
            "{} s of CPU time ({}stopped at {} s of wall time if it waits)",
            self.time.as_secs_f64(),
            whose,
            self.wall().as_secs_f64()
        )
    }
}

/// Bytes of stderr kept for a report; the rest is read and dropped.
pub const STDERR_KEPT: usize = 64 * 1024;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited by itself with this status.
    Exited(i32),
    /// A signal ended it (not one of ours).
    Signal(i32),
    /// Killed when its CPU time passed the time limit.
    OverCpu,
    /// Killed at the wall-clock safety (`Limits::wall`): it waited rather than computed.
    OverWall,
    /// Killed when its resident memory passed the limit.
    OverMemory,
    /// Killed when it wrote more than the output limit.
    OverOutput,
}

/// One program's run on one input.
#[derive(Clone, Debug)]
pub struct Run {
    pub end: End,
    /// At most the output limit.
    pub stdout: Vec<u8>,
    /// At most `STDERR_KEPT` bytes.
    pub stderr: Vec<u8>,
    pub wall: Duration,
    /// User plus system time of every process of its group.
    pub cpu: Duration,
    /// Peak resident memory of its processes together, in KB.
    pub peak_kb: u64,
    /// A fork of the run was refused at the sandbox's process limit (`sandbox::PROCESSES`).
    pub forks_refused: bool,
}

impl Run {
    /// Whether the shell could not find or start the command (status 127 or 126).
    pub fn could_not_start(&self) -> bool {
        matches!(self.end, End::Exited(126) | End::Exited(127))
    }
}

/// The variable that marks a run's processes in their environment: a process that left the
/// run's group and lost its parent is known by it (`Mark`).
pub(super) const MARK_VARIABLE: &str = "JUDGE_RUN";

/// Why `run` gives no `Run`.
#[derive(Debug)]
pub enum RunError {
    /// The program could not be started (no such file, not executable), or its input
    /// opened.
    CannotStart(io::Error),
    /// The judge's own failure (`ErrorKind::Other`): a wait that failed, the watcher gone, a
    /// run asked for before the binary took the process's charge.
    Internal(io::Error),
    /// The judge was sent SIGINT, SIGTERM or SIGHUP (`self::process`): the run was killed
    /// and reaped, or not started.
    Interrupted(Interrupted),
}

impl From<io::Error> for RunError {
    fn from(error: io::Error) -> RunError {
        if error.kind() == io::ErrorKind::Other {
            RunError::Internal(error)
        } else {
            RunError::CannotStart(error)
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            RunError::CannotStart(e) | RunError::Internal(e) => e.fmt(f),
            RunError::Interrupted(stopped) => stopped.fmt(f),
        }
    }
}

/// Runs `program` with the file `input` on stdin under `limits`. Errors when the program
/// cannot be started at all (no such file, not executable), on an internal failure, and when
/// the judge was sent SIGINT, SIGTERM or SIGHUP (before the run, or during it: then once the
/// program's group is killed and reaped); a program that fails in any other way is a `Run`.
/// Needs the process's charge (`process::Charge::take`): its orphans come back to it.
/// Cost: the run itself plus, every 5 ms, a read of `/proc/PID/stat` per live process.
pub fn run(program: &Program, input: &Path, limits: &Limits) -> Result<Run, RunError> {
    if !process::taken() {
        return Err(RunError::Internal(internal(
            "a run before the binary took the process's charge (process::Charge::take)",
        )));
    }
    if let Some(stopped) = process::interrupted() {
        return Err(RunError::Interrupted(stopped));
    }
    let stdin = File::open(input)?;
    let mark = Mark::new();
    // inside a versus session's sandbox, a contained run gets a PID namespace of its own
    let in_session = program.contained.is_some() && os::inside();
    let in_bwrap = program.contained.is_some() && matches!(Sandbox::get(), Sandbox::Bwrap(_));
    let limit = if in_session || in_bwrap {
        ProcessLimit::make(in_session)
    } else {
        ProcessLimit::None
    };
    let contained = contained_argv(program, &mark, &limit);
    let report = if in_session {
        Some(report_pipe()?)
    } else {
        None
    };
    // a run held by RLIMIT_NPROC in a bwrap of its own writes its census (sandbox::CENSUS)
    let census = if in_bwrap && matches!(limit, ProcessLimit::Rlimit) {
        Some(report_pipe()?)
    } else {
        None
    };
    let joined = match &limit {
        ProcessLimit::Cgroup(pids) => Some(File::options().write(true).open(pids.join_path())?),
        _ => None,
    };
    let started = Instant::now();
    let argv = contained.as_deref().unwrap_or(&program.argv);
    let census_fd = census
        .as_ref()
        .map(|(_, write_end)| std::os::unix::io::AsRawFd::as_raw_fd(write_end));
    let stack = program.stack_bytes(limits);
    let mut command = command(program, argv, stdin, stack, joined, census_fd);
    command.env(MARK_VARIABLE, &mark.0);
    if let Some((_, write_end)) = &report {
        let tasks = matches!(limit, ProcessLimit::Rlimit).then(|| rlimit_tasks(2));
        in_a_run_namespace(&mut command, write_end, &mark, tasks);
    }
    let mut child = command.spawn()?;
    // the judge's copy of each write end goes: a pipe ends with the run's processes
    let report = report.map(|(read_end, _)| read_end);
    let census = census.map(|(read_end, _)| read_end);
    let pid = child.id() as c_int;
    let run = Processes {
        leader: pid,
        mark,
        seen: Mutex::new(Vec::new()),
        // bwrap and its init, or the leader and the init; and the census shell
        sandbox_levels: if contained.is_some() || in_session {
            2 + usize::from(census.is_some())
        } else {
            0
        },
    };
    let over_output = Arc::new(AtomicBool::new(false));
    let stdout = Captured::start(
        child.stdout.take(),
        limits.output_bytes,
        Some(over_output.clone()),
    );
    let stderr = Captured::start(child.stderr.take(), STDERR_KEPT, None);
    let watched = watch(&run, started, limits, &over_output);
    // the group dies before its leader is reaped, whatever ended the run, the watcher's
    // failure included; then whatever left the group
    run.end_all();
    let reaped = reap(&run);
    let wall = started.elapsed();
    stdout.finish();
    stderr.finish();
    if let Some(stopped) = process::interrupted() {
        return Err(RunError::Interrupted(stopped));
    }
    let (watched, mut reaped) = (watched?, reaped?);
    let mut peak_tasks = watched.peak_tasks;
    // in a session, the init's report: the program's status and the figures of its own
    if let Some(report) = report.and_then(Report::read) {
        reaped.status = report.status;
        reaped.cpu = Duration::from_micros(report.cpu_us);
        reaped.peak_kb = report.peak_kb;
        peak_tasks = peak_tasks.max(report.processes_at_end);
    }
    if let Some(mut census) = census {
        let mut text = String::new();
        let _ = census.read_to_string(&mut text);
        peak_tasks = peak_tasks.max(processes_at_end(&text).unwrap_or(0));
    }
    let forks_refused = limit.refused(peak_tasks);
    let end = if over_output.load(Ordering::SeqCst) {
        End::OverOutput
    } else {
        watched.end.unwrap_or_else(|| ended_by(reaped.status))
    };
    Ok(Run {
        end,
        stdout: stdout.take(),
        stderr: stderr.take(),
        wall,
        cpu: watched.cpu.max(reaped.cpu + watched.orphans_cpu),
        peak_kb: watched.peak_kb.max(reaped.peak_kb),
        forks_refused,
    })
}

/// A pipe for a run's report (`session_sandbox::Report`): its read end, and its write end,
/// both closed on exec.
fn report_pipe() -> io::Result<(File, File)> {
    use std::os::unix::io::FromRawFd;
    const O_CLOEXEC: c_int = 0o2_000_000;
    let mut fds = [0 as c_int; 2];
    // Safety: `fds` has room for the two descriptors.
    if unsafe { pipe2(fds.as_mut_ptr(), O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // Safety: two fresh descriptors that nothing else owns.
    Ok(unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) })
}

/// The command as a run in a session's sandbox runs: the environment cleared as bwrap clears
/// it (HOME the session's private /tmp), and, last between fork and exec, a PID namespace
/// of its own with its init, which reports to `report`, and with `tasks` a user namespace of
/// its own holding the run to that many (`session_sandbox::prepare_run`).
fn in_a_run_namespace(command: &mut Command, report: &File, mark: &Mark, tasks: Option<u64>) {
    use std::os::unix::io::AsRawFd;
    command
        .env_clear()
        .envs(environment("/tmp", &[(MARK_VARIABLE, &mark.0)]));
    let fd = report.as_raw_fd();
    let own = tasks.map(session_sandbox::OwnUser::new);
    // Safety: prepare_run makes only system calls, between fork and exec.
    unsafe {
        command.pre_exec(move || session_sandbox::prepare_run(fd, own.as_ref()));
    }
}

/// The command line that starts a contained program in the sandbox (bwrap, then the
/// program's own line), its mark kept; None for a program not contained, or where there is
/// no sandbox (it runs as before).
fn contained_argv(program: &Program, mark: &Mark, limit: &ProcessLimit) -> Option<Vec<String>> {
    let scratch = program.contained.as_ref()?;
    let here = PathBuf::from(".");
    let dir = program.dir.as_ref().unwrap_or(&here);
    let keep = [(MARK_VARIABLE, &mark.0[..])];
    Sandbox::wrap(&program.argv, dir, scratch, &keep, limit)
}

/// The command `argv` (the program's, or the sandbox's around it), in a new process group
/// (so that the whole group can be killed), `stdin` the input file, the stack limit set, the
/// address-space cap when there is one, in the run's pids cgroup when it has one (`joined`,
/// its `cgroup.procs` open for writing), the write end of its census pipe as `CENSUS_FD`
/// when it has one, and without RUST_BACKTRACE (a judge sets none).
fn command(
    program: &Program,
    argv: &[String],
    stdin: File,
    stack: u64,
    joined: Option<File>,
    census: Option<c_int>,
) -> Command {
    use std::os::unix::io::AsRawFd;
    let mut command = Command::new(&argv[0]);
    command
        .args(&argv[1..])
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = &program.dir {
        command.current_dir(dir);
    }
    let cap = program.cap_mb.map(|mb| mb * 1024 * 1024);
    // the file lives in the closure (so in the child) until exec closes it (O_CLOEXEC)
    let join = joined.map(|file| (file.as_raw_fd(), file));
    // Safety: between fork and exec only async-signal-safe calls (setpgid, write,
    // setrlimit).
    unsafe {
        command.pre_exec(move || {
            if setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if let Some((fd, _)) = &join {
                // "0": the writer itself joins the cgroup
                if write(*fd, b"0".as_ptr(), 1) != 1 {
                    return Err(io::Error::last_os_error());
                }
            }
            set_limit(RLIMIT_STACK, stack)?;
            if let Some(bytes) = cap {
                set_limit(RLIMIT_AS, bytes)?;
            }
            // the census's descriptor, open across exec (dup2 clears close-on-exec)
            if let Some(fd) = census {
                if dup2(fd, CENSUS_FD) < 0 {
                    return Err(io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    command
}
