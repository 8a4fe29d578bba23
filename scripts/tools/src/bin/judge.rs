//! `judge`: check.sh's way into the one judge (the `judge` module of scripts/tools): it reads
//! its options, calls one function of the library a mode, and turns what that gives into an
//! exit status.
//!
//!   judge builds [--cargo-failed] [--only NAME] [--verbose] [--colour] [--timeout SEC]
//!                --result FILE PROBLEM...
//!       every build of each PROBLEM on every case of data/PROBLEM (or NAME, in full), a
//!       table a problem; FILE gets one line of five numbers (src/judge/ours.rs).
//!   judge theirs --data DIR --problem NAME --facts CARGO_TOML [--judge NAME]
//!                [--time-limit SEC] [--only NAME] [--verbose] [--colour] [--from DIR]
//!                [--result FILE] COMMAND | --submit FILE [--lang NAME]
//!       a user's COMMAND (sh -c, from DIR), or the source FILE built as that judge builds
//!       it, on the cases that judge's data could hold, as the problem's first judge (or
//!       NAME) judges; FILE gets the verdict of a judge that stops at the first failure,
//!       then `slowest_ms=N`, the slowest counted case's CPU time (src/judge/theirs.rs).
//!   judge table DIR...
//!       each DIR's case table (README.md) has one row per case, each saying what it catches.
//!   judge languages
//!       every judge's languages, the table of src/judge/build/README.md (languages.rs).
//!   judge list --data DIR --facts CARGO_TOML [--judge NAME]
//!       the input and expected output of each case `theirs` counts, one path a line: what
//!       online-judge-tools' `oj test -d DIR` is given.
//!   judge check --facts CARGO_TOML INPUT OUTPUT ANSWER
//!       the problem's checker on one output, as `oj test --judge-command` calls a judge:
//!       exit 0 accepted, 1 rejected, 2 not judged (src/judge/verdict/checker.rs).
//!
//! Exit status: 0 when every counted case is accepted, 1 when one is not, 2 on a usage error
//! or when the program cannot be started; 128 + N when sent signal N (SIGINT, SIGTERM,
//! SIGHUP), the running program's group killed first (`tools::judge::run::process`).

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;
use tools::args::{Args, Opt};
use tools::judge::build::languages;
use tools::judge::cases::table_faults;
use tools::judge::ours;
use tools::judge::run::process::Charge;
use tools::judge::session::Stop;
use tools::judge::theirs::{self, Asked, Cases, Theirs};
use tools::judge::verdict::checker::{self, Checked};
use tools::judge::verdict::render::Render;

fn main() {
    // before any run: the runs' orphans come back to this process, and Ctrl-C is noted for
    // the run in progress to stop at (`process`)
    let charge = Charge::take();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let status = match args.split_first() {
        Some((mode, rest)) => match tools::args::parse(&OPTS, rest) {
            Ok(parsed) => mode_status(mode, &parsed),
            Err(misuse) => said(&misuse.to_string()),
        },
        None => said(USAGE),
    };
    let _ = std::io::stdout().flush();
    std::process::exit(charge.end(status));
}

const USAGE: &str =
    "usage: judge builds|theirs|list|check|table|languages [options] [PROGRAM, DIR or PROBLEM...] (see src/bin/judge.rs)";

/// Every option of every mode (src/args.rs reads them): the flags, then those with a value.
const OPTS: [Opt; 14] = [
    Opt::flag("--verbose", ""),
    Opt::flag("--cargo-failed", ""),
    Opt::flag("--colour", ""),
    Opt::value("--data", ""),
    Opt::value("--problem", ""),
    Opt::value("--facts", ""),
    Opt::value("--judge", ""),
    Opt::value("--only", ""),
    Opt::value("--from", ""),
    Opt::value("--submit", ""),
    Opt::value("--lang", ""),
    Opt::value("--result", ""),
    Opt::value("--timeout", ""),
    Opt::value("--time-limit", ""),
];

/// Runs `mode`: its exit status.
fn mode_status(mode: &str, parsed: &Args) -> i32 {
    let words = &parsed.positionals;
    match mode {
        "languages" => {
            print!("{}", languages::table());
            0
        }
        "table" | "builds" if words.is_empty() => said("no PROGRAM or COMMAND given"),
        "table" => tables(words),
        "list" => match cases(parsed).and_then(|cases| theirs::list(&cases)) {
            Ok(()) => 0,
            Err(why) => said(&why),
        },
        "builds" => judge_builds(parsed),
        "check" => check(parsed),
        "theirs" => judge_theirs(parsed),
        _ => said(USAGE),
    }
}

/// `judge table`: each fault of the folders' case tables, a line on stderr.
fn tables(dirs: &[String]) -> i32 {
    let faults = dirs.iter().flat_map(|dir| table_faults(dir.as_ref()));
    i32::from(faults.map(|fault| eprintln!("judge: {}", fault)).count() > 0)
}

