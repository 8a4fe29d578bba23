//! moveable-maze checked against the literal rules: a breadth-first search over full board
//! states (piece square plus the rotation of every square that can turn), one turn per level,
//! on thousands of tiny boards with dead ends beside the path. No cost model is involved.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod gen;

use gen::{random_lines, MoveableMaze};
use shared_io::stress::{data_cases, run_in_memory, stress, Rng};
use shared_io::versus::Problem;
use shared_io::Scanner;
use std::collections::VecDeque;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

// ---- the ground truth ----

/// Lines as the letters they came from, turned clockwise `quarter` times.
fn turned(lines: &str, quarter: usize) -> String {
    lines
        .chars()
        .map(|d| {
            let i = "NESW".find(d).expect("a direction letter");
            "NESW".as_bytes()[(i + quarter) % 4] as char
        })
        .collect()
}

struct Tiny {
    rows: usize,
    cols: usize,
    squares: Vec<String>,
    start: usize,
    target: usize,
}

fn parse_tiny(input: &str) -> Vec<Tiny> {
    let mut words = input.split_whitespace();
    let mut boards = Vec::new();
    loop {
        let mut number = || words.next().map(|w| w.parse::<usize>().expect("number"));
        let (rows, cols) = match (number(), number()) {
            (Some(r), Some(c)) if r > 0 => (r, c),
            _ => break,
        };
        let at = |r: usize, c: usize| (r - 1) * cols + c - 1;
        let mut n = || number().expect("coordinate");
        let (start, target) = (at(n(), n()), at(n(), n()));
        let squares = (0..rows * cols)
            .map(|_| words.next().expect("square").to_string())
            .collect();
        boards.push(Tiny {
            rows,
            cols,
            squares,
            start,
            target,
        });
    }
    boards
}

/// Lines as bits N=1, E=2, S=4, W=8, turned clockwise `quarter` times.
fn mask(lines: &str, quarter: u32) -> u8 {
    turned(lines, quarter as usize)
        .chars()
        .map(|d| 1u8 << "NESW".find(d).unwrap())
        .sum()
}

/// The fewest turns under the literal rules: each turn rotates at most one square a quarter
/// either way, then moves the piece at most one square along a line both squares show.
/// A state is (piece square, quarter turns of every square that can turn), as one index.
fn literal_turns(b: &Tiny) -> u32 {
    let turning: Vec<usize> = (0..b.squares.len())
        .filter(|&s| b.squares[s] != "x" && b.squares[s].len() < 4)
        .collect();
    let mut slot = vec![usize::MAX; b.squares.len()];
    for (i, &s) in turning.iter().enumerate() {
        slot[s] = i;
    }
    // lines[s][q]: the square's lines after q quarter turns (x: none)
    let lines: Vec<[u8; 4]> = b
        .squares
        .iter()
        .map(|sq| {
            if sq == "x" {
                [0; 4]
            } else {
                [0, 1, 2, 3].map(|q| mask(sq, q))
            }
        })
        .collect();
    let configs = 1usize << (2 * turning.len());
    let quarter = |rotations: usize, s: usize| {
        if slot[s] == usize::MAX {
            0
        } else {
            rotations >> (2 * slot[s]) & 3
        }
    };
    let mut dist = vec![u32::MAX; b.squares.len() * configs];
    let mut queue = VecDeque::new();
    dist[b.start * configs] = 0;
    queue.push_back(b.start * configs);
    while let Some(here) = queue.pop_front() {
        let (piece, rotations) = (here / configs, here % configs);
        let d = dist[here];
        if piece == b.target {
            return d;
        }
        let mut after_rotation = vec![rotations];
        for i in 0..turning.len() {
            for delta in [1, 3] {
                let q = ((rotations >> (2 * i) & 3) + delta) % 4;
                after_rotation.push(rotations & !(3 << (2 * i)) | q << (2 * i));
            }
        }
        for rotations in after_rotation {
            let (r, c) = ((piece / b.cols) as i64, (piece % b.cols) as i64);
            let mut places = vec![piece];
            for (bit, back, dr, dc) in
                [(1u8, 4u8, -1, 0), (2, 8, 0, 1), (4, 1, 1, 0), (8, 2, 0, -1)]
            {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= b.rows as i64 || nc >= b.cols as i64 {
                    continue;
                }
                let next = nr as usize * b.cols + nc as usize;
                if lines[piece][quarter(rotations, piece)] & bit != 0
                    && lines[next][quarter(rotations, next)] & back != 0
                {
                    places.push(next);
                }
            }
            for place in places {
                let there = place * configs + rotations;
                if dist[there] == u32::MAX {
                    dist[there] = d + 1;
                    queue.push_back(there);
                }
            }
        }
    }
    panic!("the target cannot be reached");
}

