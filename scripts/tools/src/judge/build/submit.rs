//! A submission built as a named judge builds it (`--submit FILE`): one file, or a folder
//! whose files are one program; its language as the judge tells it (`super::detect`, or
//! `--lang`), the judge's row of `super::languages`, the files laid out in a scratch folder
//! under target/ as the judge lays them out (one file under the name the judge gives it, a
//! folder's files as they are, its main file problemtools'), the judge's compile command run
//! there through the one runner (`crate::judge::run`, so a compiler's own children end with
//! it) under a compile time limit, and the judge's run command as the program to judge. A
//! compile that fails is CE, a source over the judge's size limit is refused, and a judge
//! that would not run the language at these limits (DOMjudge's Java under 128 MB) says so;
//! a tool missing here is named with where to get it (`super::toolchain`), PyPy3 missing is
//! replaced by CPython only with a line that says so, and a javac older than the judge's Java
//! level by a JDK that takes it, said too.
//!
//! Where this machine is not the judge, a build says what its verdict rests on: a C++ file
//! that GCC 12 refuses for a name the judge's older library gave (`Library`: a header brought
//! in through others, `gets` under MinGW) is built again with it supplied; a CE under a judge
//! whose compiler is newer than ours says it may not be the judge's; a Python file that is not
//! Python 3 names the judge's Python 2; and a runtime's memory at rest is measured, with an
//! empty program, for `super::grounds`.

use super::detect::{self, Sources};
use super::grounds::Grounds;
use super::languages::{self, Counting, Family, Language, Level, MainClass, DOMJUDGE_JAVA_KEPT_KB};
use super::library::{missing_names, supplied_text, Missing, Supplied, SUPPLIED_FILE};
/// Whether a tool is installed here, where the tests of `--submit` have always asked it.
pub use super::toolchain::installed;
use super::toolchain::{
    compiles_as_python2, install_hint, jdk_bin, missing_beyond_tool, python2_here, tool_version,
};
use crate::judge::run::process::{self, Interrupted};
use crate::judge::run::sandbox::Scratch;
use crate::judge::run::{run, shell_quoted, End, Limits, Program, Run};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The program a compile command makes, in the build's folder (`{binary}`).
pub const BINARY: &str = "Main.bin";

/// Lines of a failed compilation's output shown.
pub const LOG_LINES: usize = 24;

/// A source built and ready to run, with what the header says of how.
#[derive(Debug)]
pub struct Built {
    pub program: Program,
    /// The judge's name for the language it was built in ("Java 11").
    pub language: &'static str,
    /// The command lines run, with the placeholders filled in.
    pub compile: String,
    pub run: String,
    /// What differs from the judge here, one line each.
    pub notes: Vec<String>,
    /// What was supplied for the judge's library, when its command alone failed here.
    pub supplied: Option<Supplied>,
    /// The runtime at rest, in KB: an empty program of the language, built and run as the
    /// judge does, where the judge does not publish how it counts memory (Java, Python).
    pub at_rest_kb: Option<u64>,
    /// A folder's source files, the main file first, when the submission is a folder.
    pub folder: Option<Vec<String>>,
}

/// Why a source gives no program to run.
#[derive(Debug)]
pub enum Unbuilt {
    /// The judge's compiler refused it, or ran past the compile time limit: CE, with the
    /// compiler's first lines.
    CompileError {
        command: String,
        log: Vec<String>,
        timed_out: bool,
        /// What this CE may rest on here, one line each (a newer compiler there, a Python 2
        /// file).
        notes: Vec<String>,
    },
    /// Over the judge's source-size limit: refused at submission.
    TooLong { bytes: u64, limit_kb: u64 },
    /// The judge would not run this language at these limits.
    Refused(String),
    /// Something this machine lacks or cannot do: one line, for exit status 2.
    Cannot(String),
    /// The judge was sent SIGINT, SIGTERM or SIGHUP during the build (`crate::judge::run::process`).
    Interrupted(Interrupted),
}

