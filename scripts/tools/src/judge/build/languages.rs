//! Each judge's languages, written once as facts: how the judge builds a source and runs what
//! it built (its compile and run commands, with its defines and its language standard), its
//! compiler's version, its source-size limit, the time and memory it adds for a language, how
//! it counts memory, and the page each fact comes from, or what is assumed where no page was
//! found. `--submit` (`super::submit`) builds a user's file from these rows, and so do our own
//! builds of our bundles (the rows of the judge `ours`). The table of this folder's README.md ("The
//! judges' languages") is made from them and held by a test.
//!
//! A command is a shell line run from the build's scratch folder, with these placeholders:
//! `{files}` the source (under the file name the judge gives it), `{binary}` the program it
//! makes, `{mainclass}` Java's main class, `{memlim}` the judge's memory limit in MB,
//! `{javaheap}` DOMjudge's Java heap in KB (the limit less 128 MB it keeps for the JVM and the
//! stack), `{rustc}` the Rust compiler (our builds, `BUNDLE_BUILDS`: today's, or Debian's older one).
//!
//! The compilers are this machine's (GCC 12, OpenJDK 17, CPython 3.11, PyPy3 when installed,
//! a Python 2 when one is, today's rustc), not the judges': the language level is reached
//! with flags where one exists (`-std`, `javac --release`, Python's `feature_version`), or the
//! nearest is used and the row says so (`Level`); what an older judge's library gave that
//! ours hides is a fact of the row (`Library`), so a CE it explains is built again with it
//! supplied and labelled; how the judge counts memory is a fact (`Counting`), and where it is
//! not published a runtime at rest is never what fails a program. Each row says what else
//! differs (`differs`).

/// A language family: what a file's extension says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    C,
    Cpp,
    CSharp,
    Cobol,
    FSharp,
    Go,
    Haskell,
    Java,
    JavaScript,
    Kotlin,
    Lisp,
    OCaml,
    ObjectiveC,
    Pascal,
    Php,
    Prolog,
    Python,
    Ruby,
    Rust,
    Scala,
}

impl Family {
    /// Every family, in the order the manual lists them.
    pub const ALL: [Family; 20] = [
        Family::C,
        Family::Cpp,
        Family::CSharp,
        Family::Cobol,
        Family::FSharp,
        Family::Go,
        Family::Haskell,
        Family::Java,
        Family::JavaScript,
        Family::Kotlin,
        Family::Lisp,
        Family::OCaml,
        Family::ObjectiveC,
        Family::Pascal,
        Family::Php,
        Family::Prolog,
        Family::Python,
        Family::Ruby,
        Family::Rust,
        Family::Scala,
    ];

    /// The family a file's extension names, if any.
    pub fn of_extension(extension: &str) -> Option<Family> {
        Family::ALL
            .iter()
            .copied()
            .find(|f| f.extensions().contains(&extension))
    }

    /// The extensions of its files, as problemtools' languages.yaml globs them (`.py2` and
    /// `.py3` are Python; `.C` with a capital is C++, `.c` C).
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Family::C => &["c"],
            Family::Cpp => &["cpp", "cc", "cxx", "c++", "C"],
            Family::CSharp => &["cs"],
            Family::Cobol => &["cob"],
            Family::FSharp => &["fs"],
            Family::Go => &["go"],
            Family::Haskell => &["hs"],
            Family::Java => &["java"],
            Family::JavaScript => &["js"],
            Family::Kotlin => &["kt"],
            Family::Lisp => &["lisp", "cl"],
            Family::OCaml => &["ml"],
            Family::ObjectiveC => &["m"],
            Family::Pascal => &["pas"],
            Family::Php => &["php"],
            Family::Prolog => &["pl"],
            Family::Python => &["py", "py2", "py3"],
            Family::Ruby => &["rb"],
            Family::Rust => &["rs"],
            Family::Scala => &["scala", "sc"],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Family::C => "C",
            Family::Cpp => "C++",
            Family::CSharp => "C#",
            Family::Cobol => "COBOL",
            Family::FSharp => "F#",
            Family::Go => "Go",
            Family::Haskell => "Haskell",
            Family::Java => "Java",
            Family::JavaScript => "JavaScript",
            Family::Kotlin => "Kotlin",
            Family::Lisp => "Common Lisp",
            Family::OCaml => "OCaml",
            Family::ObjectiveC => "Objective-C",
            Family::Pascal => "Pascal",
            Family::Php => "PHP",
            Family::Prolog => "Prolog",
            Family::Python => "Python",
            Family::Ruby => "Ruby",
            Family::Rust => "Rust",
            Family::Scala => "Scala",
        }
    }
}

/// How problemtools tells a program's language from its files (its `languages.yaml`: a
/// language's `priority`, its `files` globs, and Python 2's `shebang`): each file is evidence
/// for each language whose globs it matches, unless the language asks for a `#!` line naming
/// a word in files of some extensions and the file's first line does not; the program is in
/// the language with the most evidence, a tie going to the higher priority. Only Kattis's rows
/// carry these facts: the other judges take one file, told by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Detect {
    /// problemtools' code for the language ("cpp").
    pub code: &'static str,
    pub priority: u32,
    /// The extensions its `files` globs name (`*.cc` as "cc"); Haskell and Objective-C claim
    /// `.c` files too.
    pub files: &'static [&'static str],
    /// `(extensions, word)`: a file of these extensions is evidence only when its first line
    /// is a `#!` line naming the word as a whole word (Python 2: `^#!.*python2\b`).
    pub shebang: Option<(&'static [&'static str], &'static str)>,
}

/// How near this machine's compiler or interpreter comes to the judge's language level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// The judge's level: a flag reaches it (`-std`, `javac --release`, Python's
    /// `feature_version`), or ours is the judge's own or close enough that no flag is needed.
    Reached,
    /// Older there, and no flag reaches it exactly: the nearest is used, and this says what
    /// passes here that would not there.
    Nearest(&'static str),
    /// Newer there: a file the judge's compiler takes may be CE here; such a CE says so
    /// with this.
    Newer(&'static str),
}

/// A function a judge's C library still declares where glibc hides it in that language mode,
/// with the declaration that stands in for it here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declared {
    pub name: &'static str,
    pub declaration: &'static str,
}

/// What a judge's own C or C++ library gave a source that this machine's (GCC 12's libstdc++
/// and glibc) does not: standard headers it brought in through others, and functions it
/// still declares. A compile error here that GCC's own notes tie to one of these is not the
/// judge's CE: the file is built again with that header or declaration supplied
/// (`super::submit`), and every verdict on that build says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Library {
    /// The library, as a verdict names it ("GCC 5.3's libstdc++").
    pub name: &'static str,
    /// Standard headers (`climits`) it included through others.
    pub headers: &'static [&'static str],
    /// Which headers brought them in, in words ("<iostream>, <algorithm> and <string>").
    pub through: &'static str,
    pub declares: &'static [Declared],
    /// Where these facts come from, or what is assumed.
    pub from: &'static str,
}

