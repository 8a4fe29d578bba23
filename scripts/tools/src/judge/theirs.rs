//! The flow of judging a user's program on a problem's cases (`judge theirs`, behind
//! `check.sh --cmd` and `--submit`), top to bottom in `judge`: the judges that host the
//! problem, the one that counts first (`--judge`, or the first written); the cases, each
//! sorted by what that judge's data could hold (`super::cases::promise`); a file built as
//! that judge builds it (`super::submitted`), before anything is printed, so that a file
//! that cannot be built here is one line; the header; the counted cases judged by one
//! `Session`, then those beyond the judges and outside the promise, for information; the
//! table, the notes and what the other judges would count otherwise; the count line; and the
//! verdict a judge that stops at the first failure gives, written to the result file. Also
//! `list`, the counted cases' files, for `oj test`.

use crate::judge::build::languages::Language;
use crate::judge::cases::hosting::{Host, Hosting};
use crate::judge::cases::promise::{sort, Promise};
use crate::judge::cases::{cases, Case, Kind};
use crate::judge::run::sandbox::{Sandbox, Scratch};
use crate::judge::run::{Limits, Program, OUTPUT_LIMIT_BYTES};
use crate::judge::session::{Row, Session, Stop, Whose};
use crate::judge::submitted::TheirFile;
use crate::judge::verdict::checker::Checker;
use crate::judge::verdict::compare::Difference;
use crate::judge::verdict::render::{Render, TableRow};
use crate::judge::verdict::{whitespace_words, Verdict};
use crate::problem::count;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// Which cases, as which judge: the data folder, the problem's facts (its judges, its
/// promise, its checker), the judge named, and the one case named.
pub struct Cases {
    pub data: PathBuf,
    pub facts: PathBuf,
    /// `--judge NAME`: whose limits and verdict count; None, the first in the facts.
    pub judge: Option<String>,
    /// `--only NAME`: this case alone, shown in full.
    pub only: Option<String>,
}

/// The user's program: a command, or a source file to build.
pub enum Theirs {
    /// Run through `sh -c`.
    Command(String),
    /// Built as the judge builds it, in the language `lang` names or its extension gives.
    File { file: String, lang: Option<String> },
}

/// What `judge theirs` is asked.
pub struct Asked {
    pub cases: Cases,
    pub problem: String,
    pub theirs: Theirs,
    /// The user's folder: the command runs from there, and a file's path starts there.
    pub from: PathBuf,
    /// `--time-limit SEC`, in place of the judge's.
    pub time_limit: Option<f64>,
    /// Where the verdict a judge that stops at the first failure gives is written.
    pub result: Option<PathBuf>,
    pub verbose: bool,
    pub render: Render,
}

/// The groups a user's program is judged in: (kind, label in the table, whether it counts).
const GROUPS: [(Kind, &str, bool); 3] = [
    (Kind::Legal, "your command", true),
    (Kind::Beyond, "beyond the judges", false),
    (Kind::Outside, "outside the promise", false),
];

/// Judges the user's program on the cases, printing as it goes; whether every counted case
/// was accepted. Usage errors, a program that cannot start (in check.sh's words: which
/// program, from where) and a stopping signal are the `Stop`, said by the caller.
pub fn judge(asked: &Asked) -> Result<bool, Stop> {
    judged(asked).map_err(|stop| match (stop, &asked.theirs) {
        (Stop::CannotStart(why), Theirs::File { .. }) => {
            Stop::CannotStart(format!("--submit: {}", why))
        }
        (Stop::CannotStart(why), Theirs::Command(command)) => Stop::CannotStart(format!(
            "cannot run '{}' from {}: {}",
            command,
            asked.from.display(),
            why
        )),
        (stop, _) => stop,
    })
}

