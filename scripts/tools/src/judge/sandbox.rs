//! Contains a user's run (a program of theirs, or the build of their source) as a judge's
//! sandbox does, with bubblewrap (`bwrap`, Debian's `bubblewrap`, the namespace sandbox
//! Flatpak runs on): a user namespace, a PID namespace of its own (when the run ends, the
//! kernel ends every process in it, whatever it did to its session, group or environment), a
//! network namespace of its own (no network but a loopback of its own), the filesystem
//! read-only but a scratch folder and a private `/tmp`, our data folder covered by an empty
//! one, every capability dropped, and the environment cleared to what a judge gives
//! (`Sandbox::wrap`). A run holds at most `PROCESSES` processes, counted by the kernel per run
//! (`ProcessLimit`): in a pids cgroup of its own where one can be made (`Pids`: as root), else,
//! for a user who is not root, by `RLIMIT_NPROC` set inside the run's own user namespace
//! (since Linux 5.14 the kernel counts a user's processes per user namespace; it never counts
//! root's against it, hence the cgroup). A fork over the limit fails, as under DOMjudge's
//! runguard; the program then ends as it ends (RE when it gives up, TLE when it keeps
//! trying). As root where no cgroup can be made, or on an older kernel, a run has no process
//! limit but its CPU time. versus holds its whole session in one sandbox instead
//! (`super::session_sandbox`).
//!
//! Where `bwrap` is missing or cannot start here (no user namespaces), a run goes on as
//! before, uncontained, and `Sandbox::get` says why, for the header's one line.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// How many processes (threads included: the kernel counts tasks) a run may hold: DOMjudge's
/// default (`PROCLIMIT`), room for a JVM's threads.
pub const PROCESSES: u64 = 64;

/// Processes of bubblewrap's own in every run (the one we start and the PID namespace's
/// init), which a cgroup counts beside the program's.
pub const SANDBOX_PROCESSES: u64 = 2;

/// What to install where runs are not contained.
pub const INSTALL: &str = "apt-get install bubblewrap";

/// The arguments that give a run its namespaces (user, PID, network, IPC) and take every
/// capability from it: bwrap run by root keeps them all in the namespace otherwise, and a
/// program could unmount what covers our data or remount `/` read-write.
const NAMESPACES: [&str; 7] = [
    "--unshare-user",
    "--unshare-pid",
    "--unshare-net",
    "--unshare-ipc",
    "--die-with-parent",
    "--cap-drop",
    "ALL",
];

/// The arguments that show a run the machine's filesystem read-only, with its own /dev and
/// /proc.
const READ_ONLY_ROOT: [&str; 7] = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"];

/// The variables of the user's environment a contained run keeps: the locale.
const LOCALE: [&str; 3] = ["LANG", "LC_ALL", "LC_CTYPE"];

/// The folders of a run that are its own: where it may write, what it may not see.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// Writable (a build's folder); its HOME. None: HOME is the private /tmp.
    pub writable: Option<PathBuf>,
    /// Covered by an empty folder (our data, with its expected outputs).
    pub hidden: Vec<PathBuf>,
}

/// Whether runs are contained here: bubblewrap, or why not.
#[derive(Debug)]
pub enum Sandbox {
    Bwrap(PathBuf),
    /// Inside a versus session's sandbox (`super::session_sandbox`): each contained run gets
    /// a PID namespace of its own there.
    Session,
    /// Why a run is not contained (one line).
    Missing(String),
}

