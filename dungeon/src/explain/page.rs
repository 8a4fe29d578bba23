//! `--html` for dungeon: the replay page of every run, a frame a turn, drawn by `page.js`.
//! The frames tell the `Story` that `--explain` prints: along a way out, your cell after each
//! move; in a run that ends trapped, every cell you could be on after each move. With them
//! go the monsters as they look in that turn, each with the length of its view. The monsters
//! are the play's own herd, moved turn by turn by `Herd::look_and_move` (they move alike
//! whatever you do). Cargo builds only (feature `explain`): bundles leave this file out.

use super::super::{each_case, play_logged, Board, Cell, Dir, Grid, Herd, Row, LIMIT, ROWS};
use super::{move_letters, Story};
use shared_io::page::{json_string, write_page, Frame};
use shared_io::{Error, Scanner};
use std::fmt::Write as _;
use std::io::Write;

/// The page's drawing: `drawFrame(svg, kase, k)` and its legend.
const DRAW_JS: &str = include_str!("page.js");

/// The replay page of every run of the input: the runs as `explain` reads and tells them.
pub fn html<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cases = Vec::new();
    let mut starts = Vec::new();
    let mut answers = Vec::new();
    each_case(sc, &mut answers, |_, grid, ending| {
        let story = Story::of(grid, ending, &mut starts);
        let frames = frames(grid, &story, &mut starts);
        cases.push(case_json(cases.len() + 1, grid, ending.answer(), &frames));
        Ok(())
    })?;
    write_page(out, "Dungeon of Doom: replay", &cases, DRAW_JS)?;
    Ok(())
}

/// A case for the player: its name, answer, the dungeon (`setup`: floor and wall, start, exit)
/// and its frames.
fn case_json(number: usize, grid: &Grid, answer: u32, frames: &[Frame]) -> String {
    let floor: Vec<String> = (1..grid.rows - 1)
        .map(|r| {
            let row: String = (1..=width(grid))
                .map(|c| if grid.open[r].has(c) { '.' } else { '#' })
                .collect();
            json_string(&row)
        })
        .collect();
    let frames: Vec<String> = frames.iter().map(Frame::json).collect();
    format!(
        "{{\"name\":\"Run {}\",\"answer\":\"{}\",\"setup\":{{\"floor\":[{}],\"start\":{},\
         \"exit\":{}}},\"frames\":[{}]}}",
        number,
        answer,
        floor.join(","),
        cell_json(grid.start),
        cell_json(grid.exit),
        frames.join(",")
    )
}

/// The run's width as read: its rows' length (the frame is not counted).
fn width(grid: &Grid) -> usize {
    grid.text.first().map_or(0, Vec::len)
}

/// A cell as `[row, column]` of the input, both from 0 (the grid's cells are padded by 1).
fn cell_json(cell: Cell) -> String {
    format!("[{},{}]", cell.row - 1, cell.col - 1)
}

/// The frames of a run: frame 0 the run as given, then one a move, as `story` tells them
/// (`starts`, the play's log, is refilled for a run that ends trapped). Runs with no exit and
/// no trap (walled off, out of time) have frame 0 only, beside the reason for 0.
fn frames(grid: &Grid, story: &Story, starts: &mut Vec<Board>) -> Vec<Frame> {
    let mut patrol = Patrol::new(grid);
    match story {
        Story::Out(way) => {
            let letters: Vec<char> = move_letters(way).chars().collect();
            let moves = letters.len();
            (0..=moves)
                .map(|k| {
                    let line = match k {
                        0 => format!("the dungeon as given: {} moves to the exit", moves),
                        _ => move_line(k, moves, letters[k - 1]),
                    };
                    patrol.reach_turn(k.max(1));
                    let state = format!("{{\"at\":{},{}}}", cell_json(way[k]), patrol.json());
                    Frame { line, state }
                })
                .collect()
        }
        Story::Trapped(turn) => {
            starts.clear();
            play_logged(grid, LIMIT, Some(starts));
            let last = *turn as usize;
            (0..=last)
                .map(|k| {
                    patrol.reach_turn(k.max(1));
                    // your cells after move k, before the monsters look (the start at frame 0)
                    let cells = match k {
                        0 => starts[0],
                        _ => patrol.reached_from(&starts[k - 1]),
                    };
                    let line = match k {
                        0 => "the dungeon as given: you start on @".to_string(),
                        _ if k == last => story.line(),
                        _ => trapped_line(k, &cells, &patrol.seen),
                    };
                    let state = format!(
                        "{{\"cells\":{},{}}}",
                        board_json(grid, &cells),
                        patrol.json()
                    );
                    Frame { line, state }
                })
                .collect()
        }
        Story::WalledOff | Story::OutOfTime => {
            patrol.reach_turn(1);
            let state = format!("{{\"at\":{},{}}}", cell_json(grid.start), patrol.json());
            vec![Frame {
                line: story.line(),
                state,
            }]
        }
    }
}

