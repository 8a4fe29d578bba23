//! The self-test of versus (`scripts/versus.sh --self-test [--all] [PROBLEM...]`, which
//! check.sh runs): on each problem, versus agrees with our own binary; it catches each
//! planted wrong program of `[package.metadata.problem.planted]` (the first, the headline
//! one, without `--all`) within its `cases` and shrinks it to one case of at most `small`
//! units at size small, and `tiny` at size tiny where the trap fits; the problem's own
//! checks in `[package.metadata.problem.versus-checks]` end as they say; and on the first
//! problem, versus.sh's usage errors and verdicts.
//!
//! Every check runs `scripts/versus.sh` as a user does and reads what versus found from its
//! `--result FILE` (one line of `key=value` fields), never from the lines it prints; only a
//! usage error, which writes no result, is known by its exit status and the words it says.
//! Three checks run at a time (they wait on processes more than they compute), but one at
//! size max or worst runs alone (it holds a program's time to the limit); each is reported
//! in order as soon as it and those before it are done.

use crate::facts::{Facts, Value};
use crate::lanes;
use crate::problem::count;
use std::fs;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Checks running at once.
const PARALLEL: usize = 3;
/// Catching and shrinking a planted wrong program may take this long, in milliseconds.
const CATCH_MS: u128 = 60_000;
/// Cases every "agrees" run plays.
const AGREE_CASES: u64 = 20;
/// The lines of a failing run's output shown.
const SHOWN_LINES: usize = 30;

/// Where the workspace and its build are.
pub struct Workspace {
    pub root: PathBuf,
    /// Cargo's target folder: `CARGO_TARGET_DIR`, else `root/target`.
    pub target: PathBuf,
}

/// How a run of versus.sh must end.
#[derive(Debug)]
enum Want {
    /// Exit 0, this many cases agreeing.
    Agree(u64),
    /// Exit 1 with this verdict (its code: WA, RE, TLE, ...).
    Verdict(String),
    /// Exit with this status, saying these words: versus.sh's usage errors and help.
    Says(i32, &'static str),
}

/// One run of versus.sh.
#[derive(Debug)]
struct Run {
    args: Vec<String>,
    want: Want,
}

/// A planted wrong program (`examples/WRONG.rs`) to be caught at one size.
#[derive(Debug)]
struct Catch {
    problem: String,
    wrong: String,
    size: &'static str,
    /// The largest shrunk case allowed, in the generator's units.
    most: usize,
    cases: u64,
}

/// What a check is.
#[derive(Debug)]
enum Kind {
    /// versus.sh ends as wanted.
    Runs(Run),
    /// `WRONG --right` agrees at the size, and WRONG is caught within its cases and shrunk.
    Catches(Catch),
}

/// One line of the self-test's report.
#[derive(Debug)]
struct Check {
    name: String,
    kind: Kind,
    /// Whether it runs with no other check beside it.
    alone: bool,
}

/// How a check went: lines to show above it, and its name, which may depend on the run (a
/// unit the generator names).
struct Outcome {
    notes: Vec<String>,
    name: String,
    ok: bool,
}

/// What versus found: the fields of its `--result` line.
#[derive(Debug, Default, PartialEq)]
struct Found(Vec<(String, String)>);

impl Found {
    fn parse(text: &str) -> Found {
        Found(
            text.trim_end()
                .split('\t')
                .filter_map(|field| field.split_once('='))
                .map(|(key, value)| (key.to_string(), value.to_string()))
                .collect(),
        )
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, value)| value.as_str())
    }

    fn number(&self, key: &str) -> Option<u128> {
        self.get(key).and_then(|value| value.parse().ok())
    }
}

