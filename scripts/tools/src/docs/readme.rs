//! The README's problem table held to each problem's facts (`tools readme-check`, a step of
//! check.sh): every problem's row, made from its `Cargo.toml` (`crate::registry::readme_row`),
//! stands in README.md as it is made, and every problem has its page, `PROBLEM/README.md`.

use crate::facts::{problems, Facts};
use crate::registry::readme_row;
use std::path::Path;

/// Ok when the README holds each problem's row and each problem its page; else every fault,
/// one a line.
pub fn check(root: &Path) -> Result<(), String> {
    let readme =
        std::fs::read_to_string(root.join("README.md")).map_err(|e| format!("README.md: {}", e))?;
    let mut faults = Vec::new();
    for problem in problems(root) {
        let row = readme_row(&Facts::of(root, &problem)?)?;
        if !readme.lines().any(|line| line == row) {
            faults.push(format!(
                "README.md lacks the row made from {}/Cargo.toml:\n{}",
                problem, row
            ));
        }
        if !root.join(&problem).join("README.md").is_file() {
            faults.push(format!("{} has no page {}/README.md", problem, problem));
        }
    }
    if faults.is_empty() {
        Ok(())
    } else {
        Err(faults.join("\ntools: "))
    }
}