/// The line of move `k` of `moves` along a way out: the letter `--explain` gives it, spelt out.
fn move_line(k: usize, moves: usize, letter: char) -> String {
    let what = match letter {
        'N' => "a step north",
        'E' => "a step east",
        'S' => "a step south",
        'W' => "a step west",
        _ => "stand still",
    };
    let exit = if k == moves { ", onto the exit" } else { "" };
    format!("move {} of {}: {} ({}{})", k, moves, letter, what, exit)
}

/// The line of move `k` of a run that ends trapped: how many cells you could be on, and how
/// many of them the monsters see.
fn trapped_line(k: usize, cells: &Board, seen: &Board) -> String {
    let count = |board: &Board| -> u32 { board.iter().map(|row| row.bits().count_ones()).sum() };
    let caught: Board = std::array::from_fn(|r| cells[r] & seen[r]);
    format!(
        "move {}: you could be on {} cells; the monsters see {} of them",
        k,
        count(cells),
        count(&caught)
    )
}

/// A set of cells as one hexadecimal number a row of the input, bit c for column c (from 0).
fn board_json(grid: &Grid, cells: &Board) -> String {
    let rows: Vec<String> = (1..grid.rows - 1)
        .map(|r| format!("\"{:x}\"", cells[r].bits() >> 1))
        .collect();
    format!("[{}]", rows.join(","))
}

/// The monsters turn by turn, as the play moves them: the herd at the start of turn `turn`,
/// where they stand (`at`, and `empty`: the floor cells holding none) and what they see.
struct Patrol<'a> {
    grid: &'a Grid,
    turn: usize,
    herd: Herd,
    next: Herd,
    at: Board,
    empty: Board,
    seen: Board,
}

