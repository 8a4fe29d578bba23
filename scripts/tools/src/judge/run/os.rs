//! What the run room asks of the operating system, and what this process is: the system
//! calls that more than one of its files makes (`struct rusage`, `setrlimit`), a program on
//! the PATH, a value made once for the process, and whether this process runs inside a
//! versus session's sandbox. The floor the room's other files stand on: it uses none of them.

use std::fs;
use std::io;
use std::os::raw::{c_int, c_long};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

/// `struct rusage` of Linux on 64-bit targets: two `timeval`s, then fourteen `long`s. What
/// `wait4` fills in, here and in a session's init (`super::session_sandbox`).
#[repr(C)]
#[derive(Default)]
pub struct Rusage {
    user: [c_long; 2],
    system: [c_long; 2],
    pub max_rss_kb: c_long,
    rest: [c_long; 13],
}

impl Rusage {
    /// The CPU time counted, user and system together. Only arithmetic: safe in a child
    /// between fork and exit.
    pub fn cpu(&self) -> Duration {
        timeval(self.user) + timeval(self.system)
    }
}

#[repr(C)]
struct Rlimit {
    current: u64,
    max: u64,
}

extern "C" {
    fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
}

// setrlimit's resources:
pub const RLIMIT_STACK: c_int = 3;
pub const RLIMIT_AS: c_int = 9;
/// The tasks of a user in the user namespace that counts them (`session_sandbox::OwnUser`).
pub const RLIMIT_NPROC: c_int = 6;

/// Sets both the soft and the hard limit. Async-signal-safe.
pub fn set_limit(resource: c_int, value: u64) -> io::Result<()> {
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

fn timeval(time: [c_long; 2]) -> Duration {
    Duration::from_secs(time[0].max(0) as u64) + Duration::from_micros(time[1].max(0) as u64)
}

/// `tool`'s path on the PATH, if there.
pub fn on_path(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|candidate| candidate.is_file())
}

/// `make`'s value, made on the first call and kept for the process (`OnceLock` is younger
/// than our MSRV, 1.63).
pub fn once<T>(cell: &'static Mutex<Option<&'static T>>, make: impl FnOnce() -> T) -> &'static T {
    let mut kept = cell.lock().unwrap_or_else(|e| e.into_inner());
    kept.get_or_insert_with(|| Box::leak(Box::new(make())))
}

/// The variable that marks a versus session's sandbox, holding the pid, outside it, of the
/// process that entered it (the name of its cgroups).
pub const SESSION_VARIABLE: &str = "JUDGE_SESSION";

/// Whether this process runs inside a session's sandbox: the variable set, and a user
/// namespace of its own (its uid map is not the whole range, as outside any), so that the
/// variable alone, set in a user's shell, changes nothing.
pub fn inside() -> bool {
    std::env::var_os(SESSION_VARIABLE).is_some()
        && fs::read_to_string("/proc/self/uid_map").map_or(false, |map| {
            !map.split_whitespace().eq(["0", "0", "4294967295"])
        })
}
