//! Unit tests of the bit rows (`Cells`) against a cell-by-cell set, and of the invariant of the
//! `arrivals` scratch grid that `rank` relies on.

use super::*;
use tools::problem::Rng;

/// Every cell of the grid, border included, in row-major order.
fn every_cell() -> impl Iterator<Item = Cell> {
    (0..STRIDE as i32).flat_map(|r| (0..STRIDE as i32).map(move |c| Cell { r, c }))
}

/// Whether `cell` is in 0..STRIDE in both row and column.
fn on_grid(cell: Cell) -> bool {
    (0..STRIDE as i32).contains(&cell.r) && (0..STRIDE as i32).contains(&cell.c)
}

/// A random set, border included, about `percent` of the cells: as bit rows and cell by cell.
fn random_cells(rng: &mut Rng, percent: usize) -> (Cells, [[bool; STRIDE]; STRIDE]) {
    let mut set = Cells::new();
    let mut member = [[false; STRIDE]; STRIDE];
    for cell in every_cell() {
        if rng.chance(percent) {
            set.insert(cell);
            member[cell.r as usize][cell.c as usize] = true;
        }
    }
    (set, member)
}

#[test]
fn cells_hold_what_was_inserted_and_not_removed_and_list_it_row_by_row() {
    let mut rng = Rng::new(31);
    let mut set = Cells::new();
    let mut member = [[false; STRIDE]; STRIDE];
    for _ in 0..20 {
        for _ in 0..200 {
            let cell = Cell {
                r: rng.below(STRIDE) as i32,
                c: rng.below(STRIDE) as i32,
            };
            let insert = rng.chance(60);
            if insert {
                set.insert(cell);
            } else {
                set.remove(cell);
            }
            member[cell.r as usize][cell.c as usize] = insert;
        }
        let expected: Vec<Cell> = every_cell()
            .filter(|cell| member[cell.r as usize][cell.c as usize])
            .collect();
        for cell in every_cell() {
            assert_eq!(set.has(cell), expected.contains(&cell), "{:?}", cell);
        }
        #[cfg(feature = "explain")]
        assert_eq!(set.members(), expected);
        assert_eq!(set.len(), expected.len());
    }
}

#[test]
fn any_around_is_a_member_in_the_3x3_block_other_than_except() {
    let mut rng = Rng::new(2001);
    for percent in [1, 5, 15, 40, 90] {
        let (set, member) = random_cells(&mut rng, percent);
        let block = |centre: Cell| {
            (-1..=1).flat_map(move |dr| (-1..=1).map(move |dc| centre.step((dr, dc))))
        };
        for centre in every_cell().filter(|cell| cell.on_board()) {
            // no exception, and every cell up to two away (a push lands next to you)
            let nearby = (-2..=2).flat_map(|dr| (-2..=2).map(move |dc| centre.step((dr, dc))));
            let excepts = nearby.filter(|&cell| on_grid(cell)).map(Some);
            for except in excepts.chain(Some(None)) {
                let expected = block(centre)
                    .any(|cell| member[cell.r as usize][cell.c as usize] && Some(cell) != except);
                assert_eq!(
                    set.any_around(centre, except),
                    expected,
                    "{:?} except {:?}, {}% full",
                    centre,
                    except,
                    percent
                );
            }
        }
    }
}

/// A game of `robots` robots on distinct random cells, with 3 random teleports.
fn random_case(rng: &mut Rng, robots: usize) -> Case {
    let mut cell = || Cell {
        r: 1 + rng.below(SIDE as usize) as i32,
        c: 1 + rng.below(SIDE as usize) as i32,
    };
    let mut case = Case {
        robots: Vec::new(),
        teleports: (0..3).map(|_| cell()).collect(),
    };
    while case.robots.len() < robots {
        let robot = cell();
        if robot != START && !case.robots.contains(&robot) {
            case.robots.push(robot);
        }
    }
    case
}

fn all_zero(arrivals: &Grid<u8>) -> bool {
    arrivals.0.iter().all(|&count| count == 0)
}

#[test]
fn rank_leaves_the_far_counts_as_it_found_them_and_moves_leave_all_zero() {
    let mut rng = Rng::new(7357);
    for game_number in 0..200 {
        let case = random_case(&mut rng, 1 + game_number % 50);
        let mut game = Game::new(&case);
        while !game.robots.is_empty() {
            game.aim_far_robots();
            let far_only = game.arrivals.clone();
            for &step in &STEPS {
                if let Some(walk) = game.walk(step) {
                    game.rank(&walk);
                    assert!(game.arrivals.0 == far_only.0, "game {}", game_number);
                }
            }
            for &landing in &game.landings {
                game.arrivals.set(landing, 0);
            }
            let walked = game.best_walk();
            assert!(
                all_zero(&game.arrivals),
                "after best_walk, game {}",
                game_number
            );
            match walked {
                Some(walk) => {
                    game.take(walk);
                }
                None => match game.teleport() {
                    Some(cell) => game.player = cell,
                    None => break,
                },
            }
            if game.robots.is_empty() {
                break;
            }
            let caught = game.robots_move();
            assert!(all_zero(&game.arrivals), "after the robots' move");
            if caught {
                break;
            }
        }
    }
}

/// Colour only wraps characters: without its escapes, a coloured drawing is the plain one.
#[cfg(feature = "explain")]
#[test]
fn a_coloured_drawing_reads_as_the_plain_one() {
    use explain::draw;
    let (mut robots, mut debris) = (Cells::new(), Cells::new());
    robots.insert(Cell { r: 3, c: 4 });
    debris.insert(Cell { r: 5, c: 6 });
    let player = Cell { r: 4, c: 4 };
    let drawing = |coloured: bool| {
        let mut out = Vec::new();
        draw::write_board_painted(&mut out, player, &robots, &debris, coloured).expect("in memory");
        String::from_utf8(out).expect("ASCII")
    };
    let coloured = drawing(true);
    let plain = tools::stress::plain(&coloured);
    assert_ne!(
        plain, coloured,
        "you, the robot and the debris are coloured"
    );
    assert_eq!(plain, drawing(false));
    assert!(
        plain.ends_with("   3 R . .\n   4 @ . .\n   5 . . *\n"),
        "{}",
        plain
    );
}
