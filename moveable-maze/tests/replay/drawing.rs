//! Reads a plan's drawing back, colour escapes dropped, so that the test can compare it square
//! by square with the board the input gives, the board the replay leaves and the squares the
//! piece stood on. Knows the drawing's layout, nothing of how the solver makes it.

use super::{coordinates, EAST, NORTH, SOUTH, WEST};
use tools::stress::plain;

/// The legend's words before it names the start and the target.
pub const LEGEND: &str = "  the board as given (left) and after the last turn (right): each \
    square's lines, heavy where the piece stands (the start and each square it steps to), \
    light elsewhere, · an x square;";
/// Columns between the two boards.
const GAP: &str = "    ";
/// An `x` square.
const NO_LINES: char = '·';
/// Every shape of one to four lines: its light character, its heavy one, and its lines.
const SHAPES: [(char, char, u8); 15] = [
    ('╵', '╹', NORTH),
    ('╶', '╺', EAST),
    ('╷', '╻', SOUTH),
    ('╴', '╸', WEST),
    ('│', '┃', NORTH | SOUTH),
    ('─', '━', EAST | WEST),
    ('└', '┗', NORTH | EAST),
    ('┌', '┏', EAST | SOUTH),
    ('┐', '┓', SOUTH | WEST),
    ('┘', '┛', WEST | NORTH),
    ('├', '┣', NORTH | EAST | SOUTH),
    ('┬', '┳', EAST | SOUTH | WEST),
    ('┤', '┫', SOUTH | WEST | NORTH),
    ('┴', '┻', WEST | NORTH | EAST),
    ('┼', '╋', NORTH | EAST | SOUTH | WEST),
];

/// One square as drawn: its lines (N E S W as bits 1 2 4 8) and whether they are heavy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    pub lines: u8,
    pub heavy: bool,
}

/// A drawing read back: the start and the target the legend names (0-based), and the two
/// boards, row by row.
#[derive(Debug, PartialEq, Eq)]
pub struct Drawing {
    pub start: (usize, usize),
    pub target: (usize, usize),
    pub given: Vec<Vec<Square>>,
    pub after: Vec<Vec<Square>>,
}

/// The drawing: the legend, ending ` the start (r,c), the target (r,c):`; the column numbers
/// over each board (units, under tens from 10 columns on); then a line a row, `  RR `, the
/// squares as given, the gap, `RR ` again and the squares after the last turn.
pub fn parse_boards(lines: &[String]) -> Result<Drawing, String> {
    let lines: Vec<String> = lines.iter().map(|line| plain(line)).collect();
    let legend = lines.first().and_then(|line| line.strip_prefix(LEGEND));
    let (start, target) = legend
        .and_then(parse_ends)
        .ok_or_else(|| format!("no legend naming the start and target in {:?}", lines))?;
    let first_row = 1 + lines[1..]
        .iter()
        .position(|line| line.starts_with("   1 "))
        .ok_or_else(|| format!("no row 1 in {:?}", lines))?;
    let cols = lines[first_row]["   1 ".len()..]
        .chars()
        .take_while(|&c| c != ' ')
        .count();
    if lines[1..first_row] != column_numbers(cols)[..] {
        return Err(format!(
            "column numbers {:?} over {} columns",
            &lines[1..first_row],
            cols
        ));
    }
    let (mut given, mut after) = (Vec::new(), Vec::new());
    for (i, line) in lines[first_row..].iter().enumerate() {
        let (left, right) = parse_row(line, i + 1, cols).ok_or_else(|| {
            format!(
                "row {}: not two rows of {} squares: {:?}",
                i + 1,
                cols,
                line
            )
        })?;
        given.push(left);
        after.push(right);
    }
    Ok(Drawing {
        start,
        target,
        given,
        after,
    })
}

/// ` the start (r,c), the target (r,c):`, 0-based.
fn parse_ends(text: &str) -> Option<((usize, usize), (usize, usize))> {
    let (start, rest) = coordinates(text.strip_prefix(" the start ")?)?;
    let (target, rest) = coordinates(rest.strip_prefix(", the target ")?)?;
    (rest == ":").then_some((start, target))
}

/// The column number lines over the two boards of `cols` columns.
fn column_numbers(cols: usize) -> Vec<String> {
    let units: String = (1..=cols).map(|c| digit(c % 10)).collect();
    let tens: String = (1..=cols)
        .map(|c| if c < 10 { ' ' } else { digit(c / 10) })
        .collect();
    let over_both = |numbers: &str| format!("     {}{}   {}", numbers, GAP, numbers);
    let mut lines = Vec::new();
    if cols >= 10 {
        lines.push(over_both(&tens));
    }
    lines.push(over_both(&units));
    lines
}

fn digit(d: usize) -> char {
    char::from_digit(d as u32, 10).unwrap_or('?')
}

/// Row `number`: `  RR ` and `cols` squares, the gap, `RR ` and `cols` squares again.
fn parse_row(line: &str, number: usize, cols: usize) -> Option<(Vec<Square>, Vec<Square>)> {
    let label = format!("{:>2} ", number);
    let rest = line.strip_prefix("  ")?.strip_prefix(&label)?;
    let chars: Vec<char> = rest.chars().collect();
    let middle: String = chars
        .get(cols..cols + GAP.len() + label.len())?
        .iter()
        .collect();
    if middle != format!("{}{}", GAP, label) || chars.len() != 2 * cols + middle.len() {
        return None;
    }
    let squares = |from: usize| -> Option<Vec<Square>> {
        chars[from..from + cols]
            .iter()
            .map(|&c| square(c))
            .collect()
    };
    Some((squares(0)?, squares(cols + middle.len())?))
}

/// The square a character draws.
fn square(c: char) -> Option<Square> {
    if c == NO_LINES {
        return Some(Square {
            lines: 0,
            heavy: false,
        });
    }
    SHAPES.iter().find_map(|&(light, heavy, lines)| {
        if c == light || c == heavy {
            Some(Square {
                lines,
                heavy: c == heavy,
            })
        } else {
            None
        }
    })
}
