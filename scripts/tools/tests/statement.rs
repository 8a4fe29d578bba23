//! A package's statement reaches its PDF whole (`tools::statement`, on the path our pages
//! and an imported package's statement share): a fenced code block with a language becomes
//! plain verbatim LaTeX (pandoc's highlighting needs an environment problemtools' class does
//! not have), and `≤`, `≥`, `≠`, which the statement's font lacks, are drawn as maths; where
//! problemtools and poppler's pdftotext are installed, the PDF's text holds them. A symbol the
//! font lacks in a code block, where no maths can be written, fails the package with the
//! page's line and the cause.

// each test file uses its own part of what they share
#[allow(dead_code)]
mod plus;

use plus::with_plus;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

/// plus's page with `notes` at the end of its statement (its Rules' Notes).
fn with_notes(root: &Path, notes: &str) {
    let page = root.join("plus/README.md");
    let text = fs::read_to_string(&page).expect("plus's page");
    let anchor = "\n## Ambiguities and how they were settled";
    fs::write(
        &page,
        text.replacen(anchor, &format!("\n{}\n{}", notes, anchor), 1),
    )
    .expect("the notes written");
}

/// `tools packages plus` in `root`, placeholders or not, with the workspace's target folder
/// (where package.sh installed problemtools).
fn packaged(root: &Path) -> Output {
    let workspace = tools::facts::workspace().expect("the workspace");
    Command::new(env!("CARGO_BIN_EXE_tools"))
        .arg("--root")
        .arg(root)
        .args(["packages", "plus"])
        .env("PACKAGE_WITH_PLACEHOLDERS", "1")
        .env("CARGO_TARGET_DIR", tools::facts::target_dir(&workspace))
        .output()
        .expect("tools runs")
}

fn said(output: &Output) -> String {
    String::from_utf8_lossy(&[output.stdout.clone(), output.stderr.clone()].concat()).into_owned()
}

/// Whether problemtools' problem2pdf is installed (package.sh --install).
fn problem2pdf() -> bool {
    let workspace = tools::facts::workspace().expect("the workspace");
    tools::facts::target_dir(&workspace)
        .join("problemtools/bin/problem2pdf")
        .is_file()
}

#[test]
fn code_blocks_and_symbols_the_font_lacks_reach_the_pdf() {
    if !tools::judge::build::toolchain::installed("pandoc") {
        eprintln!("skipped: pandoc makes the statement, and it is not installed");
        return;
    }
    let root = with_plus("statement-whole");
    with_notes(
        &root,
        "Bounds in words: 1 ≤ a ≤ 10, b ≥ 0, a ≠ b, a 3 × 3 grid.\n\n```cpp\nlong long s = a + b; // a <= b\n```\n",
    );
    let made = packaged(&root);
    assert!(made.status.success(), "{}", said(&made));
    let tex = fs::read_to_string(root.join("target/package/plus/problem_statement/problem.en.tex"))
        .expect("the statement's LaTeX");
    assert!(tex.contains("\\begin{verbatim}"), "{}", tex);
    assert!(!tex.contains("Shaded"), "{}", tex);
    assert!(tex.contains("1 \\(\\le\\) a \\(\\le\\) 10"), "{}", tex);
    let pdf = root.join("target/package/plus/problem.pdf");
    if !problem2pdf() || !tools::judge::build::toolchain::installed("pdftotext") {
        eprintln!("skipped the PDF's text: problemtools (package.sh --install) or pdftotext (poppler-utils) is not installed");
        return;
    }
    let text = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    let text = String::from_utf8_lossy(&text.stdout).into_owned();
    for shown in [
        "1 ≤ a ≤ 10, b ≥ 0",
        "3 × 3",
        "long long s = a + b; // a <= b",
    ] {
        assert!(text.contains(shown), "no {:?} in the PDF:\n{}", shown, text);
    }
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn a_symbol_the_font_lacks_in_code_fails_naming_its_line() {
    if !problem2pdf() {
        eprintln!(
            "skipped: problemtools (package.sh --install) makes the PDF, and it is not installed"
        );
        return;
    }
    let root = with_plus("statement-located");
    with_notes(&root, "```\nx ≤ y\n```\n");
    let page = fs::read_to_string(root.join("plus/README.md")).expect("plus's page");
    let line = page
        .lines()
        .position(|l| l == "x ≤ y")
        .expect("the code's line")
        + 1;
    let made = packaged(&root);
    assert!(!made.status.success(), "{}", said(&made));
    let expected = format!(
        "plus: its statement does not become a PDF: plus/README.md line {}: ≤ (U+2264) has no glyph",
        line
    );
    assert!(said(&made).contains(&expected), "{}", said(&made));
    let _ = fs::remove_dir_all(&root);
}
