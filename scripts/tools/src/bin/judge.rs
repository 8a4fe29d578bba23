//! `judge`: check.sh's way into the one judge (the `judge` module of scripts/tools).
//!
//!   judge builds [--cargo-failed] [--only NAME] [--verbose] [--colour] [--timeout SEC]
//!                --result FILE PROBLEM...
//!       every build of each PROBLEM (the cargo binary, unless cargo build failed; the bundle
//!       on each edition, by rustc and by Debian's older rustc) on every case of
//!       data/PROBLEM (or NAME, in full): stdout, stderr and exit status exactly as the case
//!       expects; a table a problem (src/judge/ours.rs). Writes to FILE one line of five
//!       numbers: cases passed, cases failed, steps passed, steps failed, skipped.
//!   judge theirs --data DIR --problem NAME --facts CARGO_TOML [--judge NAME]
//!                [--time-limit SEC] [--only NAME] [--verbose] [--colour] [--from DIR] COMMAND
//!       a user's COMMAND (sh -c, from DIR) on the cases that judge's data could hold, under
//!       the limits and the verdict of the problem's first judge in CARGO_TOML (or the one
//!       NAME names; --time-limit replaces its time limit, and the header says whose). Which cases those are is decided from each file's bytes and the
//!       problem's input promise (src/judge/cases/promise.rs); the others, beyond the judges or
//!       outside the promise, are judged apart and reported after the counted results, each
//!       with its reason; ends with "N passed, M failed".
//!   judge theirs --submit FILE [--lang NAME] --data DIR --problem NAME --facts CARGO_TOML
//!                [--judge NAME] [--time-limit SEC] [--only NAME] [--verbose] [--colour]
//!                [--from DIR]
//!       the source FILE built and run as that judge builds and runs it (src/judge/
//!       languages.rs, src/judge/build/submit.rs: the language from its extension, or --lang among
//!       the judge's), in target/submit/, then judged as above; a failed build is CE, every
//!       counted case failing. With --result FILE (either form), writes to FILE the verdict
//!       a judge that stops at the first failure gives: AC, CE, or the first counted case's
//!       that is not AC (WA, TLE, ...).
//!   judge table DIR...
//!       each DIR's case table (README.md) has one row per case, each saying what it catches.
//!   judge build --submit FILE [--lang NAME] --problem NAME --facts CARGO_TOML [--judge NAME]
//!               [--from DIR] [--owner PID]
//!       only the build of `theirs --submit`, for versus.sh: the header on stderr; on stdout
//!       the line that runs the program, the judge's name for its language, the folder it
//!       was built in (for versus.sh to remove) and what its verdicts rest on
//!       (`Grounds::line`), one a line; exit status 1 when the judge would not run it.
//!   judge languages
//!       every judge's languages, the table of scripts/README.md (src/judge/build/languages.rs).
//!   judge list --data DIR --facts CARGO_TOML [--judge NAME]
//!       the input and expected output of each case `theirs` counts, one path a line: what
//!       online-judge-tools' `oj test -d DIR` is given.
//!
//! Exit status: 0 when every counted case is accepted, 1 when one is not, 2 on a usage error
//! or when the program cannot be started; 128 + N when sent signal N (SIGINT, SIGTERM,
//! SIGHUP), the running program's group killed first: this binary takes the process's charge
//! of its runs at its start (`tools::judge::run::process`), and a run it stops says so as a value.

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;
use tools::args::Opt;
use tools::judge::build::grounds::Grounds;
use tools::judge::build::languages::{self, Language, Level};
use tools::judge::build::submit::{family_of, Built, Submission, Unbuilt};
use tools::judge::cases::hosting::{Host, Hosting};
use tools::judge::cases::promise::{sort, Promise};
use tools::judge::cases::{cases, table_faults, Case, Kind};
use tools::judge::ours;
use tools::judge::run::process::Charge;
use tools::judge::run::sandbox::{Sandbox, Scratch};
use tools::judge::run::{shell_quoted, Program, OUTPUT_LIMIT_BYTES};
use tools::judge::session::{Row, Session, Stop, Whose};
use tools::judge::verdict::checker::Checker;
use tools::judge::verdict::render::{Line, Render, TableRow};
use tools::judge::verdict::{whitespace_words, Verdict};
use tools::judge::Difference;
use tools::problem::count;