// ---- inputs ----

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/moveable-maze")
}

fn board_of(input: &str) -> solution::Board {
    solution::parse_case(&mut Scanner::new(input.as_bytes().to_vec()))
        .expect("valid")
        .expect("a case")
}

/// A tiny board: every other one a corridor with dead ends hanging off it (the shape of the
/// walk model's trap), the rest random with sizes stepping up to 3x4; at most 7 squares that
/// can turn; start and target joined by non-`x` squares.
fn tiny_board(rng: &mut Rng, case: u64) -> String {
    if case % 2 == 0 {
        // keep drawing until the walk model's best walk revisits a square, so the exact
        // search runs (plain random boards almost never need it)
        let mut input = corridor_with_dead_ends(rng);
        for _ in 0..300 {
            if revisits(&board_of(&input)) {
                break;
            }
            input = corridor_with_dead_ends(rng);
        }
        return input;
    }
    let side = 1 + (case / 700) as i64 % 4;
    loop {
        let (rows, cols) = (
            rng.range(1, side.min(3)) as usize,
            rng.range(1, side + 1) as usize,
        );
        if rows * cols < 2 {
            continue;
        }
        let x_percent = *rng.pick(&[0, 15, 35]);
        if let Some(grid) = gen::random_grid(rng, (rows, cols), x_percent, 7) {
            return MoveableMaze::text(&[grid]);
        }
    }
}

/// A 3-row board: a corridor along the middle row, single squares above or below some of its
/// squares, everything else `x`; random lines everywhere.
fn corridor_with_dead_ends(rng: &mut Rng) -> String {
    let cols = rng.range(2, 5) as usize;
    let mut squares = vec!["x".to_string(); 3 * cols];
    let mut turning = 0;
    let mut lines = |rng: &mut Rng| {
        turning += 1;
        if turning > 6 {
            "NESW".to_string()
        } else {
            random_lines(rng)
        }
    };
    for c in 0..cols {
        squares[cols + c] = lines(rng);
    }
    // the dead ends are the point: with the corridor they hold at most 6 turnable squares
    for c in 0..cols {
        for row in [0, 2] {
            if rng.chance(35) {
                squares[row * cols + c] = lines(rng);
            }
        }
    }
    let open: Vec<usize> = (0..3 * cols).filter(|&s| squares[s] != "x").collect();
    let (start, target) = if rng.chance(70) {
        (cols, 2 * cols - 1)
    } else {
        (*rng.pick(&open), *rng.pick(&open))
    };
    let mut input = format!(
        "3 {}\n{} {} {} {}\n",
        cols,
        start / cols + 1,
        start % cols + 1,
        target / cols + 1,
        target % cols + 1
    );
    for r in 0..3 {
        writeln!(input, "{}", squares[r * cols..(r + 1) * cols].join(" ")).unwrap();
    }
    input.push_str("0 0\n");
    input
}

/// Does the walk model's best walk enter some square twice?
fn revisits(board: &solution::Board) -> bool {
    match solution::walk_model(board, &solution::Moves::new(board)) {
        Some((_, walk)) => {
            let mut sorted = walk.clone();
            sorted.sort_unstable();
            sorted.dedup();
            sorted.len() < walk.len()
        }
        None => false,
    }
}

