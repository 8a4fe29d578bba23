//! The self-test of `scripts/check.sh --submit` (the file a user would paste, built as its
//! judge builds it), end to end: each judge's build of C, C++, Java and Python (C++11 under
//! POJ and UVa, a C++ comment under ANSI C, ONLINE_JUDGE, Java's flags, heap and memory,
//! Python's interpreters, Python 2, newer code under older compilers), the older library
//! supplied and gets declared where this machine is not the judge (what a verdict rests on),
//! a file that cannot be built here (one line, exit status 2), and Ctrl-C during a build.
//! Ignored as tests/cmd.rs is, for the same reason (`cargo test --release -p tools --test
//! submit -- --ignored`); each test needs its problem among `CHECK_PROBLEMS`.

// the end-to-end tests' helpers, of which this file needs a part
#[allow(dead_code)]
mod common;

use common::check::{away, chosen_one, expect, first, interrupted, planted, unbound, JAVA_RELAY};
use common::python2::path_without_python2;
use common::{root, script, script_with, sleeper};
use std::fs;
use std::process::Command;

// --- --submit: the file a user would paste, built as its judge builds it ---

const CPP11_RELAY: &str = r#"#include <unistd.h>
#include <string>
#include <vector>
int main() {
    std::vector<std::string> path{"BINARY"};  // a C++11 initializer list
    auto program = path[0].c_str();
    execl(program, program, nullptr);
    return 1;
}
"#;

#[test]
#[ignore]
fn a_cxx11_file_is_ce_under_poj_and_passes_under_uva() {
    if !chosen_one("dice-maze") {
        return;
    }
    let source = planted("dice-maze", "relay.cpp", CPP11_RELAY);
    let file = source.display().to_string();
    let poj = expect(
        &root(),
        &["--submit", &file, "--judge", "POJ", "dice-maze"],
        1,
        "CE    compilation error: g++ -std=gnu++98",
    );
    assert!(poj.output.contains("0 passed, "), "{}", poj.output);
    let uva = expect(&root(), &["--submit", &file, "dice-maze"], 0, " 0 failed");
    assert!(
        uva.output.contains("as UVa's C++11 5.3.0"),
        "{}",
        uva.output
    );
    assert!(uva.output.contains("-DONLINE_JUDGE"), "{}", uva.output);
    // UVa's other C++, GCC 5.3's default C++98, refuses it too
    expect(
        &root(),
        &["--submit", &file, "--lang", "c++ 5.3.0", "dice-maze"],
        1,
        "CE ",
    );
}

#[test]
#[ignore]
fn a_c_file_with_a_cxx_comment_is_ce_under_uva_s_ansi_c() {
    if !chosen_one("dice-maze") {
        return;
    }
    let text = "#include <unistd.h>\nint main(void) {\n    // a C++ comment: ISO C90 has none\n    execl(\"BINARY\", \"BINARY\", (char *)0);\n    return 1;\n}\n";
    let file = planted("dice-maze", "relay.c", text).display().to_string();
    expect(
        &root(),
        &["--submit", &file, "dice-maze"],
        1,
        "gcc -lm -lcrypt -O2 -pipe -ansi",
    );
    // POJ's GCC keeps GCC's own C89 mode, which takes it
    expect(
        &root(),
        &["--submit", &file, "--judge", "POJ", "dice-maze"],
        0,
        " 0 failed",
    );
}

#[test]
#[ignore]
fn an_online_judge_file_passes_under_domjudge_and_fails_under_kattis() {
    if !chosen_one("dungeon") {
        return;
    }
    let text = "#include <cstdio>\n#include <unistd.h>\nint main() {\n#ifndef ONLINE_JUDGE\n    if (!std::freopen(\"input.txt\", \"r\", stdin)) return 3;\n#endif\n    execl(\"BINARY\", \"BINARY\", (char *)0);\n    return 1;\n}\n";
    let file = planted("dungeon", "local.cpp", text).display().to_string();
    let kattis = expect(&root(), &["--submit", &file, "dungeon"], 1, "RE ");
    assert!(kattis.output.contains("exit status 3"), "{}", kattis.output);
    expect(
        &root(),
        &["--submit", &file, "--judge", "DOMjudge", "dungeon"],
        0,
        " 0 failed",
    );
}

