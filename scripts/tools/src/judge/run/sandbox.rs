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

use super::limit::{prlimit, rlimit_tasks, ProcessLimit, CENSUS};
use super::os::{inside, on_path, once};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

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
        if inside() {
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
/// folder, the workspace, the folder our binaries are built in, and the workspace's target
/// folder, where a submission is built and versus holds its inputs (a workspace cloned under
/// /tmp, as CI may clone it, holds the programs and files a run is given; `CARGO_TARGET_DIR`
/// may name a folder under /tmp apart from the workspace, as new-problem.sh's self-test's
/// copy of the workspace has it).
fn bound_back(dir: &str) -> Vec<String> {
    let built_in = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent()?.parent().map(Path::to_path_buf));
    let workspace = crate::facts::workspace();
    let target = workspace.as_deref().map(crate::facts::target_dir);
    [workspace, built_in, target]
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
