//! A problem's judges, each with its own limits, read from `[package.metadata.problem]` of
//! `PROBLEM/Cargo.toml`, where they are written once:
//!
//! ```toml
//! time-limit = 1      # our builds: the strictest of the judges' limits (a test holds it)
//! memory-limit = 10
//! judges = [
//!     { name = "BOJ", time-limit = 1, memory-limit = 128 },
//!     { name = "POJ", time-limit = 1, memory-limit = 10 },
//! ]
//! ```
//!
//! The first judge's verdict counts for a user's program, under that judge's limits, unless
//! the user names another (`--judge NAME`). The reader knows only this much TOML: `key =
//! value` lines (a number or a quoted string), and the `judges` array with one inline table
//! a line; `#` starts a comment.

use super::run::Limits;
use super::verdict::{judges, Judge};
use std::path::Path;
use std::time::Duration;

/// A judge that hosts the problem, with its limits for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Host {
    pub judge: Judge,
    /// Seconds of CPU time per input file.
    pub seconds: f64,
    pub megabytes: u64,
}

impl Host {
    /// Its limits for one run, with `output_bytes` of output.
    pub fn limits(&self, output_bytes: usize) -> Limits {
        Limits {
            time: Duration::from_secs_f64(self.seconds),
            memory_kb: self.megabytes * 1024,
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

/// What `[package.metadata.problem]` says about judging.
#[derive(Clone, Debug)]
pub struct Facts {
    /// The limits our own builds are held to (`time-limit`, `memory-limit`).
    pub seconds: f64,
    pub megabytes: u64,
    /// The judges that host it, in the order written.
    pub hosts: Vec<Host>,
}

impl Facts {
    /// Reads the facts of the `Cargo.toml` at `path`. Errors name the file and the line.
    pub fn read(path: &Path) -> Result<Facts, String> {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))?;
        Facts::parse(&text).map_err(|why| format!("{}: {}", path.display(), why))
    }

    /// The facts in the text of a `Cargo.toml`.
    pub fn parse(text: &str) -> Result<Facts, String> {
        let mut inside = false;
        let mut in_judges = false;
        let (mut seconds, mut megabytes, mut hosts) = (None, None, Vec::new());
        for (i, line) in text.lines().enumerate() {
            let line = uncommented(line).trim();
            let at = |why: String| format!("line {}: {}", i + 1, why);
            if line.starts_with('[') && !in_judges {
                inside = line == "[package.metadata.problem]";
                continue;
            }
            if !inside || line.is_empty() {
                continue;
            }
            if in_judges {
                if line == "]" {
                    in_judges = false;
                } else {
                    hosts.push(host(line).map_err(at)?);
                }
                continue;
            }
            match key_value(line) {
                Some(("time-limit", value)) => seconds = Some(positive(value).map_err(at)?),
                Some(("memory-limit", value)) => megabytes = Some(whole(value).map_err(at)?),
                Some(("judges", "[")) => in_judges = true,
                Some(("judges", _)) => {
                    return Err(at("judges = [ must open a list, one judge a line".into()))
                }
                _ => {}
            }
        }
        let missing = |key: &str| format!("[package.metadata.problem] has no {}", key);
        if hosts.is_empty() {
            return Err(missing("judges"));
        }
        Ok(Facts {
            seconds: seconds.ok_or_else(|| missing("time-limit"))?,
            megabytes: megabytes.ok_or_else(|| missing("memory-limit"))?,
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

/// `line` without its comment (a `#` outside double quotes).
fn uncommented(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// `key = value`, both trimmed.
fn key_value(text: &str) -> Option<(&str, &str)> {
    let (key, value) = text.split_once('=')?;
    Some((key.trim(), value.trim()))
}

/// A positive number of seconds ("1", "1.5").
fn positive(value: &str) -> Result<f64, String> {
    value
        .parse::<f64>()
        .ok()
        .filter(|v| *v > 0.0 && v.is_finite())
        .ok_or_else(|| format!("a positive number is needed, found {:?}", value))
}

/// A positive whole number of megabytes.
fn whole(value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .ok()
        .filter(|v| *v > 0)
        .ok_or_else(|| format!("a positive whole number is needed, found {:?}", value))
}

/// One judge of the list: `{ name = "BOJ", time-limit = 1, memory-limit = 128 },`.
fn host(line: &str) -> Result<Host, String> {
    let inner = line
        .trim_end_matches(',')
        .trim()
        .strip_prefix('{')
        .and_then(|rest| rest.strip_suffix('}'))
        .ok_or_else(|| {
            format!(
                "a judge is {{ name = \"...\", time-limit = S, memory-limit = MB }}, found {:?}",
                line
            )
        })?;
    let (mut name, mut seconds, mut megabytes) = (None, None, None);
    for pair in inner.split(',') {
        match key_value(pair) {
            Some(("name", value)) => name = Some(value.trim_matches('"')),
            Some(("time-limit", value)) => seconds = Some(positive(value)?),
            Some(("memory-limit", value)) => megabytes = Some(whole(value)?),
            _ => return Err(format!("unknown part {:?} of a judge", pair.trim())),
        }
    }
    let name = name.ok_or("a judge needs a name")?;
    let judge = judges(name)?
        .first()
        .copied()
        .ok_or("a judge needs a name")?;
    Ok(Host {
        judge,
        seconds: seconds.ok_or_else(|| format!("judge {} needs a time-limit", name))?,
        megabytes: megabytes.ok_or_else(|| format!("judge {} needs a memory-limit", name))?,
    })
}