fn main() {
    // before any run: the runs' orphans come back to this process, and Ctrl-C is noted for
    // the run in progress to stop at (`process`)
    let charge = Charge::take();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let status = match Options::parse(&args) {
        Ok(options) if options.mode == "builds" => builds(&options),
        Ok(options) if options.mode == "list" => list(&options),
        Ok(options) if options.mode == "build" => build_only(&options),
        Ok(options) if options.mode == "table" => tables(&options),
        Ok(options) if options.mode == "languages" => {
            print!("{}", languages::table());
            0
        }
        Ok(options) => theirs(&options),
        Err(why) => {
            eprintln!("judge: {}", why);
            2
        }
    };
    let _ = std::io::stdout().flush();
    std::process::exit(charge.end(status));
}

/// The command line: a mode, `--flag value` pairs, switches, and the program last.
struct Options {
    mode: String,
    values: HashMap<String, String>,
    switches: Vec<String>,
    /// The program, or the first folder or problem.
    program: String,
    /// The other folders (`table`) or problems (`builds`).
    dirs: Vec<String>,
}

const USAGE: &str =
    "usage: judge builds|theirs|list|table|languages [options] [PROGRAM, DIR or PROBLEM...] (see src/bin/judge.rs)";

const MODES: [&str; 6] = ["builds", "build", "theirs", "list", "table", "languages"];

/// Every option of every mode (src/args.rs reads them): the flags, then those with a value.
const OPTS: [Opt; 17] = [
    Opt::flag("--verbose", ""),
    Opt::flag("--cargo-failed", ""),
    Opt::flag("--colour", ""),
    Opt::flag("--help", ""),
    Opt::value("--data", ""),
    Opt::value("--problem", ""),
    Opt::value("--facts", ""),
    Opt::value("--judge", ""),
    Opt::value("--only", ""),
    Opt::value("--from", ""),
    Opt::value("--submit", ""),
    Opt::value("--lang", ""),
    Opt::value("--result", ""),
    Opt::value("--timeout", ""),
    Opt::value("--output-limit", ""),
    Opt::value("--owner", ""),
    Opt::value("--time-limit", ""),
];

impl Options {
    fn parse(args: &[String]) -> Result<Options, String> {
        let (mode, rest) = match args.split_first() {
            Some((mode, rest)) if MODES.contains(&mode.as_str()) => (mode.clone(), rest),
            _ => return Err(USAGE.into()),
        };
        let parsed = tools::args::parse(&OPTS, rest).map_err(|misuse| misuse.to_string())?;
        let mut words = parsed.positionals.iter().cloned();
        let program = words
            .next()
            .or_else(|| parsed.value("--submit").map(String::from))
            .unwrap_or_default();
        let dirs: Vec<String> = words.collect();
        if let Some(extra) = dirs.first() {
            if mode != "table" && mode != "builds" {
                return Err(format!("one PROGRAM only; also found {:?}", extra));
            }
        }
        if program.is_empty() && mode != "list" && mode != "languages" {
            return Err("no PROGRAM or COMMAND given".into());
        }
        let given = |opt: &&Opt| parsed.has(opt.name);
        Ok(Options {
            values: OPTS
                .iter()
                .filter(given)
                .filter_map(|opt| Some((opt.name.to_string(), parsed.value(opt.name)?.to_string())))
                .collect::<HashMap<String, String>>(),
            switches: OPTS
                .iter()
                .filter(|opt| opt.value.is_none())
                .filter(given)
                .map(|opt| opt.name.to_string())
                .collect(),
            mode,
            program,
            dirs,
        })
    }

