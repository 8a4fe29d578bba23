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
//! process's charge at its start (`super::process`), exits as the signal asks.
//!
//! Linux only (std plus a few libc calls that std links anyway): `/proc/PID/stat` gives each
//! live process's CPU time and resident memory while it runs, `wait4` the CPU time and peak
//! of what is reaped, so nothing (no GNU time, no coreutils `timeout`) stands between us and
//! the program.

use super::process::{self, send, Interrupted, SIGKILL};
use super::sandbox::{
    environment, processes_at_end, rlimit_tasks, ProcessLimit, Sandbox, Scratch, CENSUS_FD,
};
use super::session_sandbox::{self, Report};
use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::os::raw::{c_int, c_long};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// `struct rusage` of Linux on 64-bit targets: two `timeval`s, then fourteen `long`s. What
/// `wait4` fills in, here and in a session's init (`super::session_sandbox`).
#[repr(C)]
#[derive(Default)]
pub(super) struct Rusage {
    user: [c_long; 2],
    system: [c_long; 2],
    pub(super) max_rss_kb: c_long,
    rest: [c_long; 13],
}

impl Rusage {
    /// The CPU time counted, user and system together. Only arithmetic: safe in a child
    /// between fork and exit.
    pub(super) fn cpu(&self) -> Duration {
        timeval(self.user) + timeval(self.system)
    }
}

#[repr(C)]
struct Rlimit {
    current: u64,
    max: u64,
}

extern "C" {
    fn setpgid(pid: c_int, pgid: c_int) -> c_int;
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn waitid(idtype: c_int, id: c_int, info: *mut SigInfo, options: c_int) -> c_int;
    fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
    fn sysconf(name: c_int) -> c_long;
    fn write(fd: c_int, buffer: *const u8, count: usize) -> isize;
    fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
    fn dup2(old: c_int, new: c_int) -> c_int;
}

/// `siginfo_t`: 128 bytes; for a child's state change the pid is the fifth `int`.
#[repr(C)]
struct SigInfo {
    words: [c_int; 32],
}

// Linux's numbers, grouped by the calls that take them.
// waitid:
const P_PID: c_int = 1;
const P_PGID: c_int = 2;
const WNOHANG: c_int = 1;
const WEXITED: c_int = 4;
const WNOWAIT: c_int = 0x0100_0000;
/// An end, the process left a zombie (to be reaped after its group is killed).
const ENDED_KEPT: c_int = WEXITED | WNOWAIT;
// setrlimit:
const RLIMIT_STACK: c_int = 3;
const RLIMIT_AS: c_int = 9;
/// The tasks of a user in the user namespace that counts them (`session_sandbox::OwnUser`).
pub(super) const RLIMIT_NPROC: c_int = 6;
const RLIM_INFINITY: u64 = u64::MAX;
// errno:
const EINTR: i32 = 4;
const ECHILD: i32 = 10;

/// What to run: a program with its arguments, or a shell command line (`sh -c`), from `dir`.
#[derive(Clone, Debug)]
pub struct Program {
    argv: Vec<String>,
    dir: Option<PathBuf>,
    /// Address space the run may reserve, in MB: a safety cap so that a runaway program
    /// cannot take the machine's memory. None for a user's command: a JVM or node reserves
    /// far more than it uses, and the memory verdict comes from the peak anyway.
    cap_mb: Option<u64>,
    /// A user's run: contained in the sandbox (`super::sandbox`) where there is one, with
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

