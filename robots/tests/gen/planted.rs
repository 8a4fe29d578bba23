//! Planted robots games: each one sets, by construction, the trap of one known wrong approach
//! in its first two moves, where no guesswork about your walks is needed.
//!
//! Most start *flanked*: two robots on either side of (15,15) make every walk and the stay
//! unsafe on move 1 (each of your 9 cells is next to one of them), so you teleport to the first
//! usable entry, a *landing* whose surroundings were laid out so that the robots' move 1
//! (each one steps straight at the landing: known without playing) leaves debris and robots
//! just where the trap needs them. The geometry of each is worked out in its comment; only
//! the side, the orientation and the distances are random, and (but in tiny games, or where
//! a trap needs its list to end) more random teleports come after the planted ones.

use super::{Game, Pos, SIDE, YOU};
use tools::problem::Rng;

/// A trap: the game it plants, whether it fits a tiny game (at most 3 robots and 3
/// teleports), and whether random teleports may follow its own.
struct Trap {
    plant: fn(&mut Rng) -> Game,
    tiny: bool,
    padded: bool,
}

const TRAPS: [Trap; 9] = [
    Trap {
        plant: north_west_teleport,
        tiny: true,
        padded: true,
    },
    Trap {
        plant: win_on_teleport,
        tiny: true,
        padded: true,
    },
    Trap {
        plant: skipped_entry_reused,
        tiny: true,
        padded: true,
    },
    Trap {
        plant: push_crushes_last,
        tiny: true,
        padded: true,
    },
    Trap {
        plant: fewest_before_farthest,
        tiny: true,
        padded: true,
    },
    Trap {
        plant: surrounded,
        tiny: true,
        padded: false,
    },
    Trap {
        plant: chain_push,
        tiny: false,
        padded: true,
    },
    Trap {
        plant: illegal_push_as_stay,
        tiny: false,
        padded: true,
    },
    Trap {
        plant: debris_on_edge,
        tiny: false,
        padded: true,
    },
];

/// A planted game, each trap as likely as the others; `tiny` picks among those that fit.
pub fn planted_game(rng: &mut Rng, tiny: bool) -> Game {
    let traps: Vec<&Trap> = TRAPS.iter().filter(|trap| trap.tiny || !tiny).collect();
    let trap = *rng.pick(&traps);
    let mut game = (trap.plant)(rng);
    if trap.padded && !tiny {
        pad_teleports(rng, &mut game.teleports);
    }
    game
}

fn add((r, c): Pos, (dr, dc): Pos) -> Pos {
    (r + dr, c + dc)
}

fn times(k: i32, (dr, dc): Pos) -> Pos {
    (k * dr, k * dc)
}

/// Whether a robot on `robot` would step onto `cell` (Chebyshev distance at most 1).
fn next_to(robot: Pos, cell: Pos) -> bool {
    (robot.0 - cell.0).abs() <= 1 && (robot.1 - cell.1).abs() <= 1
}

/// Where a robot on `robot` steps when you stand on `you`.
fn landing(robot: Pos, you: Pos) -> Pos {
    add(
        robot,
        ((you.0 - robot.0).signum(), (you.1 - robot.1).signum()),
    )
}

/// The two robots flanking you: on YOU - w and YOU + w, w a unit step along a row or a
/// column. Landing on YOU + k·v (v ⟂ w, k >= 2), both step onto YOU + v and collide there.
fn flank(w: Pos) -> Vec<Pos> {
    vec![add(YOU, times(-1, w)), add(YOU, w)]
}

/// A random flank side w and a unit v across it.
fn flank_sides(rng: &mut Rng) -> (Pos, Pos) {
    let w = *rng.pick(&[(0, 1), (1, 0)]);
    let v = times(*rng.pick(&[-1, 1]), (w.1, w.0));
    (w, v)
}

/// Random teleports after the planted ones, up to 20 in all: they only come into play once
/// the trap has been played.
fn pad_teleports(rng: &mut Rng, teleports: &mut Vec<Pos>) {
    let total = rng.range(teleports.len() as i64, 20) as usize;
    while teleports.len() < total {
        teleports.push((
            rng.range(1, SIDE as i64) as i32,
            rng.range(1, SIDE as i64) as i32,
        ));
    }
}