#[test]
#[ignore]
fn a_java_program_that_touches_40_mb_passes_robots_under_boj_s_flags() {
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here (.ci/run installs default-jdk-headless)");
        return;
    }
    if !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "Main.java", JAVA_RELAY)
        .display()
        .to_string();
    let boj = expect(&root(), &["--submit", &file, "robots"], 0, " 0 failed");
    assert!(
        boj.output
            .contains("run as BOJ runs: java -Xms1024m -Xmx1920m -Xss512m"),
        "{}",
        boj.output
    );
    assert!(boj
        .output
        .contains("BOJ adds time x2 + 1 s, memory x2 + 16 MB"));
}

#[test]
#[ignore]
fn domjudge_s_java_leaves_no_heap_under_128_mb_and_says_so() {
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here (.ci/run installs default-jdk-headless)");
        return;
    }
    if !chosen_one("dungeon") {
        return;
    }
    let file = planted("dungeon", "Main.java", JAVA_RELAY)
        .display()
        .to_string();
    let ran = expect(
        &root(),
        &["--submit", &file, "--judge", "DOMjudge", "dungeon"],
        1,
        "cannot run Java here at all",
    );
    assert!(ran.output.contains("0 passed, "), "{}", ran.output);
}

#[test]
#[ignore]
fn a_python_file_runs_under_the_judge_s_interpreter_or_the_header_says_not() {
    if !chosen_one("robots") {
        return;
    }
    let text = "import os\nos.execv(\"BINARY\", [\"BINARY\"])\n";
    let file = planted("robots", "relay.py", text).display().to_string();
    for lang in ["PyPy3", "Python 3"] {
        let ran = expect(
            &root(),
            &["--submit", &file, "--lang", lang, "robots"],
            0,
            " 0 failed",
        );
        let interpreter = if lang == "PyPy3" { "pypy3" } else { "python3" };
        let ran_there = format!("run as BOJ runs: {} -W ignore Main.py", interpreter);
        let said_not = "pypy3 is not installed here";
        assert!(
            ran.output.contains(&ran_there) || (lang == "PyPy3" && ran.output.contains(said_not)),
            "{}",
            ran.output
        );
    }
}

// --- --submit where this machine is not the judge: what a verdict rests on ---

/// A C++98 relay that uses INT_MAX after only <iostream> and <algorithm>, as a file accepted
/// at the Live Archive does: GCC 12's library no longer brings <climits> in through them.
const INT_MAX_RELAY: &str = r#"#include <iostream>
#include <algorithm>
#include <unistd.h>
using namespace std;
int main() {
    int best = INT_MAX;
    if (best < 0) return 2;
    execl("BINARY", "BINARY", (char *)0);
    return 1;
}
"#;

#[test]
#[ignore]
fn a_cxx_file_that_an_older_library_took_is_built_with_it_supplied_and_says_so() {
    if !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "climits.cpp", INT_MAX_RELAY)
        .display()
        .to_string();
    for judge in ["POJ", "Live Archive"] {
        let ran = expect(
            &root(),
            &["--submit", &file, "--judge", judge, "robots"],
            0,
            " 0 failed",
        );
        for words in [
            "CE here with GCC 12, where",
            "INT_MAX is in <climits>, which",
            "judged as built with <climits> supplied",
            "g++ -include judge-supplied.h",
        ] {
            assert!(
                ran.output.contains(words),
                "{}: {:?}\n{}",
                judge,
                words,
                ran.output
            );
        }
    }
    // BOJ's compiler is as new as ours: its CE stays a CE, with nothing supplied
    let boj = expect(
        &root(),
        &["--submit", &file, "robots"],
        1,
        "CE    compilation error",
    );
    assert!(!boj.output.contains("supplied"), "{}", boj.output);
    // a CE that no library explains stays one under POJ too
    let broken = planted(
        "robots",
        "broken.cpp",
        "int main() { return INT_MAX + ; }\n",
    );
    let broken = broken.display().to_string();
    let ran = expect(
        &root(),
        &["--submit", &broken, "--judge", "POJ", "robots"],
        1,
        "CE    compilation error",
    );
    assert!(!ran.output.contains("supplied"), "{}", ran.output);
}

