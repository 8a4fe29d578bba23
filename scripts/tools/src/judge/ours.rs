//! Every way a user can submit one of our problems is a build, and `judge builds` (the first
//! half of check.sh) judges each one: the cargo binary, the bundle compiled with bare
//! `rustc -O -D warnings` on each edition, and the bundle compiled by an older rustc
//! (Debian's, at `/usr/bin/rustc`) on the editions it knows, when it is older than the
//! default one. Each build runs every case of `data/PROBLEM/` under the strictest of the
//! problem's judges' limits, and must print the exact bytes, exit status and stderr each case
//! expects. One table a problem; a build that cannot be made judges nothing, and its cases
//! count as failed. What it counts goes to a result file, one line (`Tally::line`), for
//! check.sh's last line.
//!
//! The compilations of a problem run side by side (one a core), then its builds are judged one
//! at a time, so that no compilation shares the machine with a timed run.

use crate::bundle;
use crate::judge::build::bundles::{
    compile, compilers, Compiled, Compiler, BUNDLE_LIMIT, OLD_EDITIONS,
};
use crate::judge::cases::hosting::Hosting;
use crate::judge::cases::{cases, Case};
use crate::judge::run::process::{self, Interrupted};
use crate::judge::run::{Limits, Program};
use crate::judge::session::{Row, Session, Stop, Whose};
use crate::judge::verdict::checker::Checker;
use crate::judge::verdict::render::{Render, TableRow, Tone};
use crate::judge::verdict::EXACT_BYTES;
use crate::lanes;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Address space our build may reserve beyond its memory limit: a safety cap only, so that a
/// runaway case cannot take the machine's memory; the MLE verdict comes from the peak.
pub const MEMORY_CAP_SLACK_MB: u64 = 1024;

/// What `judge builds` counts, for check.sh's last line.
#[derive(Debug, Default, PartialEq)]
pub struct Tally {
    pub cases_passed: usize,
    pub cases_failed: usize,
    pub steps_passed: usize,
    pub steps_failed: usize,
    pub skipped: usize,
    /// What was skipped and why, one a skip ("robots old rustc 2015: no /usr/bin/rustc ...").
    pub skips: Vec<String>,
}

impl Tally {
    /// One line of five numbers, in the order of the fields, then a line `skip WHAT: WHY`
    /// a skip: what check.sh reads.
    pub fn line(&self) -> String {
        let mut text = format!(
            "{} {} {} {} {}\n",
            self.cases_passed,
            self.cases_failed,
            self.steps_passed,
            self.steps_failed,
            self.skipped
        );
        for skip in &self.skips {
            text += &format!("skip {}\n", skip);
        }
        text
    }
}

/// How to judge: the workspace, what to show, and what was built before.
pub struct Options {
    pub root: PathBuf,
    /// Where cargo put its binaries (`CARGO_TARGET_DIR`, or the workspace's target/).
    pub target: PathBuf,
    /// Whether `cargo build --release` made the solvers' binaries.
    pub cargo_built: bool,
    /// Only this case (`check.sh PROBLEM CASE`), shown in full.
    pub only: Option<String>,
    pub verbose: bool,
    pub colour: bool,
    /// Each compilation's time limit (check.sh's CHECK_TIMEOUT).
    pub timeout: Duration,
    /// Where the tally's line is written.
    pub result: PathBuf,
}

/// One build of a problem, before it is judged.
enum Build {
    /// The program to judge.
    Made(PathBuf),
    /// It could not be made: why. Its cases fail.
    Failed(String),
    /// It cannot be tried here: why. Counted as skipped.
    Skipped(String),
}

/// Judges every build of each problem, printing a table a problem, and writes the tally to
/// the result file; stops, saying no more and writing nothing, when the judge is sent
/// SIGINT, SIGTERM or SIGHUP. Cost: for each problem, one bundling, up to seven compilations
/// and each build's run on every case.
pub fn judge_problems(options: &Options, problems: &[String]) -> Result<Tally, Stop> {
    let tally = tally_problems(options, problems).map_err(Stop::Interrupted)?;
    fs::write(&options.result, tally.line()).map_err(|e| {
        let shown = format!("{}: {}", options.result.display(), e);
        Stop::Io(std::io::Error::new(e.kind(), shown))
    })?;
    Ok(tally)
}

/// Each problem's builds judged, counted.
fn tally_problems(options: &Options, problems: &[String]) -> Result<Tally, Interrupted> {
    let mut tally = Tally::default();
    let (default, old) = compilers();
    let mut with = vec![&default];
    if let Ok(old) = &old {
        with.push(old);
    }
    for problem in problems {
        let judged = Judged {
            options,
            problem,
            tally: &mut tally,
        };
        judged.all(&with, &old)?;
    }
    Ok(tally)
}

/// One problem's builds being judged.
struct Judged<'a> {
    options: &'a Options,
    problem: &'a str,
    tally: &'a mut Tally,
}

