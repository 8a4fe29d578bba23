//! What a submission is made of and the language its judge builds it in. A submission is one
//! file, or a folder whose files are one program (a Prolog program with its helper, a C++
//! one with its header), as the problem package format has it.
//!
//! Kattis's rows carry problemtools' rule (`Detect`, from its languages.yaml), and Kattis
//! tells both a file and a folder by it: each file is evidence for each language whose globs
//! it matches (a `.py` file for Python 2 only when its first line is a `#!` line naming
//! python2), and the program is in the language with the most evidence, a tie going to the
//! higher priority; its source files are the files that language's globs match, its main
//! file the one file, else the one named `main.*`, else the first by name. The other judges
//! take one file, told by its extension (a Python file with that `#!` line, or a `.py2`, in
//! the judge's Python 2 where it has one); a folder is refused there in one line.

use super::languages::{self, Family, Language};
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

/// A submission's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sources {
    /// The folder they are in: the file's own, or the submission's folder.
    pub dir: PathBuf,
    /// The files, as paths under `dir`, sorted; a file submission is its name alone.
    pub files: Vec<PathBuf>,
    /// Whether the submission is a folder.
    pub folder: bool,
}

impl Sources {
    /// The files of the submission at `source`: a file, or every file under a folder (its
    /// subfolders' too). An error for a path that is neither, or a folder without a file.
    pub fn of(source: &Path) -> Result<Sources, String> {
        let shown = source.display();
        let kind = fs::metadata(source).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => format!("{}: no such file", shown),
            _ => format!("{}: {}", shown, e),
        })?;
        if !kind.is_dir() {
            let name = source.file_name().map(PathBuf::from).unwrap_or_default();
            let dir = source.parent().unwrap_or(Path::new(".")).to_path_buf();
            return Ok(Sources {
                dir,
                files: vec![name],
                folder: false,
            });
        }
        let mut files = Vec::new();
        walk(source, Path::new(""), &mut files).map_err(|e| format!("{}: {}", shown, e))?;
        files.sort();
        if files.is_empty() {
            return Err(format!("{}: the folder holds no file", shown));
        }
        Ok(Sources {
            dir: source.to_path_buf(),
            files,
            folder: true,
        })
    }

    /// The first line of each file, for the `#!` evidence; an unreadable file's is empty.
    fn first_lines(&self) -> Vec<(PathBuf, String)> {
        self.files
            .iter()
            .map(|file| (file.clone(), first_line(&self.dir.join(file))))
            .collect()
    }
}

fn walk(dir: &Path, under: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir.join(under))? {
        let entry = entry?;
        let path = under.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            walk(dir, &path, found)?;
        } else {
            found.push(path);
        }
    }
    Ok(())
}

/// The first line of `file`, at most a few hundred bytes of it.
fn first_line(file: &Path) -> String {
    let mut line = Vec::new();
    let read = fs::File::open(file)
        .map(BufReader::new)
        .and_then(|mut reader| {
            reader
                .by_ref()
                .take(512)
                .read_until(b'\n', &mut line)
                .map(|_| ())
        });
    match read {
        Ok(()) => String::from_utf8_lossy(&line).trim_end().to_string(),
        Err(_) => String::new(),
    }
}

/// The language `judge` builds the submission in: the one `lang` names among its languages,
/// else as the judge tells it (the module's header). Errors say why in one line: an unknown
/// extension (with the languages known), a language the judge does not take, a folder at a
/// judge that takes one file.
pub fn language(
    judge: &str,
    sources: &Sources,
    lang: Option<&str>,
) -> Result<&'static Language, String> {
    if lang.is_some() {
        // the family is unused when a language is named
        return languages::pick(judge, Family::C, lang);
    }
    let told: Vec<&'static Language> = languages::of_judge(judge)
        .into_iter()
        .filter(|l| l.detect.is_some())
        .collect();
    let files = sources.first_lines();
    if !told.is_empty() {
        return detected(&told, &files).ok_or_else(|| {
            format!(
                "{}: no file of a language {} builds ({})",
                sources.dir.join(&files[0].0).display(),
                judge,
                names(&told)
            )
        });
    }
    if sources.folder {
        return Err(format!(
            "{}: {} takes one file; a folder of several files is one program at Kattis, as problemtools builds it (--judge Kattis)",
            sources.dir.display(),
            judge
        ));
    }
    let (file, first) = &files[0];
    let family = family_of(&sources.dir.join(file))?;
    let python2 = languages::of_judge(judge)
        .into_iter()
        .find(|l| l.family == family && l.is_python2());
    match python2 {
        Some(python2) if python2_evidence(file, first) => Ok(python2),
        _ => languages::pick(judge, family, None),
    }
}

