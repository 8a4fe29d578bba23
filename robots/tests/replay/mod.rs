//! Replays `robots --explain` by the statement's rules on the oracle's list-based simulator
//! (nothing here comes from the solver): each move is legal and is the one the rules choose,
//! the robots (their count and their cells) and debris after it are as said, and the game ends
//! as the report says. The
//! drawing under a game's moves is handed back unread, with the world the replay ended in,
//! for `drawing` to parse and the test to compare.

pub mod drawing;
mod tests;

use crate::gen::{inside, Game, Pos};
use crate::oracle::{after_walk, best_walk, first_teleport, read_games, robots_step, World};
use drawing::LEGEND;

/// `--explain` names the debris cells while there are at most this many, else counts them.
const LISTED_DEBRIS: usize = 3;

/// How a replayed game ended: the world after its last move, whether you were caught, and
/// the drawing under its moves.
pub struct Ended {
    pub world: World,
    pub caught: bool,
    pub drawing: Vec<String>,
}

/// Replays the explanation `explained` of every game in `input`; returns how each ended.
pub fn replay(input: &str, explained: &str) -> Result<Vec<Ended>, String> {
    let games = read_games(input);
    let cases = split_cases(explained)?;
    if cases.len() != games.len() {
        return Err(format!(
            "{} cases explained, the input has {}",
            cases.len(),
            games.len()
        ));
    }
    let mut ends = Vec::new();
    for (number, (game, case)) in games.iter().zip(&cases).enumerate() {
        let (world, caught) =
            replay_game(game, case).map_err(|why| format!("case {}: {}", number + 1, why))?;
        ends.push(Ended {
            world,
            caught,
            drawing: case.drawing.iter().map(|line| line.to_string()).collect(),
        });
    }
    Ok(ends)
}

/// One case of the output: its report lines, then its explanation lines (indent removed),
/// then its drawing (from the legend on, as printed).
struct Explained<'a> {
    report: Vec<&'a str>,
    rounds: Vec<&'a str>,
    drawing: Vec<&'a str>,
}

/// Splits the output at its `Case k:` lines (one blank line between cases).
fn split_cases(explained: &str) -> Result<Vec<Explained<'_>>, String> {
    let mut cases: Vec<Explained> = Vec::new();
    let mut lines = explained.lines().peekable();
    while let Some(header) = lines.next() {
        if header != format!("Case {}:", cases.len() + 1) {
            return Err(format!(
                "{:?} where case {} begins",
                header,
                cases.len() + 1
            ));
        }
        let mut case = Explained {
            report: Vec::new(),
            rounds: Vec::new(),
            drawing: Vec::new(),
        };
        while let Some(&line) = lines.peek() {
            if line.starts_with("Case ") {
                break;
            }
            lines.next();
            if line.is_empty() {
                if !matches!(lines.peek(), Some(next) if next.starts_with("Case ")) {
                    return Err("a blank line not followed by the next case".into());
                }
            } else if line == LEGEND || !case.drawing.is_empty() {
                case.drawing.push(line);
            } else if let Some(round) = line.strip_prefix("  ") {
                case.rounds.push(round);
            } else if case.rounds.is_empty() {
                case.report.push(line);
            } else {
                return Err(format!("report line {:?} among the moves", line));
            }
        }
        cases.push(case);
    }
    Ok(cases)
}

/// Your move as a line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum YourMove {
    /// A walk (or a stay, when `to` is your cell): the debris pushed (from, to), and whether
    /// it crushes the robot there.
    Walk {
        to: Pos,
        push: Option<(Pos, Pos)>,
        crush: bool,
    },
    Teleport(Pos),
    /// No safe walk or stay and no teleport: you stay here.
    Trapped(Pos),
}

/// The debris as a line says it: its cells while few, else how many.
#[derive(Debug, PartialEq, Eq)]
enum Debris {
    Cells(Vec<Pos>),
    Count(usize),
}

/// One explanation line: your move, then the robots' move.
#[derive(Debug, PartialEq, Eq)]
struct Round {
    yours: YourMove,
    caught: bool,
    robots_left: usize,
    /// The robots' cells after the robots' move, in row-major order (as many as `robots_left`).
    robots: Vec<Pos>,
    none_to_move: bool,
    debris: Debris,
}

fn parse_cell(text: &str) -> Option<Pos> {
    let (r, c) = text.strip_prefix('(')?.strip_suffix(')')?.split_once(',')?;
    let cell = (r.parse().ok()?, c.parse().ok()?);
    if inside(cell) {
        Some(cell)
    } else {
        None
    }
}

