//! Each problem's judges and limits, read from its Cargo.toml (`hosting`): our builds held
//! to the strictest, the judge that counts first, fractional seconds, and what is wrong.

use crate::judge::cases::hosting::Hosting;
use crate::judge::test_support::workspace;

/// Every problem's judges with their limits read from its Cargo.toml, and our builds held
/// to the strictest of them (`time-limit`, `memory-limit`).
#[test]
fn each_problem_lists_its_judges_and_ours_are_held_to_the_strictest() {
    let root = workspace();
    let mut problems = 0;
    for entry in std::fs::read_dir(&root).expect("the workspace").flatten() {
        let dir = entry.path();
        if !dir.join("src/main.rs").exists() {
            continue;
        }
        problems += 1;
        let facts = Hosting::read(&dir.join("Cargo.toml")).expect("its facts");
        assert_eq!(
            facts.strictest(),
            (facts.seconds, facts.megabytes),
            "{}",
            dir.display()
        );
    }
    assert!(problems >= 5);
    let robots = Hosting::read(&root.join("robots/Cargo.toml")).expect("robots' facts");
    let first = robots.counted_first(None).expect("the first");
    assert_eq!((first[0].judge.name, first[0].megabytes), ("BOJ", 128));
    let poj = robots.counted_first(Some("POJ")).expect("POJ hosts robots");
    assert_eq!(
        (poj[0].judge.name, poj[0].megabytes, poj.len()),
        ("POJ", 10, 3)
    );
    assert!(robots.counted_first(Some("Timus")).is_err());
}

#[test]
fn facts_take_fractional_seconds_and_say_what_is_wrong() {
    let text = "[package.metadata.problem]\ntime-limit = 1.5 # s\nmemory-limit = 64\n\
        [package.metadata.problem.judges]\nKattis = { time-limit = 1.5, memory-limit = 64, line-ends = \"LF\" }\n";
    let facts = Hosting::parse(text).expect("facts");
    assert_eq!((facts.seconds, facts.hosts[0].seconds), (1.5, 1.5));
    let unknown = text.replace("Kattis", "Timus");
    assert!(Hosting::parse(&unknown).unwrap_err().contains("Timus"));
    assert!(Hosting::parse("[package.metadata.problem]\ntime-limit = 1\n").is_err());
}
