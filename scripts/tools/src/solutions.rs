//! A coach's own solutions, in any language the judges take, each a file or a folder that is
//! one program, under `PROBLEM/solutions/VERDICT/`: the folder names the verdict each program
//! in it must get, as a problem package's `submissions/` does (`accepted`, `wrong_answer`,
//! `time_limit_exceeded`, `run_time_error`, and `slow_accepted`). `tools solutions
//! PROBLEM...` (a step of `check.sh`) judges each as `check.sh --submit FILE PROBLEM` does,
//! built and run as the problem's first judge builds and runs it, and fails when the verdict a
//! judge that stops at the first failure gives differs from its folder's. A slow accepted
//! solution is judged twice, as problemtools judges a submission "OK with extra time": not
//! accepted at the time limit, accepted at the limit times the package's
//! `time_safety_margin` (`--time-limit`). One this machine cannot build is a skip, its line
//! naming what to install. The package puts each under its folder in `submissions/`, beside
//! ours.
//!
//! Only CPU time decides a verdict about time, never the machine's load: a solution whose
//! folder names no time verdict (`accepted`, `wrong_answer`, `run_time_error`), and a slow
//! accepted one within its margin, are judged under a time limit that cannot bind
//! (`UNBOUND_FACTOR` times the judge's own for its language), so that a program starved of
//! the CPU on a busy machine is not stopped at the wall-clock safety, and their slowest case's
//! CPU time is held to the limit after. One over it is judged again at the limit, as the judge
//! would judge it. Stopped at the limit, a program meant to be over it is over it still,
//! however busy the machine: a `time_limit_exceeded` one, and a slow accepted one's first
//! judging, are judged at the limit alone.

use crate::judge::cases::hosting::{Host, Hosting};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The folder every problem keeps its coach's solutions in.
pub const FOLDER: &str = "solutions";

/// The verdict a solution must get, as its folder names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    Accepted,
    WrongAnswer,
    TimeLimit,
    RuntimeError,
    /// Over the time limit, accepted within the limit times the safety margin.
    SlowAccepted,
}

impl Tag {
    /// Every tag, with its folder (the package format's) and the judge's verdict codes that
    /// meet it (a Presentation Error is a wrong answer where no judge has that verdict).
    /// A slow accepted solution's code is its verdict within the safety margin (`slow`).
    const ALL: [(Tag, &'static str, &'static [&'static str]); 5] = [
        (Tag::Accepted, "accepted", &["AC"]),
        (Tag::WrongAnswer, "wrong_answer", &["WA", "PE"]),
        (Tag::TimeLimit, "time_limit_exceeded", &["TLE"]),
        (Tag::RuntimeError, "run_time_error", &["RE"]),
        (Tag::SlowAccepted, "slow_accepted", &["AC"]),
    ];

    /// The tag its folder names, if it names one.
    pub fn of(folder: &str) -> Option<Tag> {
        Tag::ALL
            .iter()
            .find(|(_, name, _)| *name == folder)
            .map(|(tag, _, _)| *tag)
    }

    /// Every folder that names a verdict.
    pub fn names() -> Vec<&'static str> {
        Tag::ALL.iter().map(|(_, name, _)| *name).collect()
    }

    /// The folder that names it: `wrong_answer`.
    pub fn folder(self) -> &'static str {
        Tag::ALL
            .iter()
            .find(|(tag, _, _)| *tag == self)
            .map_or("", |(_, name, _)| name)
    }

    /// Whether the judge's verdict code meets the tag.
    fn met_by(self, verdict: &str) -> bool {
        Tag::ALL
            .iter()
            .any(|(tag, _, codes)| *tag == self && codes.contains(&verdict))
    }
}

/// One of a coach's solutions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The source, from the workspace's root: `knight-moves/solutions/accepted/main.cpp`.
    pub file: PathBuf,
    pub tag: Tag,
}

/// The solutions of `problem` in the workspace at `root`, by folder then name; an error for
/// a folder that names no verdict. None at all when it has no `solutions/`.
pub fn of(root: &Path, problem: &str) -> Result<Vec<Solution>, String> {
    let dir = Path::new(problem).join(FOLDER);
    let mut found = Vec::new();
    for folder in sorted_entries(&root.join(&dir))? {
        let name = folder.to_string_lossy().into_owned();
        let tag = Tag::of(&name).ok_or_else(|| {
            let known: Vec<&str> = Tag::ALL.iter().map(|(_, name, _)| *name).collect();
            format!(
                "{}: {} names no verdict ({})",
                dir.display(),
                name,
                known.join(", ")
            )
        })?;
        for file in sorted_entries(&root.join(&dir).join(&folder))? {
            found.push(Solution {
                file: dir.join(&folder).join(file),
                tag,
            });
        }
    }
    Ok(found)
}

