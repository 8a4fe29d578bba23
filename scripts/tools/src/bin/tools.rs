//! `tools`: the scripts' way to the workspace's facts and to the bundler, so that no script
//! reads Cargo.toml or Rust source itself.
//!
//!   tools [--root DIR] SUBCOMMAND [ARGS...]; `tools --help` lists each subcommand with what it
//!   does and where its code lives (src/bin/tools_help.txt).
//!
//! Each subcommand calls the library, and turns what it gives into an exit status. The
//! workspace is the nearest folder at or above the current one that holds `scripts/tools/`
//! (or `--root DIR`, first): never a path fixed at build time, since a target/ may serve
//! another copy of the workspace. Exit status: 0 done, 1 a check failed or a fact is
//! missing, 2 a usage error (an unknown problem too).

use std::path::{Path, PathBuf};
use std::process::exit;
use tools::args::{self, Misuse, Opt};
use tools::facts::{problems, Facts};
use tools::packaging::Mode;
use tools::registry::readme_row;
use tools::versus::self_test;
use tools::{bundle, docs, new_problem, package};

const USAGE: &str = "usage: tools [--root DIR] problems | facts PROBLEM KEY | readme-check | \
readme-row PROBLEM | docs [--links | --examples] [FILE...] | bundle [PROBLEM...] | example FILE | package PROBLEM DIR | \
packages [--verify | --install] [PROBLEM...] | statement PROBLEM | placeholders PROBLEM... | solutions PROBLEM... | plant-mistakes PROBLEM | new-problem NAME [--from PACKAGE] | new-problem-self-test | versus-self-test [--all] [PROBLEM...] | versus-usage [WORDS...] | sandbox-bench [PAIRS] | \
check [ARGS...]";

/// The options before the subcommand.
const HEAD: [Opt; 2] = [Opt::value("--root", ""), Opt::flag("--help", "-h")];

fn main() {
    let all: Vec<String> = std::env::args().skip(1).collect();
    let (head, rest) = args::parse_head(&HEAD, &all).unwrap_or_else(|misuse| usage_error(&misuse));
    if head.has("--help") {
        print!("{}", include_str!("tools_help.txt"));
        return;
    }
    let root = match head.value("--root") {
        Some(dir) => PathBuf::from(dir),
        None => tools::facts::workspace().unwrap_or_else(|| {
            eprintln!("tools: no folder holding scripts/tools/ at or above this one");
            exit(2);
        }),
    };
    let words: Vec<&str> = rest.iter().map(String::as_str).collect();
    let done = match words.as_slice() {
        ["problems"] => {
            problems(&root).iter().for_each(|p| println!("{}", p));
            Ok(())
        }
        ["facts", problem, key] => Facts::of(&root, problem).and_then(|facts| {
            let value = facts
                .get(key)
                .ok_or_else(|| format!("{}: no fact {}", problem, key))?;
            println!("{}", value.shown());
            Ok(())
        }),
        ["check", ..] => exit(tools::check::main(&root, &rest[1..])),
        ["readme-check"] => docs::readme::check(&root),
        ["readme-row", problem] => Facts::of(&root, problem)
            .and_then(|facts| readme_row(&facts).map(|row| println!("{}", row))),
        ["docs", ..] => check_docs(&root, &rest[1..]),
        ["bundle", named @ ..] => bundle::solvers(&root, named)
            .map(|paths| paths.iter().for_each(|path| println!("{}", path.display()))),
        ["new-problem"] | ["new-problem", "-h" | "--help"] => {
            print!("{}", include_str!("../new_problem_usage.txt"));
            Ok(())
        }
        ["new-problem", name] if !name.starts_with('-') => {
            made(new_problem::new(&root, name, None))
        }
        ["new-problem", name, "--from", package] if !name.starts_with('-') => {
            made(new_problem::new(&root, name, Some(Path::new(package))))
        }
        ["new-problem", ..] => {
            eprintln!("new-problem.sh: usage: new-problem.sh NAME [--from PACKAGE] (see --help)");
            exit(2)
        }
        ["new-problem-self-test"] => tools::new_problem_self_test::run(&root),
        ["versus-self-test", ..] => versus_self_test(&root, &rest[1..]),
        ["versus-usage", ..] => exit(tools::versus::usage_status(&root, &rest[1..])),
        ["sandbox-bench"] => tools::sandbox_bench::bench(&root, 7),
        ["sandbox-bench", pairs] => match pairs.parse::<usize>() {
            Ok(pairs) if pairs > 0 => tools::sandbox_bench::bench(&root, pairs),
            _ => Err(format!(
                "sandbox-bench needs a number of pairs, found {:?}",
                pairs
            )),
        },
        ["example", file] => bundle::example(&root, Path::new(file)).map(|text| print!("{}", text)),
        ["statement", problem] => {
            let page = root.join(problem).join("README.md");
            std::fs::read_to_string(&page)
                .map(|text| print!("{}", package::statement(&text)))
                .map_err(|e| format!("{}: {}", page.display(), e))
        }
        ["solutions", named @ ..] if !named.is_empty() => std::env::current_exe()
            .map_err(|e| format!("this binary: {}", e))
            .and_then(|me| tools::solutions::check_all(&root, named, &me.with_file_name("judge"))),
        ["plant-mistakes", problem] => std::env::current_exe()
            .map_err(|e| format!("this binary: {}", e))
            .and_then(|me| tools::mistakes::planted_and_named(&root, problem, &me))
            .map(|named| {
                for words in named {
                    println!(
                        "new-problem.sh --self-test: a planted mistake fails, named: {}",
                        words
                    );
                }
            }),
        ["placeholders", named @ ..] if !named.is_empty() => {
            tools::placeholders::print_left(&root, named)
        }
        ["packages", "-h" | "--help"] => {
            print!("{}", include_str!("../package_usage.txt"));
            Ok(())
        }
        ["packages", ..] => make_packages(&root, &rest[1..]),
        ["package", problem, dir] => {
            let dir = Path::new(dir);
            let _ = std::fs::remove_dir_all(dir);
            package::write(&root, problem, dir).map(|summary| println!("{}", summary))
        }
        _ => {
            eprintln!("{}", USAGE);
            exit(2);
        }
    };
    if let Err(why) = done {
        eprintln!("tools: {}", why);
        exit(1);
    }
}

