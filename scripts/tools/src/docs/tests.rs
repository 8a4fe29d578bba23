//! The documents' checks on small made-up documents: the comparer catches an edited output
//! and forgives only the masks, a marker reads as the manual says, a broken link or anchor
//! is found; and, on the workspace's own documents, every link resolves and every marker
//! parses (running the examples is check.sh's step, `tools docs`).

use super::example::{examples, Mode};
use super::links::{anchors, broken, slug, targets};
use super::shown::{differs, line_matches};
use super::{documents, fault_of};
use crate::facts::{scratch_dir, workspace};
use std::fs;
use std::path::{Path, PathBuf};

fn lines(text: &str) -> Vec<String> {
    text.lines().map(String::from).collect()
}

fn root() -> PathBuf {
    workspace().expect("the workspace")
}

/// A fresh scratch folder for one test, under the workspace's target folder.
fn scratch(name: &str) -> PathBuf {
    let dir = scratch_dir(&root()).join("docs-tests").join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

#[test]
fn a_line_matches_itself_and_the_mask_stands_for_any_text() {
    assert!(line_matches("a b", "a b"));
    assert!(!line_matches("a b", "a c"));
    assert!(line_matches("took … s", "took 0.4 s"));
    assert!(line_matches("took … s", "took  s"));
    assert!(line_matches("… ms, … MB", "36 ms, 2.1 MB"));
    assert!(!line_matches("… ms, … MB", "36 ms, 2.1 kB"));
    assert!(line_matches("a…b…c", "abc"));
    assert!(
        !line_matches("ab…ba", "aba"),
        "the two ends may not overlap"
    );
    assert!(line_matches("…", ""));
}

/// The issue's own case: the bundle grew smaller, and the shown size did not follow.
#[test]
fn an_edited_output_is_caught() {
    let printed = "target/bundle/robots.rs\n21247 target/bundle/robots.rs\n";
    let shown = lines("target/bundle/robots.rs\n21247 target/bundle/robots.rs");
    assert_eq!(differs(&shown, printed), None);
    let edited = lines("target/bundle/robots.rs\n34386 target/bundle/robots.rs");
    let why = differs(&edited, printed).expect("an edited size differs");
    assert!(
        why.contains("line 2 shown differs from line 2 printed"),
        "{}",
        why
    );
    assert!(why.contains("34386") && why.contains("21247"), "{}", why);
}

#[test]
fn a_line_missing_or_left_over_is_caught() {
    let printed = "a\nb\nc\n";
    assert!(differs(&lines("a\nb"), printed).is_some(), "c is not shown");
    assert!(
        differs(&lines("a\nb\nc\nd"), printed).is_some(),
        "d is not printed"
    );
    assert!(differs(&lines("a\nc"), printed).is_some(), "b is not shown");
    assert!(
        differs(&[], printed).is_some(),
        "an empty block shows no output"
    );
    assert_eq!(differs(&[], ""), None);
    assert_eq!(
        differs(&lines("a\nb\nc"), "\n\na\nb\nc\n\n"),
        None,
        "empty ends"
    );
}

#[test]
fn the_dots_line_stands_for_any_lines_and_only_the_line_ends_are_forgiven() {
    let printed = "head\n  one\n  two\n  three\ntail  \n\n";
    assert_eq!(differs(&lines("head\n  ...\ntail"), printed), None);
    assert_eq!(
        differs(&lines("head\n...\n  two\n...\ntail"), printed),
        None
    );
    assert_eq!(differs(&lines("...\ntail"), printed), None);
    assert_eq!(
        differs(
            &lines("head\n  one\n  two\n  three\n...\ntail\n..."),
            printed
        ),
        None
    );
    assert!(differs(&lines("head\n...\n  four\n...\ntail"), printed).is_some());
    assert!(
        differs(&lines("head\n one\n...\ntail"), printed).is_some(),
        "indent counts"
    );
    // `...` inside a line is text, as real outputs hold it
    assert!(differs(&lines("head ...\n..."), printed).is_some());
}

#[test]
fn markers_read_as_the_manual_says() {
    let text = "text\n<!-- example -->\n```console\n$ echo a\na\n$ true\n```\n\n\
                <!-- example: exit 1 -->\n  ```\n  $ false\n  ```\n\
                <!-- example: not run, check.sh runs it -->\n```\n$ bash scripts/check.sh\n...\n```\n\
                <!-- examples of this and that -->\n```\n$ not an example\n```\n";
    let found = examples(text).expect("three examples");
    assert_eq!(found.len(), 3);
    assert_eq!(found[0].line, 3);
    assert_eq!(found[0].mode, Mode::Run { exit: 0 });
    assert_eq!(found[0].commands.len(), 2);
    assert_eq!(found[0].commands[0].command, "echo a");
    assert_eq!(found[0].commands[0].lines, vec!["a".to_string()]);
    assert_eq!(found[0].commands[1].line, 6);
    assert!(found[0].commands[1].lines.is_empty());
    assert_eq!(found[1].mode, Mode::Run { exit: 1 });
    assert_eq!(
        found[1].commands[0].command, "false",
        "the block's indent is not the command's"
    );
    assert_eq!(
        found[2].mode,
        Mode::NotRun {
            why: "check.sh runs it".into()
        }
    );
}

#[test]
fn a_marker_that_cannot_be_read_is_an_error() {
    for bad in [
        "<!-- example -->\ntext\n",
        "<!-- example -->\n```\nno command\n```\n",
        "<!-- example -->\n```\n```\n",
        "<!-- example -->\n```\n$ true\n",
        "<!-- example: sometimes -->\n```\n$ true\n```\n",
        "<!-- example: exit one -->\n```\n$ true\n```\n",
        "<!-- example: not run -->\n```\n$ true\n```\n",
    ] {
        assert!(examples(bad).is_err(), "{:?}", bad);
    }
}

/// The whole way, as `tools docs` takes it: a block whose output was edited fails, with the
/// line that differs; the exit status counts too.
#[test]
fn an_example_runs_and_fails_when_its_output_is_edited() {
    let root = root();
    let text = "<!-- example -->\n```\n$ printf 'a\\n%s\\n' 7 >&2; echo tail\na\n7\ntail\n```\n\
                <!-- example -->\n```\n$ printf 'a\\n%s\\n' 7 >&2; echo tail\na\n8\ntail\n```\n\
                <!-- example: exit 3 -->\n```\n$ echo x; exit 3\nx\n```\n\
                <!-- example: exit 3 -->\n```\n$ true\n$ exit 3\n```\n\
                <!-- example -->\n```\n$ echo x; exit 3\nx\n```\n\
                <!-- example: not run, slow -->\n```\n$ bash scripts/no-such.sh\n```\n";
    let found = examples(text).expect("examples");
    let faults: Vec<Option<String>> = found
        .iter()
        .map(|block| fault_of(&root, block, &block.commands[0]).expect("it runs"))
        .collect();
    assert_eq!(faults[0], None, "stderr and stdout as they interleave");
    let why = faults[1].as_deref().expect("the edited 8 is caught");
    assert!(
        why.contains("shown:   8") && why.contains("printed: 7"),
        "{}",
        why
    );
    assert_eq!(faults[2], None);
    assert_eq!(faults[3], None, "the first of two commands exits 0");
    let last = &found[3].commands[1];
    assert_eq!(fault_of(&root, &found[3], last).expect("it runs"), None);
    let why = faults[4].as_deref().expect("exit 3 where 0 is expected");
    assert!(why.contains("exit status 3"), "{}", why);
    let why = faults[5].as_deref().expect("a missing script");
    assert!(why.contains("no script scripts/no-such.sh"), "{}", why);
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        slug("How an answer comes about (`--explain`)"),
        "how-an-answer-comes-about---explain"
    );
    assert_eq!(
        slug("The judge: `check.sh`, versus"),
        "the-judge-checksh-versus"
    );
    let text = "# Title\n\n## Two\n```\n## not a heading\n```\n## Two\n#Nope\n";
    assert_eq!(anchors(text), vec!["title", "two", "two-1"]);
}

