//! The oracle, a plain dungeon simulator: a character grid, monsters as a list, your cells and
//! the monster cells as boolean grids, and every ray walked cell by cell. Shares no code or
//! representation with the solver. Its entry is `answers`, the whole input's output.

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
    pub fn wall(&self, r: i32, c: i32) -> bool {
        if r < 0 || c < 0 || r >= self.height() || c >= self.width() {
            return true;
        }
        !matches!(self.rows[r as usize][c as usize], b'@' | b'X' | b'M' | b'.')
    }

    pub fn find(&self, what: u8) -> Vec<(i32, i32)> {
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

/// The monsters: (row, col, index into STEPS) each.
pub struct Monsters(Vec<(i32, i32, usize)>);

impl Monsters {
    /// Everyone where the map has an `M`, facing east.
    pub fn new(d: &Dungeon) -> Monsters {
        Monsters(d.find(b'M').into_iter().map(|(r, c)| (r, c, 1)).collect())
    }

    /// Which cells hold a monster.
    pub fn cells(&self, d: &Dungeon) -> Vec<Vec<bool>> {
        let mut at = vec![vec![false; d.width() as usize]; d.height() as usize];
        for &(r, c, _) in &self.0 {
            at[r as usize][c as usize] = true;
        }
        at
    }

    /// The monster phase: every monster looks from where the phase begins, then turns or
    /// steps. Returns the cells they saw.
    pub fn look_and_move(&mut self, d: &Dungeon) -> Vec<Vec<bool>> {
        let monster_at = self.cells(d);
        let holds_monster = |r: i32, c: i32| !d.wall(r, c) && monster_at[r as usize][c as usize];
        let mut seen = vec![vec![false; d.width() as usize]; d.height() as usize];
        for monster in &mut self.0 {
            let (r, c, facing) = *monster;
            let (dr, dc) = STEPS[facing];
            let (mut vr, mut vc) = (r + dr, c + dc);
            while !d.wall(vr, vc) && !holds_monster(vr, vc) {
                seen[vr as usize][vc as usize] = true;
                vr += dr;
                vc += dc;
            }
            let adjacent_wall = d.wall(r + dr, c + dc);
            *monster = if holds_monster(vr, vc) || adjacent_wall {
                (r, c, (facing + 1) % 4)
            } else {
                (r + dr, c + dc, facing)
            };
        }
        seen
    }
}

pub fn simulate(d: &Dungeon, limit: u32) -> End {
    let (h, w) = (d.height() as usize, d.width() as usize);
    let start = d.find(b'@')[0];
    let exit = d.find(b'X')[0];
    let mut monsters = Monsters::new(d);
    let mut you = vec![vec![false; w]; h];
    you[start.0 as usize][start.1 as usize] = true;
    for turn in 1..=limit {
        let monster_at = monsters.cells(d);
        let mut moved = you.clone();
        for r in 0..h as i32 {
            for c in 0..w as i32 {
                if !you[r as usize][c as usize] {
                    continue;
                }
                for &(dr, dc) in &STEPS {
                    let (nr, nc) = (r + dr, c + dc);
                    if !d.wall(nr, nc) && !monster_at[nr as usize][nc as usize] {
                        moved[nr as usize][nc as usize] = true;
                    }
                }
            }
        }
        if moved[exit.0 as usize][exit.1 as usize] {
            return End::Out(turn);
        }
        let seen = monsters.look_and_move(d);
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

/// The runs of a whole input, read as the statement lays them out.
pub fn read_input(input: &str) -> Vec<Dungeon> {
    let mut words = input.split_whitespace();
    let runs: usize = words.next().expect("R").parse().expect("R is a number");
    (0..runs)
        .map(|_| {
            let h: usize = words.next().expect("h").parse().expect("h is a number");
            let _w = words.next().expect("w");
            let rows = (0..h)
                .map(|_| words.next().expect("a row").bytes().collect())
                .collect();
            Dungeon { rows }
        })
        .collect()
}

/// Every answer of a whole input, one per line, as the solver prints them.
pub fn answers(input: &str, limit: u32) -> String {
    read_input(input)
        .iter()
        .map(|d| format!("{}\n", simulate(d, limit).answer()))
        .collect()
}
