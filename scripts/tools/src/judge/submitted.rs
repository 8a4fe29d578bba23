//! A user's file, or folder that is one program, built as the judge that counts builds it, for
//! `theirs` (`check.sh --submit`) and versus (`versus.sh --submit`) alike: the same build
//! (`super::build::submit`), the same lines saying how (the file as that judge's language, its
//! compile and run commands, what differs here, how memory is counted, the language level, what
//! its verdicts rest on) and the same grounds (`super::build::grounds`), or the lines of a CE
//! or a refusal. The caller prints the lines where its header wants them.
//!
//! The build's folder, target/submit/PROBLEM-JUDGE-PID, is this process's own (judges and
//! versus may run side by side): it goes when the process ends, however it ends
//! (`process::remove_at_end`); the folders of processes that no longer run (killed outright)
//! go before a new build.

use crate::judge::build::detect::{self, Sources};
use crate::judge::build::grounds::Grounds;
use crate::judge::build::languages::{self, Language, Level};
use crate::judge::build::submit::{Built, Submission, Unbuilt};
use crate::judge::cases::hosting::Host;
use crate::judge::run::process;
use crate::judge::session::Stop;
use crate::judge::verdict::render::Line;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A compilation's time limit, in CPU seconds (its wall clock: twice that plus 1 s).
const COMPILE_SECONDS: u64 = 60;

/// The language `host` builds the submission at `source` (a file, or a folder that is one
/// program) in: the one `lang` names among its languages, else as the judge tells it
/// (`detect`). Errors (an unknown extension, a language the judge does not take, a folder at
/// a judge that takes one file) are usage errors.
pub fn language(
    source: &Path,
    host: &Host,
    lang: Option<&str>,
) -> Result<&'static Language, String> {
    detect::language(host.judge.name, &Sources::of(source)?, lang)
}

/// A user's file to build.
pub struct TheirFile<'a> {
    /// The file as the header names it.
    pub shown: &'a str,
    /// Where it is.
    pub source: PathBuf,
    pub problem: &'a str,
    /// The judge that counts, and its language for the file (`language`).
    pub host: &'a Host,
    pub language: &'static Language,
    /// Folders neither the build nor the program may see (our data).
    pub hidden: Vec<PathBuf>,
}

/// A file built: the lines that say how, and the program with what its verdicts rest on, or
/// None when the judge would not run it (CE, too long, refused: the lines say why).
pub struct Submitted {
    pub lines: Vec<Line>,
    pub built: Option<(Built, Grounds)>,
}

impl<'a> TheirFile<'a> {
    /// Builds the file as its judge does, in this process's folder. A file that cannot be
    /// read, a tool missing here (`Stop::CannotStart`) or a stopping signal stops the caller
    /// before anything is said. Cost: one compilation, and where the judge does not publish
    /// how it counts memory, a run of an empty program.
    pub fn build(&self) -> Result<Submitted, Stop> {
        let judge = self.host.judge.name;
        let dir = folder(self.problem, judge);
        process::remove_at_end(&dir);
        let submission = Submission {
            source: &self.source,
            language: self.language,
            memory_mb: self.host.megabytes,
            dir,
            timeout: Duration::from_secs(COMPILE_SECONDS),
            rustc: "rustc",
            hidden: self.hidden.clone(),
        };
        let mut lines = vec![Line::Note(self.named())];
        match submission.build() {
            Ok(built) => {
                let grounds = self.how_built(&built, &mut lines);
                Ok(Submitted {
                    lines,
                    built: Some((built, grounds)),
                })
            }
            Err(unbuilt) => {
                lines.extend(self.why_unbuilt(unbuilt)?);
                Ok(Submitted { lines, built: None })
            }
        }
    }

