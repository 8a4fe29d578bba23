//! `tools packages [--verify | --install] [PROBLEM...]`, what `scripts/package.sh` does: the
//! tools it needs installed (`crate::install`), then each problem's package made (`crate::package`), unless it still holds a
//! placeholder (`PACKAGE_WITH_PLACEHOLDERS=1` makes it anyway, for new-problem.sh's
//! self-test), its statement turned into LaTeX and its `problem.pdf` made where problemtools
//! is installed (`crate::statement`: a statement that cannot be made is said with its page's
//! line and cause), and zipped by `zip`; then, with `--verify`, Kattis's
//! verifyproblem (in the venv `target/problemtools/`) on each problem's
//! package, `target/package/SHORT/`, as many at once as there are cores (verifyproblem times
//! a run by its CPU time, and each is mostly one process at a time), with the package's time
//! limit (`-t`, its `.timelimit`). problemtools compiles Java with `-source 21`: where the
//! `javac` on the PATH is older, a JDK that takes it (under /usr/lib/jvm) goes first on
//! verifyproblem's PATH, and where there is none a line says which is needed; where the
//! interpreters problemtools runs Python with are missing (`pypy` for Python 2, `pypy3`),
//! this machine's Python 2 and CPython stand in on that PATH, as the judge here runs them. Each
//! package's whole log goes to `target/package/SHORT.verify.log`; then, in the problems'
//! order, its errors and warnings, each with its whole cause (the lines problemtools indents
//! under a message: a compiler's output, a validator's feedback), its summary lines, and,
//! when it has errors, the log's path.

use crate::facts::{problems, target_dir};
use crate::judge::build::toolchain::{installed, jdk_bin, python2_here, JAVA_LEVEL};
use crate::lanes;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What package.sh is asked to do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// The packages made (pandoc installed first, where it can be).
    Make,
    /// The packages made and verified (every tool `--verify` runs installed first).
    Verify,
    /// Only the tools `--verify` runs installed.
    Install,
}

/// package.sh on the problems `named` (every one when none is): its exit status, 0 done, 1
/// a placeholder left, an error found or pandoc missing (said on stderr), 3 the tools of
/// `--verify` or `--install` that cannot be had, said in one line, `package.sh: skipped:
/// WHY` (`crate::install`).
pub fn package_sh(root: &Path, named: &[&str], mode: Mode) -> Result<i32, String> {
    if mode == Mode::Make && !crate::install::pandoc() {
        eprintln!("package.sh: pandoc is needed to make the statements (apt-get install pandoc)");
        return Ok(1);
    }
    if mode != Mode::Make {
        if let Err(why) = crate::install::problemtools(root) {
            println!("package.sh: skipped: {}", why);
            return Ok(3);
        }
    }
    if mode == Mode::Install {
        return Ok(0);
    }
    Ok(if run(root, named, mode == Mode::Verify)? {
        0
    } else {
        1
    })
}

/// Makes the package of each of `named` (every problem when none is) and, when `verify`,
/// verifies them; Ok(false) when one has a placeholder left or verifyproblem found errors.
pub fn run(root: &Path, named: &[&str], verify: bool) -> Result<bool, String> {
    let chosen: Vec<String> = match named {
        [] => problems(root),
        named => named.iter().map(|p| p.to_string()).collect(),
    };
    for problem in &chosen {
        if !placeholders_allowed(root, problem)? {
            return Ok(false);
        }
    }
    for problem in &chosen {
        make(root, problem)?;
    }
    if !verify {
        return Ok(true);
    }
    let passed = verify_all(root, &chosen)?;
    if passed {
        println!(
            "package.sh: all {} packages verified with 0 errors",
            chosen.len()
        );
    } else {
        println!("package.sh: verifyproblem found errors (above, each with its log)");
    }
    Ok(passed)
}

/// Whether `problem` may be packaged: no placeholder left that the package would carry, or
/// PACKAGE_WITH_PLACEHOLDERS set (said); else each such placeholder is named.
fn placeholders_allowed(root: &Path, problem: &str) -> Result<bool, String> {
    let all = crate::placeholders::left(root, problem)?;
    let left = crate::placeholders::packaged(&all);
    if left.is_empty() {
        return Ok(true);
    }
    if std::env::var_os("PACKAGE_WITH_PLACEHOLDERS").map_or(false, |v| !v.is_empty()) {
        println!(
            "package.sh: {}: placeholders left, packaged anyway (PACKAGE_WITH_PLACEHOLDERS)",
            problem
        );
        return Ok(true);
    }
    eprintln!(
        "package.sh: {}: no package while placeholders are left; replace each:",
        problem
    );
    left.iter()
        .for_each(|placeholder| eprintln!("  {}", placeholder));
    Ok(false)
}

