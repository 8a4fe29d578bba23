//! versus as scripts/versus.sh runs it: the limits it passes come from `tools facts`, a time
//! limit of 1.5 s as it is written; and (ignored, minutes long) versus's whole self-test.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A workspace of one problem `p` whose facts are `facts`, in a fresh folder.
fn workspace_with(name: &str, facts: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("tools-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("p/src")).unwrap();
    fs::write(root.join("p/src/main.rs"), "fn main() {}\n").unwrap();
    fs::write(root.join("p/Cargo.toml"), facts).unwrap();
    root
}

/// `tools --root ROOT facts p KEY`: its stdout and exit status.
fn fact(root: &Path, key: &str) -> (String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_tools"))
        .arg("--root")
        .arg(root)
        .args(["facts", "p", key])
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    )
}

#[test]
fn a_time_limit_of_one_and_a_half_seconds_reaches_versus_as_written() {
    let root = workspace_with(
        "limit",
        "[package]\nname = \"p\"\n\n[package.metadata.problem]\n\
         time-limit = 1.5    # seconds\nmemory-limit = 64\njudges = \"Kattis, DOMjudge\"\n",
    );
    // versus.sh hands these three to the generator's --time-limit, --memory-limit, --judges
    assert_eq!(fact(&root, "time-limit"), ("1.5\n".to_string(), Some(0)));
    assert_eq!(fact(&root, "memory-limit"), ("64\n".to_string(), Some(0)));
    assert_eq!(
        fact(&root, "judges"),
        ("Kattis, DOMjudge\n".to_string(), Some(0))
    );
    assert_eq!(fact(&root, "output-limit").1, Some(1));
    fs::remove_dir_all(&root).unwrap();
}

/// `scripts/versus.sh --self-test` on every problem, each one's headline planted wrong
/// program (check.sh runs it with --all): it builds what it runs, then runs three at a time
/// for a few minutes. `cargo test --release -p tools -- --ignored`.
#[test]
#[ignore]
fn versus_self_test_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let status = Command::new("bash")
        .arg(root.join("scripts/versus.sh"))
        .arg("--self-test")
        .status()
        .unwrap();
    assert!(status.success(), "versus self-test: {}", status);
}
