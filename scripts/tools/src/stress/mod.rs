//! The one test harness every solver's tests use: a seeded random generator, the stress loop
//! that prints a failing seed with its input, a solver run in memory (`Solver`), and the
//! problem's data folder (`Data`: its cases, its bad inputs, its generated files).
//! A solver's `tests/suite.rs` names its solver once and builds every test from these.

mod data;

pub use self::data::{BadCase, Data, DataCase, WarnedCase};
pub use crate::problem::Rng;
use shared_io::{Error, Scanner};

/// The two tests of a data file made by code, `data/PROBLEM/NAME.in` with its expected
/// output, in a module `$module` of the calling one: `is_the_generated_one` fails unless both
/// hold what `$made()` (input, expected output) makes today; `write`, ignored, rewrites them
/// (`cargo test --release -p PROBLEM -- --ignored $module::write`). `$solver` is the suite's
/// `Solver`; both are named as the calling module names them.
#[macro_export]
macro_rules! generated_file_tests {
    ($module:ident, $solver:expr, $name:expr, $made:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn is_the_generated_one() {
                $solver.data().assert_generated($name, &$made());
            }

            #[test]
            #[ignore]
            fn write() {
                $solver.data().write_generated($name, &$made());
            }
        }
    };
}

/// Runs `check` on `cases` inputs made by `generate(rng, case)`, one seed per case; the first
/// failure panics with the case number, the seed, the reason and the whole input.
#[track_caller]
pub fn stress<G, C>(name: &str, cases: u64, mut generate: G, mut check: C)
where
    G: FnMut(&mut Rng, u64) -> String,
    C: FnMut(&str) -> Result<(), String>,
{
    for case in 0..cases {
        let seed = case.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x1234_5678;
        let input = generate(&mut Rng::new(seed), case);
        if let Err(why) = check(&input) {
            panic!(
                "{}: case {} (seed {:#x}) failed: {}\n--- input ---\n{}--- end ---",
                name, case, seed, why, input
            );
        }
    }
}

/// Every input versus makes of `P` from the seeds `0..seeds`, at every size, is one each of
/// the problem's judges could serve, by its input promise (`crate::judge::cases::promise`): ends
/// where the statement says, nothing but blank lines after, line ends the judge serves. The
/// first that is not panics with its seed, size, reason and text.
#[track_caller]
pub fn versus_keeps_the_input_promise<P: crate::problem::Problem>(seeds: u64) {
    let (promise, judges) = promise_of(P::NAME);
    for &(name, size) in crate::problem::Size::NAMES.iter() {
        for seed in 0..seeds {
            let text = P::text(&crate::versus::generated::<P>(seed, size));
            for host in &judges.hosts {
                if let Some(apart) = promise.apart(text.as_bytes(), host) {
                    panic!(
                        "versus's {} input from seed {} is not one {} serves: {}\n--- input ---\n{}--- end ---",
                        name, seed, host.judge.name, apart.why, text
                    );
                }
            }
        }
    }
}

/// The input promise and the judges of `problem`, from the workspace's `PROBLEM/Cargo.toml`,
/// else (the template crate, which lives in scripts/template) from the crate under test's
/// (`CARGO_MANIFEST_DIR`). Panics naming what cannot be read.
pub fn promise_of(
    problem: &str,
) -> (
    crate::judge::cases::promise::Promise,
    crate::judge::cases::hosting::Hosting,
) {
    let root = crate::facts::workspace().expect("the workspace");
    let mut manifest = root.join(problem).join("Cargo.toml");
    if let (false, Some(dir)) = (manifest.exists(), std::env::var_os("CARGO_MANIFEST_DIR")) {
        manifest = std::path::PathBuf::from(dir).join("Cargo.toml");
    }
    let promise =
        crate::judge::cases::promise::Promise::read(&manifest).expect("the input promise");
    let judges = crate::judge::cases::hosting::Hosting::read(&manifest).expect("the judges");
    (promise, judges)
}

/// A solver entry point, as `run_explained` calls it, writing into memory.
pub type Entry = fn(&mut Scanner, &mut Vec<u8>) -> Result<(), Error>;

