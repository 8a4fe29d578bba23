//! Unit tests of the scanner, the errors and the warnings (never bundled: a judge does not
//! compile `cfg(test)`).

use super::*;

fn scanner(text: &str) -> Scanner {
    Scanner::new(text.as_bytes().to_vec())
}

#[test]
fn tokens_know_their_lines_across_crlf_and_blank_lines() {
    let mut sc = scanner("a  b\r\n\r\n\tc\n");
    let mut lines = Vec::new();
    while let Some(t) = sc.next_token() {
        lines.push((String::from_utf8_lossy(t.bytes).into_owned(), t.line));
    }
    let expected = [("a", 1), ("b", 1), ("c", 3)];
    let expected: Vec<(String, usize)> =
        expected.iter().map(|&(s, l)| (s.to_string(), l)).collect();
    assert_eq!(lines, expected);
    assert!(sc.at_end());
}

#[test]
fn integers_with_signs() {
    let mut sc = scanner("-1 +5 0 18446744073709551615");
    assert_eq!(sc.parse::<i64>("x"), Ok(-1));
    assert_eq!(sc.parse::<i64>("x"), Ok(5));
    assert_eq!(sc.parse::<usize>("x"), Ok(0));
    assert_eq!(sc.parse::<u64>("x"), Ok(u64::MAX));
}

#[test]
fn garbage_token_names_line_and_expectation() {
    let mut sc = scanner("1\n\n2x\n");
    assert_eq!(sc.parse::<i32>("a count"), Ok(1));
    let e = sc.parse::<i32>("a count").unwrap_err();
    assert_eq!(e.to_string(), "line 3: expected a count, found \"2x\"");
    assert_eq!(e.line(), Some(3));
}

#[test]
fn end_of_input_reports_last_line() {
    let mut sc = scanner("5\n6\n");
    sc.parse::<u8>("n").unwrap();
    sc.parse::<u8>("n").unwrap();
    let e = sc.parse::<u8>("the width").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2: expected the width, found end of input"
    );
    let mut sc = scanner("5\n6");
    sc.next_token();
    sc.next_token();
    assert_eq!(sc.token("x").unwrap_err().line(), Some(2));
    assert_eq!(scanner("").token("x").unwrap_err().line(), Some(1));
}

#[test]
fn out_of_range_and_overflow() {
    let mut sc = scanner("11 -1 99999999999999999999");
    let e = sc.int_in(1usize, 10, "the size").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1: expected the size (1..=10), found \"11\""
    );
    assert!(sc.int_in(0i32, 5, "x").is_err());
    let e = sc.int_in(0i64, 5, "x").unwrap_err();
    assert_eq!(
        e.message(),
        "expected x (0..=5), found \"99999999999999999999\""
    );
    assert_eq!(
        sc.int_in(0i64, 5, "x").unwrap_err().message(),
        "expected x (0..=5), found end of input"
    );
}

#[test]
fn long_and_invalid_utf8_tokens_are_quoted_safely() {
    let mut sc = Scanner::new(b"\xff\xfe abcdefghijklmnopqrstuvwxyz0123".to_vec());
    let e = sc.parse::<u8>("a digit").unwrap_err();
    assert_eq!(e.message(), "expected a digit, found \"\u{fffd}\u{fffd}\"");
    let e = sc.parse::<u8>("a digit").unwrap_err();
    assert_eq!(
        e.message(),
        "expected a digit, found \"abcdefghijklmnopqrstuvwx\"..."
    );
}

#[test]
fn ignore_rest_warns_once_with_the_first_leftover() {
    let mut sc = scanner("1\n \r\n\t");
    sc.next_token();
    sc.ignore_rest("after the last run");
    assert_eq!(sc.warning(), None);
    let mut sc = scanner("1\n\nextra\n");
    sc.next_token();
    sc.ignore_rest("after the last run");
    let warning = sc.warning().map(|w| w.to_string());
    assert_eq!(
        warning.as_deref(),
        Some("line 3: ignored \"extra\" after the last run")
    );
    let mut sc = scanner("END x y\nz");
    sc.next_token();
    sc.ignore_rest("after END");
    let warning = sc.warning().map(|w| w.to_string());
    assert_eq!(
        warning.as_deref(),
        Some("line 1: ignored \"x\" and 2 more tokens after END")
    );
}

#[test]
fn byte_order_mark_is_skipped_and_dos_eof_is_blank() {
    let mut sc = Scanner::new(b"\xef\xbb\xbf7\r\n8\x1a".to_vec());
    assert_eq!(sc.parse::<u8>("n"), Ok(7));
    assert_eq!(sc.parse::<u8>("n"), Ok(8));
    assert!(sc.at_end());
    let mut sc = Scanner::new(b"5\x1a6\n\x1a".to_vec());
    assert_eq!(sc.parse::<u8>("n"), Ok(5));
    assert_eq!(sc.parse::<u8>("n"), Ok(6));
    assert!(sc.at_end());
    // only a leading mark is skipped: elsewhere it is a token's bytes
    let mut sc = Scanner::new(b"1 \xef\xbb\xbf2".to_vec());
    sc.next_token();
    assert_eq!(sc.next_token().map(|t| t.bytes.len()), Some(4));
}

#[test]
fn io_errors_have_no_line() {
    let e = Error::from(io::Error::new(io::ErrorKind::BrokenPipe, "pipe closed"));
    assert_eq!(e.line(), None);
    assert_eq!(e.to_string(), "i/o error: pipe closed");
}
