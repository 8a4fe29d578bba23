//! One sandbox for a whole versus session, a PID namespace of its own for each run inside
//! it: bubblewrap starts once (`enter`: the generator runs again inside it, with the
//! namespaces, mounts and process limit a contained run gets, and the one capability a new
//! PID namespace needs), then each contained run costs a fork or two, not a bwrap (about 8 ms
//! of CPU a run on this machine, mostly bwrap's own start).
//!
//! A run inside (`prepare_run`, between fork and exec): the run's first process (the leader,
//! in the session's PID namespace) makes a new PID namespace (for a user who is not root,
//! where no pids cgroup counts the run, a user namespace of its own with it, in which the
//! kernel counts the run's tasks against `RLIMIT_NPROC`: `OwnUser`) and forks its init; the init
//! forks the program, which gives up every capability before exec; when the program ends,
//! the init kills and reaps everything else in the namespace and writes the program's wait
//! status with the CPU time and peak memory of every process it reaped to `report`, a pipe
//! the judge reads (`Report::read`): the program's figures, none of the leader's or the
//! init's (both copies of the generator). Linux only; no allocation, only system calls,
//! between fork and exec.

use super::os::{set_limit, Rusage, RLIMIT_NPROC, SESSION_VARIABLE};
use super::process::{send, SIGKILL};
use std::fs;
use std::io::{self, Read};
use std::os::raw::{c_char, c_int, c_long, c_uint};
use std::path::{Path, PathBuf};

extern "C" {
    fn unshare(flags: c_int) -> c_int;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn close(fd: c_int) -> c_int;
    fn getuid() -> c_uint;
    fn getgid() -> c_uint;
    fn fork() -> c_int;
    fn _exit(status: c_int) -> !;
    fn close_range(first: c_uint, last: c_uint, flags: c_int) -> c_int;
    fn prctl(option: c_int, arg2: c_long, arg3: c_long, arg4: c_long, arg5: c_long) -> c_int;
    fn capset(header: *mut CapHeader, data: *const CapData) -> c_int;
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn write(fd: c_int, buffer: *const u8, count: usize) -> isize;
}

const CLONE_NEWPID: c_int = 0x2000_0000;
const CLONE_NEWUSER: c_int = 0x1000_0000;
const O_WRONLY: c_int = 1;
const PR_SET_DUMPABLE: c_int = 4;
const PR_CAPBSET_DROP: c_int = 24;
const PR_CAP_AMBIENT: c_int = 47;
const PR_CAP_AMBIENT_CLEAR_ALL: c_long = 4;
const EINTR: i32 = 4;
/// The highest capability number there may be (Linux has 41 today).
const LAST_CAPABILITY: c_long = 63;

#[repr(C)]
struct CapHeader {
    version: u32,
    pid: c_int,
}

#[repr(C)]
#[derive(Clone, Copy)]
struct CapData {
    effective: u32,
    permitted: u32,
    inheritable: u32,
}

/// The command line that runs this process again inside a session's sandbox (`bwrap` at
/// `bwrap`, the namespaces of a run, CAP_SYS_ADMIN kept for the runs' PID namespaces and the
/// two below; a run gives them all up before exec),
/// from `dir`, with `writable` (versus's save folder) writable, `hidden` covered and `named`
/// (what their command names under /tmp) seen; the pids cgroup hierarchy `pids` writable,
/// for each run's cgroup.
pub fn command_line(
    bwrap: &Path,
    args: &[String],
    dir: &Path,
    writable: &[PathBuf],
    hidden: &[PathBuf],
    named: &[String],
    pids: Option<&Path>,
) -> io::Result<Vec<String>> {
    let exe = std::env::current_exe()?.display().to_string();
    let mut line: Vec<String> = vec![bwrap.display().to_string()];
    let mut add = |words: &[&str]| line.extend(words.iter().map(|w| w.to_string()));
    add(&[
        "--unshare-user",
        "--unshare-pid",
        "--unshare-net",
        "--unshare-ipc",
    ]);
    add(&[
        "--die-with-parent",
        "--cap-drop",
        "ALL",
        "--cap-add",
        "CAP_SYS_ADMIN",
    ]);
    // CAP_SETPCAP to empty a run's bounding set; CAP_DAC_OVERRIDE to make cgroups in the
    // hierarchy bound in (the kernel asks for it of a user namespace's root)
    add(&["--cap-add", "CAP_SETPCAP", "--cap-add", "CAP_DAC_OVERRIDE"]);
    let dir = dir.display().to_string();
    let root = super::sandbox::read_only_root(&dir, named);
    add(&root.iter().map(String::as_str).collect::<Vec<_>>());
    for folder in writable {
        let folder = folder.display().to_string();
        add(&["--bind", &folder, &folder]);
    }
    if let Some(pids) = pids {
        let pids = pids.display().to_string();
        add(&["--bind", &pids, &pids]);
    }
    for folder in hidden {
        let folder = folder.display().to_string();
        add(&["--tmpfs", &folder, "--remount-ro", &folder]);
    }
    let outside = std::process::id().to_string();
    add(&[
        "--chdir",
        &dir,
        "--setenv",
        SESSION_VARIABLE,
        &outside,
        "--",
        &exe,
    ]);
    line.extend(args.iter().cloned());
    Ok(line)
}

