//! The oracle, a brute force: a depth-first search over Maria's move sequences on a character
//! grid that is explicitly shifted down after each of her moves. Shares no code or
//! representation with the solver.

use std::collections::HashSet;

pub type Grid = Vec<Vec<u8>>;

pub fn parse_grid(input: &str) -> Grid {
    input
        .split_whitespace()
        .map(|row| row.bytes().collect())
        .collect()
}

/// The grid after every statue moved one row down; bottom-row statues are gone.
pub fn fall(grid: &Grid) -> Grid {
    let mut next = vec![vec![b'.'; 8]; 8];
    for r in 0..7 {
        for c in 0..8 {
            if grid[r][c] == b'S' {
                next[r + 1][c] = b'S';
            }
        }
    }
    next
}

/// Can Maria, standing alive at (r, c) on `grid` after `round` falls, still force a win?
/// `lost` remembers losing (r, c, round): the grid is a function of the round.
fn brute_wins(
    grid: &Grid,
    r: i32,
    c: i32,
    round: usize,
    lost: &mut HashSet<(i32, i32, usize)>,
) -> bool {
    if grid.iter().all(|row| !row.contains(&b'S')) {
        return true;
    }
    if lost.contains(&(r, c, round)) {
        return false;
    }
    let next = fall(grid);
    for dr in -1..=1 {
        for dc in -1..=1 {
            let (nr, nc) = (r + dr, c + dc);
            if !(0..8).contains(&nr) || !(0..8).contains(&nc) {
                continue;
            }
            let (ur, uc) = (nr as usize, nc as usize);
            if grid[ur][uc] == b'S' {
                continue;
            }
            if (ur, uc) == (0, 7) {
                return true;
            }
            if next[ur][uc] != b'S' && brute_wins(&next, nr, nc, round + 1, lost) {
                return true;
            }
        }
    }
    lost.insert((r, c, round));
    false
}

/// The verdict line for the board `input`.
pub fn answer(input: &str) -> String {
    let verdict = brute_wins(&parse_grid(input), 7, 0, 0, &mut HashSet::new());
    format!("{}\n", if verdict { "WIN" } else { "LOSE" })
}
