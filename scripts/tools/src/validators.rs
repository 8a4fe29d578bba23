//! A problem's validators, in any language problemtools builds (Kattis's rows of
//! `crate::judge::build::languages`): its input validator (the input on stdin; exit 42
//! accepts, anything else rejects) and its output validator, the checker (`checker INPUT
//! ANSWER FEEDBACK_DIR/ [FLAGS] < OUTPUT`; 42 accepts, 43 rejects). Each is found, built and
//! run as Kattis's problemtools finds, builds and runs it (its `run/` package and
//! `config/languages.yaml`):
//!
//! - a program is one file, or a folder whose files are one program (a C++ checker with its
//!   header beside it); its language, its source files and its main file are told as
//!   problemtools tells a submission's (`crate::judge::build::detect`);
//! - it is copied into a folder of its own under target/ and compiled there by problemtools'
//!   command for its language, every source file of that language given at once, problemtools'
//!   metavariables filled as it fills them (paths absolute, `{memlim}` its validation memory);
//! - it runs by problemtools' run command, from that folder, with the arguments above.
//!
//! Our own Rust programs under `PROBLEM/examples/` (the template's validator and checker, with
//! the modules they share by `#[path]`) are first made one file by the one bundler, as the
//! package carries them. A problem names its validators in its facts, as paths from its folder:
//! `validator` (by default `examples/PROBLEM-validate.rs`) and `checker` (none: the judges' own
//! comparison applies). Where problemtools would run PyPy3 and it is not installed, CPython
//! runs; PyPy 2 is this machine's Python 2 (`toolchain::python2_here`); where its Java level
//! (`-source 21`) needs a newer JDK than `javac` on the PATH, one under /usr/lib/jvm is used,
//! or the build says which is needed; a compiler missing here is named with its Debian
//! package.

use crate::bundle;
use crate::facts::{own_tag, target_dir, Facts};
use crate::judge::build::detect::{self, Sources};
use crate::judge::build::languages::{Family, Language};
use crate::judge::build::toolchain::{install_hint, installed, jdk_bin, python2_here, JAVA_LEVEL};
use crate::judge::run::shell_quoted;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The memory problemtools gives a validator, in MB (`limits.validation_memory`), which its
/// Java run command is handed.
const VALIDATION_MEMORY_MB: u32 = 1024;

/// Which of a problem's validators: the fact that names it and the folder it is built in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Input,
    Output,
}

impl Role {
    fn fact(self) -> &'static str {
        match self {
            Role::Input => "validator",
            Role::Output => "checker",
        }
    }

    fn folder(self) -> &'static str {
        match self {
            Role::Input => "validators",
            Role::Output => "checkers",
        }
    }
}

/// A validator built, ready to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Built {
    /// Its source as the workspace names it (`pair-sum/output_validators/pairs/`), for
    /// messages.
    pub source: String,
    /// The folder it runs from, and its run command (a shell line).
    dir: PathBuf,
    run: String,
    /// The flags its facts give it (`validator-flags` for a checker), after the arguments.
    pub flags: Vec<String>,
}

impl Built {
    /// Its run command, from its folder, before the arguments of a run: `sh -c`, the
    /// arguments added after it reaching the program (problemtools' commands quote their
    /// files as a shell reads them).
    pub fn command(&self) -> Command {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("{} \"$@\"", self.run))
            .arg("sh")
            .current_dir(&self.dir);
        command
    }
}

/// The validator of `role` that the facts of `problem` name, from its folder: the default for
/// the input validator, none for a checker that is not named.
pub fn named(facts: &Facts, role: Role) -> Result<Option<String>, String> {
    match (facts.get(role.fact()), role) {
        (Some(_), _) => facts.text(role.fact()).map(|path| Some(path.to_string())),
        (None, Role::Input) => Ok(Some(format!("examples/{}-validate.rs", facts.problem))),
        (None, Role::Output) => Ok(None),
    }
}

/// The validator of `role` of `problem` in the workspace at `root`, built unless the build
/// under target/ is of the same sources by the same command; None when the problem has none.
pub fn of(root: &Path, problem: &str, role: Role) -> Result<Option<Built>, String> {
    let facts = Facts::of(root, problem)?;
    let source = match named(&facts, role)? {
        Some(source) => source,
        None => return Ok(None),
    };
    let flags = match (role, facts.get("validator-flags")) {
        (Role::Output, Some(crate::facts::Value::List(flags))) => flags.clone(),
        _ => Vec::new(),
    };
    // absolute: the compile and run commands name their files from the build's own folder
    let dir = std::env::current_dir()
        .map_err(|e| format!("the current folder: {}", e))?
        .join(target_dir(root).join(role.folder()).join(problem));
    let mut built = build(
        root,
        &Path::new(problem).join(source.trim_end_matches('/')),
        &dir,
    )?;
    built.flags = flags;
    Ok(Some(built))
}

