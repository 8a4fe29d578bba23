//! Unit tests of the solver's tricks: the orientation ids and the roll tables built on them,
//! the face masks of the squares, the padded grid, and the packed (square, orientation) states,
//! each against a plain definition.

use super::*;

fn every_die() -> Vec<Die> {
    (1..=6)
        .flat_map(|top| (1..=6).filter_map(move |front| Die::new(top, front)))
        .collect()
}

fn opposite(dir: Dir) -> Dir {
    match dir {
        Dir::Up => Dir::Down,
        Dir::Down => Dir::Up,
        Dir::Left => Dir::Right,
        Dir::Right => Dir::Left,
    }
}

#[test]
fn index_numbers_the_24_orientations_once_each() {
    let dice = every_die();
    assert_eq!(dice.len(), ORIENTATIONS);
    let mut seen = [false; ORIENTATIONS];
    for die in dice {
        assert!(!seen[die.index()], "{:?} shares index {}", die, die.index());
        seen[die.index()] = true;
    }
}

#[test]
fn rolls_undo_each_other_and_four_come_back() {
    for die in every_die() {
        for &dir in &Dir::ALL {
            let rolled = die.roll(dir);
            assert_eq!(Die::new(rolled.top, rolled.front), Some(rolled));
            assert_eq!(rolled.roll(opposite(dir)), die);
            let round = (0..4).fold(die, |d, _| d.roll(dir));
            assert_eq!(round, die);
        }
    }
    // the statement's example fixes the handedness: top 5, front 1 has 3 on its right, so
    // a roll right brings 4 on top and a roll left brings 3
    let die = Die { top: 5, front: 1 };
    assert_eq!(die.roll(Dir::Right), Die { top: 4, front: 1 });
    assert_eq!(die.roll(Dir::Left), Die { top: 3, front: 1 });
    assert_eq!(die.roll(Dir::Up), Die { top: 1, front: 2 });
}

#[test]
fn the_roll_tables_are_the_die_by_id() {
    let rolls = Rolls::new();
    for die in every_die() {
        let id = die.index();
        assert_eq!(rolls.top[id], 1 << die.top, "{:?}", die);
        for (k, &dir) in Dir::ALL.iter().enumerate() {
            assert_eq!(
                rolls.next[id][k] as usize,
                die.roll(dir).index(),
                "{:?}",
                die
            );
        }
    }
}

#[test]
fn a_square_accepts_the_top_faces_its_value_allows() {
    for value in -1..=6 {
        for top in 1..=6 {
            let allowed = value == -1 || value == top;
            assert_eq!(
                accepts(value) & 1 << top != 0,
                allowed,
                "square {} top {}",
                value,
                top
            );
        }
    }
    assert_eq!(accepts(0), BLOCKED);
}

/// A 2x3 maze, start (2,3), every square wild.
fn wild_2x3() -> Maze {
    let text = b"W 2 3 2 3 1 2 -1 -1 -1 -1 -1 -1".to_vec();
    parse_maze(&mut Scanner::new(text))
        .expect("a legal maze")
        .expect("one maze")
}

#[test]
fn the_grid_is_padded_and_its_positions_are_1_based() {
    let maze = wild_2x3();
    assert_eq!((maze.width, maze.cells.len()), (5, 4 * 5));
    assert_eq!(maze.position(maze.start), (2, 3));
    for cell in 0..maze.cells.len() {
        let (row, col) = maze.position(cell);
        let inside = (1..=2).contains(&row) && (1..=3).contains(&col);
        assert_eq!(maze.cells[cell] != BLOCKED, inside, "({},{})", row, col);
        if !inside {
            continue;
        }
        // from inside, a roll any way lands in the grid, on the next square that way
        for &dir in &Dir::ALL {
            let (r, c) = maze.position(maze.neighbour(cell, dir));
            let step = match dir {
                Dir::Up => (row - 1, col),
                Dir::Down => (row + 1, col),
                Dir::Left => (row, col - 1),
                Dir::Right => (row, col + 1),
            };
            assert_eq!((r, c), step, "({},{}) {:?}", row, col, dir);
        }
    }
}

#[test]
fn states_pack_cell_and_orientation_and_fit_below_the_none_mark() {
    // the search's parent array holds states as u16, with u16::MAX for "not reached"
    assert!(MAX_CELLS * ORIENTATIONS <= u16::MAX as usize);
    let maze = wild_2x3();
    let state = |cell: usize, die: Die| cell * ORIENTATIONS + die.index();
    // up first: from (2,3) one roll up and one back down, the die as it started
    let up = maze.die.roll(Dir::Up);
    let walk = vec![
        state(maze.start, maze.die),
        state(maze.neighbour(maze.start, Dir::Up), up),
        state(maze.start, maze.die),
    ];
    match shortest_walk(&maze, &Rolls::new()) {
        Found::Walk(found) => assert_eq!(found, walk),
        Found::NoWay { .. } => panic!("a wild maze has a way home"),
    }
}

/// Colour only wraps characters: without its escapes, a coloured drawing is the plain one;
/// and a maze without a walk draws nothing.
#[cfg(feature = "explain")]
#[test]
fn the_dies_of_explain_are_the_die_by_id() {
    let dies = explain::dies();
    for die in every_die() {
        assert_eq!(dies[die.index()], die);
    }
}

#[cfg(feature = "explain")]
#[test]
fn a_coloured_drawing_reads_as_the_plain_one() {
    use explain::draw;
    let maze = wild_2x3();
    let found = shortest_walk(&maze, &Rolls::new());
    let drawing = |found: &Found, coloured: bool| {
        let mut out = Vec::new();
        draw::write_walk_painted(&mut out, &maze, found, coloured).expect("in memory");
        String::from_utf8(out).expect("ASCII")
    };
    let coloured = drawing(&found, true);
    let plain = tools::stress::plain(&coloured);
    assert_ne!(plain, coloured, "the walk is coloured");
    assert_eq!(plain, drawing(&found, false));
    assert_eq!(drawing(&Found::NoWay { reachable: 1 }, true), "");
}
