//! Judging a program on a list of cases (`session`): a failure the cases judged apart share
//! said once, then named.

use crate::judge::verdict::Verdict;

#[test]
fn a_failure_the_cases_apart_share_is_said_once_then_named() {
    use crate::judge::session::{said_once, Apart};
    use crate::judge::verdict::render::{Line, Render};
    let exit = |status: i32| (Verdict::RuntimeError, format!("exit status {}", status));
    let case = |name: &str, apart: &str, failure: Option<(Verdict, String)>| Apart {
        name: name.to_string(),
        apart: apart.to_string(),
        lines: vec![
            Line::Apart("RE", format!("{}.in: {}", name, apart)),
            Line::ApartDetail("why".into()),
        ],
        failure,
    };
    let text = |lines: Vec<Line>| -> Vec<String> {
        let render = Render { colour: false };
        lines.iter().map(|line| render.text(line)).collect()
    };
    // said under a counted case before
    let mut said = std::collections::HashMap::new();
    said.insert(exit(2), "counted".to_string());
    let lines = text(said_once(
        vec![
            case("a", "CRLF", Some(exit(2))),
            case("b", "CRLF", Some(exit(3))),
            case("c", "CRLF", None),
            case("d", "CRLF", Some(exit(2))),
            case("e", "no END line", Some(exit(3))),
            case("g", "a byte-order mark", Some(exit(2))),
        ],
        &mut said,
    ));
    assert_eq!(
        lines,
        [
            "    RE   a.in, d.in: CRLF; fails as counted.in",
            "    RE   b.in: CRLF",
            "           why",
            "    RE   c.in: CRLF",
            "           why",
            "    RE   e.in: no END line; fails as b.in",
            "    RE   g.in: a byte-order mark; fails as counted.in",
        ]
    );
    // a later group apart names the first it was said under
    let lines = text(said_once(
        vec![case("f", "text after END", Some(exit(3)))],
        &mut said,
    ));
    assert_eq!(lines, ["    RE   f.in: text after END; fails as b.in"]);
}
