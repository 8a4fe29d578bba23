//! `new-problem.sh NAME --from PACKAGE` (`tools new-problem NAME --from PACKAGE`,
//! `tools::import`) on the package `tests/packages/plus/`, written apart from ours: a Python
//! input validator that reads `+7` and `02` as Python's `int` does, a C++ output validator with
//! its header beside it, and submissions in every verdict folder in C++, Python, Java and
//! Rust. Each test imports it into a workspace of its own under target/ that holds only what
//! the import and the tools read (the workspace's Cargo.toml and README, shared-io's one file
//! for the bundle):
//! - every part is carried, and each that is not is said in one line;
//! - the coach's validator and checker are the ones that judge, with problemtools' verdicts
//!   on the edge inputs (problemtools' own run of them, where it is installed in
//!   target/problemtools; a line says it was skipped where it is not);
//! - every coach's submission gets its folder's verdict, and one in a language not built here
//!   is a skip, said;
//! - the package keeps ours and the coach's apart when they share a name, and carries the
//!   coach's validators as they are;
//! - Polygon's format is refused in one line, exit status 2.
//!
//! check.sh on the imported problem, in a whole copy of the workspace, is new-problem.sh's
//! self-test's (scripts/new-problem.sh).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use tools::judge::verdict::checker::{Checked, Checker};
use tools::validators::{self, Role};

/// The package under test.
fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/packages/plus")
}

/// The real workspace.
fn workspace() -> PathBuf {
    tools::facts::workspace().expect("the workspace")
}