/// A usage error: what is wrong, the usage, exit status 2.
fn usage_error(misuse: &Misuse) -> ! {
    eprintln!("tools: {}\n{}", misuse, USAGE);
    exit(2)
}

/// `tools docs`: the links, the examples or both (`--links`, `--examples`) of the files named
/// (every Markdown file of the workspace when none is); exits 1 when one is not as shown.
fn check_docs(root: &Path, words: &[String]) -> Result<(), String> {
    let opts = [Opt::flag("--links", ""), Opt::flag("--examples", "")];
    let parsed = args::parse(&opts, words).unwrap_or_else(|misuse| usage_error(&misuse));
    let checks = match (parsed.has("--links"), parsed.has("--examples")) {
        (true, false) => docs::Checks::Links,
        (false, true) => docs::Checks::Examples,
        _ => docs::Checks::Both,
    };
    let files: Vec<PathBuf> = if parsed.positionals.is_empty() {
        docs::documents(root)
    } else {
        parsed.positionals.iter().map(PathBuf::from).collect()
    };
    if docs::check(root, &files, checks)? {
        Ok(())
    } else {
        exit(1)
    }
}

/// `tools packages` (package.sh): the packages made, verified with `--verify`, or only their
/// tools installed with `--install` (`tools::packaging::package_sh`); its exit status.
fn make_packages(root: &Path, words: &[String]) -> Result<(), String> {
    let options = [Opt::flag("--verify", ""), Opt::flag("--install", "")];
    let parsed = args::parse(&options, words).unwrap_or_else(|misuse| {
        eprintln!("package.sh: {} (see --help)", misuse);
        exit(2)
    });
    let mode = match (parsed.has("--install"), parsed.has("--verify")) {
        (true, _) => Mode::Install,
        (false, true) => Mode::Verify,
        (false, false) => Mode::Make,
    };
    let named: Vec<&str> = parsed.positionals.iter().map(String::as_str).collect();
    match tools::packaging::package_sh(root, &named, mode)? {
        0 => Ok(()),
        status => exit(status),
    }
}

/// What `new-problem.sh` says of a problem made, each line its own; exits 2 when it was
/// refused (a name not free, a package not taken yet).
fn made(lines: Result<Vec<String>, tools::import::Refused>) -> Result<(), String> {
    match lines {
        Ok(lines) => {
            lines
                .iter()
                .for_each(|line| println!("new-problem.sh: {}", line));
            Ok(())
        }
        Err(tools::import::Refused::NotYet(why)) => {
            eprintln!("new-problem.sh: {}", why);
            exit(2)
        }
        Err(tools::import::Refused::Fault(why)) => Err(why),
    }
}

/// versus's self-test on the problems named (`--all`: every planted wrong program); exits 1
/// when a check failed, 2 for an unknown problem.
fn versus_self_test(root: &Path, words: &[String]) -> Result<(), String> {
    let parsed =
        args::parse(&[Opt::flag("--all", "")], words).unwrap_or_else(|misuse| usage_error(&misuse));
    let workspace = self_test::Workspace {
        root: root.to_path_buf(),
        target: tools::facts::target_dir(root),
    };
    match self_test::self_test(&workspace, parsed.has("--all"), &parsed.positionals) {
        Ok(true) => Ok(()),
        Ok(false) => exit(1),
        Err(why) => {
            eprintln!("versus.sh: {}", why);
            exit(2);
        }
    }
}
