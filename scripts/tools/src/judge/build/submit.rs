//! A source file built as a named judge builds it (`--submit FILE`): the language from the
//! file's extension (or `--lang`), the judge's row of `super::languages`, the file copied under
//! the name the judge gives it into a scratch folder under target/, the judge's compile
//! command run there through the one runner (`crate::judge::run`, so a compiler's own children end
//! with it) under a compile time limit, and the judge's run command as the program to judge.
//! A compile that fails is CE, a source over the judge's size limit is refused, and a judge
//! that would not run the language at these limits (DOMjudge's Java under 128 MB) says so;
//! a tool missing here is named with the package to install, and PyPy3 missing is replaced by
//! CPython only with a line that says so.
//!
//! Where this machine is not the judge, a build says what its verdict rests on: a C++ file
//! that GCC 12 refuses for a name the judge's older library gave (`Library`: a header brought
//! in through others, `gets` under MinGW) is built again with it supplied; a CE under a judge
//! whose compiler is newer than ours says it may not be the judge's; a Python file that is not
//! Python 3 names the judge's Python 2; and a runtime's memory at rest is measured, with an
//! empty program, for `super::grounds`.

use super::grounds::Grounds;
use super::languages::{
    self, Counting, Declared, Family, Language, Level, Library, MainClass, DOMJUDGE_JAVA_KEPT_KB,
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
}

/// What the judge's own library gave that a build here needed: each name GCC here refused,
/// and what stood in for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Supplied {
    pub library: &'static Library,
    pub missing: Vec<Missing>,
}

/// A name GCC 12 refused that the judge's library gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// In a standard header the source did not include (GCC's own note names it).
    Header { name: String, header: String },
    /// A function the judge's C library declares and glibc hides here.
    Declaration(&'static Declared),
}

/// The file of what is supplied, given to the compiler with `-include`.
const SUPPLIED_FILE: &str = "judge-supplied.h";

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

/// The family of a file, from its extension; an unknown one lists the languages.
pub fn family_of(source: &Path) -> Result<Family, String> {
    let extension = source
        .extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default();
    Family::of_extension(&extension).ok_or_else(|| {
        let known: Vec<String> = Family::ALL
            .iter()
            .map(|f| format!("{} (.{})", f.name(), f.extensions().join(", .")))
            .collect();
        format!(
            "{}: no language has the extension {:?}; known: {}",
            source.display(),
            extension,
            known.join("; ")
        )
    })
}

impl<'a> Submission<'a> {
    /// Builds the source as the judge does. Cost: one compilation.
    pub fn build(&self) -> Result<Built, Unbuilt> {
        let text = fs::read(self.source).map_err(|e| {
            let why = match e.kind() {
                std::io::ErrorKind::NotFound => "no such file".to_string(),
                _ => e.to_string(),
            };
            Unbuilt::Cannot(format!("{}: {}", self.source.display(), why))
        })?;
        if text.iter().all(u8::is_ascii_whitespace) {
            return Err(Unbuilt::Cannot(format!(
                "{}: the file is empty",
                self.source.display()
            )));
        }
        if let Some(limit_kb) = self.language.source_kb {
            if text.len() as u64 > limit_kb * 1024 {
                return Err(Unbuilt::TooLong {
                    bytes: text.len() as u64,
                    limit_kb,
                });
            }
        }
        let mut notes = Vec::new();
        let (compile, run_line) = self.commands(&mut notes)?;
        let file = self.file_name(&text)?;
        // made anew: an older build, or a file of that name from before, goes
        let _ = fs::remove_dir_all(&self.dir);
        let _ = fs::remove_file(&self.dir);
        fs::create_dir_all(&self.dir)
            .and_then(|_| fs::write(self.dir.join(&file), &text))
            .map_err(|e| Unbuilt::Cannot(format!("{}: {}", self.dir.display(), e)))?;
        let main_class = file.trim_end_matches(".java").to_string();
        // the file's name is the user's (a space, a `;`): one word for `sh -c`
        let fill = |line: &str| {
            line.replace("{files}", &shell_quoted(&file))
                .replace("{binary}", &format!("./{}", BINARY))
                .replace("{mainclass}", &main_class)
        };
        let (mut compile, run_line) = (fill(&compile), fill(&run_line));
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
                        return Err(self.explained(failed, &file));
                    }
                }
            }
        }
        let at_rest_kb = self.at_rest(&file, &compile, &run_line);
        // nor is a runtime at rest unmeasured
        process::not_interrupted().map_err(Unbuilt::Interrupted)?;
        Ok(Built {
            program: self.contained(&run_line, &self.dir, false),
            language: self.language.name,
            compile,
            run: run_line,
            notes,
            supplied,
            at_rest_kb,
        })
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
                    "no Python 2 here (python2.7, python2, pypy, or pyenv's 2.7), and {}'s {} needs one (Debian 12 packages none: pyenv install 2.7.18)",
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
        for line in [&compile, &run_line] {
            let tool = line.split_whitespace().next().unwrap_or("");
            if !tool.is_empty() && !tool.starts_with(['.', '{']) && !installed(tool) {
                return Err(Unbuilt::Cannot(format!(
                    "{} is not installed here, and {}'s {} needs it (Debian: apt-get install {})",
                    tool,
                    language.judge,
                    language.name,
                    package_of(tool)
                )));
            }
        }
        Ok((compile, run_line))
    }

    /// The name the judge gives the file: its own (`Main.cpp`), the public class's for Java
    /// where the judge finds the main class, or the user's.
    fn file_name(&self, text: &[u8]) -> Result<String, Unbuilt> {
        if !self.language.file.is_empty() {
            return Ok(self.language.file.to_string());
        }
        let own = self
            .source
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "Main".into());
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
            return Ok(format!("{}.java", class));
        }
        Ok(own)
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

