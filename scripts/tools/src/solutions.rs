//! A coach's own solutions, in any language the judges take, under
//! `PROBLEM/solutions/VERDICT/`: the folder names the verdict each program in it must get, as
//! a problem package's `submissions/` does (`accepted`, `wrong_answer`,
//! `time_limit_exceeded`, `run_time_error`). `tools solutions PROBLEM...` (a step of
//! `check.sh`) judges each as `check.sh --submit FILE PROBLEM` does, built and run as the
//! problem's first judge builds and runs it, and fails when the verdict a judge that stops at
//! the first failure gives differs from its folder's; the package puts each under its
//! folder in `submissions/`, beside ours.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder every problem keeps its coach's solutions in.
pub const FOLDER: &str = "solutions";

/// The verdict a solution must get, as its folder names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    Accepted,
    WrongAnswer,
    TimeLimit,
    RuntimeError,
}

impl Tag {
    /// Every tag, with its folder (the package format's) and the judge's verdict codes that
    /// meet it (a Presentation Error is a wrong answer where no judge has that verdict).
    const ALL: [(Tag, &'static str, &'static [&'static str]); 4] = [
        (Tag::Accepted, "accepted", &["AC"]),
        (Tag::WrongAnswer, "wrong_answer", &["WA", "PE"]),
        (Tag::TimeLimit, "time_limit_exceeded", &["TLE"]),
        (Tag::RuntimeError, "run_time_error", &["RE"]),
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
    pub printed: String,
}

/// `solution` of `problem` judged by `judge_binary` as `check.sh --submit` judges it, from
/// the workspace at `root`; an error when the judge could not judge it (a compiler missing
/// here, a language the judge does not take). Cost: one build and a run a counted case.
pub fn judge(
    root: &Path,
    problem: &str,
    solution: &Solution,
    judge_binary: &Path,
) -> Result<Judged, String> {
    let result =
        crate::facts::target_dir(root).join(format!("solution-verdict-{}", std::process::id()));
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
        .arg("--result")
        .arg(&result)
        .arg(&file)
        .current_dir(root)
        .output()
        .map_err(|e| format!("{}: {}", judge_binary.display(), e))?;
    let verdict = fs::read_to_string(&result).unwrap_or_default();
    let _ = fs::remove_file(&result);
    let printed = String::from_utf8_lossy(&ran.stdout).into_owned();
    if verdict.trim().is_empty() {
        return Err(format!(
            "{}: not judged: {}{}",
            file,
            String::from_utf8_lossy(&ran.stderr).trim(),
            printed
        ));
    }
    Ok(Judged {
        verdict: verdict.trim().to_string(),
        printed,
    })
}

/// Whether the judge's refusal `why` is this machine's lack: no compiler or interpreter for
/// the language here, or a language the problem's judge does not take.
fn lacking_here(why: &str) -> bool {
    why.contains("is not installed here") || why.contains(" takes no ")
}

/// Judges every solution of `problems`, one line each, what the judge printed under one
/// that does not get its folder's verdict; an error counting those. One this machine cannot
/// build is skipped, its line saying why.
pub fn check_all(root: &Path, problems: &[&str], judge_binary: &Path) -> Result<(), String> {
    let mut wrong = 0;
    for problem in problems {
        for solution in of(root, problem)? {
            let file = solution.file.display().to_string();
            if let Err(why) = crate::judge::build::submit::family_of(&solution.file) {
                let why = why.strip_prefix(&format!("{}: ", file)).unwrap_or(&why);
                println!("skip  {}: {}", file, why);
                continue;
            }
            let judged = match judge(root, problem, &solution, judge_binary) {
                Err(why) if lacking_here(&why) => {
                    println!("skip  {}: {}", file, why);
                    continue;
                }
                judged => judged?,
            };
            let folder = solution.tag.folder();
            if solution.tag.met_by(&judged.verdict) {
                println!(
                    "ok    {}: {}, as its folder says",
                    solution.file.display(),
                    judged.verdict
                );
                continue;
            }
            wrong += 1;
            println!(
                "FAIL  {}: {} from the judge, but its folder says {}",
                solution.file.display(),
                judged.verdict,
                folder
            );
            print!("{}", judged.printed);
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
    }

    #[test]
    fn a_problem_without_solutions_has_none() {
        let root = crate::facts::workspace().unwrap();
        assert_eq!(of(&root, "no-such-problem"), Ok(Vec::new()));
    }
}