/// (wrong-teleport-nw) Flanked, with first a teleport whose only robot neighbour is on its
/// north-west, so it is unsafe: the robot steps onto it. Such a cell is always beside one of
/// the flank (the south-east one of the flank's south or east robot).
fn north_west_teleport(rng: &mut Rng) -> Game {
    let (w, _) = flank_sides(rng);
    let robots = flank(w);
    let traps: Vec<Pos> = robots
        .iter()
        .map(|&robot| add(robot, (1, 1)))
        .filter(|&cell| {
            let near: Vec<&Pos> = robots.iter().filter(|&&r| next_to(r, cell)).collect();
            near == [&(cell.0 - 1, cell.1 - 1)]
        })
        .collect();
    let mut teleports = vec![*rng.pick(&traps)];
    if rng.chance(50) {
        // a safe landing after it, far from the flank
        teleports.push((rng.range(1, 10) as i32, rng.range(1, SIDE as i64) as i32));
    }
    Game { robots, teleports }
}

/// (wrong-teleport-win-missed) Flanked, landing on YOU + k·v: both robots step onto YOU + v,
/// collide, and none is left: a win on the teleport move 1.
fn win_on_teleport(rng: &mut Rng) -> Game {
    let (w, v) = flank_sides(rng);
    let robots = flank(w);
    let k = rng.range(2, 14) as i32;
    Game {
        teleports: vec![add(YOU, times(k, v))],
        robots,
    }
}

/// (wrong-skipped-teleports-used) Flanked, the list is [U, corner]: U is next to a flank robot
/// on move 1 (skipped), the corner is safe (its only near robot, two cells in diagonally, is
/// one step too far). That robot steps next to the corner, and there every walk is unsafe on
/// move 2: the teleport goes to U, which the flank left when it stepped towards the corner.
fn skipped_entry_reused(rng: &mut Rng) -> Game {
    let (w, _) = flank_sides(rng);
    let mut robots = flank(w);
    let corner = (*rng.pick(&[1, SIDE]), *rng.pick(&[1, SIDE]));
    let inward = (-(corner.0 - 16).signum(), -(corner.1 - 16).signum());
    robots.push(add(corner, times(2, inward)));
    let after: Vec<Pos> = robots.iter().map(|&r| landing(r, corner)).collect();
    let reusable: Vec<Pos> = (13..=17)
        .flat_map(|r| (13..=17).map(move |c| (r, c)))
        .filter(|&cell| robots.iter().any(|&r| next_to(r, cell)))
        .filter(|&cell| !after.iter().any(|&r| next_to(r, cell)))
        .collect();
    Game {
        robots,
        teleports: vec![*rng.pick(&reusable), corner],
    }
}

/// (wrong-crushed-*) Flanked across v ∈ {south, east}, the crushed robot on YOU - v, landing
/// on YOU + 2v: the flank collides on YOU + v, right behind you, and the third robot steps
/// onto YOU. On move 2 the push back crushes it, the last one: a win on YOU + v, which ranks
/// before the stay (that robot would step onto the debris: a win too) in row, column order.
fn push_crushes_last(rng: &mut Rng) -> Game {
    let v = *rng.pick(&[(1, 0), (0, 1)]);
    let mut robots = flank((v.1, v.0));
    robots.push(add(YOU, times(-1, v)));
    Game {
        robots,
        teleports: vec![add(YOU, times(2, v))],
    }
}

/// (wrong-nearest-before-count) Flanked across v, landing on T = YOU + k·v + 2w (k >= 8):
/// the flank steps to YOU + v and YOU + v + 2w, and a third robot from T - 4w to T - 3w. On
/// move 2 a walk to the -w side of T (to the column or row of YOU + w) makes the flank
/// collide, leaving only the third robot, 1 away; the +w side leaves all three, the third 3
/// away. Fewest robots first goes to the -w side, farthest first to the +w side.
fn fewest_before_farthest(rng: &mut Rng) -> Game {
    let (w, v) = flank_sides(rng);
    let w = times(*rng.pick(&[-1, 1]), w);
    let mut robots = flank(w);
    let landing = add(add(YOU, times(rng.range(8, 14) as i32, v)), times(2, w));
    robots.push(add(landing, times(-4, w)));
    Game {
        robots,
        teleports: vec![landing],
    }
}

