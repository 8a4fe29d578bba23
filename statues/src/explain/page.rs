//! `--html` for statues: the replay page (`shared_io::page`), drawn by `page.js`. Setup: the
//! statues as given, Anna and Maria; one frame a round of the same play `--explain` tells (an
//! earliest win: her cell; a loss: every cell she can still be alive on), each with the line
//! `--explain` prints for that round. The statues after a round's fall follow from its number.

use super::super::{cell, each_case, verdict, Cells, Layers, MARIA, SIZE};
use super::{play_if_won, step_lines};
use shared_io::page::{json_string, write_page};
use shared_io::{Error, Scanner};
use std::io::Write;

const DRAW: &str = include_str!("page.js");

/// The page of the one board of the input.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cases = Vec::new();
    each_case(sc, &mut Vec::new(), |_, board, layers| {
        cases.push(case_json(board.statues, layers));
        Ok(())
    })?;
    write_page(out, "Statues", &cases, DRAW)?;
    Ok(())
}

/// `[row,col]` of each cell of `cells`, as a JSON list.
fn cells_json(cells: Cells) -> String {
    let each: Vec<String> = (0..SIZE * SIZE)
        .filter(|&index| cells & cell(index / SIZE, index % SIZE) != 0)
        .map(|index| format!("[{},{}]", index / SIZE, index % SIZE))
        .collect();
    format!("[{}]", each.join(","))
}

/// The case: the board as set up, then a frame a round with her cell (a win) or her cells.
fn case_json(statues: Cells, layers: &Layers) -> String {
    let play = play_if_won(layers);
    let lines = step_lines(layers, play.as_deref());
    let start = format!(
        "start: Maria at ({},{}), the statues as given",
        MARIA.at.0, MARIA.at.1
    );
    let mut frames = vec![frame(&start, 0, cell(MARIA.at.0, MARIA.at.1))];
    for (round, line) in lines.iter().enumerate() {
        let hers = match &play {
            Some(play) => cell(play[round].0, play[round].1),
            None => layers.alive[round + 1],
        };
        frames.push(frame(line, round + 1, hers));
    }
    format!(
        r#"{{"name":"Board","answer":"{}","setup":{{"statues":{},"win":{}}},"frames":[{}]}}"#,
        verdict(layers),
        cells_json(statues),
        play.is_some(),
        frames.join(",")
    )
}

/// One frame: after `round` rounds (0: as given), her cells `hers`.
fn frame(line: &str, round: usize, hers: Cells) -> String {
    format!(
        r#"{{"line":{},"state":{{"round":{},"hers":{}}}}}"#,
        json_string(line),
        round,
        cells_json(hers)
    )
}