/// What to build: the file, the judge's language, the judge's memory limit for the run, and
/// where.
pub struct Submission<'a> {
    pub source: &'a Path,
    pub language: &'static Language,
    pub memory_mb: u64,
    /// The scratch folder, made anew.
    pub dir: PathBuf,
    /// The compile time limit, in CPU time.
    pub timeout: Duration,
    /// What `{rustc}` names ("rustc", or Debian's "/usr/bin/rustc" for our builds).
    pub rustc: &'a str,
    /// Folders the build and the program may not see (our data), in the sandbox.
    pub hidden: Vec<PathBuf>,
}

/// A build's files as the judge lays them out in its folder.
struct Layout {
    /// Every file, as a path under the build's folder, with its bytes.
    files: Vec<(PathBuf, Vec<u8>)>,
    /// The source files the compile command is given (`{files}`), and the main file.
    sources: Vec<PathBuf>,
    main: PathBuf,
    /// Java's main class where the judge found it in the file (`MainClass::Found`).
    class: Option<String>,
}

impl Layout {
    /// The source files' names, the main file first.
    fn main_first(&self) -> Vec<String> {
        let name = |file: &PathBuf| file.display().to_string();
        let others = self.sources.iter().filter(|f| **f != self.main).map(name);
        std::iter::once(name(&self.main)).chain(others).collect()
    }

    /// A command line with the build's placeholders filled: `{files}` (each name one word
    /// for `sh -c`: a user's name may hold a space), `{binary}`, `{mainfile}` (from the
    /// build's folder, as problemtools gives a path), `{mainclass}` (the class found, else the
    /// main file's name less its extension), `{Mainclass}` (that, capitalized) and `{path}`,
    /// the build's folder, where the commands run.
    fn fill(&self, line: &str) -> String {
        let files: Vec<String> = self
            .sources
            .iter()
            .map(|f| shell_quoted(&f.display().to_string()))
            .collect();
        let class = self.class.clone().unwrap_or_else(|| {
            self.main
                .file_stem()
                .map_or(String::new(), |stem| stem.to_string_lossy().into_owned())
        });
        let mut capital = class.clone();
        if let Some(first) = capital.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        line.replace("{files}", &files.join(" "))
            .replace("{binary}", &format!("./{}", BINARY))
            .replace("{mainfile}", &format!("./{}", self.main.display()))
            .replace("{Mainclass}", &capital)
            .replace("{mainclass}", &class)
            .replace("{path}", ".")
    }
}

/// The Java level a javac command asks for with `-source N`, if it does.
fn java_level(compile: &str) -> Option<u32> {
    if first_tool(compile) != "javac" {
        return None;
    }
    let mut words = compile.split_whitespace();
    words.find(|w| *w == "-source")?;
    words.next()?.parse().ok()
}

/// The program a command line starts: its first word past `env` and the variables it sets.
fn first_tool(line: &str) -> &str {
    line.split_whitespace()
        .find(|word| *word != "env" && !word.contains('='))
        .unwrap_or("")
}

/// Whether each part of `path` is a name the problem package format allows: letters,
/// digits, `_`, `.` and `-`, neither of the last three first or last.
fn problemtools_name(path: &Path) -> bool {
    path.iter().all(|part| {
        let part = part.to_string_lossy();
        let inner = |b: u8| b.is_ascii_alphanumeric() || b"_.-".contains(&b);
        let ends = |b: Option<&u8>| b.map_or(false, u8::is_ascii_alphanumeric);
        part.bytes().all(inner) && ends(part.as_bytes().first()) && ends(part.as_bytes().last())
    })
}

