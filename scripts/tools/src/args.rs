//! The one command-line parser of the tools' commands (`judge`, `tools`, `tools check` behind
//! check.sh, versus's generator): options that take a value (`--judge POJ` or
//! `--judge=POJ`), flags (`-v`, `--verbose`), and positional words, in any order. Each command
//! lists what it takes as `Opt`s; what it means, and the usage text, stay the command's own.
//! A misuse names the option, in words the command may replace (`Opt::value`'s message), so
//! each command keeps its own messages and its exit status 2.

use std::fmt;

/// One option a command takes.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    /// Its name as typed, `--judge`.
    pub name: &'static str,
    /// Another name for it, `-v` for `--verbose`; empty when there is none.
    pub alias: &'static str,
    /// None for a flag; for an option that takes a value, what a usage error says when the
    /// value is missing (empty: "NAME needs a value").
    pub value: Option<&'static str>,
}

impl Opt {
    /// A flag, and its other name (or "").
    pub const fn flag(name: &'static str, alias: &'static str) -> Opt {
        Opt {
            name,
            alias,
            value: None,
        }
    }

    /// An option that takes a value; `missing` is what is said when none follows (or "").
    pub const fn value(name: &'static str, missing: &'static str) -> Opt {
        Opt {
            name,
            alias: "",
            value: Some(missing),
        }
    }
}

/// Why a command line could not be read: each names the option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misuse {
    /// A word starting with `-` that is no option of the command.
    Unknown(String),
    /// An option that takes a value came last; the message its `Opt` gives, or none.
    NoValue(&'static str, &'static str),
    /// A flag given a value with `=`.
    FlagValue(&'static str),
}

impl fmt::Display for Misuse {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Misuse::Unknown(word) => write!(f, "unknown option {}", word),
            Misuse::NoValue(name, "") => write!(f, "{} needs a value", name),
            Misuse::NoValue(_, said) => write!(f, "{}", said),
            Misuse::FlagValue(name) => write!(f, "{} takes no value", name),
        }
    }
}

/// A command line as read: each option by its `Opt::name`, in the order given, and the
/// positional words.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// Options with their values, and flags with None; a later one of a name wins.
    given: Vec<(&'static str, Option<String>)>,
    pub positionals: Vec<String>,
}

impl Args {
    /// The value of the option `name`, the last one given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.given
            .iter()
            .rev()
            .find(|(given, _)| *given == name)
            .and_then(|(_, value)| value.as_deref())
    }

    /// Which of `names` was given last, if any.
    pub fn last_of(&self, names: &[&str]) -> Option<&'static str> {
        self.given
            .iter()
            .rev()
            .map(|(given, _)| *given)
            .find(|given| names.contains(given))
    }

    /// Whether the option or flag `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.given.iter().any(|(given, _)| *given == name)
    }
}

/// Reads `words` by `opts`. An option's value is the next word whatever it looks like (a
/// command may start with `-`); a lone `-` is a positional word (stdin, for a command that
/// takes it).
pub fn parse(opts: &[Opt], words: &[String]) -> Result<Args, Misuse> {
    read(opts, words, false).map(|(args, _)| args)
}

/// Reads the options before the first positional word (a command's own, before its
/// subcommand's word): them, and the words from that one on, for the subcommand to read.
pub fn parse_head<'w>(opts: &[Opt], words: &'w [String]) -> Result<(Args, &'w [String]), Misuse> {
    read(opts, words, true).map(|(args, read)| (args, &words[read..]))
}

/// `parse`, stopping before the first positional word when `head`: what was read, and how
/// many words.
fn read(opts: &[Opt], words: &[String], head: bool) -> Result<(Args, usize), Misuse> {
    let mut args = Args::default();
    let mut at = 0;
    while let Some(word) = words.get(at) {
        at += 1;
        if !word.starts_with('-') || word == "-" {
            if head {
                return Ok((args, at - 1));
            }
            args.positionals.push(word.clone());
            continue;
        }
        let (name, inline) = match word.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (word.as_str(), None),
        };
        let opt = opts
            .iter()
            .find(|opt| opt.name == name || (!opt.alias.is_empty() && opt.alias == name))
            .ok_or_else(|| Misuse::Unknown(word.clone()))?;
        let value = match (opt.value, inline) {
            (None, None) => None,
            (None, Some(_)) => return Err(Misuse::FlagValue(opt.name)),
            (Some(_), Some(value)) => Some(value),
            (Some(missing), None) => {
                at += 1;
                let value = words.get(at - 1).cloned();
                Some(value.ok_or(Misuse::NoValue(opt.name, missing))?)
            }
        };
        args.given.push((opt.name, value));
    }
    Ok((args, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPTS: [Opt; 3] = [
        Opt::flag("--verbose", "-v"),
        Opt::value("--judge", "--judge needs a NAME"),
        Opt::value("--seed", ""),
    ];

    fn words(line: &str) -> Vec<String> {
        line.split(' ').map(String::from).collect()
    }

    #[test]
    fn options_flags_and_positional_words_in_any_order() {
        let args = parse(&OPTS, &words("robots -v --judge POJ sample --judge=BOJ -")).unwrap();
        assert!(args.has("--verbose"));
        assert_eq!(args.value("--judge"), Some("BOJ"), "the last one wins");
        assert_eq!(args.positionals, ["robots", "sample", "-"]);
        assert_eq!(args.value("--seed"), None);
    }

    #[test]
    fn a_value_may_start_with_a_dash() {
        let args = parse(&OPTS, &words("--judge -v")).unwrap();
        assert_eq!(args.value("--judge"), Some("-v"));
        assert!(!args.has("--verbose"));
    }

    #[test]
    fn the_head_stops_at_the_first_positional_word() {
        let line = words("--seed 3 -v check -v --bogus");
        let (args, rest) = parse_head(&OPTS, &line).unwrap();
        assert_eq!(args.value("--seed"), Some("3"));
        assert!(args.has("--verbose"));
        assert_eq!(rest, ["check", "-v", "--bogus"]);
    }

    #[test]
    fn each_misuse_names_its_option() {
        let misuse = |line: &str| parse(&OPTS, &words(line)).unwrap_err().to_string();
        assert_eq!(misuse("--colour"), "unknown option --colour");
        assert_eq!(misuse("robots --judge"), "--judge needs a NAME");
        assert_eq!(misuse("--seed"), "--seed needs a value");
        assert_eq!(misuse("--verbose=1"), "--verbose takes no value");
    }
}
