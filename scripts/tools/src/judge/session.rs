//! Judging one program on a list of cases, as check.sh shows it: a line for each case that
//! is not accepted (each case in verbose mode), then why, in a bounded number of lines; a
//! table row for the program. Cases that do not count are judged quietly, each failure one
//! brief line kept in the row, for the caller to print after the counted results. A case
//! that fails the same way as on an earlier build of the same session is explained once
//! (`seen`); a failure with a reason (RE, TLE, ...) that several cases share is said once,
//! under the first case that had it, counted or not: the counted ones that share it are named
//! in one line above it, and the ones judged apart in one line after it, each keeping why it
//! is apart ("...; fails as ...": `said`, `said_once`).

use crate::judge::build::grounds::Grounds;
use crate::judge::cases::{Case, Kind};
use crate::judge::run::input::Input;
use crate::judge::run::process::Interrupted;
use crate::judge::run::{Limits, Program, Run, RunError};
use crate::judge::verdict::checker::{Checker, Checking};
use crate::judge::verdict::compare::Difference;
use crate::judge::verdict::render::{Line, Render, TableRow, Tone};
use crate::judge::verdict::report::{
    every_difference, first_difference, first_raw_difference, line_at,
};
use crate::judge::verdict::{judge, whitespace_words, Ending, Expected, Judge, Judgement, Verdict};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fs;
use std::io;

/// How to judge and what to show.
pub struct Session {
    pub limits: Limits,
    /// The problem's judges, the first counting; `[verdict::EXACT_BYTES]` for our builds.
    pub judges: Vec<Judge>,
    /// Whose programs it judges: ours are held to every byte.
    pub whose: Whose,
    pub verbose: bool,
    /// Every difference, not only the first (check.sh PROBLEM CASE).
    pub full: bool,
    /// How its lines are printed (`crate::judge::verdict::render`).
    pub render: Render,
    /// The problem's checker, where it has one: it judges every output.
    pub checker: Option<Checker>,
    /// What a user's verdicts rest on where this machine is not the judge: the runtime at
    /// rest left uncounted, the lines said under a failing case (`crate::judge::build::grounds`).
    pub grounds: Grounds,
    /// Each failed case's stdout and stderr, with the label of the build that printed them
    /// first: a later build failing it the same way is not explained again.
    pub seen: RefCell<HashMap<String, Seen>>,
    /// Each failure said so far, by its verdict and reason (`Said`), with the case it was
    /// said under: a case judged apart that fails the same way only names it.
    pub said: RefCell<HashMap<Said, String>>,
}

/// A failure as it is said: the verdict, and its reason (an exit status with its stderr, a
/// limit) or its first differing line.
pub type Said = (Verdict, String);

/// A case judged apart that was not accepted, before it is said: its name, why it is apart
/// (its bytes, in words), its failure (`Said`; None when it has no one line of its own to
/// compare, such as only a count), and its lines, in full (its verdict and why it is apart,
/// then why it failed and what the verdict rests on).
#[derive(Debug)]
pub struct Apart {
    pub name: String,
    pub apart: String,
    pub failure: Option<Said>,
    pub lines: Vec<Line>,
}

/// Whose programs a session judges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// Our builds: held to every byte each case expects, its exit status and stderr too, run
    /// on our data file itself.
    OurBuilds,
    /// A user's program: judged as its judge judges it, on a private copy of each input; its
    /// stderr is its own, and a failure with a reason that several cases share is said once.
    Users,
}

/// A failure already explained: what the build printed, and its label.
#[derive(Debug)]
pub struct Seen {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    label: String,
}

/// A program's row in the table.
#[derive(Debug, Default)]
pub struct Row {
    pub accepted: usize,
    pub total: usize,
    pub slowest_ms: u128,
    pub peak_kb: u64,
    /// Cases accepted by the judge that counts whose output differs from the expected one
    /// in whitespace (blanks at line ends, blank lines, spacing inside lines).
    pub whitespace: Vec<(String, Difference)>,
    /// Cases that do not count: a line for each, its verdict and why it does not count
    /// ("AC   judge-bom.in: a UTF-8 byte-order mark: ..."), with the first difference under
    /// one not accepted (`said_once`).
    pub brief: Vec<Line>,
    /// The verdict of the first case not accepted, in the cases' order: the verdict a judge
    /// that stops at the first failure gives the whole program.
    pub first_failure: Option<Verdict>,
}

impl Row {
    /// The row's cells after its label: "accepted/total", and the slowest CPU time with the
    /// peak memory, as the table shows them.
    pub fn cells(&self) -> (String, String) {
        let figures = format!(
            "{:>10} {:>8.1}",
            format!("{} ms", self.slowest_ms),
            self.peak_kb as f64 / 1024.0
        );
        (format!("{}/{}", self.accepted, self.total), figures)
    }

