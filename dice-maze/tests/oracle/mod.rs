//! The oracle: the die as six face normals turned by 3-D rotation matrices (its handedness
//! derived from one canonical die, not from the solver's table), and the walk found from
//! backward distances to home plus a greedy pick in up/down/left/right order. Shares no code
//! or representation with the solver.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

pub type Vec3 = [i32; 3];
pub type Matrix = [[i32; 3]; 3];

pub const UP: Vec3 = [0, 0, 1];
pub const SOUTH: Vec3 = [0, 1, 0];

/// Rolls as rotations of (x east, y south, z up): towards north, south, west, east, the
/// order that breaks ties. Rolling north turns the top normal to north and south to top.
pub const ROLLS: [(i32, i32, Matrix); 4] = [
    (-1, 0, [[1, 0, 0], [0, 0, -1], [0, 1, 0]]),
    (1, 0, [[1, 0, 0], [0, 0, 1], [0, -1, 0]]),
    (0, -1, [[0, 0, -1], [0, 1, 0], [1, 0, 0]]),
    (0, 1, [[0, 0, 1], [0, 1, 0], [-1, 0, 0]]),
];

/// `normals[face]` is the outward direction of face 1..=6 (index 0 unused).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Body {
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

    pub fn turned(&self, m: &Matrix) -> Body {
        let mut normals = self.normals;
        for n in normals.iter_mut() {
            let v = *n;
            *n = [0, 1, 2].map(|i| m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2]);
        }
        Body { normals }
    }

    pub fn face(&self, towards: Vec3) -> i32 {
        (1..=6)
            .find(|&f| self.normals[f as usize] == towards)
            .expect("a face points every way")
    }

    /// The rotation of the canonical die with this top and front, if there is one.
    pub fn with(top: i32, front: i32) -> Option<Body> {
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

/// One maze as the oracle reads it; `home` is the 0-based start square.
pub struct Maze {
    pub name: String,
    pub grid: Vec<Vec<i32>>,
    pub home: (i32, i32),
    pub body: Body,
}

/// Every maze of the input, up to `END` or the end, as the generator reads it (tokens, not
/// lines). Precondition: the input is legal.
pub fn parse(input: &str) -> Vec<Maze> {
    crate::gen::parse(input)
        .into_iter()
        .map(|maze| Maze {
            home: (maze.start.0 as i32, maze.start.1 as i32),
            body: Body::with(maze.top, maze.front).expect("valid faces"),
            name: maze.name,
            grid: maze.grid,
        })
        .collect()
}

pub type State = (i32, i32, Body);

/// The legal rolls from `state`, in tie-break order: (landing square, body after).
pub fn moves(maze: &Maze, (r, c, body): State) -> Vec<(i32, i32, Body)> {
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

/// The shortest walk home as 0-based squares, start and return included, ties broken as the
/// statement says; `None` when no walk re-enters the start.
fn oracle_walk(maze: &Maze) -> Option<Vec<(i32, i32)>> {
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

/// The expected output for the whole input `input`.
pub fn answer(input: &str) -> String {
    let mut out = String::new();
    for maze in parse(input) {
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