/// `problem`'s package in `target/package/SHORT/`, made anew, and `SHORT.zip`.
fn make(root: &Path, problem: &str) -> Result<(), String> {
    let short = short_name(problem);
    let dir = packages_dir(root).join(&short);
    let zip = packages_dir(root).join(format!("{}.zip", short));
    let _ = fs::remove_dir_all(&dir);
    let _ = fs::remove_file(&zip);
    let summary = crate::package::write(root, problem, &dir)
        .map_err(|why| format!("{}: cannot make its package: {}", problem, why))?;
    let tex = crate::statement::tex(root, problem)?;
    fs::write(dir.join("problem_statement/problem.en.tex"), tex)
        .map_err(|e| format!("{}: {}", dir.display(), e))?;
    let mut parts = vec![
        ".timelimit",
        "domjudge-problem.ini",
        "problem.yaml",
        "problem_statement",
        "data",
        "input_validators",
        "submissions",
    ];
    if dir.join("output_validators").is_dir() {
        parts.push("output_validators");
    }
    // DOMjudge shows a problem.pdf from the zip's root to the teams; problemtools makes it
    // where it is installed (--verify), and a statement it cannot make is said here
    if crate::statement::pdf(root, problem, &dir)? {
        parts.push("problem.pdf");
    }
    let zipped = Command::new("zip")
        .args(["-q", "-r"])
        .arg(&zip)
        .args(&parts)
        .current_dir(&dir)
        .output()
        .map_err(|e| format!("{}: zip: {}", problem, e))?;
    if !zipped.status.success() {
        return Err(format!(
            "{}: zip failed: {}",
            problem,
            String::from_utf8_lossy(&zipped.stderr).trim()
        ));
    }
    println!("package.sh: {}: {}", problem, summary);
    Ok(())
}

/// A package's name: the problem's without hyphens (judges take `[a-z0-9]+`).
fn short_name(problem: &str) -> String {
    problem.replace('-', "")
}

/// The folder the packages are made in.
fn packages_dir(root: &Path) -> PathBuf {
    root.join("target/package")
}

/// One package verified: its problem, whether verifyproblem found no error, and its log.
struct Verified {
    problem: String,
    passed: bool,
    log_path: PathBuf,
    log: String,
}

/// Verifies the packages of `problems`, printing what each says; Ok(true) when none has an
/// error, an error when verifyproblem cannot be run at all.
fn verify_all(root: &Path, problems: &[String]) -> Result<bool, String> {
    let verifyproblem = crate::install::problemtools_venv(root).join("bin/verifyproblem");
    if !verifyproblem.is_file() {
        return Err(format!(
            "{} is not installed (bash scripts/package.sh --install)",
            verifyproblem.display()
        ));
    }
    let (path, java_home) = search_path(root);
    let mut all_passed = true;
    lanes::in_order(
        problems,
        lanes::cores(),
        |_, problem| verify(root, &verifyproblem, (&path, java_home.as_deref()), problem),
        |verified| match verified {
            Ok(verified) => {
                all_passed &= verified.passed;
                say(root, &verified);
            }
            Err(why) => {
                all_passed = false;
                println!("package.sh: {}", why);
            }
        },
    );
    Ok(all_passed)
}

/// verifyproblem's PATH: this one, with a JDK that takes problemtools' Java level first
/// where the `javac` on it does not, and the interpreters problemtools names that are not
/// here stood in for (`stand_ins`); a line says each, or which JDK is needed. With a newer
/// JDK first, JAVA_HOME names the one the PATH had, where none is set: Kotlin's and Scala's
/// compilers and runners start their JVM from JAVA_HOME, and Debian's Kotlin 1.3 does not run
/// on a JDK 21 or newer.
fn search_path(root: &Path) -> (std::ffi::OsString, Option<PathBuf>) {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs: Vec<PathBuf> = Vec::new();
    let mut java_home = None;
    match jdk_bin(JAVA_LEVEL) {
        Ok(bin) => {
            println!(
                "package.sh: Java is compiled by {} (problemtools compiles with -source {})",
                bin.join("javac").display(),
                JAVA_LEVEL
            );
            let java =
                crate::judge::run::os::on_path("java").and_then(|j| fs::canonicalize(j).ok());
            let home = java
                .as_deref()
                .and_then(Path::parent)
                .and_then(Path::parent);
            if home != bin.parent() && std::env::var_os("JAVA_HOME").is_none() {
                java_home = home.map(Path::to_path_buf);
            }
            dirs.push(bin);
        }
        Err(why) => println!(
            "package.sh: {}: a Java submission or validator will not compile",
            why
        ),
    }
    dirs.extend(stand_ins(root));
    dirs.extend(std::env::split_paths(&path));
    (std::env::join_paths(dirs).unwrap_or(path), java_home)
}