    /// Runs contained, as a user's program (`super::sandbox`), `scratch` its own folders.
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

/// How often the watcher looks at the clock, the group's CPU time and memory, and at the
/// signals the judge was sent.
const WATCH_EVERY: Duration = Duration::from_millis(5);
/// How long the pipes may stay open after the group is killed (a process that left the
/// group may hold them): then the run ends with what was read.
const DRAIN_GRACE: Duration = Duration::from_millis(500);

/// The variable that marks a run's processes in their environment: a process that left the
/// run's group and lost its parent is known by it (`Mark`).
const MARK_VARIABLE: &str = "JUDGE_RUN";

/// Why `run` gives no `Run`.
#[derive(Debug)]
pub enum RunError {
    /// The program could not be started (no such file, not executable), or its input
    /// opened.
    CannotStart(io::Error),
    /// The judge's own failure (`ErrorKind::Other`): a wait that failed, the watcher gone, a
    /// run asked for before the binary took the process's charge.
    Internal(io::Error),
    /// The judge was sent SIGINT, SIGTERM or SIGHUP (`super::process`): the run was killed
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
    let in_session = program.contained.is_some() && session_sandbox::inside();
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

/// Sets both the soft and the hard limit. Async-signal-safe.
pub(super) fn set_limit(resource: c_int, value: u64) -> io::Result<()> {
    let limit = Rlimit {
        current: value,
        max: value,
    };
    // Safety: a plain system call on a live local.
    if unsafe { setrlimit(resource, &limit) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// What the watcher saw: the limit that ended the run, if one did, the most CPU time,
/// resident memory and tasks the group had at once, and the CPU time of the orphans it
/// reaped.
struct Watched {
    end: Option<End>,
    cpu: Duration,
    peak_kb: u64,
    peak_tasks: u64,
    orphans_cpu: Duration,
}

/// Waits for `pid` to end while watching the wall clock, the group's CPU time and memory,
/// the output flag and the judge's signals; kills the group at a limit. The leader is left
/// unreaped (a zombie: its group id cannot be reused meanwhile).
fn watch(
    run: &Processes,
    started: Instant,
    limits: &Limits,
    over_output: &AtomicBool,
) -> io::Result<Watched> {
    let pid = run.leader;
    let (done, ended) = mpsc::channel();
    thread::spawn(move || {
        let _ = done.send(wait_without_reaping(pid));
    });
    let mut watched = Watched {
        end: None,
        cpu: Duration::ZERO,
        peak_kb: 0,
        peak_tasks: 0,
        orphans_cpu: Duration::ZERO,
    };
    let mut orphans = Group::default();
    loop {
        match ended.recv_timeout(WATCH_EVERY) {
            Ok(result) => {
                result?;
                watched.orphans_cpu = orphans.cpu;
                return Ok(watched);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(internal("the thread waiting for the program is gone"))
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        if process::interrupted().is_some() {
            run.end_all();
            continue;
        }
        if watched.end.is_some() {
            continue;
        }
        orphans.reap_exited(pid)?;
        let now = run.now();
        watched.cpu = watched.cpu.max(now.cpu + orphans.cpu);
        watched.peak_kb = watched.peak_kb.max(now.resident_kb).max(orphans.peak_kb);
        watched.peak_tasks = watched.peak_tasks.max(now.tasks);
        watched.end = if watched.cpu > limits.time {
            Some(End::OverCpu)
        } else if started.elapsed() >= limits.wall() {
            Some(End::OverWall)
        } else if over_output.load(Ordering::SeqCst) {
            Some(End::OverOutput)
        } else if watched.peak_kb > limits.memory_kb {
            Some(End::OverMemory)
        } else {
            None
        };
        if watched.end.is_some() {
            run.end_all();
        }
    }
}

fn internal(why: &str) -> io::Error {
    io::Error::new(io::ErrorKind::Other, format!("internal error: {}", why))
}

/// Blocks until `pid` has ended, leaving it a zombie (`WNOWAIT`); retried on EINTR.
fn wait_without_reaping(pid: c_int) -> io::Result<()> {
    let mut info = SigInfo { words: [0; 32] };
    loop {
        // Safety: `info` is a live, properly sized siginfo_t.
        if unsafe { waitid(P_PID, pid, &mut info, ENDED_KEPT) } == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        if error.raw_os_error() != Some(EINTR) {
            return Err(internal(&format!(
                "waitid on the program failed: {}",
                error
            )));
        }
    }
}

/// What was reaped of a group: the leader's exit status, and the CPU time and largest peak
/// of everything reaped.
#[derive(Default)]
struct Group {
    status: c_int,
    cpu: Duration,
    peak_kb: u64,
}

impl Group {
    fn add(&mut self, usage: &Rusage) {
        self.cpu += usage.cpu();
        self.peak_kb = self.peak_kb.max(usage.max_rss_kb.max(0) as u64);
    }

    /// Reaps the processes of group `pgid` other than its leader that have ended (orphans
    /// of the program, come back to the judge), counting their time. An ended process
    /// outside the group can no longer be told by its mark: `Processes::reap_seen` reaps it
    /// at the run's end. Cost: one `waitid` per process reaped, plus one.
    fn reap_exited(&mut self, pgid: c_int) -> io::Result<()> {
        loop {
            let mut info = SigInfo { words: [0; 32] };
            // Safety: `info` is a live, properly sized siginfo_t.
            let got = unsafe { waitid(P_PGID, pgid, &mut info, ENDED_KEPT | WNOHANG) };
            let pid = info.words[4];
            if got != 0 || pid == 0 || pid == pgid {
                return Ok(());
            }
            let (_, usage) = wait_for(pid, 0)?;
            self.add(&usage);
        }
    }
}

/// Reaps the leader (its run already killed), then every other process of its group that
/// comes back to the judge, until none is left, then the run's orphans outside the group.
fn reap(run: &Processes) -> io::Result<Group> {
    let pid = run.leader;
    let mut group = Group::default();
    let (status, usage) = wait_for(pid, 0)?;
    group.status = status;
    group.add(&usage);
    loop {
        match wait_for(-pid, 0) {
            Ok((_, usage)) => group.add(&usage),
            Err(e) if e.raw_os_error() == Some(ECHILD) => break,
            Err(e) => return Err(internal(&format!("wait4 on the program's group: {}", e))),
        }
    }
    run.reap_seen(&mut group)?;
    Ok(group)
}

/// `wait4(pid, options)`, retried when a signal interrupts it; any other failure is an
/// error (ECHILD included: the caller decides what it means).
fn wait_for(pid: c_int, options: c_int) -> io::Result<(c_int, Rusage)> {
    let mut status: c_int = 0;
    let mut usage = Rusage::default();
    loop {
        // Safety: both pointers are to live, properly laid out locals.
        let got = unsafe { wait4(pid, &mut status, options, &mut usage) };
        if got > 0 {
            return Ok((status, usage));
        }
        let error = io::Error::last_os_error();
        if error.raw_os_error() != Some(EINTR) {
            return Err(error);
        }
    }
}

/// Kills every process in the group `pid` leads (the program and what it started).
fn kill_group(pid: c_int) {
    send(-pid, SIGKILL);
}

/// The exit status or signal in a `wait4` status word.
fn ended_by(status: c_int) -> End {
    let signal = status & 0x7f;
    if signal == 0 {
        End::Exited((status >> 8) & 0xff)
    } else {
        End::Signal(signal)
    }
}

fn timeval(time: [c_long; 2]) -> Duration {
    Duration::from_secs(time[0].max(0) as u64) + Duration::from_micros(time[1].max(0) as u64)
}

/// The live processes of a group at one moment: their CPU time (with what each has reaped
/// of its own children) and resident memory, summed.
#[derive(Default)]
struct Now {
    cpu: Duration,
    resident_kb: u64,
    /// Tasks: every thread of every process.
    tasks: u64,
}

/// One process's line of `/proc/PID/stat`, the fields after the command name.
struct Stat {
    parent: c_int,
    group: c_int,
    /// It has ended and waits to be reaped (state Z).
    zombie: bool,
    /// utime + stime + cutime + cstime, in clock ticks.
    ticks: u64,
    resident_pages: u64,
    threads: u64,
}

fn stat(pid: c_int) -> Option<Stat> {
    let text = std::fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    // the command name, in parentheses, may hold spaces: the fields start after its end
    let fields: Vec<&str> = text[text.rfind(')')? + 2..].split(' ').collect();
    let number = |i: usize| fields.get(i).and_then(|f| f.parse::<i64>().ok());
    // fields 3.. of proc(5), counted from 0 here: state 0, ppid 1, pgrp 2, utime 11 ..
    // cstime 14, num_threads 17, rss 21
    Some(Stat {
        parent: number(1)? as c_int,
        group: number(2)? as c_int,
        zombie: fields.first() == Some(&"Z"),
        ticks: (11..=14).filter_map(number).map(|t| t.max(0) as u64).sum(),
        resident_pages: number(21)?.max(0) as u64,
        threads: number(17)?.max(1) as u64,
    })
}

/// The children of `pid` (of each of its threads), from `/proc`.
fn children(pid: c_int) -> Vec<c_int> {
    let tasks = std::fs::read_dir(format!("/proc/{}/task", pid));
    let mut found = Vec::new();
    for task in tasks.into_iter().flatten().flatten() {
        let text = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        found.extend(
            text.split_whitespace()
                .filter_map(|c| c.parse::<c_int>().ok()),
        );
    }
    found
}

/// A run's mark: the value of `JUDGE_RUN` in its environment, unique to the run in this
/// judge and in this process (the judge's pid and a count).
struct Mark(String);

impl Mark {
    fn new() -> Mark {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::SeqCst);
        Mark(format!("{}-{}", std::process::id(), n))
    }
}

/// The processes of one run: its leader (whose pid is its group's id) and everything it
/// started, found in /proc.
struct Processes {
    leader: c_int,
    mark: Mark,
    /// Every process of the run but the leader that `live` found, to be reaped at the end
    /// (`reap_seen`): once ended, a process outside the group can no longer be told by its
    /// mark.
    seen: Mutex<Vec<c_int>>,
    /// How many levels of the tree from the leader down are the sandbox's own (bwrap and the
    /// PID namespace's init: 2), counted neither in CPU time nor in memory; 0 uncontained.
    sandbox_levels: usize,
}

impl Processes {
    /// The run's processes that came back to the judge (their parent ended): the judge's
    /// children in the run's group or with its mark in their environment, the leader aside.
    /// Cost: a read of /proc per child of the judge, and of its environment when outside the
    /// group.
    fn orphans(&self) -> Vec<c_int> {
        let mark = format!("{}={}", MARK_VARIABLE, self.mark.0);
        children(std::process::id() as c_int)
            .into_iter()
            .filter(|&c| c != self.leader)
            .filter(|&c| {
                stat(c).map_or(false, |s| s.group == self.leader) || marked(c, mark.as_bytes())
            })
            .collect()
    }

    /// The run's live processes (zombies aside) now: the leader's tree, and each orphan's
    /// tree, in any group or session.
    fn live(&self) -> Vec<(c_int, Stat)> {
        let mut found = Vec::new();
        let mut queue = vec![(self.leader, 0)];
        queue.extend(
            self.orphans()
                .into_iter()
                .map(|pid| (pid, self.sandbox_levels)),
        );
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        while let Some((pid, level)) = queue.pop() {
            if let Some(stat) = stat(pid) {
                // a contained run's processes are the PID namespace's init's to reap
                if self.sandbox_levels == 0 && pid != self.leader && !seen.contains(&pid) {
                    seen.push(pid);
                }
                if !stat.zombie && level >= self.sandbox_levels {
                    found.push((pid, stat));
                }
                queue.extend(children(pid).into_iter().map(|child| (child, level + 1)));
            }
        }
        found
    }

    /// Reaps what is left of the processes `live` found, all killed by now, counting their
    /// time: each one the judge's zombie child (an ended process comes back to the judge once
    /// its parent is gone). Rounds of a millisecond while one is still on its way, at most
    /// 200. Cost: a /proc read per process a round.
    fn reap_seen(&self, group: &mut Group) -> io::Result<()> {
        let judge = std::process::id() as c_int;
        let mut left = std::mem::take(&mut *self.seen.lock().unwrap_or_else(|e| e.into_inner()));
        for _ in 0..200 {
            let mut waiting = Vec::new();
            for pid in left {
                match stat(pid) {
                    None => {}
                    Some(s) if s.zombie && s.parent == judge => match wait_for(pid, 0) {
                        Ok((_, usage)) => group.add(&usage),
                        Err(e) if e.raw_os_error() == Some(ECHILD) => {}
                        Err(e) => return Err(internal(&format!("wait4 on an orphan: {}", e))),
                    },
                    Some(_) => waiting.push(pid),
                }
            }
            if waiting.is_empty() {
                return Ok(());
            }
            left = waiting;
            thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }

    /// Their CPU time (with what each has reaped of its own children) and resident memory,
    /// summed. Cost: two small /proc reads per process, and one per thread of the judge.
    fn now(&self) -> Now {
        const SC_CLK_TCK: c_int = 2;
        const SC_PAGESIZE: c_int = 30;
        // Safety: sysconf only reads a constant of the system.
        let (ticks_per_second, page_kb) =
            unsafe { (sysconf(SC_CLK_TCK), sysconf(SC_PAGESIZE) / 1024) };
        let (ticks_per_second, page_kb) = (ticks_per_second.max(1) as u64, page_kb.max(1) as u64);
        let mut now = Now::default();
        let mut ticks = 0;
        for (_, stat) in self.live() {
            ticks += stat.ticks;
            now.resident_kb += stat.resident_pages * page_kb;
            now.tasks += stat.threads;
        }
        now.cpu = Duration::from_millis(ticks * 1000 / ticks_per_second);
        now
    }

    /// Kills the run: its group (the program, or bwrap and the PID namespace's init, whose
    /// end ends every process in the namespace), then, uncontained, every process of the run
    /// outside the group (`kill_escaped`).
    fn end_all(&self) {
        kill_group(self.leader);
        if self.sandbox_levels == 0 {
            self.kill_escaped();
        }
    }

    /// Kills every live process of the run outside its group too (the group is killed with
    /// `kill_group`), round after round while any is left: a process that forks as it dies
    /// leaves a child to the next round. A process caught in the middle of `exec` shows no
    /// environment, so no mark, for a moment (the setsid test let one live in 1 run of 30 when
    /// one empty round ended it): while the judge has a live child that is not known to be
    /// another's, an empty round is looked at again, up to 3 times. At most 200 rounds of a
    /// millisecond; none when nothing is left and the judge has no such child.
    fn kill_escaped(&self) {
        let mut empty_rounds = 0;
        for _ in 0..200 {
            let live = self.live();
            if live.is_empty() {
                empty_rounds += 1;
                if empty_rounds > 3 || !self.judge_has_other_children() {
                    return;
                }
            }
            for (pid, _) in live {
                send(pid, SIGKILL);
            }
            thread::sleep(Duration::from_millis(1));
        }
    }

    /// Whether the judge has a live child besides this run's leader (another run's, a
    /// command of its own, or one of this run's that cannot be told yet).
    fn judge_has_other_children(&self) -> bool {
        children(std::process::id() as c_int)
            .into_iter()
            .any(|c| c != self.leader && stat(c).map_or(false, |s| !s.zombie))
    }
}

/// Whether `pid`'s environment holds `entry` (`NAME=VALUE`) as one of its variables.
fn marked(pid: c_int, entry: &[u8]) -> bool {
    std::fs::read(format!("/proc/{}/environ", pid))
        .map_or(false, |text| text.split(|&b| b == 0).any(|e| e == entry))
}

/// A pipe read to its end by a thread of its own, keeping at most `keep` bytes; when more
/// comes and `over` is given, it is set (the watcher then stops the run).
struct Captured {
    bytes: Arc<Mutex<Vec<u8>>>,
    finished: mpsc::Receiver<()>,
}

impl Captured {
    fn start<R: Read + Send + 'static>(
        pipe: Option<R>,
        keep: usize,
        over: Option<Arc<AtomicBool>>,
    ) -> Captured {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let (done, finished) = mpsc::channel();
        let kept = bytes.clone();
        thread::spawn(move || {
            if let Some(pipe) = pipe {
                read_bounded(pipe, &kept, keep, over.as_deref());
            }
            let _ = done.send(());
        });
        Captured { bytes, finished }
    }

    /// Waits for the end of the pipe, at most `DRAIN_GRACE` (the group is dead by now).
    fn finish(&self) {
        let _ = self.finished.recv_timeout(DRAIN_GRACE);
    }

    fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.bytes.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

fn read_bounded<R: Read>(
    mut pipe: R,
    kept: &Mutex<Vec<u8>>,
    keep: usize,
    over: Option<&AtomicBool>,
) {
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        let n = match pipe.read(&mut buffer) {
            Ok(0) => return,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return,
        };
        let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
        let room = keep - kept.len();
        kept.extend_from_slice(&buffer[..n.min(room)]);
        if n > room {
            if let Some(over) = over {
                over.store(true, Ordering::SeqCst);
            }
        }
    }
}
