//! A problem's data folder, `data/PROBLEM/`: `NAME.in` with its expected `NAME.out`, and
//! beside it `NAME.err` (a bad input: the expected error line, exit status 1) or `NAME.warn`
//! (a complete input with more after it: the expected warning, exit status 0). Also the
//! generated files (worst cases) and the check that they are what their generator makes.
//!
//! The folder is found when the tests run, never through a path fixed at compile time: a
//! `target/` reused by another checkout (a CI cache, or check.sh's self-test of
//! new-problem.sh building a copy of the workspace into the same target directory) holds
//! artifacts compiled elsewhere, which cargo may take as fresh here (see `Data::of`).

use std::fs;
use std::path::{Path, PathBuf};

/// A case expected to run cleanly (it may carry a warning): its input as an oracle reads it,
/// and the expected output.
pub struct DataCase {
    pub name: String,
    pub input: String,
    pub expected: String,
}

/// A case with a `NAME.warn`: input, expected output and the expected warning line.
pub struct WarnedCase {
    pub name: String,
    pub input: String,
    pub expected: String,
    pub warning: Option<String>,
}

/// A bad input: its raw bytes, the answers printed before the bad case and the error line.
pub struct BadCase {
    pub name: String,
    pub input: Vec<u8>,
    pub printed: String,
    pub error: String,
}

/// The folder `data/PROBLEM/` of the workspace.
pub struct Data {
    problem: String,
    dir: PathBuf,
}

impl Data {
    /// The data folder of `problem` (a crate name): `data/PROBLEM` in the nearest folder that
    /// has one, going up from where the run starts. That start is the running crate's folder,
    /// from the variable `CARGO_MANIFEST_DIR` that cargo sets when it runs a test, a bench or
    /// an example (`cargo test`, `cargo bench`, `cargo run`), so `PROBLEM/`'s tests find the
    /// workspace's `data/PROBLEM/` (and the template crate its own `data/`); else, for a
    /// binary started by hand, the current folder. Panics naming both when there is none.
    pub fn of(problem: &str) -> Data {
        let crate_dir = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
        let current = std::env::current_dir().ok();
        let starts = [crate_dir, current];
        let found = starts
            .iter()
            .flatten()
            .find_map(|start| Data::nearest(start, problem));
        let dir = found.unwrap_or_else(|| {
            panic!(
                "no folder data/{} above the crate's folder (CARGO_MANIFEST_DIR: {:?}) or the current one ({:?})",
                problem, starts[0], starts[1]
            )
        });
        Data {
            problem: problem.to_string(),
            dir,
        }
    }

    /// `data/PROBLEM` in `start` or the nearest folder above it that has one.
    fn nearest(start: &Path, problem: &str) -> Option<PathBuf> {
        start
            .ancestors()
            .map(|folder| folder.join("data").join(problem))
            .find(|dir| dir.is_dir())
    }

    /// Where tools write what they make for this workspace: `CARGO_TARGET_DIR` when set, else
    /// `target/` beside the folder that holds `data/` (found at run time, as `of` says).
    pub fn target_dir(&self) -> PathBuf {
        crate::facts::target_dir(&self.dir.join("../.."))
    }

    pub fn path(&self, file: &str) -> PathBuf {
        self.dir.join(file)
    }