/// Runs `line` (`command_line`) and waits for it: the session's exit status (128 + N when
/// signal N ended it), or None when bwrap could not be started. Meanwhile SIGINT, SIGTERM and
/// SIGHUP are ignored here (`process::ignoring_signals`): Ctrl-C reaches the generator
/// inside, which kills its run and exits 128 + the signal's number, as outside.
pub fn run_inside(line: &[String]) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    let status = super::process::ignoring_signals(|| {
        std::process::Command::new(&line[0])
            .args(&line[1..])
            .status()
    });
    let status = status.ok()?;
    Some(
        status
            .code()
            .unwrap_or_else(|| 128 + status.signal().unwrap_or(0)),
    )
}

/// The generator inside its session: no process may read its memory or trace it (a run is
/// the same user, without capabilities: it needs the generator dumpable to).
pub fn guard_the_judge() {
    // Safety: a prctl with int arguments.
    unsafe {
        prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    }
}

/// A run's own user namespace inside the session, where no pids cgroup counts its processes
/// (a user who is not root): the run's uid and gid mapped to the session's, one line each
/// (all that a process may write for itself), and `RLIMIT_NPROC` of `tasks`, which the kernel
/// counts in that namespace alone (Linux 5.14). Made before the fork: between fork and exec
/// nothing may allocate.
pub struct OwnUser {
    uid_map: Vec<u8>,
    gid_map: Vec<u8>,
    tasks: u64,
}

impl OwnUser {
    pub fn new(tasks: u64) -> OwnUser {
        // Safety: getuid and getgid only read the process's credentials.
        let (uid, gid) = unsafe { (getuid(), getgid()) };
        OwnUser {
            uid_map: format!("{} {} 1", uid, uid).into_bytes(),
            gid_map: format!("{} {} 1", gid, gid).into_bytes(),
            tasks,
        }
    }

    /// In the new user namespace: the maps written, then the limit set, soft and hard (a
    /// program cannot raise a hard limit). The maps are the process's own files in /proc
    /// only while it is dumpable: it is so while it writes them, before any program of the
    /// run exists, and not after (`guard_the_judge`: a copy of the generator holds our output).
    unsafe fn enter(&self) -> io::Result<()> {
        prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
        let written = write_file(b"/proc/self/setgroups\0", b"deny")
            .and_then(|()| write_file(b"/proc/self/uid_map\0", &self.uid_map))
            .and_then(|()| write_file(b"/proc/self/gid_map\0", &self.gid_map));
        prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
        written?;
        set_limit(RLIMIT_NPROC, self.tasks)
    }
}