/// What one run in memory did: everything it printed, its error and its warning (each the
/// message `run` would put on stderr after `PROGRAM: `).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub out: String,
    pub error: Option<String>,
    pub warning: Option<String>,
}

/// A solver's two entry points, `solve` and `explain`, run in memory as `run_explained` runs
/// them on stdin. Each test suite names its solver once:
/// `const SOLVER: Solver = Solver { name: "statues", solve: solution::solve, explain: solution::explain };`
#[derive(Clone, Copy)]
pub struct Solver {
    /// The crate's name: its data folder and the prefix of its error lines.
    pub name: &'static str,
    pub solve: Entry,
    pub explain: Entry,
}

impl Solver {
    /// `solve` on `input`. Cost: one solve, plus a copy of the input.
    pub fn run(&self, input: &[u8]) -> Run {
        run_entry(self.solve, input)
    }

    /// `explain` on `input`.
    pub fn run_explained(&self, input: &[u8]) -> Run {
        run_entry(self.explain, input)
    }

    /// `explain`'s output and the replay page `html` (the crate's `explain::html`) writes for
    /// `input`; panics when either fails. Cost: an explain and a page.
    pub fn explained_and_page(&self, html: Entry, input: &str) -> (String, String) {
        let ran = |entry: Entry| {
            finished(run_entry(entry, input.as_bytes()))
                .unwrap_or_else(|e| panic!("{}: {}", self.name, e))
        };
        (ran(self.explain), ran(html))
    }

    /// What `solve` prints for `input` when it succeeds, or its error message.
    pub fn output(&self, input: &str) -> Result<String, String> {
        finished(self.run(input.as_bytes()))
    }

    /// `explain`'s output for `input` handed to `replay` (with the input), once its answers
    /// are checked to be `solve`'s (see `same_answers`); a rejection comes back with the
    /// whole explained output under it. Cost: a solve, an explain and the replay.
    pub fn replayed<T, R>(&self, input: &str, replay: R) -> Result<T, String>
    where
        R: FnOnce(&str, &str) -> Result<T, String>,
    {
        let solved = self.output(input)?;
        let text = finished(self.run_explained(input.as_bytes()))?;
        same_answers(&solved, &text)
            .and_then(|()| replay(input, &text))
            .map_err(|why| format!("{}\n--- explained ---\n{}", why, text))
    }

    /// A stress check: `solve`'s output on the input equals `oracle`'s.
    pub fn agrees_with<'a, O>(&'a self, oracle: O) -> impl FnMut(&str) -> Result<(), String> + 'a
    where
        O: Fn(&str) -> String + 'a,
    {
        move |input| {
            let (ours, theirs) = (self.output(input)?, oracle(input));
            if ours == theirs {
                Ok(())
            } else {
                Err(format!("solver:\n{}oracle:\n{}", ours, theirs))
            }
        }
    }

    /// A stress check for a problem with several right answers: `solve`'s output on the
    /// input is one `referee` accepts (`Err` says why not), as the problem's checker would
    /// judge it: an oracle that judges an answer, where `agrees_with`'s would have to guess
    /// which right answer the solver gives.
    pub fn accepted_by<'a, R>(&'a self, referee: R) -> impl FnMut(&str) -> Result<(), String> + 'a
    where
        R: Fn(&str, &str) -> Result<(), String> + 'a,
    {
        move |input| {
            let ours = self.output(input)?;
            referee(input, &ours).map_err(|why| format!("{}\nsolver:\n{}", why, ours))
        }
    }

    /// The problem's folder `data/NAME/`.
    pub fn data(&self) -> Data {
        Data::of(self.name)
    }

    /// Every bad input in the data folder (`NAME.err`): `solve` prints `NAME.out` (the answers
    /// before the bad case) and fails with the line in `NAME.err`; `explain` fails with the
    /// same error and prints the same answers, explained. Returns how many were checked.
    pub fn check_bad_inputs(&self) -> usize {
        let cases = self.data().bad_cases();
        for case in &cases {
            let solved = self.run(&case.input);
            let error = solved
                .error
                .as_ref()
                .map(|e| format!("{}: {}\n", self.name, e));
            assert_eq!(
                (solved.out.as_str(), error.as_deref()),
                (case.printed.as_str(), Some(case.error.as_str())),
                "{}: solve's output and error",
                case.name
            );
            let explained = self.run_explained(&case.input);
            assert_eq!(
                explained.error, solved.error,
                "{}: explain's error",
                case.name
            );
            if let Err(why) = same_answers(&solved.out, &explained.out) {
                panic!("{}: {}", case.name, why);
            }
        }
        cases.len()
    }

    /// Every input with more after it (`NAME.warn`): `solve` succeeds with the expected output
    /// and leaves the warning in `NAME.warn`. Returns how many were checked.
    pub fn check_warnings(&self) -> usize {
        let cases = self.data().warned_cases();
        for case in &cases {
            let solved = self.run(case.input.as_bytes());
            let warning = solved
                .warning
                .map(|w| format!("{}: warning: {}\n", self.name, w));
            assert_eq!(
                (solved.out, solved.error, warning),
                (case.expected.clone(), None, case.warning.clone()),
                "{}",
                case.name
            );
        }
        cases.len()
    }
}