/// `judge builds`: every build of each problem named (`ours::judge_problems`).
fn judge_builds(parsed: &Args) -> i32 {
    let judged = builds(parsed).map(|options| ours::judge_problems(&options, &parsed.positionals));
    match judged {
        Ok(Ok(tally)) => i32::from(tally.cases_failed + tally.steps_failed > 0),
        Ok(Err(stop)) => stopped(stop),
        Err(why) => said(&why),
    }
}

/// `judge theirs`: a user's program or file on a problem's cases (`theirs::judge`).
fn judge_theirs(parsed: &Args) -> i32 {
    match asked(parsed).map(|asked| theirs::judge(&asked)) {
        Ok(Ok(all_accepted)) => i32::from(!all_accepted),
        Ok(Err(stop)) => stopped(stop),
        Err(why) => said(&why),
    }
}

/// `judge check`: the problem's checker on one output (`checker::files`).
fn check(parsed: &Args) -> i32 {
    let checked = match (needed(parsed, "--facts"), parsed.positionals.as_slice()) {
        (Ok(facts), [input, output, answer]) => checker::files(
            facts.as_ref(),
            input.as_ref(),
            output.as_ref(),
            answer.as_ref(),
        ),
        (Err(why), _) => Err(why),
        _ => Err("check takes INPUT OUTPUT ANSWER".into()),
    };
    match checked {
        Ok(Checked::Accepted) => 0,
        Ok(Checked::Rejected(why)) => {
            println!("rejected by the checker: {}", why);
            1
        }
        Ok(Checked::Failed(why)) | Err(why) => said(&why),
    }
}

/// A usage error: one line, exit status 2.
fn said(why: &str) -> i32 {
    eprintln!("judge: {}", why);
    2
}

/// Why the judge stopped, said (a program that cannot start as check.sh says it): its exit
/// status.
fn stopped(stop: Stop) -> i32 {
    match stop {
        Stop::CannotStart(why) => {
            eprintln!("check.sh: {}", why);
            2
        }
        Stop::Io(e) => said(&e.to_string()),
        Stop::Usage(why) => said(&why),
        Stop::Interrupted(stopped) => stopped.status(),
    }
}

/// The value of `flag`, which must be given.
fn needed<'a>(parsed: &'a Args, flag: &str) -> Result<&'a str, String> {
    parsed
        .value(flag)
        .ok_or_else(|| format!("{} is needed", flag))
}

/// The number `flag` gives, if given: positive.
fn number(parsed: &Args, flag: &str) -> Result<Option<f64>, String> {
    match parsed.value(flag) {
        None => Ok(None),
        Some(text) => tools::facts::positive(text)
            .map(Some)
            .map_err(|why| format!("{}: {}", flag, why)),
    }
}

/// `builds`' settings: the workspace, what to show, each compilation's time limit.
fn builds(parsed: &Args) -> Result<ours::Options, String> {
    let root = tools::facts::workspace().unwrap_or_else(|| PathBuf::from("."));
    Ok(ours::Options {
        target: tools::facts::target_dir(&root),
        root,
        cargo_built: !parsed.has("--cargo-failed"),
        only: parsed.value("--only").map(String::from),
        verbose: parsed.has("--verbose"),
        colour: parsed.has("--colour"),
        timeout: Duration::from_secs_f64(number(parsed, "--timeout")?.unwrap_or(600.0)),
        result: PathBuf::from(needed(parsed, "--result")?),
    })
}

/// Which cases `list` and `theirs` read, as which judge.
fn cases(parsed: &Args) -> Result<Cases, String> {
    Ok(Cases {
        data: PathBuf::from(needed(parsed, "--data")?),
        facts: PathBuf::from(needed(parsed, "--facts")?),
        judge: parsed.value("--judge").map(String::from),
        only: parsed.value("--only").map(String::from),
    })
}

/// What `theirs` is asked: the cases, the COMMAND or the `--submit` FILE, and how to judge.
fn asked(parsed: &Args) -> Result<Asked, String> {
    let theirs = match (parsed.value("--submit"), parsed.positionals.as_slice()) {
        (_, [_, extra, ..]) => return Err(format!("one PROGRAM only; also found {:?}", extra)),
        // check.sh and `tools solutions` name the FILE again as the program
        (Some(file), named) => Theirs::File {
            file: named.first().map_or(file, String::as_str).to_string(),
            lang: parsed.value("--lang").map(String::from),
        },
        (None, [command]) => Theirs::Command(command.clone()),
        (None, []) => return Err("no PROGRAM or COMMAND given".into()),
    };
    Ok(Asked {
        cases: cases(parsed)?,
        problem: needed(parsed, "--problem")?.to_string(),
        theirs,
        from: PathBuf::from(parsed.value("--from").unwrap_or(".")),
        time_limit: number(parsed, "--time-limit")?,
        result: parsed.value("--result").map(PathBuf::from),
        verbose: parsed.has("--verbose"),
        render: Render {
            colour: parsed.has("--colour"),
        },
    })
}
