//! The plain dungeon simulator the tests trust: a character grid, monsters as a list, your
//! cells and the monster cells as boolean grids, and every ray walked cell by cell.

/// North, east, south, west: the clockwise order monsters turn in.
const STEPS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

pub struct Dungeon {
    pub rows: Vec<Vec<u8>>,
}

impl Dungeon {
    fn height(&self) -> i32 {
        self.rows.len() as i32
    }

    fn width(&self) -> i32 {
        self.rows[0].len() as i32
    }

    /// Anything off the map or other than `@ X M .` is wall.
    fn wall(&self, r: i32, c: i32) -> bool {
        if r < 0 || c < 0 || r >= self.height() || c >= self.width() {
            return true;
        }
        !matches!(self.rows[r as usize][c as usize], b'@' | b'X' | b'M' | b'.')
    }

    fn find(&self, what: u8) -> Vec<(i32, i32)> {
        let mut found = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            for (c, &b) in row.iter().enumerate() {
                if b == what {
                    found.push((r as i32, c as i32));
                }
            }
        }
        found
    }
}

/// How a plain run ended: out at move t, no cell left after turn t, or still inside at the
/// limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Out(u32),
    Dead(u32),
    Inside,
}

impl End {
    pub fn answer(self) -> u32 {
        match self {
            End::Out(moves) => moves,
            _ => 0,
        }
    }
}

pub fn simulate(d: &Dungeon, limit: u32) -> End {
    let (h, w) = (d.height() as usize, d.width() as usize);
    let start = d.find(b'@')[0];
    let exit = d.find(b'X')[0];
    // (row, col, index into STEPS); everyone starts facing east
    let mut monsters: Vec<(i32, i32, usize)> =
        d.find(b'M').into_iter().map(|(r, c)| (r, c, 1)).collect();
    let mut you = vec![vec![false; w]; h];
    you[start.0 as usize][start.1 as usize] = true;
    for turn in 1..=limit {
        let mut monster_at = vec![vec![false; w]; h];
        for &(r, c, _) in &monsters {
            monster_at[r as usize][c as usize] = true;
        }
        let holds_monster = |r: i32, c: i32| !d.wall(r, c) && monster_at[r as usize][c as usize];
        let mut moved = you.clone();
        for r in 0..h as i32 {
            for c in 0..w as i32 {
                if !you[r as usize][c as usize] {
                    continue;
                }
                for &(dr, dc) in &STEPS {
                    let (nr, nc) = (r + dr, c + dc);
                    if !d.wall(nr, nc) && !holds_monster(nr, nc) {
                        moved[nr as usize][nc as usize] = true;
                    }
                }
            }
        }
        if moved[exit.0 as usize][exit.1 as usize] {
            return End::Out(turn);
        }
        let mut seen = vec![vec![false; w]; h];
        let mut next = Vec::new();
        for &(r, c, facing) in &monsters {
            let (dr, dc) = STEPS[facing];
            let (mut vr, mut vc) = (r + dr, c + dc);
            while !d.wall(vr, vc) && !holds_monster(vr, vc) {
                seen[vr as usize][vc as usize] = true;
                vr += dr;
                vc += dc;
            }
            let adjacent_wall = d.wall(r + dr, c + dc);
            if holds_monster(vr, vc) || adjacent_wall {
                next.push((r, c, (facing + 1) % 4));
            } else {
                next.push((r + dr, c + dc, facing));
            }
        }
        monsters = next;
        let mut alive = false;
        for r in 0..h {
            for c in 0..w {
                you[r][c] = moved[r][c] && !seen[r][c];
                alive |= you[r][c];
            }
        }
        if !alive {
            return End::Dead(turn);
        }
    }
    End::Inside
}

/// Every answer of a whole input, one per line, as the solver prints them.
pub fn answers(input: &str, limit: u32) -> String {
    let mut words = input.split_whitespace();
    let runs: usize = words.next().expect("R").parse().expect("R is a number");
    let mut out = String::new();
    for _ in 0..runs {
        let h: usize = words.next().expect("h").parse().expect("h is a number");
        let _w = words.next().expect("w");
        let rows = (0..h)
            .map(|_| words.next().expect("a row").bytes().collect())
            .collect();
        out.push_str(&format!(
            "{}\n",
            simulate(&Dungeon { rows }, limit).answer()
        ));
    }
    out
}