impl<'a> Judged<'a> {
    /// The problem's section: its limits, each build made and judged, its table.
    fn all(
        mut self,
        with: &[&Compiler],
        old: &Result<Compiler, String>,
    ) -> Result<(), Interrupted> {
        let manifest = self.options.root.join(self.problem).join("Cargo.toml");
        // the limits, read where a user's are (`Hosting`)
        let limits = match Hosting::read(&manifest) {
            Ok(hosting) => hosting.builds_limits(),
            Err(why) => {
                self.fail_step(&why);
                return Ok(());
            }
        };
        let memory_mb = limits.memory_kb / 1024;
        let cap_mb = memory_mb + MEMORY_CAP_SLACK_MB;
        self.render().section(&format!(
            "{}: {} s of CPU time and {} MB per case, the strictest of its judges'; stack unlimited under a {} MB address-space cap",
            self.problem, limits.time.as_secs_f64(), memory_mb, cap_mb
        ));
        let cases = match self.cases() {
            Ok(cases) if !cases.is_empty() => cases,
            Ok(_) => {
                self.fail_step(&format!("data/{} has no .in files", self.problem));
                return Ok(());
            }
            Err(why) => {
                self.fail_step(&why);
                return Ok(());
            }
        };
        // a checker that cannot be built fails the problem's step; one that is built is not
        // a step of its own (the counts stay those of every problem)
        let checker = match Checker::of(&manifest) {
            Ok(checker) => checker,
            Err(why) => {
                // a compiler killed by Ctrl-C is no failure of the checker's
                process::not_interrupted()?;
                self.fail_step(&why);
                return Ok(());
            }
        };
        let (builds, note) = self.make_builds(with, old)?;
        let session = self.session(limits, checker);
        let all: Vec<&Case> = cases.iter().collect();
        let rows = builds
            .into_iter()
            .map(|(label, build)| self.judge(&session, &all, &label, build, cap_mb))
            .collect::<Result<Vec<TableRow>, Interrupted>>()?;
        self.print_table(&rows, &note);
        Ok(())
    }

    /// Every build, in the table's order, and the line that gives the bundle's size (or why
    /// there is none).
    fn make_builds(
        &mut self,
        with: &[&Compiler],
        old: &Result<Compiler, String>,
    ) -> Result<(Vec<(String, Build)>, String), Interrupted> {
        let mut builds = vec![("cargo binary".to_string(), self.cargo_binary())];
        let note = match self.bundle() {
            Ok((path, note)) => {
                builds.extend(self.compile_all(&path, with)?);
                note
            }
            Err(why) => {
                for compiler in with {
                    for edition in compiler.editions {
                        let label = format!("{} {}", compiler.label, edition);
                        builds.push((label, Build::Failed("bundling failed".into())));
                    }
                }
                why
            }
        };
        if let Err(why) = old {
            for edition in OLD_EDITIONS.iter() {
                let label = format!("old rustc {}", edition);
                builds.push((label, Build::Skipped(why.clone())));
            }
        }
        Ok((builds, note))
    }

    /// Our builds' session: the problem's strictest limits; stdout (by its checker, where it
    /// has one), stderr and the exit status judged exactly.
    fn session(&self, limits: Limits, checker: Option<Checker>) -> Session {
        Session {
            limits,
            judges: vec![EXACT_BYTES],
            whose: Whose::OurBuilds,
            verbose: self.options.verbose || self.options.only.is_some(),
            full: self.options.only.is_some(),
            render: self.render(),
            checker,
            grounds: Default::default(),
            seen: Default::default(),
            said: Default::default(),
        }
    }

    fn print_table(&self, rows: &[TableRow], note: &str) {
        self.render().table(rows);
        self.render().note(note);
    }

    fn render(&self) -> Render {
        Render {
            colour: self.options.colour,
        }
    }

