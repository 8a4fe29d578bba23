//! dice-maze checked against an independent oracle: the die as six face normals turned by 3-D
//! rotation matrices (handedness derived from one canonical die, not the solver's table), and
//! the walk found from backward distances to home plus a greedy pick in up/down/left/right order.
//! `replay` replays every `--explain` output on that die by the statement's rules.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod gen;
mod replay;

use shared_io::stress::{data_cases, output, run_in_memory, stress, Rng};
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

// ---- the oracle: shares no code or representation with the solver ----

type Vec3 = [i32; 3];
type Matrix = [[i32; 3]; 3];

const UP: Vec3 = [0, 0, 1];
const SOUTH: Vec3 = [0, 1, 0];

/// Rolls as rotations of (x east, y south, z up): towards north, south, west, east, the
/// order that breaks ties. Rolling north turns the top normal to north and south to top.
const ROLLS: [(i32, i32, Matrix); 4] = [
    (-1, 0, [[1, 0, 0], [0, 0, -1], [0, 1, 0]]),
    (1, 0, [[1, 0, 0], [0, 0, 1], [0, -1, 0]]),
    (0, -1, [[0, 0, -1], [0, 1, 0], [1, 0, 0]]),
    (0, 1, [[0, 0, 1], [0, 1, 0], [-1, 0, 0]]),
];

/// `normals[face]` is the outward direction of face 1..=6 (index 0 unused).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Body {
    normals: [Vec3; 7],
}

impl Body {
    /// 1 on top, 2 facing south, 3 facing east: "top 1, front 2, right 3".
    fn canonical() -> Body {
        Body {
            normals: [
                [0; 3],
                UP,
                SOUTH,
                [1, 0, 0],
                [-1, 0, 0],
                [0, -1, 0],
                [0, 0, -1],
            ],
        }
    }