/// A folder of stand-ins for the interpreters problemtools runs and this machine lacks, as
/// the judge here stands in for them: `pypy` (its Python 2) by this machine's Python 2,
/// `pypy3` by CPython; each said in a line. None when nothing is missing or can stand in.
fn stand_ins(root: &Path) -> Option<PathBuf> {
    let dir = target_dir(root).join("problemtools-stand-ins");
    let wanted = [
        ("pypy", python2_here(false)),
        ("pypy3", Some("python3".to_string())),
    ];
    let mut made = false;
    for (tool, stand_in) in wanted {
        let stand_in = match stand_in.and_then(|name| resolved(&name)) {
            Some(path) if !installed(tool) => path,
            _ => continue,
        };
        let link = dir.join(tool);
        let _ = fs::create_dir_all(&dir);
        let _ = fs::remove_file(&link);
        if std::os::unix::fs::symlink(&stand_in, &link).is_ok() {
            println!(
                "package.sh: {} is not installed: {} runs in its place, as the judge here runs it",
                tool,
                stand_in.display()
            );
            made = true;
        }
    }
    made.then_some(dir)
}

/// The program `name` runs: itself when a path, else the one on the PATH; a pyenv shim goes
/// to the interpreter its version names, which runs whatever folder it is called from.
fn resolved(name: &str) -> Option<PathBuf> {
    let path = if name.contains('/') {
        PathBuf::from(name)
    } else {
        crate::judge::run::os::on_path(name)?
    };
    if !path.to_string_lossy().contains("/shims/") {
        return Some(path);
    }
    let real = Command::new(&path)
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .ok()?;
    let real = String::from_utf8_lossy(&real.stdout).trim().to_string();
    (!real.is_empty()).then(|| PathBuf::from(real))
}

/// verifyproblem on `problem`'s package, its output kept in the log beside the package.
fn verify(
    root: &Path,
    verifyproblem: &Path,
    (path, java_home): (&std::ffi::OsStr, Option<&Path>),
    problem: &str,
) -> Result<Verified, String> {
    let dir = packages_dir(root).join(short_name(problem));
    let seconds = fs::read_to_string(dir.join(".timelimit"))
        .map_err(|e| format!("{}: {}: no package to verify", dir.display(), e))?;
    let ran = Command::new(verifyproblem)
        .args(["-t", seconds.trim()])
        .arg(&dir)
        .env("PATH", path)
        .envs(java_home.map(|home| ("JAVA_HOME", home)))
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{}: {}", verifyproblem.display(), e))?;
    let log = String::from_utf8_lossy(&[ran.stdout, ran.stderr].concat()).into_owned();
    let log_path = packages_dir(root).join(format!("{}.verify.log", short_name(problem)));
    fs::write(&log_path, &log).map_err(|e| format!("{}: {}", log_path.display(), e))?;
    Ok(Verified {
        problem: problem.to_string(),
        passed: ran.status.success(),
        log_path,
        log,
    })
}

/// Prints a package's errors and warnings with their causes and its summary lines, and the
/// log's path when it has errors.
fn say(root: &Path, verified: &Verified) {
    println!("package.sh: verifyproblem {}", verified.problem);
    for line in said(&verified.log) {
        println!("  {}", line);
    }
    if !verified.passed {
        let shown = verified
            .log_path
            .strip_prefix(root)
            .unwrap_or(&verified.log_path);
        println!("  the whole log: {}", shown.display());
    }
}

/// The lines of a log that say what is wrong: each ERROR or WARNING line with the lines
/// problemtools indents under it (its cause), and each summary line (`tested:`).
fn said(log: &str) -> Vec<&str> {
    let mut kept = Vec::new();
    let mut under_message = false;
    for line in log.lines() {
        if line.starts_with("ERROR") || line.starts_with("WARNING") || line.contains("tested:") {
            kept.push(line);
            under_message = !line.contains("tested:");
        } else if under_message && (line.starts_with("        ") || line.starts_with("[.....")) {
            kept.push(line);
        } else {
            under_message = false;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::said;

    #[test]
    fn a_message_is_said_with_its_whole_cause() {
        let log = "Loading problem plus\nERROR in submissions/accepted/Plus.java: Compile error:\n        error: invalid source release: 21\n        Usage: javac <options>\nChecking config\nWARNING in problem.yaml: License is 'unknown'\nplus tested: 1 error, 1 warning\n";
        assert_eq!(
            said(log),
            [
                "ERROR in submissions/accepted/Plus.java: Compile error:",
                "        error: invalid source release: 21",
                "        Usage: javac <options>",
                "WARNING in problem.yaml: License is 'unknown'",
                "plus tested: 1 error, 1 warning",
            ]
        );
    }
}