impl<'a> Submission<'a> {
    /// Builds the source, a file or a folder that is one program, as the judge does. Cost:
    /// one compilation.
    pub fn build(&self) -> Result<Built, Unbuilt> {
        let sources = Sources::of(self.source).map_err(Unbuilt::Cannot)?;
        let texts = self.read(&sources)?;
        let mut notes = Vec::new();
        let (compile, run_line) = self.commands(&mut notes)?;
        let laid = self.laid_out(&sources, texts)?;
        // made anew: an older build, or a file of that name from before, goes
        let _ = fs::remove_dir_all(&self.dir);
        let _ = fs::remove_file(&self.dir);
        for (name, text) in &laid.files {
            let path = self.dir.join(name);
            path.parent()
                .map_or(Ok(()), fs::create_dir_all)
                .and_then(|_| fs::write(&path, text))
                .map_err(|e| Unbuilt::Cannot(format!("{}: {}", self.dir.display(), e)))?;
        }
        let (mut compile, run_line) = (laid.fill(&compile), laid.fill(&run_line));
        let main = laid.main.display().to_string();
        let mut supplied = None;
        if !compile.is_empty() {
            if let Err(failed) = self.compile(&compile) {
                match self.with_library(&compile, &failed) {
                    Some((line, what)) => {
                        compile = line;
                        supplied = Some(what);
                    }
                    None => {
                        // a compiler stopped by Ctrl-C is no CE
                        process::not_interrupted().map_err(Unbuilt::Interrupted)?;
                        return Err(self.explained(failed, &main));
                    }
                }
            }
        }
        let at_rest_kb = self.at_rest(&main, &compile, &run_line);
        // nor is a runtime at rest unmeasured
        process::not_interrupted().map_err(Unbuilt::Interrupted)?;
        let folder = sources.folder.then(|| laid.main_first());
        let mut program = self.contained(&run_line, &self.dir, false);
        if languages::address_capped(self.language) {
            program = program.capped(self.memory_mb);
        }
        Ok(Built {
            program,
            language: self.language.name,
            compile,
            run: run_line,
            notes,
            supplied,
            at_rest_kb,
            folder,
        })
    }

    /// Every file's bytes, held to the judge's source limit (all of a folder's files
    /// together); a submission without a line of code is this machine's refusal to go on.
    fn read(&self, sources: &Sources) -> Result<Vec<(PathBuf, Vec<u8>)>, Unbuilt> {
        let mut texts = Vec::new();
        for file in &sources.files {
            let path = sources.dir.join(file);
            let text = fs::read(&path)
                .map_err(|e| Unbuilt::Cannot(format!("{}: {}", path.display(), e)))?;
            texts.push((file.clone(), text));
        }
        if texts
            .iter()
            .all(|(_, text)| text.iter().all(u8::is_ascii_whitespace))
        {
            let what = if sources.folder {
                "the folder's files are empty"
            } else {
                "the file is empty"
            };
            return Err(Unbuilt::Cannot(format!(
                "{}: {}",
                self.source.display(),
                what
            )));
        }
        let bytes: u64 = texts.iter().map(|(_, text)| text.len() as u64).sum();
        match self.language.source_kb {
            Some(limit_kb) if bytes > limit_kb * 1024 => Err(Unbuilt::TooLong { bytes, limit_kb }),
            _ => Ok(texts),
        }
    }

    /// The files as the judge lays them out in the build's folder: one file under the name
    /// the judge gives it; a folder's files as they are, its source files the language's and
    /// its main file problemtools' (`super::detect`).
    fn laid_out(
        &self,
        sources: &Sources,
        texts: Vec<(PathBuf, Vec<u8>)>,
    ) -> Result<Layout, Unbuilt> {
        let layout = if sources.folder {
            let names: Vec<PathBuf> = texts.iter().map(|(name, _)| name.clone()).collect();
            let own = detect::source_files(self.language, &names);
            let main = detect::main_file(&own).cloned().ok_or_else(|| {
                Unbuilt::Refused(format!(
                    "{} holds no {} file ({}'s {} takes .{})",
                    self.source.display(),
                    self.language.family.name(),
                    self.language.judge,
                    self.language.name,
                    self.language.family.extensions().join(", .")
                ))
            })?;
            Layout {
                files: texts,
                sources: own,
                main,
                class: None,
            }
        } else {
            let (_, text) = texts.into_iter().next().unwrap_or_default();
            let (name, class) = self.file_name(&text)?;
            Layout {
                files: vec![(name.clone(), text)],
                sources: vec![name.clone()],
                main: name,
                class,
            }
        };
        let uses_main = self.language.compile.contains("{mainfile}")
            || self.language.run.contains("{mainfile}");
        if uses_main && !problemtools_name(&layout.main) {
            return Err(Unbuilt::Refused(format!(
                "{}: {}'s {} runs the main file by its name, and a package's file names are letters, digits, '_', '.' and '-' (not first or last) only",
                layout.main.display(),
                self.language.judge,
                self.language.name
            )));
        }
        Ok(layout)
    }

