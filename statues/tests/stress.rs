//! Statues checked against an independent brute force: a depth-first search over Maria's move
//! sequences on a character grid that is explicitly shifted down after each of her moves.
//! Covers the spec's table, the data files, 6,000 random boards and every board of <= 3 statues;
//! every `--explain` output (data files, spec boards, 3,000 random boards) is replayed by the
//! rules.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod brute;
mod gen;
mod replay;

use brute::brute;
use gen::{board_text, empty_rows, is_corner};
use replay::replay;
use shared_io::stress::{data_cases, output, stress, Rng};
use shared_io::Scanner;
use std::path::Path;

/// The spec's table: boards with rows separated by `/`, and the settled answer.
const SPEC_CASES: &[(&str, &str)] = &[
    (
        ".......A/......../......../......../......../......../......../M.......",
        "WIN",
    ),
    (
        ".......A/......../......../......../......../......../SS....../M.......",
        "LOSE",
    ),
    (
        ".......A/......../......../......../......../.S....../S......./MS......",
        "LOSE",
    ),
    (
        ".......A/SSSSSSSS/......../......../......../......../......../M.......",
        "LOSE",
    ),
    (
        ".......A/......../......../......../......../......../S......./M.......",
        "WIN",
    ),
    (
        ".......A/......../......../......../......../......../.S....../M.......",
        "WIN",
    ),
    (
        ".......A/......../......../......../......../S......./.S....../M.......",
        "WIN",
    ),
    (
        ".......A/......../......../......../......../S.S...../.S....../MS......",
        "WIN",
    ),
    (
        "SSSSSSSA/......../.....S../......../....S.../......../......../M.......",
        "LOSE",
    ),
    (
        ".......A/......../......../......../......../SSSSSSS./......../M.......",
        "LOSE",
    ),
    (
        ".SSSSSSA/SS..S..S/......../......../......../......../......../M.......",
        "WIN",
    ),
    (
        "SSSSSSSA/SSSSSSSS/SSSSSSSS/SSSSSSSS/SSSSSSSS/SSSSSSSS/SSSSSSSS/MSSSSSSS",
        "LOSE",
    ),
    (
        ".SSSSSSA/.SSSSSSS/.SSSSSSS/.SSSSSSS/.SSSSSSS/.SSSSSSS/.SSSSSSS/MSSSSSSS",
        "WIN",
    ),
    (
        ".......A/......../......../......../......../......../......../MSSSSSSS",
        "WIN",
    ),
    (
        ".......A/......../......../......../......../......../SS....../MS......",
        "LOSE",
    ),
];

fn solver(input: &str) -> Result<String, String> {
    output(solution::solve, input)
}

// ---- inputs ----

fn slash_board(spec: &str) -> String {
    spec.split('/').map(|row| format!("{}\n", row)).collect()
}

/// Density steps up with the case number; every fourth board is built from near-full rows.
fn random_board(rng: &mut Rng, case: u64) -> String {
    let percent = [2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90][(case / 500) as usize % 12];
    board_text(&gen::random_board(rng, percent, case % 4 == 3))
}

fn agree(input: &str) -> Result<(), String> {
    let (fast, slow) = (solver(input)?, brute(input));
    if fast == slow {
        Ok(())
    } else {
        Err(format!(
            "solver says {:?}, brute force says {:?}",
            fast, slow
        ))
    }
}

// ---- tests ----

#[test]
fn spec_table() {
    for &(board, answer) in SPEC_CASES {
        let input = slash_board(board);
        let expected = format!("{}\n", answer);
        assert_eq!(solver(&input), Ok(expected.clone()), "solver on {}", board);
        assert_eq!(brute(&input), expected, "brute force on {}", board);
    }
}

#[test]
fn random_boards_agree_with_brute_force() {
    stress("statues random", 6_000, random_board, agree);
}

/// Calls `visit` on `rows` with every subset of at most `left` more statues from `free`.
fn each_subset(
    free: &[(usize, usize)],
    left: usize,
    rows: &mut Vec<Vec<u8>>,
    visit: &mut dyn FnMut(&[Vec<u8>]),
) {
    visit(rows);
    if left == 0 {
        return;
    }
    for (i, &(r, c)) in free.iter().enumerate() {
        rows[r][c] = b'S';
        each_subset(&free[i + 1..], left - 1, rows, visit);
        rows[r][c] = b'.';
    }
}

#[test]
fn every_board_with_at_most_three_statues() {
    let free: Vec<(usize, usize)> = (0..64)
        .map(|i| (i / 8, i % 8))
        .filter(|&(r, c)| !is_corner(r, c))
        .collect();
    let mut boards = 0;
    each_subset(&free, 3, &mut empty_rows(), &mut |rows| {
        let input = board_text(rows);
        if let Err(why) = agree(&input) {
            panic!("board with <= 3 statues failed: {}\n{}", why, input);
        }
        boards += 1;
    });
    assert_eq!(boards, 1 + 62 + 62 * 61 / 2 + 62 * 61 * 60 / 6);
}

