//! The worst-case file data/moveable-maze/worst.in and its answers, each computed without the
//! solver: serpentines and dead-end mazes (trees: their one path priced by the formula),
//! rotation-heavy open boards (the independent walk model, kept when its best walk is simple)
//! and traps behind open fields (a shortest field walk, then every simple path of the strip).

use crate::gen::boards::{board_of, solved};
use crate::gen::{random_lines, rotated_lines, Grid};
use crate::oracle::paths::{banked_walk_model, path_cost, tree_path};
use std::collections::VecDeque;
use std::fmt::Write as _;
use tools::problem::Rng;

const SIDE: usize = 20;

/// A serpentine: corridor rows 0, 2, ..., 18 joined at alternate ends (209 squares), each
/// square's lines the corridor's own, turned at random.
fn serpentine(rng: &mut Rng) -> Grid {
    let mut b = Grid::blank(SIDE, SIDE);
    let mut path = Vec::new();
    for band in 0..SIDE / 2 {
        let r = 2 * band;
        let cols: Vec<usize> = if band % 2 == 0 {
            (0..SIDE).collect()
        } else {
            (0..SIDE).rev().collect()
        };
        path.extend(cols.iter().map(|&c| r * SIDE + c));
        if band + 1 < SIDE / 2 {
            path.push((r + 1) * SIDE + cols[SIDE - 1]);
        }
    }
    let dir = |a: usize, b: usize| match b as i64 - a as i64 {
        1 => 'E',
        -1 => 'W',
        d if d == SIDE as i64 => 'S',
        _ => 'N',
    };
    for k in 0..path.len() {
        let mut needed = String::new();
        if k > 0 {
            needed.push(dir(path[k], path[k - 1]));
        }
        if k + 1 < path.len() {
            needed.push(dir(path[k], path[k + 1]));
        }
        b.squares[path[k]] = rotated_lines(rng, &needed);
    }
    b.start = path[0];
    b.target = path[path.len() - 1];
    b
}

/// A maze of dead ends: a random spanning tree carved on the even squares, every square with
/// random lines.
fn dead_end_maze(rng: &mut Rng) -> Grid {
    let mut b = Grid::blank(SIDE, SIDE);
    let cells = SIDE / 2;
    let mut seen = vec![false; cells * cells];
    let mut stack = vec![0usize];
    seen[0] = true;
    let mut open = vec![0usize];
    while let Some(&cell) = stack.last() {
        let (r, c) = (cell / cells, cell % cells);
        let mut next = Vec::new();
        if r > 0 && !seen[cell - cells] {
            next.push(cell - cells);
        }
        if r + 1 < cells && !seen[cell + cells] {
            next.push(cell + cells);
        }
        if c > 0 && !seen[cell - 1] {
            next.push(cell - 1);
        }
        if c + 1 < cells && !seen[cell + 1] {
            next.push(cell + 1);
        }
        if next.is_empty() {
            stack.pop();
            continue;
        }
        let to = *rng.pick(&next);
        seen[to] = true;
        stack.push(to);
        let square = |cell: usize| (cell / cells * 2) * SIDE + cell % cells * 2;
        open.push(square(to));
        open.push((square(cell) + square(to)) / 2);
    }
    for s in open {
        b.squares[s] = random_lines(rng);
    }
    b.start = 0;
    b.target = (SIDE - 2) * SIDE + SIDE - 2;
    b
}

/// An open board: every square has 1 to 3 random lines; corner to corner.
fn rotation_heavy(rng: &mut Rng) -> Grid {
    let mut b = Grid::blank(SIDE, SIDE);
    for square in b.squares.iter_mut() {
        *square = loop {
            let lines = random_lines(rng);
            if lines.len() < 4 {
                break lines;
            }
        };
    }
    b.target = SIDE * SIDE - 1;
    b
}

/// Rows of the open field in a trap board; row `FIELD` is x but for one entrance square, and
/// the two rows below it are the strip where the trap sits.
const FIELD: usize = 17;

