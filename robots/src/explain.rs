//! `--explain` for robots, in cargo builds only (the bundle leaves this file out; a judge
//! never runs it): the game of each case played again with every round kept, then under its
//! report one line a move in the statement's words and the board after the last move
//! (`draw`).

use super::{each_case, play, write_report, Cell, Cells, Game, Log, YourMove, START};
use shared_io::{Error, Scanner};
use std::io::{self, Write};

pub(super) mod draw;

/// The debris cells are named while there are at most this many, else counted.
const LISTED_DEBRIS: usize = 3;

/// `solve`'s output with, under each case's report, every round of the game that made it
/// (the same game played again, with a log).
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut rounds = Vec::new();
    each_case(sc, out, |out, (number, case), report| {
        write_report(out, number, report)?;
        rounds.clear();
        play(case, &mut rounds);
        write_rounds(out, &rounds)
    })
}

/// One round of an explained game: your move, then the robots' move (none when no robot is
/// left after yours), and what is left after it.
struct Round {
    yours: YourMove,
    /// Whether your push crushed a robot.
    crushed: bool,
    robots_moved: bool,
    caught: bool,
    /// The robots' cells (one robot a cell), and the debris, after the round.
    robots: Cells,
    debris: Cells,
}

impl Log for Vec<Round> {
    fn record(&mut self, yours: YourMove, crushed: bool, moved: bool, caught: bool, game: &Game) {
        self.push(Round {
            yours,
            crushed,
            robots_moved: moved,
            caught,
            robots: game.robot_at.clone(),
            debris: game.debris.clone(),
        });
    }
}

fn write_cell<W: Write>(out: &mut W, cell: Cell) -> io::Result<()> {
    write!(out, "({},{})", cell.r, cell.c)
}

/// "walk to (r,c)" with its push, "stay at (r,c)", "teleport to (r,c)", or the trapped stay.
fn write_your_move<W: Write>(out: &mut W, round: &Round, before: Cell) -> io::Result<()> {
    match round.yours {
        YourMove::Walk(walk) => {
            let verb = if walk.to == before {
                "stay at"
            } else {
                "walk to"
            };
            write!(out, "{} ", verb)?;
            write_cell(out, walk.to)?;
            if let Some(pushed) = walk.push {
                write!(out, ", pushing debris from ")?;
                write_cell(out, walk.to)?;
                write!(out, " to ")?;
                write_cell(out, pushed)?;
                if round.crushed {
                    write!(out, ", crushing the robot there")?;
                }
            }
        }
        YourMove::Teleport(cell) => {
            write!(out, "teleport to ")?;
            write_cell(out, cell)?;
        }
        YourMove::Trapped => {
            write!(out, "no safe move, no teleport: stay at ")?;
            write_cell(out, before)?;
        }
    }
    Ok(())
}

/// One line a round: "  move K: YOUR MOVE; [you are caught; ]robots left: N[ (none to
/// move)]; debris: CELLS" (the cells named while at most `LISTED_DEBRIS`, else counted);
/// then the board after the last round.
fn write_rounds<W: Write>(out: &mut W, rounds: &[Round]) -> io::Result<()> {
    let mut player = START;
    for (number, round) in rounds.iter().enumerate() {
        write!(out, "  move {}: ", number + 1)?;
        write_your_move(out, round, player)?;
        player = match round.yours {
            YourMove::Walk(walk) => walk.to,
            YourMove::Teleport(cell) => cell,
            YourMove::Trapped => player,
        };
        if round.caught {
            write!(out, "; you are caught")?;
        }
        write!(out, "; robots left: {}", round.robots.len())?;
        if !round.robots_moved {
            write!(out, " (none to move)")?;
        }
        write!(out, "; debris: ")?;
        let debris = round.debris.members();
        if debris.is_empty() {
            write!(out, "none")?;
        } else if debris.len() <= LISTED_DEBRIS {
            for (i, &cell) in debris.iter().enumerate() {
                if i > 0 {
                    write!(out, ", ")?;
                }
                write_cell(out, cell)?;
            }
        } else {
            write!(out, "{} cells", debris.len())?;
        }
        writeln!(out)?;
    }
    match rounds.last() {
        Some(last) => draw::write_board(out, player, &last.robots, &last.debris),
        None => Ok(()),
    }
}

/// The replay page (`--html`), a stub until its drawing comes: one frame holding the answers.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut answers = Vec::new();
    super::solve(sc, &mut answers)?;
    let answer = String::from_utf8_lossy(&answers);
    let data = format!(
        r#"{{"problem":"robots","cases":[{{"name":"Case 1","answer":{},"setup":{{}},"frames":[{{"line":"start","state":{{}}}}]}}]}}"#,
        shared_io::page::json_string(answer.trim_end())
    );
    let draw = "function drawFrame(svg) { svg.replaceChildren(); svgNode(svg, \"text\", { x: 10, y: 30 }, \"no drawing yet\"); }";
    shared_io::page::write_page(out, "robots", &data, draw)?;
    Ok(())
}
