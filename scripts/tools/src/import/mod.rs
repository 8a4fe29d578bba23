//! A problem made from a problem package in the (legacy) Kattis format, as problemtools
//! verifies it (`tools new-problem NAME --from PACKAGE`, behind `scripts/new-problem.sh`): a
//! folder, or a .zip (unpacked by `unzip` under target/). Every part with a home here is
//! carried, and each part that has none is said in one line:
//!
//! - `problem.yaml`: its name, uuid, source, author, licence and rights owner, the memory
//!   limit and `validator_flags`, as the problem's facts (`[package.metadata.problem]`); every
//!   other key it holds (`limits.time_safety_margin`, `source_url`, ...) as a fact of
//!   `[package.metadata.problem.problem-yaml]`, which the package writes back; the time limit
//!   from `.timelimit`, else `domjudge-problem.ini`, else a placeholder (the legacy format
//!   holds only a multiplier); `validation: custom` makes its output validator the checker;
//! - `data/sample/` and `data/secret/` (its groups too): each `NAME.in` with its `.ans` as a
//!   data case (`.out`), the samples named `sample` or `sampleN` as our package names them,
//!   the others by their path, every name unique; each `.desc` as the case's row in the case
//!   table, "what it catches";
//! - `input_validators/` and `output_validators/` as they are, in their own languages, kept
//!   where the package keeps them, under `NAME/`; the facts `validator` and `checker` name
//!   the program of each that judges here (`crate::validators`);
//! - `submissions/VERDICT/` as `NAME/solutions/VERDICT/`, which check.sh judges; the first
//!   accepted Rust submission starts the solver, `NAME/src/main.rs`, as it came (rustfmt's
//!   layout);
//! - the statement (`problem_statement/problem.en.tex`) as the page's sections, its maths
//!   kept (`statement`).
//!
//! The crate is registered as a new problem is (`crate::registry`: the workspace member and
//! the README's row), with what a package cannot give left as placeholders that `tools
//! placeholders` names: where to submit it, the page's notes for this workspace's readers, a
//! bad input, a generator (versus's inputs are the samples until one is written). Polygon's
//! format, an interactive or scoring problem and the 2023-07 format are refused in one line.
//! Everything is planned in memory first, then written: a fault leaves the workspace as it
//! was.

mod data;
mod statement;
mod yaml;

use crate::facts::{target_dir, Facts};
use crate::registry::{self, Names};
use crate::solutions::Tag;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use yaml::Yaml;

/// Why a package was not imported.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// A format or a kind of problem this import does not take yet: one line, exit status 2.
    NotYet(String),
    /// Anything else: what is wrong, exit status 1.
    Fault(String),
}

impl From<String> for Refused {
    fn from(why: String) -> Refused {
        Refused::Fault(why)
    }
}

/// One file to write: its path under the workspace and its bytes.
struct Planned {
    path: PathBuf,
    bytes: Vec<u8>,
}

/// The import's plan: the files to write, and the lines that say what was taken and what
/// could not be carried.
#[derive(Default)]
struct Plan {
    files: Vec<Planned>,
    notes: Vec<String>,
}

impl Plan {
    fn file(&mut self, path: PathBuf, bytes: impl Into<Vec<u8>>) {
        self.files.push(Planned {
            path,
            bytes: bytes.into(),
        });
    }

    fn not_carried(&mut self, what: String) {
        self.notes.push(format!("not carried: {}", what));
    }

    fn took(&mut self, what: String) {
        self.notes.push(format!("took {}", what));
    }

    /// Every file under `from` (a package's folder), planned under `to` byte for byte.
    fn tree(&mut self, from: &Path, to: &Path) -> Result<(), String> {
        for relative in files_under(from)? {
            let bytes = fs::read(from.join(&relative))
                .map_err(|e| format!("{}: {}", from.join(&relative).display(), e))?;
            self.file(to.join(relative), bytes);
        }
        Ok(())
    }
}

/// Makes the problem `names` in the workspace at `root` from the package at `package`;
/// returns the lines that say what it took and what it could not carry, one each.
pub fn import(root: &Path, names: &Names, package: &Path) -> Result<Vec<String>, Refused> {
    let scratch = target_dir(root).join(format!("import-{}", std::process::id()));
    let planned = open(package, &scratch).and_then(|dir| plan(root, names, &dir));
    let _ = fs::remove_dir_all(&scratch);
    let plan = planned?;
    for file in &plan.files {
        write(&root.join(&file.path), &file.bytes)?;
    }
    formatted(root, names);
    Ok(plan.notes)
}