#[test]
fn data_files_agree_with_brute_force() {
    let cases = data_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/statues"));
    for case in &cases {
        assert_eq!(brute(&case.input), case.expected, "{}", case.name);
    }
    assert!(cases.len() >= 15, "only {} data files", cases.len());
}

#[test]
fn bad_input_gets_one_line_errors() {
    let cases: &[(&str, &str)] = &[
        (
            ".......A\n........\n..S\n",
            "line 3: expected a row of 8 characters from \".SMA\", found \"..S\"",
        ),
        (
            ".......A\n........\n",
            "line 2: expected a row of 8 characters from \".SMA\", found end of input",
        ),
        (
            ".......A\n.......X\n",
            "line 2: expected a row of 8 characters from \".SMA\", found \".......X\"",
        ),
        (
            ".......A\n........\n........\n........\n........\n........\n........\n........\n",
            "line 8: expected Maria 'M' as the first character of the last row, found \"........\"",
        ),
        (
            "........\n",
            "line 1: expected Anna 'A' as the last character of the first row, found \"........\"",
        ),
        (
            ".......A\n...M....\n",
            "line 2: expected 'M' and 'A' only in their corners, found \"...M....\"",
        ),
    ];
    for &(input, message) in cases {
        assert_eq!(solver(input), Err(message.to_string()), "input:\n{}", input);
    }
}

#[test]
fn a_row_after_the_board_is_only_a_warning() {
    let input = ".......A\n........\n........\n........\n........\n........\n........\nM.......\n........\n";
    let mut sc = Scanner::new(input.as_bytes().to_vec());
    let mut out = Vec::new();
    assert_eq!(solution::solve(&mut sc, &mut out), Ok(()));
    assert_eq!(out, b"WIN\n");
    let warning = sc.warning().map(|w| w.to_string());
    assert_eq!(
        warning.as_deref(),
        Some("line 9: ignored \"........\" after the 8 rows")
    );
}

#[test]
fn crlf_and_trailing_blanks_are_fine() {
    let input = ".......A  \r\n........\r\n........\r\n........\r\n........\r\n........\r\nSS......\t\r\nM.......";
    assert_eq!(solver(input), Ok("LOSE\n".to_string()));
}

fn explained(input: &str) -> Result<String, String> {
    output(solution::explain, input)
}

fn replays(input: &str) -> Result<(), String> {
    let text = explained(input)?;
    let verdict = text.lines().next().unwrap_or_default();
    if format!("{}\n", verdict) != solver(input)? {
        return Err(format!("--explain says {}, the solver does not", verdict));
    }
    replay(input, &text).map_err(|why| format!("{}\n--- explained ---\n{}", why, text))
}

#[test]
fn explanations_replay_on_every_data_file_and_spec_board() {
    for case in data_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/statues")) {
        if let Err(why) = replays(&case.input) {
            panic!("{}: {}", case.name, why);
        }
    }
    for &(board, _) in SPEC_CASES {
        if let Err(why) = replays(&slash_board(board)) {
            panic!("{}: {}", board, why);
        }
    }
}

#[test]
fn explanations_replay_on_random_boards() {
    stress("statues explain", 3_000, random_board, replays);
}

#[test]
fn the_replayer_rejects_illegal_plays() {
    let board =
        slash_board(".......A/......../......../......../......../......../S......./M.......");
    let win = |moves: &[&str]| {
        let mut text = String::from("WIN\n");
        for (i, m) in moves.iter().enumerate() {
            text.push_str(&format!("  round {}: Maria {}.\n", i + 1, m));
        }
        replay(&board, &text)
    };
    let diagonal = [
        "moves to (6,1)",
        "moves to (5,2)",
        "moves to (4,3)",
        "moves to (3,4)",
        "moves to (2,5)",
        "moves to (1,6)",
        "moves to (0,7), Anna's cell",
    ];
    assert_eq!(win(&diagonal), Ok(()));
    assert!(win(&diagonal[..6]).is_err(), "never reaches Anna");
    assert!(win(&["stays at (7,0)"]).is_err(), "the statue falls on her");
    assert!(win(&["moves to (6,0)"]).is_err(), "onto a statue");
    assert!(win(&["moves to (5,2)"]).is_err(), "two rows at once");
    assert!(win(&["moves to (7,0)"]).is_err(), "a stay called a move");
    assert!(replay(&board, "LOSE\n  round 1: Maria can be alive on 0 cells.\n").is_err());
    let trapped =
        slash_board(".......A/......../......../......../......../......../SS....../MS......");
    assert_eq!(
        replay(
            &trapped,
            "LOSE\n  round 1: Maria can be alive on 0 cells.\n"
        ),
        Ok(())
    );
    assert!(replay(&trapped, "LOSE\n  round 1: Maria can be alive on 1 cell.\n").is_err());
    assert!(replay(&trapped, "WIN\n").is_err());
}