/// A trap behind a wide open field: 17 rows of `NESW` (no rotation ever needed, countless
/// paths), one entrance, then in the strip below a corridor of `E` squares that drains the idle
/// slots banked in the field (each costs two pre-rotations and two turns on the square), and
/// the spec's 2x4 trap, upside down, holding the target.
fn trap_behind_field(rng: &mut Rng) -> Grid {
    let mut b = Grid::blank(SIDE, SIDE);
    b.squares = vec!["NESW".to_string(); SIDE * SIDE];
    let (start_row, start_col, entrance_col) =
        (rng.range(6, 12) as usize, rng.below(9), rng.below(3));
    let distance = (FIELD - start_row) + start_col.abs_diff(entrance_col);
    let drain = distance / 2 + 2;
    for c in 0..SIDE {
        if c != entrance_col {
            b.set(FIELD, c, "x");
        }
        let strip = if (entrance_col..entrance_col + drain).contains(&c) {
            "E"
        } else {
            "x"
        };
        b.set(FIELD + 1, c, strip);
        b.set(FIELD + 2, c, "x");
    }
    let end = (FIELD + 1) * SIDE + entrance_col + drain - 1;
    for (offset, lines) in [
        (1, "SE"),
        (2, "SE"),
        (3, "W"),
        (SIDE + 1, "N"),
        (SIDE + 3, "S"),
    ] {
        b.squares[end + offset] = lines.to_string();
    }
    b.start = start_row * SIDE + start_col;
    b.target = end + SIDE + 3;
    b
}

/// The exact answer of a trap board: a shortest field walk to the entrance (every field square
/// is `NESW`, so it arrives with no rotations spent, and a longer one only arrives later), then
/// the best of every simple path through the strip, priced by the spec's formula.
fn trap_answer(b: &Grid) -> u32 {
    let entrance = (FIELD * SIDE..(FIELD + 1) * SIDE)
        .find(|&s| b.open(s))
        .expect("an entrance");
    let mut dist = vec![u32::MAX; SIDE * SIDE];
    let mut queue = VecDeque::from([b.start]);
    dist[b.start] = 0;
    while let Some(s) = queue.pop_front() {
        for (n, _) in b.around(s) {
            if n <= entrance && dist[n] == u32::MAX {
                dist[n] = dist[s] + 1;
                queue.push_back(n);
            }
        }
    }
    let mut best = u32::MAX;
    let mut path = vec![entrance];
    let mut on_path = vec![false; SIDE * SIDE];
    on_path[entrance] = true;
    each_strip_path(b, &mut path, &mut on_path, &mut |path| {
        best = best.min(path_cost(b, path, (dist[entrance], 0), 0));
    });
    best
}

/// Calls `visit` with every simple path from `path` into the strip ending at the target.
fn each_strip_path(
    b: &Grid,
    path: &mut Vec<usize>,
    on_path: &mut [bool],
    visit: &mut dyn FnMut(&[usize]),
) {
    let here = *path.last().unwrap();
    if here == b.target {
        visit(path);
        return;
    }
    for (n, _) in b.around(here) {
        if n > (FIELD + 1) * SIDE - 1 && !on_path[n] {
            on_path[n] = true;
            path.push(n);
            each_strip_path(b, path, on_path, visit);
            path.pop();
            on_path[n] = false;
        }
    }
}

/// The worst-case file: 25 each of serpentines, dead-end mazes, rotation-heavy open boards and
/// traps behind open fields; each answer computed without the solver. Only open boards whose
/// best walk is simple are kept (then the walk model is exact), and only trap boards where the
/// solver's walk model falls short, so its exact search really runs.
pub fn worst_case_file() -> (String, String) {
    let mut rng = Rng::new(2010);
    let (mut input, mut output) = (String::new(), String::new());
    let mut add = |b: &Grid, answer: u32| {
        input.push_str(&b.text());
        writeln!(output, "{}", answer).unwrap();
    };
    for _ in 0..25 {
        let b = serpentine(&mut rng);
        add(&b, path_cost(&b, &tree_path(&b), (0, 0), 0));
    }
    for _ in 0..25 {
        let b = dead_end_maze(&mut rng);
        add(&b, path_cost(&b, &tree_path(&b), (0, 0), 0));
    }
    let mut kept = 0;
    while kept < 25 {
        let b = rotation_heavy(&mut rng);
        let (answer, simple) = banked_walk_model(&b);
        if simple {
            add(&b, answer);
            kept += 1;
        }
    }
    let mut kept = 0;
    while kept < 25 {
        let b = trap_behind_field(&mut rng);
        let answer = solved(&board_of(&b.text())).expect("reachable");
        eprintln!(
            "trap try: walk {} literal {} nodes {}",
            answer.walk_model,
            answer.literal(),
            answer.search_nodes
        );
        if answer.walk_model < answer.literal() {
            add(&b, trap_answer(&b));
            kept += 1;
        }
    }
    input.push_str("0 0\n");
    (input, output)
}
