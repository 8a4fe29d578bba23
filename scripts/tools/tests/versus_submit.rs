//! `scripts/versus.sh --submit` beside check.sh's `--submit`, end to end: versus says what a
//! verdict rests on as check.sh does, judges a submitted file and leaves no build behind,
//! and gives it the time and memory its judge adds for the language. Ignored as tests/cmd.rs
//! is (`cargo test --release -p tools --test versus_submit -- --ignored`), each on its
//! problem among `CHECK_PROBLEMS`; versus's tests that a plain `cargo test` runs, its other
//! --submit ones among them, are in tests/versus.rs.

// the end-to-end tests' helpers, of which this file needs a part
#[allow(dead_code)]
mod common;

use common::check::{away, chosen_one, planted, JAVA_RELAY};
use common::{left_in, root, script, Ran};
use std::path::Path;

/// `versus.sh PROBLEM --submit FILE --cases CASES`, saving what it finds in `saved`.
fn versus_submit(problem: &str, file: &str, cases: &str, saved: &Path) -> Ran {
    let saved = saved.display().to_string();
    let args = [
        problem,
        "--submit",
        file,
        "--cases",
        cases,
        "--save-dir",
        &saved,
    ];
    script(&root(), "versus.sh", &args)
}

#[test]
#[ignore]
fn versus_says_what_a_verdict_rests_on_as_check_sh_does() {
    if !chosen_one("statues") {
        return;
    }
    let wrong =
        "#include <cstdio>\nint main() { char line[64]; while (gets(line)) puts(\"WIN\"); }\n";
    let file = planted("statues", "versus-gets.cpp", wrong)
        .display()
        .to_string();
    let ran = versus_submit("statues", &file, "20", &away("versus-grounds"));
    assert_eq!(ran.status, 1, "{}", ran.output);
    for words in [
        "gets is declared by MinGW's C library",
        "--- verdict: wrong answer (WA) ---\njudged as built with a declaration of gets supplied",
    ] {
        assert!(ran.output.contains(words), "{:?}\n{}", words, ran.output);
    }
}

#[test]
#[ignore]
fn versus_judges_a_submitted_file_and_leaves_no_build_behind() {
    if !chosen_one("statues") {
        return;
    }
    let file = root().join("scripts/tools/tests/submit/statues.cpp");
    let file = file.display().to_string();
    let saved = away("versus-submit");
    let ran = versus_submit("statues", &file, "5", &saved);
    assert_eq!(ran.status, 0, "{}", ran.output);
    assert!(
        ran.output.contains("as Codeforces's GNU G++17"),
        "{}",
        ran.output
    );
    assert!(ran.output.contains("5 cases agree"), "{}", ran.output);
    let broken = planted("statues", "broken.cpp", "int main() { return }\n");
    let broken = broken.display().to_string();
    let ran = versus_submit("statues", &broken, "5", &saved);
    assert_eq!(ran.status, 1, "{}", ran.output);
    assert!(
        ran.output.contains("CE    compilation error"),
        "{}",
        ran.output
    );
    let left = left_in(&tools::facts::target_dir(&root()).join("submit"));
    // a folder whose owner still runs is another test's judge at work (tests run side by
    // side); versus.sh, which owned its folder, has ended
    let owner_ended = |name: &&String| {
        let pid = name.rsplit('-').next().unwrap_or("");
        !Path::new("/proc").join(pid).exists()
    };
    let versus_left: Vec<&String> = left
        .iter()
        .filter(|name| name.starts_with("statues-"))
        .filter(owner_ended)
        .collect();
    assert!(versus_left.is_empty(), "left behind: {:?}", versus_left);
}

#[test]
#[ignore]
fn versus_gives_a_submitted_file_the_time_and_memory_its_judge_adds_for_the_language() {
    if !tools::judge::build::submit::installed("javac") || !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "Main.java", JAVA_RELAY)
        .display()
        .to_string();
    let ran = versus_submit("robots", &file, "2", &away("versus-submit-java"));
    assert_eq!(ran.status, 0, "{}", ran.output);
    // BOJ's 1 s and 128 MB, with its x2 + 1 s and x2 + 16 MB for Java
    assert!(
        ran.output.contains("judged as BOJ judges: 3 s of CPU time (stopped at 7 s of wall time if it waits), 272 MB"),
        "{}",
        ran.output
    );
}