/// `judge`, its `Stop` as the judge found it.
fn judged(asked: &Asked) -> Result<bool, Stop> {
    let hosts = asked.cases.hosts().map_err(Stop::Usage)?;
    let host = &hosts[0];
    let language = asked.language(host).map_err(Stop::Usage)?;
    let mut session = asked.session(&hosts, language).map_err(Stop::Usage)?;
    let all = asked.cases.cases_as(host).map_err(Stop::Usage)?;
    let only = asked.cases.only.is_some();
    if only && all[0].kind == Kind::Bad {
        return Err(Stop::Usage(format!(
            "{}.in is a bad input (it has a .err): its expected output is our error message, so --cmd does not judge it",
            all[0].name
        )));
    }
    let counted = all.iter().filter(|c| c.kind == Kind::Legal || only).count();
    // built before anything is printed: a file that cannot be built here is one line
    let submitted = match (&asked.theirs, language) {
        (Theirs::File { file, .. }, Some(language)) => Some(
            TheirFile {
                shown: file,
                source: asked.from.join(file),
                problem: &asked.problem,
                host,
                language,
                hidden: asked.scratch().hidden,
            }
            .build()?,
        ),
        _ => None,
    };
    let render = asked.render;
    asked.header(&hosts, language, &session.limits, counted);
    let program = match submitted {
        None => {
            let command = asked.shown();
            render.note(&format!(
                "COMMAND: {} (sh -c, from {})",
                command,
                asked.from.display()
            ));
            Program::shell(command)
                .from_dir(asked.from.clone())
                .contained(asked.scratch())
        }
        Some(submitted) => {
            submitted.lines.iter().for_each(|line| render.say(line));
            match submitted.built {
                Some((built, grounds)) => {
                    session.grounds = grounds;
                    built.program
                }
                None => {
                    render.count(0, counted);
                    write_result(asked, "CE", 0)?;
                    return Ok(false);
                }
            }
        }
    };
    let bad = all.iter().filter(|c| c.kind == Kind::Bad).count();
    if bad > 0 {
        render.note(&format!(
            "skipped {}: a .err file holds our error message, which no other program prints",
            count(bad, "bad-input cases")
        ));
    }
    let rows = judge_groups(asked, &session, &program, &all)?;
    print_table(render, &rows);
    print_notes(&session, &rows);
    print_other_judges(asked, &hosts, &all).map_err(Stop::Usage)?;
    let counted_rows = || rows.iter().filter(|(_, counts, _)| *counts);
    let (passed, failed) = counted_rows().fold((0, 0), |(p, f), (_, _, row)| {
        (p + row.accepted, f + row.total - row.accepted)
    });
    render.count(passed, failed);
    let first_failure = counted_rows().find_map(|(_, _, row)| row.first_failure);
    let slowest_ms = counted_rows().map(|(_, _, row)| row.slowest_ms).max();
    write_result(
        asked,
        first_failure.map_or("AC", Verdict::code),
        slowest_ms.unwrap_or(0),
    )?;
    Ok(failed == 0)
}

/// The counted cases' files, one path a line (an input, then its expected output), less
/// those whose expected output is not UTF-8 (online-judge-tools decodes outputs as UTF-8 and
/// stops with an error there), each named on stderr. A reader that stops early (`| head`)
/// ends the listing quietly.
pub fn list(asked: &Cases) -> Result<(), String> {
    let all = asked.cases_as(&asked.hosts()?[0])?;
    let mut stdout = std::io::stdout().lock();
    for case in all.iter().filter(|c| c.kind == Kind::Legal) {
        let out = case.beside("out");
        let text = std::fs::read(&out).unwrap_or_default();
        if std::str::from_utf8(&text).is_err() {
            eprintln!(
                "left out {}: its expected output is not UTF-8, which oj cannot read",
                case.name
            );
            continue;
        }
        let listed = writeln!(stdout, "{}\n{}", case.input.display(), out.display());
        if listed.is_err() {
            return Ok(());
        }
    }
    Ok(())
}

impl Cases {
    /// The problem's judges, the one whose verdict and limits count first.
    fn hosts(&self) -> Result<Vec<Host>, String> {
        Hosting::read(&self.facts)?.counted_first(self.judge.as_deref())
    }