/// The names in `dir`, sorted; none when it does not exist.
fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {}", dir.display(), e)),
    };
    let mut names: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| PathBuf::from(entry.file_name()))
        .collect();
    names.sort();
    Ok(names)
}

/// The judge's verdict on one solution, and what it printed.
pub struct Judged {
    pub verdict: String,
    /// The CPU time of its slowest counted case (the judge's `slowest_ms`).
    pub slowest: Duration,
    pub printed: String,
}

/// How many times the judge's own time limit a solution is judged under when CPU time, not
/// the limit, is to decide: versus gives ours as much (`versus::contest`). A right program
/// starved to a tenth of a CPU on a busy machine still ends within its wall-clock safety.
const UNBOUND_FACTOR: f64 = 10.0;

/// `solution` of `problem` judged by `judge_binary` as `check.sh --submit` judges it, from
/// the workspace at `root`; an error when the judge could not judge it (a compiler missing
/// here, a language the judge does not take). Cost: one build and a run a counted case.
pub fn judge(
    root: &Path,
    problem: &str,
    solution: &Solution,
    judge_binary: &Path,
    time_limit: Option<f64>,
) -> Result<Judged, String> {
    let result = crate::facts::target_dir(root)
        .join(format!("solution-verdict-{}", crate::facts::own_tag()));
    let file = solution.file.display().to_string();
    let ran = Command::new(judge_binary)
        .arg("theirs")
        .args(["--submit", &file, "--data", &format!("data/{}", problem)])
        .args([
            "--problem",
            problem,
            "--facts",
            &format!("{}/Cargo.toml", problem),
        ])
        .args(
            time_limit
                .iter()
                .flat_map(|seconds| ["--time-limit".to_string(), seconds.to_string()]),
        )
        .arg("--result")
        .arg(&result)
        .arg(&file)
        .current_dir(root)
        .output()
        .map_err(|e| format!("{}: {}", judge_binary.display(), e))?;
    let written = fs::read_to_string(&result).unwrap_or_default();
    let _ = fs::remove_file(&result);
    let printed = String::from_utf8_lossy(&ran.stdout).into_owned();
    let mut lines = written.lines();
    let verdict = lines.next().unwrap_or("");
    if verdict.trim().is_empty() {
        // the judge's own line, less the words that name check.sh's option
        let said = String::from_utf8_lossy(&ran.stderr);
        let said = said.trim();
        let said = said.strip_prefix("check.sh: ").unwrap_or(said);
        let said = said.strip_prefix("--submit: ").unwrap_or(said);
        let said = said.strip_prefix(&format!("{}: ", file)).unwrap_or(said);
        return Err(format!("{}{}", said, printed));
    }
    let slowest = lines
        .filter_map(|line| line.strip_prefix("slowest_ms="))
        .find_map(|ms| ms.trim().parse::<u64>().ok())
        .ok_or_else(|| format!("{}: the judge wrote no slowest_ms={:?}", file, written))?;
    Ok(Judged {
        verdict: verdict.trim().to_string(),
        slowest: Duration::from_millis(slowest),
        printed,
    })
}

/// Ok when a judge here may know the solution's language: a folder (its files tell it), or
/// a file whose extension names a language; else why not, its path first.
fn known_language(root: &Path, solution: &Solution) -> Result<(), String> {
    if root.join(&solution.file).is_dir() {
        return Ok(());
    }
    crate::judge::build::detect::family_of(&solution.file).map(|_| ())
}

/// Whether the judge's refusal `why` means the solution is not built here: no compiler or
/// interpreter for its language here, a language the problem's judge does not take, a
/// folder without a source file of one, or a folder at a judge that takes one file.
fn lacking_here(why: &str) -> bool {
    // the problem's own checker not built here fails every solution: that is no skip
    let checker = why.contains("the checker: ");
    let not_built = [
        "is not installed here",
        " takes no ",
        "no file of a language",
        " takes one file",
    ];
    !checker && not_built.iter().any(|words| why.contains(words))
}

/// What the step says of one solution: a skip (this machine cannot build it), its folder's
/// verdict met, or not met with what the judge printed; each with its words.
enum Outcome {
    Skip(String),
    Met(String),
    Wrong(String, String),
}