/// "walk to (r,c)[, pushing debris from (r,c) to (r,c)[, crushing the robot there]]",
/// "stay at (r,c)", "teleport to (r,c)" or "no safe move, no teleport: stay at (r,c)";
/// `here` is your cell before the move.
fn parse_your_move(text: &str, here: Pos) -> Option<YourMove> {
    if let Some(cell) = text.strip_prefix("teleport to ") {
        return parse_cell(cell).map(YourMove::Teleport);
    }
    if let Some(cell) = text.strip_prefix("no safe move, no teleport: stay at ") {
        return parse_cell(cell).map(YourMove::Trapped);
    }
    if let Some(cell) = text.strip_prefix("stay at ") {
        let to = parse_cell(cell)?;
        return if to == here {
            Some(YourMove::Walk {
                to,
                push: None,
                crush: false,
            })
        } else {
            None
        };
    }
    let rest = text.strip_prefix("walk to ")?;
    let (to, rest) = match rest.split_once(", pushing debris from ") {
        Some((to, rest)) => (parse_cell(to)?, Some(rest)),
        None => (parse_cell(rest)?, None),
    };
    if to == here {
        return None;
    }
    let (push, crush) = match rest {
        None => (None, false),
        Some(rest) => {
            let (cells, crush) = match rest.strip_suffix(", crushing the robot there") {
                Some(cells) => (cells, true),
                None => (rest, false),
            };
            let (origin, pushed) = cells.split_once(" to ")?;
            (Some((parse_cell(origin)?, parse_cell(pushed)?)), crush)
        }
    };
    Some(YourMove::Walk { to, push, crush })
}

fn parse_debris(text: &str) -> Option<Debris> {
    if text == "none" {
        return Some(Debris::Cells(Vec::new()));
    }
    if let Some(count) = text.strip_suffix(" cells") {
        return count.parse().ok().map(Debris::Count);
    }
    let cells: Option<Vec<Pos>> = text.split(", ").map(parse_cell).collect();
    cells.map(Debris::Cells)
}

/// "N[ at (r,c), (r,c)...][ (none to move)]": the robots left, their cells (listed when there
/// are any, as many as N), and whether none was left to move.
fn parse_robots(text: &str) -> Option<(usize, Vec<Pos>, bool)> {
    let (text, none_to_move) = match text.strip_suffix(" (none to move)") {
        Some(text) => (text, true),
        None => (text, false),
    };
    let (count, cells) = match text.split_once(" at ") {
        Some((count, cells)) => (count, cells.split(", ").map(parse_cell).collect()),
        None => (text, Some(Vec::new())),
    };
    let (count, cells): (usize, Vec<Pos>) = (count.parse().ok()?, cells?);
    if cells.len() != count {
        return None;
    }
    Some((count, cells, none_to_move))
}

/// "MINE; [you are caught; ]robots left: ROBOTS; debris: DEBRIS".
fn parse_round(text: &str, here: Pos) -> Option<Round> {
    let mut parts: Vec<&str> = text.split("; ").collect();
    let yours = parse_your_move(parts.remove(0), here)?;
    let caught = parts.first() == Some(&"you are caught");
    if caught {
        parts.remove(0);
    }
    if parts.len() != 2 {
        return None;
    }
    let (robots_left, robots, none_to_move) =
        parse_robots(parts[0].strip_prefix("robots left: ")?)?;
    Some(Round {
        yours,
        caught,
        robots_left,
        robots,
        none_to_move,
        debris: parse_debris(parts[1].strip_prefix("debris: ")?)?,
    })
}

fn cell_text((r, c): Pos) -> String {
    format!("({},{})", r, c)
}

/// The statement's choice of your move in `world`, with the index of the teleport entry.
fn rules_choice(world: &World, teleports: &[Pos], used: &[bool]) -> (YourMove, Option<usize>) {
    if let Some((step, _)) = best_walk(world) {
        return (walk_as_said(world, step), None);
    }
    match first_teleport(world, teleports, used) {
        Some(i) => (YourMove::Teleport(teleports[i]), Some(i)),
        None => (YourMove::Trapped(world.me), None),
    }
}

/// How a legal walk by `step` reads: the debris on its target pushed one cell further.
fn walk_as_said(world: &World, (dr, dc): Pos) -> YourMove {
    let to = (world.me.0 + dr, world.me.1 + dc);
    let pushed = (to.0 + dr, to.1 + dc);
    let push = if world.debris.contains(&to) {
        Some((to, pushed))
    } else {
        None
    };
    let crush = push.is_some() && world.robots.contains(&pushed);
    YourMove::Walk { to, push, crush }
}