/// (wrong-collided-robots-remain, wrong-losing-move-uncounted) Flanked, maybe with more robots
/// next to you, and every teleport on a robot or next to one: you stay, lose on move 1, and
/// the robots next to you collide on your cell.
fn surrounded(rng: &mut Rng) -> Game {
    let (w, _) = flank_sides(rng);
    let mut robots = flank(w);
    for _ in 0..rng.below(2) {
        let cell = add(YOU, (rng.range(-1, 1) as i32, rng.range(-1, 1) as i32));
        if cell != YOU && !robots.contains(&cell) {
            robots.push(cell);
        }
    }
    let teleports = (0..rng.below(4))
        .map(|_| {
            add(
                *rng.pick(&robots),
                (rng.range(-1, 1) as i32, rng.range(-1, 1) as i32),
            )
        })
        .collect();
    Game { robots, teleports }
}

/// A border cell and two units: `inward` off the border, `along` it. `margin` keeps the
/// trap's cells along the border on the board.
struct Frame {
    origin: Pos,
    inward: Pos,
    along: Pos,
}

impl Frame {
    /// On a random one of `inwards` (top (1,0), bottom (-1,0), left (0,1), right (0,-1)).
    fn on_border(rng: &mut Rng, inwards: &[Pos], margin: i32) -> Frame {
        let inward = *rng.pick(inwards);
        let at = rng.range((1 + margin) as i64, (SIDE - margin) as i64) as i32;
        let edge = if inward.0 + inward.1 > 0 { 1 } else { SIDE };
        let origin = if inward.0 != 0 {
            (edge, at)
        } else {
            (at, edge)
        };
        let along = times(*rng.pick(&[-1, 1]), (inward.1, inward.0));
        Frame {
            origin,
            inward,
            along,
        }
    }

    /// `a` cells in from the border, `b` along it.
    fn at(&self, a: i32, b: i32) -> Pos {
        add(
            add(self.origin, times(a, self.inward)),
            times(b, self.along),
        )
    }

    /// Flanked, then landing on the origin, with `robots` (in frame cells) near it.
    fn game(&self, rng: &mut Rng, robots: &[Pos]) -> Game {
        let (w, _) = flank_sides(rng);
        let mut all = flank(w);
        all.extend(robots.iter().map(|&(a, b)| self.at(a, b)));
        Game {
            robots: all,
            teleports: vec![self.origin],
        }
    }
}

/// (wrong-chain-push, wrong-push-into-debris) Landing on the border, in frame cells (0,0):
/// the pairs on (0,2),(1,2) and (0,3),(1,3) collide on (0,1) and (0,2); the robots on (2,-2)
/// and (3,3) step to (1,-1) and (2,2). On move 2 every walk is unsafe but the one onto (0,1),
/// a push into the debris on (0,2): illegal, so you are caught (or teleport). Pushing the
/// line on, or merging the two, walks to (0,1), which is safe.
fn chain_push(rng: &mut Rng) -> Game {
    let frame = Frame::on_border(rng, &[(1, 0), (-1, 0), (0, 1), (0, -1)], 3);
    frame.game(rng, &[(0, 2), (1, 2), (0, 3), (1, 3), (2, -2), (3, 3)])
}

/// (wrong-illegal-push-stays) Landing on the bottom row, in frame cells (0,0): the pairs on
/// (2,±1) and (3,±1) collide on (1,0) and (2,0), so the push north is illegal; one robot
/// straight north, 6 to 11 rows up, is the nearest (closer, it soon steps onto that debris
/// whichever way you went, and the games meet again). On move 2 the stay and the walks west
/// and east keep it farthest: the walk west wins on column. An illegal push north taking the
/// stay's rank would sort first (row 30) and keep you in place.
fn illegal_push_as_stay(rng: &mut Rng) -> Game {
    let frame = Frame::on_border(rng, &[(-1, 0)], 1);
    let chaser = rng.range(6, 11) as i32;
    frame.game(rng, &[(2, -1), (2, 1), (3, -1), (3, 1), (chaser, 0)])
}

/// (wrong-edge-debris-uncounted) Landing on row 31 or column 31, in frame cells (0,0): the
/// pair on (0,2) and (1,2) collides on (0,1), on that edge, where the debris stays (it can
/// only be pushed along the edge), so the final count includes it.
fn debris_on_edge(rng: &mut Rng) -> Game {
    let frame = Frame::on_border(rng, &[(-1, 0), (0, -1)], 2);
    frame.game(rng, &[(0, 2), (1, 2)])
}