impl Sandbox {
    /// Looked for once per process: `bwrap` on the PATH, started once with every namespace
    /// a run gets. Cost: one `bwrap` run (about 4 ms), once.
    pub fn get() -> &'static Sandbox {
        static FOUND: Mutex<Option<&'static Sandbox>> = Mutex::new(None);
        once(&FOUND, Sandbox::probe)
    }

    fn probe() -> Sandbox {
        if super::session_sandbox::inside() {
            return Sandbox::Session;
        }
        let bwrap = match on_path("bwrap") {
            Some(bwrap) => bwrap,
            None => return Sandbox::Missing("bubblewrap (bwrap) is not installed".into()),
        };
        let tried = Command::new(&bwrap)
            .args(NAMESPACES)
            .args(READ_ONLY_ROOT)
            .arg("true")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output();
        match tried {
            Ok(out) if out.status.success() => Sandbox::Bwrap(bwrap),
            Ok(out) => {
                let said = String::from_utf8_lossy(&out.stderr);
                Sandbox::Missing(format!(
                    "bwrap cannot start here ({})",
                    said.lines().next().unwrap_or("no reason given").trim()
                ))
            }
            Err(e) => Sandbox::Missing(format!("bwrap cannot start here ({})", e)),
        }
    }

    /// The header's line where runs are not contained, None where they are.
    pub fn missing_line() -> Option<String> {
        match Sandbox::get() {
            Sandbox::Bwrap(_) | Sandbox::Session => None,
            Sandbox::Missing(why) => Some(format!(
                "not contained: {}; your runs go on uncontained, as before this judge had a sandbox (no PID or network namespace, the filesystem and your environment theirs; Debian: {})",
                why, INSTALL
            )),
        }
    }

    /// `argv` run from `dir` inside the sandbox, under `limit`'s `RLIMIT_NPROC` where that
    /// is the run's process limit: the command line that starts bwrap, which then runs `argv`
    /// with the environment cleared to PATH (the user's, so that their command runs), HOME
    /// (the scratch folder, else the private /tmp), the locale and `keep` (the judge's own
    /// variables). None where runs are not contained.
    pub fn wrap(
        argv: &[String],
        dir: &Path,
        scratch: &Scratch,
        keep: &[(&str, &str)],
        limit: &ProcessLimit,
    ) -> Option<Vec<String>> {
        let bwrap = match Sandbox::get() {
            Sandbox::Bwrap(bwrap) => bwrap,
            Sandbox::Session | Sandbox::Missing(_) => return None,
        };
        let mut line: Vec<String> = vec![bwrap.display().to_string()];
        let mut add = |words: &[&str]| line.extend(words.iter().map(|w| w.to_string()));
        add(&NAMESPACES);
        let dir = shown(dir);
        let named = match argv {
            [sh, c, command] if sh == "sh" && c == "-c" => named_under_tmp(command),
            _ => Vec::new(),
        };
        let root = read_only_root(&dir, &named);
        add(&root.iter().map(String::as_str).collect::<Vec<_>>());
        let home = match &scratch.writable {
            Some(writable) => {
                let writable = shown(writable);
                add(&["--bind", &writable, &writable]);
                writable
            }
            None => "/tmp".to_string(),
        };
        for hidden in &scratch.hidden {
            let hidden = shown(hidden);
            add(&["--tmpfs", &hidden, "--remount-ro", &hidden]);
        }
        add(&["--chdir", &dir, "--clearenv"]);
        for (name, value) in environment(&home, keep) {
            add(&["--setenv", &name, &value]);
        }
        add(&["--"]);
        // the run's limit of processes, set inside its user namespace, where bwrap's init and
        // the census shell are the two tasks beside the program's
        if let (ProcessLimit::Rlimit, Some(prlimit)) = (limit, prlimit()) {
            let tasks = rlimit_tasks(2);
            let prlimit = prlimit.display().to_string();
            let nproc = format!("--nproc={}:{}", tasks, tasks);
            add(&[&prlimit, &nproc, "--", "/bin/sh", "-c", CENSUS, "sh"]);
        }
        line.extend(argv.iter().cloned());
        Some(line)
    }
}

/// The filesystem of a run from `dir` (and of versus's session): the machine's read-only, a
/// private /tmp, and what under /tmp it must still see bound back read-only (`bound_back`,
/// and `named`: what the user's command names there, `named_under_tmp`).
pub fn read_only_root(dir: &str, named: &[String]) -> Vec<String> {
    let mut words: Vec<String> = READ_ONLY_ROOT.iter().map(|w| w.to_string()).collect();
    words.extend(["--tmpfs".to_string(), "/tmp".to_string()]);
    for kept in outermost(bound_back(dir).into_iter().chain(named.iter().cloned())) {
        words.extend(["--ro-bind".to_string(), kept.clone(), kept]);
    }
    words
}

/// The folders under /tmp that a run must still see through its private /tmp: its own
/// folder, the workspace and the folder our binaries are built in (a workspace cloned under
/// /tmp, as CI may clone it, holds the programs and files a run is given).
fn bound_back(dir: &str) -> Vec<String> {
    let built_in = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf));
    [crate::facts::workspace(), built_in]
        .into_iter()
        .flatten()
        .map(|folder| shown(&folder))
        .chain(std::iter::once(dir.to_string()))
        .filter(|folder| folder.starts_with("/tmp/"))
        .collect()
}

/// `paths` sorted, outermost first, without those inside another (bound with it).
fn outermost(paths: impl Iterator<Item = String>) -> Vec<String> {
    let mut paths: Vec<String> = paths.collect();
    paths.sort();
    paths.dedup();
    let all = paths.clone();
    paths.retain(|p| {
        !all.iter()
            .any(|o| o != p && p.starts_with(&format!("{}/", o)))
    });
    paths
}