    /// "FILE: statues.cpp as Codeforces's GNU G++17 (GCC 7.3 (MinGW) there)", with what the
    /// judge adds for the language.
    fn named(&self) -> String {
        let (judge, language) = (self.host.judge.name, self.language);
        let adds = if language.extra == languages::NONE {
            String::new()
        } else {
            format!("; {} adds {}", judge, language.extra.words())
        };
        format!(
            "FILE: {} as {}'s {} ({} there{})",
            self.shown, judge, language.name, language.version, adds
        )
    }

    /// The lines on how `built` was built and runs, added to `lines`; its grounds.
    fn how_built(&self, built: &Built, lines: &mut Vec<Line>) -> Grounds {
        let (judge, language) = (self.host.judge.name, self.language);
        let mut say = |text: String| lines.push(Line::Note(text));
        if let Some(files) = &built.folder {
            say(format!(
                "a folder, one program as problemtools builds it: {} (its main file){}",
                files[0],
                files[1..]
                    .iter()
                    .map(|file| format!(", {}", file))
                    .collect::<String>()
            ));
        }
        for line in built.supplied.iter().flat_map(|s| s.said(language)) {
            say(line.to_string());
        }
        if !built.compile.is_empty() {
            let how = if built.supplied.is_some() {
                "compiled as {} builds, with what its library gave"
            } else {
                "compiled as {} builds"
            };
            say(format!("{}: {}", how.replace("{}", judge), built.compile));
        }
        say(format!("run as {} runs: {}", judge, built.run));
        if !language.differs.is_empty() {
            say(format!("here, not there: {}", language.differs));
        }
        for note in &built.notes {
            say(format!("here, not there: {}", note));
        }
        say(format!(
            "memory as {} counts it: {}",
            judge, language.memory
        ));
        if let Level::Nearest(what) = language.level {
            say(format!("language level, the nearest here: {}", what));
        }
        let limit_kb = self.host.limits(0, Some(language)).memory_kb;
        let (grounds, said) = built.grounds(language, limit_kb);
        for line in said {
            say(line.to_string());
        }
        grounds
    }

    /// The lines of a build that gave no program, or the `Stop` of one that could not be
    /// tried here or was interrupted.
    fn why_unbuilt(&self, unbuilt: Unbuilt) -> Result<Vec<Line>, Stop> {
        let judge = self.host.judge.name;
        match unbuilt {
            Unbuilt::CompileError {
                command,
                log,
                notes,
                ..
            } => {
                let mut lines = vec![Line::Status(
                    "CE",
                    format!("compilation error: {}", command),
                )];
                lines.extend(log.into_iter().map(Line::Detail));
                lines.extend(notes.into_iter().map(Line::Note));
                lines.push(Line::Note(format!(
                    "every case fails: {} would not run it",
                    judge
                )));
                Ok(lines)
            }
            Unbuilt::TooLong { bytes, limit_kb } => Ok(vec![Line::Note(format!(
                "refused: the file is {} bytes, over {}'s {} KB source limit; {} would not take it",
                bytes, judge, limit_kb, judge
            ))]),
            Unbuilt::Refused(why) => Ok(vec![Line::Note(format!("refused: {}", why))]),
            Unbuilt::Cannot(why) => Err(Stop::CannotStart(why)),
            Unbuilt::Interrupted(stopped) => Err(Stop::Interrupted(stopped)),
        }
    }
}

/// This process's build folder, target/submit/PROBLEM-JUDGE-PID; the folders of processes
/// that no longer run are removed first.
fn folder(problem: &str, judge: &str) -> PathBuf {
    let root = crate::facts::workspace().unwrap_or_else(|| PathBuf::from("."));
    let all = crate::facts::target_dir(&root).join("submit");
    for entry in std::fs::read_dir(&all).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name.rsplit('-').next().unwrap_or("");
        if pid.parse::<u32>().is_err() || !Path::new("/proc").join(pid).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
    let owner = std::process::id();
    all.join(format!("{}-{}-{}", problem, judge.replace(' ', "-"), owner))
}
