//! versus's command line: the generator's options (`Settings`), which versus.sh hands it
//! after our binary and the problem's facts, the user's words last; versus.sh's usage
//! (`usage.txt`), printed by the generator when versus.sh names a problem but no program, and
//! by `tools versus-usage` for words that name no problem (`usage_status`).

use super::Size;
use crate::args::{self, Misuse, Opt};
use crate::judge::build::grounds::Grounds;
use std::path::{Path, PathBuf};

/// The generator's own usage; `scripts/versus.sh --help` explains versus to users.
pub(super) const USAGE: &str = "\
usage: PROBLEM-gen [--seed S] [--size tiny|small|max|worst]     prints one generated input
       PROBLEM-gen --ours PATH --facts CARGO_TOML 'COMMAND' | --submit FILE [--lang NAME]
                   [--judge NAME] [--time-limit SEC] [--cases N] [--size tiny|small|max|worst]
                   [--seed S] [--save-dir DIR] [--result FILE]
--result FILE: what was found, for a program to read: one line of tab-separated key=value
fields, verdict (AC, or the failure's code: WA, RE, ...), agreed (cases before it), unit;
on a failure also seed, and cases, size (in units), contents (in words) and bytes of the
shrunk input.
scripts/versus.sh PROBLEM 'COMMAND' [options] builds our binary and this generator and runs
the second form with the problem's Cargo.toml (its judges and their limits); see
scripts/versus.sh --help.";

/// What the command line asks for.
pub(super) struct Settings {
    pub(super) seed: u64,
    pub(super) size: Size,
    pub(super) cases: u64,
    pub(super) time_limit: Option<f64>,
    pub(super) facts: Option<PathBuf>,
    pub(super) judge: Option<String>,
    /// Their COMMAND, the one word that is no option.
    pub(super) command: Option<String>,
    /// Their source FILE (`--submit`), and the judge's language it names (`--lang`).
    pub(super) submit: Option<String>,
    pub(super) lang: Option<String>,
    pub(super) ours: Option<String>,
    /// Where a failure is saved: the one given, else the workspace's target/versus/.
    pub(super) save_dir: Option<PathBuf>,
    pub(super) result: Option<PathBuf>,
    /// A file built outside the session's sandbox, handed to the generator inside it
    /// (`super::theirs`): its folder, the line that runs it there, the judge's language it
    /// was built in and what its verdicts rest on.
    pub(super) built_in: Option<PathBuf>,
    pub(super) built_run: Option<String>,
    pub(super) language: Option<String>,
    pub(super) grounds: Grounds,
}

/// versus's options (src/args.rs reads them), each with a value.
const OPTS: [Opt; 15] = [
    Opt::value("--seed", ""),
    Opt::value("--cases", ""),
    Opt::value("--size", ""),
    Opt::value("--time-limit", ""),
    Opt::value("--facts", ""),
    Opt::value("--judge", ""),
    Opt::value("--submit", "--submit needs a FILE"),
    Opt::value("--lang", ""),
    Opt::value("--ours", ""),
    Opt::value("--save-dir", ""),
    Opt::value("--result", ""),
    Opt::value("--built-in", ""),
    Opt::value("--built-run", ""),
    Opt::value("--language", ""),
    Opt::value("--grounds", ""),
];

impl Settings {
    /// The workspace: the folder of the problem's folder, which holds `--facts`.
    pub(super) fn root(&self) -> PathBuf {
        let facts = self.facts.as_deref().unwrap_or_else(|| Path::new("."));
        let root = facts.parent().and_then(Path::parent);
        root.map_or_else(|| PathBuf::from("."), Path::to_path_buf)
    }

    /// Where a failure's input and our output are saved.
    pub(super) fn save_dir(&self) -> PathBuf {
        match &self.save_dir {
            Some(dir) => dir.clone(),
            None => crate::facts::target_dir(&self.root()).join("versus"),
        }
    }
}

pub(super) fn parse_args(args: &[String]) -> Result<Settings, String> {
    let mut settings = Settings {
        seed: 1,
        size: Size::Small,
        cases: 100,
        time_limit: None,
        facts: None,
        judge: None,
        command: None,
        submit: None,
        lang: None,
        ours: None,
        save_dir: None,
        result: None,
        built_in: None,
        built_run: None,
        language: None,
        grounds: Grounds::default(),
    };
    let parsed = args::parse(&OPTS, args).map_err(|misuse| match misuse {
        Misuse::Unknown(word) => format!("unknown option {:?}", word),
        misuse => misuse.to_string(),
    })?;
    match parsed.positionals.as_slice() {
        [] => {}
        [command] => settings.command = Some(command.clone()),
        [_, word, ..] => return Err(format!("unknown option {:?}", word)),
    }
    for flag in OPTS.iter().map(|opt| opt.name) {
        if let Some(value) = parsed.value(flag) {
            apply(&mut settings, flag, value)?;
        }
    }
    Ok(settings)
}

/// Sets what option `flag` says to `value`.
fn apply(settings: &mut Settings, flag: &str, value: &str) -> Result<(), String> {
    let number = |what: &str| {
        value
            .parse::<u64>()
            .map_err(|_| format!("{} needs {}, found {:?}", flag, what, value))
    };
    let text = || Some(value.to_string());
    match flag {
        "--seed" => settings.seed = number("a whole number")?,
        "--cases" => {
            settings.cases = number("a positive whole number")?;
            if settings.cases == 0 {
                return Err(format!(
                    "--cases needs a positive whole number, found {:?}",
                    value
                ));
            }
        }
        "--size" => {
            settings.size = Size::parse(value).ok_or_else(|| {
                format!("--size needs tiny, small, max or worst, found {:?}", value)
            })?
        }
        "--time-limit" => settings.time_limit = Some(seconds(value)?),
        "--facts" => settings.facts = Some(PathBuf::from(value)),
        "--judge" => settings.judge = text(),
        "--submit" => settings.submit = text(),
        "--lang" => settings.lang = text(),
        "--ours" => settings.ours = text(),
        "--save-dir" => settings.save_dir = Some(PathBuf::from(value)),
        "--result" => settings.result = Some(PathBuf::from(value)),
        "--built-in" => settings.built_in = Some(PathBuf::from(value)),
        "--built-run" => settings.built_run = text(),
        "--language" => settings.language = text(),
        "--grounds" => settings.grounds = Grounds::parse(value)?,
        _ => return Err(format!("unknown option {:?}", flag)),
    }
    Ok(())
}

/// A time limit: seconds, 0 < SEC <= 3600.
fn seconds(value: &str) -> Result<f64, String> {
    value
        .parse::<f64>()
        .ok()
        .filter(|s| *s > 0.0 && *s <= 3600.0)
        .ok_or_else(|| {
            format!(
                "--time-limit needs seconds (0 < SEC <= 3600), found {:?}",
                value
            )
        })
}

/// versus.sh's usage, with the problems of the workspace at `root` that have a generator.
pub fn usage(root: &Path) -> String {
    let problems = super::self_test::problems(root).join(" ");
    include_str!("usage.txt").replace("{problems}", &problems)
}

/// What versus.sh says to `words` that name no problem with a generator (`tools
/// versus-usage`): its usage on stdout for `--help` (exit status 0); else, on stderr, the
/// unknown problem named before a program, or the usage (exit status 2).
pub fn usage_status(root: &Path, words: &[String]) -> i32 {
    match words {
        [help, ..] if help == "--help" || help == "-h" => {
            print!("{}", usage(root));
            0
        }
        [problem, _, ..] => {
            let problems = super::self_test::problems(root).join(" ");
            eprintln!(
                "versus.sh: unknown problem '{}' (one of: {})",
                problem, problems
            );
            2
        }
        _ => {
            eprint!("{}", usage(root));
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_parse_or_explain() {
        let args =
            |text: &str| -> Vec<String> { text.split_whitespace().map(String::from).collect() };
        let s = parse_args(&args("--seed 7 --size max --cases 3 --time-limit 0.5")).unwrap();
        assert_eq!(
            (s.seed, s.size, s.cases, s.time_limit),
            (7, Size::Max, 3, Some(0.5))
        );
        assert_eq!(
            parse_args(&args("--size huge")).err().as_deref(),
            Some("--size needs tiny, small, max or worst, found \"huge\"")
        );
        // as versus.sh passes a limit written 1.5 in the problem's facts
        let s = parse_args(&args("--time-limit 1.5 --result r.txt")).unwrap();
        assert_eq!(s.time_limit, Some(1.5));
        assert_eq!(s.result, Some(PathBuf::from("r.txt")));
        assert!(parse_args(&args("--seed")).is_err());
        assert!(parse_args(&args("--time-limit -1")).is_err());
        assert!(parse_args(&args("--colour red")).is_err());
        // their COMMAND is the one word that is no option, wherever it stands
        let s = parse_args(&args("--cases 3 ./a.out --seed 2")).unwrap();
        assert_eq!(
            (s.command.as_deref(), s.cases, s.seed),
            (Some("./a.out"), 3, 2)
        );
        assert!(parse_args(&args("./a.out extra")).is_err());
    }
}
