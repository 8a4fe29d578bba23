//! `--explain` for cargo builds (the bundle leaves it out, a judge never runs it): each case's
//! literal optimum, then an optimal plan turn by turn (`schedule`: every rotation in a free
//! slot by its deadline), the walk model's answer when it is lower, and the board drawn
//! (`draw`, below this module: it reads the crate root's board, never this module).

mod draw;
mod page;

pub use page::html;

use super::{cyc, each_case, Board, Clock, Dir, Maze, Walk};
use draw::Turn;
use shared_io::{Error, Scanner};
use std::io::Write;

/// Each case's literal optimum, one line per turn of an optimal plan, the walk model's answer
/// when it is lower, and the board as given and after the last turn.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    each_case(sc, out, |out, maze, answer| {
        let board = &maze.board;
        writeln!(out, "{}", answer.literal())?;
        let turns = schedule(maze, &answer.play);
        for (number, turn) in turns.iter().enumerate() {
            writeln!(out, "  {}", turn_line(board, number + 1, turn))?;
        }
        if answer.walk_model < answer.literal() {
            writeln!(out, "  walk model: {}", answer.walk_model)?;
        }
        draw::write_boards(out, board, &turns)?;
        Ok(())
    })
}

/// The line of turn `number` (from 1) of a plan: its rotation and its step, as the statement
/// names squares.
fn turn_line(board: &Board, number: usize, turn: &Turn) -> String {
    let mut line = format!("{}.", number);
    if let Some((square, clockwise)) = turn.rotation {
        let way = if clockwise {
            "clockwise"
        } else {
            "counterclockwise"
        };
        line += &format!(" Rotate {} {}.", board.place(square), way);
    }
    if let Some(square) = turn.step_to {
        line += &format!(" Step to {}.", board.place(square));
    }
    line
}

/// The turns of playing `play` (a simple path, as `best_play` prices it) as priced: each
/// square's on-square rotations in the turns just before it is left (the last one shares the
/// move's turn), then each square's pre-rotations, latest deadline first, in the latest free
/// turn up to its entry. That fits because t_k >= P_k leaves a free slot by t_k for every
/// pre-rotation due by then, and no turn is idle: the piece waits only when t_k = P_k, when
/// all slots up to t_k are full.
pub(super) fn schedule(maze: &Maze, play: &Walk) -> Vec<Turn> {
    let Maze { board, moves } = maze;
    // turns[0] stands for the start and is never used
    let mut turns = vec![Turn::default(); play.turns as usize + 1];
    let mut pre = Vec::new();
    let (mut clock, mut at, mut entry) = (Clock::START, board.start, 0);
    for &index in &play.steps {
        let step = &moves.steps[index];
        let next = clock.after(step);
        let arrival = next.t as usize;
        turns[arrival].step_to = Some(step.next);
        let clockwise = turning(entry, maze.left_at(at, entry, step.dir)).1;
        for turn in &mut turns[arrival + 1 - step.on_square as usize..=arrival] {
            turn.rotation = Some((at, clockwise));
        }
        let (count, clockwise) = turning(0, step.entry);
        for _ in 0..count {
            pre.push((step.next, clockwise, arrival));
        }
        clock = next;
        at = step.next;
        entry = step.entry;
    }
    let mut slot = play.turns as usize;
    for &(square, clockwise, deadline) in pre.iter().rev() {
        slot = slot.min(deadline);
        while turns[slot].rotation.is_some() {
            slot -= 1;
        }
        turns[slot].rotation = Some((square, clockwise));
    }
    turns.remove(0);
    turns
}

/// The rotations from offset `x` to offset `y` the short way: how many, and whether they go
/// clockwise (a half turn does).
pub(super) fn turning(x: u8, y: u8) -> (u32, bool) {
    (cyc(x, y), (y + 4 - x) % 4 != 3)
}

impl Maze {
    /// The offset a move towards `dir` leaves square `at` at when it was entered at `entry`
    /// (the one its price counts on-square rotations to).
    pub(super) fn left_at(&self, at: usize, entry: u8, dir: Dir) -> u8 {
        let shape = &self.moves.shapes[self.board.lines[at] as usize];
        shape.leave[entry as usize][dir.index()].map_or(entry, |(offset, _)| offset)
    }
}