/// Judges every solution of `problems`, one line each, what the judge printed under one
/// that does not get its folder's verdict; an error counting those. One this machine cannot
/// build is skipped, its line saying why.
pub fn check_all(root: &Path, problems: &[&str], judge_binary: &Path) -> Result<(), String> {
    let mut wrong = 0;
    for problem in problems {
        for solution in of(root, problem)? {
            let file = solution.file.display().to_string();
            match outcome(root, problem, &solution, judge_binary)? {
                Outcome::Skip(why) => println!("skip  {}: {}", file, why),
                Outcome::Met(words) => println!("ok    {}: {}", file, words),
                Outcome::Wrong(words, printed) => {
                    wrong += 1;
                    println!("FAIL  {}: {}", file, words);
                    print!("{}", printed);
                }
            }
        }
    }
    match wrong {
        0 => Ok(()),
        n => Err(format!(
            "{} of the coach's solutions not as their folders say",
            n
        )),
    }
}

/// One solution judged as its folder asks; an error when the judge could not judge it for
/// another cause than this machine's lack.
fn outcome(
    root: &Path,
    problem: &str,
    solution: &Solution,
    judge_binary: &Path,
) -> Result<Outcome, String> {
    let file = solution.file.display().to_string();
    if let Err(why) = known_language(root, solution) {
        let why = why.strip_prefix(&format!("{}: ", file)).unwrap_or(&why);
        return Ok(Outcome::Skip(why.to_string()));
    }
    let judged =
        |time_limit: Option<f64>| match judge(root, problem, solution, judge_binary, time_limit) {
            Err(why) if lacking_here(&why) => Ok(Err(why)),
            judged => judged
                .map(Ok)
                .map_err(|why| format!("{}: not judged: {}", file, why)),
        };
    let host = first_host(root, problem)?;
    let margin = Margin::of(root, problem, &host)?;
    let own = own_limit(root, &host, solution);
    let unbound = own.max(margin.seconds()) * UNBOUND_FACTOR;
    let first = match solution.tag {
        Tag::TimeLimit | Tag::SlowAccepted => judged(None)?,
        _ => judged(Some(unbound))?,
    };
    let first = match first {
        Ok(judged) => judged,
        Err(why) => return Ok(Outcome::Skip(why)),
    };
    match solution.tag {
        Tag::SlowAccepted => slow_accepted(first, &margin, || judged(Some(unbound))),
        Tag::TimeLimit => Ok(as_folder_says(solution.tag, first, None)),
        // over the limit somewhere: the judge at the limit says which case fails first
        _ if first.slowest.as_secs_f64() > own => match judged(None)? {
            Ok(at_limit) => Ok(as_folder_says(solution.tag, at_limit, None)),
            Err(why) => Ok(Outcome::Skip(why)),
        },
        _ => Ok(as_folder_says(solution.tag, first, Some(own))),
    }
}

/// The judge whose verdict and limits count for `problem`: its first written.
fn first_host(root: &Path, problem: &str) -> Result<Host, String> {
    let manifest = root.join(problem).join("Cargo.toml");
    Ok(Hosting::read(&manifest)?.counted_first(None)?[0])
}

/// The time limit `host` gives the solution's language, in seconds (the problem's own where
/// the language is not known: the judge then refuses the solution).
fn own_limit(root: &Path, host: &Host, solution: &Solution) -> f64 {
    let language = crate::judge::submitted::language(&root.join(&solution.file), host, None);
    host.limits(0, language.ok()).time.as_secs_f64()
}

/// Whether the judge's verdict meets the folder's tag; `within`, the time limit the verdict
/// was held to by CPU time after a judging under a limit that cannot bind.
fn as_folder_says(tag: Tag, judged: Judged, within: Option<f64>) -> Outcome {
    if !tag.met_by(&judged.verdict) {
        return Outcome::Wrong(
            format!(
                "{} from the judge, but its folder says {}",
                judged.verdict,
                tag.folder()
            ),
            judged.printed,
        );
    }
    Outcome::Met(match within {
        None => format!("{}, as its folder says", judged.verdict),
        Some(limit) => format!(
            "{}, as its folder says (its slowest case {} ms of CPU time, within the {} s limit)",
            judged.verdict,
            judged.slowest.as_millis(),
            limit
        ),
    })
}

