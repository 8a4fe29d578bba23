//! The outside tools the packages and check.sh's later steps need, installed best effort and
//! each command bounded in time: Debian's packages (apt-get, which only root may run), a PyPI
//! package in a venv under target/, and problemtools with what its statement step runs
//! (`package.sh --install`, `tools packages --install`). A tool that cannot be had is never a
//! failure of the caller's: it says why in one line, and the step that needed it is a skip.

use crate::facts::target_dir;
use crate::judge::build::toolchain::installed;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// The Debian packages problemtools' statement step runs: LuaLaTeX with the LaTeX packages
/// of its problem class, dvisvgm, ghostscript and tidy.
const LATEX_PACKAGES: [&str; 9] = [
    "texlive-luatex",
    "texlive-latex-recommended",
    "texlive-latex-extra",
    "texlive-fonts-recommended",
    "texlive-pictures",
    "texlive-plain-generic",
    "dvisvgm",
    "ghostscript",
    "tidy",
];

/// Runs `program args` with no input and its output dropped, stopped (SIGKILL) when it is
/// still running after `limit`: whether it ended with exit status 0. A terminal's Ctrl-C
/// reaches it as it reaches the caller, in the same process group.
pub fn quietly(program: &str, args: &[&str], limit: Duration) -> bool {
    let mut command = Command::new(program);
    command
        .args(args)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(_) => return false,
    };
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status.success(),
            Ok(None) if started.elapsed() < limit => sleep(Duration::from_millis(50)),
            Ok(None) | Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                return false;
            }
        }
    }
}

/// Installs Debian's `packages` with apt-get, quietly and without recommends; when that
/// fails, once more after `apt-get update` (a fresh machine's lists are empty). Whether they
/// are installed now; false at once where there is no apt-get.
pub fn apt(packages: &[&str]) -> bool {
    if !installed("apt-get") {
        return false;
    }
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend_from_slice(packages);
    let install = || quietly("apt-get", &args, Duration::from_secs(600));
    install() || (quietly("apt-get", &["update", "-qq"], Duration::from_secs(180)) && install())
}

/// The PyPI package `package` in the venv `venv` (made with this machine's python3, Debian's
/// python3-venv installed when the module is missing): the path of its program `program`,
/// there already or installed now; else why not. A venv left half-made is removed.
pub fn venv(venv: &Path, package: &str, program: &str) -> Result<PathBuf, String> {
    let installed = venv.join("bin").join(program);
    if installed.is_file() {
        return Ok(installed);
    }
    let venv_text = venv.display().to_string();
    let make = || {
        quietly(
            "python3",
            &["-m", "venv", &venv_text],
            Duration::from_secs(120),
        )
    };
    if !(make() || (apt(&["python3-venv"]) && make())) {
        return Err("cannot make a Python venv".to_string());
    }
    let pip = venv.join("bin/pip").display().to_string();
    let pip_args = ["install", "-q", package];
    if quietly(&pip, &pip_args, Duration::from_secs(300)) && installed.is_file() {
        return Ok(installed);
    }
    let _ = std::fs::remove_dir_all(venv);
    Err(format!("cannot install {} from PyPI", package))
}

/// pandoc, which turns a problem's page into its statement: there, or installed now.
pub fn pandoc() -> bool {
    installed("pandoc") || apt(&["pandoc"])
}

/// problemtools' venv for the workspace at `root`: `target/problemtools/`.
pub fn problemtools_venv(root: &Path) -> PathBuf {
    target_dir(root).join("problemtools")
}

/// Everything `package.sh --verify` runs: pandoc, LaTeX for the statement's PDF, problemtools
/// (its venv under target/) and rustc for our submissions; Ok when all are here, else the
/// first that could not be had.
pub fn problemtools(root: &Path) -> Result<(), String> {
    if !pandoc() {
        return Err("cannot install pandoc".to_string());
    }
    if !latex_ready() && !apt(&LATEX_PACKAGES) {
        return Err("cannot install LaTeX from Debian".to_string());
    }
    venv(&problemtools_venv(root), "problemtools", "verifyproblem")?;
    if !installed("rustc") {
        return Err("no rustc on PATH".to_string());
    }
    Ok(())
}

/// Whether LaTeX is here with every package problemtools' problem class loads.
fn latex_ready() -> bool {
    ["lualatex", "dvisvgm", "gs", "tidy", "kpsewhich"]
        .iter()
        .all(|tool| installed(tool))
        && quietly(
            "kpsewhich",
            &["subfigure.sty", "ulem.sty"],
            Duration::from_secs(30),
        )
}
