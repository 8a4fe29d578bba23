//! The placeholders a problem made from the template still holds (`tools placeholders`):
//! each fact of `PROBLEM/Cargo.toml`, each line of the page `PROBLEM/README.md` and each row
//! of the case table `data/PROBLEM/README.md` that holds the word "placeholder", as the
//! template writes every piece it cannot know; and each piece every problem has that its data
//! still lacks, as a problem imported from a package lacks them (a bad input with our
//! solver's `.err`; its checker's own tests of each kind). `check.sh PROBLEM` names each one left and
//! passes; `package.sh` makes no package while one is left that the package would carry (a
//! fact of its problem.yaml, a line of its statement: a contestant would read it), but for
//! new-problem.sh's own self-test, which packages the template as it is.

use crate::facts::Facts;
use crate::judge::cases;
use std::path::Path;

/// The word that marks a placeholder, in any letter case.
const WORD: &str = "placeholder";

/// One placeholder left: where it is, its text, and whether the package would carry it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placeholder {
    /// `PROBLEM/Cargo.toml: a fact`, `PROBLEM/README.md:LINE`, `data/PROBLEM: case NAME`.
    pub place: String,
    pub text: String,
    /// In a part of the package (a fact its problem.yaml holds, a line of its statement).
    pub packaged: bool,
}

/// The facts the package's problem.yaml holds, and the subtable it writes back whole.
const PACKAGED_FACTS: [&str; 8] = [
    "name",
    "uuid",
    "source",
    "author",
    "license",
    "rights-owner",
    "memory-limit",
    "validator-flags",
];

/// Whether the package carries the fact `key` of subtable `sub`.
fn packaged_fact(sub: &str, key: &str) -> bool {
    (sub.is_empty() && PACKAGED_FACTS.contains(&key)) || sub == "problem-yaml"
}

/// Of `placeholders`, those the package would carry.
pub fn packaged(placeholders: &[Placeholder]) -> Vec<&Placeholder> {
    placeholders.iter().filter(|p| p.packaged).collect()
}

impl std::fmt::Display for Placeholder {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.text)
    }
}

/// Whether `text` holds the marking word.
fn marked(text: &str) -> bool {
    text.to_ascii_lowercase().contains(WORD)
}

/// Prints every placeholder the problems `named` hold, one a line; an error counting them
/// when there is any (`tools placeholders`).
pub fn print_left(root: &Path, named: &[&str]) -> Result<(), String> {
    let mut count = 0;
    for problem in named {
        for placeholder in left(root, problem)? {
            println!("{}", placeholder);
            count += 1;
        }
    }
    match count {
        0 => Ok(()),
        _ => Err(format!("placeholders left: {}", count)),
    }
}

/// Every placeholder `problem` of the workspace at `root` holds: its facts, its page, its
/// data cases, in that order. Cost: reads three small files.
pub fn left(root: &Path, problem: &str) -> Result<Vec<Placeholder>, String> {
    let mut found = in_facts(&Facts::of(root, problem)?);
    let page = Path::new(problem).join("README.md");
    let text = std::fs::read_to_string(root.join(&page))
        .map_err(|e| format!("{}: {}", page.display(), e))?;
    found.extend(in_page(&page.display().to_string(), &text));
    let data = Path::new("data").join(problem);
    found.extend(in_cases(&data.display().to_string(), &root.join(&data)));
    found.extend(missing(root, problem)?);
    Ok(found)
}

/// The pieces every problem has that `problem`'s data lacks: a bad input, and, where it has
/// a checker, a checker test of each kind (`.accept`, `.reject`).
fn missing(root: &Path, problem: &str) -> Result<Vec<Placeholder>, String> {
    let data = Path::new("data").join(problem);
    let shown = data.display().to_string();
    let mut found = Vec::new();
    let cases = cases::cases(&root.join(&data)).map_err(|e| format!("{}: {}", shown, e))?;
    if !cases.iter().any(|case| case.kind == cases::Kind::Bad) {
        found.push(Placeholder {
            place: shown.clone(),
            text: "no bad input yet: a NAME.in with NAME.err, what our solver says of an input it refuses".into(),
            packaged: false,
        });
    }
    if Facts::of(root, problem)?.get("checker").is_none() {
        return Ok(found);
    }
    let tests: Vec<String> = std::fs::read_dir(root.join(&data).join("checker-tests"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    for kind in ["accept", "reject"] {
        if !tests
            .iter()
            .any(|name| name.ends_with(&format!(".{}", kind)))
        {
            found.push(Placeholder {
                place: format!("{}/checker-tests", shown),
                text: format!(
                    "no CASE.WHAT.{} yet: an output for a case that the checker must {}",
                    kind, kind
                ),
                packaged: false,
            });
        }
    }
    Ok(found)
}

fn in_facts(facts: &Facts) -> Vec<Placeholder> {
    facts
        .entries()
        .filter(|(_, _, value)| marked(&value.shown()))
        .map(|(sub, key, value)| Placeholder {
            place: format!(
                "{}/Cargo.toml: the fact {}",
                facts.problem,
                dotted(sub, key)
            ),
            text: value.shown(),
            packaged: packaged_fact(sub, key),
        })
        .collect()
}

/// A fact's key with its subtable: `title`, `planted.wrong-x`.
fn dotted(sub: &str, key: &str) -> String {
    if sub.is_empty() {
        key.to_string()
    } else {
        format!("{}.{}", sub, key)
    }
}

fn in_page(page: &str, text: &str) -> Vec<Placeholder> {
    text.lines()
        .zip(crate::package::in_statement(text))
        .enumerate()
        .filter(|(_, (line, _))| marked(line))
        .map(|(index, (line, packaged))| Placeholder {
            place: format!("{}:{}", page, index + 1),
            text: line.trim().to_string(),
            packaged,
        })
        .collect()
}

fn in_cases(data: &str, dir: &Path) -> Vec<Placeholder> {
    cases::table(dir)
        .into_iter()
        .filter(|(_, catches)| marked(catches))
        .map(|(name, catches)| Placeholder {
            place: format!("{}: the case {}", data, name),
            text: catches,
            packaged: false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_and_page_lines_with_the_word_are_placeholders() {
        let facts = Facts::parse(
            "p",
            Path::new("p/Cargo.toml"),
            "[package.metadata.problem]\nname = \"Placeholder: a name\"\nsource = \"NWERC\"\n\
             [package.metadata.problem.planted]\nwrong-x = { what = \"a placeholder\" }\n",
        )
        .unwrap();
        let places: Vec<String> = in_facts(&facts).into_iter().map(|p| p.place).collect();
        assert_eq!(
            places,
            [
                "p/Cargo.toml: the fact name",
                "p/Cargo.toml: the fact planted.wrong-x"
            ]
        );
        let page = in_page(
            "p/README.md",
            "# P\n\nplaceholder: notes\n\n## Statement\n\nplaceholder: rules\n",
        );
        assert_eq!(page[1].to_string(), "p/README.md:7: placeholder: rules");
        assert_eq!(page.len(), 2);
        assert!(!page[0].packaged && page[1].packaged, "{:?}", page);
    }
}