    /// The cases of the data folder (or the one `only` names), each sorted by the problem's
    /// promise as `host`'s data could hold it.
    fn cases_as(&self, host: &Host) -> Result<Vec<Case>, String> {
        let dir = &self.data;
        let shown = |e: std::io::Error| format!("{}: {}", dir.display(), e);
        let promise = Promise::read(&self.facts)?;
        let all = sort(cases(dir).map_err(shown)?, &promise, host).map_err(shown)?;
        match &self.only {
            None => Ok(all),
            Some(only) => {
                let one: Vec<Case> = all.into_iter().filter(|c| &c.name == only).collect();
                if one.is_empty() {
                    return Err(format!("no case {} in {}", only, dir.display()));
                }
                Ok(one)
            }
        }
    }
}

impl Asked {
    /// The command or the file, as the user named it.
    fn shown(&self) -> &str {
        match &self.theirs {
            Theirs::Command(command) => command,
            Theirs::File { file, .. } => file,
        }
    }

    /// The judge's language for a file; None for a command.
    fn language(&self, host: &Host) -> Result<Option<&'static Language>, String> {
        match &self.theirs {
            Theirs::Command(_) => Ok(None),
            Theirs::File { file, lang } => {
                crate::judge::submitted::language(&self.from.join(file), host, lang.as_deref())
                    .map(Some)
            }
        }
    }

    /// The session: the first judge's limits (with what it adds for a file's language, and
    /// `--time-limit`'s time), every judge's verdict, the problem's checker.
    fn session(&self, hosts: &[Host], language: Option<&Language>) -> Result<Session, String> {
        let mut limits = hosts[0].limits(OUTPUT_LIMIT_BYTES, language);
        if let Some(seconds) = self.time_limit {
            limits.time = Duration::from_secs_f64(seconds);
        }
        let full = self.cases.only.is_some();
        Ok(Session {
            limits,
            judges: hosts.iter().map(|h| h.judge).collect(),
            whose: Whose::Users,
            verbose: self.verbose || full,
            full,
            render: self.render,
            checker: Checker::of(&self.cases.facts)?,
            grounds: Default::default(),
            seen: Default::default(),
            said: Default::default(),
        })
    }

    /// A user's run's own folders: none writable (its HOME is a private /tmp), and our data
    /// hidden: the data/ folder that holds the cases' folder (or that folder itself).
    fn scratch(&self) -> Scratch {
        let data = &self.cases.data;
        let all = match data.parent() {
            Some(parent) if parent.file_name().map_or(false, |n| n == "data") => parent,
            _ => data.as_path(),
        };
        Scratch {
            writable: None,
            hidden: vec![all.to_path_buf()]
                .into_iter()
                .filter(|d| d.is_dir())
                .collect(),
        }
    }

    /// The section's title, whether runs are contained, and the other judges.
    fn header(&self, hosts: &[Host], language: Option<&Language>, limits: &Limits, counted: usize) {
        let host = &hosts[0];
        let what = if language.is_some() {
            "file"
        } else {
            "command"
        };
        let mut program = Program::shell(self.shown());
        if language.map_or(false, crate::judge::build::languages::address_capped) {
            program = program.capped(limits.memory_kb / 1024);
        }
        self.render.section(&format!(
            "{}: your {} on {}, judged as {} judges: {}, {} MB, {}, {} MB of output",
            self.problem,
            what,
            count(counted, "cases"),
            host.judge.name,
            limits.time_words(host.judge.name, host.limits(0, language).time),
            limits.memory_kb / 1024,
            program.stack_words(limits),
            limits.output_bytes / (1024 * 1024)
        ));
        if let Some(line) = Sandbox::missing_line() {
            self.render.note(&line);
        }
        if hosts.len() > 1 {
            let others: Vec<String> = hosts[1..].iter().map(Host::words).collect();
            self.render.note(&format!(
                "other judges: {} (--judge NAME for their limits and verdict)",
                others.join("; ")
            ));
        }
    }
}

