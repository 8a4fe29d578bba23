//! How our bundles become programs: each bundle compiled with bare `rustc -O -D warnings` on
//! every edition, and with an older rustc (Debian's, at `/usr/bin/rustc`) on the editions it
//! knows when it is older than the default one, each as `--submit` builds a user's file (the
//! row of `languages::BUNDLE_BUILDS` for its edition, by `submit::Submission`).

use super::languages;
use super::submit::{Submission, Unbuilt, BINARY};
use super::toolchain::tool_version;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The editions the default rustc compiles each bundle on.
pub const EDITIONS: [&str; 4] = ["2015", "2018", "2021", "2024"];
/// Debian's packaged rustc: the oldest compiler the bundles are proven on (the workspace's
/// rust-version), on the editions it knows.
pub const OLD_RUSTC: &str = "/usr/bin/rustc";
pub const OLD_EDITIONS: [&str; 3] = ["2015", "2018", "2021"];
/// A bundle's size limit: the smallest source limit among the judges (Codeforces, 64 KiB).
pub const BUNDLE_LIMIT: usize = 65536;
/// A compiler the bundles are compiled by.
#[derive(Clone, Debug)]
pub struct Compiler {
    pub path: String,
    /// Its rows' label before the edition: "bundle", "rustc 1.63.0".
    pub label: String,
    /// Its name in a row of a build it failed to make: "rustc", "rustc 1.63.0".
    pub name: String,
    pub editions: &'static [&'static str],
}

/// The compilers: the default rustc, then the older one, or why there is none.
pub fn compilers() -> (Compiler, Result<Compiler, String>) {
    let default_version = version("rustc").unwrap_or_default();
    let default = Compiler {
        path: "rustc".into(),
        label: "bundle".into(),
        name: "rustc".into(),
        editions: &EDITIONS,
    };
    let old = match version(OLD_RUSTC) {
        None if !Path::new(OLD_RUSTC).exists() => {
            Err(format!("no {} (Debian: apt-get install rustc)", OLD_RUSTC))
        }
        Some(old) if older(&old, &default_version) => Ok(Compiler {
            path: OLD_RUSTC.into(),
            label: format!("rustc {}", old),
            name: format!("rustc {}", old),
            editions: &OLD_EDITIONS,
        }),
        old => Err(format!(
            "{} is {}, not older than rustc {}",
            OLD_RUSTC,
            old.as_deref().unwrap_or("unusable"),
            default_version
        )),
    };
    (default, old)
}

/// `rustc --version`'s number ("1.63.0"), or None when it cannot be run.
fn version(rustc: &str) -> Option<String> {
    let line = tool_version(rustc)?;
    line.split_whitespace().nth(1).map(str::to_string)
}

/// Whether version `a` comes before version `b`, number by number ("1.63.0" < "1.100.0");
/// a suffix such as "-nightly" is ignored.
pub fn older(a: &str, b: &str) -> bool {
    let numbers = |v: &str| -> Vec<u64> {
        v.split(['.', '-'])
            .map_while(|part| part.parse().ok())
            .collect()
    };
    numbers(a) < numbers(b)
}

/// One compilation's outcome.
pub struct Compiled {
    /// The row's label ("bundle 2021", "rustc 1.63.0 2015") and the step's name.
    pub label: String,
    pub step: String,
    pub compiler: String,
    pub binary: PathBuf,
    pub seconds: f64,
    /// Why it failed, with the last lines of the compiler's output; None when it made the
    /// binary.
    pub failure: Option<String>,
    pub log: Vec<String>,
}

/// `compiler` on the bundle `source` on `edition`, as `--submit` builds a user's file: the
/// row of `languages::BUNDLE_BUILDS` for the edition (`-O --edition E -D warnings`, the step
/// named by the command it ran), built by
/// `submit::Submission` in a folder of its own beside the bundle under `timeout` of CPU time
/// (the compiler and its own children end together: the one runner); succeeds only when
/// this compilation made the binary (the folder is made anew).
pub fn compile(source: &Path, compiler: &Compiler, edition: &str, timeout: Duration) -> Compiled {
    let stem = source
        .file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    // builds compiled side by side each have a folder ("rustc 1.63.0" gives rustc-1-63-0)
    let name = format!("{}-{}-{}", stem, compiler.label, edition).replace([' ', '.'], "-");
    let dir = source.with_file_name(&name);
    let started = Instant::now();
    // the step is named by the command the build ran, as its row of BUNDLE_BUILDS filled it
    // in; a build that ran none (no row, a compiler that could not start) by what it is
    let unrun = format!("{} on edition {}: {}.rs", compiler.path, edition, stem);
    let (step, failure, log) = match languages::bundle_build_on(edition) {
        None => (
            unrun,
            Some(format!("no build of ours on edition {}", edition)),
            Vec::new(),
        ),
        Some(language) => {
            let submission = Submission {
                source,
                language,
                memory_mb: 0,
                dir: dir.clone(),
                timeout,
                rustc: &compiler.path,
                hidden: Vec::new(),
            };
            match submission.build() {
                Ok(built) => (built.compile, None, Vec::new()),
                Err(Unbuilt::CompileError {
                    command,
                    log,
                    timed_out,
                    ..
                }) => {
                    let why = if timed_out {
                        format!("timed out after {} s (CHECK_TIMEOUT)", timeout.as_secs())
                    } else {
                        "it failed".to_string()
                    };
                    (command, Some(why), log)
                }
                Err(other) => (unrun, Some(format!("{:?}", other)), Vec::new()),
            }
        }
    };
    Compiled {
        label: format!("{} {}", compiler.label, edition),
        step,
        compiler: compiler.name.clone(),
        binary: dir.join(BINARY),
        seconds: started.elapsed().as_secs_f64(),
        failure,
        log,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn versions_compare_number_by_number() {
        assert!(older("1.63.0", "1.95.0"));
        assert!(older("1.63.0", "1.100.0"));
        assert!(!older("1.95.0", "1.95.0"));
        assert!(!older("1.95.0", "1.63.0"));
        assert!(older("1.63.0", "1.64.0-nightly"));
    }

    #[test]
    fn a_compilation_that_fails_or_times_out_makes_no_build() {
        crate::judge::run::process::Charge::take();
        let dir = std::env::temp_dir().join(format!("builds-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let fine = dir.join("fine.rs");
        fs::write(&fine, "fn main() {}\n").unwrap();
        let slow = compile(&fine, &compilers().0, "2021", Duration::from_millis(1));
        assert_eq!(
            slow.failure.as_deref(),
            Some("timed out after 0 s (CHECK_TIMEOUT)")
        );
        let made = compile(&fine, &compilers().0, "2021", Duration::from_secs(60));
        assert_eq!(made.failure, None);
        assert!(made.binary.is_file());
        let source = dir.join("broken.rs");
        fs::write(&source, "fn main() { let x = 1; }\n").unwrap();
        let compiled = compile(&source, &compilers().0, "2021", Duration::from_secs(60));
        assert!(
            compiled.failure.is_some(),
            "an unused variable is a warning, denied"
        );
        assert!(
            compiled.log.iter().any(|l| l.contains("unused variable")),
            "{:?}",
            compiled.log
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