// ---- tests ----

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
            literal_turns(&parse_tiny(&input)[0]),
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
        let truth = literal_turns(&parse_tiny(input)[0]);
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
    let small = |boards: &[Tiny]| {
        boards.iter().all(|b| {
            b.squares
                .iter()
                .filter(|s| *s != "x" && s.len() < 4)
                .count()
                <= 8
        })
    };
    let mut checked = 0;
    for case in data_cases(&data_dir()) {
        let boards = parse_tiny(&case.input);
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

// ---- the worst-case file and its independently computed answers ----

const SIDE: usize = 20;

/// A 20x20 board as tokens, with its start and target (0-based squares).
struct Big {
    squares: Vec<String>,
    start: usize,
    target: usize,
}

impl Big {
    fn text(&self) -> String {
        let mut text = format!(
            "{} {}\n{} {} {} {}\n",
            SIDE,
            SIDE,
            self.start / SIDE + 1,
            self.start % SIDE + 1,
            self.target / SIDE + 1,
            self.target % SIDE + 1
        );
        for r in 0..SIDE {
            writeln!(text, "{}", self.squares[r * SIDE..(r + 1) * SIDE].join(" ")).unwrap();
        }
        text
    }

    fn open(&self, s: usize) -> bool {
        self.squares[s] != "x"
    }

    /// Non-`x` neighbours with the direction letter towards each.
    fn around(&self, s: usize) -> Vec<(usize, char)> {
        let (r, c) = (s / SIDE, s % SIDE);
        let mut out = Vec::new();
        if r > 0 {
            out.push((s - SIDE, 'N'));
        }
        if c + 1 < SIDE {
            out.push((s + 1, 'E'));
        }
        if r + 1 < SIDE {
            out.push((s + SIDE, 'S'));
        }
        if c > 0 {
            out.push((s - 1, 'W'));
        }
        out.retain(|&(n, _)| self.open(n));
        out
    }
}

fn opposite(d: char) -> char {
    match d {
        'N' => 'S',
        'E' => 'W',
        'S' => 'N',
        _ => 'E',
    }
}

/// The spec's cost of walking `path` (squares, in order) from a clock of (t, spent), each
/// square entered at the cheapest useful offsets: a DP over entry offsets with Pareto clocks.
fn path_cost(b: &Big, path: &[usize], clock: (u32, u32), first_offset: usize) -> u32 {
    let dir_between = |from: usize, to: usize| {
        b.around(from)
            .into_iter()
            .find(|&(n, _)| n == to)
            .expect("adjacent")
            .1
    };
    let cyc = |x: usize, y: usize| ((x + 4 - y) % 4).min((y + 4 - x) % 4) as u32;
    // clocks[e]: Pareto-optimal (t, spent) standing on the current square entered at offset e
    let mut clocks: Vec<Vec<(u32, u32)>> = vec![Vec::new(); 4];
    clocks[first_offset].push(clock);
    for k in 0..path.len() - 1 {
        let (here, next) = (path[k], path[k + 1]);
        let d = dir_between(here, next);
        let mut after: Vec<Vec<(u32, u32)>> = vec![Vec::new(); 4];
        for (e, list) in clocks.iter().enumerate() {
            for &(t, spent) in list {
                for f in 0..4 {
                    if !turned(&b.squares[here], f).contains(d) {
                        continue;
                    }
                    for (e2, list2) in after.iter_mut().enumerate() {
                        if !turned(&b.squares[next], e2).contains(opposite(d)) {
                            continue;
                        }
                        let (on, pre) = (cyc(e, f), cyc(e2, 0));
                        let spent2 = spent + on + pre;
                        let t2 = (t + on.max(1)).max(spent2);
                        if !list2.iter().any(|&(a, p)| a <= t2 && p <= spent2) {
                            list2.retain(|&(a, p)| !(t2 <= a && spent2 <= p));
                            list2.push((t2, spent2));
                        }
                    }
                }
            }
        }
        clocks = after;
    }
    clocks
        .iter()
        .flatten()
        .map(|&(t, _)| t)
        .min()
        .expect("the path can be walked")
}

/// The only simple path between two squares of a board whose open squares form a tree.
fn tree_path(b: &Big) -> Vec<usize> {
    let mut parent = vec![usize::MAX; SIDE * SIDE];
    let mut stack = vec![b.start];
    parent[b.start] = b.start;
    while let Some(s) = stack.pop() {
        for (n, _) in b.around(s) {
            if parent[n] == usize::MAX {
                parent[n] = s;
                stack.push(n);
            }
        }
    }
    let mut path = vec![b.target];
    while *path.last().unwrap() != b.start {
        path.push(parent[*path.last().unwrap()]);
    }
    path.reverse();
    path
}

fn rotated_lines(rng: &mut Rng, needed: &str) -> String {
    let lines = turned(needed, rng.below(4));
    let mut letters: Vec<char> = lines.chars().collect();
    for i in (1..letters.len()).rev() {
        letters.swap(i, rng.below(i + 1));
    }
    letters.into_iter().collect()
}

/// A serpentine: corridor rows 0, 2, ..., 18 joined at alternate ends (209 squares), each
/// square's lines the corridor's own, turned at random.
fn serpentine(rng: &mut Rng) -> Big {
    let mut squares = vec!["x".to_string(); SIDE * SIDE];
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
        squares[path[k]] = rotated_lines(rng, &needed);
    }
    Big {
        squares,
        start: path[0],
        target: path[path.len() - 1],
    }
}