/// The package's folder: `package` itself, or the .zip unpacked into `scratch`; a folder
/// whose problem.yaml lies one folder down (a zip of the folder) is that one. Polygon's
/// format, which holds problem.xml, is refused as not yet taken.
fn open(package: &Path, scratch: &Path) -> Result<PathBuf, Refused> {
    let mut dir = package.to_path_buf();
    if package.is_file() {
        fs::create_dir_all(scratch).map_err(|e| format!("{}: {}", scratch.display(), e))?;
        let unzipped = Command::new("unzip")
            .args(["-q", "-o"])
            .arg(package)
            .arg("-d")
            .arg(scratch)
            .output()
            .map_err(|e| format!("unzip (apt-get install unzip) opens a .zip: {}", e))?;
        if !unzipped.status.success() {
            return Err(Refused::Fault(format!(
                "{}: not a zip that unzip opens: {}",
                package.display(),
                String::from_utf8_lossy(&unzipped.stderr).trim()
            )));
        }
        dir = scratch.to_path_buf();
    } else if !package.is_dir() {
        return Err(Refused::Fault(format!(
            "{}: no such folder or .zip",
            package.display()
        )));
    }
    let root_of = |dir: &Path, file: &str| -> Option<PathBuf> {
        if dir.join(file).is_file() {
            return Some(dir.to_path_buf());
        }
        let inner: Vec<PathBuf> = fs::read_dir(dir)
            .ok()?
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.is_dir())
            .collect();
        match inner.as_slice() {
            [only] if only.join(file).is_file() => Some(only.clone()),
            _ => None,
        }
    };
    if let Some(found) = root_of(&dir, "problem.yaml") {
        return Ok(found);
    }
    if root_of(&dir, "problem.xml").is_some() {
        return Err(Refused::NotYet(format!(
            "{}: Polygon's package format (problem.xml) is not taken yet: export the problem as a Kattis problem package, or add it by hand (new-problem.sh NAME)",
            package.display()
        )));
    }
    Err(Refused::Fault(format!(
        "{}: no problem.yaml: not a problem package in the Kattis format",
        package.display()
    )))
}

/// Everything the problem `names` is made of, from the package in `dir`.
fn plan(root: &Path, names: &Names, dir: &Path) -> Result<Plan, Refused> {
    let yaml = yaml::read(&read_text(&dir.join("problem.yaml"))?);
    refuse_what_is_not_taken(&yaml)?;
    let mut plan = Plan::default();
    for (line, text) in &yaml.unread {
        plan.not_carried(format!(
            "problem.yaml line {}: `{}` (a form this import does not read)",
            line, text
        ));
    }
    let problem = PathBuf::from(&names.kebab);
    let statement = statement_of(dir, &mut plan);
    let validators = validators_of(dir, &problem, &yaml, &mut plan)?;
    let cases = data::plan(dir, &names.kebab, &mut plan)?;
    let solver = solutions_of(dir, &problem, &mut plan)?;
    let manifest = cargo_toml(names, dir, &yaml, &statement, &validators, &mut plan)?;
    let facts = Facts::parse(&names.kebab, &problem.join("Cargo.toml"), &manifest)?;
    let row = registry::readme_row(&facts)?;
    plan.file(problem.join("Cargo.toml"), manifest);
    let main = main_rs(names, solver, &mut plan);
    plan.file(problem.join("src/main.rs"), main);
    plan.file(
        problem.join(format!("examples/{}-gen.rs", names.kebab)),
        generator(names, &cases),
    );
    plan.file(problem.join("README.md"), page(&facts, &statement, names));
    let workspace = read_text(&root.join("Cargo.toml"))?;
    plan.file(
        PathBuf::from("Cargo.toml"),
        registry::with_member(&workspace, &names.kebab)?,
    );
    let readme = read_text(&root.join("README.md"))?;
    plan.file(
        PathBuf::from("README.md"),
        registry::with_row(&readme, &row)?,
    );
    Ok(plan)
}

