//! Replays `--explain` output by the statement's rules on the plain simulator in `oracle/`: a
//! path is walked turn by turn (your move, then the monsters look and move), a reason for 0
//! is checked against a flood fill or a plain run; nothing here comes from the solver.

mod tests;

use crate::oracle::{read_input, simulate, Dungeon, End, Monsters};
use std::collections::{HashSet, VecDeque};

/// The statement's move limit.
const MOVE_LIMIT: u32 = 10_000;
const MOVES: &str = "  moves: ";
const LEGEND: &str = "  the maze, o on each cell the moves visit:";
const WALLED_OFF: &str =
    "  the exit is walled off: no way over floor leads from @ to X, monsters or not";
const TRAPPED: (&str, &str) = (
    "  trapped after move ",
    ": monsters see every cell you could be on",
);

type Cell = (i32, i32);

/// Replays the explanation of every run of `input`: each answer line with the indented
/// lines under it.
pub fn replay(input: &str, explained: &str) -> Result<(), String> {
    let mut blocks: Vec<(&str, Vec<&str>)> = Vec::new();
    for line in explained.lines() {
        match (line.starts_with("  "), blocks.last_mut()) {
            (true, Some(block)) => block.1.push(line),
            (true, None) => return Err("an explanation before any answer".into()),
            (false, _) => blocks.push((line, Vec::new())),
        }
    }
    let dungeons = read_input(input);
    if blocks.len() != dungeons.len() {
        return Err(format!(
            "{} answers for {} runs",
            blocks.len(),
            dungeons.len()
        ));
    }
    for (i, (d, (answer, lines))) in dungeons.iter().zip(&blocks).enumerate() {
        replay_run(d, answer, lines).map_err(|why| format!("run {}: {}", i + 1, why))?;
    }
    Ok(())
}

fn replay_run(d: &Dungeon, answer: &str, lines: &[&str]) -> Result<(), String> {
    let answer: u32 = answer.parse().map_err(|_| format!("answer {:?}", answer))?;
    if answer == 0 {
        return match lines {
            [reason] => check_reason(d, reason),
            _ => Err(format!("{} lines of reason for 0", lines.len())),
        };
    }
    if lines.len() != 2 + d.rows.len() {
        return Err(format!("{} lines under {}", lines.len(), answer));
    }
    let moves = lines[0]
        .strip_prefix(MOVES)
        .ok_or(format!("moves line {:?}", lines[0]))?;
    if moves.len() != answer as usize {
        return Err(format!("{} moves for the answer {}", moves.len(), answer));
    }
    let visited: HashSet<Cell> = walk(d, moves)?.into_iter().collect();
    if simulate(d, answer) != End::Out(answer) {
        return Err(format!("a way out shorter than {} exists", answer));
    }
    if lines[1] != LEGEND {
        return Err(format!("legend {:?}", lines[1]));
    }
    for (r, row) in d.rows.iter().enumerate() {
        let expected: String = row
            .iter()
            .enumerate()
            .map(|(c, &glyph)| drawn(glyph, visited.contains(&(r as i32, c as i32))))
            .collect();
        if lines[2 + r] != format!("  {}", expected) {
            return Err(format!(
                "row {} drawn {:?}, not {:?}",
                r,
                lines[2 + r],
                expected
            ));
        }
    }
    Ok(())
}

/// Walks `moves` from `@`: each move a step N, E, S or W or a stand-still (`.`), onto no wall
/// and no monster, never seen in a monster phase, and the last one (only) onto `X`. Returns
/// the cells stood on.
fn walk(d: &Dungeon, moves: &str) -> Result<Vec<Cell>, String> {
    let (start, exit) = (d.find(b'@')[0], d.find(b'X')[0]);
    let mut monsters = Monsters::new(d);
    let mut here = start;
    let mut visited = vec![here];
    for (i, letter) in moves.chars().enumerate() {
        let turn = i + 1;
        let (dr, dc) = match letter {
            'N' => (-1, 0),
            'E' => (0, 1),
            'S' => (1, 0),
            'W' => (0, -1),
            '.' => (0, 0),
            _ => return Err(format!("move {} is {:?}", turn, letter)),
        };
        let to = (here.0 + dr, here.1 + dc);
        if d.wall(to.0, to.1) {
            return Err(format!("move {} ({}) runs into a wall", turn, letter));
        }
        if monsters.cells(d)[to.0 as usize][to.1 as usize] {
            return Err(format!("move {} ({}) is onto a monster", turn, letter));
        }
        here = to;
        visited.push(here);
        if here == exit {
            return if turn == moves.len() {
                Ok(visited)
            } else {
                Err(format!("out after move {}, yet the moves go on", turn))
            };
        }
        if monsters.look_and_move(d)[here.0 as usize][here.1 as usize] {
            return Err(format!("a monster sees you after move {}", turn));
        }
    }
    Err("the moves end before the exit".into())
}

/// The drawing of one cell: `@` and `X` kept, visited floor as `o`, unvisited floor kept,
/// walls kept when printable and not `o`, else `#`.
fn drawn(glyph: u8, visited: bool) -> char {
    match glyph {
        b'@' | b'X' => glyph as char,
        b'.' | b'M' if visited => 'o',
        b'.' | b'M' => glyph as char,
        b'o' => '#',
        0x21..=0x7e => glyph as char,
        _ => '#',
    }
}

/// The reason for 0: walled off exactly when no way over floor (monsters ignored) joins `@`
/// and `X`; otherwise trapped after move k or the move limit, as a plain run ends.
fn check_reason(d: &Dungeon, reason: &str) -> Result<(), String> {
    let walled_off = !floor_joins_start_and_exit(d);
    if reason == WALLED_OFF {
        return if walled_off {
            Ok(())
        } else {
            Err("says walled off, but a way over floor exists".into())
        };
    }
    if walled_off {
        return Err(format!("the exit is walled off, yet it says {:?}", reason));
    }
    let claimed = if reason == format!("  {} moves pass and you are alive but not out", MOVE_LIMIT)
    {
        End::Inside
    } else {
        let turn = reason
            .strip_prefix(TRAPPED.0)
            .and_then(|rest| rest.strip_suffix(TRAPPED.1))
            .and_then(|turn| turn.parse().ok())
            .ok_or(format!("reason {:?}", reason))?;
        End::Dead(turn)
    };
    let plain = simulate(d, MOVE_LIMIT);
    if plain == claimed {
        Ok(())
    } else {
        Err(format!(
            "says {:?}, the plain run ends {:?}",
            claimed, plain
        ))
    }
}

/// Breadth-first over every non-wall cell from `@`: does it reach `X`?
fn floor_joins_start_and_exit(d: &Dungeon) -> bool {
    let (start, exit) = (d.find(b'@')[0], d.find(b'X')[0]);
    let mut seen: HashSet<Cell> = [start].into_iter().collect();
    let mut queue = VecDeque::from(vec![start]);
    while let Some((r, c)) = queue.pop_front() {
        for next in [(r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)] {
            if !d.wall(next.0, next.1) && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    seen.contains(&exit)
}