#[test]
fn links_in_code_are_not_links() {
    let text = "[a](x.md) `[b](y.md)` ![c](img.png \"title\")\n```\n[d](z.md)\n```\n";
    let found: Vec<String> = targets(text).into_iter().map(|(_, t)| t).collect();
    assert_eq!(found, vec!["x.md", "img.png"]);
}

#[test]
fn a_broken_link_or_anchor_is_found() {
    let dir = scratch("links");
    fs::create_dir_all(dir.join("sub")).expect("sub");
    fs::write(dir.join("sub/page.md"), "# Page\n\n## A part\n").expect("page");
    fs::write(
        dir.join("README.md"),
        "# Top\n\n[ok](sub/page.md) [ok](sub/page.md#a-part) [ok](#top) \
         [ok](https://example.com/none)\n\
         [bad](sub/none.md)\n[bad](sub/page.md#no-part)\n[bad](#no-heading)\n",
    )
    .expect("readme");
    let faults = broken(&dir, Path::new("README.md")).expect("it reads");
    assert_eq!(faults.len(), 3, "{:?}", faults);
    assert!(
        faults[0].starts_with("README.md:4: sub/none.md: no file"),
        "{:?}",
        faults
    );
    assert!(
        faults[1].contains("has no heading #no-part"),
        "{:?}",
        faults
    );
    assert!(
        faults[2].contains("README.md has no heading #no-heading"),
        "{:?}",
        faults
    );
    assert!(broken(&dir, Path::new("sub/page.md"))
        .expect("it reads")
        .is_empty());
}

/// The workspace's own documents: every link resolves and every example marker parses
/// (check.sh's step `tools docs` runs the examples).
#[test]
fn the_workspace_documents_have_no_broken_link_and_their_markers_parse() {
    let root = root();
    let files = documents(&root);
    assert!(files.iter().any(|f| f == Path::new("README.md")));
    assert!(files.iter().any(|f| f == Path::new("scripts/README.md")));
    let mut faults = Vec::new();
    let mut marked = 0;
    for file in &files {
        faults.extend(broken(&root, file).expect("a readable document"));
        let text = fs::read_to_string(root.join(file)).expect("a readable document");
        match examples(&text) {
            Ok(found) => marked += found.len(),
            Err(why) => faults.push(format!("{}: {}", file.display(), why)),
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert!(
        marked >= 8,
        "the README alone shows eight things a user does"
    );
}
