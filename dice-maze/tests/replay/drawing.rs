//! Reads a walk's drawing back, colour escapes dropped, so that the test can compare it square
//! by square with the maze the input gives and the walk the replay checked. Knows the
//! drawing's layout, nothing of how the solver makes it.

use tools::stress::plain;

pub const LEGEND: &str = "  the walk on the maze (a square: its number, -1 wild, 0 empty, then \
    the way the walk rolls off it, ^ up, v down, < left, > right, + more than once; [ ] the \
    start):";
/// The characters of one square: an opening bracket or blank, the number in two, the mark
/// (blank where the walk never rolls off), a closing bracket or blank.
const SQUARE_WIDTH: usize = 5;

/// One square as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Square {
    pub number: i32,
    pub mark: char,
    pub start: bool,
}

/// The drawing: the legend, the column numbers (each over the last digit of its squares'
/// numbers), then a line a row, `  RR ` and the squares. Returns the squares row by row.
pub fn parse_maze(lines: &[String]) -> Result<Vec<Vec<Square>>, String> {
    let lines: Vec<String> = lines.iter().map(|line| plain(line)).collect();
    if lines.len() < 3 || lines[0] != LEGEND {
        return Err(format!("no legend, column numbers and rows in {:?}", lines));
    }
    let cols = lines[1].split_whitespace().count();
    let numbers: String = (1..=cols).map(|col| format!("{:>3}  ", col)).collect();
    if lines[1] != format!("     {}", numbers.trim_end()) {
        return Err(format!("column numbers {:?}", lines[1]));
    }
    let mut grid = Vec::new();
    for (i, line) in lines[2..].iter().enumerate() {
        let squares = line
            .strip_prefix(&format!("  {:>2} ", i + 1))
            .ok_or_else(|| format!("row {} reads {:?}", i + 1, line))?;
        let squares = format!("{:<width$}", squares, width = cols * SQUARE_WIDTH);
        let chars: Vec<char> = squares.chars().collect();
        if chars.len() != cols * SQUARE_WIDTH {
            return Err(format!("row {}: not {} squares: {:?}", i + 1, cols, line));
        }
        let row: Result<Vec<Square>, String> = chars
            .chunks(SQUARE_WIDTH)
            .map(|square| parse_square(square).ok_or_else(|| format!("square {:?}", square)))
            .collect();
        grid.push(row?);
    }
    Ok(grid)
}

/// `[NNm]` for the start square, ` NNm ` for the others.
fn parse_square(square: &[char]) -> Option<Square> {
    let start = match (square[0], square[4]) {
        ('[', ']') => true,
        (' ', ' ') => false,
        _ => return None,
    };
    let number: String = square[1..3].iter().collect();
    Some(Square {
        number: number.trim_start().parse().ok()?,
        mark: square[3],
        start,
    })
}