/// A workspace of its own for test `name`, made anew: the workspace's Cargo.toml and README
/// (where the import adds its member and row) and shared-io's one file (the bundle's).
fn scratch(name: &str) -> PathBuf {
    let root = tools::facts::scratch_dir(&workspace())
        .join("import-tests")
        .join(format!("{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("shared-io/src")).expect("a scratch workspace");
    for file in ["Cargo.toml", "README.md", "shared-io/src/lib.rs"] {
        fs::copy(workspace().join(file), root.join(file)).expect("a workspace file copied");
    }
    root
}

/// A copy of the package under `root`, for a test to change.
fn package_copy(root: &Path) -> PathBuf {
    let copy = root.join("package-plus");
    tools::package::copy_tree(&fixture(), &copy).expect("the package copied");
    copy
}

/// `tools ARGS` run on the workspace `root`.
fn tools(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tools"))
        .arg("--root")
        .arg(root)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("tools runs")
}

/// `plus` imported from `package` into `root`: what it printed, after a success.
fn imported(root: &Path, package: &Path) -> String {
    let package = package.display().to_string();
    let ran = tools(root, &["new-problem", "plus", "--from", &package]);
    let said = String::from_utf8_lossy(&[ran.stdout, ran.stderr].concat()).into_owned();
    assert!(ran.status.success(), "the import failed:\n{}", said);
    said
}

fn text(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
}

#[test]
fn every_part_is_carried_and_what_is_not_is_said_in_a_line() {
    let root = scratch("carried");
    let package = package_copy(&root);
    fs::remove_file(package.join(".timelimit")).expect("no .timelimit");
    fs::write(package.join("data/secret/big.hint"), "sum them\n").expect("a hint");
    fs::copy(
        package.join("problem_statement/problem.en.tex"),
        package.join("problem_statement/problem.sv.tex"),
    )
    .expect("a second statement");
    let yaml =
        text(&package.join("problem.yaml")).replace("keywords: sums\n", "keywords:\n  - sums\n");
    fs::write(package.join("problem.yaml"), yaml).expect("a list in problem.yaml");
    let said = imported(&root, &package);
    for line in [
        "new-problem.sh: took the time limit 1 s, a placeholder: the package has no .timelimit, only time_multiplier 3",
        "new-problem.sh: not carried: data/secret/big.hint: no part of a case here",
        "new-problem.sh: not carried: problem_statement/problem.sv.tex: a statement in another language",
        "new-problem.sh: not carried: problem.yaml line 9: `- sums`",
    ] {
        assert!(said.contains(line), "no line {:?} in:\n{}", line, said);
    }
    let problem = root.join("plus");
    let facts = text(&problem.join("Cargo.toml"));
    for fact in [
        "name = \"Plus\"",
        "limits-from = \"placeholder: the package gives no time limit\"",
        "memory-limit = 256",
        "limits.time_safety_margin = 2.5",
        "limits.time_multiplier = 3",
        "validator = \"input_validators/validate.py\"",
        "checker = \"output_validators/plus_checker\"",
        "license = \"cc by-sa\"",
    ] {
        assert!(facts.contains(fact), "no fact {:?} in:\n{}", fact, facts);
    }
    let data = root.join("data/plus");
    let cases = text(&data.join("README.md"));
    assert!(
        cases.contains("| sample1 | the statement's first sample |"),
        "{}",
        cases
    );
    assert!(
        cases.contains("| group1-zero | both zero: a sum of 0 |"),
        "{}",
        cases
    );
    assert_eq!(
        text(&data.join("big.out")),
        text(&fixture().join("data/secret/big.ans"))
    );
    for file in [
        "input_validators/validate.py",
        "output_validators/plus_checker/check.cc",
        "output_validators/plus_checker/validate.h",
    ] {
        assert_eq!(
            text(&problem.join(file)),
            text(&fixture().join(file)),
            "{}",
            file
        );
    }
    for (verdict, file) in [
        ("accepted", "Plus.java"),
        ("wrong_answer", "product.py"),
        ("time_limit_exceeded", "spin.cpp"),
        ("run_time_error", "crash.rs"),
    ] {
        assert!(
            problem.join("solutions").join(verdict).join(file).is_file(),
            "{}/{}",
            verdict,
            file
        );
    }
    assert!(text(&problem.join("src/main.rs")).contains("read_to_string(&mut input)"));
    let page = text(&problem.join("README.md"));
    assert!(
        page.contains("as large as $2 \\cdot 10^{9}$ in"),
        "the maths kept:\n{}",
        page
    );
    assert!(page.contains("### Notes"), "{}", page);
    let row = text(&root.join("README.md"));
    assert!(
        row.contains("| `plus` | [Plus](plus/README.md) |"),
        "{}",
        row
    );
    let _ = fs::remove_dir_all(&root);
}

/// What problemtools says of each input for the input validator at `validator`: whether it
/// accepts it (run by problemtools' own code), or why it could not be asked (not installed
/// in target/problemtools by package.sh --install, or its code no longer has these calls).
fn problemtools_accepts(validator: &Path, inputs: &[&str]) -> Result<Vec<bool>, String> {
    let python = tools::facts::target_dir(&workspace()).join("problemtools/bin/python");
    if !python.is_file() {
        return Err(format!("{} is not installed", python.display()));
    }
    let script = "import os, sys, tempfile\nfrom pathlib import Path\nfrom problemtools.languages import load_language_config\nfrom problemtools.run import get_program\nprogram = get_program(sys.argv[1], language_config=load_language_config(Path(sys.argv[1]).parent))\nwork = Path(tempfile.mkdtemp())\nassert program.compile(work).success\nfor text in sys.argv[2:]:\n    case = work / 'case.in'\n    case.write_text(text)\n    status, _ = program.run(str(case), work_dir=work)\n    print(os.WEXITSTATUS(status) == 42)\n";
    let ran = Command::new(&python)
        .arg("-c")
        .arg(script)
        .arg(validator)
        .args(inputs)
        .output()
        .map_err(|e| format!("{}: {}", python.display(), e))?;
    if !ran.status.success() {
        return Err(String::from_utf8_lossy(&ran.stderr).trim().to_string());
    }
    Ok(String::from_utf8_lossy(&ran.stdout)
        .lines()
        .map(|line| line == "True")
        .collect())
}

/// The edge inputs, and whether the coach's validator (as problemtools runs it) accepts each.
const EDGES: [(&str, bool); 6] = [
    ("02 3\n", true),
    ("+7 1\n", true),
    ("1 2\n", true),
    ("1 x\n", false),
    ("1 2", false),
    ("2000000001 0\n", false),
];

#[test]
fn the_coach_s_validator_and_checker_judge_as_problemtools_runs_them() {
    let root = scratch("judging");
    imported(&root, &fixture());
    let validator = validators::of(&root, "plus", Role::Input)
        .expect("the validator builds")
        .expect("the problem has one");
    assert_eq!(validator.source, "plus/input_validators/validate.py");
    for (input, accepts) in EDGES {
        let mut child = validator
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .expect("the validator starts");
        use std::io::Write;
        child
            .stdin
            .take()
            .expect("its stdin")
            .write_all(input.as_bytes())
            .expect("the input written");
        let status = child.wait().expect("the validator ends");
        assert_eq!(status.code() == Some(42), accepts, "{:?}", input);
    }
    let inputs: Vec<&str> = EDGES.iter().map(|(input, _)| *input).collect();
    let source = root.join("plus/input_validators/validate.py");
    match problemtools_accepts(&source, &inputs) {
        Ok(theirs) => {
            let ours: Vec<bool> = EDGES.iter().map(|(_, accepts)| *accepts).collect();
            assert_eq!(theirs, ours, "problemtools' verdicts on {:?}", inputs);
        }
        Err(why) => println!("skipped: problemtools' own run of the validator: {}", why),
    }
    let checker = Checker::of(&root.join("plus/Cargo.toml"))
        .expect("the checker builds")
        .expect("the problem has one");
    let input = root.join("data/plus/sample1.in");
    for (output, accepted) in [
        ("3\n", true),
        ("+3", true),
        ("  03\n\n", true),
        ("4\n", false),
        ("3 3\n", false),
    ] {
        let checked = checker.check(&input, b"3\n", output.as_bytes());
        assert_eq!(
            checked == Checked::Accepted,
            accepted,
            "{:?}: {:?}",
            output,
            checked
        );
    }
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn every_submission_gets_its_folder_s_verdict_and_a_language_not_built_here_is_a_skip() {
    let root = scratch("solutions");
    imported(&root, &fixture());
    // F#: problemtools builds it with fsharpc, which no Debian package brings
    let fsharp = root.join("plus/solutions/accepted/plus.fs");
    fs::write(
        &fsharp,
        "let p = System.Console.ReadLine().Split(' ')\nprintfn \"%d\" (int64 p.[0] + int64 p.[1])\n",
    )
    .expect("an F# submission");
    let ran = tools(&root, &["solutions", "plus"]);
    let said = String::from_utf8_lossy(&[ran.stdout, ran.stderr].concat()).into_owned();
    assert!(ran.status.success(), "{}", said);
    if !tools::judge::build::toolchain::installed("fsharpc") {
        assert!(
            said.contains("skip  plus/solutions/accepted/plus.fs: fsharpc is not installed here"),
            "no skip for F#:\n{}",
            said
        );
    }
    let judged = said
        .lines()
        .filter(|line| line.starts_with("ok    "))
        .count();
    let fsharp_judged = usize::from(tools::judge::build::toolchain::installed("fsharpc"));
    assert_eq!(
        judged,
        13 + fsharp_judged,
        "every other submission as its folder says:\n{}",
        said
    );
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn the_package_keeps_ours_and_the_coach_s_apart_and_their_validators_as_they_are() {
    let root = scratch("package");
    imported(&root, &fixture());
    let dir = root.join("package");
    let ran = tools(&root, &["package", "plus", &dir.display().to_string()]);
    let said = String::from_utf8_lossy(&[ran.stdout, ran.stderr].concat()).into_owned();
    assert!(ran.status.success(), "{}", said);
    assert!(
        said.contains("accepted/plus.rs is the coach's, ours is ours-plus.rs"),
        "{}",
        said
    );
    let accepted = dir.join("submissions/accepted");
    assert_eq!(
        text(&accepted.join("plus.rs")),
        text(&fixture().join("submissions/accepted/plus.rs"))
    );
    assert!(text(&accepted.join("ours-plus.rs")).starts_with("// plus: bundled"));
    for file in [
        "input_validators/validate.py",
        "output_validators/plus_checker/check.cc",
        "output_validators/plus_checker/validate.h",
        "submissions/wrong_answer/Overflow.java",
    ] {
        assert_eq!(
            text(&dir.join(file)),
            text(&fixture().join(file)),
            "{}",
            file
        );
    }
    let yaml = text(&dir.join("problem.yaml"));
    for key in [
        "  time_safety_margin: 2.5",
        "keywords: 'sums'",
        "validation: custom",
    ] {
        assert!(yaml.contains(key), "no {:?} in:\n{}", key, yaml);
    }
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn polygon_s_format_is_refused_in_one_line() {
    let root = scratch("polygon");
    let package = root.join("polygon-package");
    fs::create_dir_all(&package).expect("a package folder");
    fs::write(package.join("problem.xml"), "<problem/>\n").expect("problem.xml");
    let ran = tools(
        &root,
        &[
            "new-problem",
            "plus",
            "--from",
            &package.display().to_string(),
        ],
    );
    let said = String::from_utf8_lossy(&ran.stderr).into_owned();
    assert_eq!(ran.status.code(), Some(2), "{}", said);
    assert_eq!(said.lines().count(), 1, "{}", said);
    assert!(
        said.contains("Polygon's package format (problem.xml) is not taken yet"),
        "{}",
        said
    );
    assert!(!root.join("plus").exists(), "nothing made");
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn a_zip_of_the_package_is_imported_as_its_folder_is() {
    let root = scratch("zip");
    let zip = root.join("plus.zip");
    let zipped = Command::new("zip")
        .args(["-q", "-r"])
        .arg(&zip)
        .arg("plus")
        .current_dir(fixture().parent().expect("the packages' folder"))
        .status();
    if !zipped.map_or(false, |status| status.success()) {
        println!("skipped: zip is not installed here");
        return;
    }
    imported(&root, &zip);
    for file in [
        "input_validators/validate.py",
        "solutions/accepted/Plus.java",
    ] {
        let from = file.replace("solutions/", "submissions/");
        assert_eq!(
            text(&root.join("plus").join(file)),
            text(&fixture().join(from)),
            "{}",
            file
        );
    }
    assert_eq!(
        text(&root.join("data/plus/big.out")),
        text(&fixture().join("data/secret/big.ans"))
    );
    let _ = fs::remove_dir_all(&root);
}