/// Runs the self-test on the problems `named` (every problem with a generator when none is),
/// printing each check; every planted wrong program when `all`, else each problem's first.
/// Ok(true) when every check passed; Err for a problem that is not one.
pub fn self_test(workspace: &Workspace, all: bool, named: &[String]) -> Result<bool, String> {
    let known = problems(&workspace.root);
    let chosen: Vec<String> = if named.is_empty() {
        known.clone()
    } else {
        named.to_vec()
    };
    let mut facts = Vec::new();
    for problem in &chosen {
        if !known.contains(problem) {
            return Err(format!(
                "unknown problem '{}' (one of: {})",
                problem,
                known.join(" ")
            ));
        }
        facts.push(Facts::of(&workspace.root, problem)?);
    }
    let first = match chosen.first() {
        Some(first) => first,
        None => return Err("no problem has a generator".to_string()),
    };
    println!("== versus self-test: {}", chosen.join(" "));
    let scratch = std::env::temp_dir().join(format!("versus-self-test-{}", std::process::id()));
    fs::create_dir_all(&scratch).map_err(|e| format!("{}: {}", scratch.display(), e))?;
    let mut tally = Tally::default();
    let name = "build the solvers, generators and wrong solutions";
    if tally.count(name, build(workspace, &chosen)) {
        let checks = checks(&facts, all, first, &workspace.target, &scratch)?;
        for (batch, parallel) in batches(&checks) {
            let start = batch.start;
            lanes::in_order(
                &checks[batch],
                parallel,
                |index, check| {
                    outcome(workspace, &scratch.join((start + index).to_string()), check)
                },
                |outcome| {
                    outcome.notes.iter().for_each(|note| println!("{}", note));
                    tally.count(&outcome.name, outcome.ok);
                },
            );
        }
    }
    let _ = fs::remove_dir_all(&scratch);
    println!(
        "versus self-test: {} passed, {} failed",
        tally.passed, tally.failed
    );
    Ok(tally.failed == 0)
}

/// Every problem of the workspace that has a generator, `PROBLEM/examples/PROBLEM-gen.rs`.
pub fn problems(root: &Path) -> Vec<String> {
    crate::facts::problems(root)
        .into_iter()
        .filter(|p| {
            root.join(p)
                .join(format!("examples/{}-gen.rs", p))
                .is_file()
        })
        .collect()
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
}

impl Tally {
    /// Prints the check's line and counts it; returns `ok`.
    fn count(&mut self, name: &str, ok: bool) -> bool {
        if ok {
            println!("  ok    {}", name);
            self.passed += 1;
        } else {
            println!("  FAIL  {}", name);
            self.failed += 1;
        }
        ok
    }
}

/// Builds what the checks run, once: a build per run, even one with nothing to do, costs more
/// than a run (versus.sh skips its own when VERSUS_BUILT is set).
fn build(workspace: &Workspace, problems: &[String]) -> bool {
    let mut cargo = Command::new("cargo");
    cargo.args(["build", "--release", "--quiet", "--manifest-path"]);
    cargo.arg(workspace.root.join("Cargo.toml"));
    for problem in problems {
        cargo.args(["-p", problem]);
    }
    cargo.args(["--bins", "--examples"]);
    cargo.status().map_or(false, |status| status.success())
}

/// The checks, in the order they are reported: our binary agrees, on each problem; the
/// planted wrong programs caught; each problem's own checks; versus.sh's usage errors and
/// verdicts on the `first` problem. Programs run from `target`; `scratch` is a folder for
/// files of the checks' own.
fn checks(
    facts: &[Facts],
    all: bool,
    first: &str,
    target: &Path,
    scratch: &Path,
) -> Result<Vec<Check>, String> {
    let release = target.join("release");
    let shown = |path: PathBuf| path.display().to_string();
    let mut checks = Vec::new();
    for facts in facts {
        let problem = &facts.problem;
        checks.push(Check {
            name: format!("{}: versus agrees with our own binary", problem),
            kind: Kind::Runs(Run {
                args: words(&[problem, &shown(release.join(problem))])
                    .into_iter()
                    .chain(cases_of(AGREE_CASES, "small"))
                    .collect(),
                want: Want::Agree(AGREE_CASES),
            }),
            alone: false,
        });
    }
    for facts in facts {
        let planted = facts.table("planted");
        let taken = if all { planted.len() } else { 1 };
        for (wrong, value) in planted.into_iter().take(taken) {
            checks.extend(catches(facts, wrong, value)?);
        }
    }
    for facts in facts {
        for (key, value) in facts.table("versus-checks") {
            checks.push(own_check(facts, key, value, &release)?);
        }
    }
    checks.extend(usage_checks(first, &scratch.join("no-such-program")));
    Ok(checks)
}