/// The program at `source` (from the workspace's `root`: a file, or a folder that is one
/// program) built in `dir`. Cost: one compilation, unless `dir` already holds this build.
fn build(root: &Path, source: &Path, dir: &Path) -> Result<Built, String> {
    let shown = source.display().to_string();
    let found = Sources::of(&root.join(source))?;
    let language = detect::language("Kattis", &found, None)
        .map_err(|why| format!("{}: {}", shown, why.rsplit(": ").next().unwrap_or(&why)))?;
    let sources: Vec<(PathBuf, Vec<u8>)> = found
        .files
        .iter()
        .map(|relative| {
            read_source(root, &found.dir.join(relative), language.family)
                .map(|text| (relative.clone(), text))
        })
        .collect::<Result<_, _>>()?;
    let names: Vec<PathBuf> = found.files.clone();
    let own = detect::source_files(language, &names);
    let main = detect::main_file(&own)
        .cloned()
        .ok_or_else(|| format!("{}: no {} file", shown, language.family.name()))?;
    let commands = |at: &Path| commands(language, at, &own, &main);
    // the commands as they read in any folder: a build moved in place is the same build
    let recipe = recipe(&sources, &commands(Path::new("/DIR"))?);
    // each recipe has a folder of its own, never removed: a judge running a build while
    // another judge puts a build in place (tests and check.sh's steps run side by side)
    // keeps its own
    let dir = &dir.join(format!("{:016x}", fnv1a(&recipe)));
    let (_, run) = commands(dir)?;
    if fs::read(dir.join(RECIPE)).map_or(false, |old| old == recipe) {
        return Ok(built(shown, dir, run));
    }
    // a folder no other build makes, in this process (threads of a test) or another
    let making = dir.with_extension(format!("making-{}", own_tag()));
    let _ = fs::remove_dir_all(&making);
    write_sources(&making, &sources)?;
    compiled(&shown, &commands(&making)?.0, &making)?;
    fs::write(making.join(RECIPE), &recipe).map_err(|e| format!("{}: {}", making.display(), e))?;
    // another judge may have put the same build in place meanwhile: the rename fails, and
    // its build is this one
    if fs::rename(&making, dir).is_err() {
        let _ = fs::remove_dir_all(&making);
        if !fs::read(dir.join(RECIPE)).map_or(false, |old| old == recipe) {
            return Err(format!("{}: cannot be put in place", dir.display()));
        }
    }
    Ok(built(shown, dir, run))
}

/// The 64-bit FNV-1a hash of `bytes`: a recipe's folder name, the same in every build of the
/// tools.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The file in a build's folder that says what it was built from.
const RECIPE: &str = ".recipe";

fn built(source: String, dir: &Path, run: String) -> Built {
    Built {
        source,
        dir: dir.to_path_buf(),
        run,
        flags: Vec::new(),
    }
}

/// A source's bytes as the build takes them: our Rust programs under `examples/` made one
/// file by the bundler (they reach shared code by `#[path]`); every other file as it is.
fn read_source(root: &Path, file: &Path, family: Family) -> Result<Vec<u8>, String> {
    let ours = file
        .parent()
        .and_then(Path::file_name)
        .map_or(false, |folder| folder == "examples");
    let rust = file.extension().map_or(false, |e| e == "rs");
    if family == Family::Rust && ours && rust {
        return bundle::example(root, file).map(String::into_bytes);
    }
    fs::read(file).map_err(|e| format!("{}: {}", file.display(), e))
}

fn write_sources(dir: &Path, sources: &[(PathBuf, Vec<u8>)]) -> Result<(), String> {
    for (relative, text) in sources {
        let path = dir.join(relative);
        let made = path.parent().map_or(Ok(()), fs::create_dir_all);
        made.and_then(|()| fs::write(&path, text))
            .map_err(|e| format!("{}: {}", path.display(), e))?;
    }
    Ok(())
}

/// The compile and run commands of a build in `dir`, shell lines with problemtools'
/// metavariables filled as it fills them (its files and paths absolute), and each tool found
/// here: CPython for a missing PyPy3, this machine's Python 2 for PyPy 2, a JDK that takes
/// problemtools' `-source`; a tool missing here is an error naming its package.
fn commands(
    language: &Language,
    dir: &Path,
    sources: &[PathBuf],
    main: &Path,
) -> Result<(String, String), String> {
    let at = |file: &Path| dir.join(file).display().to_string();
    let files: Vec<String> = sources.iter().map(|f| shell_quoted(&at(f))).collect();
    let class = main
        .file_stem()
        .map_or(String::new(), |stem| stem.to_string_lossy().into_owned());
    let mut capital = class.clone();
    if let Some(first) = capital.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    let fill = |line: &str| -> String {
        line.replace("{files}", &files.join(" "))
            .replace("{binary}", &at(Path::new("run")))
            .replace("{mainfile}", &at(main))
            .replace("{Mainclass}", &capital)
            .replace("{mainclass}", &class)
            .replace("{path}", &dir.display().to_string())
            .replace("{memlim}", &VALIDATION_MEMORY_MB.to_string())
    };
    let (mut compile, mut run) = (fill(language.compile), fill(language.run));
    for line in [&mut compile, &mut run] {
        *line = tooled(line)?;
    }
    Ok((compile, run))
}

