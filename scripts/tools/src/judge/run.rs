//! Runs one program on one input as a judge does: in a process group of its own, the input
//! on stdin and then end of input, under a time limit, a memory limit and an output limit;
//! when the run ends, for whatever reason, every process left in its group is killed.
//!
//! Linux only (std plus a few libc calls that std links anyway): `wait4` gives the exit
//! status with the peak resident memory and the CPU time of the program and of everything it
//! waited for, so nothing (no GNU time, no coreutils `timeout`) stands between us and it.

use std::io::{self, Read, Write};
use std::os::raw::{c_int, c_long};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// `struct rusage` of Linux on 64-bit targets: two `timeval`s, then fourteen `long`s.
#[repr(C)]
#[derive(Default)]
struct Rusage {
    user: [c_long; 2],
    system: [c_long; 2],
    max_rss_kb: c_long,
    rest: [c_long; 13],
}

#[repr(C)]
struct Rlimit {
    current: u64,
    max: u64,
}

extern "C" {
    fn setpgid(pid: c_int, pgid: c_int) -> c_int;
    fn kill(pid: c_int, signal: c_int) -> c_int;
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
}

const SIGKILL: c_int = 9;
const RLIMIT_AS: c_int = 9;
const EINTR: i32 = 4;

/// What to run: a program with its arguments, or a shell command line (`sh -c`), from `dir`.
#[derive(Clone, Debug)]
pub struct Program {
    argv: Vec<String>,
    dir: Option<PathBuf>,
    /// Address space the run may reserve, in MB: a safety cap so that a runaway program
    /// cannot take the machine's memory. None for a user's command: a JVM or node reserves
    /// far more than it uses, and the memory verdict comes from the peak anyway.
    cap_mb: Option<u64>,
}

impl Program {
    /// `path` run with no arguments (our builds).
    pub fn binary(path: &str) -> Program {
        Program {
            argv: vec![path.to_string()],
            dir: None,
            cap_mb: None,
        }
    }

    /// `sh -c command` (a user's program, in any language).
    pub fn shell(command: &str) -> Program {
        Program {
            argv: vec!["sh".into(), "-c".into(), command.into()],
            dir: None,
            cap_mb: None,
        }
    }

    /// Runs from `dir` instead of the current directory.
    pub fn from_dir(mut self, dir: PathBuf) -> Program {
        self.dir = Some(dir);
        self
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
}

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub time: Duration,
    pub memory_kb: u64,
    /// Bytes of stdout kept; one more and the run is stopped (Output Limit Exceeded).
    pub output_bytes: usize,
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
    /// Killed at the time limit.
    TimedOut,
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
    /// User plus system time of the program and everything it waited for.
    pub cpu: Duration,
    /// Peak resident memory of the program or of the largest process it waited for, in KB.
    pub peak_kb: u64,
}

impl Run {
    /// Whether the shell could not find or start the command (status 127 or 126).
    pub fn could_not_start(&self) -> bool {
        matches!(self.end, End::Exited(126) | End::Exited(127))
    }
}

/// How often the watcher looks at the clock and at the program's memory.
const WATCH_EVERY: Duration = Duration::from_millis(5);
/// How long the pipes may stay open after the group is killed (a process that left the
/// group may hold them): then the run ends with what was read.
const DRAIN_GRACE: Duration = Duration::from_millis(500);

/// Runs `program` on `input` under `limits`. Errors only when the program cannot be started
/// at all (no such file, not executable); a program that fails in any other way is a `Run`.
/// Cost: the run itself plus a wake-up every 5 ms.
pub fn run(program: &Program, input: &[u8], limits: &Limits) -> io::Result<Run> {
    let started = Instant::now();
    let mut child = command(program).spawn()?;
    let pid = child.id() as c_int;
    let stdin = child.stdin.take();
    let input = input.to_vec();
    // a program may stop reading early: the broken pipe is its business, not an error here;
    // the pipe closes when this thread ends, which is the end of input the program sees
    thread::spawn(move || {
        if let Some(mut stdin) = stdin {
            let _ = stdin.write_all(&input);
        }
    });
    let over_output = Arc::new(AtomicBool::new(false));
    let stdout = Captured::start(
        child.stdout.take(),
        limits.output_bytes,
        Some(over_output.clone()),
    );
    let stderr = Captured::start(child.stderr.take(), STDERR_KEPT, None);
    let (status, usage, end) = watch(pid, started, limits, &over_output);
    kill_group(pid);
    let wall = started.elapsed();
    stdout.finish();
    stderr.finish();
    let cpu = timeval(usage.user) + timeval(usage.system);
    let end = end.unwrap_or_else(|| ended_by(status));
    Ok(Run {
        end: if over_output.load(Ordering::SeqCst) {
            End::OverOutput
        } else {
            end
        },
        stdout: stdout.take(),
        stderr: stderr.take(),
        wall,
        cpu,
        peak_kb: usage.max_rss_kb.max(0) as u64,
    })
}

