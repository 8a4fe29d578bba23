//! moveable-maze checked against the literal rules: the full-state brute force in `literal/`
//! on the spec's cases, the data files and thousands of tiny boards (random ones from
//! `boards/`, and every adversarial family of `families/`, where the independent oracle in
//! `oracle/` must agree too); the worst-case and adversarial files from `worst/` and
//! `adversarial/`, their answers from the independent evaluators in `paths/` and `oracle/`.
//! No expected answer comes from the solver.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod adversarial;
mod boards;
mod families;
mod gen;
#[allow(dead_code)]
mod literal;
mod oracle;
mod paths;
mod worst;

use adversarial::adversarial_file;
use boards::{board_of, tiny_board};
use gen::parse_grids;
use literal::literal_turns;
use paths::{banked_walk_model, path_cost, tree_path};
use shared_io::stress::{data_cases, output, run_in_memory, stress, Rng};
use shared_io::Scanner;
use std::fs;
use std::path::{Path, PathBuf};
use worst::worst_case_file;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/moveable-maze")
}

#[test]
fn spec_cases_match_the_literal_rules() {
    let cases = [
        ("sample", 5),
        ("banking", 3),
        ("bank-not-capped", 5),
        ("on-square-not-banked", 3),
        ("enter-leave-offsets", 2),
        ("dead-end-straight", 3),
        ("two-squares", 2),
        ("all-lines", 1),
        ("start-is-target", 0),
        ("trap-2x4", 7),
    ];
    for (name, answer) in cases {
        let input = fs::read_to_string(data_dir().join(format!("{}.in", name))).expect("input");
        let (out, result) = run_in_memory(solution::solve, input.as_bytes());
        assert_eq!(
            (out, result),
            (format!("{}\n", answer), Ok(())),
            "solver on {}",
            name
        );
        assert_eq!(
            literal_turns(&parse_grids(&input)[0]),
            answer,
            "literal rules on {}",
            name
        );
    }
}

#[test]
fn the_trap_board_fools_the_walk_model() {
    let input = fs::read_to_string(data_dir().join("trap-2x4.in")).expect("input");
    let answer = solution::solve_board(&board_of(&input)).expect("reachable");
    assert_eq!((answer.literal, answer.walk_model), (7, 6));
}

#[test]
fn tiny_boards_agree_with_the_literal_rules() {
    let (mut searched, mut trapped) = (0, 0);
    stress("moveable-maze tiny", 6_000, tiny_board, |input| {
        let truth = literal_turns(&parse_grids(input)[0]);
        let board = board_of(input);
        let answer = solution::solve_board(&board).ok_or("solver found no path")?;
        searched += (answer.search_nodes > 0) as u32;
        trapped += (answer.walk_model < truth) as u32;
        if answer.literal != truth {
            return Err(format!(
                "solver says {}, the literal rules say {}",
                answer.literal, truth
            ));
        }
        // the walk model is a lower bound, and is off only through a walk that revisits
        if answer.walk_model > truth {
            return Err(format!(
                "walk model {} above the truth {}",
                answer.walk_model, truth
            ));
        }
        if answer.walk_model < truth {
            let (_, walk) =
                solution::walk_model(&board, &solution::Moves::new(&board)).expect("a walk");
            let mut sorted = walk.clone();
            sorted.sort_unstable();
            sorted.dedup();
            if sorted.len() == walk.len() {
                return Err(format!(
                    "walk model {} below the truth {} on a simple walk {:?}",
                    answer.walk_model, truth, walk
                ));
            }
        }
        Ok(())
    });
    assert!(
        searched >= 600 && trapped >= 400,
        "only {} searched, {} trapped",
        searched,
        trapped
    );
}

#[test]
fn data_files_agree_with_the_literal_rules() {
    // boards with few squares that turn; the worst case has its own independent answers
    let small = |boards: &[gen::Grid]| boards.iter().all(|b| b.turnable_count() <= 8);
    let mut checked = 0;
    for case in data_cases(&data_dir()) {
        let boards = parse_grids(&case.input);
        if !small(&boards) {
            continue;
        }
        let expected: String = boards
            .iter()
            .map(|b| format!("{}\n", literal_turns(b)))
            .collect();
        assert_eq!(case.expected, expected, "{}", case.name);
        checked += 1;
    }
    assert!(checked >= 10, "only {} data files", checked);
}

/// Fails unless data/moveable-maze/NAME.in and NAME.out hold `generated`.
fn assert_on_disk(name: &str, (input, output): (String, String)) {
    let read = |ext: &str| {
        let path = data_dir().join(format!("{}.{}", name, ext));
        fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
    };
    assert!(
        read("in") == input,
        "{}.in differs; regenerate: cargo test -p moveable-maze --release -- --ignored",
        name
    );
    assert_eq!(read("out"), output, "{}.out", name);
}

/// Writes data/moveable-maze/NAME.in and NAME.out.
fn write_to_disk(name: &str, (input, output): (String, String)) {
    let write = |ext: &str, text: &str| {
        let path = data_dir().join(format!("{}.{}", name, ext));
        fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
    };
    write("in", &input);
    write("out", &output);
}

#[test]
fn worst_case_file_is_the_generated_one() {
    assert_on_disk("worst", worst_case_file());
}

/// Writes data/moveable-maze/worst.in and its independently computed answers.
#[test]
#[ignore]
fn write_worst_case_file() {
    write_to_disk("worst", worst_case_file());
}