/// A slow accepted solution, `at_limit` its judging at the time limit: over it (TLE), then
/// accepted by the judge under a limit that cannot bind (`unbound`) with its slowest case
/// within the margin.
fn slow_accepted(
    at_limit: Judged,
    margin: &Margin,
    unbound: impl Fn() -> Result<Result<Judged, String>, String>,
) -> Result<Outcome, String> {
    let folder = Tag::SlowAccepted.folder();
    if at_limit.verdict != "TLE" {
        return Ok(Outcome::Wrong(
            format!(
                "{} at the {} s time limit, but its folder says {}: over the limit (TLE), accepted within {} (an accepted solution belongs in accepted/)",
                at_limit.verdict, margin.limit, folder, margin.words()
            ),
            at_limit.printed,
        ));
    }
    let judged = match unbound()? {
        Ok(judged) => judged,
        Err(why) => return Ok(Outcome::Skip(why)),
    };
    let slowest = judged.slowest.as_secs_f64();
    Ok(if judged.verdict == "AC" && slowest <= margin.seconds() {
        Outcome::Met(format!(
            "TLE at the {} s time limit, AC within {}, its slowest case {} ms of CPU time, as its folder says (problemtools: OK with extra time)",
            margin.limit,
            margin.words(),
            judged.slowest.as_millis()
        ))
    } else {
        let verdict = match judged.verdict.as_str() {
            "AC" => format!(
                "TLE (its slowest case {} ms of CPU time)",
                judged.slowest.as_millis()
            ),
            verdict => verdict.to_string(),
        };
        Outcome::Wrong(
            format!(
                "TLE at the {} s time limit and {} within {}, but its folder says {}",
                margin.limit,
                verdict,
                margin.words(),
                folder
            ),
            judged.printed,
        )
    })
}

/// The time a slow accepted solution must be accepted within: the problem's first judge's
/// time limit times the package's `limits.time_safety_margin` (its
/// `[package.metadata.problem.problem-yaml]`), or problemtools' default.
struct Margin {
    limit: f64,
    factor: f64,
    /// Where the factor comes from, in words.
    from: &'static str,
}

/// problemtools' `time_safety_margin` where a package gives none.
const DEFAULT_SAFETY_MARGIN: f64 = 2.0;

impl Margin {
    fn of(root: &Path, problem: &str, host: &Host) -> Result<Margin, String> {
        let facts = crate::facts::Facts::of(root, problem)?;
        let given = facts
            .table("problem-yaml")
            .into_iter()
            .find(|(key, _)| *key == "limits.time_safety_margin")
            .and_then(|(_, value)| value.shown().parse::<f64>().ok());
        Ok(Margin {
            limit: host.seconds,
            factor: given.unwrap_or(DEFAULT_SAFETY_MARGIN),
            from: if given.is_some() {
                "the package's time_safety_margin"
            } else {
                "problemtools' default time_safety_margin"
            },
        })
    }

    fn seconds(&self) -> f64 {
        self.limit * self.factor
    }