    /// The problem's cases, or the one `only` names.
    fn cases(&self) -> Result<Vec<Case>, String> {
        let dir = self.options.root.join("data").join(self.problem);
        let all = cases(&dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
        match &self.options.only {
            None => Ok(all),
            Some(only) => Ok(all.into_iter().filter(|c| &c.name == only).collect()),
        }
    }

    fn cargo_binary(&self) -> Build {
        if self.options.cargo_built {
            Build::Made(self.options.target.join("release").join(self.problem))
        } else {
            Build::Failed("cargo build failed".into())
        }
    }

    /// Writes `target/bundle/PROBLEM.rs` and checks its size (a step each): the bundle's path
    /// and the line that gives its size, or why there is no bundle.
    fn bundle(&mut self) -> Result<(PathBuf, String), String> {
        let root = &self.options.root;
        let saved = bundle::solver(root, self.problem)
            .and_then(|text| bundle::save_solver(root, self.problem, &text));
        let path = match saved {
            Ok(path) => path,
            Err(why) => {
                self.fail_step(&format!("bundle {}: {}", self.problem, why));
                return Err(format!("no bundle: {}", why));
            }
        };
        self.pass_step(&format!("bundle {}", self.problem), None);
        let size = fs::metadata(&path).map_or(0, |m| m.len() as usize);
        let shown = path
            .strip_prefix(&self.options.root)
            .unwrap_or(&path)
            .display();
        if size <= BUNDLE_LIMIT {
            self.tally.steps_passed += 1;
            Ok((
                path.clone(),
                format!("{}: {} bytes (limit {})", shown, size, BUNDLE_LIMIT),
            ))
        } else {
            let why = format!(
                "{} is {} bytes, over the {} limit",
                shown, size, BUNDLE_LIMIT
            );
            self.fail_step(&why);
            Ok((
                path.clone(),
                format!("{}: {} bytes, OVER the {} limit", shown, size, BUNDLE_LIMIT),
            ))
        }
    }

    /// Every compilation of the bundle at `source`, side by side, one a core, in the order of
    /// `with` and its editions. They are handed out last first: the older compiler's take
    /// longest (rustc 1.63 about twice today's time on these files), so that no lane is left
    /// alone with one at the end.
    fn compile_all(
        &mut self,
        source: &Path,
        with: &[&Compiler],
    ) -> Result<Vec<(String, Build)>, Interrupted> {
        let mut jobs: Vec<(&Compiler, &str)> = with
            .iter()
            .flat_map(|c| c.editions.iter().map(move |e| (*c, *e)))
            .collect();
        jobs.reverse();
        let timeout = self.options.timeout;
        let mut done = lanes::map(&jobs, lanes::cores(), |_, (compiler, edition)| {
            compile(source, compiler, edition, timeout)
        });
        done.reverse();
        // compilations stopped by Ctrl-C are no failures to show
        process::not_interrupted()?;
        Ok(done
            .into_iter()
            .map(|compiled| {
                let build = self.compiled_step(&compiled);
                (compiled.label, build)
            })
            .collect())
    }

    /// Counts and shows one compilation as a step.
    fn compiled_step(&mut self, compiled: &Compiled) -> Build {
        match &compiled.failure {
            None => {
                self.pass_step(&compiled.step, Some(compiled.seconds));
                Build::Made(compiled.binary.clone())
            }
            Some(why) => {
                self.fail_step(&format!(
                    "{}: {}, {:.1} s",
                    compiled.step, why, compiled.seconds
                ));
                for line in &compiled.log {
                    self.render().detail(line);
                }
                Build::Failed(format!("{} failed", compiled.compiler))
            }
        }
    }

    /// A build's table row, once judged (or not).
    fn judge(
        &mut self,
        session: &Session,
        cases: &[&Case],
        label: &str,
        build: Build,
        cap_mb: u64,
    ) -> Result<TableRow, Interrupted> {
        Ok(match build {
            Build::Made(binary) => {
                let program = Program::binary(&binary.to_string_lossy()).capped(cap_mb);
                match session.judge_cases(&program, cases, label, true) {
                    Ok(row) => self.judged_row(label, row),
                    Err(Stop::CannotStart(why)) => {
                        self.unbuilt(label, cases.len(), &format!("cannot run it: {}", why))
                    }
                    Err(Stop::Io(e)) => {
                        self.unbuilt(label, cases.len(), &format!("the judge failed: {}", e))
                    }
                    Err(Stop::Usage(why)) => {
                        self.unbuilt(label, cases.len(), &format!("the judge failed: {}", why))
                    }
                    Err(Stop::Interrupted(stopped)) => return Err(stopped),
                }
            }
            Build::Failed(why) => self.unbuilt(label, cases.len(), &why),
            Build::Skipped(why) => {
                self.tally.skipped += 1;
                self.tally
                    .skips
                    .push(format!("{} {}: {}", self.problem, label, why));
                TableRow {
                    label: label.to_string(),
                    result: "skipped".to_string(),
                    tone: Tone::Dim,
                    rest: why,
                }
            }
        })
    }

    fn judged_row(&mut self, label: &str, row: Row) -> TableRow {
        self.tally.cases_passed += row.accepted;
        self.tally.cases_failed += row.total - row.accepted;
        row.table_row(label)
    }

    /// A build that was not made: its cases fail.
    fn unbuilt(&mut self, label: &str, cases: usize, why: &str) -> TableRow {
        self.tally.cases_failed += cases;
        TableRow {
            label: label.to_string(),
            result: format!("0/{}", cases),
            tone: Tone::Bad,
            rest: format!("not built ({}): its cases count as failed", why),
        }
    }

    /// A step that passed: shown only in verbose mode.
    fn pass_step(&mut self, name: &str, seconds: Option<f64>) {
        self.tally.steps_passed += 1;
        if self.options.verbose {
            let time = seconds.map_or(String::new(), |s| format!("{:.1} s", s));
            self.render().status("ok", name, &time);
        }
    }

    fn fail_step(&mut self, why: &str) {
        self.tally.steps_failed += 1;
        self.render().status("FAIL", why, "");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tally_is_one_line_of_five_numbers() {
        let tally = Tally {
            cases_passed: 5,
            cases_failed: 1,
            steps_passed: 3,
            steps_failed: 2,
            skipped: 4,
            skips: vec!["robots old rustc 2015: no /usr/bin/rustc".into()],
        };
        assert_eq!(
            tally.line(),
            "5 1 3 2 4\nskip robots old rustc 2015: no /usr/bin/rustc\n"
        );
    }
}