/// The language of `files` (each with its first line) among `told` as problemtools tells
/// it: the most evidence, a tie to the higher priority; None when no file is evidence for any.
pub fn detected(
    told: &[&'static Language],
    files: &[(PathBuf, String)],
) -> Option<&'static Language> {
    told.iter()
        .filter_map(|&language| {
            let detect = language.detect?;
            let count = files
                .iter()
                .filter(|(file, first)| evidence(language, file, first))
                .count();
            (count > 0).then_some((count, detect.priority, language))
        })
        .max_by_key(|(count, priority, _)| (*count, *priority))
        .map(|(_, _, language)| language)
}

/// Whether `file`, whose first line is `first`, is evidence for `language`.
fn evidence(language: &Language, file: &Path, first: &str) -> bool {
    let extension = extension(file);
    if !globbed(language, &extension) {
        return false;
    }
    match language.detect.and_then(|d| d.shebang) {
        Some((extensions, word)) if extensions.contains(&extension.as_str()) => {
            names_word(first, word)
        }
        _ => true,
    }
}

/// Whether a file of `extension` is one of `language`'s source files: its globs where it
/// has problemtools' facts, else its family's extensions.
fn globbed(language: &Language, extension: &str) -> bool {
    match language.detect {
        Some(detect) => detect.files.contains(&extension),
        None => language.family.extensions().contains(&extension),
    }
}

/// A Python file that is Python 2 by problemtools' evidence: a `.py2`, or a `.py` whose first
/// line is a `#!` line naming python2.
fn python2_evidence(file: &Path, first: &str) -> bool {
    match extension(file).as_str() {
        "py2" => true,
        "py" => names_word(first, "python2"),
        _ => false,
    }
}

/// Whether `line` is a `#!` line naming `word` as a whole word (problemtools' `^#!.*python2\b`).
fn names_word(line: &str, word: &str) -> bool {
    let rest = match line.strip_prefix("#!") {
        Some(rest) => rest,
        None => return false,
    };
    rest.match_indices(word).any(|(at, _)| {
        rest[at + word.len()..]
            .chars()
            .next()
            .map_or(true, |c| !(c.is_alphanumeric() || c == '_'))
    })
}