/// The files and folders under /tmp that a user's shell command names, as a word of its own
/// (`/tmp/a.out`, `python3 /tmp/sol.py`, `java -cp /tmp/classes Main`), that exist: a run
/// sees each, read-only, through its private /tmp, so that a program built there runs. The
/// words are split as a shell splits a simple line (blanks, `;&|()<>`, quotes dropped);
/// a path made up at run time (`$HOME/x`, a glob) is not seen, and the manual says so.
pub fn named_under_tmp(command: &str) -> Vec<String> {
    command
        .split(|c: char| c.is_whitespace() || ";&|()<>".contains(c))
        .map(|word| word.trim_matches(|c| c == '\'' || c == '"'))
        .filter(|word| word.starts_with("/tmp/") && !word.contains(".."))
        .map(|word| word.trim_end_matches('/').to_string())
        .filter(|word| Path::new(word).exists())
        .collect()
}

/// A contained run's whole environment: PATH (the user's, so that their command runs), HOME,
/// the locale, where rustup keeps its compilers, and `keep` (the judge's own variables).
pub fn environment(home: &str, keep: &[(&str, &str)]) -> Vec<(String, String)> {
    let path = std::env::var("PATH").unwrap_or_else(|_| "/usr/bin:/bin".into());
    let mut all = vec![
        ("PATH".to_string(), path),
        ("HOME".to_string(), home.to_string()),
    ];
    for name in LOCALE {
        if let Ok(value) = std::env::var(name) {
            all.push((name.to_string(), value));
        }
    }
    for (name, value) in toolchain() {
        all.push((name.to_string(), value));
    }
    for (name, value) in keep {
        all.push((name.to_string(), value.to_string()));
    }
    all
}

/// Where rustup keeps its compilers (`rustc` on the PATH is often rustup's proxy, which looks
/// under HOME, moved to the scratch folder): RUSTUP_HOME and CARGO_HOME as the user has them,
/// else where rustup puts them under the user's HOME, and RUSTUP_TOOLCHAIN when set.
fn toolchain() -> Vec<(&'static str, String)> {
    let home = std::env::var("HOME").unwrap_or_default();
    let mut kept = Vec::new();
    for (name, default) in [("RUSTUP_HOME", ".rustup"), ("CARGO_HOME", ".cargo")] {
        match std::env::var(name) {
            Ok(value) => kept.push((name, value)),
            Err(_) if !home.is_empty() => kept.push((name, format!("{}/{}", home, default))),
            Err(_) => {}
        }
    }
    if let Ok(value) = std::env::var("RUSTUP_TOOLCHAIN") {
        kept.push(("RUSTUP_TOOLCHAIN", value));
    }
    kept
}

/// A path as bwrap takes it: absolute (the judge's folder first when relative).
fn shown(path: &Path) -> String {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|here| here.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    absolute.display().to_string()
}

/// A PATH without `tool`: the folder `dir` (made if need be), holding a link to every
/// program on the PATH but `tool`. The PATH of a machine without bubblewrap, for the tests
/// and the bench of the fallback. Cost: a link per program on the PATH.
pub fn path_without(tool: &str, dir: &Path) -> io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    let path = std::env::var_os("PATH").unwrap_or_default();
    for folder in std::env::split_paths(&path) {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let name = entry.file_name();
            let link = dir.join(&name);
            if name != tool && fs::symlink_metadata(&link).is_err() {
                std::os::unix::fs::symlink(entry.path(), link)?;
            }
        }
    }
    Ok(dir.to_path_buf())
}

/// `tool`'s path on the PATH, if there.
fn on_path(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|candidate| candidate.is_file())
}

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
const CENSUS: &str = "\"$@\" 3>&-; s=$?; set -- /proc/[0-9]*; echo $# >&3; exit $s";

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
fn prlimit() -> Option<&'static PathBuf> {
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

/// `make`'s value, made on the first call and kept for the process (`OnceLock` is younger
/// than our MSRV, 1.63).
fn once<T>(cell: &'static Mutex<Option<&'static T>>, make: impl FnOnce() -> T) -> &'static T {
    let mut kept = cell.lock().unwrap_or_else(|e| e.into_inner());
    kept.get_or_insert_with(|| Box::leak(Box::new(make())))
}

/// The pid whose cgroups these are: this process's, or inside a session the pid, outside,
/// of the process that entered it (as `remove_stale` sees it).
fn owner() -> String {
    match std::env::var(super::session_sandbox::SESSION_VARIABLE) {
        Ok(pid) if super::session_sandbox::inside() => pid,
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
        if !super::session_sandbox::inside() {
            remove_stale(&root);
        }
        Some(root)
    })
    .as_deref()
}
