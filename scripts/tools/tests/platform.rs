//! The scripts that judge (check.sh, versus.sh) run on Linux alone: the judge reads /proc and
//! contains runs with Linux's namespaces. Where `uname -s` names another system (a macOS
//! shell, Git Bash on Windows), each says so in one line on stderr and exits 2, before it
//! builds or runs anything: no cascade of errors. A `uname` of the test's own, first on the
//! PATH, plays the other system.

// the end-to-end tests' helpers, of which this file needs three
#[allow(dead_code)]
mod common;

use common::{fresh_dir, root, script_with};
use std::fs;

#[test]
fn another_system_gets_one_line_and_exit_status_2() {
    let dir = fresh_dir("platform", "uname");
    for system in ["Darwin", "MINGW64_NT-10.0-19045"] {
        let uname = dir.join("uname");
        fs::write(&uname, format!("#!/bin/sh\necho {}\n", system)).expect("written");
        let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
        fs::set_permissions(&uname, executable).expect("made executable");
        let path = format!(
            "{}:{}",
            dir.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        for (name, args) in [
            ("check.sh", &[][..]),
            ("versus.sh", &["robots", "./a.out"][..]),
        ] {
            let ran = script_with(&root(), name, args, &[("PATH", &path)]);
            let line = format!(
                "{}: runs on Linux only, or in WSL on Windows (the judge reads /proc and contains runs with Linux's namespaces); this system is {}\n",
                name, system
            );
            assert_eq!((ran.status, ran.output.as_str()), (2, line.as_str()));
        }
    }
}
