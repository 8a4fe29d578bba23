//! `--explain` for dungeon, in cargo builds only (the bundle leaves this file out; a judge
//! never runs it): under each answer, the moves of one shortest way out and the maze with the
//! way drawn (`draw`), or why the answer is 0.

use super::{each_case, play, play_logged, Board, Cell, Ending, Grid, LIMIT};
use shared_io::{Error, Scanner};
use std::io::{self, Write};

pub(super) mod draw;

/// `solve`'s answers, each with its explanation under it (see `write_explanation`). A run
/// with an exit is played again with every turn's cells kept, to walk back from the exit.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut starts = Vec::new();
    each_case(sc, out, |out, grid, ending| {
        writeln!(out, "{}", ending.answer())?;
        starts.clear();
        if let Ending::Exit(_) = ending {
            play_logged(grid, LIMIT, Some(&mut starts));
        }
        write_explanation(out, grid, ending, &starts)
    })
}

/// One shortest way out, as the cells you stand on from the start (before move 1) to the
/// exit (after the last move). `starts[t]` holds the cells you can be on at the start of
/// turn t + 1, and the exit is reachable in `starts.len()` moves: walking back from the
/// exit, each turn's cell is one of that turn's cells at or beside the next one (standing
/// still preferred), and such a cell exists because the next cell was reached from it.
fn way_out(grid: &Grid, starts: &[Board]) -> Vec<Cell> {
    let mut here = grid.exit;
    let mut way = vec![here];
    for you in starts.iter().rev() {
        let (row, col) = (here.row, here.col);
        let around = [
            here,
            Cell { row: row - 1, col },
            Cell { row, col: col + 1 },
            Cell { row: row + 1, col },
            Cell { row, col: col - 1 },
        ];
        here = around
            .iter()
            .cloned()
            .find(|cell| you[cell.row].has(cell.col))
            .unwrap_or(here);
        way.push(here);
    }
    way.reverse();
    way
}

/// The moves between consecutive cells of a way: `N E S W`, or `.` for standing still.
fn move_letters(way: &[Cell]) -> String {
    way.windows(2)
        .map(|pair| match (pair[0], pair[1]) {
            (a, b) if b.row < a.row => 'N',
            (a, b) if b.col > a.col => 'E',
            (a, b) if b.row > a.row => 'S',
            (a, b) if b.col < a.col => 'W',
            _ => '.',
        })
        .collect()
}

/// Whether no way over floor leads from the start to the exit, even with no monsters: the
/// same play without them, given a move per floor cell, never gets out.
fn walled_off(grid: &Grid) -> bool {
    let floor: u32 = grid.open.iter().map(|row| row.bits().count_ones()).sum();
    let no_monsters = Grid {
        rows: grid.rows,
        open: grid.open,
        start: grid.start,
        exit: grid.exit,
        monsters: Vec::new(),
        text: Vec::new(),
    };
    play(&no_monsters, floor) == Ending::OutOfTime
}

/// Under the answer: the moves and the maze with the path drawn, or why the answer is 0.
/// `starts` is the play's log (see `play_logged`), needed for an exit only.
fn write_explanation<W: Write>(
    out: &mut W,
    grid: &Grid,
    ending: Ending,
    starts: &[Board],
) -> io::Result<()> {
    match ending {
        Ending::Exit(_) => {
            let way = way_out(grid, starts);
            writeln!(out, "  moves: {}", move_letters(&way))?;
            draw::write_maze(out, grid, &way)
        }
        _ if walled_off(grid) => writeln!(
            out,
            "  the exit is walled off: no way over floor leads from @ to X, monsters or not"
        ),
        Ending::Trapped(turn) => writeln!(
            out,
            "  trapped after move {}: monsters see every cell you could be on",
            turn
        ),
        Ending::OutOfTime => writeln!(out, "  {} moves pass and you are alive but not out", LIMIT),
    }
}

/// The replay page (`--html`), a stub until its drawing comes: frame 1 says so, frame 2 holds
/// the answers.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut answers = Vec::new();
    super::solve(sc, &mut answers)?;
    let answer = shared_io::page::json_string(String::from_utf8_lossy(&answers).trim_end());
    let data = format!(
        r#"{{"problem":"dungeon","cases":[{{"name":"All cases","answer":{0},"setup":{{}},"frames":[{{"line":"no drawing yet","state":{{"text":"no drawing yet"}}}},{{"line":"the answers","state":{{"text":{0}}}}}]}}]}}"#,
        answer
    );
    let draw = "function drawFrame(svg, kase, k) { svg.replaceChildren(); svgNode(svg, \"text\", { x: 10, y: 30 }, kase.frames[k].state.text); }";
    shared_io::page::write_page(out, "dungeon", &data, draw)?;
    Ok(())
}