impl<'a> Patrol<'a> {
    /// The monsters at the start of turn 1, as read, all facing east.
    fn new(grid: &'a Grid) -> Patrol<'a> {
        let mut patrol = Patrol {
            grid,
            turn: 1,
            herd: Herd::new(&grid.monsters),
            next: Herd::new(&[]),
            at: [Row::NONE; ROWS],
            empty: [Row::NONE; ROWS],
            seen: [Row::NONE; ROWS],
        };
        patrol.look();
        patrol
    }

    /// Moves the monsters on to the start of turn `turn` (not before the current one). Cost:
    /// one monster phase a turn passed.
    fn reach_turn(&mut self, turn: usize) {
        while self.turn < turn {
            std::mem::swap(&mut self.herd, &mut self.next);
            self.turn += 1;
            self.look();
        }
    }

    /// `at`, `empty` and `seen` for the herd as it stands, as `play_logged` finds them, and the
    /// herd after this turn's move in `next`.
    fn look(&mut self) {
        let rows = self.grid.rows;
        for r in 1..rows - 1 {
            let [north, east, south, west] = &self.herd.facing;
            self.at[r] = north[r] | east[r] | south[r] | west[r];
            self.empty[r] = self.grid.open[r] & !self.at[r];
        }
        let (open, at, empty) = (&self.grid.open, &self.at, &self.empty);
        self.herd
            .look_and_move(open, at, empty, rows, &mut self.seen, &mut self.next);
    }

    /// The cells you can be on after this turn's move from `you`: each cell of `you` or beside
    /// one that is floor and holds no monster (as `play_logged` moves you).
    fn reached_from(&self, you: &Board) -> Board {
        let mut moved = [Row::NONE; ROWS];
        for r in 1..self.grid.rows - 1 {
            let near = you[r] | you[r].eastward() | you[r].westward() | you[r - 1] | you[r + 1];
            moved[r] = near & self.empty[r];
        }
        moved
    }

    /// Every monster as it stands, each with how far it sees: `(cell, facing, view)`, the view
    /// running from the cell beside it over `view` cells of floor holding no monster.
    fn monsters(&self) -> Vec<(Cell, Dir, usize)> {
        let mut monsters = Vec::new();
        let facings = [Dir::North, Dir::East, Dir::South, Dir::West];
        for (board, &dir) in self.herd.facing.iter().zip(&facings) {
            for (row, cells) in board.iter().enumerate().take(self.grid.rows) {
                let mut bits = cells.bits();
                while bits != 0 {
                    let cell = Cell {
                        row,
                        col: bits.trailing_zeros() as usize,
                    };
                    bits &= bits - 1;
                    monsters.push((cell, dir, self.view(cell, dir)));
                }
            }
        }
        monsters
    }

    /// How many cells a monster on `cell` facing `dir` sees: the run of empty cells from the
    /// one beside it (the wall frame ends every run).
    fn view(&self, cell: Cell, dir: Dir) -> usize {
        let (mut row, mut col) = (cell.row, cell.col);
        let mut cells = 0;
        loop {
            // the frame is wall, so a step never leaves the board
            match dir {
                Dir::North => row -= 1,
                Dir::East => col += 1,
                Dir::South => row += 1,
                Dir::West => col -= 1,
            }
            if !self.empty[row].has(col) {
                return cells;
            }
            cells += 1;
        }
    }

    /// The monsters as the JSON field `"monsters"`: one number a monster, its input row, column
    /// (from 0), facing (0 to 3 for N E S W) and view as the decimal digits RRCCFVV.
    fn json(&self) -> String {
        let mut text = String::from("\"monsters\":[");
        for (i, (cell, dir, view)) in self.monsters().into_iter().enumerate() {
            let packed = (((cell.row - 1) * 100 + cell.col - 1) * 10 + dir as usize) * 100 + view;
            let comma = if i == 0 { "" } else { "," };
            let _ = write!(text, "{}{}", comma, packed);
        }
        text.push(']');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{each_case, play_logged, Cell, Ending, Grid, Row, LIMIT, ROWS};
    use super::super::{explain, Story};
    use super::{frames, Frame, Patrol};
    use shared_io::Scanner;

    /// Every run of `input` with its frames, and `--explain`'s output.
    fn runs(input: &str) -> (Vec<(Story, Vec<Frame>)>, String) {
        let mut runs = Vec::new();
        let mut starts = Vec::new();
        let mut sink = Vec::new();
        each_case(
            &mut Scanner::new(input.into()),
            &mut sink,
            |_, grid, ending| {
                let story = Story::of(grid, ending, &mut starts);
                let frames = frames(grid, &story, &mut starts);
                runs.push((story, frames));
                Ok(())
            },
        )
        .expect("a good input");
        let mut explained = Vec::new();
        explain(&mut Scanner::new(input.into()), &mut explained).expect("a good input");
        (runs, String::from_utf8(explained).expect("UTF-8"))
    }

    fn data(name: &str) -> String {
        let path = format!("{}/../data/dungeon/{}", env!("CARGO_MANIFEST_DIR"), name);
        std::fs::read_to_string(&path).expect("a data file")
    }

    /// The line under each answer of `--explain` (the moves, or why the answer is 0).
    fn unders(explained: &str) -> Vec<&str> {
        let lines: Vec<&str> = explained.lines().collect();
        let answers = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.starts_with(' '));
        answers
            .map(|(i, _)| lines[i + 1].strip_prefix("  ").expect("a line under"))
            .collect()
    }

    /// The data files that are good input (no `.err` beside them), by name.
    fn good_data_files() -> Vec<String> {
        let cases = tools::stress::Data::of("dungeon").cases().into_iter();
        cases.map(|case| format!("{}.in", case.name)).collect()
    }

    /// On every good data file (the sample's ways out with a wait and with 12 moves, its trap;
    /// limit-at-10000's 10,000 moves; worst's walled-off runs): one frame a step and one more,
    /// each telling the step `--explain` gives.
    #[test]
    fn the_frames_tell_the_steps_explain_prints() {
        let files = good_data_files();
        assert!(files.len() >= 15 && files.contains(&"worst.in".to_string()));
        for name in &files {
            let (runs, explained) = runs(&data(name));
            let unders = unders(&explained);
            assert_eq!(runs.len(), unders.len(), "{}", name);
            for (i, ((story, frames), under)) in runs.iter().zip(unders).enumerate() {
                let run = format!("{} run {}", name, i + 1);
                match story {
                    Story::Out(_) => {
                        let moves = under.strip_prefix("moves: ").expect("a moves line");
                        assert_eq!(frames.len(), moves.len() + 1, "{}", run);
                        for (k, letter) in moves.chars().enumerate() {
                            let line = &frames[k + 1].line;
                            let told = format!("move {} of {}: {} (", k + 1, moves.len(), letter);
                            assert!(line.starts_with(&told), "{}: {}", run, line);
                        }
                    }
                    Story::Trapped(turn) => {
                        assert_eq!(frames.len(), *turn as usize + 1, "{}", run);
                        assert_eq!(frames[frames.len() - 1].line, under, "{}", run);
                    }
                    Story::WalledOff | Story::OutOfTime => {
                        assert_eq!(frames.len(), 1, "{}", run);
                        assert_eq!(frames[0].line, under, "{}", run);
                    }
                }
            }
        }
        let (runs, _) = runs(&data("sample.in"));
        let counts: Vec<usize> = runs.iter().map(|(_, frames)| frames.len()).collect();
        assert_eq!(counts, [6, 8, 13, 2]);
    }

    /// The views the page draws, monster by monster, make up exactly what the play's monster
    /// phase sees, turn after turn, on the runs of limit-at-9999 (a long way out) and sample.
    #[test]
    fn the_views_drawn_are_what_the_monsters_see() {
        for (name, turns) in [("limit-at-9999.in", 2_000), ("sample.in", 40)] {
            let mut checked = 0;
            each_case(
                &mut Scanner::new(data(name).into()),
                &mut Vec::new(),
                |_, grid, _| {
                    let mut patrol = Patrol::new(grid);
                    for turn in 1..=turns {
                        patrol.reach_turn(turn);
                        assert_eq!(views(&patrol), patrol.seen, "{} turn {}", name, turn);
                        checked += 1;
                    }
                    Ok(())
                },
            )
            .expect("a good input");
            assert!(checked >= turns);
        }
    }

    /// In a run that ends trapped (the sample's run 2, after move 7), the cells each frame
    /// shows you could be on, less those the monsters see, are the play's log of the next
    /// turn's cells, and none is left after the last move.
    #[test]
    fn the_trapped_frames_are_the_plays_cells() {
        let mut checked = 0;
        let input = data("sample.in");
        each_case(
            &mut Scanner::new(input.into()),
            &mut Vec::new(),
            |_, grid, ending| {
                if let Ending::Trapped(turn) = ending {
                    checked += check_trapped(grid, turn as usize);
                }
                Ok(())
            },
        )
        .expect("a good input");
        assert_eq!(checked, 7);
    }

    /// Checks the frames' cells of a run trapped after move `turns`; returns the moves checked.
    fn check_trapped(grid: &Grid, turns: usize) -> usize {
        let mut starts = Vec::new();
        play_logged(grid, LIMIT, Some(&mut starts));
        assert_eq!(starts.len(), turns);
        let mut patrol = Patrol::new(grid);
        for k in 1..=turns {
            patrol.reach_turn(k);
            let cells = patrol.reached_from(&starts[k - 1]);
            let alive: Vec<Row> = (0..ROWS).map(|r| cells[r] & !patrol.seen[r]).collect();
            let next = starts.get(k).copied().unwrap_or([Row::NONE; ROWS]);
            assert_eq!(alive, next, "move {}", k);
        }
        turns
    }

    /// The cells on the drawn views, as a board.
    fn views(patrol: &Patrol) -> [Row; ROWS] {
        let mut seen = [Row::NONE; ROWS];
        for (cell, dir, view) in patrol.monsters() {
            let (dr, dc) = [(-1, 0), (0, 1), (1, 0), (0, -1)][dir as usize];
            for step in 1..=view as isize {
                let seen_cell = Cell {
                    row: (cell.row as isize + dr * step) as usize,
                    col: (cell.col as isize + dc * step) as usize,
                };
                seen[seen_cell.row] |= Row::single(seen_cell.col);
            }
        }
        seen
    }
}
