//! The documents checked against the workspace they describe (`tools docs`, two steps of
//! check.sh): every relative link of every Markdown file points at a file or a heading
//! (`links`), and every block marked as an example runs and prints what it shows (`example`
//! finds and runs them, `shown` compares). The marker and the masks are the manual's:
//! this folder's README.md, "Examples that are checked". Apart: the README's problem table held
//! to the problems' facts (`readme`, `tools readme-check`).
//!
//! The documents are every `*.md` of the workspace outside `target/` and hidden folders: the
//! README, the manuals, each problem's page, the data tables, the template's.

pub mod example;
pub mod links;
pub mod readme;
pub mod shown;
#[cfg(test)]
mod tests;

use example::{Example, Mode, Shown};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Seconds a command of an example may take before it counts as failed: the slowest shown
/// today (a versus run at size worst) takes under 30.
pub const SECONDS_PER_COMMAND: u64 = 300;

/// Every Markdown document of the workspace at `root`, relative to it, sorted: each `*.md`
/// outside folders named `target` and hidden ones.
pub fn documents(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    collect(root, Path::new(""), &mut found);
    found.sort();
    found
}

fn collect(root: &Path, folder: &Path, found: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(root.join(folder))
        .into_iter()
        .flatten()
        .flatten();
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = folder.join(&name);
        let is_dir = entry.file_type().map_or(false, |kind| kind.is_dir());
        if is_dir && !name.starts_with('.') && name != "target" {
            collect(root, &path, found);
        } else if !is_dir && name.ends_with(".md") {
            found.push(path);
        }
    }
}

/// What `check` looks at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Checks {
    Links,
    Examples,
    Both,
}

/// Checks `files` (paths under `root`): their links, their examples or both, a line on
/// stdout for each example command and each fault. Whether all was as shown.
pub fn check(root: &Path, files: &[PathBuf], checks: Checks) -> Result<bool, String> {
    let mut faults = 0;
    let (mut links, mut commands) = (0, 0);
    for file in files {
        if checks != Checks::Examples {
            let text = fs::read_to_string(root.join(file))
                .map_err(|e| format!("{}: {}", file.display(), e))?;
            links += links::targets(&text).len();
            for fault in links::broken(root, file)? {
                println!("FAIL  broken link: {}", fault);
                faults += 1;
            }
        }
        if checks != Checks::Links {
            let (ran, failed) = check_examples(root, file)?;
            commands += ran;
            faults += failed;
        }
    }
    println!(
        "docs: {} files, {} links, {} example commands: {}",
        files.len(),
        links,
        commands,
        if faults == 0 {
            "all as shown".to_string()
        } else {
            format!("{} faults", faults)
        }
    );
    Ok(faults == 0)
}

/// Runs (or checks) every example command of `file`: how many there were, how many failed.
fn check_examples(root: &Path, file: &Path) -> Result<(usize, usize), String> {
    let text =
        fs::read_to_string(root.join(file)).map_err(|e| format!("{}: {}", file.display(), e))?;
    let found = example::examples(&text).map_err(|why| format!("{}: {}", file.display(), why))?;
    let (mut ran, mut failed) = (0, 0);
    for block in &found {
        for shown in &block.commands {
            ran += 1;
            let started = Instant::now();
            let fault = fault_of(root, block, shown)?;
            let place = format!("{}:{}", file.display(), shown.line);
            match (fault, &block.mode) {
                (None, Mode::NotRun { .. }) => {
                    println!("ok    {} $ {} (not run: it parses)", place, shown.command)
                }
                (None, Mode::Run { .. }) => println!(
                    "ok    {} $ {} ({:.1} s)",
                    place,
                    shown.command,
                    started.elapsed().as_secs_f64()
                ),
                (Some(why), _) => {
                    failed += 1;
                    println!("FAIL  {} $ {}", place, shown.command);
                    why.lines().for_each(|line| println!("        {}", line));
                }
            }
        }
    }
    Ok((ran, failed))
}

/// Why one command of an example is not as shown, or `None` when it is.
fn fault_of(root: &Path, block: &Example, shown: &Shown) -> Result<Option<String>, String> {
    let exit = match &block.mode {
        Mode::NotRun { .. } => return Ok(example::unrunnable(root, &shown.command)),
        Mode::Run { exit }
            if block
                .commands
                .last()
                .map_or(false, |l| std::ptr::eq(l, shown)) =>
        {
            *exit
        }
        Mode::Run { .. } => 0,
    };
    let ran = example::run(root, &shown.command, SECONDS_PER_COMMAND)?;
    let mut why = Vec::new();
    match ran.status {
        None => why.push(format!(
            "stopped after {} s, or by a signal",
            SECONDS_PER_COMMAND
        )),
        Some(status) if status != exit => why.push(format!(
            "exit status {}, where the example says {}",
            status, exit
        )),
        Some(_) => {}
    }
    if let Some(difference) = shown::differs(&shown.lines, &ran.output) {
        why.push(difference);
    }
    if why.is_empty() {
        return Ok(None);
    }
    why.push("what it printed:".into());
    // bounded: an output of thousands of lines is no help in a log
    let printed: Vec<&str> = ran.output.lines().collect();
    why.extend(printed.iter().take(60).map(|line| format!("| {}", line)));
    if printed.len() > 60 {
        why.push(format!("| ... {} lines more", printed.len() - 60));
    }
    Ok(Some(why.join("\n")))
}
