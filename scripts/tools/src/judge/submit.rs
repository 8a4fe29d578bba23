//! A source file built as a named judge builds it (`--submit FILE`): the language from the
//! file's extension (or `--lang`), the judge's row of `super::languages`, the file copied under
//! the name the judge gives it into a scratch folder under target/, the judge's compile
//! command run there through the one runner (`super::run`, so a compiler's own children end
//! with it) under a compile time limit, and the judge's run command as the program to judge.
//! A compile that fails is CE, a source over the judge's size limit is refused, and a judge
//! that would not run the language at these limits (DOMjudge's Java under 128 MB) says so;
//! a tool missing here is named with the package to install, and PyPy3 missing is replaced by
//! CPython only with a line that says so.

use super::languages::{Family, Language, MainClass, DOMJUDGE_JAVA_KEPT_KB};
use super::run::{run, shell_quoted, End, Limits, Program};
use super::sandbox::Scratch;
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
    },
    /// Over the judge's source-size limit: refused at submission.
    TooLong { bytes: u64, limit_kb: u64 },
    /// The judge would not run this language at these limits.
    Refused(String),
    /// Something this machine lacks or cannot do: one line, for exit status 2.
    Cannot(String),
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
        let (compile, run_line) = (fill(&compile), fill(&run_line));
        if !compile.is_empty() {
            self.compile(&compile)?;
        }
        Ok(Built {
            program: Program::shell(&run_line)
                .from_dir(self.dir.clone())
                .contained(Scratch {
                    writable: None,
                    hidden: self.hidden.clone(),
                }),
            language: self.language.name,
            compile,
            run: run_line,
            notes,
        })
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
                })?;
            return Ok(format!("{}.java", class));
        }
        Ok(own)
    }

    /// Runs the compile command under the time limit: CE when it fails.
    fn compile(&self, command: &str) -> Result<(), Unbuilt> {
        let limits = Limits {
            time: self.timeout,
            memory_kb: COMPILE_MEMORY_KB,
            output_bytes: 1 << 20,
        };
        // the build's folder is the compiler's to write
        let program = Program::shell(command)
            .from_dir(self.dir.clone())
            .contained(Scratch {
                writable: Some(self.dir.clone()),
                hidden: self.hidden.clone(),
            });
        let ran = run(&program, Path::new("/dev/null"), &limits)
            .map_err(|e| Unbuilt::Cannot(format!("{}: {}", command, e)))?;
        if ran.end == End::Exited(0) {
            return Ok(());
        }
        let mut log = first_lines(&[ran.stdout.as_slice(), ran.stderr.as_slice()].concat());
        let timed_out = matches!(ran.end, End::OverCpu | End::OverWall);
        match ran.end {
            End::OverCpu | End::OverWall => log.push(format!(
                "the compilation was stopped at the {} s compile time limit",
                self.timeout.as_secs()
            )),
            End::Exited(status) => log.push(format!("exit status {}", status)),
            other => log.push(format!("ended: {:?}", other)),
        }
        Err(Unbuilt::CompileError {
            command: command.to_string(),
            log,
            timed_out,
        })
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
    fn an_unknown_extension_lists_the_languages() {
        let why = family_of(Path::new("sol.kt")).unwrap_err();
        assert!(why.contains("\"kt\""), "{}", why);
        assert!(why.contains("C++ (.cpp"), "{}", why);
        assert_eq!(family_of(Path::new("a.cc")), Ok(Family::Cpp));
        assert_eq!(family_of(Path::new("a.py")), Ok(Family::Python));
    }
}
