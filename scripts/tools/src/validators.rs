//! A problem's validators, in any language a judge here builds (C, C++, Java, Python 3, Rust):
//! its input validator (the input on stdin; exit 42 accepts, anything else rejects) and its
//! output validator, the checker (`checker INPUT ANSWER FEEDBACK_DIR/ [FLAGS] < OUTPUT`; 42
//! accepts, 43 rejects). Each is found, built and run as Kattis's problemtools finds, builds
//! and runs it (its `run/` package and `config/languages.yaml`):
//!
//! - a program is one file, or a folder whose files are one program (a C++ checker with its
//!   header beside it); its language is the one most of its files are written in, a tie going
//!   to problemtools' priority (C++, C, Python 3, Java, Rust);
//! - it is copied into a folder of its own under target/ and compiled there by problemtools'
//!   command for its language, every source file of that language given at once; `{mainfile}`
//!   is the one file, or the one named `main.*`, or the first by name;
//! - it runs by problemtools' run command, from that folder, with the arguments above.
//!
//! Our own Rust programs under `PROBLEM/examples/` (the template's validator and checker, with
//! the modules they share by `#[path]`) are first made one file by the one bundler, as the
//! package carries them. A problem names its validators in its facts, as paths from its folder:
//! `validator` (by default `examples/PROBLEM-validate.rs`) and `checker` (none: the judges' own
//! comparison applies). Where problemtools would run PyPy3 and it is not installed, CPython
//! runs; where its Java level (`-source 21`) needs a newer JDK than `javac` on the PATH, one
//! under /usr/lib/jvm is used, or the build says which is needed.

use crate::bundle;
use crate::facts::{target_dir, Facts};
use crate::judge::build::languages::Family;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The Java level problemtools compiles at (`javac -source 21`).
pub const JAVA_LEVEL: u32 = 21;

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
    /// The folder it runs from, and its run command.
    dir: PathBuf,
    argv: Vec<String>,
    /// The flags its facts give it (`validator-flags` for a checker), after the arguments.
    pub flags: Vec<String>,
}

impl Built {
    /// Its run command, from its folder, before the arguments of a run.
    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.argv[0]);
        command.args(&self.argv[1..]).current_dir(&self.dir);
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

/// One language as problemtools builds and runs it: its family (the extensions), its priority
/// in a tie, its compile command (a syntax check, for an interpreter's) and its run command,
/// with problemtools' metavariables.
struct Language {
    family: Family,
    priority: u32,
    compile: &'static str,
    run: &'static str,
}

/// problemtools' languages.yaml (problemtools 1.20260907), for the languages judged here.
const LANGUAGES: [Language; 5] = [
    Language {
        family: Family::Cpp,
        priority: 1000,
        compile: "g++ -g -O2 -std=gnu++23 -static -o {binary} {files} -lrt -Wl,--whole-archive -lpthread -Wl,--no-whole-archive",
        run: "{binary}",
    },
    Language {
        family: Family::C,
        priority: 950,
        compile: "gcc -g -O2 -std=gnu17 -static -o {binary} {files} -lm",
        run: "{binary}",
    },
    Language {
        family: Family::Python,
        priority: 850,
        compile: "pypy3 -m py_compile {files}",
        run: "pypy3 {mainfile}",
    },
    Language {
        family: Family::Java,
        priority: 800,
        compile: "javac -source 21 -encoding UTF-8 -sourcepath {path} -d {path} {files}",
        run: "java -Dfile.encoding=UTF-8 -XX:+UseSerialGC -Xss64m -Xms{memlim}m -Xmx{memlim}m -cp {path} {mainclass}",
    },
    Language {
        family: Family::Rust,
        priority: 575,
        compile: "rustc -C opt-level=3 -C target-cpu=native --crate-type bin --edition 2021 {mainfile} -o {mainfile}.out",
        run: "{mainfile}.out",
    },
];

/// The program at `source` (from the workspace's `root`: a file, or a folder that is one
/// program) built in `dir`. Cost: one compilation, unless `dir` already holds this build.
fn build(root: &Path, source: &Path, dir: &Path) -> Result<Built, String> {
    let shown = source.display().to_string();
    let files = program_files(root, source)?;
    let language = language_of(&files).ok_or_else(|| {
        format!(
            "{}: no source file of a language built here (C, C++, Java, Python 3, Rust)",
            shown
        )
    })?;
    let sources: Vec<(PathBuf, Vec<u8>)> = files
        .iter()
        .map(|relative| {
            let from = if root.join(source).is_dir() {
                root.join(source).join(relative)
            } else {
                root.join(source)
            };
            read_source(root, &from, language.family).map(|text| (relative.clone(), text))
        })
        .collect::<Result<_, _>>()?;
    let tools = Tools::for_family(language.family)?;
    let recipe = recipe(&sources, language, &tools);
    let run = |at: &Path| commands(language, &tools, at, &sources).1;
    if fs::read(dir.join(RECIPE)).map_or(false, |old| old == recipe) {
        return Ok(built(shown, dir, run(dir)));
    }
    let making = dir.with_extension(format!("making-{}", std::process::id()));
    let _ = fs::remove_dir_all(&making);
    write_sources(&making, &sources)?;
    compiled(
        &shown,
        &commands(language, &tools, &making, &sources).0,
        &making,
    )?;
    fs::write(making.join(RECIPE), &recipe).map_err(|e| format!("{}: {}", making.display(), e))?;
    // another judge may have built it meanwhile: its build is this one
    let _ = fs::remove_dir_all(dir);
    if fs::rename(&making, dir).is_err() {
        let _ = fs::remove_dir_all(&making);
        if !fs::read(dir.join(RECIPE)).map_or(false, |old| old == recipe) {
            return Err(format!("{}: cannot be put in place", dir.display()));
        }
    }
    Ok(built(shown, dir, run(dir)))
}

