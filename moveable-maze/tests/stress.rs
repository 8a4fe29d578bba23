//! Tiny boards against the literal rules (the full-state brute force): random little grids
//! and corridors with dead ends (`gen/boards.rs`), and tiny boards of every adversarial family
//! (`gen/families/`). The DSSR oracle must agree on both, the turnable-once oracle and the
//! walk model on the families too. The growth family's boards, too big for the brute force,
//! are held to the DSSR oracle.

use crate::gen::boards::{board_of, maze_of, solved, tiny_board};
use crate::gen::families::{self, growth};
use crate::gen::parse_grids;
use crate::oracle::literal::literal_turns;
use crate::oracle::{dssr, once};
use crate::{solution, SOLVER};
use tools::stress::{stress, Rng};

/// A tiny board (`gen/boards.rs`); one in eight redrawn (up to 40 times) until the
/// solver's exact search runs on it, so that the search is well represented whichever best
/// walk the walk model picks among equals.
fn searched_tiny_board(rng: &mut Rng, case: u64) -> String {
    let mut input = tiny_board(rng, case);
    if case % 8 == 0 {
        for _ in 0..40 {
            let answer = solved(&board_of(&input)).expect("joined");
            if answer.search_nodes > 0 {
                break;
            }
            input = tiny_board(rng, case);
        }
    }
    input
}

#[test]
fn tiny_boards_agree_with_the_literal_rules() {
    let (mut searched, mut trapped) = (0, 0);
    stress("moveable-maze tiny", 6_000, searched_tiny_board, |input| {
        let grid = &parse_grids(input)[0];
        let truth = literal_turns(grid);
        let relaxed = dssr::literal_optimum(grid, 1_000_000).ok_or("dssr gave up")?;
        if relaxed.answer != truth {
            return Err(format!(
                "dssr says {}, the literal rules say {}",
                relaxed.answer, truth
            ));
        }
        let board = board_of(input);
        let answer = solved(&board).ok_or("solver found no path")?;
        searched += (answer.search_nodes > 0) as u32;
        trapped += (answer.walk_model < truth) as u32;
        if answer.literal() != truth {
            return Err(format!(
                "solver says {}, the literal rules say {}",
                answer.literal(),
                truth
            ));
        }
        near_memory_agrees(&board, truth)?;
        // the walk model is a lower bound, and is off only through a walk that revisits
        if answer.walk_model > truth {
            return Err(format!(
                "walk model {} above the truth {}",
                answer.walk_model, truth
            ));
        }
        if answer.walk_model < truth {
            let (_, walk) = solution::tests::walk_model(&maze_of(&board)).expect("a walk");
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
    eprintln!("tiny boards: {} searched, {} trapped", searched, trapped);
    assert!(
        searched >= 600 && trapped >= 400,
        "only {} searched, {} trapped",
        searched,
        trapped
    );
}

/// The solver with locks held only near their square from the first round (tiny boards
/// never crowd enough to get there by themselves) answers `truth` too.
fn near_memory_agrees(board: &solution::Board, truth: u32) -> Result<(), String> {
    let near = maze_of(board)
        .solve(solution::Memory::Near)
        .ok_or("no path")?;
    if near.literal() != truth {
        return Err(format!(
            "solver with memory near says {}, the literal rules say {}",
            near.literal(),
            truth
        ));
    }
    Ok(())
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
            let exact = once::turnable_once(&grid, 1_000_000).expect("tiny");
            if once::walk_model(&grid) < exact {
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
                let printed = SOLVER.output(input)?;
                if printed != format!("{}\n", truth) {
                    return Err(format!(
                        "solver says {:?}, the literal rules {}",
                        printed, truth
                    ));
                }
                near_memory_agrees(&board_of(input), truth)?;
                let exact = once::turnable_once(grid, 1_000_000).ok_or("oracle gave up")?;
                let relaxed = dssr::literal_optimum(grid, 1_000_000).ok_or("dssr gave up")?;
                let walk = once::walk_model(grid);
                if exact != truth || relaxed.answer != truth || walk > truth {
                    return Err(format!(
                        "oracle {}, dssr {} and walk model {} against the literal rules {}",
                        exact, relaxed.answer, walk, truth
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

/// The growth family (`families::growth`) up to `GROWTH_CHECKED` forks (the first board of
/// each layout and the doubling, a tenth of a second; `adversary::growth` checks every k): its
/// boards are legal and the solver's answer is the DSSR oracle's (they have some 250 squares
/// that turn, far past the brute force), and the refinement runs on each; one fork alone, on
/// 3x4, is answered as the brute force answers it. Memory near from the start must agree.
#[test]
fn growth_boards_are_answered_right() {
    let fork = growth::one_fork();
    let answer = solved(&board_of(&fork.input())).expect("joined");
    assert_eq!(
        answer.literal(),
        literal_turns(&fork),
        "one fork:\n{}",
        fork.text()
    );
    for k in 1..=GROWTH_CHECKED {
        let grid = growth::growth(k);
        assert!(grid.joined(grid.start, grid.target), "k = {}", k);
        let board = board_of(&grid.input());
        let answer = solved(&board).expect("joined");
        let near = maze_of(&board)
            .solve(solution::Memory::Near)
            .expect("joined");
        let oracle = dssr::literal_optimum(&grid, 5_000_000).expect("dssr within its budget");
        assert_eq!(
            (answer.literal(), near.literal(), answer.rounds > 0),
            (oracle.answer, oracle.answer, true),
            "k = {}: solver {}, dssr {}, refinement rounds {}\n{}",
            k,
            answer.literal(),
            oracle.answer,
            answer.rounds,
            grid.text()
        );
    }
}

/// The growth boards the default tests check: past 10 forks the solver alone takes seconds.
const GROWTH_CHECKED: usize = 10;

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::MoveableMaze>(20);
}