/// Why a said move is illegal in `world`, if it is. A walk by more than one cell, onto a
/// robot, or a push off the board or onto debris, or one said wrong, is illegal; so is a
/// teleport onto an occupied or unsafe cell, or to no unused entry.
fn illegal(world: &World, yours: YourMove, teleports: &[Pos], used: &[bool]) -> Option<String> {
    match yours {
        YourMove::Walk { to, .. } => {
            let step = (to.0 - world.me.0, to.1 - world.me.1);
            if step.0.abs() > 1 || step.1.abs() > 1 {
                return Some("a walk of more than one cell".into());
            }
            if world.robots.contains(&to) {
                return Some("a walk onto a robot".into());
            }
            if after_walk(world, step).is_none() {
                return Some("a push off the board or onto debris".into());
            }
            if yours != walk_as_said(world, step) {
                return Some("the push or the crush is not what the walk does".into());
            }
            None
        }
        YourMove::Teleport(cell) => {
            if world.robots.contains(&cell) || world.debris.contains(&cell) {
                return Some("a teleport onto a robot or debris".into());
            }
            let there = World {
                me: cell,
                ..world.clone()
            };
            if robots_step(&there).1 {
                return Some("a teleport next to a robot".into());
            }
            let unused = (0..teleports.len()).any(|i| teleports[i] == cell && !used[i]);
            if !unused {
                return Some("a teleport to no unused entry".into());
            }
            None
        }
        YourMove::Trapped(cell) if cell != world.me => Some("a trapped stay elsewhere".into()),
        YourMove::Trapped(_) => None,
    }
}

/// How the debris reads: the cells in row-major order while few, else how many.
fn debris_as_said(debris: &[Pos]) -> Debris {
    if debris.len() <= LISTED_DEBRIS {
        let mut cells = debris.to_vec();
        cells.sort_unstable();
        Debris::Cells(cells)
    } else {
        Debris::Count(debris.len())
    }
}

/// Replays one game; after its last move, the report must say how it ended. Returns the world
/// after that move, and whether you were caught.
fn replay_game(
    Game { robots, teleports }: &Game,
    case: &Explained,
) -> Result<(World, bool), String> {
    let mut world = World::new(robots);
    let mut used = vec![false; teleports.len()];
    let mut report = Vec::new();
    let mut caught = false;
    for (index, line) in case.rounds.iter().enumerate() {
        let number = index + 1;
        let fail = |why: String| Err(format!("move {}: {}: {:?}", number, why, line));
        if caught || world.robots.is_empty() {
            return fail("the game is already over".into());
        }
        let said = match line
            .strip_prefix(&format!("move {}: ", number))
            .and_then(|text| parse_round(text, world.me))
        {
            Some(said) => said,
            None => return fail("unreadable".into()),
        };
        if let Some(why) = illegal(&world, said.yours, teleports, &used) {
            return fail(format!("illegal, {}", why));
        }
        let (chosen, entry) = rules_choice(&world, teleports, &used);
        if said.yours != chosen {
            return fail(format!("the rules choose {:?}", chosen));
        }
        match chosen {
            YourMove::Walk { to, .. } => {
                let step = (to.0 - world.me.0, to.1 - world.me.1);
                world = after_walk(&world, step).ok_or("a legal walk refused")?;
            }
            YourMove::Teleport(cell) => {
                used[entry.ok_or("a teleport without its entry")?] = true;
                report.push(format!("Move {}: teleport to {}", number, cell_text(cell)));
                world.me = cell;
            }
            YourMove::Trapped(_) => {}
        }
        let none_to_move = world.robots.is_empty();
        if !none_to_move {
            let (after, reached) = robots_step(&world);
            world = after;
            caught = reached;
        }
        let mut robots = world.robots.clone();
        robots.sort_unstable();
        let happened = Round {
            yours: chosen,
            caught,
            robots_left: world.robots.len(),
            robots,
            none_to_move,
            debris: debris_as_said(&world.debris),
        };
        if said != happened {
            return fail(format!("after the robots' move, {:?}", happened));
        }
    }
    if !caught && !world.robots.is_empty() {
        return Err(format!(
            "the moves stop after {} with the game going on",
            case.rounds.len()
        ));
    }
    let verdict = if caught { "Lost" } else { "Won" };
    report.push(format!(
        "{} game after making {} moves.",
        verdict,
        case.rounds.len()
    ));
    report.push(format!("Final position: {}", cell_text(world.me)));
    report.push(format!(
        "Number of cells with debris: {}",
        world.debris.len()
    ));
    if caught {
        report.push(format!(
            "Number of robots remaining: {}",
            world.robots.len()
        ));
    }
    if case.report != report {
        return Err(format!(
            "the report says {:?}, the replay {:?}",
            case.report, report
        ));
    }
    Ok((world, caught))
}