/// Interactive and scoring problems and the 2023-07 format are not taken yet.
fn refuse_what_is_not_taken(yaml: &Yaml) -> Result<(), Refused> {
    let validation = yaml.get("validation").unwrap_or("default");
    let not_yet = |what: &str| Err(Refused::NotYet(format!("{}: not taken yet", what)));
    if validation
        .split_whitespace()
        .any(|word| word == "interactive")
    {
        return not_yet("an interactive problem (validation: custom interactive)");
    }
    if validation.split_whitespace().any(|word| word == "score")
        || yaml.get("type") == Some("scoring")
    {
        return not_yet("a scoring problem");
    }
    match yaml.get("problem_format_version") {
        None | Some("legacy") => Ok(()),
        Some(version) => not_yet(&format!(
            "problem_format_version {} (this import reads the legacy format)",
            version
        )),
    }
}

/// The validators the facts name, from the problem's folder: (input validator, checker).
struct Validators {
    input: Option<String>,
    checker: Option<String>,
}

/// `input_validators/` and `output_validators/` planned under `problem/` as they are; the
/// first program of each that a judge here builds is the one the facts name (problemtools
/// judges with its first output validator too).
fn validators_of(
    dir: &Path,
    problem: &Path,
    yaml: &Yaml,
    plan: &mut Plan,
) -> Result<Validators, String> {
    let mut found = Validators {
        input: None,
        checker: None,
    };
    for folder in ["input_validators", "output_validators"] {
        let from = dir.join(folder);
        if !from.is_dir() {
            continue;
        }
        plan.tree(&from, &problem.join(folder))?;
        let first = programs(&from)
            .into_iter()
            .find(|name| builds_here(&from.join(name)));
        let named = first.map(|name| format!("{}/{}", folder, name));
        if named.is_none() {
            plan.not_carried(format!(
                "{}/: no program in a language problemtools builds (checktestdata and VIVA are not run here): carried as it is, not used",
                folder
            ));
        }
        match folder {
            "input_validators" => found.input = named,
            _ => found.checker = named,
        }
    }
    if found.input.is_none() && !dir.join("input_validators").is_dir() {
        plan.not_carried(
            "input_validators/: the package has none: write one, named by the fact validator"
                .into(),
        );
    }
    let custom = yaml
        .get("validation")
        .map_or(false, |v| v.starts_with("custom"));
    if !custom && found.checker.take().is_some() {
        plan.not_carried(
            "output_validators/: carried, but not used: problem.yaml says validation: default"
                .into(),
        );
    }
    Ok(found)
}