fn words(items: &[&str]) -> Vec<String> {
    items.iter().map(|item| item.to_string()).collect()
}

/// `--cases N --size SIZE`.
fn cases_of(cases: u64, size: &str) -> Vec<String> {
    words(&["--cases", &cases.to_string(), "--size", size])
}

/// A field of a one-line table in PROBLEM's facts, or an error naming the problem and key.
fn field<'a>(facts: &Facts, key: &str, value: &'a Value, name: &str) -> Result<&'a str, String> {
    value.field(name).ok_or_else(|| {
        format!(
            "{}/Cargo.toml: {} needs a field {} (a one-line table)",
            facts.problem, key, name
        )
    })
}

/// A whole number field.
fn whole(facts: &Facts, key: &str, value: &Value, name: &str) -> Result<u64, String> {
    let text = field(facts, key, value, name)?;
    text.parse().map_err(|_| {
        format!(
            "{}/Cargo.toml: {}'s {} is {:?}, not a whole number",
            facts.problem, key, name, text
        )
    })
}

/// The planted wrong program `wrong` caught at small and, unless its `tiny` is "-", at tiny.
fn catches(facts: &Facts, wrong: &str, value: &Value) -> Result<Vec<Check>, String> {
    let what = field(facts, wrong, value, "what")?;
    let cases = whole(facts, wrong, value, "cases")?;
    let mut found = Vec::new();
    for (size, bound, name) in [
        (
            "small",
            "small",
            format!("{}: catches {}", facts.problem, what),
        ),
        (
            "tiny",
            "tiny",
            format!("{}: catches {}, at tiny", facts.problem, what),
        ),
    ] {
        if field(facts, wrong, value, bound)? == "-" {
            continue;
        }
        found.push(Check {
            name,
            kind: Kind::Catches(Catch {
                problem: facts.problem.clone(),
                wrong: wrong.to_string(),
                size,
                most: whole(facts, wrong, value, bound)? as usize,
                cases,
            }),
            alone: false,
        });
    }
    Ok(found)
}

/// A check of the problem's own, `KEY = { run = "EXAMPLE ARGS", size = ..., cases = ...,
/// verdict = "AC" or a failure's code, what = "..." }`: versus on the built example ends so.
/// At size max or worst it runs alone.
fn own_check(facts: &Facts, key: &str, value: &Value, release: &Path) -> Result<Check, String> {
    let run = field(facts, key, value, "run")?;
    let size = field(facts, key, value, "size")?;
    let cases = whole(facts, key, value, "cases")?;
    let verdict = field(facts, key, value, "verdict")?;
    let (example, arguments) = run.split_once(' ').unwrap_or((run, ""));
    let program = release.join("examples").join(example);
    let command = format!("{} {}", program.display(), arguments);
    let want = if verdict == "AC" {
        Want::Agree(cases)
    } else {
        Want::Verdict(verdict.to_string())
    };
    Ok(Check {
        name: format!("{}: {}", facts.problem, field(facts, key, value, "what")?),
        kind: Kind::Runs(Run {
            args: words(&[&facts.problem, command.trim_end()])
                .into_iter()
                .chain(cases_of(cases, size))
                .collect(),
            want,
        }),
        alone: size == "max" || size == "worst",
    })
}