/// A maze of dead ends: a random spanning tree carved on the even squares, every square with
/// random lines.
fn dead_end_maze(rng: &mut Rng) -> Big {
    let mut squares = vec!["x".to_string(); SIDE * SIDE];
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
        squares[s] = random_lines(rng);
    }
    let corners = [0, (SIDE - 2) * SIDE + SIDE - 2];
    Big {
        squares,
        start: corners[0],
        target: corners[1],
    }
}

/// An open board: every square has 1 to 3 random lines; corner to corner.
fn rotation_heavy(rng: &mut Rng) -> Big {
    let squares = (0..SIDE * SIDE)
        .map(|_| loop {
            let lines = random_lines(rng);
            if lines.len() < 4 {
                break lines;
            }
        })
        .collect();
    Big {
        squares,
        start: 0,
        target: SIDE * SIDE - 1,
    }
}

/// The walk model, written independently of the solver: Dijkstra over (square, entry offset,
/// banked idle slots), the bank capped only where it exceeds any possible need. Returns the
/// least turn at the target and whether one walk achieving it is simple.
fn banked_walk_model(b: &Big) -> (u32, bool) {
    let n = SIDE * SIDE;
    let cap = 2 * n as u32 + 1;
    let cyc = |x: usize, y: usize| ((x + 4 - y) % 4).min((y + 4 - x) % 4) as u32;
    let key = |s: usize, e: usize, bank: u32| (s * 4 + e) * (cap as usize + 1) + bank as usize;
    let mut best = vec![u32::MAX; n * 4 * (cap as usize + 1)];
    let mut parent = vec![usize::MAX; best.len()];
    let mut queue = std::collections::BinaryHeap::new();
    let first = key(b.start, 0, 0);
    best[first] = 0;
    queue.push(std::cmp::Reverse((0u32, first)));
    while let Some(std::cmp::Reverse((t, k))) = queue.pop() {
        if t > best[k] {
            continue;
        }
        let (s, e, bank) = (
            k / (cap as usize + 1) / 4,
            k / (cap as usize + 1) % 4,
            (k % (cap as usize + 1)) as u32,
        );
        if s == b.target {
            let mut walk = Vec::new();
            let mut at = k;
            while at != usize::MAX {
                walk.push(at / (cap as usize + 1) / 4);
                at = parent[at];
            }
            let mut sorted = walk.clone();
            sorted.sort_unstable();
            sorted.dedup();
            return (t, sorted.len() == walk.len());
        }
        for (next, d) in b.around(s) {
            let Some(on) = (0..4)
                .filter(|&f| turned(&b.squares[s], f).contains(d))
                .map(|f| cyc(e, f))
                .min()
            else {
                continue;
            };
            for e2 in 0..4 {
                if !turned(&b.squares[next], e2).contains(opposite(d)) {
                    continue;
                }
                let (pre, g) = (cyc(e2, 0), on.max(1));
                // t' = max(t + g, P + b + a) with P = t - bank; the slots left over bank
                let t2 = t + g.max((on + pre).saturating_sub(bank));
                let bank2 = (bank + g).saturating_sub(on + pre).min(cap);
                let k2 = key(next, e2, bank2);
                if t2 < best[k2] {
                    best[k2] = t2;
                    parent[k2] = k;
                    queue.push(std::cmp::Reverse((t2, k2)));
                }
            }
        }
    }
    panic!("the target cannot be reached");
}

