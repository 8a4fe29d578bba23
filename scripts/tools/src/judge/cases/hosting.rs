//! The judges that host a problem (`Hosting`), each with its own limits (`Host`), as the
//! judge uses them: read through the one reader of the problem's facts (`crate::facts`) from
//! `PROBLEM/Cargo.toml`, where they are written once:
//!
//! ```toml
//! [package.metadata.problem]
//! time-limit = 1      # our builds: the strictest of the judges' limits (a test holds it)
//! memory-limit = 10
//! [package.metadata.problem.judges]
//! BOJ = { time-limit = 1, memory-limit = 128, line-ends = "LF" }
//! POJ = { time-limit = 1, memory-limit = 10, line-ends = "LF" }
//! ```
//!
//! The first judge's verdict counts for a user's program, under that judge's limits, unless
//! the user names another (`--judge NAME`).

use crate::facts::{positive, Value};
use crate::judge::build::languages::Language;
use crate::judge::run::{Limits, OUTPUT_LIMIT_BYTES};
use crate::judge::verdict::{judges, Judge};
use std::path::Path;
use std::time::Duration;

/// A judge that hosts the problem, with its limits for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Host {
    pub judge: Judge,
    /// Seconds of CPU time per input file.
    pub seconds: f64,
    pub megabytes: u64,
    /// Whether its data is known to carry CRLF line ends (`line-ends = "LF CRLF"`); every
    /// judge's may carry LF.
    pub crlf: bool,
}

impl Host {
    /// Its limits for one run, with `output_bytes` of output, and with what it adds for
    /// `language` when the program was built in one of its languages (`--submit`).
    pub fn limits(&self, output_bytes: usize, language: Option<&Language>) -> Limits {
        let (seconds, megabytes) = match language {
            Some(language) => language.extra.applied(self.seconds, self.megabytes),
            None => (self.seconds, self.megabytes),
        };
        Limits {
            time: Duration::from_secs_f64(seconds),
            memory_kb: megabytes * 1024,
            output_bytes,
        }
    }

    /// "BOJ: 1 s, 128 MB".
    pub fn words(&self) -> String {
        format!(
            "{}: {} s, {} MB",
            self.judge.name, self.seconds, self.megabytes
        )
    }
}

/// What `[package.metadata.problem]` says about judging: the problem's hosting judges with
/// their limits (the problem's other facts are `crate::facts::Facts`).
#[derive(Clone, Debug)]
pub struct Hosting {
    /// The limits our own builds are held to (`time-limit`, `memory-limit`).
    pub seconds: f64,
    pub megabytes: u64,
    /// The judges that host it, in the order written.
    pub hosts: Vec<Host>,
}

impl Hosting {
    /// Reads the facts of the `Cargo.toml` at `path`. Errors name the file and the line.
    pub fn read(path: &Path) -> Result<Hosting, String> {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))?;
        Hosting::parse_file(path, &text)
    }

    /// The facts in the text of a `Cargo.toml`.
    pub fn parse(text: &str) -> Result<Hosting, String> {
        Hosting::parse_file(Path::new("Cargo.toml"), text)
    }

    fn parse_file(path: &Path, text: &str) -> Result<Hosting, String> {
        let facts = crate::facts::Facts::parse("", path, text)?;
        let at = |why: String| format!("{}: {}", path.display(), why);
        let megabytes = whole(facts.text("memory-limit")?).map_err(at)?;
        let mut hosts = Vec::new();
        for (name, value) in facts.table("judges") {
            hosts.push(host(name, value).map_err(at)?);
        }
        if hosts.is_empty() {
            return Err(at("[package.metadata.problem.judges] names no judge".into()));
        }
        Ok(Hosting {
            seconds: facts.number("time-limit")?,
            megabytes,
            hosts,
        })
    }

    /// The judges, the one named first (the one whose verdict and limits count), the others
    /// in their order; the first written when `name` is None.
    pub fn counted_first(&self, name: Option<&str>) -> Result<Vec<Host>, String> {
        let name = match name {
            None => return Ok(self.hosts.clone()),
            Some(name) => name,
        };
        let chosen = self
            .hosts
            .iter()
            .find(|h| h.judge.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                let names: Vec<&str> = self.hosts.iter().map(|h| h.judge.name).collect();
                format!(
                    "no judge {:?} hosts this problem (its judges: {})",
                    name,
                    names.join(", ")
                )
            })?;
        let mut ordered = vec![*chosen];
        ordered.extend(self.hosts.iter().filter(|h| h != &chosen));
        Ok(ordered)
    }

    /// The limits our own builds are held to on each case (`time-limit`, `memory-limit`: the
    /// strictest of the judges', which a test holds them to), with the output limit of every
    /// run.
    pub fn builds_limits(&self) -> Limits {
        Limits {
            time: Duration::from_secs_f64(self.seconds),
            memory_kb: self.megabytes * 1024,
            output_bytes: OUTPUT_LIMIT_BYTES,
        }
    }

    /// The strictest of the judges' limits: (seconds, megabytes).
    pub fn strictest(&self) -> (f64, u64) {
        let seconds = self
            .hosts
            .iter()
            .map(|h| h.seconds)
            .fold(f64::MAX, f64::min);
        let megabytes = self.hosts.iter().map(|h| h.megabytes).min().unwrap_or(0);
        (seconds, megabytes)
    }
}

/// A positive whole number of megabytes.
fn whole(value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .ok()
        .filter(|v| *v > 0)
        .ok_or_else(|| format!("a positive whole number is needed, found {:?}", value))
}

/// One judge of the table: `NAME = { time-limit = S, memory-limit = MB, line-ends = ENDS }`,
/// NAME one of the judges the verdicts know, ENDS `"LF"` or, where the judge is known to
/// serve them, `"LF CRLF"`.
fn host(name: &str, value: &Value) -> Result<Host, String> {
    let judge = judges(name)?
        .first()
        .copied()
        .ok_or("a judge needs a name")?;
    let field = |key: &str| {
        value.field(key).ok_or_else(|| {
            format!(
                "judge {}: no {} (NAME = {{ time-limit = S, memory-limit = MB, line-ends = \"LF\" }})",
                name, key
            )
        })
    };
    Ok(Host {
        judge,
        seconds: positive(field("time-limit")?)?,
        megabytes: whole(field("memory-limit")?)?,
        crlf: match field("line-ends")? {
            "LF" => false,
            "LF CRLF" => true,
            other => {
                return Err(format!(
                    "judge {}: line-ends = {:?}: expected \"LF\" or \"LF CRLF\"",
                    name, other
                ))
            }
        },
    })
}