/// Writes `bytes` to the file at `path` (NUL-terminated), with system calls alone.
unsafe fn write_file(path: &[u8], bytes: &[u8]) -> io::Result<()> {
    let fd = open(path.as_ptr() as *const c_char, O_WRONLY);
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    let written = write(fd, bytes.as_ptr(), bytes.len());
    close(fd);
    if written != bytes.len() as isize {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Between fork and exec, in the run's leader: a new PID namespace (and, with `own`, a user
/// namespace of the run's own: `OwnUser`), its init, and the program, which returns from
/// here to exec without a capability. The leader and the init never return: they end with
/// `_exit` (the leader once the init has ended, 0 if it wrote its report, else 125). `report`
/// is the write end of the judge's pipe (close-on-exec).
///
/// # Safety
/// Only between fork and exec (it forks and exits); it makes system calls alone.
pub unsafe fn prepare_run(report: c_int, own: Option<&OwnUser>) -> io::Result<()> {
    let flags = match own {
        Some(_) => CLONE_NEWPID | CLONE_NEWUSER,
        None => CLONE_NEWPID,
    };
    if unshare(flags) != 0 {
        return Err(io::Error::last_os_error());
    }
    if let Some(own) = own {
        own.enter()?;
    }
    let init = fork();
    if init < 0 {
        return Err(io::Error::last_os_error());
    }
    if init > 0 {
        // the leader holds nothing open: the pipes end with the program's and the init's ends
        close_range(0, c_uint::MAX, 0);
        let mut status = 0;
        while wait4(init, &mut status, 0, std::ptr::null_mut()) < 0 && errno() == EINTR {}
        _exit(if status == 0 { 0 } else { 125 });
    }
    let program = fork();
    if program < 0 {
        _exit(125);
    }
    if program > 0 {
        close_range(0, report as c_uint - 1, 0);
        close_range(report as c_uint + 1, c_uint::MAX, 0);
        be_init(program, report);
    }
    give_up_capabilities();
    Ok(())
}

/// The init of a run's PID namespace: reaps every process until `program` ends, then kills
/// the rest and reaps them too, and writes the report: the program's wait status, the CPU
/// microseconds and the largest peak in KB of everything reaped, and the processes the run
/// held when the program ended (it, and those killed after it), four native-endian `i64`s.
unsafe fn be_init(program: c_int, report: c_int) -> ! {
    let mut usage = Rusage::default();
    let (mut status, mut cpu_us, mut peak_kb, mut at_end) = (0i64, 0i64, 0i64, 0i64);
    let mut ended = false;
    loop {
        let mut raw = 0;
        let pid = wait4(-1, &mut raw, 0, &mut usage);
        if pid < 0 {
            if errno() == EINTR {
                continue;
            }
            break;
        }
        cpu_us += usage.cpu().as_micros() as i64;
        peak_kb = peak_kb.max(usage.max_rss_kb);
        if ended {
            at_end += 1;
        }
        if pid == program {
            status = raw as i64;
            ended = true;
            at_end = 1;
            // the rest of the namespace ends with the program
            send(-1, SIGKILL);
        }
    }
    if ended {
        let words = [status, cpu_us, peak_kb, at_end];
        let bytes = words.as_ptr() as *const u8;
        write(report, bytes, std::mem::size_of_val(&words));
    }
    _exit(i32::from(!ended));
}

fn errno() -> i32 {
    io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// Every capability given up: the ambient set cleared, the bounding set emptied, the
/// effective, permitted and inheritable sets set to none, so that the program, root in the
/// session's user namespace, gets none at exec either.
unsafe fn give_up_capabilities() {
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    for capability in 0..=LAST_CAPABILITY {
        prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    }
    let mut header = CapHeader {
        version: 0x2008_0522,
        pid: 0,
    };
    let none = [CapData {
        effective: 0,
        permitted: 0,
        inheritable: 0,
    }; 2];
    capset(&mut header, none.as_ptr());
}

/// What a run's init wrote: the program's wait status, the CPU time and the peak memory of
/// every process of the run it reaped, and how many processes the run held when the program
/// ended (the program, and the rest killed then).
pub struct Report {
    pub status: c_int,
    pub cpu_us: u64,
    pub peak_kb: u64,
    pub processes_at_end: u64,
}

impl Report {
    /// Reads the report from the pipe's read end, once the run has ended; None when the init
    /// wrote none (killed at a limit, or Ctrl-C).
    pub fn read(mut pipe: fs::File) -> Option<Report> {
        let mut bytes = [0u8; 32];
        pipe.read_exact(&mut bytes).ok()?;
        let word = |i: usize| {
            let mut one = [0u8; 8];
            one.copy_from_slice(&bytes[i * 8..i * 8 + 8]);
            i64::from_ne_bytes(one)
        };
        Some(Report {
            status: word(0) as c_int,
            cpu_us: word(1).max(0) as u64,
            peak_kb: word(2).max(0) as u64,
            processes_at_end: word(3).max(0) as u64,
        })
    }
}