    fn value(&self, flag: &str) -> Result<&str, String> {
        self.values
            .get(flag)
            .map(String::as_str)
            .ok_or_else(|| format!("{} is needed", flag))
    }

    fn number(&self, flag: &str) -> Result<f64, String> {
        tools::facts::positive(self.value(flag)?).map_err(|why| format!("{}: {}", flag, why))
    }

    fn has(&self, switch: &str) -> bool {
        self.switches.iter().any(|s| s == switch)
    }

    /// How the judge prints: in colour with `--colour` (check.sh passes it on a terminal).
    fn render(&self) -> Render {
        Render {
            colour: self.has("--colour"),
        }
    }

    /// A user's run's own folders: none writable (its HOME is a private /tmp), and our data
    /// hidden: the data/ folder that holds `--data`'s (or `--data`'s itself), else the
    /// workspace's (`judge build` has no `--data`).
    fn scratch(&self) -> Scratch {
        let data = match self.values.get("--data") {
            Some(data) => PathBuf::from(data),
            None => tools::facts::workspace()
                .unwrap_or_else(|| PathBuf::from("."))
                .join("data/any"),
        };
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

    fn output_bytes(&self) -> Result<usize, String> {
        // `--output-limit` in MB replaces the default (`run::OUTPUT_LIMIT_BYTES`)
        match self.values.get("--output-limit") {
            Some(_) => Ok(self.number("--output-limit")? as usize * 1024 * 1024),
            None => Ok(OUTPUT_LIMIT_BYTES),
        }
    }

    /// A user's program: the problem's judges from `--facts`, the one whose verdict and
    /// limits count first (`--judge`, or the first written).
    fn hosts(&self) -> Result<Vec<Host>, String> {
        let facts = Hosting::read(std::path::Path::new(self.value("--facts")?))?;
        facts.counted_first(self.values.get("--judge").map(String::as_str))
    }

    /// The cases of `--data` (or the one `--only` names), each sorted by the problem's
    /// promise (`--facts`) as the counted judge's data could hold it.
    fn cases(&self) -> Result<Vec<Case>, String> {
        self.cases_as(&self.hosts()?[0])
    }

    /// The cases as `host`'s data could hold them.
    fn cases_as(&self, host: &Host) -> Result<Vec<Case>, String> {
        let dir = PathBuf::from(self.value("--data")?);
        let shown = |e: std::io::Error| format!("{}: {}", dir.display(), e);
        let promise = Promise::read(std::path::Path::new(self.value("--facts")?))?;
        let all = cases(&dir).map_err(shown)?;
        let all = sort(all, &promise, host).map_err(shown)?;
        match self.values.get("--only") {
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

    /// A user's program's session: the first judge's limits (with what that judge adds for
    /// the language of a `--submit` file), every judge's verdict.
    fn session(&self, language: Option<&Language>) -> Result<Session, String> {
        let hosts = self.hosts()?;
        let full = self.values.contains_key("--only");
        let mut limits = hosts[0].limits(self.output_bytes()?, language);
        if self.values.contains_key("--time-limit") {
            limits.time = Duration::from_secs_f64(self.number("--time-limit")?);
        }
        Ok(Session {
            limits,
            judges: hosts.iter().map(|h| h.judge).collect(),
            whose: Whose::Users,
            verbose: self.has("--verbose") || full,
            full,
            render: self.render(),
            checker: Checker::of(std::path::Path::new(self.value("--facts")?))?,
            grounds: Default::default(),
            seen: Default::default(),
            said: Default::default(),
        })
    }
}

/// `judge builds`: every build of each problem named, judged; the tally written to
/// `--result`.
fn builds(options: &Options) -> i32 {
    let root = tools::facts::workspace().unwrap_or_else(|| PathBuf::from("."));
    let timeout = match options.values.get("--timeout") {
        Some(_) => options.number("--timeout"),
        None => Ok(600.0),
    };
    let (timeout, result) = match (timeout, options.value("--result")) {
        (Ok(timeout), Ok(result)) => (timeout, result),
        (Err(why), _) | (_, Err(why)) => {
            eprintln!("judge: {}", why);
            return 2;
        }
    };
    let settings = ours::Options {
        target: tools::facts::target_dir(&root),
        root,
        cargo_built: !options.has("--cargo-failed"),
        only: options.values.get("--only").cloned(),
        verbose: options.has("--verbose"),
        colour: options.has("--colour"),
        timeout: Duration::from_secs_f64(timeout),
    };
    let problems: Vec<String> = std::iter::once(&options.program)
        .chain(&options.dirs)
        .cloned()
        .collect();
    let tally = match ours::judge_problems(&settings, &problems) {
        Ok(tally) => tally,
        Err(stopped) => return stopped.status(),
    };
    if let Err(e) = std::fs::write(result, tally.line()) {
        eprintln!("judge: {}: {}", result, e);
        return 2;
    }
    i32::from(tally.cases_failed + tally.steps_failed > 0)
}

/// `judge table`: every folder's case table, checked; each fault one line on stderr.
fn tables(options: &Options) -> i32 {
    let dirs = std::iter::once(&options.program).chain(&options.dirs);
    let faults: Vec<String> = dirs
        .flat_map(|dir| table_faults(std::path::Path::new(dir)))
        .collect();
    for fault in &faults {
        eprintln!("judge: {}", fault);
    }
    i32::from(!faults.is_empty())
}

/// `judge list`: the counted cases' files, less those whose expected output is not UTF-8
/// (online-judge-tools decodes outputs as UTF-8 and stops with an error there), named on
/// stderr. A reader that stops early (`| head`) ends the listing quietly.
fn list(options: &Options) -> i32 {
    with_cases(options, |cases| {
        let mut stdout = std::io::stdout().lock();
        for case in cases.iter().filter(|c| c.kind == Kind::Legal) {
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
                return;
            }
        }
    })
}

/// `print` on the cases of `--data`: exit status 0, or 2 when they cannot be read.
fn with_cases(options: &Options, print: impl Fn(&[Case])) -> i32 {
    match options.cases() {
        Ok(cases) => {
            print(&cases);
            0
        }
        Err(why) => {
            eprintln!("judge: {}", why);
            2
        }
    }
}

/// `judge theirs`: a user's command on the legal cases, the others apart.
fn theirs(options: &Options) -> i32 {
    match judge_theirs(options) {
        Ok(all_accepted) => i32::from(!all_accepted),
        Err(Stop::CannotStart(why)) if options.values.contains_key("--submit") => {
            eprintln!("check.sh: --submit: {}", why);
            2
        }
        Err(Stop::CannotStart(why)) => {
            let from = options.values.get("--from").map_or(".", String::as_str);
            eprintln!(
                "check.sh: cannot run '{}' from {}: {}",
                options.program, from, why
            );
            2
        }
        Err(Stop::Io(e)) => {
            eprintln!("judge: {}", e);
            2
        }
        Err(Stop::Usage(why)) => {
            eprintln!("judge: {}", why);
            2
        }
        Err(Stop::Interrupted(stopped)) => stopped.status(),
    }
}

/// The groups a user's command is judged in: (kind, label in the table, whether it counts).
const GROUPS: [(Kind, &str, bool); 3] = [
    (Kind::Legal, "your command", true),
    (Kind::Beyond, "beyond the judges", false),
    (Kind::Outside, "outside the promise", false),
];

/// A usage error (a bad option, a file or facts that cannot be read) as a `Stop`: one line on
/// stderr and exit status 2.
fn usage(why: String) -> Stop {
    Stop::Usage(why)
}

/// The judge's language for the `--submit` file, if there is one.
fn submitted_language(options: &Options, host: &Host) -> Result<Option<&'static Language>, String> {
    let source = match options.values.get("--submit") {
        None => return Ok(None),
        Some(source) => PathBuf::from(source),
    };
    let family = family_of(&source)?;
    let lang = options.values.get("--lang").map(String::as_str);
    languages::pick(host.judge.name, family, lang).map(Some)
}

fn judge_theirs(options: &Options) -> Result<bool, Stop> {
    let hosts = options.hosts().map_err(usage)?;
    let language = submitted_language(options, &hosts[0]).map_err(usage)?;
    let mut session = options.session(language).map_err(usage)?;
    let all = options.cases().map_err(usage)?;
    let only = options.values.contains_key("--only");
    if only && all[0].kind == Kind::Bad {
        return Err(usage(format!(
            "{}.in is a bad input (it has a .err): its expected output is our error message, so --cmd does not judge it",
            all[0].name
        )));
    }
    let problem = options.value("--problem").map_err(usage)?;
    let from = options
        .values
        .get("--from")
        .cloned()
        .unwrap_or_else(|| ".".into());
    let legal = all.iter().filter(|c| c.kind == Kind::Legal || only).count();
    let bad = all.iter().filter(|c| c.kind == Kind::Bad).count();
    let mut program = Program::shell(&options.program)
        .from_dir(PathBuf::from(&from))
        .contained(options.scratch());
    // built before anything is printed: a file that cannot be built here is one line
    let submitted = match language {
        Some(language) => {
            let source = PathBuf::from(&from).join(&options.program);
            Some(build_submission(
                options, problem, &source, language, &hosts[0],
            )?)
        }
        None => None,
    };
    let limits = &session.limits;
    options.render().section(&format!(
        "{}: your {} on {}, judged as {} judges: {}, {} MB, {}, {} MB of output",
        problem,
        if language.is_some() {
            "file"
        } else {
            "command"
        },
        count(legal, "cases"),
        hosts[0].judge.name,
        limits.time_words(hosts[0].judge.name, hosts[0].limits(0, language).time),
        limits.memory_kb / 1024,
        program.stack_words(limits),
        limits.output_bytes / (1024 * 1024)
    ));
    let render = options.render();
    if let Some(line) = Sandbox::missing_line() {
        render.note(&line);
    }
    if hosts.len() > 1 {
        let others: Vec<String> = hosts[1..].iter().map(Host::words).collect();
        render.note(&format!(
            "other judges: {} (--judge NAME for their limits and verdict)",
            others.join("; ")
        ));
    }
    match submitted {
        None => render.note(&format!(
            "COMMAND: {} (sh -c, from {})",
            options.program, from
        )),
        Some((lines, built)) => {
            lines.iter().for_each(|line| render.say(line));
            match built {
                Some((built, grounds)) => {
                    program = built.program;
                    session.grounds = grounds;
                }
                None => {
                    render.count(0, legal);
                    write_result(options, "CE")?;
                    return Ok(false);
                }
            }
        }
    }
    if bad > 0 {
        render.note(&format!(
            "skipped {}: a .err file holds our error message, which no other program prints",
            count(bad, "bad-input cases")
        ));
    }
    let mut rows = Vec::new();
    for &(kind, label, counts) in GROUPS.iter() {
        let group: Vec<&Case> = all
            .iter()
            .filter(|c| c.kind == kind || (only && counts))
            .collect();
        if group.is_empty() {
            continue;
        }
        let label = match (counts, language) {
            (true, Some(_)) => "your file",
            _ => label,
        };
        let row = session.judge_cases(&program, &group, label, counts)?;
        rows.push((label, counts, row));
    }
    print_table(render, &rows);
    print_notes(&session, &rows);
    print_other_judges(options, &hosts, &all).map_err(usage)?;
    if language.is_some() {
        remove_scratch(options, problem, hosts[0].judge.name);
    }
    let (passed, failed) = rows
        .iter()
        .filter(|(_, counts, _)| *counts)
        .fold((0, 0), |(p, f), (_, _, row)| {
            (p + row.accepted, f + row.total - row.accepted)
        });
    render.count(passed, failed);
    let first_failure = rows
        .iter()
        .filter(|(_, counts, _)| *counts)
        .find_map(|(_, _, row)| row.first_failure);
    write_result(options, first_failure.map_or("AC", Verdict::code))?;
    Ok(failed == 0)
}

/// `verdict` written to `--result`'s FILE, when given.
fn write_result(options: &Options, verdict: &str) -> Result<(), Stop> {
    match options.values.get("--result") {
        Some(file) => std::fs::write(file, format!("{}\n", verdict)).map_err(Stop::Io),
        None => Ok(()),
    }
}
/// What a `--submit` build says: the header's lines, and the program with what its verdicts
/// rest on, or None when the judge would not run it.
type BuildSaid = (Vec<Line>, Option<(Built, Grounds)>);

/// The `--submit` file built as `host` builds it in `language`: the header's lines on how,
/// for the caller to print, and the program with what its verdicts rest on, or None when the
/// judge would not run it (CE, too long, refused: the lines say why). A file that cannot be
/// read or a tool missing here stops the judge (exit status 2) before anything is said.
fn build_submission(
    options: &Options,
    problem: &str,
    source: &std::path::Path,
    language: &'static Language,
    host: &Host,
) -> Result<BuildSaid, Stop> {
    let judge = host.judge.name;
    let mut said = Vec::new();
    let mut say = |text: String| said.push(Line::Note(text));
    say(format!(
        "FILE: {} as {}'s {} ({} there{})",
        options.program,
        judge,
        language.name,
        language.version,
        if language.extra == languages::NONE {
            String::new()
        } else {
            format!("; {} adds {}", judge, language.extra.words())
        }
    ));
    let submission = Submission {
        source,
        language,
        memory_mb: host.megabytes,
        dir: scratch(problem, judge, owner(options)),
        timeout: Duration::from_secs(COMPILE_SECONDS),
        rustc: "rustc",
        hidden: options.scratch().hidden,
    };
    let built = submission.build();
    if built.is_err() {
        remove_scratch(options, problem, judge);
    }
    match built {
        Ok(built) => {
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
            let limit_kb = host.limits(0, Some(language)).memory_kb;
            let (grounds, lines) = built.grounds(language, limit_kb);
            for line in lines {
                say(line.to_string());
            }
            Ok((said, Some((built, grounds))))
        }
        Err(Unbuilt::CompileError {
            command,
            log,
            notes,
            ..
        }) => {
            said.push(Line::Status(
                "CE",
                format!("compilation error: {}", command),
            ));
            said.extend(log.into_iter().map(Line::Detail));
            said.extend(notes.into_iter().map(Line::Note));
            said.push(Line::Note(format!(
                "every case fails: {} would not run it",
                judge
            )));
            Ok((said, None))
        }
        Err(Unbuilt::TooLong { bytes, limit_kb }) => {
            say(format!(
                "refused: the file is {} bytes, over {}'s {} KB source limit; {} would not take it",
                bytes, judge, limit_kb, judge
            ));
            Ok((said, None))
        }
        Err(Unbuilt::Refused(why)) => {
            say(format!("refused: {}", why));
            Ok((said, None))
        }
        Err(Unbuilt::Cannot(why)) => Err(Stop::CannotStart(why)),
        Err(Unbuilt::Interrupted(stopped)) => Err(Stop::Interrupted(stopped)),
    }
}

/// The `--submit` build's scratch folder: target/submit/PROBLEM-JUDGE-PID, this judge's own
/// (judges may run side by side), removed when it ends (`remove_scratch`); the folders of
/// judges no longer running (a Ctrl-C) are removed first.
fn scratch(problem: &str, judge: &str, owner: u32) -> PathBuf {
    let root = tools::facts::workspace().unwrap_or_else(|| PathBuf::from("."));
    let all = tools::facts::target_dir(&root).join("submit");
    for entry in std::fs::read_dir(&all).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name.rsplit('-').next().unwrap_or("");
        if pid.parse::<u32>().is_err() || !std::path::Path::new("/proc").join(pid).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
    all.join(format!("{}-{}-{}", problem, judge.replace(' ', "-"), owner))
}

/// Removes the `--submit` scratch folder: at the end of `theirs`, or at once when the build
/// gave no program (`theirs` and `build` alike; versus.sh removes a built one).
fn remove_scratch(options: &Options, problem: &str, judge: &str) {
    let _ = std::fs::remove_dir_all(scratch(problem, judge, owner(options)));
}

/// Whose the scratch folder is: `--owner PID` (versus.sh, which removes it), else this judge.
fn owner(options: &Options) -> u32 {
    options
        .values
        .get("--owner")
        .and_then(|pid| pid.parse().ok())
        .unwrap_or_else(std::process::id)
}

/// `judge build`: the `--submit` file built as the judge builds it, for versus.sh: the
/// header's lines on stderr, then on stdout the line that runs it (`cd DIR && RUN`, DIR
/// quoted), the language's name, DIR as it is, and its grounds (`Grounds::line`). Exit
/// status 0 when built, 1 when the judge would not run it (CE, too long, refused), 2 when it
/// cannot be built here.
fn build_only(options: &Options) -> i32 {
    let built = (|| -> Result<BuildSaid, Stop> {
        let hosts = options.hosts().map_err(usage)?;
        let language = submitted_language(options, &hosts[0])
            .map_err(usage)?
            .ok_or_else(|| usage("judge build needs --submit FILE".into()))?;
        let problem = options.value("--problem").map_err(usage)?;
        let from = options.values.get("--from").map_or(".", String::as_str);
        let source = PathBuf::from(from).join(&options.program);
        build_submission(options, problem, &source, language, &hosts[0])
    })();
    // on stderr: versus.sh reads stdout
    if let Ok((lines, _)) = &built {
        let render = options.render();
        lines
            .iter()
            .for_each(|line| eprintln!("{}", render.text(line)));
    }
    match built {
        Ok((_, Some((built, grounds)))) => {
            let dir = built
                .program
                .dir()
                .unwrap_or_else(|| std::path::Path::new("."));
            let dir = dir.display().to_string();
            println!("cd {} && {}", shell_quoted(&dir), built.run);
            println!("{}", built.language);
            println!("{}", dir);
            println!("{}", grounds.line());
            0
        }
        Ok((_, None)) => 1,
        Err(Stop::CannotStart(why)) => {
            eprintln!("versus.sh: --submit: {}", why);
            2
        }
        Err(Stop::Io(e)) => {
            eprintln!("versus.sh: {}", e);
            2
        }
        Err(Stop::Usage(why)) => {
            eprintln!("versus.sh: {}", why);
            2
        }
        Err(Stop::Interrupted(stopped)) => stopped.status(),
    }
}

/// A compilation's time limit, in CPU seconds (its wall clock: twice that plus 1 s).
const COMPILE_SECONDS: u64 = 60;

/// Each other judge whose data would hold a different set of these cases (its line ends), and
/// which cases: `--judge NAME` counts as that judge does.
fn print_other_judges(options: &Options, hosts: &[Host], all: &[Case]) -> Result<(), String> {
    for host in &hosts[1..] {
        let theirs = options.cases_as(host)?;
        let differ: Vec<String> = all
            .iter()
            .zip(&theirs)
            .filter(|(ours, theirs)| ours.kind != theirs.kind)
            .map(|(ours, theirs)| format!("{} ({} there)", ours.name, theirs.kind.word()))
            .collect();
        if !differ.is_empty() {
            options.render().note(&format!(
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