/// versus.sh's usage errors, and its verdicts on a crash and on a slow command, on `first`.
fn usage_checks(first: &str, missing: &Path) -> Vec<Check> {
    let check = |name: &str, args: &[&str], want: Want| Check {
        name: name.to_string(),
        kind: Kind::Runs(Run {
            args: words(args),
            want,
        }),
        alone: false,
    };
    let missing = missing.display().to_string();
    vec![
        check("--help prints usage", &["--help"], Want::Says(0, "usage:")),
        check(
            "an unknown problem is a usage error",
            &["chess", "true"],
            Want::Says(2, "unknown problem 'chess'"),
        ),
        check(
            "a missing COMMAND is a usage error",
            &[first],
            Want::Says(2, "usage:"),
        ),
        check(
            "a bad option is a usage error",
            &[first, "true", "--size", "huge"],
            Want::Says(2, "--size needs"),
        ),
        check(
            "a COMMAND that cannot run says so",
            &[first, &missing],
            Want::Says(2, "cannot run"),
        ),
        check(
            "a crash is a runtime error",
            &[first, "exit 3", "--size", "tiny"],
            Want::Verdict("RE".to_string()),
        ),
        check(
            "a slow solution is over the time limit",
            &[
                first,
                "sleep 5",
                "--size",
                "tiny",
                "--cases",
                "1",
                "--time-limit",
                "0.2",
            ],
            Want::Verdict("TLE".to_string()),
        ),
    ]
}

/// The checks in batches run one after another, each with how many of its checks run at
/// once: a run of checks that share the machine, `PARALLEL`; a check that runs alone, 1.
fn batches(checks: &[Check]) -> Vec<(Range<usize>, usize)> {
    let mut batches = Vec::new();
    let mut start = 0;
    while start < checks.len() {
        let batch = match checks[start..].iter().position(|check| check.alone) {
            Some(0) => (start..start + 1, 1),
            Some(next) => (start..start + next, PARALLEL),
            None => (start..checks.len(), PARALLEL),
        };
        start = batch.0.end;
        batches.push(batch);
    }
    batches
}

/// Runs one check; `dir` is its own folder (its logs, its saved inputs).
fn outcome(workspace: &Workspace, dir: &Path, check: &Check) -> Outcome {
    let _ = fs::create_dir_all(dir);
    let mut notes = Vec::new();
    match &check.kind {
        Kind::Runs(run) => {
            let ok = ends_as_wanted(workspace, dir, "run", run, &mut notes).is_some();
            Outcome {
                notes,
                name: check.name.clone(),
                ok,
            }
        }
        Kind::Catches(catch) => {
            let (ok, unit) = caught(workspace, dir, catch, &mut notes);
            let name = if catch.size == "small" {
                format!("{} (<= {})", check.name, count(catch.most, &unit))
            } else {
                check.name.clone()
            };
            Outcome { notes, name, ok }
        }
    }
}

/// Whether the planted wrong program is caught and shrunk within its bounds, with the unit
/// of sizes (as versus names it, "units" when it named none).
fn caught(
    workspace: &Workspace,
    dir: &Path,
    catch: &Catch,
    notes: &mut Vec<String>,
) -> (bool, String) {
    let program = workspace
        .target
        .join("release/examples")
        .join(&catch.wrong)
        .display()
        .to_string();
    let right = Run {
        args: words(&[&catch.problem, &format!("{} --right", program)])
            .into_iter()
            .chain(cases_of(AGREE_CASES, catch.size))
            .collect(),
        want: Want::Agree(AGREE_CASES),
    };
    let wrong = Run {
        args: words(&[&catch.problem, &program])
            .into_iter()
            .chain(cases_of(catch.cases, catch.size))
            .collect(),
        want: Want::Verdict("WA".to_string()),
    };
    let unit = |found: &Found| found.get("unit").unwrap_or("units").to_string();
    let agreed = match ends_as_wanted(workspace, dir, "right", &right, notes) {
        Some(found) => found,
        None => return (false, "units".to_string()),
    };
    let began = Instant::now();
    let found = match ends_as_wanted(workspace, dir, "wrong", &wrong, notes) {
        Some(found) => found,
        None => return (false, unit(&agreed)),
    };
    let ms = began.elapsed().as_millis();
    let (cases, size) = (found.number("cases"), found.number("size"));
    notes.push(format!(
        "        {} at {}: caught at seed {}, shrunk in {} ms to {} of {}, {}",
        catch.wrong,
        catch.size,
        found.get("seed").unwrap_or("?"),
        ms,
        counted(&found, "cases", "cases"),
        found.get("contents").unwrap_or("?"),
        counted(&found, "bytes", "bytes"),
    ));
    let within = within_bounds(ms, cases, size, catch.most);
    (within, unit(&found))
}

