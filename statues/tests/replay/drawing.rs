//! Reads `--explain`'s drawing back into 8x8 character grids, colour escapes dropped, so that
//! the test can compare them cell by cell with the boards it computes from the input and the
//! replay. Knows the drawing's layout, nothing of how the solver makes it.

use crate::oracle::Grid;
use tools::stress::plain;

pub const WIN_LEGEND: &str = "  her path (M her start, 1-9 a-f her cell after rounds 1-15, the \
    last round if she is there again, A Anna) drawn over the statues at the start (S):";
pub const LOSE_LEGEND: &str =
    "  the board after each round: o where Maria can still be alive, S the statues after its \
     fall, A Anna:";

/// The WIN drawing: its legend, the column numbers, then rows `  R CCCCCCCC` numbered 0 to 7.
pub fn parse_path(lines: &[String]) -> Result<Grid, String> {
    let lines: Vec<String> = lines.iter().map(|line| plain(line)).collect();
    expect_lines(&lines, 10)?;
    expect_line(&lines[0], WIN_LEGEND)?;
    expect_line(&lines[1], "    01234567")?;
    let mut grid = Grid::new();
    for (row, line) in lines[2..].iter().enumerate() {
        let cells = line
            .strip_prefix(&format!("  {} ", row))
            .ok_or_else(|| format!("row {} reads {:?}", row, line))?;
        grid.push(board_row(cells)?);
    }
    Ok(grid)
}

/// The LOSE drawing: its legend, the labels `round 1` ... `round K` each over its board, then
/// 8 lines holding the K boards' rows side by side, two blanks apart.
pub fn parse_rounds(lines: &[String]) -> Result<Vec<Grid>, String> {
    let lines: Vec<String> = lines.iter().map(|line| plain(line)).collect();
    expect_lines(&lines, 10)?;
    expect_line(&lines[0], LOSE_LEGEND)?;
    let labels: Vec<String> = lines[1]
        .strip_prefix("  ")
        .ok_or("no label line")?
        .split("  ")
        .map(|label| label.trim().to_string())
        .collect();
    let boards = labels.len();
    for (i, label) in labels.iter().enumerate() {
        expect_line(label, &format!("round {}", i + 1))?;
    }
    let mut grids = vec![Grid::new(); boards];
    for line in &lines[2..] {
        let rows: Vec<&str> = line
            .strip_prefix("  ")
            .ok_or_else(|| format!("board line {:?}", line))?
            .split("  ")
            .collect();
        if rows.len() != boards {
            return Err(format!(
                "{} boards in {:?}, {} labels",
                rows.len(),
                line,
                boards
            ));
        }
        for (grid, row) in grids.iter_mut().zip(rows) {
            grid.push(board_row(row)?);
        }
    }
    Ok(grids)
}

fn board_row(cells: &str) -> Result<Vec<u8>, String> {
    if cells.len() == 8 && cells.is_ascii() {
        Ok(cells.bytes().collect())
    } else {
        Err(format!("a board row of 8 cells, found {:?}", cells))
    }
}

fn expect_lines(lines: &[String], count: usize) -> Result<(), String> {
    if lines.len() == count {
        Ok(())
    } else {
        Err(format!("{} drawing lines, not {}", lines.len(), count))
    }
}

fn expect_line(line: &str, expected: &str) -> Result<(), String> {
    if line == expected {
        Ok(())
    } else {
        Err(format!("{:?} where {:?} belongs", line, expected))
    }
}