    /// A file's bytes; panics naming the file when it cannot be read. (A bench's input read at
    /// run time stays opaque to the optimizer without `std::hint::black_box`, Rust 1.66.)
    pub fn bytes(&self, file: &str) -> Vec<u8> {
        let path = self.path(file);
        fs::read(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
    }

    /// A file as text for an oracle: the judge-file quirks the scanner absorbs (a leading
    /// byte-order mark, 0x1A as a blank) undone, CRLF read as LF, other bytes decoded lossily.
    /// The binaries meet the raw bytes in check.sh.
    pub fn text(&self, file: &str) -> String {
        let bytes = self.bytes(file);
        let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
        let blanked: Vec<u8> = bytes
            .iter()
            .map(|&b| if b == 0x1a { b' ' } else { b })
            .collect();
        String::from_utf8_lossy(&blanked).replace("\r\n", "\n")
    }

    /// One case by name, `NAME.in` with `NAME.out`.
    pub fn case(&self, name: &str) -> DataCase {
        DataCase {
            name: name.to_string(),
            input: self.text(&format!("{}.in", name)),
            expected: self.text(&format!("{}.out", name)),
        }
    }

    /// The names of the `.in` files, sorted.
    fn names(&self) -> Vec<String> {
        let entries =
            fs::read_dir(&self.dir).unwrap_or_else(|e| panic!("{}: {}", self.dir.display(), e));
        let mut names: Vec<String> = entries
            .map(|entry| entry.expect("a readable directory entry").path())
            .filter(|path| path.extension().map_or(false, |ext| ext == "in"))
            .filter_map(|path| Some(path.file_stem()?.to_string_lossy().into_owned()))
            .collect();
        names.sort();
        names
    }

    fn has(&self, name: &str, extension: &str) -> bool {
        self.path(&format!("{}.{}", name, extension)).exists()
    }

    /// Every case but the bad inputs, sorted by name.
    pub fn cases(&self) -> Vec<DataCase> {
        let names = self.names().into_iter();
        names
            .filter(|name| !self.has(name, "err"))
            .map(|name| self.case(&name))
            .collect()
    }

    /// Every case with a `NAME.warn`.
    pub fn warned_cases(&self) -> Vec<WarnedCase> {
        let names = self.names().into_iter();
        names
            .filter(|name| self.has(name, "warn"))
            .map(|name| WarnedCase {
                input: self.text(&format!("{}.in", name)),
                expected: self.text(&format!("{}.out", name)),
                warning: Some(self.text(&format!("{}.warn", name))),
                name,
            })
            .collect()
    }

    /// Every bad input (`NAME.err`), sorted by name.
    pub fn bad_cases(&self) -> Vec<BadCase> {
        let names = self.names().into_iter();
        names
            .filter(|name| self.has(name, "err"))
            .map(|name| BadCase {
                input: self.bytes(&format!("{}.in", name)),
                printed: self.text(&format!("{}.out", name)),
                error: self.text(&format!("{}.err", name)),
                name,
            })
            .collect()
    }

    /// The cases whose row in the case table, `data/PROBLEM/README.md` (`| NAME | what it
    /// catches |`), begins `outside the promise:`: inputs the statement promises a judge never
    /// sends (the judge reads the same rows for check.sh: scripts/tools/src/judge/cases/mod.rs).
    pub fn marked_outside(&self) -> Vec<String> {
        let table = fs::read_to_string(self.path("README.md")).unwrap_or_default();
        table
            .lines()
            .filter_map(|line| {
                let mut cells = line.split('|').skip(1).map(str::trim);
                let (name, text) = (cells.next()?, cells.next()?);
                text.starts_with("outside the promise:")
                    .then(|| name.to_string())
            })
            .collect()
    }

    /// Checks the case table's `outside the promise:` marks: a clean case is marked exactly
    /// when `breaks` says it breaks one of the statement's promises that no bytes show (one
    /// walk or none, a monster at least), checked by the caller's own code, or when the judge
    /// sets it apart for its bytes (no terminator, text after it). Panics at the first case
    /// that disagrees; returns how many are marked.
    pub fn check_outside_marks<B>(&self, breaks: B) -> usize
    where
        B: Fn(&DataCase) -> bool,
    {
        let marked = self.marked_outside();
        let for_bytes = self.outside_for_its_bytes();
        for case in self.cases() {
            let outside = breaks(&case) || for_bytes.contains(&case.name);
            let shown = if outside { "outside" } else { "within" };
            assert_eq!(
                marked.contains(&case.name),
                outside,
                "{}: {} the promise, but its row says otherwise",
                case.name,
                shown
            );
        }
        marked.len()
    }

    /// The cases the judge sets outside the promise for their bytes alone (no terminator, text
    /// after it: `crate::judge::cases::promise`), as the problem's counted judge would serve them.
    fn outside_for_its_bytes(&self) -> Vec<String> {
        use crate::judge::cases::Kind;
        let (promise, judges) = super::promise_of(&self.problem);
        self.cases()
            .into_iter()
            .map(|case| case.name)
            .filter(|name| {
                let bytes = self.bytes(&format!("{}.in", name));
                let apart = promise.apart(&bytes, &judges.hosts[0]);
                apart.map_or(false, |a| a.kind == Kind::Outside)
            })
            .collect()
    }

    /// Checks every clean case's expected output against `oracle`, which returns `None` for a
    /// case it leaves to a check of its own (say why where it is called). Panics at the first
    /// difference; returns how many cases the oracle confirmed.
    pub fn check_oracle<O>(&self, oracle: O) -> usize
    where
        O: Fn(&DataCase) -> Option<String>,
    {
        let mut confirmed = 0;
        for case in self.cases() {
            if let Some(answer) = oracle(&case) {
                assert!(
                    answer == case.expected,
                    "{}/{}.out differs from the oracle's answer:\n--- expected ---\n{}--- oracle ---\n{}",
                    self.problem,
                    case.name,
                    case.expected,
                    answer
                );
                confirmed += 1;
            }
        }
        confirmed
    }

    /// Fails unless `NAME.in` and `NAME.out` hold `made` (input, output), as its generator
    /// makes them today; `--ignored` tests rewrite them.
    #[track_caller]
    pub fn assert_generated(&self, name: &str, made: &(String, String)) {
        let regenerate = format!(
            "regenerate: cargo test --release -p {} -- --ignored",
            self.problem
        );
        let on_disk = |extension: &str| {
            let path = self.path(&format!("{}.{}", name, extension));
            fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
        };
        assert!(
            on_disk("in") == made.0,
            "{}.in differs; {}",
            name,
            regenerate
        );
        assert!(
            on_disk("out") == made.1,
            "{}.out differs; {}",
            name,
            regenerate
        );
    }

    /// Writes `made` (input, output) as `NAME.in` and `NAME.out`.
    pub fn write_generated(&self, name: &str, made: &(String, String)) {
        for (extension, text) in [("in", &made.0), ("out", &made.1)] {
            let path = self.path(&format!("{}.{}", name, extension));
            fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
        }
    }
}
