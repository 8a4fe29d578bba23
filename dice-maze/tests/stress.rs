//! Random mazes, sizes stepping up from 1x1 to 10x10 over the run: the solver against the
//! oracle. The solver's die and the generator's against the oracle's rotated body on all 24
//! orientations and every roll, after the statement's example that fixes the handedness.
//! Versus's mazes: the generator's walk count against the peer's search for walks one by one,
//! its inputs and their reductions keep the statement's promises, and on 1,000 of them the
//! peer (a DFS printing the first walk it finds) agrees with the solver.

use crate::gen::plant::{planted_maze, promised_maze, Trap};
use crate::gen::walks::Walks;
use crate::gen::{DiceMaze, Maze};
use crate::oracle::{Body, ROLLS, SOUTH, UP};
use crate::solution::{Die, Dir};
use crate::{gen, oracle, peer, SOLVER};
use tools::problem::{Problem, Size};
use tools::stress::{stress, Rng};

/// Random mazes, sizes stepping up from 1x1 to 10x10 over the run; wild-heavy, zero-heavy
/// and number-heavy mixes, starts sometimes on a 0 or boxed in; 1 to 3 mazes an input.
pub fn random_mazes(rng: &mut Rng, case: u64) -> String {
    let max_side = 1 + (case / 400) as i64 % 10;
    let mut input = String::new();
    for m in 0..rng.range(1, 3) {
        let maze = gen::random_maze(rng, (1, max_side), format!("M{}x{}", m, case));
        input.push_str(&gen::maze_text(&maze));
    }
    if rng.chance(80) {
        input.push_str("END\n");
    }
    input
}

#[test]
fn random_mazes_agree_with_the_oracle() {
    stress(
        "dice-maze random",
        4_000,
        random_mazes,
        SOLVER.agrees_with(oracle::answer),
    );
}

#[test]
fn statement_example_handedness_top_5_front_1_right_3() {
    let body = Body::with(5, 1).expect("valid");
    assert_eq!(body.face([1, 0, 0]), 3);
}

#[test]
fn the_solvers_die_agrees_with_rotations_everywhere() {
    for top in 1..=6u8 {
        for front in 1..=6u8 {
            let (die, body) = (Die::new(top, front), Body::with(top as i32, front as i32));
            assert_eq!(die.is_some(), body.is_some(), "top {} front {}", top, front);
            let (die, body) = match (die, body) {
                (Some(d), Some(b)) => (d, b),
                _ => continue,
            };
            for (k, &dir) in Dir::ALL.iter().enumerate() {
                let (rolled, turned) = (die.roll(dir), body.turned(&ROLLS[k].2));
                assert_eq!(
                    (rolled.top as i32, rolled.front as i32),
                    (turned.face(UP), turned.face(SOUTH)),
                    "top {} front {} rolled {:?}",
                    top,
                    front,
                    dir
                );
            }
        }
    }
}

#[test]
fn the_generators_die_agrees_with_rotations_everywhere() {
    for die in gen::walks::Die::all() {
        let body = Body::with(die.top, die.front).expect("a real die");
        assert_eq!(body.face([1, 0, 0]), die.right, "{:?}", die);
        for (k, (_, _, turn)) in ROLLS.iter().enumerate() {
            let (rolled, turned) = (die.roll(k), body.turned(turn));
            assert_eq!(
                (rolled.top, rolled.front, rolled.right),
                (turned.face(UP), turned.face(SOUTH), turned.face([1, 0, 0])),
                "{:?} rolled {}",
                die,
                k
            );
        }
    }
}

/// How many walks the peer's depth-first search finds, one by one, up to two.
fn walks_found(maze: &Maze) -> usize {
    peer::first_walks(maze, 2).len()
}

/// The generator's count (none, one, several) is the peer's on random mazes up to 4x4, most
/// of them with several walks, and the generator's first walk is the solver's.
#[test]
fn the_walk_count_agrees_with_the_peers_search() {
    stress(
        "dice-maze walk count",
        4_000,
        |rng, case| {
            let maze = gen::random_maze(rng, (1, 4), format!("C{}", case));
            gen::maze_text(&maze)
        },
        |input| {
            let maze = &gen::parse(input)[0];
            let walks = Walks::of(maze);
            let counted = walks.first.iter().count() + walks.second.iter().count();
            if counted != walks_found(maze) {
                return Err(format!(
                    "counted {} walks, the peer found {}",
                    counted,
                    walks_found(maze)
                ));
            }
            let first = walks.first.as_ref().map(|first| walks.squares(first));
            let ours = SOLVER.output(input)?;
            if gen::answer_text(maze, first.as_deref()) != ours {
                return Err(format!("the generator's first walk is not ours:\n{}", ours));
            }
            Ok(())
        },
    );
}

/// Every maze versus makes, at every size, and every reduction of the tiny and small ones
/// keeps the statement's promises: a name of 1 to 20 characters that is not `END`, and one
/// walk or none, by the peer's search. (Fewer max inputs: each is 300 10x10 mazes.)
#[test]
fn versus_inputs_and_their_reductions_keep_the_promises() {
    let promised = |maze: &Maze| {
        let named = (1..=20).contains(&maze.name.len()) && maze.name != "END";
        assert!(walks_found(maze) <= 1 && named, "{}", gen::maze_text(maze));
    };
    for (size, seeds) in [(Size::Tiny, 20), (Size::Small, 20), (Size::Max, 3)] {
        for seed in 0..seeds {
            for maze in DiceMaze::generate(&mut Rng::new(seed), size) {
                promised(&maze);
                if size != Size::Max {
                    DiceMaze::smaller(&maze).iter().for_each(promised);
                }
            }
        }
    }
}

/// Mazes as versus makes them, 1 to 3 an input, sides stepping up from 1 to 10 over the run.
fn versus_mazes(rng: &mut Rng, case: u64) -> String {
    let sides = (1, 1 + (case / 100) as i64 % 10);
    let mut input = String::new();
    for m in 0..rng.range(1, 3) {
        let name = format!("V{}x{}", m, case);
        let maze = if rng.chance(33) {
            let trap = *rng.pick(&Trap::ALL);
            planted_maze(rng, sides, &name, trap)
        } else {
            promised_maze(rng, sides, &name)
        };
        input.push_str(&gen::maze_text(&maze));
    }
    input.push_str("END\n");
    input
}

#[test]
fn the_peer_agrees_with_ours_on_versus_mazes() {
    stress(
        "dice-maze peer",
        1_000,
        versus_mazes,
        SOLVER.agrees_with(peer::answer),
    );
}

/// Every input versus makes is one the problem's judges could serve (its input promise).
#[test]
fn versus_inputs_keep_the_input_promise() {
    tools::stress::versus_keeps_the_input_promise::<crate::gen::DiceMaze>(20);
}