/// The number `found` gives for `key`, with its noun (`count`), or "? NOUN" when it gives none.
fn counted(found: &Found, key: &str, plural: &str) -> String {
    match found.number(key) {
        Some(n) => count(n as usize, plural),
        None => format!("? {}", plural),
    }
}

/// A catch's bounds: within the time, shrunk to one case of at most `most` units.
fn within_bounds(ms: u128, cases: Option<u128>, size: Option<u128>, most: usize) -> bool {
    ms <= CATCH_MS && cases == Some(1) && size.map_or(false, |size| size <= most as u128)
}

/// Runs versus.sh as `run` says, its output in `dir/NAME.log`: what versus found when it
/// ended as wanted (an empty `Found` for usage errors), else None with the exit status and
/// the output's last lines in `notes`.
fn ends_as_wanted(
    workspace: &Workspace,
    dir: &Path,
    name: &str,
    run: &Run,
    notes: &mut Vec<String>,
) -> Option<Found> {
    let log = dir.join(format!("{}.log", name));
    let result = dir.join(format!("{}.result", name));
    let mut command = Command::new("bash");
    command
        .arg(workspace.root.join("scripts/versus.sh"))
        .args(&run.args)
        .env("VERSUS_BUILT", "1")
        .stdin(Stdio::null());
    if !matches!(run.want, Want::Says(..)) {
        command
            .arg("--save-dir")
            .arg(dir)
            .arg("--result")
            .arg(&result);
    }
    let status = fs::File::create(&log).and_then(|out| {
        let err = out.try_clone()?;
        command.stdout(out).stderr(err).status()
    });
    let status = status.ok().and_then(|status| status.code());
    let output = fs::read_to_string(&log).unwrap_or_default();
    let found = Found::parse(&fs::read_to_string(&result).unwrap_or_default());
    let (expected, ok) = match &run.want {
        Want::Agree(cases) => (
            0,
            found.get("verdict") == Some("AC") && found.number("agreed") == Some(*cases as u128),
        ),
        Want::Verdict(code) => (1, found.get("verdict") == Some(code.as_str())),
        Want::Says(status, words) => (*status, output.contains(words)),
    };
    if status == Some(expected) && ok {
        return Some(found);
    }
    let shown = status.map_or("none (killed)".to_string(), |code| code.to_string());
    notes.push(format!(
        "        exit status {} (expected {}); {}; output:",
        shown,
        expected,
        wanted(&run.want)
    ));
    let lines: Vec<&str> = output.lines().collect();
    let from = lines.len().saturating_sub(SHOWN_LINES);
    notes.extend(lines[from..].iter().map(|line| format!("        {}", line)));
    None
}

