//! A plan replayer under the literal rules, written apart from the solver: it reads the boards
//! with its own parser, keeps every square's lines (turned as the plan turns them) and the
//! piece, nothing else, and checks an `--explain` output turn by turn.
//!
//! Per case the output must hold the answer line, then turns `  K. ` numbered from 1, each
//! `Rotate (r,c) clockwise.` or `Rotate (r,c) counterclockwise.` and/or `Step to (r,c).`
//! (1-based), then optionally `  walk model: N`. A turn rotates at most one square of the
//! board a quarter, then moves the piece at most one square, between two squares that both
//! show a line toward each other after that rotation. The last turn's step lands on the
//! target, no earlier turn does, the turns number exactly the answer, and a walk model line
//! only ever shows a bound below the answer. The drawing under a plan (from its legend to the
//! next case) is handed back unread, with the board as given, as the replay leaves it and the
//! squares the piece stood on, for `drawing` to parse and the test to compare.

pub mod drawing;
mod tests;

use drawing::LEGEND;

/// Lines as bits: N, E, S, W.
const NORTH: u8 = 1;
const EAST: u8 = 2;
const SOUTH: u8 = 4;
const WEST: u8 = 8;

/// A board as the replayer sees it: each square's lines now, and the piece.
struct Board {
    rows: usize,
    cols: usize,
    lines: Vec<u8>,
    piece: (usize, usize),
    target: (usize, usize),
}

/// Every case of `input` up to `0 0` (tokens separated by any whitespace).
fn parse_boards(input: &str) -> Result<Vec<Board>, String> {
    let mut words = input.split_whitespace();
    let mut next = |what: &str| words.next().ok_or(format!("input: no {}", what));
    let number = |word: &str| {
        word.parse::<usize>()
            .map_err(|_| format!("input: {:?} is no number", word))
    };
    let mut boards = Vec::new();
    loop {
        let rows = match next("size") {
            Ok(word) => number(word)?,
            Err(_) => return Ok(boards),
        };
        let cols = number(next("size")?)?;
        if rows == 0 && cols == 0 {
            return Ok(boards);
        }
        let mut corner = Vec::new();
        for _ in 0..4 {
            corner.push(number(next("coordinate")?)? - 1);
        }
        let mut lines = Vec::with_capacity(rows * cols);
        for _ in 0..rows * cols {
            let token = next("square")?;
            let mut bits = 0;
            if token != "x" {
                for letter in token.chars() {
                    bits |= match letter {
                        'N' => NORTH,
                        'E' => EAST,
                        'S' => SOUTH,
                        'W' => WEST,
                        _ => return Err(format!("input: bad square {:?}", token)),
                    };
                }
            }
            lines.push(bits);
        }
        boards.push(Board {
            rows,
            cols,
            lines,
            piece: (corner[0], corner[1]),
            target: (corner[2], corner[3]),
        });
    }
}

/// A square as the plan writes it, `(r,c)` 1-based, and what follows it.
fn coordinates(text: &str) -> Option<((usize, usize), &str)> {
    let inner = text.strip_prefix('(')?;
    let (inner, rest) = inner.split_once(')')?;
    let (r, c) = inner.split_once(',')?;
    let r: usize = r.parse().ok()?;
    let c: usize = c.parse().ok()?;
    if r == 0 || c == 0 {
        return None;
    }
    Some(((r - 1, c - 1), rest))
}

/// One turn as written: its number, the rotation (square, clockwise?) and the step.
struct Turn {
    number: usize,
    rotation: Option<((usize, usize), bool)>,
    step: Option<(usize, usize)>,
}

/// Reads `  K. [Rotate (r,c) clockwise.|Rotate (r,c) counterclockwise.][ ][Step to (r,c).]`.
fn parse_turn(line: &str) -> Option<Turn> {
    let rest = line.strip_prefix("  ")?;
    let (number, mut rest) = rest.split_once(". ")?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = number.parse().ok()?;
    let mut rotation = None;
    if let Some(after) = rest.strip_prefix("Rotate ") {
        let (square, after) = coordinates(after)?;
        let (clockwise, after) = if let Some(after) = after.strip_prefix(" clockwise.") {
            (true, after)
        } else {
            (false, after.strip_prefix(" counterclockwise.")?)
        };
        rotation = Some((square, clockwise));
        rest = after;
        if !rest.is_empty() {
            rest = rest.strip_prefix(' ')?;
        }
    }
    let mut step = None;
    if let Some(after) = rest.strip_prefix("Step to ") {
        let (square, after) = coordinates(after)?;
        step = Some(square);
        rest = after.strip_prefix('.')?;
    }
    if !rest.is_empty() || (rotation.is_none() && step.is_none()) {
        return None;
    }
    Some(Turn {
        number,
        rotation,
        step,
    })
}

impl Board {
    fn square(&self, (r, c): (usize, usize)) -> Result<usize, String> {
        if r < self.rows && c < self.cols {
            Ok(r * self.cols + c)
        } else {
            Err(format!("({},{}) is off the board", r + 1, c + 1))
        }
    }

