//! What the tests that judge programs on `plus` share (`languages.rs`, `folders.rs`,
//! `slow_accepted.rs`, `oj_checker.rs`): a workspace of a test's own under target/ holding the
//! problem `plus`, imported from the package `tests/packages/plus/` (its checker accepts a
//! sum written `+3` or `03`), its coach's solutions left out so that each test judges its own;
//! the programs of `tests/languages/`, one right program of plus a language; and the tools'
//! two binaries run there, as check.sh runs them.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The real workspace.
fn workspace() -> PathBuf {
    tools::facts::workspace().expect("the workspace")
}

/// A workspace of its own for test `name`, made anew: the workspace's Cargo.toml and README,
/// shared-io's one file, and `plus` imported, without its coach's solutions.
pub fn with_plus(name: &str) -> PathBuf {
    let root = tools::facts::scratch_dir(&workspace())
        .join("plus-tests")
        .join(format!("{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("shared-io/src")).expect("a scratch workspace");
    for file in ["Cargo.toml", "README.md", "shared-io/src/lib.rs"] {
        fs::copy(workspace().join(file), root.join(file)).expect("a workspace file copied");
    }
    let package = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/packages/plus");
    let package = package.display().to_string();
    let made = run(&root, "tools", &["new-problem", "plus", "--from", &package]);
    assert_eq!(made.status, 0, "the import failed:\n{}", made.output);
    fs::remove_dir_all(root.join("plus/solutions")).expect("the coach's solutions left out");
    root
}

/// A program of `tests/languages/`.
pub fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/languages")
        .join(name)
}

/// What a binary printed (stdout and stderr together) and its exit status.
pub struct Ran {
    pub status: i32,
    pub output: String,
}

/// The tools' binary `binary` ("tools" or "judge") with `args`, from the workspace `root`.
pub fn run(root: &Path, binary: &str, args: &[&str]) -> Ran {
    run_with(root, binary, args, &[])
}

/// `run` with the variables `envs` set for the binary.
pub fn run_with(root: &Path, binary: &str, args: &[&str], envs: &[(&str, &str)]) -> Ran {
    let path = match binary {
        "judge" => env!("CARGO_BIN_EXE_judge"),
        _ => env!("CARGO_BIN_EXE_tools"),
    };
    let mut command = Command::new(path);
    if binary == "tools" {
        command.arg("--root").arg(root);
    }
    let output = command
        .args(args)
        .envs(envs.iter().copied())
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    Ran {
        status: output.status.code().unwrap_or(-1),
        output: String::from_utf8_lossy(&[output.stdout, output.stderr].concat()).into_owned(),
    }
}

/// `check.sh --submit SOURCE plus [ARGS]` as check.sh hands it to the judge (`judge theirs`),
/// from the workspace `root`.
pub fn submit(root: &Path, source: &Path, args: &[&str]) -> Ran {
    let source = source.display().to_string();
    let mut all = vec![
        "theirs",
        "--submit",
        &source,
        "--data",
        "data/plus",
        "--problem",
        "plus",
        "--facts",
        "plus/Cargo.toml",
    ];
    all.extend_from_slice(args);
    run(root, "judge", &all)
}

/// `source` put among `plus`'s coach's solutions in the folder `verdict`.
pub fn solution(root: &Path, verdict: &str, source: &Path) {
    let name = source.file_name().expect("a name");
    let into = root.join("plus/solutions").join(verdict).join(name);
    tools::package::copy_tree(source, &into).expect("a solution copied");
}