/// The entries of `dir` (each a program: a file, or a folder), sorted by name.
fn programs(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Whether the program at `path` has a source file of a language a judge here builds.
fn builds_here(path: &Path) -> bool {
    let buildable = |file: &Path| {
        file.extension()
            .and_then(|e| e.to_str())
            .and_then(crate::judge::build::languages::Family::of_extension)
            .is_some()
    };
    if path.is_file() {
        return buildable(path);
    }
    files_under(path).map_or(false, |files| files.iter().any(|f| buildable(f)))
}

/// `submissions/VERDICT/` planned as `problem/solutions/VERDICT/`; the text of the first
/// accepted Rust submission, with its path, for the solver.
fn solutions_of(
    dir: &Path,
    problem: &Path,
    plan: &mut Plan,
) -> Result<Option<(String, String)>, String> {
    let submissions = dir.join("submissions");
    let mut solver = None;
    for verdict in programs(&submissions) {
        let from = submissions.join(&verdict);
        if Tag::of(&verdict).is_none() {
            plan.not_carried(format!(
                "submissions/{}/: no such verdict folder here ({})",
                verdict,
                Tag::names().join(", ")
            ));
            continue;
        }
        plan.tree(
            &from,
            &problem.join(crate::solutions::FOLDER).join(&verdict),
        )?;
        if verdict != "accepted" || solver.is_some() {
            continue;
        }
        solver = programs(&from)
            .into_iter()
            .find(|name| name.ends_with(".rs") && from.join(name).is_file())
            .map(|name| {
                let text = read_text(&from.join(&name));
                (format!("submissions/accepted/{}", name), text)
            })
            .map(|(name, text)| text.map(|text| (name, text)))
            .transpose()?;
    }
    Ok(solver)
}

/// The statement's sections, or a placeholder story where the package has none pandoc reads.
fn statement_of(dir: &Path, plan: &mut Plan) -> statement::Sections {
    let folder = dir.join("problem_statement");
    let tex = folder.join("problem.en.tex");
    let tex = if tex.is_file() {
        tex
    } else {
        folder.join("problem.tex")
    };
    for other in programs(&folder) {
        let path = folder.join(&other);
        if path != tex && other.ends_with(".tex") {
            plan.not_carried(format!(
                "problem_statement/{}: a statement in another language (the page is the English one's)",
                other
            ));
        }
    }
    let sections = fs::read_to_string(&tex)
        .map_err(|e| format!("{}: {}", tex.display(), e))
        .and_then(|text| statement::sections(&text));
    match sections {
        Ok(mut sections) => {
            plan.notes.append(
                &mut sections
                    .not_carried
                    .drain(..)
                    .map(|what| format!("not carried: {}", what))
                    .collect(),
            );
            sections
        }
        Err(why) => {
            plan.not_carried(format!("the statement: {}", why));
            statement::Sections {
                name: None,
                markdown: "## Statement\n\nPlaceholder: the statement, in our words.\n".into(),
                not_carried: Vec::new(),
            }
        }
    }
}

/// The problem's `Cargo.toml`: its facts from the package, its binary and versus's generator.
fn cargo_toml(
    names: &Names,
    dir: &Path,
    yaml: &Yaml,
    statement: &statement::Sections,
    validators: &Validators,
    plan: &mut Plan,
) -> Result<String, String> {
    let quoted = |text: &str| format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""));
    let name = yaml
        .get("name")
        .map(str::to_string)
        .or_else(|| statement.name.clone())
        .unwrap_or_else(|| names.kebab.clone());
    let (seconds, limits_from) = time_limit(dir, yaml, plan);
    let memory = yaml.get("limits.memory").unwrap_or("1024");
    if yaml.get("limits.memory").is_none() {
        plan.took(
            "the memory limit 1024 MB: problemtools' default, as problem.yaml gives none".into(),
        );
    }
    let mut facts = format!(
        "title = {}\nsubmit = \"placeholder: where to submit it\"\ntime-limit = {}\nmemory-limit = {}\nlimits-from = {}\n",
        quoted(&name), seconds, memory, quoted(&limits_from)
    );
    let uuid = match yaml.get("uuid") {
        Some(uuid) => uuid.to_string(),
        None => registry::fresh_uuid()?,
    };
    facts += &format!("uuid = {}\nname = {}\n", quoted(&uuid), quoted(&name));
    let source = yaml
        .get("source")
        .unwrap_or("placeholder: the contest and year it comes from");
    facts += &format!("source = {}\n", quoted(source));
    for (key, fact) in [("author", "author"), ("rights_owner", "rights-owner")] {
        if let Some(value) = yaml.get(key) {
            facts += &format!("{} = {}\n", fact, quoted(value));
        }
    }
    facts += &format!(
        "license = {}\n",
        quoted(yaml.get("license").unwrap_or("unknown"))
    );
    for (fact, source) in [
        ("validator", &validators.input),
        ("checker", &validators.checker),
    ] {
        if let Some(source) = source {
            facts += &format!("{} = {}\n", fact, quoted(source));
        }
    }
    let flags: Vec<String> = yaml
        .get("validator_flags")
        .unwrap_or("")
        .split_whitespace()
        .map(quoted)
        .collect();
    if !flags.is_empty() {
        facts += &format!("validator-flags = [{}]\n", flags.join(", "));
    }
    let judges = format!(
        "[package.metadata.problem.judges]\nKattis = {{ time-limit = {}, memory-limit = {}, line-ends = \"LF\" }}\n\n",
        seconds, memory
    );
    Ok(format!(
        "{}[package.metadata.problem]\n{}\n{}{}{}{}",
        manifest_head(names),
        facts,
        kept_keys(yaml),
        PROMISE,
        judges,
        MANIFEST_TAIL.replace("NAME", &names.kebab)
    ))
}

/// The keys of problem.yaml read into the facts themselves; every other is kept.
const READ_KEYS: [&str; 10] = [
    "name",
    "uuid",
    "source",
    "author",
    "rights_owner",
    "license",
    "limits.memory",
    "validation",
    "validator_flags",
    "problem_format_version",
];

/// `[package.metadata.problem.problem-yaml]`: every key of problem.yaml the facts do not
/// hold, as the package writes it back (numbers bare, other text quoted).
fn kept_keys(yaml: &Yaml) -> String {
    let kept: Vec<String> = yaml
        .values
        .iter()
        .filter(|(key, _)| !READ_KEYS.contains(&key.as_str()))
        .map(|(key, value)| {
            let value = match value.parse::<f64>() {
                Ok(_) => value.clone(),
                Err(_) => format!("\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\"")),
            };
            format!("{} = {}\n", key, value)
        })
        .collect();
    if kept.is_empty() {
        return String::new();
    }
    format!(
        "# The keys of the package's problem.yaml that have no other home here, written back\n# into the package's problem.yaml (scripts/tools/src/package/).\n[package.metadata.problem.problem-yaml]\n{}\n",
        kept.concat()
    )
}