    /// The judge's command failed here: when GCC's output names what the judge's library
    /// gave (a header GCC's note names, a function the library declares), the file is built
    /// again with it supplied (`-include judge-supplied.h`), up to three rounds as each
    /// build may name more; the command that built it and what was supplied, or None when no
    /// such difference explains the failure.
    fn with_library(&self, compile: &str, failed: &Failed) -> Option<(String, Supplied)> {
        let library = self.language.library?;
        if !matches!(failed.ended, Some(End::Exited(_))) {
            return None;
        }
        let mut output = failed.output.clone();
        let (tool, rest) = compile.split_once(' ')?;
        let line = format!("{} -include {} {}", tool, SUPPLIED_FILE, rest);
        let mut missing: Vec<Missing> = Vec::new();
        for _ in 0..3 {
            let found: Vec<Missing> = missing_names(&output, library)
                .into_iter()
                .filter(|m| !missing.contains(m))
                .collect();
            if found.is_empty() {
                return None;
            }
            missing.extend(found);
            fs::write(self.dir.join(SUPPLIED_FILE), supplied_text(&missing)).ok()?;
            match self.compile(&line) {
                Ok(()) => return Some((line, Supplied { library, missing })),
                Err(again) => output = again.output,
            }
        }
        None
    }

    /// A CE with what it may rest on: a judge whose compiler is newer than ours, or a Python
    /// file that is not Python 3 under a judge that takes Python 2.
    fn explained(&self, failed: Failed, file: &str) -> Unbuilt {
        let language = self.language;
        let mut unbuilt = failed.unbuilt(self.timeout);
        let notes = match &mut unbuilt {
            Unbuilt::CompileError { notes, .. } => notes,
            _ => return unbuilt,
        };
        if let Level::Newer(why) = language.level {
            notes.push(format!(
                "this CE may not be {}'s, whose compiler is newer than this machine's: {}",
                language.judge, why
            ));
        }
        if language.family == Family::Python && !language.is_python2() {
            let python2 = languages::of_judge(language.judge)
                .into_iter()
                .find(|l| l.is_python2());
            if let Some(python2) = python2 {
                let as_two = match python2_here(false) {
                    Some(python) if compiles_as_python2(&python, &self.dir, file) => {
                        " it compiles as Python 2 here;"
                    }
                    _ => "",
                };
                notes.push(format!(
                    "not Python 3:{} {} also takes Python 2: --lang \"{}\"",
                    as_two, language.judge, python2.name
                ));
            }
        }
        unbuilt
    }

