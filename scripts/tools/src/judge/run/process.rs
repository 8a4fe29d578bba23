//! The process's charge of the programs it runs, which the binary takes once at its start
//! (`Charge::take`), before it runs any: the process becomes a child subreaper (an orphan of a
//! run comes back to it, to be counted and reaped: `crate::judge::run`), and SIGINT, SIGTERM and
//! SIGHUP (Ctrl-C, `kill`, a closed terminal) only note the signal, which the run in progress
//! reads every 5 ms. A run so stopped, and every run asked for after, gives back
//! `Interrupted`, its processes killed and reaped; the library never exits the process: the
//! binary ends with the status `Charge::end` gives (128 + the signal's number: 130 for
//! Ctrl-C) once it has stopped. What the process made for its runs and must not leave
//! behind (the runs' cgroups, a build's folder: `remove_at_end`) goes then, however it ends
//! (`clean_up`, for a binary that exits at once: `exit` runs no destructor).

use super::limit::Pids;
use std::fmt;
use std::os::raw::{c_int, c_long};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Mutex, Once};

extern "C" {
    fn prctl(option: c_int, arg2: c_long, arg3: c_long, arg4: c_long, arg5: c_long) -> c_int;
    fn signal(signum: c_int, handler: usize) -> usize;
    fn kill(pid: c_int, signal: c_int) -> c_int;
}

/// What ends a process that may clean up first (`kill`'s default).
pub const SIGTERM: c_int = 15;
/// What ends a process at once, whatever it does.
pub const SIGKILL: c_int = 9;
/// The signals that stop the judge: SIGHUP (a closed terminal), SIGINT (Ctrl-C), SIGTERM
/// (`kill`).
const STOPPING: [c_int; 3] = [1, 2, SIGTERM];
/// A stdout closed by its reader (`| head`) is noted as this signal, SIGPIPE, which would
/// have ended a process that did not ignore it (Rust's runtime does).
const SIGPIPE: c_int = 13;
const PR_SET_CHILD_SUBREAPER: c_int = 36;
/// `signal`'s handler that ignores the signal.
const SIG_IGN: usize = 1;

/// The stopping signal the process was sent, 0 while none was.
static SIGNALLED: AtomicI32 = AtomicI32::new(0);
/// Whether the charge was taken: `crate::judge::run` refuses to run a program before.
static TAKEN: AtomicBool = AtomicBool::new(false);
/// The folders this process made for its runs, removed when it ends (`remove_at_end`).
static FOLDERS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

extern "C" fn note_signal(signal: c_int) {
    SIGNALLED.store(signal, Ordering::SeqCst);
}

/// The process's charge of its runs: taken once by the binary, given back at its end.
#[derive(Debug)]
pub struct Charge(());

impl Charge {
    /// Makes the process a child subreaper and turns the stopping signals into a note; again
    /// in the same process, it only gives the charge back (the tests take it in every test).
    pub fn take() -> Charge {
        if !TAKEN.swap(true, Ordering::SeqCst) {
            // Safety: prctl with int arguments; `note_signal` only stores to an atomic, which
            // is async-signal-safe.
            unsafe {
                prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
            }
            note_stopping_signals();
        }
        Charge(())
    }

    /// The status the binary exits with, `status` unless a stopping signal came (during a
    /// run or after it): then 128 + its number. What the process leaves behind goes first
    /// (`clean_up`: exit runs no destructor).
    pub fn end(self, status: i32) -> i32 {
        clean_up();
        interrupted().map_or(status, |stopped| stopped.status())
    }
}

/// `folder` goes when the process ends (`Charge::end`, `clean_up`), however it ends: all
/// agreeing, a failure, a stopping signal, a closed stdout. A folder of its runs' own (a
/// `--submit` build's), which nothing else removes.
pub fn remove_at_end(folder: &Path) {
    let mut folders = FOLDERS.lock().unwrap_or_else(|e| e.into_inner());
    folders.push(folder.to_path_buf());
}

/// Removes what the process made for its runs: the runs' cgroups (`Pids::release`) and the
/// folders of `remove_at_end`. A binary's last act before it exits, once its runs are over.
pub fn clean_up() {
    Pids::release();
    let folders = std::mem::take(&mut *FOLDERS.lock().unwrap_or_else(|e| e.into_inner()));
    for folder in folders {
        let _ = std::fs::remove_dir_all(folder);
    }
}

/// From now on the stopping signals only note themselves (`interrupted` reads the note), once
/// per process: part of the charge, and all of it a binary needs that runs its programs as
/// steps of its own, waiting on them itself (`tools check`: `crate::check::steps`).
pub fn note_stopping_signals() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        install(note_signal as extern "C" fn(c_int) as usize);
    });
}

/// Notes that stdout was closed by its reader, as SIGPIPE would have: the run in progress
/// stops, and every later one, as for a stopping signal, and the binary ends quietly with
/// 128 + 13 (`Charge::end`), where a panic would have printed a backtrace. A signal noted
/// before stays.
pub fn note_closed_output() {
    let _ = SIGNALLED.compare_exchange(0, SIGPIPE, Ordering::SeqCst, Ordering::SeqCst);
}

/// `signal` to `pid` (kill(2)): a negative pid names a whole process group, -1 every process
/// this one may signal. Whether it was sent; a process or group already gone (ESRCH) is the
/// usual `false`, and nothing to act on. Only the system call: safe in a child between fork
/// and exit.
pub fn send(pid: c_int, signal: c_int) -> bool {
    // Safety: a plain system call with int arguments.
    unsafe { kill(pid, signal) == 0 }
}

/// Whether the binary took the charge (`Charge::take`).
pub(super) fn taken() -> bool {
    TAKEN.load(Ordering::SeqCst)
}

/// The process was sent a stopping signal: the run then in progress was killed and reaped,
/// and no other runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interrupted {
    pub signal: i32,
}

impl Interrupted {
    /// The exit status that says so: 128 + the signal's number.
    pub fn status(&self) -> i32 {
        128 + self.signal
    }
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "interrupted by signal {}", self.signal)
    }
}

/// The stopping signal the process was sent, if one was since it took the charge.
pub fn interrupted() -> Option<Interrupted> {
    match SIGNALLED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(Interrupted { signal }),
    }
}

/// Ok while no stopping signal came: a caller between runs asks before it says or does more.
pub fn not_interrupted() -> Result<(), Interrupted> {
    match interrupted() {
        None => Ok(()),
        Some(stopped) => Err(stopped),
    }
}

/// Runs `wait` with the stopping signals ignored, then puts their handlers back: versus's
/// session waits so for the generator inside it, which gets Ctrl-C itself and ends as its
/// charge says.
pub fn ignoring_signals<T>(wait: impl FnOnce() -> T) -> T {
    let before = install(SIG_IGN);
    let result = wait();
    for (number, handler) in STOPPING.iter().zip(before) {
        // Safety: a handler `signal` gave back, as it was.
        unsafe {
            signal(*number, handler);
        }
    }
    result
}

/// Sets `handler` for each stopping signal: the handlers they had.
fn install(handler: usize) -> [usize; 3] {
    // Safety: `handler` is SIG_IGN or `note_signal`, which is async-signal-safe.
    STOPPING.map(|number| unsafe { signal(number, handler) })
}