    /// The row in the table of programs, under `label`: good when every case is accepted.
    pub fn table_row(&self, label: &str) -> TableRow {
        let (result, rest) = self.cells();
        let tone = if self.accepted == self.total {
            Tone::Good
        } else {
            Tone::Bad
        };
        TableRow {
            label: label.to_string(),
            result,
            tone,
            rest,
        }
    }
}

/// Why a whole session stopped.
#[derive(Debug)]
pub enum Stop {
    /// The program could not be started (or, through `sh`, found): the message.
    CannotStart(String),
    /// The judge's own failure: a file it could not read or write, a wait that failed.
    Io(io::Error),
    /// A bad option, or a file or facts named that cannot be read: the message, for exit
    /// status 2.
    Usage(String),
    /// The judge was sent SIGINT, SIGTERM or SIGHUP: the run in progress was killed.
    Interrupted(Interrupted),
}

/// A run's error as a `Stop`.
fn stopped(program: &Program, error: RunError) -> Stop {
    match error {
        RunError::CannotStart(e) => Stop::CannotStart(format!("{}: {}", program.shown(), e)),
        RunError::Internal(e) => Stop::Io(e),
        RunError::Interrupted(stopped) => Stop::Interrupted(stopped),
    }
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Io(e)
    }
}

impl Session {
    /// Judges `program` on `cases`, printing as it goes when they `count` (else only noting
    /// each failure in `Row::brief`); `label` names it in each line.
    pub fn judge_cases(
        &self,
        program: &Program,
        cases: &[&Case],
        label: &str,
        count: bool,
    ) -> Result<Row, Stop> {
        let mut row = Row::default();
        // a user's failures with a reason (RE, TLE, MLE, OLE), shown at the end grouped by
        // verdict and reason: a command that cannot start its script fails every case alike
        let mut alike: Vec<(&Case, Run, Expected, Judgement)> = Vec::new();
        // the cases judged apart not accepted, said at the end, each failure once
        let mut apart: Vec<Apart> = Vec::new();
        // a user's program reads a private copy of each input, never our data file
        let held = match self.whose {
            Whose::OurBuilds => None,
            Whose::Users => Some(Input::new()?),
        };
        for (i, case) in cases.iter().enumerate() {
            row.total += 1;
            let expected = match self.expected(case) {
                Ok(expected) => expected,
                Err(e) => {
                    self.line("FAIL", label, case, None);
                    self.detail(&format!("no expected output: {}", e));
                    continue;
                }
            };
            let input = match &held {
                Some(held) => held.hold(&fs::read(&case.input)?)?,
                None => case.input.as_path(),
            };
            let ran = self
                .grounds
                .run(program, input, &self.limits)
                .map_err(|e| stopped(program, e))?;
            if i == 0 && self.whose == Whose::Users && ran.could_not_start() {
                let said = String::from_utf8_lossy(&ran.stderr);
                return Err(Stop::CannotStart(
                    said.lines().next().unwrap_or("").to_string(),
                ));
            }
            let judgement = judge(&ran, &expected, &self.limits, &self.judges);
            row.slowest_ms = row.slowest_ms.max(ran.cpu.as_millis());
            row.peak_kb = row.peak_kb.max(ran.peak_kb);
            if judgement.verdict == Verdict::Accepted {
                row.accepted += 1;
                self.note_whitespace(case, &judgement, &mut row);
            } else if row.first_failure.is_none() {
                row.first_failure = Some(judgement.verdict);
            }
            if count
                && self.whose == Whose::Users
                && judgement.why.is_some()
                && judgement.verdict != Verdict::Accepted
            {
                alike.push((case, ran, expected, judgement));
            } else if count {
                self.show(label, case, &ran, &expected, &judgement);
            } else if judgement.verdict == Verdict::Accepted {
                row.brief.push(apart_line(case, &judgement));
            } else {
                let why = apart_why(&ran, &expected, &judgement);
                let mut lines = vec![apart_line(case, &judgement)];
                lines.extend(why.iter().cloned().map(Line::ApartDetail));
                let said = self.grounds.said(judgement.verdict);
                lines.extend(said.into_iter().map(Line::ApartDetail));
                apart.push(Apart {
                    name: case.name.clone(),
                    apart: apart_reason(case).to_string(),
                    failure: why.map(|why| (judgement.verdict, why)),
                    lines,
                });
            }
        }
        self.show_alike(label, &alike);
        row.brief
            .extend(said_once(apart, &mut self.said.borrow_mut()));
        Ok(row)
    }