/// The time limit in seconds, and where it came from: `.timelimit`, else
/// `domjudge-problem.ini`'s `timelimit`, else a placeholder of 1 s (the legacy format holds
/// only `time_multiplier`: Kattis computes the limit from the slowest accepted submission).
fn time_limit(dir: &Path, yaml: &Yaml, plan: &mut Plan) -> (String, String) {
    let dotted = fs::read_to_string(dir.join(".timelimit")).ok();
    let ini = fs::read_to_string(dir.join("domjudge-problem.ini"))
        .ok()
        .and_then(|text| {
            text.lines()
                .filter_map(|line| line.split_once('='))
                .find(|(key, _)| key.trim() == "timelimit")
                .map(|(_, value)| value.trim().trim_matches(['\'', '"']).to_string())
        });
    let positive = |text: &str| {
        crate::facts::positive(text.trim())
            .ok()
            .map(|_| text.trim().to_string())
    };
    if let Some(seconds) = dotted.as_deref().and_then(positive) {
        plan.took(format!("the time limit {} s from .timelimit", seconds));
        return (seconds, "its package".into());
    }
    if let Some(seconds) = ini.as_deref().and_then(positive) {
        plan.took(format!(
            "the time limit {} s from domjudge-problem.ini",
            seconds
        ));
        return (seconds, "its package".into());
    }
    let multiplier = yaml
        .get("limits.time_multiplier")
        .unwrap_or("5, the default");
    plan.took(format!(
        "the time limit 1 s, a placeholder: the package has no .timelimit, only time_multiplier {} (Kattis sets the limit from its slowest accepted submission); measure yours and set time-limit",
        multiplier
    ));
    (
        "1".into(),
        "placeholder: the package gives no time limit".into(),
    )
}

/// Where the input ends, as a package's data is read: at the end of the file.
const PROMISE: &str = "# The input a judge's data can hold (scripts/tools/src/judge/cases/promise.rs): a package's\n# inputs end at the end of the file.\n[package.metadata.problem.promise]\nends-at = \"end of file\"\nafter = \"blank lines\"\n\n# The judges that host it, each with its own limits: the package's, as Kattis judges it.\n";

fn manifest_head(names: &Names) -> String {
    format!(
        "[package]\nname = \"{n}\"\nversion = \"0.1.0\"\nedition.workspace = true\nrust-version.workspace = true\npublish.workspace = true\ndescription = \"{n}, made from a Kattis problem package (new-problem.sh {n} --from)\"\n\n# The problem's facts, in one place, read by every tool (scripts/tools/src/facts.rs), from\n# its package's problem.yaml and .timelimit. A fact holding the word placeholder is one:\n# check.sh names each left, and package.sh makes no package while one is.\n",
        n = names.kebab
    )
}

/// The rest of an imported problem's Cargo.toml, NAME for its name.
const MANIFEST_TAIL: &str = "[dev-dependencies]\ntools.workspace = true\n\n[[bin]]\nname = \"NAME\"\npath = \"src/main.rs\"\ntest = false\n";

/// The solver: the package's first accepted Rust submission as it came, under a header
/// naming it; else a placeholder that refuses every input, said in a line.
fn main_rs(names: &Names, solver: Option<(String, String)>, plan: &mut Plan) -> String {
    match solver {
        Some((path, text)) => format!(
            "//! {n}'s solver: the package's {p}, as it came (new-problem.sh {n}\n//! --from); reshape it into the template's shape (solve, each_case, --explain:\n//! scripts/tools/src/import/README.md, \"Adding a problem\").\n\n{t}",
            n = names.kebab,
            p = path,
            t = text
        ),
        None => {
            plan.not_carried("a solver: the package has no accepted Rust submission, so src/main.rs is a placeholder that refuses every input, and check.sh fails our builds until you write it".into());
            format!(
                "//! {n}'s solver: a placeholder that refuses every input; write the solver\n//! (scripts/tools/src/import/README.md, \"Adding a problem\").\n\nfn main() {{\n    eprintln!(\"{n}: no solver yet\");\n    std::process::exit(1);\n}}\n",
                n = names.kebab
            )
        }
    }
}