/// How a judge counts a run's memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counting {
    /// The whole program, its runtime included, as the judge says (a cgroup's peak).
    Whole,
    /// Not published. We count the whole program too, unless the runtime at rest (a JVM, an
    /// interpreter, measured here with an empty program) alone passes the limit, at which
    /// the judge still takes the language: then only what the program adds above it counts,
    /// and the header says so. Never an MLE for the runtime at rest alone.
    Unpublished,
}

/// How a judge finds a Java program's main class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MainClass {
    /// The class must be this one, in a file of its name (`Main`, `Main.java`).
    Named(&'static str),
    /// The judge finds the class that holds `main` (Kattis, DOMjudge).
    Found,
    /// Not Java.
    None,
}

/// What a judge adds to a problem's limits for a language: `limit * factor + plus`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Extra {
    pub time_factor: f64,
    pub time_plus: f64,
    pub memory_factor: f64,
    pub memory_plus_mb: u64,
}

/// No extra time or memory.
pub const NONE: Extra = Extra {
    time_factor: 1.0,
    time_plus: 0.0,
    memory_factor: 1.0,
    memory_plus_mb: 0,
};

impl Extra {
    /// The limits for this language, from the problem's (seconds, MB).
    pub fn applied(&self, seconds: f64, megabytes: u64) -> (f64, u64) {
        (
            seconds * self.time_factor + self.time_plus,
            (megabytes as f64 * self.memory_factor) as u64 + self.memory_plus_mb,
        )
    }

    /// "time x2 + 1 s, memory x2 + 16 MB", or "none".
    pub fn words(&self) -> String {
        if *self == NONE {
            return "none".into();
        }
        format!(
            "time x{} + {} s, memory x{} + {} MB",
            self.time_factor, self.time_plus, self.memory_factor, self.memory_plus_mb
        )
    }
}

/// One language of one judge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Language {
    /// The judge, as the problems' facts name it ("POJ"); "ours" for our own builds.
    pub judge: &'static str,
    /// The judge's own name for it ("G++", "C++11 5.3.0"); `--lang` matches it.
    pub name: &'static str,
    pub family: Family,
    /// The judge's compiler or interpreter.
    pub version: &'static str,
    /// The file name the judge compiles ("Main.cpp"); "" keeps the user's.
    pub file: &'static str,
    /// The compile command ("" when there is none), and the run command.
    pub compile: &'static str,
    pub run: &'static str,
    pub main_class: MainClass,
    /// The judge's source-size limit in KB, when one is known.
    pub source_kb: Option<u64>,
    pub extra: Extra,
    /// How near our compiler comes to the judge's language level.
    pub level: Level,
    /// What the judge's C or C++ library gave that ours does not, if anything is known.
    pub library: Option<&'static Library>,
    /// How the judge counts memory, in a fact (`counts`) and in words, with how we do here.
    pub counts: Counting,
    pub memory: &'static str,
    /// Where the facts come from.
    pub from: &'static str,
    /// What differs here from the judge, and what is assumed ("" when nothing).
    pub differs: &'static str,
    /// How problemtools tells a program is in it, for Kattis's rows (`Detect`); None for
    /// the judges that take one file, told by its extension.
    pub detect: Option<Detect>,
}

/// How we count memory: the peak of the resident memory of every process of the run, summed.
const RSS: &str = "not published; we count the peak resident memory of every process the program starts, summed (assumed)";

// Sources, once each.
const UVA_PAGE: &str = "onlinejudge.org Submission specification (ONLINE_JUDGE always defined); the submit form's language list (ANSI C 5.3.0, C++ 5.3.0, C++11 5.3.0, JAVA 1.8.0, PYTH3 3.5.1) as copied by third parties";
const LA_PAGE: &str =
    "not found: the Live Archive runs UVa's system; its language list as third parties copy it is UVa's";
const POJ_PAGE: &str = "poj.org FAQ (page id=1000): C, C++, Pascal, Java, Fortran; G++ is MinGW GCC 4.4; its compile options were not found";
const BOJ_PAGE: &str = "help.acmicpc.net/language/info as third parties copy it (the page itself was not found): commands, -DONLINE_JUDGE -DBOJ, extra limits";
const KATTIS_PAGE: &str = "problemtools' problemtools/config/languages.yaml (problemtools 1.20260907): every language it builds, its commands as they are there (its placeholders {path}, {mainfile}, {Mainclass} filled as problemtools fills them), how it tells a program's language from its files; the versions Kattis runs are not stated there";
const DOMJUDGE_PAGE: &str =
    "DOMjudge's repository, sql/files/defaultdata/LANG/run; etc/db-config.yaml (sourcesize_limit 256 KB); which languages it ships and which of them are allowed by default (C, C++, Java, Python 3): webapp/src/DataFixtures/DefaultData/LanguageFixture.php. Of those it ships disabled, the ones Kattis takes too are rows here (C#, Haskell, JavaScript, Kotlin, Pascal, Ruby, Scala); its Prolog (a compile script in Prolog of its own), Ada, AWK, Bash, Fortran, Lua, Perl, R, POSIX shell and Swift are not";
const CODEFORCES_PAGE: &str = "Codeforces' compiler list (blog entries 75004 and 121114) as third parties copy it; the page itself was not found";

/// MinGW GCC 6.4 (Codeforces' G++14): libstdc++ before GCC 7, and MinGW's `gets`.
const MINGW_GCC6_LIBRARY: Library = Library {
    name: "MinGW GCC 6.4's libraries",
    headers: OLD_LIBSTDCXX_HEADERS,
    through: "<iostream>, <algorithm> and <string>",
    from: "libstdc++ before GCC 7 as at UVa (assumed); MinGW's stdio.h declares gets in every mode",
    ..MINGW_C_LIBRARY
};

/// The headers GCC's libstdc++ before GCC 7 is taken to have brought in through <iostream>,
/// <algorithm> and <string>, where GCC 12's no longer does.
const OLD_LIBSTDCXX_HEADERS: &[&str] = &["climits", "cstring", "cstdlib", "cstdio", "cmath"];
const OLD_LIBSTDCXX_FROM: &str = "assumed: a public robots solution accepted at the Live Archive uses INT_MAX after only <iostream> and <algorithm>, so GCC 5.3's libstdc++ brought <climits> in through them; the other headers are taken to have come the same way (libstdc++ trimmed its internal includes in GCC 7 and later), not checked against those libraries";

/// GCC 5.3's libstdc++ on Linux (UVa; the Live Archive, assumed UVa's): glibc of its day
/// declared what today's does in C++98 and C++11, so only the headers differ.
const GCC5_LIBRARY: Library = Library {
    name: "GCC 5.3's libstdc++",
    headers: OLD_LIBSTDCXX_HEADERS,
    through: "<iostream>, <algorithm> and <string>",
    declares: &[],
    from: OLD_LIBSTDCXX_FROM,
};

/// MinGW GCC 4.4 (POJ): the same older libstdc++; in C++98 mode glibc declares `gets` as
/// MinGW does.
const GCC4_MINGW_LIBRARY: Library = Library {
    name: "MinGW GCC 4.4's libstdc++",
    ..GCC5_LIBRARY
};