/// The file in a build's folder that says what it was built from.
const RECIPE: &str = ".recipe";

fn built(source: String, dir: &Path, argv: Vec<String>) -> Built {
    Built {
        source,
        dir: dir.to_path_buf(),
        argv,
        flags: Vec::new(),
    }
}

/// The files of the program at `source`, as paths from it (a file: its own name), sorted.
fn program_files(root: &Path, source: &Path) -> Result<Vec<PathBuf>, String> {
    let at = root.join(source);
    if at.is_file() {
        return Ok(vec![PathBuf::from(at.file_name().unwrap_or_default())]);
    }
    let mut found = Vec::new();
    walk(&at, Path::new(""), &mut found).map_err(|e| format!("{}: {}", source.display(), e))?;
    found.sort();
    Ok(found)
}

fn walk(dir: &Path, under: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir.join(under))? {
        let entry = entry?;
        let path = under.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            walk(dir, &path, found)?;
        } else {
            found.push(path);
        }
    }
    Ok(())
}

/// The family of one file, by its extension.
fn family_of(file: &Path) -> Option<Family> {
    let extension = file.extension()?.to_str()?;
    Family::of_extension(extension)
}

/// The language most of `files` are written in, a tie to the higher priority.
fn language_of(files: &[PathBuf]) -> Option<&'static Language> {
    LANGUAGES
        .iter()
        .map(|language| {
            let count = files
                .iter()
                .filter(|file| family_of(file) == Some(language.family))
                .count();
            (count, language.priority, language)
        })
        .filter(|(count, _, _)| *count > 0)
        .max_by_key(|(count, priority, _)| (*count, *priority))
        .map(|(_, _, language)| language)
}