    /// "2.5 s (the 1 s limit times the package's time_safety_margin 2.5)".
    fn words(&self) -> String {
        format!(
            "{} s (the {} s limit times {} {})",
            self.seconds(),
            self.limit,
            self.from,
            self.factor
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_name_verdicts_and_the_codes_that_meet_them() {
        assert_eq!(Tag::of("wrong_answer"), Some(Tag::WrongAnswer));
        assert_eq!(Tag::of("wrong-answer"), None);
        assert!(Tag::WrongAnswer.met_by("PE"));
        assert!(!Tag::Accepted.met_by("WA"));
        assert!(Tag::TimeLimit.met_by("TLE"));
        assert_eq!(Tag::TimeLimit.folder(), "time_limit_exceeded");
        assert_eq!(Tag::of("slow_accepted"), Some(Tag::SlowAccepted));
    }

    #[test]
    fn a_problem_without_solutions_has_none() {
        let root = crate::facts::workspace().unwrap();
        assert_eq!(of(&root, "no-such-problem"), Ok(Vec::new()));
    }

    /// A stand-in for the judge, at `dir`: it logs the time limit it was given ("none" for
    /// the judge's own), and writes the verdict and slowest CPU time `answers` gives for
    /// that limit ("none AC 300" lines, `*` for any limit given).
    fn stand_in(dir: &Path, answers: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let _ = fs::remove_dir_all(dir);
        fs::create_dir_all(dir).unwrap();
        fs::write(dir.join("answers"), answers).unwrap();
        let script = dir.join("judge");
        let text = r#"#!/bin/sh
limit=none
while [ $# -gt 0 ]; do
  case "$1" in
    --time-limit) limit=$2; shift ;;
    --result) result=$2; shift ;;
  esac
  shift
done
dir=$(dirname "$0")
echo "$limit" >> "$dir/log"
key=none; [ "$limit" = none ] || key='*'
grep -F "$key " "$dir/answers" | { read -r _ verdict ms; printf '%s\nslowest_ms=%s\n' "$verdict" "$ms" > "$result"; }
"#;
        fs::write(&script, text).unwrap();
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
        script
    }

    /// `tag`'s solution of the workspace's first problem, a C++ file, judged by a stand-in
    /// giving `answers`: what the step says, and each time limit it was judged under.
    fn judged_as(tag: &str, answers: &str) -> (String, Vec<String>) {
        let root = crate::facts::workspace().unwrap();
        let dir =
            crate::facts::target_dir(&root).join(format!("stand-in-{}", crate::facts::own_tag()));
        let judge = stand_in(&dir, answers);
        let problem = &crate::facts::problems(&root)[0];
        let said = match outcome(&root, problem, &solution(problem, tag), &judge).unwrap() {
            Outcome::Met(words) => format!("ok {}", words),
            Outcome::Wrong(words, _) => format!("FAIL {}", words),
            Outcome::Skip(words) => format!("skip {}", words),
        };
        let log = fs::read_to_string(dir.join("log")).unwrap_or_default();
        let _ = fs::remove_dir_all(&dir);
        (said, log.lines().map(String::from).collect())
    }

    fn solution(problem: &str, tag: &str) -> Solution {
        Solution {
            file: PathBuf::from(format!("{}/solutions/{}/main.cpp", problem, tag)),
            tag: Tag::of(tag).unwrap(),
        }
    }

    #[test]
    fn only_cpu_time_decides_a_verdict_about_time() {
        let root = crate::facts::workspace().unwrap();
        let problem = &crate::facts::problems(&root)[0];
        let host = first_host(&root, problem).unwrap();
        let margin = Margin::of(&root, problem, &host).unwrap();
        let own = own_limit(&root, &host, &solution(problem, "accepted"));
        let unbound = (own.max(margin.seconds()) * UNBOUND_FACTOR).to_string();
        let at = |ms: f64| (ms * 1000.0).round() as u64 + 1;
        let (own_ms, margin_ms) = (at(own), at(margin.seconds()));
        let fast = "none AC 300\n* AC 300\n".to_string();
        // a right program: judged once, under a limit no right program reaches
        let (said, limits) = judged_as("accepted", &fast);
        assert_eq!(limits, [unbound.as_str()]);
        let within = format!("ok AC, as its folder says (its slowest case 300 ms of CPU time, within the {} s limit)", own);
        assert_eq!(said, within);
        // over the limit by CPU time: judged again at the limit, whose verdict counts
        let slow = format!("none TLE {}\n* AC {}\n", own_ms, own_ms);
        let (said, limits) = judged_as("accepted", &slow);
        assert_eq!(limits, [unbound.clone(), "none".to_string()]);
        assert_eq!(
            said,
            "FAIL TLE from the judge, but its folder says accepted"
        );
        let (said, limits) = judged_as(
            "wrong_answer",
            &slow.replace("TLE", "WA").replace("AC", "WA"),
        );
        assert_eq!(limits, [unbound.clone(), "none".to_string()]);
        assert_eq!(said, "ok WA, as its folder says");
        // a time verdict is judged at the limit: load only makes a slow program slower
        let (said, limits) = judged_as("time_limit_exceeded", &slow);
        assert_eq!(limits, ["none"]);
        assert_eq!(said, "ok TLE, as its folder says");
        // slow accepted: over the limit at it, then within the margin by CPU time
        let (said, limits) = judged_as("slow_accepted", &slow);
        assert_eq!(limits, ["none".to_string(), unbound.clone()]);
        let met = format!(
            "ok TLE at the {} s time limit, AC within {}",
            margin.limit,
            margin.words()
        );
        assert!(said.starts_with(&met), "{}", said);
        let over = format!("none TLE {}\n* AC {}\n", own_ms, margin_ms);
        let (said, _) = judged_as("slow_accepted", &over);
        let not_met = format!("FAIL TLE at the {} s time limit and TLE (its slowest case {} ms of CPU time) within {}", margin.limit, margin_ms, margin.words());
        assert!(said.starts_with(&not_met), "{}", said);
        let (said, limits) = judged_as("slow_accepted", &fast);
        assert_eq!(limits, ["none"]);
        let at_limit = format!(
            "FAIL AC at the {} s time limit, but its folder says slow_accepted",
            margin.limit
        );
        assert!(said.starts_with(&at_limit), "{}", said);
    }
}