/// MinGW's C library (Codeforces' G++ on Windows): it declares `gets` in every C++ mode,
/// where glibc hides it from C++14 on.
const MINGW_C_LIBRARY: Library = Library {
    name: "MinGW's C library",
    headers: &[],
    through: "",
    declares: &[Declared {
        name: "gets",
        declaration: "extern \"C\" char *gets(char *);",
    }],
    from: "MinGW's stdio.h declares gets in every mode (the C11 and C++14 removal is glibc's, in its stdio.h); a 2011 Codeforces statues solution reading the board with gets was accepted there",
};

/// The first language of a judge's kind, which the others of the table take their
/// unchanged facts from (`..BASE`).
const CODEFORCES_CPP: Language = Language {
    judge: "Codeforces",
    name: "GNU G++17",
    family: Family::Cpp,
    version: "GCC 7.3 (MinGW)",
    file: "",
    compile: "g++ -static -DONLINE_JUDGE -O2 -std=c++17 -o {binary} {files}",
    run: "{binary}",
    main_class: MainClass::None,
    source_kb: Some(64),
    extra: NONE,
    level: Level::Reached,
    library: Some(&MINGW_C_LIBRARY),
    counts: Counting::Unpublished,
    memory: RSS,
    from: CODEFORCES_PAGE,
    differs: "GCC 12 here for GCC 7.3; -Wl,--stack=268435456 is MinGW's: the stack is the memory limit here",
    detect: None,
};

const CODEFORCES_JAVA: Language = Language {
    judge: "Codeforces",
    name: "Java 21",
    family: Family::Java,
    version: "OpenJDK 21 (64-bit)",
    file: "",
    compile: "javac -encoding UTF-8 -d . {files}",
    run: "java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:NewRatio=5 -Xms8M -Xmx{memlim}M -Xss64M -DONLINE_JUDGE=true {mainclass}",
    main_class: MainClass::Found,
    source_kb: Some(64),
    extra: NONE,
    level: Level::Newer("OpenJDK 21 there, javac 17 here: what Java 18 to 21 added (pattern matching in switch, record patterns) is CE here only"),
    library: None,
    counts: Counting::Unpublished,
    memory: RSS,
    from: CODEFORCES_PAGE,
    differs: "OpenJDK 17 here; the main-class rule was not found: the class holding main is run (assumed)",
    detect: None,
};

const CODEFORCES_PYTHON: Language = Language {
    judge: "Codeforces",
    name: "Python 3",
    family: Family::Python,
    version: "CPython 3",
    file: "",
    compile: "python3 -m py_compile {files}",
    run: "python3 {files}",
    main_class: MainClass::None,
    source_kb: Some(64),
    extra: NONE,
    level: Level::Reached,
    library: None,
    counts: Counting::Unpublished,
    memory: RSS,
    from: CODEFORCES_PAGE,
    differs: "its commands were not found: a syntax check, then python3 (assumed)",
    detect: None,
};

const BOJ_CPP: Language = Language {
    judge: "BOJ",
    name: "C++17",
    family: Family::Cpp,
    version: "GCC",
    file: "Main.cc",
    compile: "g++ Main.cc -o {binary} -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ",
    run: "{binary}",
    main_class: MainClass::None,
    source_kb: None,
    extra: NONE,
    level: Level::Reached,
    library: None,
    counts: Counting::Unpublished,
    memory: RSS,
    from: BOJ_PAGE,
    differs: "GCC 12 here",
    detect: None,
};

const BOJ_PYTHON: Language = Language {
    judge: "BOJ",
    name: "Python 3",
    family: Family::Python,
    version: "CPython 3",
    file: "Main.py",
    compile:
        "python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py', doraise=True)\"",
    run: "python3 -W ignore Main.py",
    main_class: MainClass::None,
    source_kb: None,
    extra: Extra {
        time_factor: 3.0,
        time_plus: 2.0,
        memory_factor: 2.0,
        memory_plus_mb: 32,
    },
    level: Level::Reached,
    library: None,
    counts: Counting::Unpublished,
    memory: RSS,
    from: BOJ_PAGE,
    differs: "CPython 3.11 here",
    detect: None,
};

const POJ_CPP: Language = Language {
    judge: "POJ",
    name: "G++",
    family: Family::Cpp,
    version: "MinGW GCC 4.4",
    file: "Main.cpp",
    compile: "g++ -std=gnu++98 -O2 -DONLINE_JUDGE -o {binary} Main.cpp",
    run: "{binary}",
    main_class: MainClass::None,
    source_kb: None,
    extra: NONE,
    level: Level::Reached,
    library: Some(&GCC4_MINGW_LIBRARY),
    counts: Counting::Unpublished,
    memory: RSS,
    from: POJ_PAGE,
    differs: "GCC 12 in C++98 mode (-std=gnu++98) for GCC 4.4: what 4.4 lacks within C++98 is not emulated; -O2 and ONLINE_JUDGE assumed",
    detect: None,
};

const KATTIS_CPP: Language = Language {
    judge: "Kattis",
    name: "C++",
    family: Family::Cpp,
    version: "GCC",
    file: "",
    compile: "g++ -g -O2 -std=gnu++23 -static -o {binary} {files} -lrt -Wl,--whole-archive -lpthread -Wl,--no-whole-archive",
    run: "{binary}",
    main_class: MainClass::None,
    source_kb: None,
    extra: NONE,
    level: Level::Reached,
    library: None,
    counts: Counting::Whole,
    memory: KATTIS_CAPPED_MEMORY,
    from: KATTIS_PAGE,
    differs: "GCC 12 here; no ONLINE_JUDGE, as on Kattis",
    detect: Some(Detect {
        code: "cpp",
        priority: 1000,
        files: &["cc", "C", "cpp", "cxx", "c++"],
        shebang: None,
    }),
};

/// How Kattis's problem package tools (problemtools) hold a program to the memory limit: its
/// address space capped at the limit (`RLIMIT_AS`), as problemtools caps it (run/program.py),
/// but for the languages whose runtime reserves far more than it uses (`address_capped`).
const KATTIS_CAPPED_MEMORY: &str = "its address space capped at the memory limit, as Kattis's problem package tools (problemtools) cap it (RLIMIT_AS: a runtime that reserves more, Go's and Node's at 512 MB or less, cannot start); we cap it so too, and count the peak resident memory of every process it starts, summed";

/// The same for a program with a runtime that problemtools caps (an interpreter, Mono).
const KATTIS_RUNTIME_MEMORY: &str = "its address space capped at the memory limit, its runtime included, as Kattis's problem package tools (problemtools) cap it (RLIMIT_AS); we cap it so too, and count the peak resident memory of every process it starts, summed";

/// The same for the languages problemtools leaves uncapped: a JVM's, SBCL's.
const KATTIS_UNCAPPED_MEMORY: &str = "the whole program, its runtime included, its address space not capped, as Kattis's problem package tools (problemtools) leave a JVM's and SBCL's (they reserve far more than they use); we count the peak resident memory of every process it starts, summed";

