//! How many processes a contained run may hold, and how the kernel is made to count them
//! (`ProcessLimit`): a pids cgroup of the run's own where one can be made (`Pids`: as root),
//! else, for a user who is not root, `RLIMIT_NPROC` set inside the run's own user namespace
//! (since Linux 5.14 the kernel counts a user's processes per user namespace; it never counts
//! root's against it, hence the cgroup), with a census of what the program left when it
//! ended (`CENSUS`). A fork over the limit fails, as under DOMjudge's runguard.

use super::os::{inside, on_path, once, SESSION_VARIABLE};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// How many processes (threads included: the kernel counts tasks) a run may hold: DOMjudge's
/// default (`PROCLIMIT`), room for a JVM's threads.
pub const PROCESSES: u64 = 64;

/// Processes of bubblewrap's own in every run (the one we start and the PID namespace's
/// init), which a cgroup counts beside the program's.
pub const SANDBOX_PROCESSES: u64 = 2;

/// How a contained run is held to `PROCESSES` processes (threads count: the kernel counts
/// tasks); a fork past the limit fails either way.
pub enum ProcessLimit {
    /// A pids cgroup of the run's own: where one can be made (as root).
    Cgroup(Pids),
    /// `RLIMIT_NPROC`, set inside the run's own user namespace, where the kernel counts the
    /// run's tasks from its first (`rlimit_tasks`): for a user who is not root, on Linux 5.14
    /// or later. The kernel keeps no count of the forks it refused: a run that reached the
    /// limit is taken to have had one refused (`Run::forks_refused`).
    Rlimit,
    /// Neither: as root where no cgroup can be made, on an older kernel (which counts a user's
    /// processes machine-wide), or without `prlimit` (util-linux) to set the limit in a run's
    /// bwrap. The run's CPU time still bounds it.
    None,
}

impl ProcessLimit {
    /// The limit of a contained run: in a versus session (`in_session`), or in a bwrap of
    /// its own. Cost: `Pids::make`'s, and once per process a look at the kernel's release.
    pub fn make(in_session: bool) -> ProcessLimit {
        if let Some(pids) = Pids::make() {
            return ProcessLimit::Cgroup(pids);
        }
        // Safety: geteuid only reads the process's credentials.
        let root = unsafe { geteuid() } == 0;
        let settable = in_session || prlimit().is_some();
        if !root && settable && counted_per_namespace() {
            ProcessLimit::Rlimit
        } else {
            ProcessLimit::None
        }
    }

    /// Whether a fork of the run was refused at the limit, `peak_tasks` the most tasks the
    /// program was seen to hold at once.
    pub fn refused(&self, peak_tasks: u64) -> bool {
        match self {
            ProcessLimit::Cgroup(pids) => pids.refused(),
            ProcessLimit::Rlimit => peak_tasks >= PROCESSES,
            ProcessLimit::None => false,
        }
    }
}

/// The descriptor a run held by `RLIMIT_NPROC` in its bwrap writes its census on.
pub const CENSUS_FD: i32 = 3;

/// Run by `sh` between `prlimit` and the program (its words), where `RLIMIT_NPROC` holds a run
/// in its bwrap: when the program ends, the processes left in the run's PID namespace are
/// counted by a glob over its own /proc, which needs no fork (at the limit none is possible),
/// and the count, bwrap's init and this shell included, is written on `CENSUS_FD`; the
/// program's exit status is kept, and the program does not get the descriptor. The kernel
/// keeps no count of the forks it refused, and a program that gives up at its first refused
/// fork ends before any watcher's look: the processes it leaves say it reached the limit.
pub const CENSUS: &str = "\"$@\" 3>&-; s=$?; set -- /proc/[0-9]*; echo $# >&3; exit $s";

/// The processes a run held when its program ended (the program and those it left), from the
/// census `CENSUS` wrote: its count less bwrap's init and the census shell, plus the program.
pub fn processes_at_end(census: &str) -> Option<u64> {
    let count: u64 = census.trim().parse().ok()?;
    Some(count.saturating_sub(1))
}

/// `RLIMIT_NPROC` for a run whose user namespace also counts `own` tasks of the sandbox's
/// beside the program (bwrap's init and the census shell in a run's bwrap; the leader and
/// the init in a session).
pub fn rlimit_tasks(own: u64) -> u64 {
    PROCESSES + own
}

/// Where `prlimit` (util-linux) is, which sets a run's `RLIMIT_NPROC` inside its bwrap.
pub fn prlimit() -> Option<&'static PathBuf> {
    static FOUND: Mutex<Option<&'static Option<PathBuf>>> = Mutex::new(None);
    once(&FOUND, || on_path("prlimit")).as_ref()
}

/// Whether the kernel counts a user's processes per user namespace (Linux 5.14 and later),
/// so that a limit set inside a run's namespace counts the run alone. Once per process.
fn counted_per_namespace() -> bool {
    static FOUND: Mutex<Option<&'static bool>> = Mutex::new(None);
    *once(&FOUND, || {
        let release = fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
        let mut numbers = release
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse::<u32>().ok());
        let version = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
        version >= (5, 14)
    })
}