    /// The runtime at rest, in KB, where the judge does not publish how it counts memory and
    /// the language has one (Java's JVM, a Python interpreter): an empty program under the
    /// same name, built and run as the judge does, in a folder of its own. None when it
    /// cannot be measured, or need not be. Cost: one more compilation and run.
    fn at_rest(&self, file: &str, compile: &str, run_line: &str) -> Option<u64> {
        let language = self.language;
        if language.counts != Counting::Unpublished
            || !matches!(language.family, Family::Java | Family::Python)
        {
            return None;
        }
        let dir = self.dir.join("at-rest");
        let empty = match language.family {
            Family::Java => format!(
                "public class {} {{ public static void main(String[] args) {{ }} }}\n",
                file.trim_end_matches(".java")
            ),
            _ => "\n".to_string(),
        };
        fs::create_dir_all(&dir)
            .and_then(|_| fs::write(dir.join(file), empty))
            .ok()?;
        // contained as the build and the program are, so that the sandbox's own share of a
        // run's figures is in the rest too
        let quiet = |line: &str, writable: bool| -> Option<Run> {
            let limits = Limits {
                time: Duration::from_secs(20),
                memory_kb: COMPILE_MEMORY_KB,
                output_bytes: 1 << 20,
            };
            let program = self.contained(line, &dir, writable);
            let ran = run(&program, Path::new("/dev/null"), &limits).ok()?;
            (ran.end == End::Exited(0)).then_some(ran)
        };
        if !compile.is_empty() {
            quiet(compile, true)?;
        }
        quiet(run_line, false).map(|ran| ran.peak_kb)
    }

    /// The compile and run commands with the limits filled in, each tool they start found
    /// here (PyPy3 replaced by CPython, with a note, when it is not installed).
    fn commands(&self, notes: &mut Vec<String>) -> Result<(String, String), Unbuilt> {
        let language = self.language;
        let memlim = self.memory_mb.to_string();
        let mut compile = language
            .compile
            .replace("{memlim}", &memlim)
            .replace("{rustc}", self.rustc);
        let mut run_line = language.run.replace("{memlim}", &memlim);
        if run_line.contains("{javaheap}") {
            let limit_kb = self.memory_mb * 1024;
            if limit_kb <= DOMJUDGE_JAVA_KEPT_KB {
                return Err(Unbuilt::Refused(format!(
                    "{}'s Java script keeps {} MB of the memory limit for the JVM and its stack, and this problem's {} MB leave no heap: that judge cannot run Java here at all",
                    language.judge,
                    DOMJUDGE_JAVA_KEPT_KB / 1024,
                    self.memory_mb
                )));
            }
            run_line = run_line.replace(
                "{javaheap}",
                &(limit_kb - DOMJUDGE_JAVA_KEPT_KB).to_string(),
            );
        }
        if language.family == Family::Python && run_line.starts_with("pypy3") && !installed("pypy3")
        {
            notes.push(format!(
                "pypy3 is not installed here (Debian: apt-get install pypy3): CPython ({}) ran instead, which is slower than {}'s PyPy3",
                tool_version("python3").unwrap_or_else(|| "python3".into()),
                language.judge
            ));
            compile = compile.replacen("pypy3", "python3", 1);
            run_line = run_line.replacen("pypy3", "python3", 1);
        }
        if compile.contains("{python2}") || compile.contains("{pypy2}") {
            let pypy = compile.contains("{pypy2}");
            let python = python2_here(pypy).ok_or_else(|| {
                Unbuilt::Cannot(format!(
                    "Python 2 is not installed here (python2.7, python2, pypy, or pyenv's 2.7 were looked for), and {}'s {} needs one (Debian 12 packages none: pyenv install 2.7.18)",
                    language.judge, language.name
                ))
            })?;
            if pypy && !python.ends_with("pypy") {
                notes.push(format!(
                    "pypy (PyPy 2.7) is not installed here: CPython 2.7 ({}) ran instead, which is slower than {}'s PyPy 2",
                    python, language.judge
                ));
            }
            for line in [&mut compile, &mut run_line] {
                *line = line
                    .replace("{python2}", &python)
                    .replace("{pypy2}", &python);
            }
        }
        if let Some(level) = java_level(&compile) {
            self.newer_jdk(level, &mut compile, &mut run_line, notes)?;
        }
        for line in [&compile, &run_line] {
            let tool = first_tool(line);
            if !tool.is_empty() && !tool.starts_with(['.', '{', '"']) && !installed(tool) {
                return Err(Unbuilt::Cannot(format!(
                    "{} is not installed here, and {}'s {} needs it ({})",
                    tool,
                    language.judge,
                    language.name,
                    install_hint(tool)
                )));
            }
        }
        if let Some((what, hint)) = missing_beyond_tool(language.family) {
            return Err(Unbuilt::Cannot(format!(
                "{} is not installed here, and {}'s {} needs it ({})",
                what, language.judge, language.name, hint
            )));
        }
        Ok((compile, run_line))
    }