/// `line` with its first tool as it runs here: CPython for a missing PyPy3, this machine's
/// Python 2 for PyPy 2, a JDK's javac and java that take problemtools' Java level; an error
/// naming what to install when the tool is not here.
fn tooled(line: &str) -> Result<String, String> {
    let tool = line.split_whitespace().next().unwrap_or("");
    let stand_in = match tool {
        "" => return Ok(String::new()),
        "pypy3" if !installed("pypy3") => "python3".to_string(),
        "{pypy2}" => python2_here(true).ok_or(
            "Python 2 is not installed here (python2.7, python2, pypy, pyenv's 2.7 were looked for), and problemtools runs Python 2 with pypy",
        )?,
        "javac" | "java" => jdk_bin(JAVA_LEVEL)?.join(tool).display().to_string(),
        tool if tool.contains('/') || installed(tool) => return Ok(line.to_string()),
        tool => {
            return Err(format!(
                "{} is not installed here ({})",
                tool,
                install_hint(tool)
            ))
        }
    };
    Ok(line.replacen(tool, &stand_in, 1))
}

/// What a build is made of: its commands and its files with their bytes.
fn recipe(sources: &[(PathBuf, Vec<u8>)], commands: &(String, String)) -> Vec<u8> {
    let mut recipe = format!("{}\n{}\n", commands.0, commands.1).into_bytes();
    for (file, text) in sources {
        recipe.extend_from_slice(format!("{} {}\n", file.display(), text.len()).as_bytes());
        recipe.extend_from_slice(text);
    }
    recipe
}

/// Runs `compile` from `dir` through `sh -c`; an error with the compiler's output when it
/// fails.
fn compiled(source: &str, compile: &str, dir: &Path) -> Result<(), String> {
    if compile.is_empty() {
        return Ok(());
    }
    let output = Command::new("sh")
        .args(["-c", compile])
        .current_dir(dir)
        .output()
        .map_err(|e| format!("{}: cannot start sh: {}", source, e))?;
    if output.status.success() {
        return Ok(());
    }
    let said = [output.stdout, output.stderr].concat();
    Err(format!(
        "{} does not compile ({}):\n{}",
        source,
        compile,
        String::from_utf8_lossy(&said).trim_end()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::build::languages::named;

    /// Threads that build one validator at once, as tests and check.sh's steps do side by
    /// side, each then running the build it was given: every build is there and accepts.
    #[test]
    fn builds_of_one_validator_side_by_side_each_run() {
        if !installed("python3") {
            eprintln!("skipped: python3 is not installed here");
            return;
        }
        let root = std::env::temp_dir().join(format!("validators-side-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("v")).unwrap();
        let source = "import sys\nsys.stdin.read()\nsys.exit(42)\n";
        fs::write(root.join("v/validate.py"), source).unwrap();
        for round in 0..4 {
            let dir = root.join(format!("built-{}", round));
            let start = std::sync::Barrier::new(6);
            std::thread::scope(|scope| {
                for _ in 0..6 {
                    scope.spawn(|| {
                        start.wait();
                        let built = build(&root, Path::new("v/validate.py"), &dir).unwrap();
                        for _ in 0..3 {
                            let ran = built.command().stdin(std::process::Stdio::null()).output();
                            let status = ran.expect("the validator runs").status;
                            assert_eq!(status.code(), Some(42), "round {}", round);
                        }
                    });
                }
            });
        }
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn commands_are_problemtools_with_its_metavariables_filled() {
        let cpp = named("Kattis", "C++").expect("Kattis builds C++");
        let sources = [PathBuf::from("check.cc")];
        let (compile, run) = commands(cpp, Path::new("/b"), &sources, &sources[0]).unwrap();
        assert!(compile.starts_with("g++ -g -O2"), "{}", compile);
        assert!(compile.contains(" /b/check.cc "), "{}", compile);
        assert_eq!(run, "/b/run");
        let python = named("Kattis", "Python 3").expect("Kattis builds Python 3");
        let sources = [PathBuf::from("lib.py"), PathBuf::from("main.py")];
        let (_, run) = commands(python, Path::new("/b"), &sources, &sources[1]).unwrap();
        assert!(run.ends_with(" \"/b/main.py\""), "{}", run);
    }
}