#[test]
#[ignore]
fn gets_under_codeforces_g_plus_plus_17_is_declared_as_mingw_declares_it() {
    if !chosen_one("statues") {
        return;
    }
    let relay = "#include <cstdio>\n#include <unistd.h>\nint main() {\n    static char line[64];\n    if (line[0] != 0) gets(line);\n    execl(\"BINARY\", \"BINARY\", (char *)0);\n    return 1;\n}\n";
    let file = planted("statues", "gets.cpp", relay).display().to_string();
    let ran = expect(&root(), &["--submit", &file, "statues"], 0, " 0 failed");
    assert!(
        ran.output.contains("gets is declared by MinGW's C library"),
        "{}",
        ran.output
    );
    // a wrong answer built that way says, on its case, how it was built
    let wrong =
        "#include <cstdio>\nint main() { char line[64]; while (gets(line)) puts(\"WIN\"); }\n";
    let file = planted("statues", "wrong-gets.cpp", wrong)
        .display()
        .to_string();
    let ran = expect(&root(), &["--submit", &file, "statues"], 1, "WA ");
    assert!(
        ran.output
            .contains("judged as built with a declaration of gets supplied"),
        "{}",
        ran.output
    );
}

#[test]
#[ignore]
fn a_python_2_file_is_told_its_language_and_runs_as_python_2_where_one_is_here() {
    if !chosen_one("statues") {
        return;
    }
    let text = "import os\nprint \"relay\"[0:0],\nos.execv(\"BINARY\", [\"BINARY\"])\n";
    let file = planted("statues", "two.py", text).display().to_string();
    expect(
        &root(),
        &["--submit", &file, "statues"],
        1,
        "Codeforces also takes Python 2: --lang \"Python 2\"",
    );
    let args = unbound(&["--submit", &file, "--lang", "Python 2", "statues"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let ran = script(&root(), "check.sh", &args);
    let none_here = "Python 2 is not installed here";
    assert!(
        (ran.status == 0 && ran.output.contains(" 0 failed"))
            || (ran.status == 2 && ran.output.contains(none_here)),
        "{}",
        ran.output
    );
    let bare = path_without_python2();
    let ran = script_with(
        &root(),
        "check.sh",
        &["--submit", &file, "--lang", "python 2", "statues"],
        &[("PATH", bare.as_str()), ("PYENV_ROOT", "/nonexistent")],
    );
    assert!(
        ran.status == 2 && ran.output.contains("pyenv install 2.7.18"),
        "{}",
        ran.output
    );
}

/// A Java program that reads its input and answers 0: wrong, and small.
const JAVA_READER: &str = r#"import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        while (in.readLine() != null) { }
        System.out.println("0");
    }
}
"#;

#[test]
#[ignore]
fn java_under_poj_s_10_mb_is_judged_above_the_jvm_at_rest_never_mle_for_it() {
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here (.ci/run installs default-jdk-headless)");
        return;
    }
    if !chosen_one("robots") {
        return;
    }
    let file = planted("robots", "Main.java", JAVA_READER)
        .display()
        .to_string();
    for judge in ["POJ", "Live Archive"] {
        let ran = expect(
            &root(),
            &["--submit", &file, "--judge", judge, "robots"],
            1,
            "memory counted above the JVM at rest",
        );
        assert!(ran.output.contains("WA "), "{}", ran.output);
        assert!(!ran.output.contains("MLE "), "{}", ran.output);
    }
}