extern "C" {
    fn geteuid() -> u32;
}

/// A pids cgroup of one run's own while it runs, limited to `PROCESSES` plus the sandbox's:
/// the run's first process joins it before it starts bwrap (`join_path`). Made where a pids
/// hierarchy is writable (cgroup v1's `/sys/fs/cgroup/pids`, or v2's root with the pids
/// controller), as root; None elsewhere. An ended run's cgroup, empty, goes back to the
/// process's pool for the next run (`Drop`): removing and making one costs the kernel about
/// 2 ms a run. `release` removes the pool when the judge ends; `remove_stale`, those of
/// judges that ended without it.
pub struct Pids {
    dir: PathBuf,
    /// `pids.events`' count of refused forks when the run took the cgroup.
    refused_before: u64,
}

/// The empty cgroups of this process, for the next runs.
static POOL: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

impl Pids {
    /// Cost: a file read, and the first time (or while runs overlap) a folder made and a
    /// file written, in the cgroup filesystem.
    pub fn make() -> Option<Pids> {
        let pooled = POOL.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let dir = match pooled {
            Some(dir) => dir,
            None => Pids::new_dir()?,
        };
        let refused_before = refused_count(&dir);
        Some(Pids {
            dir,
            refused_before,
        })
    }

    fn new_dir() -> Option<PathBuf> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let root = pids_root()?;
        let n = NEXT.fetch_add(1, Ordering::SeqCst);
        let dir = root.join(format!("judge-{}-{}", owner(), n));
        fs::create_dir(&dir).ok()?;
        let limit = (PROCESSES + SANDBOX_PROCESSES).to_string();
        if fs::write(dir.join("pids.max"), limit).is_err() {
            let _ = fs::remove_dir(&dir);
            return None;
        }
        Some(dir)
    }

    /// The file a process writes "0" into to join.
    pub fn join_path(&self) -> PathBuf {
        self.dir.join("cgroup.procs")
    }

    /// Whether a fork of the run was refused at the limit.
    pub fn refused(&self) -> bool {
        refused_count(&self.dir) > self.refused_before
    }

    /// Removes the pool's cgroups: the judge's last act before it exits.
    pub fn release() {
        let pool = std::mem::take(&mut *POOL.lock().unwrap_or_else(|e| e.into_inner()));
        for dir in pool {
            let _ = fs::remove_dir(dir);
        }
    }
}

impl Drop for Pids {
    /// Back to the pool: the run's processes are all reaped by now (the caller's promise),
    /// so the cgroup holds none.
    fn drop(&mut self) {
        let dir = std::mem::take(&mut self.dir);
        POOL.lock().unwrap_or_else(|e| e.into_inner()).push(dir);
    }
}

/// `pids.events`' count of forks refused at the limit in `dir`, 0 when it cannot be read.
fn refused_count(dir: &Path) -> u64 {
    let events = fs::read_to_string(dir.join("pids.events")).unwrap_or_default();
    events
        .lines()
        .filter_map(|line| line.strip_prefix("max "))
        .filter_map(|count| count.trim().parse::<u64>().ok())
        .sum()
}

/// Removes the cgroups of judges no longer running (`judge-PID-N`: a judge killed outright
/// leaves its last one); a cgroup that still holds a process stays (rmdir refuses it).
fn remove_stale(root: &Path) {
    for entry in fs::read_dir(root).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = match name
            .strip_prefix("judge-")
            .and_then(|rest| rest.split('-').next())
        {
            Some(pid) => pid.to_string(),
            None => continue,
        };
        if !Path::new("/proc").join(&pid).exists() {
            let _ = fs::remove_dir(entry.path());
        }
    }
}

/// The pid whose cgroups these are: this process's, or inside a session the pid, outside,
/// of the process that entered it (as `remove_stale` sees it).
fn owner() -> String {
    match std::env::var(SESSION_VARIABLE) {
        Ok(pid) if inside() => pid,
        _ => std::process::id().to_string(),
    }
}

/// The writable pids hierarchy, once per process.
pub fn pids_root() -> Option<&'static Path> {
    static ROOT: Mutex<Option<&'static Option<PathBuf>>> = Mutex::new(None);
    once(&ROOT, || {
        let v1 = PathBuf::from("/sys/fs/cgroup/pids");
        let v2 = PathBuf::from("/sys/fs/cgroup");
        let v2_has_pids = fs::read_to_string(v2.join("cgroup.subtree_control"))
            .map_or(false, |c| c.split_whitespace().any(|w| w == "pids"));
        let mut roots = Vec::new();
        if v1.join("cgroup.procs").is_file() {
            roots.push(v1);
        }
        if v2_has_pids {
            roots.push(v2);
        }
        let root = roots.into_iter().find(|root| {
            let probe = root.join(format!("judge-probe-{}", std::process::id()));
            let made = fs::create_dir(&probe).is_ok();
            let _ = fs::remove_dir(&probe);
            made
        })?;
        // inside a session, /proc shows the session's processes alone
        if !inside() {
            remove_stale(&root);
        }
        Some(root)
    })
    .as_deref()
}