    /// Failures that share a verdict and a reason, one block each: the count and the cases'
    /// names, then the first case's details. A failure alone is shown as any other.
    fn show_alike(&self, label: &str, alike: &[(&Case, Run, Expected, Judgement)]) {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for (i, (_, _, _, judgement)) in alike.iter().enumerate() {
            let same = groups.iter_mut().find(|g| {
                let first = &alike[g[0]].3;
                first.verdict == judgement.verdict && first.why == judgement.why
            });
            match same {
                Some(group) => group.push(i),
                None => groups.push(vec![i]),
            }
        }
        for group in groups {
            let (case, ran, expected, judgement) = &alike[group[0]];
            if let Some(why) = &judgement.why {
                let failure = (judgement.verdict, why.clone());
                self.said
                    .borrow_mut()
                    .entry(failure)
                    .or_insert_with(|| case.name.clone());
            }
            if group.len() > 1 {
                let names: Vec<String> = group
                    .iter()
                    .map(|&i| format!("{}.in", alike[i].0.name))
                    .collect();
                let said = format!(
                    "{} on {} cases, each the same way ({}); the first in full:",
                    label,
                    group.len(),
                    names.join(", ")
                );
                self.render.status(judgement.verdict.code(), &said, "");
            }
            self.show(label, case, ran, expected, judgement);
        }
    }

    /// What the case expects of this program.
    fn expected(&self, case: &Case) -> io::Result<Expected> {
        let stdout = fs::read(case.beside("out"))?;
        let ending = match self.whose {
            Whose::Users => None,
            Whose::OurBuilds => Some(match fs::read(case.beside("err")) {
                Ok(error) => Ending {
                    status: 1,
                    stderr: error,
                },
                Err(_) => Ending {
                    status: 0,
                    stderr: fs::read(case.beside("warn")).unwrap_or_default(),
                },
            }),
        };
        let checker = checking(self.checker.as_ref(), case);
        Ok(Expected {
            stdout,
            ending,
            checker,
        })
    }

    fn note_whitespace(&self, case: &Case, judgement: &Judgement, row: &mut Row) {
        if let Some(d @ Difference::Trailing(_)) | Some(d @ Difference::Inside(_)) =
            &judgement.stdout
        {
            row.whitespace.push((case.name.clone(), d.clone()));
        }
    }

    /// The case's line (when not accepted, or always in verbose mode), then why.
    fn show(
        &self,
        label: &str,
        case: &Case,
        ran: &Run,
        expected: &Expected,
        judgement: &Judgement,
    ) {
        let verdict = judgement.verdict;
        if verdict == Verdict::Accepted && !self.verbose {
            return;
        }
        self.line(verdict.code(), label, case, Some(ran));
        if verdict == Verdict::Accepted && !self.full {
            return;
        }
        if verdict != Verdict::Accepted {
            if let Some(earlier) = self.seen_before(case, ran, label) {
                self.detail(&format!("the same stdout and stderr as {}", earlier));
                return;
            }
            if verdict != Verdict::PresentationError {
                if let Some(catches) = &case.catches {
                    self.detail(&format!("the case: {}", catches));
                }
            }
        }
        if let Some(why) = &judgement.why {
            self.detail(why);
        }
        for line in self.grounds.said(verdict) {
            self.detail(&line);
        }
        self.show_stdout(ran, expected, judgement);
        if let (Some(difference), Some(ending)) = (&judgement.stderr, &expected.ending) {
            if *difference != Difference::None && !matches!(difference, Difference::LineEnds(_)) {
                self.show_difference("stderr", &ending.stderr, &ran.stderr, difference);
            }
        }
    }

    fn show_stdout(&self, ran: &Run, expected: &Expected, judgement: &Judgement) {
        let difference = match &judgement.stdout {
            Some(d) if *d != Difference::None && !matches!(d, Difference::LineEnds(_)) => d,
            _ => return,
        };
        if judgement.verdict == Verdict::PresentationError || self.whose == Whose::Users {
            if let Difference::Trailing(s) | Difference::Inside(s) = difference {
                self.detail(&format!("only whitespace differs: {}", s));
                self.detail(&whitespace_words(difference, &self.judges));
            }
        }
        self.show_difference("stdout", &expected.stdout, &ran.stdout, difference);
    }

    fn show_difference(&self, what: &str, expected: &[u8], actual: &[u8], difference: &Difference) {
        let shown = if self.full {
            every_difference(what, expected, actual)
        } else {
            let line = match difference {
                Difference::Tokens { line } if self.whose == Whose::Users => *line,
                _ => first_raw_difference(expected, actual),
            };
            first_difference(what, expected, actual, line)
        };
        for text in shown {
            self.detail(&text);
        }
        if self.whose == Whose::OurBuilds {
            if let Difference::Trailing(s) | Difference::Inside(s) = difference {
                self.detail(&format!(
                    "hint: the two match token by token; only whitespace differs: {}",
                    s
                ));
            }
        }
    }

