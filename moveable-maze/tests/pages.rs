//! The figures on the pages that a new adversary run or a change to the solver moves, held to
//! the data, so that a page that falls behind fails here, naming what it should say:
//! - moveable-maze/README.md's table of the data files' cost ("Cost"): per file (or group of
//!   files) its boards, and the most rounds and labels the solver takes on one of them;
//! - data/moveable-maze/README.md: a case whose row begins "N boards" holds N boards, and
//!   every file of 10 boards or more says how many it holds.
//!
//! The milliseconds beside them are measurements (`board_times` in adversary.rs), not checked.

use crate::files::hill_climbed;
use crate::gen::boards::solved;
use crate::{solution, SOLVER};
use shared_io::Scanner;

/// The problem's page, as compiled with this test.
const PAGE: &str = include_str!("../README.md");

/// The page's table rows this test holds to the data: the row's first cell, and its files.
const COST_ROWS: [(&str, &[&str]); 7] = [
    ("worst.in", &["worst"]),
    ("adversarial.in", &["adversarial"]),
    ("growth.in", &["growth"]),
    ("forks.in", &["forks"]),
    ("doubling.in", &["doubling"]),
    ("narrow.in", &["narrow"]),
    ("hill-climbed*.in", &hill_climbed::FILES),
];

/// `n` as the pages write numbers: a comma between groups of three digits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The boards of data file `name` (without `.in`).
fn boards(name: &str) -> Vec<solution::Board> {
    let mut sc = Scanner::new(SOLVER.data().bytes(&format!("{}.in", name)));
    let mut boards = Vec::new();
    while let Some(board) = solution::parse_case(&mut sc).expect("a valid data file") {
        boards.push(board);
    }
    boards
}

/// The cells of the table row whose first cell is `first`, trimmed (`None`: no such row).
fn row<'a>(page: &'a str, first: &str) -> Option<Vec<&'a str>> {
    page.lines()
        .map(|line| {
            line.trim()
                .trim_matches('|')
                .split('|')
                .map(str::trim)
                .collect()
        })
        .find(|cells: &Vec<&str>| cells.first() == Some(&first))
}

/// Per row of `COST_ROWS`: the boards, and the most rounds and labels of one of them, as the
/// page's row must state them.
#[test]
fn the_page_states_what_the_data_files_cost() {
    for (first, files) in COST_ROWS {
        let (mut count, mut rounds, mut labels) = (0, 0, 0);
        for board in files.iter().flat_map(|name| boards(name)) {
            let answer = solved(&board).expect("reachable");
            count += 1;
            rounds = rounds.max(answer.rounds);
            labels = labels.max(answer.search_nodes);
        }
        let expected = [grouped(count), rounds.to_string(), grouped(labels)];
        let stated = row(PAGE, first)
            .unwrap_or_else(|| panic!("moveable-maze/README.md: no table row for {}", first));
        assert_eq!(
            stated.get(1..4),
            Some(&expected.iter().map(String::as_str).collect::<Vec<_>>()[..]),
            "moveable-maze/README.md, the row of {}: boards, most rounds, most labels",
            first
        );
    }
}

/// Every board count data/moveable-maze/README.md states is the file's, and every file of 10
/// boards or more states one.
#[test]
fn the_data_page_states_each_files_boards() {
    let page = SOLVER.data().text("README.md");
    for case in SOLVER.data().cases() {
        let count = boards(&case.name).len();
        let cells = row(&page, &case.name)
            .unwrap_or_else(|| panic!("data/moveable-maze/README.md: no row for {}", case.name));
        let what = cells.get(1).copied().unwrap_or("");
        let stated = what.split(' ').next().and_then(|n| n.parse::<usize>().ok());
        let stated = stated.filter(|_| {
            what.split(' ')
                .nth(1)
                .map_or(false, |w| w.starts_with("board"))
        });
        match stated {
            Some(stated) => {
                assert_eq!(stated, count, "data/moveable-maze/README.md, {}", case.name)
            }
            None => assert!(
                count < 10,
                "data/moveable-maze/README.md: the row of {} should begin \"{} boards\"",
                case.name,
                count
            ),
        }
    }
}

#[test]
fn numbers_are_grouped_by_three_digits() {
    assert_eq!(grouped(7), "7");
    assert_eq!(grouped(477), "477");
    assert_eq!(grouped(54_879), "54,879");
    assert_eq!(grouped(1_234_567), "1,234,567");
}
