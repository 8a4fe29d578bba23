//! The figures on the pages that a new adversary run or a change to the solver moves, held to
//! the data, so that a page that falls behind fails here, naming what it should say:
//! - moveable-maze/README.md's table of the data files' cost ("Cost"): per file (or group of
//!   files) its boards, and the most rounds and labels the solver takes on one of them;
//! - data/moveable-maze/README.md: a case whose row begins "N boards" holds N boards, and
//!   every file of 10 boards or more says how many it holds;
//! - the data file the page names as the heaviest for our solver's time has the most labels
//!   of all data files (over all its boards), and its row in the case table says so;
//! - versus's size worst (`MoveableMaze::worst`) examines at most a quarter more labels than
//!   that file, at seeds 1 to 3: labels stand in for the time, which no test asserts.
//!
//! The milliseconds and seconds beside them are measurements (`board_times` in adversary.rs,
//! the CPU time of a process), not checked.

use crate::files::hill_climbed;
use crate::gen::boards::solved;
use crate::gen::MoveableMaze;
use crate::{solution, SOLVER};
use shared_io::Scanner;
use tools::problem::{Problem, Size};
use tools::versus::generated;

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
    boards_of(SOLVER.data().bytes(&format!("{}.in", name)))
}

/// The boards of an input.
fn boards_of(input: Vec<u8>) -> Vec<solution::Board> {
    let mut sc = Scanner::new(input);
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

/// The labels the solver examines on every board of `input`, summed: what its time follows.
fn labels(input: Vec<u8>) -> u64 {
    let boards = boards_of(input);
    let answers = boards.iter().map(|board| solved(board).expect("reachable"));
    answers.map(|answer| answer.search_nodes).sum()
}

/// The page's sentence that names the heaviest data file for our solver's time, as a link.
const HEAVIEST: &str = "The heaviest data file for our solver's time is [";

/// The data file (without `.in`) the page names as the heaviest for our solver's time (the
/// page's lines joined, wherever they wrap).
fn heaviest_named() -> String {
    let page = PAGE.split_whitespace().collect::<Vec<_>>().join(" ");
    let (_, after) = page
        .split_once(HEAVIEST)
        .expect("moveable-maze/README.md names the heaviest data file for time");
    after.split(']').next().expect("a link").to_string()
}

/// The labels of every data file, by name, the most first.
fn labels_by_file() -> Vec<(String, u64)> {
    let mut files: Vec<(String, u64)> = SOLVER
        .data()
        .cases()
        .into_iter()
        .map(|case| {
            let total = labels(case.input.into_bytes());
            (case.name, total)
        })
        .collect();
    files.sort_by_key(|&(_, total)| std::cmp::Reverse(total));
    files
}

/// The file the page names as the heaviest for time examines more labels than any other data
/// file, and the case table's row of it says it is the heaviest.
#[test]
fn the_heaviest_file_named_has_the_most_labels() {
    let named = heaviest_named();
    let files = labels_by_file();
    assert_eq!(
        files[0].0, named,
        "moveable-maze/README.md names {} the heaviest data file for time, but the most labels \
         are another's (labels by file, the most first: {:?})",
        named, files
    );
    assert!(files[1].1 < files[0].1, "a tie: {:?}", &files[..2]);
    let table = SOLVER.data().text("README.md");
    let what = row(&table, &named).map_or("", |cells| cells.get(1).copied().unwrap_or(""));
    assert!(
        what.contains("the heaviest data file for our solver's time"),
        "data/moveable-maze/README.md: the row of {} should say it is the heaviest data file \
         for our solver's time",
        named
    );
}

/// Versus's size worst, at seeds 1 to 3, examines at most 1.25 times the labels of the
/// heaviest data file (each seed's input its boards under other symmetries, in another order).
#[test]
fn size_worst_costs_at_most_a_quarter_more_than_the_heaviest_file() {
    let named = heaviest_named();
    let heaviest = labels(SOLVER.data().bytes(&format!("{}.in", named)));
    for seed in 1..=3 {
        let input = MoveableMaze::text(&generated::<MoveableMaze>(seed, Size::Worst));
        let worst = labels(input.into_bytes());
        eprintln!(
            "size worst, seed {}: {} labels, {:.2} times {}.in's {}",
            seed,
            grouped(worst),
            worst as f64 / heaviest as f64,
            named,
            grouped(heaviest)
        );
        assert!(
            worst * 4 <= heaviest * 5,
            "size worst, seed {}: {} labels, over 1.25 times {}.in's {}",
            seed,
            grouped(worst),
            named,
            grouped(heaviest)
        );
    }
}

#[test]
fn numbers_are_grouped_by_three_digits() {
    assert_eq!(grouped(7), "7");
    assert_eq!(grouped(477), "477");
    assert_eq!(grouped(54_879), "54,879");
    assert_eq!(grouped(1_234_567), "1,234,567");
}
