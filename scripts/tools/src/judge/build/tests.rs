//! Each judge's languages as facts (`languages`): the tools' manual's table of them, every
//! judge a problem names with languages and each family's first found, and each language's
//! level reached by a flag or said how near it comes.

use crate::judge::test_support::workspace;
use crate::judge::verdict::JUDGES;

/// The manual that holds the judges' languages table, `judge languages`'s copy.
const LANGUAGES_MANUAL: &str = "scripts/tools/src/judge/build/README.md";

#[test]
fn the_manual_s_languages_table_is_the_one_the_facts_make() {
    let readme = std::fs::read_to_string(workspace().join(LANGUAGES_MANUAL)).expect("the manual");
    let start = "<!-- languages: made by judge languages -->\n";
    let copy = readme
        .split(start)
        .nth(1)
        .and_then(|rest| rest.split("<!-- languages: end -->").next())
        .expect("the manual holds the languages table between its markers");
    let made = crate::judge::build::languages::table();
    let differs = copy.lines().zip(made.lines()).find(|(a, b)| a != b);
    assert!(
        copy == made,
        "{}'s languages table is not the one the facts make (paste `target/release/judge languages` between its markers); first difference: {:?}",
        LANGUAGES_MANUAL,
        differs.unwrap_or(("(a line missing)", "(or one more)"))
    );
}

#[test]
fn every_judge_a_problem_names_has_languages_and_each_family_s_first_is_found() {
    use crate::judge::build::languages::{of_judge, pick, Family};
    for judge in JUDGES {
        assert!(
            !of_judge(judge.name).is_empty(),
            "{} has no languages",
            judge.name
        );
    }
    assert_eq!(pick("UVa", Family::Cpp, None).unwrap().name, "C++11 5.3.0");
    assert_eq!(
        pick("UVa", Family::Cpp, Some("c++ 5.3.0")).unwrap().name,
        "C++ 5.3.0"
    );
    assert!(pick("POJ", Family::Python, None)
        .unwrap_err()
        .contains("POJ takes no Python"));
    assert!(pick("BOJ", Family::Cpp, Some("Kotlin"))
        .unwrap_err()
        .contains("its languages: C++17, C++11"));
}

#[test]
fn each_judge_s_language_level_is_reached_by_a_flag_or_says_how_near_it_comes() {
    use crate::judge::build::languages::{named, Level};
    let compile = |judge: &str, name: &str| named(judge, name).expect("a row").compile;
    for judge in ["UVa", "Live Archive"] {
        assert!(compile(judge, "JAVA 1.8.0").contains("--release 8"));
        assert!(compile(judge, "PYTH3 3.5.1").contains("feature_version=(3, 5)"));
    }
    let poj_java = named("POJ", "Java").expect("POJ's Java");
    assert!(poj_java.compile.contains("--release 7"));
    assert!(matches!(poj_java.level, Level::Nearest(_)));
    let newer = named("Codeforces", "Java 21").expect("a Java row").level;
    assert!(matches!(newer, Level::Newer(_)), "Codeforces Java 21");
    for name in ["Python 2", "PyPy 2"] {
        let row = named("Codeforces", name).expect("Codeforces' Python 2 rows");
        assert!(
            row.run.starts_with('{'),
            "{}: its interpreter is found here",
            name
        );
    }
}