/// Rows of the open field in a trap board; row `FIELD` is x but for one entrance square, and
/// the two rows below it are the strip where the trap sits.
const FIELD: usize = 17;

/// A trap behind a wide open field: 17 rows of `NESW` (no rotation ever needed, countless
/// paths), one entrance, then in the strip below a corridor of `E` squares that drains the idle
/// slots banked in the field (each costs two pre-rotations and two turns on the square), and
/// the spec's 2x4 trap, upside down, holding the target.
fn trap_behind_field(rng: &mut Rng) -> Big {
    let mut squares = vec!["NESW".to_string(); SIDE * SIDE];
    let (start_row, start_col, entrance_col) =
        (rng.range(6, 12) as usize, rng.below(9), rng.below(3));
    let distance = (FIELD - start_row) + start_col.abs_diff(entrance_col);
    let drain = distance / 2 + 2;
    for c in 0..SIDE {
        if c != entrance_col {
            squares[FIELD * SIDE + c] = "x".to_string();
        }
        squares[(FIELD + 1) * SIDE + c] = if (entrance_col..entrance_col + drain).contains(&c) {
            "E"
        } else {
            "x"
        }
        .to_string();
        squares[(FIELD + 2) * SIDE + c] = "x".to_string();
    }
    let end = (FIELD + 1) * SIDE + entrance_col + drain - 1;
    for (offset, lines) in [
        (1, "SE"),
        (2, "SE"),
        (3, "W"),
        (SIDE + 1, "N"),
        (SIDE + 3, "S"),
    ] {
        squares[end + offset] = lines.to_string();
    }
    Big {
        squares,
        start: start_row * SIDE + start_col,
        target: end + SIDE + 3,
    }
}

/// The exact answer of a trap board: a shortest field walk to the entrance (every field square
/// is `NESW`, so it arrives with no rotations spent, and a longer one only arrives later), then
/// the best of every simple path through the strip, priced by the spec's formula.
fn trap_answer(b: &Big) -> u32 {
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
    b: &Big,
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
fn worst_case_file() -> (String, String) {
    let mut rng = Rng::new(2010);
    let (mut input, mut output) = (String::new(), String::new());
    let mut add = |b: &Big, answer: u32| {
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
        let answer = solution::solve_board(&board_of(&b.text())).expect("reachable");
        eprintln!(
            "trap try: walk {} literal {} nodes {}",
            answer.walk_model, answer.literal, answer.search_nodes
        );
        if answer.walk_model < answer.literal {
            add(&b, trap_answer(&b));
            kept += 1;
        }
    }
    input.push_str("0 0\n");
    (input, output)
}

#[test]
fn worst_case_file_is_the_generated_one() {
    let (input, output) = worst_case_file();
    let on_disk = fs::read_to_string(data_dir().join("worst.in")).expect("worst.in");
    assert!(
        on_disk == input,
        "regenerate: cargo test -p moveable-maze --release -- --ignored"
    );
    assert_eq!(
        fs::read_to_string(data_dir().join("worst.out")).expect("worst.out"),
        output
    );
}

/// Writes data/moveable-maze/worst.in and its independently computed answers.
#[test]
#[ignore]
fn write_worst_case_file() {
    let (input, output) = worst_case_file();
    fs::write(data_dir().join("worst.in"), input).expect("write worst.in");
    fs::write(data_dir().join("worst.out"), output).expect("write worst.out");
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
        let tiny = &parse_tiny(&input)[0];
        let mut squares = vec!["x".to_string(); SIDE * SIDE];
        for r in 0..tiny.rows {
            for c in 0..tiny.cols {
                squares[r * SIDE + c] = tiny.squares[r * tiny.cols + c].clone();
            }
        }
        let at = |s: usize| s / tiny.cols * SIDE + s % tiny.cols;
        let big = Big {
            squares,
            start: at(tiny.start),
            target: at(tiny.target),
        };
        let truth = literal_turns(tiny);
        assert_eq!(
            banked_walk_model(&big).0,
            truth,
            "banked walk model on {}",
            name
        );
        // these boards are single rows: trees, with one simple path
        assert_eq!(
            path_cost(&big, &tree_path(&big), (0, 0), 0),
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