    fn line(&self, code: &str, label: &str, case: &Case, ran: Option<&Run>) {
        self.render.case(code, label, &case.name, ran);
    }

    fn detail(&self, text: &str) {
        self.render.detail(text);
    }

    /// The build that failed this case with the same stdout and stderr, if one did;
    /// otherwise this run is remembered as the one shown.
    fn seen_before(&self, case: &Case, ran: &Run, label: &str) -> Option<String> {
        let mut seen = self.seen.borrow_mut();
        if let Some(earlier) = seen.get(&case.name) {
            if earlier.stdout == ran.stdout && earlier.stderr == ran.stderr {
                return Some(earlier.label.clone());
            }
        }
        let shown = Seen {
            stdout: ran.stdout.clone(),
            stderr: ran.stderr.clone(),
            label: label.to_string(),
        };
        seen.insert(case.name.clone(), shown);
        None
    }
}

/// A case that does not count, on one line: its verdict and why it does not count.
fn apart_line(case: &Case, judgement: &Judgement) -> Line {
    Line::Apart(
        judgement.verdict.code(),
        format!("{}.in: {}", case.name, apart_reason(case)),
    )
}

/// Why `case` is judged apart, in words.
fn apart_reason(case: &Case) -> &str {
    case.why.as_deref().unwrap_or("set apart")
}

/// Why a case that does not count was not accepted, on one line: the reason of its verdict,
/// or its first differing line; None when there is no such line.
fn apart_why(ran: &Run, expected: &Expected, judgement: &Judgement) -> Option<String> {
    let why = match (&judgement.why, &judgement.stdout) {
        (Some(why), _) => why.clone(),
        (None, Some(Difference::Tokens { line })) => format!(
            "line {}: expected {}, got {}",
            line,
            line_at(&expected.stdout, *line),
            line_at(&ran.stdout, *line)
        ),
        (None, Some(difference)) => match difference {
            Difference::LineEnds(s) | Difference::Trailing(s) | Difference::Inside(s) => {
                format!("only whitespace differs: {}", s)
            }
            _ => return None,
        },
        (None, None) => return None,
    };
    Some(why)
}

/// The lines of the cases judged apart that were not accepted, each failure said once: a case
/// whose failure is new is said in full (and `said` keeps it); the cases that fail as one
/// already said (under a counted case, or an earlier one apart) keep why each is apart and
/// only name that one, those apart for the same reason in one line, where the first of them
/// would be: "RE   a.in, b.in: no END line; fails as c.in".
pub(super) fn said_once(apart: Vec<Apart>, said: &mut HashMap<Said, String>) -> Vec<Line> {
    // each case's lines in the cases' order, or its place in a line of the same failure
    enum Block {
        Full(Vec<Line>),
        Same {
            code: &'static str,
            names: Vec<String>,
            apart: String,
            first: String,
        },
    }
    let mut blocks: Vec<Block> = Vec::new();
    let mut same_at: HashMap<(Said, String), usize> = HashMap::new();
    for case in apart {
        let failure = match case.failure {
            Some(failure) => failure,
            None => {
                blocks.push(Block::Full(case.lines));
                continue;
            }
        };
        let key = (failure.clone(), case.apart.clone());
        if let Some(&at) = same_at.get(&key) {
            if let Block::Same { names, .. } = &mut blocks[at] {
                names.push(case.name);
            }
        } else if let Some(first) = said.get(&failure) {
            same_at.insert(key, blocks.len());
            blocks.push(Block::Same {
                code: failure.0.code(),
                names: vec![case.name],
                apart: case.apart,
                first: first.clone(),
            });
        } else {
            said.insert(failure, case.name);
            blocks.push(Block::Full(case.lines));
        }
    }
    blocks
        .into_iter()
        .flat_map(|block| match block {
            Block::Full(lines) => lines,
            Block::Same {
                code,
                names,
                apart,
                first,
            } => {
                let names: Vec<String> = names.iter().map(|n| format!("{}.in", n)).collect();
                let text = format!("{}: {}; fails as {}.in", names.join(", "), apart, first);
                vec![Line::Apart(code, text)]
            }
        })
        .collect()
}

/// The problem's checker on `case`, or None where it cannot judge: a bad input (`.err`),
/// which no validator accepts and so no checker is written to read, holds our builds to the
/// exact bytes of the answers printed before the bad case.
pub(super) fn checking(checker: Option<&Checker>, case: &Case) -> Option<Checking> {
    if case.kind == Kind::Bad {
        return None;
    }
    checker.cloned().map(|checker| Checking {
        checker,
        input: case.input.clone(),
    })
}

#[cfg(test)]
mod tests;
