//! What a judge's older library gave that GCC 12 here refuses: a name in a standard header
//! the source did not include (brought in through others by libstdc++ before GCC 7), or a
//! function the judge's C library declares and glibc hides (`gets` under MinGW). When a
//! judge's compile command fails here and GCC's output names such a name, the file is built
//! again with it supplied (`SUPPLIED_FILE`, given with `-include`), and the header and each
//! failing case say what the verdict rests on (`Supplied::said`, `Supplied::judged_as`).

use super::languages::{Declared, Language, Library};

/// What the judge's own library gave that a build here needed: each name GCC here refused,
/// and what stood in for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Supplied {
    pub library: &'static Library,
    pub missing: Vec<Missing>,
}

/// A name GCC 12 refused that the judge's library gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// In a standard header the source did not include (GCC's own note names it).
    Header { name: String, header: String },
    /// A function the judge's C library declares and glibc hides here.
    Declaration(&'static Declared),
}

/// The file of what is supplied, given to the compiler with `-include`.
pub const SUPPLIED_FILE: &str = "judge-supplied.h";

impl Supplied {
    /// The header's lines: why the judge's command alone is CE here, what this rests on, and
    /// how the cases are judged.
    pub fn said(&self, language: &Language) -> Vec<String> {
        let library = self.library;
        let mut lines = vec![format!(
            "CE here with GCC 12, where {}'s {} may compile it:",
            language.judge, language.version
        )];
        for missing in &self.missing {
            lines.push(match missing {
                Missing::Header { name, header } => format!(
                    "  {} is in {}, which {} included through {}",
                    name, header, library.name, library.through
                ),
                Missing::Declaration(declared) => format!(
                    "  {} is declared by {}, where this machine's glibc hides it in this language mode",
                    declared.name, library.name
                ),
            });
        }
        lines.push(format!("  what this rests on: {}", library.from));
        lines.push(format!(
            "{}; each case below was judged so",
            self.judged_as()
        ));
        lines
    }

    /// "judged as built with <climits> supplied", as said under each failing case.
    pub fn judged_as(&self) -> String {
        let what: Vec<String> = self
            .missing
            .iter()
            .map(|m| match m {
                Missing::Header { header, .. } => header.clone(),
                Missing::Declaration(d) => format!("a declaration of {}", d.name),
            })
            .collect();
        format!(
            "judged as built with {} supplied, as {} gave it (-include {})",
            what.join(", "),
            self.library.name,
            SUPPLIED_FILE
        )
    }
}

/// What GCC's output names that `library` gave: a name its note places in a header of the
/// library's list ("'INT_MAX' is defined in header '<climits>'"), or a function the library
/// declares that GCC says was not declared. GCC quotes with ' or, in a UTF-8 locale, with
/// typographic quotes; both are read.
pub fn missing_names(output: &str, library: &'static Library) -> Vec<Missing> {
    let mut found: Vec<Missing> = Vec::new();
    let mut add = |missing: Missing| {
        if !found.contains(&missing) {
            found.push(missing);
        }
    };
    for line in output.lines() {
        let line = line.replace(['\u{2018}', '\u{2019}'], "'");
        let quoted: Vec<&str> = line.split('\'').skip(1).step_by(2).collect();
        if line.contains(" is defined in header ") && quoted.len() >= 2 {
            let header = quoted[1].trim_start_matches('<').trim_end_matches('>');
            if library.headers.contains(&header) {
                add(Missing::Header {
                    name: quoted[0].to_string(),
                    header: quoted[1].to_string(),
                });
            }
        } else if line.contains("error: ") && line.contains(" was not declared") {
            if let Some(declared) = quoted
                .first()
                .and_then(|name| library.declares.iter().find(|d| d.name == *name))
            {
                add(Missing::Declaration(declared));
            }
        }
    }
    found
}

/// The text of `SUPPLIED_FILE`: each header included, each declaration written.
pub fn supplied_text(missing: &[Missing]) -> String {
    let mut text = String::from("/* what the judge's library gave, supplied by check.sh */\n");
    for m in missing {
        match m {
            Missing::Header { header, .. } => text += &format!("#include {}\n", header),
            Missing::Declaration(d) => text += &format!("{}\n", d.declaration),
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::build::languages;

    #[test]
    fn gcc_s_notes_name_what_an_older_library_gave_in_either_quotes() {
        let uva = languages::named("UVa", "C++11 5.3.0").and_then(|l| l.library);
        let library = uva.expect("UVa's C++ has its library's facts");
        let output = "a.cpp:4:19: error: \u{2018}INT_MAX\u{2019} was not declared in this scope\n\
             a.cpp:3:1: note: \u{2018}INT_MAX\u{2019} is defined in header \u{2018}<climits>\u{2019}; did you forget to \u{2018}#include <climits>\u{2019}?\n\
             a.cpp:3:1: note: 'memset' is defined in header '<cstring>'; did you forget to '#include <cstring>'?\n\
             a.cpp:5:1: note: 'std::optional' is defined in header '<optional>'; did you forget to '#include <optional>'?\n";
        let found = missing_names(output, library);
        let header = |name: &str, header: &str| Missing::Header {
            name: name.into(),
            header: header.into(),
        };
        // <optional> is not among the headers an older library brought in: not supplied
        assert_eq!(
            found,
            vec![
                header("INT_MAX", "<climits>"),
                header("memset", "<cstring>")
            ]
        );
        assert_eq!(
            supplied_text(&found),
            "/* what the judge's library gave, supplied by check.sh */\n#include <climits>\n#include <cstring>\n"
        );
        let mingw = languages::named("Codeforces", "GNU G++17").and_then(|l| l.library);
        let mingw = mingw.expect("Codeforces' G++ has MinGW's facts");
        let gets = "g.cpp:2:33: error: 'gets' was not declared in this scope; did you mean 'getw'?";
        assert_eq!(
            missing_names(gets, mingw),
            vec![Missing::Declaration(&mingw.declares[0])]
        );
        assert!(
            missing_names("error: 'frobnicate' was not declared in this scope", mingw).is_empty()
        );
    }
}