/// Each group's cases judged, in `GROUPS`' order: its label, whether it counts, its row.
/// With `--only`, the one case counts, whatever its kind.
fn judge_groups(
    asked: &Asked,
    session: &Session,
    program: &Program,
    all: &[Case],
) -> Result<Vec<(&'static str, bool, Row)>, Stop> {
    let only = asked.cases.only.is_some();
    let mut rows = Vec::new();
    for &(kind, label, counts) in GROUPS.iter() {
        let group: Vec<&Case> = all
            .iter()
            .filter(|c| c.kind == kind || (only && counts))
            .collect();
        if group.is_empty() {
            continue;
        }
        let label = match (counts, &asked.theirs) {
            (true, Theirs::File { .. }) => "your file",
            _ => label,
        };
        let row = session.judge_cases(program, &group, label, counts)?;
        rows.push((label, counts, row));
    }
    Ok(rows)
}

/// `verdict` written to the result file, when one is asked for, then the CPU time of the
/// slowest counted case: "AC\nslowest_ms=752\n".
fn write_result(asked: &Asked, verdict: &str, slowest_ms: u128) -> Result<(), Stop> {
    match &asked.result {
        Some(file) => std::fs::write(file, format!("{}\nslowest_ms={}\n", verdict, slowest_ms))
            .map_err(Stop::Io),
        None => Ok(()),
    }
}

/// Each other judge whose data would hold a different set of these cases (its line ends), and
/// which cases: `--judge NAME` counts as that judge does.
fn print_other_judges(asked: &Asked, hosts: &[Host], all: &[Case]) -> Result<(), String> {
    for host in &hosts[1..] {
        let theirs = asked.cases.cases_as(host)?;
        let differ: Vec<String> = all
            .iter()
            .zip(&theirs)
            .filter(|(ours, theirs)| ours.kind != theirs.kind)
            .map(|(ours, theirs)| format!("{} ({} there)", ours.name, theirs.kind.word()))
            .collect();
        if !differ.is_empty() {
            asked.render.note(&format!(
                "as {} judges, {} otherwise: {} (--judge {})",
                host.judge.name,
                if differ.len() == 1 {
                    "1 case counts".to_string()
                } else {
                    format!("{} cases count", differ.len())
                },
                differ.join(", "),
                host.judge.name
            ));
        }
    }
    Ok(())
}

fn print_table(render: Render, rows: &[(&str, bool, Row)]) {
    let rows: Vec<TableRow> = rows
        .iter()
        .map(|(label, _, row)| row.table_row(label))
        .collect();
    render.table(&rows);
}

/// The whitespace the other judges mind, how the judges compare, then what the apart groups
/// mean, with a line for each of their cases not accepted: information, after the counted
/// results.
fn print_notes(session: &Session, rows: &[(&str, bool, Row)]) {
    let render = session.render;
    for (label, _, row) in rows.iter().filter(|(_, counts, _)| *counts) {
        if let Some((case, difference)) = row.whitespace.first() {
            let spacing = match difference {
                Difference::Trailing(s) | Difference::Inside(s) => s.to_string(),
                _ => String::new(),
            };
            render.note(&format!(
                "whitespace ({}): {} accepted case{} ({}{}) differ from the expected output only in whitespace ({}): {}",
                label,
                row.whitespace.len(),
                if row.whitespace.len() == 1 { "" } else { "s" },
                case,
                if row.whitespace.len() > 1 { " the first" } else { "" },
                spacing,
                whitespace_words(difference, &session.judges)
            ));
        }
    }
    let rules = || -> String {
        let each: Vec<String> = session
            .judges
            .iter()
            .map(|j| format!("{} {}", j.name, j.rule.words()))
            .collect();
        each.join("; ")
    };
    match &session.checker {
        Some(checker) => render.note(&format!(
            "how the judges compare: the problem's checker, {}, judges each output for every judge",
            checker.source
        )),
        None => render.note(&format!("how the judges compare: {}", rules())),
    }
    for (label, counts, row) in rows {
        if *counts {
            continue;
        }
        let why = if *label == "beyond the judges" {
            "bytes this judge's data is not known to hold: they prove our own reader, not yours"
        } else {
            "inputs the statement promises a judge never sends: a right program may stop at the end the statement promises, or give another of several right answers"
        };
        render.note(&format!(
            "{}: {} AC of {}, for information only: {}",
            label, row.accepted, row.total, why
        ));
        row.brief.iter().for_each(|line| render.say(line));
    }
}