/// The command, in a new process group (so that the whole group can be killed), with the
/// address-space cap when there is one, and without RUST_BACKTRACE (a judge sets none).
fn command(program: &Program) -> Command {
    let mut command = Command::new(&program.argv[0]);
    command
        .args(&program.argv[1..])
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = &program.dir {
        command.current_dir(dir);
    }
    let cap = program.cap_mb.map(|mb| mb * 1024 * 1024);
    // Safety: between fork and exec only async-signal-safe calls (setpgid, setrlimit).
    unsafe {
        command.pre_exec(move || {
            if setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if let Some(bytes) = cap {
                let limit = Rlimit {
                    current: bytes,
                    max: bytes,
                };
                if setrlimit(RLIMIT_AS, &limit) != 0 {
                    return Err(io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    command
}

/// Waits for `pid` while watching the clock, its memory and the output flag; kills its group
/// at a limit. Returns the wait status, the resource usage, and the limit that ended it.
fn watch(
    pid: c_int,
    started: Instant,
    limits: &Limits,
    over_output: &AtomicBool,
) -> (c_int, Rusage, Option<End>) {
    let (done, waited) = mpsc::channel();
    thread::spawn(move || {
        let _ = done.send(wait_for(pid));
    });
    let mut end = None;
    let mut seen_kb = 0;
    loop {
        match waited.recv_timeout(WATCH_EVERY) {
            Ok((status, mut usage)) => {
                // a process killed before its parent waited for it is missing from `usage`
                usage.max_rss_kb = usage.max_rss_kb.max(seen_kb as c_long);
                return (status, usage, end);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return (0, Rusage::default(), end),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        if end.is_some() {
            continue;
        }
        seen_kb = seen_kb.max(resident_kb(pid));
        if started.elapsed() >= limits.time {
            end = Some(End::TimedOut);
        } else if over_output.load(Ordering::SeqCst) {
            end = Some(End::OverOutput);
        } else if seen_kb > limits.memory_kb {
            end = Some(End::OverMemory);
        }
        if end.is_some() {
            kill_group(pid);
        }
    }
}

/// `wait4` on `pid`, retried when a signal interrupts it.
fn wait_for(pid: c_int) -> (c_int, Rusage) {
    let mut status: c_int = 0;
    let mut usage = Rusage::default();
    loop {
        // Safety: both pointers are to live, properly laid out locals.
        let got = unsafe { wait4(pid, &mut status, 0, &mut usage) };
        if got == pid || io::Error::last_os_error().raw_os_error() != Some(EINTR) {
            return (status, usage);
        }
    }
}

/// Kills every process in the group `pid` leads (the program and what it started).
fn kill_group(pid: c_int) {
    // Safety: a plain system call; ESRCH (no such group any more) is the usual outcome.
    unsafe {
        kill(-pid, SIGKILL);
    }
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

/// The resident memory of `pid` and of every process below it now, in KB (0 once they are
/// gone): the program may be a child of `sh`, or start others. Cost: two small /proc reads
/// per process.
fn resident_kb(pid: c_int) -> u64 {
    let mut total = 0;
    let mut queue = vec![pid];
    while let Some(pid) = queue.pop() {
        let status = std::fs::read_to_string(format!("/proc/{}/status", pid)).unwrap_or_default();
        total += status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kb| kb.parse::<u64>().ok())
            .unwrap_or(0);
        let tasks = std::fs::read_dir(format!("/proc/{}/task", pid));
        for task in tasks.into_iter().flatten().flatten() {
            let children =
                std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
            queue.extend(
                children
                    .split_whitespace()
                    .filter_map(|c| c.parse::<c_int>().ok()),
            );
        }
    }
    total
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
