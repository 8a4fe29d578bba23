//! A folder of several files is one submission, as the problem package format has it and
//! problemtools builds it: its language the one most of its files are in, its source files
//! those of that language (a header beside them is copied, not compiled), its main file the
//! one named `main.*`; by `check.sh --submit FOLDER` (`judge theirs`) and in the coach's
//! solutions step, where a folder with no source file of a language built here is a skip.

// each test file uses its own part of what they share
#[allow(dead_code)]
mod plus;

use plus::{program, run, solution, submit, with_plus};
use std::fs;

#[test]
fn a_folder_is_one_program_built_as_problemtools_builds_it() {
    let root = with_plus("folder-submit");
    let ran = submit(&root, &program("folder-cpp"), &[]);
    assert_eq!(ran.status, 0, "{}", ran.output);
    for said in [
        "as Kattis's C++ (",
        "a folder, one program as problemtools builds it: main.cpp (its main file), zzz.cpp",
        " main.cpp zzz.cpp ",
    ] {
        assert!(
            ran.output.contains(said),
            "no {:?} in:\n{}",
            said,
            ran.output
        );
    }
    assert!(
        !ran.output.contains("sum.h -"),
        "a header compiled:\n{}",
        ran.output
    );
    let ran = submit(&root, &program("folder-prolog"), &[]);
    match ran.status {
        0 => assert!(
            ran.output.contains("as Kattis's Prolog ("),
            "{}",
            ran.output
        ),
        _ => assert!(
            ran.output.contains("swipl is not installed here"),
            "{}",
            ran.output
        ),
    }
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn the_solutions_step_judges_a_folder_and_skips_one_of_no_language() {
    let root = with_plus("folder-solutions");
    solution(&root, "accepted", &program("folder-cpp"));
    let notes = root.join("plus/solutions/accepted/notes");
    fs::create_dir_all(&notes).expect("a folder");
    fs::write(notes.join("README.txt"), "how the sum was found\n").expect("a note");
    let ran = run(&root, "tools", &["solutions", "plus"]);
    assert_eq!(ran.status, 0, "{}", ran.output);
    assert!(
        ran.output
            .contains("ok    plus/solutions/accepted/folder-cpp: AC, as its folder says"),
        "{}",
        ran.output
    );
    assert!(
        ran.output.contains("skip  plus/solutions/accepted/notes: "),
        "{}",
        ran.output
    );
    let _ = fs::remove_dir_all(&root);
}