fn run_entry(entry: Entry, input: &[u8]) -> Run {
    let mut sc = Scanner::new(input.to_vec());
    let mut out = Vec::new();
    let result = entry(&mut sc, &mut out);
    Run {
        out: String::from_utf8_lossy(&out).into_owned(),
        error: result.err().map(|e| e.to_string()),
        warning: sc.warning().map(|w| w.to_string()),
    }
}

/// The JSON string literal of each frame's line in a replay page, in order (each frame is
/// `{"line":LINE,"state":...}` and no line holds `,"state":`).
pub fn page_lines(page: &str) -> Vec<&str> {
    let data = &page[page.find("\"cases\":").expect("the replay data")..];
    data.split("{\"line\":")
        .skip(1)
        .map(|frame| frame.split(",\"state\":").next().unwrap_or(frame))
        .collect()
}

/// `text` without the colour of shared-io's drawings: every `ESC [ ... m` dropped. Cost: linear.
pub fn plain(text: &str) -> String {
    let mut kept = String::new();
    let mut rest = text;
    while let Some(start) = rest.find('\x1b') {
        kept.push_str(&rest[..start]);
        rest = match rest[start..].find('m') {
            Some(end) => &rest[start + end + 1..],
            None => "",
        };
    }
    kept.push_str(rest);
    kept
}

/// The output of a run that succeeded, or its error message.
fn finished(run: Run) -> Result<String, String> {
    match run.error {
        None => Ok(run.out),
        Some(e) => Err(e),
    }
}

/// `--explain` adds only lines indented by two spaces: `explained` is `solved` with such lines
/// put in between. Cost: linear in the two outputs.
pub fn same_answers(solved: &str, explained: &str) -> Result<(), String> {
    let mut answers = solved.lines().peekable();
    for (number, line) in explained.lines().enumerate() {
        if answers.peek() == Some(&line) {
            answers.next();
        } else if !line.starts_with("  ") {
            return Err(format!(
                "--explain's line {} ({:?}) is neither the next answer line ({:?}) nor indented",
                number + 1,
                line,
                answers.peek()
            ));
        }
    }
    match answers.next() {
        None => Ok(()),
        Some(missing) => Err(format!("--explain lacks the answer line {:?}", missing)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_answers_allows_only_indented_additions() {
        assert_eq!(same_answers("A\n  b\n", "A\n  b\n  why\n"), Ok(()));
        assert_eq!(same_answers("A\nB\n", "A\n  why\nB\n  why\n"), Ok(()));
        assert!(same_answers("A\nB\n", "A\nwhy\nB\n").is_err());
        assert!(same_answers("A\nB\n", "A\n  why\n").is_err());
    }

    #[test]
    fn the_generator_is_the_same_everywhere() {
        let mut rng = Rng::new(7);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut again = Rng::new(7);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        assert!((0..1000).all(|_| (3..=5).contains(&rng.range(3, 5))));
    }
}