/// What `want` asks for, in words.
fn wanted(want: &Want) -> String {
    match want {
        Want::Agree(cases) => format!("wanted {} agreeing", count(*cases as usize, "cases")),
        Want::Verdict(code) => format!("wanted verdict {}", code),
        Want::Says(_, words) => format!("wanted the words {:?}", words),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(text: &str) -> Facts {
        Facts::parse("p", Path::new("p/Cargo.toml"), text).unwrap()
    }

    const PLANTED: &str = "[package.metadata.problem]\ntime-limit = 1.5\n\
        [package.metadata.problem.planted]\n\
        wrong-a = { small = 6, tiny = 4, cases = 100, what = \"a\" }\n\
        wrong-b = { small = 8, tiny = \"-\", cases = 20, what = \"b\" }\n\
        [package.metadata.problem.versus-checks]\n\
        slow = { run = \"wrong-a --right\", size = \"worst\", cases = 1, verdict = \"TLE\", what = \"slow\" }\n";

    fn kinds(checks: &[Check]) -> Vec<String> {
        checks
            .iter()
            .map(|check| match &check.kind {
                Kind::Runs(run) => format!("{} {:?}", run.args.join(" "), run.want),
                Kind::Catches(c) => format!("{} {} <= {} in {}", c.wrong, c.size, c.most, c.cases),
            })
            .collect()
    }

    #[test]
    fn checks_come_from_the_facts() {
        let facts = [facts(PLANTED)];
        let (target, scratch) = (Path::new("/t"), Path::new("/s"));
        let all = kinds(&checks(&facts, true, "p", target, scratch).unwrap());
        assert_eq!(all[0], "p /t/release/p --cases 20 --size small Agree(20)");
        assert_eq!(
            all[1..4],
            [
                "wrong-a small <= 6 in 100",
                "wrong-a tiny <= 4 in 100",
                "wrong-b small <= 8 in 20"
            ]
        );
        assert_eq!(
            all[4],
            "p /t/release/examples/wrong-a --right --cases 1 --size worst Verdict(\"TLE\")"
        );
        assert_eq!(all[5], "--help Says(0, \"usage:\")");
        assert_eq!(all.len(), 5 + 7);
        // the headline one only
        let headline = kinds(&checks(&facts, false, "p", target, scratch).unwrap());
        assert_eq!(
            headline[1..3],
            ["wrong-a small <= 6 in 100", "wrong-a tiny <= 4 in 100"]
        );
        assert!(headline[3].starts_with("p /t/release/examples/wrong-a --right"));
    }

    #[test]
    fn a_planted_table_missing_a_field_is_an_error() {
        let text = "[package.metadata.problem.planted]\nwrong-a = { small = 6, what = \"a\" }\n";
        let why = checks(&[facts(text)], true, "p", Path::new("/t"), Path::new("/s")).unwrap_err();
        assert_eq!(
            why,
            "p/Cargo.toml: wrong-a needs a field cases (a one-line table)"
        );
    }

    #[test]
    fn results_are_read_by_key() {
        let found = Found::parse("verdict=WA\tagreed=3\tunit=cells\tseed=4\tcases=1\tsize=12\n");
        assert_eq!(found.get("verdict"), Some("WA"));
        assert_eq!(found.number("size"), Some(12));
        assert_eq!(found.get("bytes"), None);
        assert_eq!(Found::parse(""), Found::default());
    }

    #[test]
    fn a_catch_is_one_case_within_its_size_and_time() {
        assert!(within_bounds(500, Some(1), Some(6), 6));
        assert!(!within_bounds(500, Some(1), Some(7), 6));
        assert!(!within_bounds(500, Some(2), Some(6), 6));
        assert!(!within_bounds(60_001, Some(1), Some(6), 6));
        assert!(!within_bounds(500, None, None, 6));
    }

    #[test]
    fn a_check_at_max_or_worst_runs_alone() {
        let facts = [facts(PLANTED)];
        let all = checks(&facts, true, "p", Path::new("/t"), Path::new("/s")).unwrap();
        let alone: Vec<&str> = all
            .iter()
            .filter(|check| check.alone)
            .map(|check| check.name.as_str())
            .collect();
        assert_eq!(alone, ["p: slow"]);
        // the agreeing run and the catches together, the slow one alone, then the usage checks
        assert_eq!(
            batches(&all),
            [(0..4, PARALLEL), (4..5, 1), (5..12, PARALLEL)]
        );
    }
}