    /// A JDK that takes Java `level` (`javac -source 21`, problemtools'), its javac and java
    /// put in the commands where the one on the PATH is older, with a note; none here is this
    /// machine's lack, said with what to install.
    fn newer_jdk(
        &self,
        level: u32,
        compile: &mut String,
        run_line: &mut String,
        notes: &mut Vec<String>,
    ) -> Result<(), Unbuilt> {
        let language = self.language;
        let bin = jdk_bin(level).map_err(|why| {
            Unbuilt::Cannot(format!(
                "a JDK {} or newer is not installed here, and {}'s {} needs it ({})",
                level, language.judge, language.name, why
            ))
        })?;
        let on_path = crate::judge::run::os::on_path("javac");
        if on_path.as_deref().and_then(Path::parent) == Some(bin.as_path()) {
            return Ok(());
        }
        for (line, tool) in [(compile, "javac"), (run_line, "java")] {
            if first_tool(line) == tool {
                *line = line.replacen(tool, &bin.join(tool).display().to_string(), 1);
            }
        }
        notes.push(format!(
            "javac on the PATH is older than Java {}: {}'s javac and java ran instead",
            level,
            bin.parent().unwrap_or(&bin).display()
        ));
        Ok(())
    }

    /// The name the judge gives the file: its own (`Main.cpp`), the public class's for Java
    /// where the judge finds the main class (with that class), or the user's.
    fn file_name(&self, text: &[u8]) -> Result<(PathBuf, Option<String>), Unbuilt> {
        if !self.language.file.is_empty() {
            return Ok((PathBuf::from(self.language.file), None));
        }
        let own = self
            .source
            .file_name()
            .map_or_else(|| PathBuf::from("Main"), PathBuf::from);
        if self.language.main_class == MainClass::Found {
            let text = String::from_utf8_lossy(text);
            let class = public_class(&text)
                .or_else(|| class_with_main(&text))
                .ok_or_else(|| Unbuilt::CompileError {
                    command: "finding the main class".into(),
                    log: vec![format!(
                        "no class with a main method in {}",
                        self.source.display()
                    )],
                    timed_out: false,
                    notes: Vec::new(),
                })?;
            return Ok((PathBuf::from(format!("{}.java", class)), Some(class)));
        }
        Ok((own, None))
    }

    /// `line` run from `dir` in the sandbox, our data hidden: `dir` writable for a compiler,
    /// read-only for the program.
    fn contained(&self, line: &str, dir: &Path, writable: bool) -> Program {
        Program::shell(line)
            .from_dir(dir.to_path_buf())
            .contained(Scratch {
                writable: writable.then(|| dir.to_path_buf()),
                hidden: self.hidden.clone(),
            })
    }

    /// Runs the compile command under the time limit: what it said when it fails.
    fn compile(&self, command: &str) -> Result<(), Failed> {
        let limits = Limits {
            time: self.timeout,
            memory_kb: COMPILE_MEMORY_KB,
            output_bytes: 1 << 20,
        };
        // the build's folder is the compiler's to write
        let program = self.contained(command, &self.dir, true);
        let ran = run(&program, Path::new("/dev/null"), &limits).map_err(|e| Failed {
            command: command.to_string(),
            output: e.to_string(),
            ended: None,
        })?;
        if ran.end == End::Exited(0) {
            return Ok(());
        }
        let said = [ran.stdout.as_slice(), ran.stderr.as_slice()].concat();
        Err(Failed {
            command: command.to_string(),
            output: String::from_utf8_lossy(&said).into_owned(),
            ended: Some(ran.end),
        })
    }
}