    fn turned(&self, m: &Matrix) -> Body {
        let mut normals = self.normals;
        for n in normals.iter_mut() {
            let v = *n;
            *n = [0, 1, 2].map(|i| m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2]);
        }
        Body { normals }
    }

    fn face(&self, towards: Vec3) -> i32 {
        (1..=6)
            .find(|&f| self.normals[f as usize] == towards)
            .expect("a face points every way")
    }

    /// The rotation of the canonical die with this top and front, if there is one.
    fn with(top: i32, front: i32) -> Option<Body> {
        let mut seen = vec![Body::canonical()];
        let mut i = 0;
        while i < seen.len() {
            for (_, _, m) in ROLLS.iter() {
                let next = seen[i].turned(m);
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        assert_eq!(seen.len(), 24, "a cube has 24 rotations");
        seen.into_iter()
            .find(|b| b.face(UP) == top && b.face(SOUTH) == front)
    }
}

struct OracleMaze {
    name: String,
    grid: Vec<Vec<i32>>,
    home: (i32, i32),
    body: Body,
}

fn parse_oracle(input: &str) -> Vec<OracleMaze> {
    let mut words = input.split_whitespace();
    let mut mazes = Vec::new();
    while let Some(name) = words.next() {
        if name == "END" {
            break;
        }
        let mut number = || {
            words
                .next()
                .expect("complete maze")
                .parse::<i32>()
                .expect("number")
        };
        let (rows, cols, sr, sc, top, front) =
            (number(), number(), number(), number(), number(), number());
        let grid = (0..rows)
            .map(|_| (0..cols).map(|_| number()).collect())
            .collect();
        mazes.push(OracleMaze {
            name: name.to_string(),
            grid,
            home: (sr - 1, sc - 1),
            body: Body::with(top, front).expect("valid faces"),
        });
    }
    mazes
}

type State = (i32, i32, Body);

/// The legal rolls from `state`, in tie-break order: (landing square, body after).
fn moves(maze: &OracleMaze, (r, c, body): State) -> Vec<(i32, i32, Body)> {
    let mut out = Vec::new();
    for (dr, dc, m) in ROLLS.iter() {
        let (nr, nc) = (r + dr, c + dc);
        if nr < 0 || nc < 0 || nr as usize >= maze.grid.len() || nc as usize >= maze.grid[0].len() {
            continue;
        }
        let value = maze.grid[nr as usize][nc as usize];
        if value == -1 || (value != 0 && value == body.face(UP)) {
            out.push((nr, nc, body.turned(m)));
        }
    }
    out
}

fn oracle_walk(maze: &OracleMaze) -> Option<Vec<(i32, i32)>> {
    let start: State = (maze.home.0, maze.home.1, maze.body);
    // every state the walk can pass through: reachable without re-entering home
    let mut states = vec![start];
    let mut seen: HashSet<State> = states.iter().cloned().collect();
    let mut i = 0;
    while i < states.len() {
        for (r, c, b) in moves(maze, states[i]) {
            if (r, c) != maze.home && seen.insert((r, c, b)) {
                states.push((r, c, b));
            }
        }
        i += 1;
    }
    // rolls still needed to get home, relaxed until nothing changes
    let mut dist: HashMap<State, usize> = HashMap::new();
    loop {
        let mut changed = false;
        for &s in &states {
            let best = moves(maze, s)
                .into_iter()
                .filter_map(|(r, c, b)| {
                    if (r, c) == maze.home {
                        Some(1)
                    } else {
                        dist.get(&(r, c, b)).map(|d| d + 1)
                    }
                })
                .min();
            if let Some(d) = best {
                if dist.get(&s).map_or(true, |&old| d < old) {
                    dist.insert(s, d);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut left = *dist.get(&start)?;
    let mut walk = vec![maze.home];
    let mut here = start;
    while left > 0 {
        let (r, c, b) = moves(maze, here)
            .into_iter()
            .find(|&(r, c, b)| {
                if (r, c) == maze.home {
                    left == 1
                } else {
                    dist.get(&(r, c, b)) == Some(&(left - 1))
                }
            })
            .expect("a move that keeps the distance");
        walk.push((r, c));
        here = (r, c, b);
        left -= 1;
    }
    Some(walk)
}

fn oracle(input: &str) -> String {
    let mut out = String::new();
    for maze in parse_oracle(input) {
        writeln!(out, "{}", maze.name).unwrap();
        match oracle_walk(&maze) {
            None => out.push_str("  No Solution Possible\n"),
            Some(walk) => {
                let cells: Vec<String> = walk
                    .iter()
                    .map(|(r, c)| format!("({},{})", r + 1, c + 1))
                    .collect();
                let lines: Vec<String> = cells
                    .chunks(9)
                    .map(|chunk| format!("  {}", chunk.join(",")))
                    .collect();
                writeln!(out, "{}", lines.join(",\n")).unwrap();
            }
        }
    }
    out
}

// ---- helpers ----

fn solver(input: &str) -> Result<String, String> {
    output(solution::solve, input)
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/dice-maze")
}

/// One-line cases use `/` between input lines.
fn lines(text: &str) -> String {
    text.split(" / ")
        .map(|line| format!("{}\n", line))
        .collect()
}

/// The spec's cases: input, output.
fn spec_cases() -> Vec<(String, String)> {
    let sample = fs::read_to_string(data_dir().join("sample.in")).expect("sample");
    let sample_out = fs::read_to_string(data_dir().join("sample.out")).expect("sample output");
    let short = |name: &str, body: &str, walk: &str| {
        let input = lines(&format!("{} / {}", name, body));
        let output = match walk {
            "" => format!("{}\n  No Solution Possible\n", name),
            _ => format!("{}\n  {}\n", name, walk),
        };
        (input, output)
    };
    vec![
        (sample, sample_out),
        short("ONE", "1 1 1 1 1 2 / -1", ""),
        short("BOUNCE", "2 1 1 1 1 2 / -1 / -1", "(1,1),(2,1),(1,1)"),
        short("ZERO", "2 1 1 1 1 2 / 0 / -1", ""),
        short("RETBAD", "2 1 1 1 1 2 / 6 / 1", ""),
        short("RETOK", "2 1 1 1 1 2 / 5 / 1", "(1,1),(2,1),(1,1)"),
        short("END1", "2 1 2 1 6 2 / -1 / -1", "(2,1),(1,1),(2,1)"),
        short(
            "KEYBUG",
            "3 2 1 2 6 2 / -1 1 / -1 -1 / 1 -1",
            "(1,2),(2,2),(3,2),(3,1),(2,1),(2,2),(1,2)",
        ),
        short(
            "TIE",
            "3 2 3 2 3 1 / -1 -1 / -1 -1 / -1 -1",
            "(3,2),(2,2),(3,2)",
        ),
        (
            lines("W19 / 4 6 3 6 5 1 / 0 2 3 -1 6 2 / 0 6 -1 4 5 1 / 0 -1 1 0 3 3 / 0 1 0 0 6 5"),
            "W19\n  (3,6),(4,6),(4,5),(3,5),(2,5),(2,4),(2,3),(1,3),(1,2),\n  \
             (2,2),(3,2),(3,3),(2,3),(1,3),(1,4),(1,5),(1,6),(2,6),\n  (3,6)\n"
                .to_string(),
        ),
        (
            lines(
                "W27 / 6 6 4 4 1 3 / -1 -1 5 6 3 0 / 6 0 0 0 -1 3 / 3 0 0 1 -1 4 / 1 4 0 4 2 1 / \
                 0 2 6 2 3 6 / 0 0 -1 5 1 2",
            ),
            "W27\n  (4,4),(3,4),(3,5),(4,5),(4,6),(3,6),(3,5),(2,5),(1,5),\n  \
             (1,4),(1,3),(1,2),(1,1),(2,1),(3,1),(4,1),(4,2),(5,2),\n  \
             (5,3),(6,3),(6,4),(6,5),(6,6),(5,6),(5,5),(5,4),(4,4)\n"
                .to_string(),
        ),
    ]
}

/// Random mazes, sizes stepping up from 1x1 to 10x10 over the run; wild-heavy, zero-heavy
/// and number-heavy mixes, starts sometimes on a 0 or boxed in; 1 to 3 mazes an input.
fn random_mazes(rng: &mut Rng, case: u64) -> String {
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

/// Worst case: 10x10, all wild but a few numbers, start square 0 or boxed in by zeros, so the
/// search sees every reachable state and finds no way home.
fn worst_case_file() -> String {
    let mut rng = Rng::new(810);
    let mut input = String::new();
    for m in 0..300 {
        let (sr, sc) = (rng.range(1, 10), rng.range(1, 10));
        let top = rng.range(1, 6);
        let front = *rng.pick(
            &(1..=6)
                .filter(|&f| f != top && f != 7 - top)
                .collect::<Vec<_>>(),
        );
        writeln!(input, "WORST{} 10 10 {} {} {} {}", m, sr, sc, top, front).unwrap();
        for r in 1..=10 {
            let row: Vec<String> = (1..=10)
                .map(|c| match (r, c) {
                    _ if (r, c) == (sr, sc) => "0".to_string(),
                    _ if rng.chance(3) => rng.range(1, 6).to_string(),
                    _ => "-1".to_string(),
                })
                .collect();
            writeln!(input, "{}", row.join(" ")).unwrap();
        }
    }
    input.push_str("END\n");
    input
}

// ---- tests ----

#[test]
fn statement_example_handedness_top_5_front_1_right_3() {
    let body = Body::with(5, 1).expect("valid");
    assert_eq!(body.face([1, 0, 0]), 3);
}

#[test]
fn solver_die_agrees_with_rotations_everywhere() {
    for top in 1..=6u8 {
        for front in 1..=6u8 {
            let (die, body) = (
                solution::Die::new(top, front),
                Body::with(top as i32, front as i32),
            );
            assert_eq!(die.is_some(), body.is_some(), "top {} front {}", top, front);
            let (die, body) = match (die, body) {
                (Some(d), Some(b)) => (d, b),
                _ => continue,
            };
            for (k, &dir) in solution::Dir::ALL.iter().enumerate() {
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
fn orientation_ids_are_compact_and_distinct() {
    let mut ids: Vec<usize> = (1..=6u8)
        .flat_map(|t| (1..=6u8).filter_map(move |f| solution::Die::new(t, f)))
        .map(|d| d.index())
        .collect();
    ids.sort_unstable();
    assert_eq!(ids, (0..24).collect::<Vec<_>>());
}

#[test]
fn spec_cases_match() {
    for (input, expected) in spec_cases() {
        assert_eq!(
            solver(&input).as_deref(),
            Ok(expected.as_str()),
            "solver on\n{}",
            input
        );
        assert_eq!(oracle(&input), expected, "oracle on\n{}", input);
    }
}

#[test]
fn random_mazes_agree_with_oracle() {
    stress("dice-maze random", 4_000, random_mazes, |input| {
        let (fast, slow) = (solver(input)?, oracle(input));
        if fast == slow {
            Ok(())
        } else {
            Err(format!("solver:\n{}oracle:\n{}", fast, slow))
        }
    });
}

#[test]
fn data_files_agree_with_oracle() {
    let cases = data_cases(&data_dir());
    for case in &cases {
        assert_eq!(oracle(&case.input), case.expected, "{}", case.name);
    }
    assert!(cases.len() >= 12, "only {} data files", cases.len());
}

#[test]
fn worst_case_file_is_the_generated_one() {
    let on_disk = fs::read_to_string(data_dir().join("worst.in")).expect("worst.in");
    assert!(
        on_disk == worst_case_file(),
        "regenerate: cargo test -p dice-maze --release -- --ignored"
    );
}

/// Writes data/dice-maze/worst.in and its expected output from the oracle.
#[test]
#[ignore]
fn write_worst_case_file() {
    let input = worst_case_file();
    fs::write(data_dir().join("worst.in"), &input).expect("write worst.in");
    fs::write(data_dir().join("worst.out"), oracle(&input)).expect("write worst.out");
}

#[test]
fn bad_input_keeps_earlier_answers_and_names_the_line() {
    let good = "A\n1 2 1 1 1 2\n-1 -1\n";
    let answer = "A\n  (1,1),(1,2),(1,1)\n";
    let cases: &[(&str, &str)] = &[
        ("B\n2 2 1 1 1 2\n-1 -1\n", "line 6: expected row 2 of maze \"B\": a cell (-1..=6), found end of input"),
        ("B\n2 2 1 1 1 2\n-1 x\n", "line 6: expected row 1 of maze \"B\": a cell (-1..=6), found \"x\""),
        ("B\n1 1 1 1 1 2\n7\n", "line 6: expected row 1 of maze \"B\": a cell (-1..=6), found \"7\""),
        ("B\n11 1 1 1 1 2\n", "line 5: expected the number of rows (1..=10), found \"11\""),
        ("B\n1 0 1 1 1 2\n", "line 5: expected the number of columns (1..=10), found \"0\""),
        ("B\n2 2 3 1 1 2\n", "line 5: expected the start row (1..=2), found \"3\""),
        ("B\n1 1 1 1 7 2\n", "line 5: expected the top face (1..=6), found \"7\""),
        ("B\n1 1 1 1 3 3\n", "line 5: expected the front face (1..=6, neither the top face 3 nor 4), found \"3\""),
        ("B\n1 1 1 1 3 4\n", "line 5: expected the front face (1..=6, neither the top face 3 nor 4), found \"4\""),
        ("B\n1 1 1 1 3\n", "line 5: expected the front face (1..=6, neither the top face 3 nor 4), found end of input"),
    ];
    for &(bad, message) in cases {
        let input = format!("{}{}", good, bad);
        let (out, result) = run_in_memory(solution::solve, input.as_bytes());
        assert_eq!(
            (out.as_str(), result),
            (answer, Err(message.to_string())),
            "input:\n{}",
            input
        );
    }
}

#[test]
fn missing_end_and_crlf_are_fine() {
    let input = "A\r\n1 2 1 1 1 2\r\n-1 -1";
    assert_eq!(solver(input).as_deref(), Ok("A\n  (1,1),(1,2),(1,1)\n"));
}
