//! The tools a build needs, found on this machine: whether a compiler or interpreter is
//! installed and its version, the Debian package that brings one that is not (a line names it,
//! never a guess), a Python 2 where Debian 12 packages none, and a JDK whose javac takes the
//! Java level problemtools compiles at (`-source 21`) where the one on the PATH does not. The
//! submissions' builds (`super::submit`), the validators' (`crate::validators`) and package.sh's
//! verifyproblem (`crate::packaging`) share them.

use super::languages::Family;
use crate::judge::run::os::on_path;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The Java level problemtools compiles at (`javac -source 21`, its Kattis row).
pub const JAVA_LEVEL: u32 = 21;

/// Whether `tool` runs here: on the PATH (or a path that exists).
pub fn installed(tool: &str) -> bool {
    if tool.contains('/') {
        return Path::new(tool).exists();
    }
    std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).any(|dir| dir.join(tool).is_file()))
        .unwrap_or(false)
}

/// `tool --version`'s first line, if it runs.
pub fn tool_version(tool: &str) -> Option<String> {
    let output = Command::new(tool).arg("--version").output().ok()?;
    let text = [output.stdout, output.stderr].concat();
    String::from_utf8_lossy(&text)
        .lines()
        .next()
        .map(|l| l.trim().to_string())
}

/// Where to get `tool`, in words for the line that names what to install: the Debian
/// package that brings it ("Debian: apt-get install mono-mcs"), or that none does.
pub fn install_hint(tool: &str) -> String {
    let package = match tool {
        "gcc" => "gcc",
        "g++" => "g++",
        "javac" | "java" => "default-jdk",
        "pypy3" => "pypy3",
        "python3" => "python3",
        "rustc" => "rustc",
        "mcs" | "mono" => "mono-mcs",
        "cobc" => "gnucobol",
        "gccgo" => "gccgo",
        "ghc" => "ghc",
        "nodejs" | "node" => "nodejs",
        "kotlinc" | "kotlin" => "kotlin",
        "sbcl" => "sbcl",
        "ocamlopt" => "ocaml",
        "fpc" => "fp-compiler",
        "php" => "php-cli",
        "swipl" => "swi-prolog-nox",
        "ruby" => "ruby",
        "scalac" | "scala" => "scala",
        "fsharpc" => return "no Debian 12 package has it: Mono's own repository brings F#".into(),
        _ => "the package that has it",
    };
    format!("Debian: apt-get install {}", package)
}

/// A Python 2 interpreter here, by the command that runs it: `pypy` first when PyPy is
/// wanted, then python2.7, python2 and pypy on the PATH, each asked which Python it is (a
/// pyenv shim for a version not chosen fails the question), then pyenv's own 2.7.
pub fn python2_here(pypy: bool) -> Option<String> {
    let on_path = ["pypy", "python2.7", "python2", "pypy"];
    let first = if pypy { 0 } else { 1 };
    let is_two = |command: &str| {
        Command::new(command)
            .args(["-c", "import sys; sys.exit(sys.version_info[0] != 2)"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .map_or(false, |status| status.success())
    };
    if let Some(found) = on_path[first..].iter().find(|c| installed(c) && is_two(c)) {
        return Some(found.to_string());
    }
    let pyenv = std::env::var_os("PYENV_ROOT")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".pyenv")))?;
    let mut versions: Vec<PathBuf> = fs::read_dir(pyenv.join("versions"))
        .ok()?
        .flatten()
        .filter(|v| v.file_name().to_string_lossy().starts_with("2."))
        .map(|v| v.path().join("bin").join("python2"))
        .filter(|python| is_two(&python.to_string_lossy()))
        .collect();
    versions.sort();
    versions.pop().map(|python| python.display().to_string())
}

/// Whether `file` in `dir` compiles under the Python 2 `python`.
pub fn compiles_as_python2(python: &str, dir: &Path, file: &str) -> bool {
    Command::new(python)
        .args(["-m", "py_compile", file])
        .current_dir(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map_or(false, |status| status.success())
}

/// The `bin` folder of a JDK whose javac takes `-source LEVEL`: the one on the PATH when it
/// does, else the newest such under /usr/lib/jvm; an error naming the level needed.
pub fn jdk_bin(level: u32) -> Result<PathBuf, String> {
    let mut found: Vec<(u32, PathBuf)> = Vec::new();
    if let Some(version) = javac_version(Path::new("javac")) {
        if let Some(bin) = on_path("javac").and_then(|javac| javac.parent().map(Path::to_path_buf))
        {
            found.push((version, bin));
        }
    }
    if found.iter().any(|(version, _)| *version >= level) {
        found.truncate(1);
    } else {
        for entry in fs::read_dir("/usr/lib/jvm").into_iter().flatten().flatten() {
            let bin = entry.path().join("bin");
            if let Some(version) = javac_version(&bin.join("javac")) {
                found.push((version, bin));
            }
        }
    }
    found
        .into_iter()
        .filter(|(version, _)| *version >= level)
        .max_by_key(|(version, _)| *version)
        .map(|(_, bin)| bin)
        .ok_or_else(|| {
            format!(
                "problemtools compiles Java with -source {}: it needs a JDK {} or newer, and none is here (javac on the PATH, /usr/lib/jvm/*; Debian 13: apt-get install openjdk-{}-jdk)",
                level, level, level
            )
        })
}

/// The feature version of a javac (`javac 17.0.15` is 17), if it runs.
fn javac_version(javac: &Path) -> Option<u32> {
    let output = Command::new(javac).arg("-version").output().ok()?;
    let text = String::from_utf8_lossy(&[output.stdout, output.stderr].concat()).into_owned();
    let version = text.split_whitespace().nth(1)?;
    version.split('.').next()?.parse().ok()
}

/// What a language needs here beyond the tool its command starts, when that is missing, and
/// where to get it: Objective-C's compiler and GNUstep, which gcc alone does not bring.
pub fn missing_beyond_tool(family: Family) -> Option<(&'static str, &'static str)> {
    match family {
        Family::ObjectiveC if !Path::new("/usr/include/GNUstep/Foundation").is_dir() => Some((
            "GNUstep (its Objective-C compiler and headers)",
            "Debian: apt-get install gobjc libgnustep-base-dev",
        )),
        _ => None,
    }
}