const DOMJUDGE_CPP: Language = Language {
    judge: "DOMjudge",
    name: "C++",
    family: Family::Cpp,
    version: "GCC",
    file: "",
    compile: "g++ -g -O2 -std=gnu++0x -static -pipe -DONLINE_JUDGE -DDOMJUDGE -o {binary} {files}",
    run: "{binary}",
    main_class: MainClass::None,
    source_kb: Some(256),
    extra: NONE,
    level: Level::Reached,
    library: None,
    counts: Counting::Whole,
    memory: "runguard's cgroup peak of everything the submission starts; we count the peak resident memory of those processes, summed (no cgroup here)",
    from: DOMJUDGE_PAGE,
    differs: "GCC 12 here; the script with the defines (later scripts leave them to the contest)",
    detect: None,
};

/// UVa's languages, one a constant: the Live Archive runs UVa's system (`on_live_archive`).
const UVA_CPP11: Language = Language {
    judge: "UVa",
    name: "C++11 5.3.0",
    family: Family::Cpp,
    version: "GCC 5.3",
    file: "Main.cpp",
    compile: "g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE -o {binary} Main.cpp",
    run: "{binary}",
    main_class: MainClass::None,
    source_kb: None,
    extra: NONE,
    level: Level::Reached,
    library: Some(&GCC5_LIBRARY),
    counts: Counting::Unpublished,
    memory: RSS,
    from: UVA_PAGE,
    differs: "GCC 12 here for GCC 5.3",
    detect: None,
};

const UVA_CPP: Language = Language {
    name: "C++ 5.3.0",
    compile: "g++ -lm -lcrypt -O2 -std=gnu++98 -pipe -DONLINE_JUDGE -o {binary} Main.cpp",
    differs:
        "GCC 12 here; -std=gnu++98 is GCC 5.3's default, which the judge's command leaves in force",
    ..UVA_CPP11
};

const UVA_C: Language = Language {
    name: "ANSI C 5.3.0",
    family: Family::C,
    library: None,
    file: "Main.c",
    compile: "gcc -lm -lcrypt -O2 -pipe -ansi -DONLINE_JUDGE -o {binary} Main.c",
    ..UVA_CPP11
};

const UVA_JAVA: Language = Language {
    judge: "UVa",
    name: "JAVA 1.8.0",
    family: Family::Java,
    version: "OpenJDK 1.8",
    file: "Main.java",
    compile: "javac --release 8 -encoding UTF-8 Main.java",
    run: "java -Xss64m Main",
    main_class: MainClass::Named("Main"),
    source_kb: None,
    extra: NONE,
    level: Level::Reached,
    library: None,
    counts: Counting::Unpublished,
    memory: RSS,
    from: UVA_PAGE,
    differs:
        "OpenJDK 17 here, compiling for Java 8 (--release 8: its language and its library); its run flags were not found: -Xss64m assumed, the JVM's default heap",
    detect: None,
};

const UVA_PYTHON: Language = Language {
    judge: "UVa",
    name: "PYTH3 3.5.1",
    family: Family::Python,
    version: "CPython 3.5.1",
    file: "Main.py",
    compile: "python3 -c \"import ast, py_compile; ast.parse(open('Main.py', 'rb').read(), 'Main.py', feature_version=(3, 5)); py_compile.compile('Main.py', doraise=True)\"",
    run: "python3 Main.py",
    main_class: MainClass::None,
    source_kb: None,
    extra: NONE,
    level: Level::Reached,
    library: None,
    counts: Counting::Unpublished,
    memory: RSS,
    from: UVA_PAGE,
    differs: "CPython 3.11 here for 3.5.1: the syntax checked as 3.5's (feature_version), not the library (what 3.6 and later added to it runs here only); the syntax check is assumed",
    detect: None,
};

/// A UVa language as the Live Archive is assumed to have it: UVa's commands, the Live
/// Archive's name and source, and `differs` here.
const fn on_live_archive(uva: Language, differs: &'static str) -> Language {
    Language {
        judge: "Live Archive",
        from: LA_PAGE,
        differs,
        ..uva
    }
}

