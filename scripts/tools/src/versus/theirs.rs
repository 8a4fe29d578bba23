//! Their program, as versus runs it: a COMMAND through `sh -c` from the user's folder, or a
//! `--submit` FILE built as the judge that counts builds it (`crate::judge::submitted`: the
//! build, the lines saying how, the grounds and the judge's extra time and memory for the
//! language, all as `check.sh --submit`'s). A file is built here, before the session's
//! sandbox is entered (which would not let the build write its folder), and handed to this
//! generator's copy inside it by options of its own (`handed`). The build's folder goes when
//! this process ends, however versus ends (`crate::judge::run::process::remove_at_end`).

use super::give_up;
use super::options::Settings;
use crate::judge::build::grounds::Grounds;
use crate::judge::build::languages::{self, Language};
use crate::judge::cases::hosting::Host;
use crate::judge::run::sandbox::Scratch;
use crate::judge::run::Program;
use crate::judge::session::Stop;
use crate::judge::submitted::{language, TheirFile};
use crate::judge::verdict::render::Render;
use std::path::{Path, PathBuf};

/// Their program.
pub(super) struct Theirs {
    /// What runs, through `sh -c`.
    pub(super) run: String,
    /// Where it runs from: a file's build folder; None, the user's folder.
    pub(super) dir: Option<PathBuf>,
    /// The judge's language a file was built in, whose extra time and memory count.
    pub(super) language: Option<&'static Language>,
    /// What its verdicts rest on where this machine is not the judge.
    pub(super) grounds: Grounds,
    /// Its address space capped at the judge's memory limit, in MB, where the judge caps
    /// it for the language (`languages::address_capped`: Kattis's, as problemtools does).
    pub(super) cap_mb: Option<u64>,
}

impl Theirs {
    /// Their program as the settings give it, for `host`, the judge that counts, on
    /// `problem`: a file
    /// built (its lines on stderr, where versus.sh's build said them), or handed over built,
    /// or a command. Else the exit status versus ends with, said: versus.sh's usage when
    /// there is no program (2), a file the judge would not run (1), one that cannot be built
    /// here (2), a stopping signal (128 + its number).
    pub(super) fn of(settings: &Settings, host: &Host, problem: &str) -> Result<Theirs, i32> {
        match (&settings.command, &settings.submit) {
            (Some(_), Some(_)) => give_up("COMMAND and --submit FILE: give one of them"),
            (None, None) => {
                eprint!("{}", super::options::usage(&settings.root()));
                Err(2)
            }
            (Some(command), None) => Ok(Theirs {
                run: command.clone(),
                dir: None,
                language: None,
                grounds: Grounds::default(),
                cap_mb: None,
            }),
            (None, Some(file)) => match (&settings.built_in, &settings.built_run) {
                (Some(dir), Some(run)) => Ok(handed_over(settings, host, dir, run)),
                _ => built(settings, host, problem, file),
            },
        }
    }

    /// The program to run, contained with `scratch`'s folders.
    pub(super) fn program(&self, scratch: Scratch) -> Program {
        let program = Program::shell(&self.run);
        let program = match &self.dir {
            Some(dir) => program.from_dir(dir.clone()),
            None => program,
        };
        let program = match self.cap_mb {
            Some(mb) => program.capped(mb),
            None => program,
        };
        program.contained(scratch)
    }

    /// The options that hand a built file to this generator's copy in the session's
    /// sandbox (`Settings::built_in` and the rest); none for a command.
    pub(super) fn handed(&self) -> Vec<String> {
        let (dir, language) = match (&self.dir, self.language) {
            (Some(dir), Some(language)) => (dir, language),
            _ => return Vec::new(),
        };
        let words = [
            "--built-in",
            &dir.display().to_string(),
            "--built-run",
            &self.run,
            "--language",
            language.name,
            "--grounds",
            &self.grounds.line(),
        ];
        words.iter().map(|w| w.to_string()).collect()
    }
}

/// The file built by the generator outside the session, as its options hand it over.
fn handed_over(settings: &Settings, host: &Host, dir: &Path, run: &str) -> Theirs {
    let name = settings.language.as_deref().unwrap_or("");
    let language = languages::named(host.judge.name, name)
        .unwrap_or_else(|| give_up(&format!("{} has no language {:?}", host.judge.name, name)));
    Theirs {
        run: run.to_string(),
        dir: Some(dir.to_path_buf()),
        language: Some(language),
        grounds: settings.grounds.clone(),
        cap_mb: capped(host, language),
    }
}

/// The address-space cap of a program `host` builds in `language`, in MB, if it caps one.
fn capped(host: &Host, language: &Language) -> Option<u64> {
    languages::address_capped(language).then_some(host.megabytes)
}

/// `file` built as `host` builds it, what it says of how on stderr; the exit status when it
/// gives no program.
fn built(settings: &Settings, host: &Host, problem: &str, file: &str) -> Result<Theirs, i32> {
    let language = language(Path::new(file), host, settings.lang.as_deref()).map_err(said)?;
    let here = std::env::current_dir().unwrap_or_default();
    let source = here.join(file);
    let shown = source.display().to_string();
    let data = settings.root().join("data");
    let submitted = TheirFile {
        shown: &shown,
        source,
        problem,
        host,
        language,
        hidden: vec![data].into_iter().filter(|d| d.is_dir()).collect(),
    }
    .build();
    let submitted = match submitted {
        Ok(submitted) => submitted,
        Err(Stop::CannotStart(why)) => return Err(said(format!("--submit: {}", why))),
        Err(Stop::Io(e)) => return Err(said(e.to_string())),
        Err(Stop::Usage(why)) => return Err(said(why)),
        Err(Stop::Interrupted(stopped)) => return Err(stopped.status()),
    };
    let render = Render::default();
    for line in &submitted.lines {
        eprintln!("{}", render.text(line));
    }
    let (built, grounds) = submitted.built.ok_or(1)?;
    Ok(Theirs {
        dir: built.program.dir().map(Path::to_path_buf),
        run: built.run,
        language: Some(language),
        grounds,
        cap_mb: capped(host, language),
    })
}

/// Says why versus cannot go on with a `--submit` file: exit status 2.
fn said(why: String) -> i32 {
    eprintln!("versus.sh: {}", why);
    2
}