fn extension(file: &Path) -> String {
    file.extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The languages' names, for a line that lists them.
fn names(list: &[&Language]) -> String {
    list.iter().map(|l| l.name).collect::<Vec<_>>().join(", ")
}

/// The family of a file, from its extension; an unknown one lists the languages.
pub fn family_of(source: &Path) -> Result<Family, String> {
    let extension = extension(source);
    Family::of_extension(&extension).ok_or_else(|| {
        let known: Vec<String> = Family::ALL
            .iter()
            .map(|f| format!("{} (.{})", f.name(), f.extensions().join(", .")))
            .collect();
        format!(
            "{}: no language has the extension {:?}; known: {}",
            source.display(),
            extension,
            known.join("; ")
        )
    })
}

/// The source files of `language` among `files`: the ones its globs match, in order.
pub fn source_files(language: &Language, files: &[PathBuf]) -> Vec<PathBuf> {
    files
        .iter()
        .filter(|file| globbed(language, &extension(file)))
        .cloned()
        .collect()
}

/// problemtools' main file of sorted `sources`: the one, else the one whose name without
/// its extension is `main` in any case, else the first by name; None when there is none.
pub fn main_file(sources: &[PathBuf]) -> Option<&PathBuf> {
    let named_main = sources.iter().find(|file| {
        file.file_stem()
            .map_or(false, |stem| stem.eq_ignore_ascii_case("main"))
    });
    named_main.or_else(|| sources.first())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(list: &[(&str, &str)]) -> Vec<(PathBuf, String)> {
        list.iter()
            .map(|(name, first)| (PathBuf::from(name), first.to_string()))
            .collect()
    }

    fn kattis_of(list: &[(&str, &str)]) -> Option<&'static str> {
        let told = languages::of_judge("Kattis");
        detected(&told, &files(list)).map(|l| l.name)
    }

    #[test]
    fn a_program_is_in_the_language_most_of_its_files_are_evidence_for() {
        assert_eq!(
            kattis_of(&[("a.cc", ""), ("a.h", ""), ("b.cc", "")]),
            Some("C++")
        );
        assert_eq!(
            kattis_of(&[("a.py", ""), ("b.py", ""), ("c.cc", "")]),
            Some("Python 3")
        );
        // a tie goes to problemtools' priority: C++ before C; C before Haskell's .c
        assert_eq!(kattis_of(&[("a.c", ""), ("b.cpp", "")]), Some("C++"));
        assert_eq!(kattis_of(&[("a.c", "")]), Some("C"));
        // Haskell claims .c files too: a .hs with a .c helper is Haskell
        assert_eq!(kattis_of(&[("a.hs", ""), ("b.c", "")]), Some("Haskell"));
        assert_eq!(kattis_of(&[("notes.txt", ""), ("a.h", "")]), None);
        assert_eq!(
            kattis_of(&[("main.pl", ""), ("helper.pl", "")]),
            Some("Prolog")
        );
    }

    #[test]
    fn python_2_is_told_by_its_shebang_line_or_py2() {
        assert_eq!(
            kattis_of(&[("a.py", "#!/usr/bin/env python2")]),
            Some("Python 2")
        );
        // `python2\b` ends at any character that is not a word's: python2.7 is Python 2
        assert_eq!(
            kattis_of(&[("a.py", "#!/usr/bin/python2.7")]),
            Some("Python 2")
        );
        assert_eq!(
            kattis_of(&[("a.py", "#!/usr/bin/python22")]),
            Some("Python 3")
        );
        assert_eq!(
            kattis_of(&[("a.py", "#!/usr/bin/python3")]),
            Some("Python 3")
        );
        assert_eq!(kattis_of(&[("a.py2", "")]), Some("Python 2"));
        // a helper without the line counts for Python 3 alone: the main file's line loses
        assert_eq!(
            kattis_of(&[("a.py", "#! python2"), ("b.py", "")]),
            Some("Python 3")
        );
        assert!(names_word("#!/usr/bin/env python2 -u", "python2"));
        assert!(!names_word("# python2", "python2"));
    }

    #[test]
    fn the_main_file_is_the_one_named_main_else_the_first() {
        let paths = |names: &[&str]| names.iter().map(PathBuf::from).collect::<Vec<_>>();
        let sources = paths(&["b/a.py", "b/Main.py"]);
        assert_eq!(main_file(&sources), Some(&sources[1]));
        let sources = paths(&["a.py", "z.py"]);
        assert_eq!(main_file(&sources), Some(&sources[0]));
        assert_eq!(main_file(&[]), None);
    }

    #[test]
    fn an_unknown_extension_lists_the_languages() {
        let why = family_of(Path::new("sol.kts")).unwrap_err();
        assert!(why.contains("\"kts\""), "{}", why);
        assert!(why.contains("C++ (.cpp"), "{}", why);
        assert_eq!(family_of(Path::new("a.cc")), Ok(Family::Cpp));
        assert_eq!(family_of(Path::new("a.kt")), Ok(Family::Kotlin));
    }
}