/// Every judge's languages, the first of a family being what a file of that family gets
/// unless `--lang` names another.
pub const LANGUAGES: &[Language] = &[
    // --- Codeforces (Windows; its 256 MB stack flag is MinGW's) ---
    CODEFORCES_CPP,
    Language {
        name: "GNU G++20",
        version: "GCC 13.2 (MinGW, winlibs)",
        compile: "g++ -static -DONLINE_JUDGE -O2 -std=c++20 -o {binary} {files}",
        level: Level::Newer("GCC 13.2 there, GCC 12 here: what GCC 13 added of C++20 and C++23 is CE here only"),
        differs: "GCC 12 here for GCC 13.2; -Wl,--stack=268435456 is MinGW's: the stack is the memory limit here",
        ..CODEFORCES_CPP
    },
    Language {
        name: "GNU G++14",
        version: "GCC 6.4 (MinGW)",
        compile: "g++ -static -DONLINE_JUDGE -O2 -std=c++14 -o {binary} {files}",
        library: Some(&MINGW_GCC6_LIBRARY),
        differs: "GCC 12 here for GCC 6.4; -Wl,--stack=268435456 is MinGW's: the stack is the memory limit here",
        ..CODEFORCES_CPP
    },
    Language {
        name: "GNU GCC C11",
        family: Family::C,
        library: None,
        version: "GCC 5.1 (MinGW)",
        compile: "gcc -static -fno-optimize-sibling-calls -fno-strict-aliasing -DONLINE_JUDGE -fno-asm -s -O2 -std=c11 -o {binary} {files} -lm",
        differs: "GCC 12 here for GCC 5.1",
        ..CODEFORCES_CPP
    },
    CODEFORCES_JAVA,
    Language {
        name: "Java 8",
        version: "OpenJDK 8",
        compile: "javac --release 8 -encoding UTF-8 -d . {files}",
        level: Level::Reached,
        differs: "OpenJDK 17 here, compiling for Java 8 (--release 8); its run flags taken to be its Java 21's (assumed); the main-class rule was not found: the class holding main is run (assumed)",
        ..CODEFORCES_JAVA
    },
    CODEFORCES_PYTHON,
    Language {
        name: "PyPy 3",
        version: "PyPy3",
        compile: "pypy3 -m py_compile {files}",
        run: "pypy3 {files}",
        differs: "its commands were not found: a syntax check, then pypy3 (assumed)",
        ..CODEFORCES_PYTHON
    },
    Language {
        name: "Python 2",
        version: "CPython 2.7",
        compile: "{python2} -m py_compile {files}",
        run: "{python2} {files}",
        differs: "its commands were not found: a syntax check, then Python 2.7 (assumed); this machine's Python 2 (python2.7, python2, pypy or pyenv's 2.7)",
        ..CODEFORCES_PYTHON
    },
    Language {
        name: "PyPy 2",
        version: "PyPy 2.7",
        compile: "{pypy2} -m py_compile {files}",
        run: "{pypy2} {files}",
        differs: "its commands were not found: a syntax check, then PyPy 2.7 (assumed); this machine's pypy, else its CPython 2.7 with a line that says so",
        ..CODEFORCES_PYTHON
    },
    Language {
        name: "Rust 2021",
        family: Family::Rust,
        version: "rustc (64-bit)",
        compile: "rustc --edition=2021 -O --cfg ONLINE_JUDGE -o {binary} {files}",
        differs: "its command was not found: -O and --cfg ONLINE_JUDGE assumed; its 256 MB stack link flag is Windows'",
        ..CODEFORCES_CPP
    },
    // --- BOJ ---
    BOJ_CPP,
    Language {
        name: "C++11",
        compile: "g++ Main.cc -o {binary} -O2 -Wall -lm -static -std=gnu++11 -DONLINE_JUDGE -DBOJ",
        ..BOJ_CPP
    },
    Language {
        name: "C++14",
        compile: "g++ Main.cc -o {binary} -O2 -Wall -lm -static -std=gnu++14 -DONLINE_JUDGE -DBOJ",
        ..BOJ_CPP
    },
    Language {
        name: "C++20",
        compile: "g++ Main.cc -o {binary} -O2 -Wall -lm -static -std=gnu++20 -DONLINE_JUDGE -DBOJ",
        ..BOJ_CPP
    },
    Language {
        name: "C99",
        family: Family::C,
        file: "Main.c",
        compile: "gcc Main.c -o {binary} -O2 -Wall -lm -static -std=gnu99 -DONLINE_JUDGE -DBOJ",
        ..BOJ_CPP
    },
    Language {
        name: "C11",
        family: Family::C,
        file: "Main.c",
        compile: "gcc Main.c -o {binary} -O2 -Wall -lm -static -std=gnu11 -DONLINE_JUDGE -DBOJ",
        ..BOJ_CPP
    },
    Language {
        judge: "BOJ",
        name: "Java 11",
        family: Family::Java,
        version: "OpenJDK 11",
        file: "Main.java",
        compile: "javac --release 11 -J-Xms1024m -J-Xmx1920m -J-Xss512m -encoding UTF-8 Main.java",
        run: "java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC -DONLINE_JUDGE=1 -DBOJ=1 Main",
        main_class: MainClass::Named("Main"),
        source_kb: None,
        extra: Extra {
            time_factor: 2.0,
            time_plus: 1.0,
            memory_factor: 2.0,
            memory_plus_mb: 16,
        },
        level: Level::Reached,
        library: None,
        counts: Counting::Unpublished,
        memory: RSS,
        from: BOJ_PAGE,
        differs: "OpenJDK 17 here (compiling for 11)",
        detect: None,
    },
    BOJ_PYTHON,
    Language {
        name: "PyPy3",
        version: "PyPy3",
        compile: "pypy3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py', doraise=True)\"",
        run: "pypy3 -W ignore Main.py",
        extra: NONE,
        differs: "its extra time and memory were not found: none given here",
        ..BOJ_PYTHON
    },
    Language {
        name: "Rust 2018",
        family: Family::Rust,
        version: "rustc",
        file: "Main.rs",
        compile: "rustc --edition 2018 -O -o {binary} Main.rs",
        extra: Extra {
            time_factor: 1.0,
            time_plus: 0.0,
            memory_factor: 1.0,
            memory_plus_mb: 16,
        },
        differs: "today's rustc here",
        ..BOJ_CPP
    },
    // --- POJ (Windows) ---
    POJ_CPP,
    Language {
        name: "GCC",
        family: Family::C,
        library: None,
        file: "Main.c",
        compile: "gcc -std=gnu89 -O2 -DONLINE_JUDGE -o {binary} Main.c -lm",
        differs: "GCC 12 in GCC 4.4's default C mode (-std=gnu89); -O2 and ONLINE_JUDGE assumed",
        ..POJ_CPP
    },
    Language {
        judge: "POJ",
        name: "Java",
        family: Family::Java,
        version: "JDK 6",
        file: "Main.java",
        compile: "javac --release 7 -Xlint:-options -encoding UTF-8 Main.java",
        run: "java -Xss64m Main",
        main_class: MainClass::Named("Main"),
        source_kb: None,
        extra: NONE,
        level: Level::Nearest("javac 17 reaches back to Java 7 (--release 7), not JDK 6: what Java 7 added (the diamond <>, try-with-resources, strings in switch) compiles here but not there"),
        library: None,
        counts: Counting::Unpublished,
        memory: RSS,
        from: POJ_PAGE,
        differs: "OpenJDK 17 here for JDK 6 (assumed), compiling for Java 7 (--release 7, the oldest it knows); its run flags were not found: -Xss64m assumed, the JVM's default heap",
        detect: None,
    },
    // --- UVa ---
    UVA_CPP11,
    UVA_CPP,
    UVA_C,
    UVA_JAVA,
    UVA_PYTHON,
    // --- the Live Archive: UVa's system (assumed) ---
    on_live_archive(UVA_CPP11, "UVa's commands assumed; GCC 12 here"),
    on_live_archive(UVA_CPP, "UVa's commands assumed; GCC 12 here in GCC 5.3's default mode"),
    on_live_archive(UVA_C, "UVa's commands assumed; GCC 12 here"),
    on_live_archive(UVA_JAVA, "UVa's commands assumed; OpenJDK 17 here, compiling for Java 8; -Xss64m assumed, the JVM's default heap"),
    on_live_archive(UVA_PYTHON, "UVa's commands assumed; CPython 3.11 here, the syntax checked as 3.5's"),
    // --- Kattis: problemtools' languages.yaml, every language it builds ---
    KATTIS_CPP,
    Language {
        name: "C",
        family: Family::C,
        compile: "gcc -g -O2 -std=gnu17 -static -o {binary} {files} -lm",
        differs: "GCC 12 here",
        detect: Some(Detect {
            code: "c",
            priority: 950,
            files: &["c"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Java",
        family: Family::Java,
        version: "OpenJDK 21",
        compile: "javac -source 21 -encoding UTF-8 -sourcepath {path} -d {path} {files}",
        run: "java -Dfile.encoding=UTF-8 -XX:+UseSerialGC -Xss64m -Xms{memlim}m -Xmx{memlim}m -cp {path} {mainclass}",
        main_class: MainClass::Found,
        memory: KATTIS_UNCAPPED_MEMORY,
        differs: "a JDK that takes -source 21: javac on the PATH when it does, else the newest under /usr/lib/jvm (a line names it); one file is named for the class that holds main, as Kattis finds it",
        detect: Some(Detect {
            code: "java",
            priority: 800,
            files: &["java"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Python 3",
        family: Family::Python,
        version: "PyPy3",
        compile: "pypy3 -m py_compile {files}",
        run: "pypy3 \"{mainfile}\"",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "",
        detect: Some(Detect {
            code: "python3",
            priority: 850,
            files: &["py", "py3"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Rust",
        family: Family::Rust,
        version: "rustc",
        compile: "rustc -C opt-level=3 -C target-cpu=native --crate-type bin --edition 2021 {mainfile} -o {mainfile}.out",
        run: "{mainfile}.out",
        differs: "today's rustc here",
        detect: Some(Detect {
            code: "rust",
            priority: 575,
            files: &["rs"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "C#",
        family: Family::CSharp,
        version: "Mono",
        compile: "mcs -out:{binary}.exe -optimize+ -r:System.Numerics {files}",
        run: "mono {binary}.exe",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "Debian 12's Mono 6.8 here (apt-get install mono-mcs)",
        detect: Some(Detect {
            code: "csharp",
            priority: 700,
            files: &["cs"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Cobol",
        family: Family::Cobol,
        version: "GnuCOBOL",
        compile: "cobc -o {binary} -g -O2 -std=default -free -x -static {files}",
        run: "{binary}",
        differs: "Debian 12's GnuCOBOL 3.1 here (apt-get install gnucobol)",
        detect: Some(Detect {
            code: "cobol",
            priority: 50,
            files: &["cob"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "F#",
        family: Family::FSharp,
        version: "Mono's F#",
        compile: "fsharpc --out:{binary}.exe --optimize+ -r:System.Numerics {files}",
        run: "mono {binary}.exe",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "fsharpc is in no Debian 12 package: F# is not judged here unless it is installed by hand",
        detect: Some(Detect {
            code: "fsharp",
            priority: 675,
            files: &["fs"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Go",
        family: Family::Go,
        version: "gccgo",
        compile: "gccgo -g -o {binary} -static-libgcc {files}",
        run: "{binary}",
        differs: "Debian 12's gccgo 12 here (apt-get install gccgo; the go command of golang-go is not what Kattis builds with)",
        detect: Some(Detect {
            code: "go",
            priority: 400,
            files: &["go"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Haskell",
        family: Family::Haskell,
        version: "GHC",
        compile: "ghc -O2 -ferror-spans -threaded -rtsopts -tmpdir {path} -o {binary} {files}",
        run: "{binary} +RTS -M{memlim}m -K8m -RTS",
        differs: "Debian 12's GHC 9.0 here (apt-get install ghc)",
        detect: Some(Detect {
            code: "haskell",
            priority: 600,
            files: &["hs", "c"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "JavaScript",
        family: Family::JavaScript,
        version: "Node.js",
        compile: "nodejs -c {files}",
        run: "nodejs \"{mainfile}\"",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "Debian 12's Node.js 18 here (apt-get install nodejs)",
        detect: Some(Detect {
            code: "javascript",
            priority: 500,
            files: &["js"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Kotlin",
        family: Family::Kotlin,
        version: "Kotlin (language version 1.3)",
        compile: "kotlinc -language-version 1.3 -d {path}/ -- {files}",
        run: "kotlin -Dfile.encoding=UTF-8 -J-XX:+UseSerialGC -J-Xss64m -J-Xms{memlim}m -J-Xmx{memlim}m -cp {path}/ {Mainclass}Kt",
        memory: KATTIS_UNCAPPED_MEMORY,
        differs: "Debian 12's Kotlin 1.3.31 here (apt-get install kotlin)",
        detect: Some(Detect {
            code: "kotlin",
            priority: 250,
            files: &["kt"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Common Lisp",
        family: Family::Lisp,
        version: "SBCL",
        compile: "sbcl --noinform --noprint --non-interactive --eval '(if (equal (compile-file \"{mainfile}\") NIL) (sb-ext:exit :code 43) ())'",
        run: "sbcl --noinform --non-interactive --load \"{mainfile}\"",
        memory: KATTIS_UNCAPPED_MEMORY,
        differs: "Debian 12's SBCL 2.2 here (apt-get install sbcl)",
        detect: Some(Detect {
            code: "lisp",
            priority: 200,
            files: &["lisp", "cl"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "OCaml",
        family: Family::OCaml,
        version: "OCaml (ocamlopt)",
        compile: "ocamlopt -o {binary} unix.cmxa str.cmxa bigarray.cmxa {files}",
        run: "{binary}",
        differs: "Debian 12's OCaml 4.13 here (apt-get install ocaml)",
        detect: Some(Detect {
            code: "ocaml",
            priority: 375,
            files: &["ml"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Objective C",
        family: Family::ObjectiveC,
        version: "GCC with GNUstep",
        compile: "gcc -O2 -std=gnu99 {files} -lm -lobjc -MMD -MP -DGNUSTEP -DGNUSTEP_BASE_LIBRARY=2 -DGNU_GUI_LIBRARY=1 -DGNU_RUNTIME=1 -fno-strict-aliasing -fexceptions -fobjc-exceptions -D_NATIVE_OBJC_EXCEPTIONS -fPIC -Wall -DGSWARN -DGSDIAGNOSE -Wno-import -g -O2 -fstack-protector --param=ssp-buffer-size=4 -D_FORTIFY_SOURCE=2 -Wformat -Wformat-security -Werror=format-security -fgnu-runtime -fconstant-string-class=NSConstantString -I/usr/local/include/GNUstep -I/usr/include/GNUstep -lgnustep-base -o {binary}",
        run: "{binary}",
        differs: "GCC 12 here, with GNUstep's headers and library where installed (apt-get install gobjc libgnustep-base-dev)",
        detect: Some(Detect {
            code: "objectivec",
            priority: 300,
            files: &["m", "c"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Pascal",
        family: Family::Pascal,
        version: "Free Pascal",
        compile: "fpc -o\"{mainfile}.out\" -O2 -XS -Xt \"{mainfile}\"",
        run: "\"{mainfile}.out\"",
        differs: "Debian 12's Free Pascal 3.2 here (apt-get install fp-compiler)",
        detect: Some(Detect {
            code: "pascal",
            priority: 350,
            files: &["pas"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "PHP",
        family: Family::Php,
        version: "PHP",
        compile: "php -n -d display_errors=stderr -d html_errors=0 -l {files}",
        run: "php -n -d display_errors=stderr -d html_errors=0 -d memory_limit={memlim}m -f \"{mainfile}\"",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "Debian 12's PHP 8.2 here (apt-get install php-cli)",
        detect: Some(Detect {
            code: "php",
            priority: 450,
            files: &["php"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Prolog",
        family: Family::Prolog,
        version: "SWI-Prolog",
        compile: "swipl -O -q -g main -t halt -o {binary} -c {files}",
        run: "{binary}",
        differs: "Debian 12's SWI-Prolog 9.0 here (apt-get install swi-prolog-nox)",
        detect: Some(Detect {
            code: "prolog",
            priority: 100,
            files: &["pl"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Python 2",
        family: Family::Python,
        version: "PyPy 2",
        compile: "{pypy2} -m py_compile {files}",
        run: "{pypy2} \"{mainfile}\"",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "this machine's pypy, else its CPython 2.7 with a line that says so (Debian 12 packages neither: pyenv install 2.7.18)",
        detect: Some(Detect {
            code: "python2",
            priority: 860,
            files: &["py", "py2"],
            shebang: Some((&["py"], "python2")),
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Ruby",
        family: Family::Ruby,
        version: "Ruby",
        compile: "ruby -c \"{mainfile}\"",
        run: "ruby \"{mainfile}\"",
        memory: KATTIS_RUNTIME_MEMORY,
        differs: "Debian 12's Ruby 3.1 here (apt-get install ruby)",
        detect: Some(Detect {
            code: "ruby",
            priority: 650,
            files: &["rb"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    Language {
        name: "Scala",
        family: Family::Scala,
        version: "Scala",
        compile: "scalac -encoding UTF-8 -sourcepath {path} -d {path} {files}",
        run: "scala -J-Xmx{memlim}m -classpath {path} {mainclass}",
        memory: KATTIS_UNCAPPED_MEMORY,
        differs: "Debian 12's Scala 2.11 here (apt-get install scala)",
        detect: Some(Detect {
            code: "scala",
            priority: 550,
            files: &["sc", "scala"],
            shebang: None,
        }),
        ..KATTIS_CPP
    },
    // --- DOMjudge (its default scripts; a contest may change them) ---
    DOMJUDGE_CPP,
    Language {
        name: "C",
        family: Family::C,
        compile: "gcc -x c -Wall -O2 -static -pipe -DONLINE_JUDGE -DDOMJUDGE -o {binary} {files} -lm",
        differs: "GCC 12 here; the defines as its C++ script sets them",
        ..DOMJUDGE_CPP
    },
    Language {
        judge: "DOMjudge",
        name: "Java",
        family: Family::Java,
        version: "OpenJDK",
        file: "",
        compile: "javac -encoding UTF-8 -sourcepath . -d . {files}",
        run: "java -XX:+UseSerialGC -Xss65536k -Xms{javaheap}k -Xmx{javaheap}k -DONLINE_JUDGE=1 -DDOMJUDGE=1 {mainclass}",
        main_class: MainClass::Found,
        source_kb: Some(256),
        extra: NONE,
        level: Level::Reached,
        library: None,
        counts: Counting::Whole,
        memory: "runguard's cgroup peak of everything the submission starts, the JVM included, 128 MB of the limit kept for the JVM and its stack; we count the peak resident memory of those processes, summed (no cgroup here)",
        from: DOMJUDGE_PAGE,
        differs: "OpenJDK 17 here",
        detect: None,
    },
    Language {
        judge: "DOMjudge",
        name: "Python 3",
        family: Family::Python,
        version: "PyPy3",
        file: "",
        compile: "pypy3 -m py_compile {files}",
        run: "pypy3 {files}",
        main_class: MainClass::None,
        source_kb: Some(256),
        extra: NONE,
        level: Level::Reached,
        library: None,
        counts: Counting::Whole,
        memory: "runguard's cgroup peak of everything the submission starts, the interpreter included; we count the peak resident memory of those processes, summed (no cgroup here)",
        from: DOMJUDGE_PAGE,
        differs: "",
        detect: None,
    },
    // DOMjudge ships these too, each with its compile script, but disabled: a contest's
    // admin allows them (webapp/src/DataFixtures/DefaultData/LanguageFixture.php)
    Language {
        name: "C#",
        family: Family::CSharp,
        version: "Mono",
        compile: "mcs -o+ -out:{binary}.exe {files}",
        run: "mono {binary}.exe",
        memory: DOMJUDGE_RUNTIME_MEMORY,
        differs: "shipped disabled; Debian 12's Mono 6.8 here",
        ..DOMJUDGE_CPP
    },
    Language {
        name: "Haskell",
        family: Family::Haskell,
        version: "GHC",
        compile: "ghc -Wall -Wwarn -O -static -optl-static -optl-pthread -DONLINE_JUDGE -DDOMJUDGE -o {binary} {files}",
        differs: "shipped disabled; Debian 12's GHC 9.0 here",
        ..DOMJUDGE_CPP
    },
    Language {
        name: "JavaScript",
        family: Family::JavaScript,
        version: "Node.js",
        compile: "",
        run: "env ONLINE_JUDGE=1 DOMJUDGE=1 node {files}",
        memory: DOMJUDGE_RUNTIME_MEMORY,
        differs: "shipped disabled; Debian 12's Node.js 18 here; its script's refusal of a #! line is not emulated",
        ..DOMJUDGE_CPP
    },
    Language {
        name: "Kotlin",
        family: Family::Kotlin,
        version: "Kotlin",
        compile: "kotlinc {files}",
        run: "kotlin -J-XX:+UseSerialGC -J-Xss65536k -J-Xms{javaheap}k -J-Xmx{javaheap}k -J-DONLINE_JUDGE=1 -J-DDOMJUDGE=1 {Mainclass}Kt",
        memory: DOMJUDGE_RUNTIME_MEMORY,
        differs: "shipped disabled; Debian 12's Kotlin 1.3.31 here; the class its script finds with DetectMain is taken to be the file's own, FileKt (assumed)",
        ..DOMJUDGE_CPP
    },
    Language {
        name: "Pascal",
        family: Family::Pascal,
        version: "Free Pascal",
        compile: "fpc -viwn -O2 -Sg -XS -o{binary} {files}",
        differs: "shipped disabled; Debian 12's Free Pascal 3.2 here",
        ..DOMJUDGE_CPP
    },
    Language {
        name: "Ruby",
        family: Family::Ruby,
        version: "Ruby",
        compile: "ruby -c {files}",
        run: "ruby {files}",
        memory: DOMJUDGE_RUNTIME_MEMORY,
        differs: "shipped disabled; Debian 12's Ruby 3.1 here",
        ..DOMJUDGE_CPP
    },
    Language {
        name: "Scala",
        family: Family::Scala,
        version: "Scala",
        compile: "scalac {files}",
        run: "scala {mainclass}",
        memory: DOMJUDGE_RUNTIME_MEMORY,
        differs: "shipped disabled; Debian 12's Scala 2.11 here",
        ..DOMJUDGE_CPP
    },
];

/// How DOMjudge counts the memory of a program with a runtime.
const DOMJUDGE_RUNTIME_MEMORY: &str = "runguard's cgroup peak of everything the submission starts, its runtime included; we count the peak resident memory of those processes, summed (no cgroup here)";

/// One of our own builds of a bundle: `{rustc}` (today's, or Debian's 1.63 on the editions it
/// knows) on an edition, optimized, every warning denied, as check.sh builds them.
const fn bundle_build(name: &'static str, compile: &'static str) -> Language {
    Language {
        judge: "ours",
        name,
        family: Family::Rust,
        version: "today's rustc, and Debian's 1.63 to 2021",
        file: "",
        compile,
        run: "{binary}",
        main_class: MainClass::None,
        source_kb: None,
        extra: NONE,
        level: Level::Reached,
        library: None,
        counts: Counting::Unpublished,
        memory: RSS,
        from: "check.sh's builds: the bundle on every edition, under the strictest judge's limits",
        differs: "warnings denied, which no judge does: a bundle must compile clean",
        detect: None,
    }
}

/// Our own builds, one an edition: `judge builds` compiles every bundle through these rows
/// (`super::submit`), as `--submit` compiles a user's file.
pub const BUNDLE_BUILDS: [Language; 4] = [
    bundle_build(
        "Rust 2015",
        "{rustc} -O --edition 2015 -D warnings -o {binary} {files}",
    ),
    bundle_build(
        "Rust 2018",
        "{rustc} -O --edition 2018 -D warnings -o {binary} {files}",
    ),
    bundle_build(
        "Rust 2021",
        "{rustc} -O --edition 2021 -D warnings -o {binary} {files}",
    ),
    bundle_build(
        "Rust 2024",
        "{rustc} -O --edition 2024 -D warnings -o {binary} {files}",
    ),
];

impl Language {
    /// Whether it runs Python 2 (its commands find one here: `{python2}`, `{pypy2}`).
    pub fn is_python2(&self) -> bool {
        self.run.contains("{python2}") || self.run.contains("{pypy2}")
    }
}

/// Whether the judge caps a program's address space at its memory limit: Kattis's rows, as
/// problemtools caps every submission's (`RLIMIT_AS`, run/program.py) but for the languages
/// whose runtime reserves far more than it uses (Java, Kotlin, Scala, Common Lisp:
/// run/source.py's `should_skip_memory_rlimit`). The other judges count what a program uses.
pub fn address_capped(language: &Language) -> bool {
    let uncapped = [Family::Java, Family::Kotlin, Family::Scala, Family::Lisp];
    language.judge == "Kattis" && !uncapped.contains(&language.family)
}

/// Our build on `edition` ("2021").
pub fn bundle_build_on(edition: &str) -> Option<&'static Language> {
    BUNDLE_BUILDS.iter().find(|l| l.name.ends_with(edition))
}

/// What DOMjudge's Java script keeps of the memory limit for the JVM and its stack, in KB.
pub const DOMJUDGE_JAVA_KEPT_KB: u64 = 131_072;

/// The languages of `judge` (its name as the facts write it), in the table's order.
pub fn of_judge(judge: &str) -> Vec<&'static Language> {
    LANGUAGES.iter().filter(|l| l.judge == judge).collect()
}

/// `judge`'s language `name` (matched without regard to case), if it has one.
pub fn named(judge: &str, name: &str) -> Option<&'static Language> {
    of_judge(judge)
        .into_iter()
        .find(|l| l.name.eq_ignore_ascii_case(name))
}

/// The language `judge` builds a file of `family` in: the one `--lang` names (any of the
/// judge's, matched without regard to case), or the judge's first of that family. Errors say
/// what the judge takes.
pub fn pick(judge: &str, family: Family, lang: Option<&str>) -> Result<&'static Language, String> {
    let all = of_judge(judge);
    let names = |list: &[&Language]| list.iter().map(|l| l.name).collect::<Vec<_>>().join(", ");
    if let Some(lang) = lang {
        return named(judge, lang).ok_or_else(|| {
            format!(
                "{} has no language {:?} (its languages: {})",
                judge,
                lang,
                names(&all)
            )
        });
    }
    all.iter()
        .copied()
        .find(|l| l.family == family)
        .ok_or_else(|| {
            format!(
                "{} takes no {} (its languages: {})",
                judge,
                family.name(),
                names(&all)
            )
        })
}

/// The judges that take a language, in the table's order.
fn judges_in_order() -> Vec<&'static str> {
    let mut judges: Vec<&'static str> = Vec::new();
    for language in LANGUAGES {
        if !judges.contains(&language.judge) {
            judges.push(language.judge);
        }
    }
    judges
}

/// A command as a table cell: in backquotes, its pipes escaped.
fn cell(command: &str) -> String {
    if command.is_empty() {
        return "none".into();
    }
    format!("`{}`", command.replace('|', "\\|"))
}

/// The manual's table of every judge's languages ("The judges' languages" in
/// src/judge/build/README.md, which a test holds to it; `judge languages` prints it), then where each
/// judge's facts come from and how it counts memory.
pub fn table() -> String {
    let mut text = String::from(
        "| judge | language | there | compile | run | adds | source limit | here, not there |\n|---|---|---|---|---|---|---|---|\n",
    );
    for l in LANGUAGES.iter().chain(BUNDLE_BUILDS.iter()) {
        let file = if l.file.is_empty() {
            "yours".to_string()
        } else {
            format!("`{}`", l.file)
        };
        text += &format!(
            "| {} | {} ({}; file: {}) | {} | {} | {} | {} | {} | {} |\n",
            l.judge,
            l.name,
            l.family.name(),
            file,
            l.version,
            cell(l.compile),
            cell(l.run),
            l.extra.words(),
            l.source_kb
                .map_or("not known".to_string(), |kb| format!("{} KB", kb)),
            if l.differs.is_empty() {
                "nothing"
            } else {
                l.differs
            }
        );
    }
    text += "\nWhere our compiler stands from the judge's language level (`Level`), and what an older judge's library gave that ours does not (`Library`: a CE here that GCC's notes tie to it is built again with it supplied, and labelled):\n\n";
    for l in LANGUAGES {
        match l.level {
            Level::Reached => {}
            Level::Nearest(what) => {
                text += &format!(
                    "- {} {}: the nearest level here: {}.\n",
                    l.judge, l.name, what
                )
            }
            Level::Newer(what) => {
                text += &format!("- {} {}: newer there: {}.\n", l.judge, l.name, what)
            }
        }
    }
    let mut libraries: Vec<(&str, &Library)> = Vec::new();
    for l in LANGUAGES {
        if let Some(library) = l.library {
            if !libraries
                .iter()
                .any(|(j, lib)| *j == l.judge && *lib == library)
            {
                libraries.push((l.judge, library));
            }
        }
    }
    for (judge, library) in libraries {
        let mut gave: Vec<String> = library.headers.iter().map(|h| format!("<{}>", h)).collect();
        if !library.headers.is_empty() {
            gave = vec![format!("{} through {}", gave.join(", "), library.through)];
        }
        gave.extend(
            library
                .declares
                .iter()
                .map(|d| format!("a declaration of {}", d.name)),
        );
        text += &format!(
            "- {} (C++): {} gave {}; source: {}.\n",
            judge,
            library.name,
            gave.join("; "),
            library.from
        );
    }
    text += "\nWhere the facts come from, and how each judge counts memory (where a judge does not publish it, we count the whole program, but a runtime at rest that alone passes the limit is not counted: the header says so):\n\n";
    text += &format!("- ours: {}.\n", BUNDLE_BUILDS[0].from);
    for judge in judges_in_order() {
        let first = of_judge(judge)[0];
        // the first language's count, then each other count with the languages it is theirs
        let mut counts: Vec<(&str, Vec<&str>)> = Vec::new();
        for language in of_judge(judge) {
            match counts
                .iter_mut()
                .find(|(count, _)| *count == language.memory)
            {
                Some((_, names)) => names.push(language.name),
                None => counts.push((language.memory, vec![language.name])),
            }
        }
        let mut memory: Vec<String> = vec![first.memory.to_string()];
        for (count, names) in counts.iter().skip(1) {
            memory.push(format!("{}: {}", names.join(", "), count));
        }
        text += &format!(
            "- {}: {}. Memory: {}.\n",
            judge,
            first.from,
            memory.join("; ")
        );
    }
    text
}