#[test]
#[ignore]
fn newer_code_is_ce_under_uva_s_older_java_and_python() {
    if !chosen_one("dice-maze") {
        return;
    }
    let java10 = "import java.util.*;\npublic class Main {\n    public static void main(String[] args) {\n        var words = List.of(\"a\");\n        Runnable say = () -> System.out.println(words.size());\n        say.run();\n    }\n}\n";
    if tools::judge::build::submit::installed("javac") {
        let file = planted("dice-maze", "Main.java", java10)
            .display()
            .to_string();
        expect(
            &root(),
            &["--submit", &file, "dice-maze"],
            1,
            "CE    compilation error: javac --release 8",
        );
        let poj = expect(
            &root(),
            &["--submit", &file, "--judge", "POJ", "dice-maze"],
            1,
            "lambda expressions are not supported in -source 7",
        );
        assert!(poj.output.contains("CE "), "{}", poj.output);
    }
    let fstring = "import sys\nn = len(sys.stdin.read())\nprint(f\"{n}\")\n";
    let file = planted("dice-maze", "f.py", fstring).display().to_string();
    expect(
        &root(),
        &["--submit", &file, "dice-maze"],
        1,
        "Format strings are only supported in Python 3.6 and greater",
    );
}

#[test]
#[ignore]
fn a_submit_that_cannot_be_built_here_is_one_line_and_exit_2() {
    let problem = first();
    let dir = away("submit-bad");
    let swift = dir.join("sol.swift");
    fs::write(&swift, "print(1)\n").unwrap();
    let empty = dir.join("empty.cpp");
    fs::write(&empty, "").unwrap();
    let unknown = swift.display().to_string();
    let ran = expect(&root(), &["--submit", &unknown, &problem], 2, "sol.swift");
    // a judge that tells a language by the extension lists them; Kattis, which tells it by
    // the files as problemtools does, lists its languages
    let by_extension = ran
        .output
        .contains("no language has the extension \"swift\"")
        && ran.output.contains("C++ (.cpp");
    let by_files = ran
        .output
        .contains("no file of a language Kattis builds (C++, C, Java");
    assert!(by_extension || by_files, "{}", ran.output);
    expect(
        &dir,
        &["--submit", "missing.cpp", &problem],
        2,
        "no such file",
    );
    expect(
        &dir,
        &["--submit", "empty.cpp", &problem],
        2,
        "the file is empty",
    );
    if chosen_one("dice-maze") {
        let py = dir.join("sol.py");
        fs::write(&py, "print(1)\n").unwrap();
        let file = py.display().to_string();
        expect(
            &root(),
            &["--submit", &file, "--judge", "POJ", "dice-maze"],
            2,
            "POJ takes no Python",
        );
    }
    if chosen_one("statues") {
        let long = dir.join("long.cpp");
        fs::write(
            &long,
            format!(
                "int main() {{ return 0; }}\n{}",
                "// padding\n".repeat(7000)
            ),
        )
        .unwrap();
        let file = long.display().to_string();
        expect(
            &root(),
            &["--submit", &file, "statues"],
            1,
            "over Codeforces's 64 KB source limit",
        );
    }
}

#[test]
#[ignore]
fn ctrl_c_during_a_build_leaves_nothing_running() {
    let problem = first();
    let dir = away("submit-interrupted");
    // a compiler that never ends, with a child in its group and one in a session of its own:
    // it stands in for g++ on the PATH
    let fake = dir.join("g++");
    let sleep = sleeper(4244);
    fs::write(
        &fake,
        format!("#!/bin/sh\n{} &\nsetsid {} &\nwait\n", sleep, sleep),
    )
    .unwrap();
    let made_executable = Command::new("chmod").arg("+x").arg(&fake).status();
    assert!(made_executable.map_or(false, |s| s.success()));
    let source = dir.join("any.cpp");
    fs::write(&source, "int main() { return 0; }\n").unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let file = source.display().to_string();
    interrupted(
        "check.sh",
        &["--submit", &file, &problem],
        &[("PATH", &path)],
        &sleep,
    );
}