impl Supplied {
    /// The header's lines: why the judge's command alone is CE here, what this rests on, and
    /// how the cases are judged.
    pub fn said(&self, language: &Language) -> Vec<String> {
        let library = self.library;
        let mut lines = vec![format!(
            "CE here with GCC 12, where {}'s {} may compile it:",
            language.judge, language.version
        )];
        for missing in &self.missing {
            lines.push(match missing {
                Missing::Header { name, header } => format!(
                    "  {} is in {}, which {} included through {}",
                    name, header, library.name, library.through
                ),
                Missing::Declaration(declared) => format!(
                    "  {} is declared by {}, where this machine's glibc hides it in this language mode",
                    declared.name, library.name
                ),
            });
        }
        lines.push(format!("  what this rests on: {}", library.from));
        lines.push(format!(
            "{}; each case below was judged so",
            self.judged_as()
        ));
        lines
    }

    /// "judged as built with <climits> supplied", as said under each failing case.
    pub fn judged_as(&self) -> String {
        let what: Vec<String> = self
            .missing
            .iter()
            .map(|m| match m {
                Missing::Header { header, .. } => header.clone(),
                Missing::Declaration(d) => format!("a declaration of {}", d.name),
            })
            .collect();
        format!(
            "judged as built with {} supplied, as {} gave it (-include {})",
            what.join(", "),
            self.library.name,
            SUPPLIED_FILE
        )
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

/// What GCC's output names that `library` gave: a name its note places in a header of the
/// library's list ("'INT_MAX' is defined in header '<climits>'"), or a function the library
/// declares that GCC says was not declared. GCC quotes with ' or, in a UTF-8 locale, with
/// typographic quotes; both are read.
fn missing_names(output: &str, library: &'static Library) -> Vec<Missing> {
    let mut found: Vec<Missing> = Vec::new();
    let mut add = |missing: Missing| {
        if !found.contains(&missing) {
            found.push(missing);
        }
    };
    for line in output.lines() {
        let line = line.replace(['\u{2018}', '\u{2019}'], "'");
        let quoted: Vec<&str> = line.split('\'').skip(1).step_by(2).collect();
        if line.contains(" is defined in header ") && quoted.len() >= 2 {
            let header = quoted[1].trim_start_matches('<').trim_end_matches('>');
            if library.headers.contains(&header) {
                add(Missing::Header {
                    name: quoted[0].to_string(),
                    header: quoted[1].to_string(),
                });
            }
        } else if line.contains("error: ") && line.contains(" was not declared") {
            if let Some(declared) = quoted
                .first()
                .and_then(|name| library.declares.iter().find(|d| d.name == *name))
            {
                add(Missing::Declaration(declared));
            }
        }
    }
    found
}

/// The text of `SUPPLIED_FILE`: each header included, each declaration written.
fn supplied_text(missing: &[Missing]) -> String {
    let mut text = String::from("/* what the judge's library gave, supplied by check.sh */\n");
    for m in missing {
        match m {
            Missing::Header { header, .. } => text += &format!("#include {}\n", header),
            Missing::Declaration(d) => text += &format!("{}\n", d.declaration),
        }
    }
    text
}

/// A Python 2 interpreter here, by the command that runs it: `pypy` first when PyPy is
/// wanted, then python2.7, python2 and pypy on the PATH, each asked which Python it is (a
/// pyenv shim for a version not chosen fails the question), then pyenv's own 2.7.
fn python2_here(pypy: bool) -> Option<String> {
    let on_path = ["pypy", "python2.7", "python2", "pypy"];
    let first = if pypy { 0 } else { 1 };
    let is_two = |command: &str| {
        std::process::Command::new(command)
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
fn compiles_as_python2(python: &str, dir: &Path, file: &str) -> bool {
    std::process::Command::new(python)
        .args(["-m", "py_compile", file])
        .current_dir(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map_or(false, |status| status.success())
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
    let output = std::process::Command::new(tool)
        .arg("--version")
        .output()
        .ok()?;
    let text = [output.stdout, output.stderr].concat();
    String::from_utf8_lossy(&text)
        .lines()
        .next()
        .map(|l| l.trim().to_string())
}

/// The Debian package that brings `tool`.
fn package_of(tool: &str) -> &'static str {
    match tool {
        "gcc" => "gcc",
        "g++" => "g++",
        "javac" | "java" => "default-jdk",
        "pypy3" => "pypy3",
        "python3" => "python3",
        "rustc" => "rustc",
        _ => "the package that has it",
    }
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

    #[test]
    fn gcc_s_notes_name_what_an_older_library_gave_in_either_quotes() {
        let uva = languages::named("UVa", "C++11 5.3.0").and_then(|l| l.library);
        let library = uva.expect("UVa's C++ has its library's facts");
        let output = "a.cpp:4:19: error: \u{2018}INT_MAX\u{2019} was not declared in this scope\n\
             a.cpp:3:1: note: \u{2018}INT_MAX\u{2019} is defined in header \u{2018}<climits>\u{2019}; did you forget to \u{2018}#include <climits>\u{2019}?\n\
             a.cpp:3:1: note: 'memset' is defined in header '<cstring>'; did you forget to '#include <cstring>'?\n\
             a.cpp:5:1: note: 'std::optional' is defined in header '<optional>'; did you forget to '#include <optional>'?\n";
        let found = missing_names(output, library);
        let header = |name: &str, header: &str| Missing::Header {
            name: name.into(),
            header: header.into(),
        };
        // <optional> is not among the headers an older library brought in: not supplied
        assert_eq!(
            found,
            vec![
                header("INT_MAX", "<climits>"),
                header("memset", "<cstring>")
            ]
        );
        assert_eq!(
            supplied_text(&found),
            "/* what the judge's library gave, supplied by check.sh */\n#include <climits>\n#include <cstring>\n"
        );
        let mingw = languages::named("Codeforces", "GNU G++17").and_then(|l| l.library);
        let mingw = mingw.expect("Codeforces' G++ has MinGW's facts");
        let gets = "g.cpp:2:33: error: 'gets' was not declared in this scope; did you mean 'getw'?";
        assert_eq!(
            missing_names(gets, mingw),
            vec![Missing::Declaration(&mingw.declares[0])]
        );
        assert!(
            missing_names("error: 'frobnicate' was not declared in this scope", mingw).is_empty()
        );
    }

    #[test]
    fn an_unknown_extension_lists_the_languages() {
        let why = family_of(Path::new("sol.kt")).unwrap_err();
        assert!(why.contains("\"kt\""), "{}", why);
        assert!(why.contains("C++ (.cpp"), "{}", why);
        assert_eq!(family_of(Path::new("a.cc")), Ok(Family::Cpp));
        assert_eq!(family_of(Path::new("a.py")), Ok(Family::Python));
    }
}