/// versus's generator until one is written: the package's samples, one a seed.
fn generator(names: &Names, cases: &data::Cases) -> String {
    let samples: Vec<String> = cases
        .samples
        .iter()
        .map(|name| {
            format!(
                "    include_str!(\"../../data/{}/{}.in\"),\n",
                names.kebab, name
            )
        })
        .collect();
    format!(
        "//! versus's inputs for {n}: a placeholder that picks one of the package's samples a seed and\n//! makes none smaller; write a generator of random legal inputs (the template's tests/gen/).\n\nuse tools::problem::{{Problem, Rng, Size}};\n\n/// The package's samples.\nconst SAMPLES: [&str; {count}] = [\n{list}];\n\nstruct Samples;\n\nimpl Problem for Samples {{\n    const NAME: &'static str = \"{n}\";\n    const UNIT: &'static str = \"samples\";\n    type Case = usize;\n\n    fn size(_: &usize) -> usize {{\n        1\n    }}\n\n    fn generate(rng: &mut Rng, _: Size) -> Vec<usize> {{\n        vec![rng.below(SAMPLES.len())]\n    }}\n\n    fn text(cases: &[usize]) -> String {{\n        cases.first().map_or(\"\", |&i| SAMPLES[i]).to_string()\n    }}\n\n    fn smaller(_: &usize) -> Vec<usize> {{\n        Vec::new()\n    }}\n}}\n\nfn main() {{\n    tools::versus::main::<Samples>();\n}}\n",
        n = names.kebab,
        count = samples.len(),
        list = samples.concat()
    )
}

/// The problem's page: its statement's sections between the placeholders a package cannot
/// fill, as the template's page has them.
fn page(facts: &Facts, statement: &statement::Sections, names: &Names) -> String {
    let title = facts.text("title").unwrap_or(&names.kebab);
    format!(
        "# {title}\n\nPlaceholder: where the problem comes from and where it is judged, for this workspace's\nreaders (this opening and every section after Rules stay out of the problem package). Made\nby `scripts/new-problem.sh {n} --from` from its Kattis problem package: the statement below,\nits data in `data/{n}/`, its validators in `input_validators/` and `output_validators/`,\nits submissions in `solutions/`.\n\n{statement}\n## Ambiguities and how they were settled\n\nNone yet.\n\n## Traps\n\nNone yet.\n\n## Judges\n\nIts package's limits: {time} s, {memory} MB.\n\n### What a judge's data holds\n\nThe input ends at the end of the file (`ends-at` in `Cargo.toml`), as a package's inputs do.\n\n## Our algorithm and its cost\n\nPlaceholder: `src/main.rs` is the package's solver as it came; versus's inputs are its\nsamples (`examples/{n}-gen.rs`) until a generator is written.\n",
        title = title,
        n = names.kebab,
        statement = statement.markdown,
        time = facts.text("time-limit").unwrap_or("?"),
        memory = facts.text("memory-limit").unwrap_or("?"),
    )
}

/// rustfmt's layout on the Rust files made (cargo fmt --check holds every crate to it);
/// without rustfmt they stay as written.
fn formatted(root: &Path, names: &Names) {
    let problem = root.join(&names.kebab);
    let _ = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .arg(problem.join("src/main.rs"))
        .arg(problem.join(format!("examples/{}-gen.rs", names.kebab)))
        .output();
}

/// The files under `dir`, as paths under it, sorted.
fn files_under(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut found = Vec::new();
    collect(dir, Path::new(""), &mut found).map_err(|e| format!("{}: {}", dir.display(), e))?;
    found.sort();
    Ok(found)
}

fn collect(dir: &Path, under: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir.join(under))? {
        let entry = entry?;
        let path = under.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            collect(dir, &path, found)?;
        } else {
            found.push(path);
        }
    }
    Ok(())
}

fn read_text(file: &Path) -> Result<String, String> {
    fs::read_to_string(file).map_err(|e| format!("{}: cannot read: {}", file.display(), e))
}

fn write(file: &Path, bytes: &[u8]) -> Result<(), String> {
    let made = file.parent().map_or(Ok(()), fs::create_dir_all);
    made.and_then(|()| fs::write(file, bytes))
        .map_err(|e| format!("{}: cannot write: {}", file.display(), e))
}