/// A compile command that failed: what it printed, all of it, and how it ended (None when it
/// could not be run at all).
struct Failed {
    command: String,
    output: String,
    ended: Option<End>,
}

impl Failed {
    /// CE, with the compiler's first lines and how it ended; a command that could not run is
    /// this machine's failure.
    fn unbuilt(self, timeout: Duration) -> Unbuilt {
        let ended = match self.ended {
            Some(ended) => ended,
            None => return Unbuilt::Cannot(format!("{}: {}", self.command, self.output)),
        };
        let mut log = first_lines(self.output.as_bytes());
        let timed_out = matches!(ended, End::OverCpu | End::OverWall);
        match ended {
            End::OverCpu | End::OverWall => log.push(format!(
                "the compilation was stopped at the {} s compile time limit",
                timeout.as_secs()
            )),
            End::Exited(status) => log.push(format!("exit status {}", status)),
            other => log.push(format!("ended: {:?}", other)),
        }
        Unbuilt::CompileError {
            command: self.command,
            log,
            timed_out,
            notes: Vec::new(),
        }
    }
}

impl Built {
    /// How its runs are counted and labelled (`super::grounds`) under a memory limit of
    /// `limit_kb`, and the header's lines that say so: the runtime at rest goes uncounted
    /// only when it alone passes the limit.
    pub fn grounds(&self, language: &Language, limit_kb: u64) -> (Grounds, Vec<String>) {
        let mut grounds = Grounds {
            built: self.supplied.as_ref().map(Supplied::judged_as),
            ..Grounds::default()
        };
        let mut said = Vec::new();
        if let Some(rest_kb) = self.at_rest_kb {
            let runtime = match language.family {
                Family::Java => "the JVM",
                _ => "the interpreter",
            };
            let rest_mb = rest_kb as f64 / 1024.0;
            if rest_kb >= limit_kb {
                grounds.at_rest_kb = rest_kb;
                said.push(format!(
                    "memory counted above {} at rest: an empty program takes {:.1} MB here, over the {} MB limit at which {} takes {}, so {} cannot count it as we would; only what the program adds is counted",
                    runtime, rest_mb, limit_kb / 1024, language.judge, language.name, language.judge
                ));
                grounds.memory = Some(format!(
                    "memory counted above {} at rest ({:.1} MB here, not counted); {}'s own count is not published",
                    runtime, rest_mb, language.judge
                ));
            } else {
                grounds.memory = Some(format!(
                    "memory as we count it: the whole program, {} at rest ({:.1} MB here) and the heap it lets grow included; {}'s own count is not published",
                    runtime, rest_mb, language.judge
                ));
            }
        }
        (grounds, said)
    }
}

/// A compilation may use this much memory (a template-heavy C++ file can take a few GB).
const COMPILE_MEMORY_KB: u64 = 8 << 20;

/// The first `LOG_LINES` lines of a compiler's output: its first error is what to read.
pub fn first_lines(output: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(output)
        .lines()
        .take(LOG_LINES)
        .map(str::to_string)
        .collect()
}

/// The class a Java file declares public, if one.
fn public_class(text: &str) -> Option<String> {
    let at = text.find("public class ")?;
    identifier(&text[at + "public class ".len()..])
}

/// The class whose body holds `static void main(`: the last class declared before it.
fn class_with_main(text: &str) -> Option<String> {
    let main = text.find("static void main")?;
    let before = &text[..main];
    let at = before.rfind("class ")?;
    identifier(&before[at + "class ".len()..])
}

fn identifier(text: &str) -> Option<String> {
    let name: String = text
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
        .collect();
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_java_file_s_main_class_is_its_public_class_or_the_one_holding_main() {
        assert_eq!(
            public_class("import x;\npublic class Robots {\n").as_deref(),
            Some("Robots")
        );
        let text = "class Helper {}\nclass Solver {\n  public static void main(String[] a) {}\n}";
        assert_eq!(public_class(text), None);
        assert_eq!(class_with_main(text).as_deref(), Some("Solver"));
    }
}
