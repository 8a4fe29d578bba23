//! Reads a game's drawing back, colour escapes dropped, so that the test can compare it cell by
//! cell with the world the replay ended in. Knows the drawing's layout, nothing of how the
//! solver makes it.

use tools::stress::plain;

pub const LEGEND: &str = "  the board after the last move, cropped to what it holds (columns \
    numbered tens over units; @ you, R a robot, * debris; caught: X a robot on you, # debris \
    on you):";

/// A drawing read back: the (row, column) of its top left square, and its squares row by row.
#[derive(Debug, PartialEq, Eq)]
pub struct Board {
    pub top_left: (i32, i32),
    pub squares: Vec<Vec<char>>,
}

/// The drawing: the legend; the columns' tens digits, then their units digits, one a square;
/// then a line a row, `  RR ` and its squares, one blank between two. Rows and columns must
/// follow each other without a gap.
pub fn parse_board(lines: &[String]) -> Result<Board, String> {
    let lines: Vec<String> = lines.iter().map(|line| plain(line)).collect();
    if lines.len() < 4 || lines[0] != LEGEND {
        return Err(format!("no legend, column numbers and rows in {:?}", lines));
    }
    let digits = |line: &str| -> Option<Vec<i32>> {
        let digits = line.strip_prefix("     ")?.split(' ');
        digits.map(|digit| digit.parse().ok()).collect()
    };
    let (tens, units) = match (digits(&lines[1]), digits(&lines[2])) {
        (Some(tens), Some(units)) if tens.len() == units.len() => (tens, units),
        _ => return Err(format!("column numbers {:?} over {:?}", lines[1], lines[2])),
    };
    let cols: Vec<i32> = tens.iter().zip(&units).map(|(t, u)| 10 * t + u).collect();
    if cols.windows(2).any(|pair| pair[1] != pair[0] + 1) {
        return Err(format!("columns {:?} not one after another", cols));
    }
    let mut rows = Vec::new();
    let mut squares = Vec::new();
    for line in &lines[3..] {
        let (number, row) = match (line.get(..2), line.get(2..4), line.get(4..)) {
            (Some("  "), Some(number), Some(row)) => (number, row),
            _ => return Err(format!("row {:?}", line)),
        };
        let number = number.trim_start().parse::<i32>();
        rows.push(number.map_err(|_| format!("row number in {:?}", line))?);
        let row: Vec<&str> = row
            .strip_prefix(' ')
            .ok_or_else(|| format!("row {:?}", line))?
            .split(' ')
            .collect();
        if row.len() != cols.len() || row.iter().any(|square| square.chars().count() != 1) {
            return Err(format!("not {} squares in {:?}", cols.len(), line));
        }
        squares.push(
            row.iter()
                .filter_map(|square| square.chars().next())
                .collect(),
        );
    }
    if rows.windows(2).any(|pair| pair[1] != pair[0] + 1) {
        return Err(format!("rows {:?} not one after another", rows));
    }
    Ok(Board {
        top_left: (rows[0], cols[0]),
        squares,
    })
}