/// The adversarial file and its answers (from the oracle, corridors also from their one
/// simple path) are what `adversarial/` makes.
#[test]
fn adversarial_file_is_the_generated_one() {
    assert_on_disk("adversarial", adversarial_file());
}

/// Writes data/moveable-maze/adversarial.in and its independently computed answers.
#[test]
#[ignore]
fn write_adversarial_file() {
    write_to_disk("adversarial", adversarial_file());
}

#[test]
fn independent_evaluators_agree_with_the_literal_rules() {
    // the path DP and the banked walk model, on the spec's single-path cases
    for name in [
        "banking",
        "bank-not-capped",
        "on-square-not-banked",
        "enter-leave-offsets",
        "dead-end-straight",
        "two-squares",
    ] {
        let input = fs::read_to_string(data_dir().join(format!("{}.in", name))).expect("input");
        let tiny = &parse_grids(&input)[0];
        let truth = literal_turns(tiny);
        assert_eq!(
            banked_walk_model(tiny).0,
            truth,
            "banked walk model on {}",
            name
        );
        // these boards are single rows: trees, with one simple path
        assert_eq!(
            path_cost(tiny, &tree_path(tiny), (0, 0), 0),
            truth,
            "path cost on {}",
            name
        );
    }
}

/// The exact search must stay small even where the trap sits behind an open field: report the
/// most nodes any worst-case board needs, and hold it under a ceiling far below an exponential
/// blow-up (a naive search does not finish these boards in minutes).
#[test]
fn worst_case_search_stays_small() {
    let input = fs::read_to_string(data_dir().join("worst.in")).expect("worst.in");
    let mut sc = Scanner::new(input.into_bytes());
    let (mut most, mut searched) = (0, 0);
    while let Some(board) = solution::parse_case(&mut sc).expect("valid") {
        let answer = solution::solve_board(&board).expect("reachable");
        most = most.max(answer.search_nodes);
        searched += (answer.search_nodes > 0) as u32;
    }
    eprintln!(
        "worst case: {} boards searched, at most {} search nodes",
        searched, most
    );
    assert!(
        searched >= 25 && most < 200_000,
        "{} searched, {} nodes",
        searched,
        most
    );
}

/// How many tiny boards of each family the brute force checks (fewer where a board costs more).
const TINY_BOARDS: [(&str, u64); 7] = [
    ("door-field-tail", 300),
    ("trap-corner", 100),
    ("snake", 600),
    ("lollipop", 600),
    ("bricks", 200),
    ("rooms", 300),
    ("ring", 400),
];

/// A tiny board of `family`; every other one redrawn (up to 40 times) until the walk model
/// (the independent one) is below the literal optimum there, so traps are well represented.
fn tiny_family_board(family: &families::Family, rng: &mut Rng, case: u64) -> String {
    let mut grid = (family.tiny)(rng);
    if case % 2 == 0 {
        for _ in 0..40 {
            let exact = oracle::turnable_once(&grid, 1_000_000).expect("tiny");
            if oracle::walk_model(&grid) < exact {
                break;
            }
            grid = (family.tiny)(rng);
        }
    }
    grid.input()
}

#[test]
fn tiny_family_boards_agree_with_the_literal_rules() {
    let mut report = Vec::new();
    for family in &families::FAMILIES {
        let count = TINY_BOARDS
            .iter()
            .find(|(name, _)| *name == family.name)
            .map(|&(_, count)| count)
            .expect("a count for every family");
        let name = format!("moveable-maze tiny {}", family.name);
        let mut gaps = 0;
        stress(
            &name,
            count,
            |rng, case| tiny_family_board(family, rng, case),
            |input| {
                let grid = &parse_grids(input)[0];
                let truth = literal_turns(grid);
                let printed = output(solution::solve, input)?;
                if printed != format!("{}\n", truth) {
                    return Err(format!(
                        "solver says {:?}, the literal rules {}",
                        printed, truth
                    ));
                }
                let exact = oracle::turnable_once(grid, 1_000_000).ok_or("oracle gave up")?;
                let walk = oracle::walk_model(grid);
                if exact != truth || walk > truth {
                    return Err(format!(
                        "oracle {} and walk model {} against the literal rules {}",
                        exact, walk, truth
                    ));
                }
                gaps += (walk < truth) as u64;
                Ok(())
            },
        );
        report.push(format!(
            "{} {} ({} walk model too low)",
            count, family.name, gaps
        ));
        // every family but bricks (whose traps rarely pay on 3 columns) plants some
        assert!(
            family.name == "bricks" || gaps * 20 >= count,
            "{}",
            report.join(", ")
        );
    }
    eprintln!("tiny family boards: {}", report.join(", "));
}

/// Writes big boards of each adversarial family (`FAMILY_BOARDS` of each, default 12) to
/// target/moveable-maze-families/, one case per file, for timing a solver binary on them.
#[test]
#[ignore]
fn write_family_boards() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/moveable-maze-families");
    fs::create_dir_all(&dir).expect("create the directory");
    let count = std::env::var("FAMILY_BOARDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(12u64);
    for family in &families::FAMILIES {
        for i in 0..count {
            let board = (family.big)(&mut shared_io::stress::Rng::new(i));
            let name = format!("{}-{:02}.in", family.name, i);
            fs::write(dir.join(name), board.input()).expect("write a board");
        }
    }
}