/// A source's bytes as the build takes them: our Rust programs under `examples/` made one
/// file by the bundler (they reach shared code by `#[path]`); every other file as it is.
fn read_source(root: &Path, file: &Path, family: Family) -> Result<Vec<u8>, String> {
    let ours = file
        .parent()
        .and_then(Path::file_name)
        .map_or(false, |folder| folder == "examples");
    if family == Family::Rust && ours && family_of(file) == Some(Family::Rust) {
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

/// The tools a language's commands start, found here: problemtools' own names, or what
/// stands in for them (CPython for a missing PyPy3, a newer JDK's javac and java).
struct Tools {
    /// (problemtools' name, the one run here).
    replaced: Vec<(&'static str, String)>,
}

impl Tools {
    fn for_family(family: Family) -> Result<Tools, String> {
        let mut replaced = Vec::new();
        match family {
            Family::Python if !on_path("pypy3") => replaced.push(("pypy3", "python3".into())),
            Family::Java => {
                let bin = jdk_bin(JAVA_LEVEL)?;
                for tool in ["javac", "java"] {
                    replaced.push((tool, bin.join(tool).display().to_string()));
                }
            }
            _ => {}
        }
        Ok(Tools { replaced })
    }

    fn tool(&self, name: &str) -> String {
        self.replaced
            .iter()
            .find(|(from, _)| *from == name)
            .map_or_else(|| name.to_string(), |(_, to)| to.clone())
    }
}

/// The compile command and the run command of a build in `dir`, problemtools' metavariables
/// filled in, each a list of arguments.
fn commands(
    language: &Language,
    tools: &Tools,
    dir: &Path,
    sources: &[(PathBuf, Vec<u8>)],
) -> (Vec<String>, Vec<String>) {
    let files: Vec<String> = sources
        .iter()
        .filter(|(file, _)| family_of(file) == Some(language.family))
        .map(|(file, _)| dir.join(file).display().to_string())
        .collect();
    let main = main_file(&files);
    let class = Path::new(&main)
        .file_stem()
        .map_or(String::new(), |stem| stem.to_string_lossy().into_owned());
    let fill = |command: &str| -> Vec<String> {
        let mut argv = Vec::new();
        for word in command.split_whitespace() {
            if word == "{files}" {
                argv.extend(files.iter().cloned());
                continue;
            }
            let word = word
                .replace("{binary}", &dir.join("run").display().to_string())
                .replace("{path}", &dir.display().to_string())
                .replace("{mainfile}", &main)
                .replace("{mainclass}", &class)
                .replace("{memlim}", &VALIDATION_MEMORY_MB.to_string());
            argv.push(word);
        }
        if let Some(first) = argv.first_mut() {
            *first = tools.tool(first);
        }
        argv
    };
    (fill(language.compile), fill(language.run))
}

/// problemtools' `{mainfile}`: the one file, else the one named `main.*` (any case), else
/// the first by name. Precondition: `files` is sorted and not empty.
fn main_file(files: &[String]) -> String {
    let named_main = files.iter().find(|file| {
        Path::new(file)
            .file_stem()
            .map_or(false, |stem| stem.eq_ignore_ascii_case("main"))
    });
    named_main
        .or_else(|| files.first())
        .cloned()
        .unwrap_or_default()
}

/// What a build is made of: its files and their bytes, and the commands' tools.
fn recipe(sources: &[(PathBuf, Vec<u8>)], language: &Language, tools: &Tools) -> Vec<u8> {
    let mut recipe = format!("{}\n{}\n", language.compile, language.run).into_bytes();
    for (from, to) in &tools.replaced {
        recipe.extend_from_slice(format!("{} = {}\n", from, to).as_bytes());
    }
    for (file, text) in sources {
        recipe.extend_from_slice(format!("{} {}\n", file.display(), text.len()).as_bytes());
        recipe.extend_from_slice(text);
    }
    recipe
}

/// Runs `compile` from `dir`; an error with the compiler's output when it fails.
fn compiled(source: &str, compile: &[String], dir: &Path) -> Result<(), String> {
    let output = Command::new(&compile[0])
        .args(&compile[1..])
        .current_dir(dir)
        .output()
        .map_err(|e| format!("{}: cannot start {}: {}", source, compile[0], e))?;
    if output.status.success() {
        return Ok(());
    }
    let said = [output.stdout, output.stderr].concat();
    Err(format!(
        "{} does not compile ({}):\n{}",
        source,
        compile.join(" "),
        String::from_utf8_lossy(&said).trim_end()
    ))
}

fn on_path(tool: &str) -> bool {
    crate::judge::build::submit::installed(tool)
}

/// The `bin` folder of a JDK whose javac takes `-source LEVEL`: the one on the PATH when it
/// does, else the newest such under /usr/lib/jvm; an error naming the level needed.
pub fn jdk_bin(level: u32) -> Result<PathBuf, String> {
    let mut found: Vec<(u32, PathBuf)> = Vec::new();
    if let Some(version) = javac_version(Path::new("javac")) {
        if let Some(bin) = which("javac").and_then(|javac| javac.parent().map(Path::to_path_buf)) {
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
                "problemtools compiles Java with -source {}: it needs a JDK {} or newer, and none is here (javac on the PATH, /usr/lib/jvm/*)",
                level, level
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

/// `tool`'s path on the PATH.
fn which(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|file| file.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(names: &[&str]) -> Vec<PathBuf> {
        names.iter().map(PathBuf::from).collect()
    }

    #[test]
    fn a_program_is_in_the_language_most_of_its_files_are_in() {
        let family = |names: &[&str]| language_of(&paths(names)).map(|l| l.family);
        assert_eq!(
            family(&["validate.cc", "validate.h", "util.cc"]),
            Some(Family::Cpp)
        );
        assert_eq!(family(&["a.py", "b.py", "c.cc"]), Some(Family::Python));
        // a tie goes to problemtools' priority: C++ before C
        assert_eq!(family(&["a.c", "b.cpp"]), Some(Family::Cpp));
        assert_eq!(family(&["notes.txt", "validate.h"]), None);
    }

    #[test]
    fn the_main_file_is_the_one_named_main_else_the_first() {
        let files = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(main_file(&files(&["/b/a.py", "/b/Main.py"])), "/b/Main.py");
        assert_eq!(main_file(&files(&["/b/a.py", "/b/z.py"])), "/b/a.py");
    }

    #[test]
    fn commands_are_problemtools_with_its_metavariables_filled() {
        let sources = vec![
            (PathBuf::from("check.cc"), Vec::new()),
            (PathBuf::from("check.h"), Vec::new()),
        ];
        let tools = Tools {
            replaced: Vec::new(),
        };
        let (compile, run) = commands(&LANGUAGES[0], &tools, Path::new("/b"), &sources);
        assert_eq!(compile[..2], ["g++".to_string(), "-g".to_string()]);
        assert!(compile.contains(&"/b/check.cc".to_string()));
        assert!(!compile.contains(&"/b/check.h".to_string()));
        assert_eq!(run, ["/b/run"]);
        let java = vec![(PathBuf::from("Check.java"), Vec::new())];
        let (_, run) = commands(&LANGUAGES[3], &tools, Path::new("/b"), &java);
        assert_eq!(run.last().map(String::as_str), Some("Check"));
        assert!(run.contains(&"-Xmx1024m".to_string()));
    }
}