    /// Plays one turn under the literal rules.
    fn play(&mut self, turn: &Turn) -> Result<(), String> {
        if let Some((at, clockwise)) = turn.rotation {
            let s = self.square(at)?;
            let l = self.lines[s];
            self.lines[s] = if clockwise {
                (l << 1 | l >> 3) & 0b1111
            } else {
                (l >> 1 | l << 3) & 0b1111
            };
        }
        if let Some(to) = turn.step {
            let (from, there) = (self.square(self.piece)?, self.square(to)?);
            let (r, c) = (self.piece.0 as i64, self.piece.1 as i64);
            let (lines_out, lines_back) = match (to.0 as i64 - r, to.1 as i64 - c) {
                (-1, 0) => (NORTH, SOUTH),
                (0, 1) => (EAST, WEST),
                (1, 0) => (SOUTH, NORTH),
                (0, -1) => (WEST, EAST),
                _ => {
                    return Err(format!(
                        "step from ({},{}) to ({},{}): not a neighbour",
                        r + 1,
                        c + 1,
                        to.0 + 1,
                        to.1 + 1
                    ))
                }
            };
            if self.lines[from] & lines_out == 0 || self.lines[there] & lines_back == 0 {
                return Err(format!(
                    "step from ({},{}) to ({},{}): no line both ways",
                    r + 1,
                    c + 1,
                    to.0 + 1,
                    to.1 + 1
                ));
            }
            self.piece = to;
        }
        Ok(())
    }
}

/// What one case's explanation said, and the play it replayed.
#[derive(Debug, PartialEq, Eq)]
pub struct Case {
    pub answer: u32,
    /// The `walk model: N` line's bound, when there is one.
    pub walk_model: Option<u32>,
    pub played: Played,
}

/// A replayed plan: the board's size, its start and target (0-based), every square's lines
/// as given and after the last turn (row by row, N E S W as bits 1 2 4 8), the squares the
/// piece stood on (the start, then each step's), and the drawing under the plan, unread
/// (empty when there is none).
#[derive(Debug, PartialEq, Eq)]
pub struct Played {
    pub rows: usize,
    pub cols: usize,
    pub start: (usize, usize),
    pub target: (usize, usize),
    pub given: Vec<u8>,
    pub after: Vec<u8>,
    pub stood: Vec<(usize, usize)>,
    pub drawing: Vec<String>,
}

/// Replays every case of `explained` (an `--explain` output) on the boards of `input`; the
/// cases as read, or what is wrong, naming the case and turn.
pub fn replay(input: &str, explained: &str) -> Result<Vec<Case>, String> {
    let boards = parse_boards(input)?;
    let mut lines = explained.lines().peekable();
    let mut cases = Vec::new();
    for (i, mut board) in boards.into_iter().enumerate() {
        let case = i + 1;
        let (given, start) = (board.lines.clone(), board.piece);
        let mut stood = vec![start];
        let answer_line = lines
            .next()
            .ok_or(format!("case {}: no answer line", case))?;
        let answer: u32 = answer_line
            .parse()
            .map_err(|_| format!("case {}: answer line {:?}", case, answer_line))?;
        let mut turns = 0;
        while let Some(line) = lines.peek() {
            if !line.starts_with("  ")
                || line.starts_with("  walk model: ")
                || line.starts_with(LEGEND)
            {
                break;
            }
            let turn = parse_turn(line).ok_or(format!("case {}: not a turn: {:?}", case, line))?;
            lines.next();
            turns += 1;
            if turn.number != turns {
                return Err(format!(
                    "case {}: turn {} numbered {}",
                    case, turns, turn.number
                ));
            }
            if board.piece == board.target {
                return Err(format!("case {}: turn {} after the target", case, turns));
            }
            board
                .play(&turn)
                .map_err(|why| format!("case {}: turn {}: {}", case, turns, why))?;
            if turn.step.is_some() {
                stood.push(board.piece);
            }
        }
        if board.piece != board.target {
            return Err(format!(
                "case {}: after {} turns the piece is not on the target",
                case, turns
            ));
        }
        if turns != answer as usize {
            return Err(format!(
                "case {}: answer {} but {} turns",
                case, answer, turns
            ));
        }
        let mut walk_model = None;
        if let Some(bound) = lines.peek().and_then(|l| l.strip_prefix("  walk model: ")) {
            let bound: u32 = bound
                .parse()
                .map_err(|_| format!("case {}: walk model line {:?}", case, bound))?;
            if bound >= answer {
                return Err(format!(
                    "case {}: walk model {} not below the answer {}",
                    case, bound, answer
                ));
            }
            walk_model = Some(bound);
            lines.next();
        }
        let mut drawing = Vec::new();
        if lines.peek().map_or(false, |line| line.starts_with(LEGEND)) {
            while let Some(line) = lines.next_if(|line| line.starts_with("  ")) {
                drawing.push(line.to_string());
            }
        }
        let played = Played {
            rows: board.rows,
            cols: board.cols,
            start,
            target: board.target,
            given,
            after: board.lines,
            stood,
            drawing,
        };
        cases.push(Case {
            answer,
            walk_model,
            played,
        });
    }
    match lines.next() {
        Some(extra) => Err(format!("output past the last case: {:?}", extra)),
        None => Ok(cases),
    }
}
