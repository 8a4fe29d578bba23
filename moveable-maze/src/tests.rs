//! Unit tests of the solver's pieces: rotations, the packed states, the lock sets, the label
//! lists and queue, loop cutting, and the relaxation on the README's trap and a ring.

use super::explain::{schedule, turning};
use super::*;

const N: u8 = 0b0001;
const E: u8 = 0b0010;
const S: u8 = 0b0100;
const W: u8 = 0b1000;

fn board(text: &str) -> Board {
    parse_case(&mut Scanner::new(text.as_bytes().to_vec()))
        .expect("valid")
        .expect("a case")
}

/// The walk model's answer and one best walk (squares, start first), for the integration
/// tests (tests/gen/boards.rs, tests/stress.rs).
pub fn walk_model(maze: &Maze) -> Option<(u32, Vec<usize>)> {
    let walk = maze.walk_model_walk()?;
    let squares = std::iter::once(maze.board.start)
        .chain(walk.squares(&maze.moves))
        .collect();
    Some((walk.turns, squares))
}

/// The board of `text` with its moves.
fn maze(text: &str) -> Maze {
    Maze::new(board(text))
}

/// The move from `square` entered at `entry` to `next` entered at `next_entry`.
fn step(moves: &Moves, square: usize, entry: u8, next: usize, next_entry: u8) -> usize {
    moves
        .range(State::new(square, entry))
        .find(|&i| moves.steps[i].next == next && moves.steps[i].entry == next_entry)
        .expect("a move")
}

/// The README's trap: the walk model says 6, the literal optimum is 7.
/// Each loop as its square and the squares it passed.
fn looped(loops: &[Loop]) -> Vec<(usize, Vec<usize>)> {
    loops
        .iter()
        .map(|one| (one.square, one.between.clone()))
        .collect()
}

const TRAP: &str = "2 4\n2 1 1 4\nx S x N\nE NE NE W\n";

/// A ring through (2,2): the walk model enters (2,2) turned, goes round the ring of `NESW`
/// squares and re-enters it as if turned back. Banning step-backs does not stop that; the
/// lock on (2,2) does.
const RING: &str = "3 8\n2 1 3 8\nx NESW NESW x x x x x\nESW NS NESW x x x x x\nx N EW S E W E N\n";

#[test]
fn rotated_turns_lines_clockwise() {
    assert_eq!(rotated(N, 1), E);
    assert_eq!(rotated(W, 1), N);
    assert_eq!(rotated(N | E, 3), W | N);
    assert_eq!(rotated(N | S, 2), N | S);
    for lines in 1..16 {
        assert_eq!(rotated(lines, 0), lines);
        assert_eq!(rotated(rotated(lines, 1), 3), lines);
        assert_eq!(rotated(rotated(lines, 2), 2), lines);
    }
}

#[test]
fn cyc_and_turning_go_the_short_way() {
    assert_eq!((cyc(0, 2), cyc(1, 3), cyc(3, 0), cyc(0, 3)), (2, 2, 1, 1));
    for x in 0..4 {
        for y in 0..4 {
            assert_eq!(cyc(x, y), cyc(y, x));
            let (count, clockwise) = turning(x, y);
            let quarter = if clockwise { 1 } else { 3 };
            assert_eq!((x as u32 + count * quarter) % 4, y as u32);
        }
    }
    assert_eq!(turning(0, 3), (1, false));
    assert_eq!(turning(3, 0), (1, true));
    assert_eq!(turning(1, 3), (2, true));
}

#[test]
fn a_square_is_left_turned_only_when_it_must_be() {
    let b = board("2 1\n2 1 1 1\nNE\nNS\n");
    // NS shown as EW (offset 1) and left north: offsets 0 and 2 are as near, both NS
    assert_eq!(leave(b.lines[1], 1, Dir::North), Some((0, 1)));
    // NE shown as SW (offset 2) and left east: ES (offset 1) is nearer than NE
    assert_eq!(leave(b.lines[0], 2, Dir::East), Some((1, 1)));
    let moves = Moves::new(&b);
    let out = |at| moves.steps[moves.range(at)][0];
    assert!(!out(State::new(1, 1)).leaves_turned);
    assert!(out(State::new(0, 0)).leaves_turned);
}

#[test]
fn loops_are_cut_where_the_walk_comes_back() {
    // a 2x2 ring walked once round and on: 0 -> 1 -> 3 -> 2 -> 0 -> 1 -> 3
    let m = maze("2 2\n1 1 2 2\nNESW NESW\nNESW NESW\n");
    let moves = &m.moves;
    let squares = [0, 1, 3, 2, 0, 1, 3];
    let walk = Walk {
        turns: 6,
        steps: squares
            .windows(2)
            .map(|pair| step(moves, pair[0], 0, pair[1], 0))
            .collect(),
    };
    assert_eq!(walk.erased(&m), vec![0, 1, 3]);
    assert!(walk.turned_loops(&m).is_empty());
}

#[test]
fn banning_step_backs_fixes_the_trap() {
    let m = maze(TRAP);
    let walk = m.walk_model_walk().expect("a walk");
    assert_eq!(walk.turns, 6);
    let loops = walk.turned_loops(&m);
    assert_eq!(looped(&loops), vec![(5, vec![1])]);
    let best = Relaxation::new(&m, u32::MAX, Memory::Everywhere)
        .best_walk_below(u32::MAX)
        .0
        .expect("a walk");
    assert_eq!((best.walk.turns, best.loops.len()), (7, 0));
}

#[test]
fn locks_fix_the_ring() {
    let m = maze(RING);
    assert_eq!(m.walk_model_walk().expect("a walk").turns, 16);
    let mut relaxation = Relaxation::new(&m, u32::MAX, Memory::Everywhere);
    let free = relaxation.best_walk_below(u32::MAX).0.expect("a walk");
    assert_eq!((free.walk.turns, free.loops.len()), (16, 1));
    assert_eq!(free.loops[0].square, 9);
    relaxation.track(&free.loops);
    let locked = relaxation.best_walk_below(u32::MAX).0.expect("a walk");
    assert_eq!((locked.walk.turns, locked.loops.len()), (17, 0));
    let answer = m.solve(Memory::Everywhere).expect("reachable");
    assert_eq!(
        (answer.literal(), answer.walk_model, answer.rounds),
        (17, 16, 1)
    );
}

#[test]
fn a_label_with_more_locks_does_not_dominate() {
    assert!(Locks([0b01, 0]).subset(&Locks([0b11, 0])));
    assert!(!Locks([0b11, 0]).subset(&Locks([0b01, 0])));
    assert!(!Locks([0, 1]).subset(&Locks([u64::MAX, 0])));
    let (early, late) = (Clock { t: 3, spent: 2 }, Clock { t: 4, spent: 2 });
    assert!(early.dominates(late) && !late.dominates(early));
    assert!(!early.dominates(Clock { t: 4, spent: 1 }));
}

/// A broken invariant is a bug, never bad input: `best_play` handed squares that no move
/// joins panics (a judge run prints "moveable-maze: internal error: ..." on one line), where
/// an unreachable target is an error on its case's line. A stress test thus fails on it
/// instead of taking it for a rejected input (tests/cases.rs holds the other side).
#[test]
#[should_panic(expected = "bug: a path best_play cannot walk")]
fn a_path_that_cannot_be_played_is_a_bug_not_bad_input() {
    let m = maze(TRAP);
    best_play(&m, &[m.board.start, m.board.target]);
}

#[test]
fn every_turn_of_a_plan_rotates_or_steps() {
    for text in [TRAP, RING] {
        let m = maze(text);
        let answer = m.solve(Memory::Everywhere).expect("reachable");
        assert_eq!(answer.literal(), answer.bound);
        let turns = schedule(&m, &answer.play);
        assert_eq!(turns.len() as u32, answer.literal());
        assert!(turns
            .iter()
            .all(|t| t.rotation.is_some() || t.step_to.is_some()));
        assert_eq!(turns.last().and_then(|t| t.step_to), Some(m.board.target));
    }
}

#[test]
fn states_unpack_to_what_they_were_packed_from() {
    let squares = 400;
    let mut seen = vec![false; Sided::count(squares)];
    for square in 0..squares {
        for entry in 0..4 {
            let state = State::new(square, entry);
            assert_eq!((state.square(), state.entry()), (square, entry));
            assert!(state.index() < State::count(squares));
            let backs = Dir::ALL.iter().map(|&dir| Some(dir)).chain([None]);
            for back in backs {
                let sided = Sided::new(state, back);
                assert_eq!((sided.state(), sided.back()), (state, back));
                for dir in Dir::ALL {
                    assert_eq!(sided.steps_back(dir), back == Some(dir));
                }
                assert!(!seen[sided.index()], "{:?} packed twice", (state, back));
                seen[sided.index()] = true;
            }
            let all: Vec<usize> = Sided::all_of(state).map(Sided::index).collect();
            let first = Sided::new(state, Some(Dir::North)).index();
            assert_eq!(all, (first..first + Sided::SIDES).collect::<Vec<_>>());
        }
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn every_move_leaves_its_state_as_priced() {
    let m = maze(TRAP);
    let (b, moves) = (&m.board, &m.moves);
    for square in 0..b.lines.len() {
        for entry in 0..4 {
            for step in &moves.steps[moves.range(State::new(square, entry))] {
                assert_eq!(b.neighbour(square, step.dir), Some(step.next));
                let leave = m.left_at(square, entry, step.dir);
                assert_ne!(rotated(b.lines[square], leave) & step.dir.bit(), 0);
                let back = step.dir.opposite().bit();
                assert_ne!(rotated(b.lines[step.next], step.entry) & back, 0);
                assert_eq!(step.on_square, cyc(entry, leave));
                assert_eq!(step.pre, cyc(step.entry, 0));
                assert_eq!(step.lands_sided().back(), Some(step.dir.opposite()));
            }
        }
    }
}

#[test]
fn lock_bits_go_to_word_n_over_64() {
    for n in 0..192 {
        let set = Locks::<3>::NONE.with(n);
        let mut expected = [0u64; 3];
        expected[n / 64] = 1 << (n % 64);
        assert_eq!(set, Locks(expected), "bit {}", n);
        assert!((0..192).all(|m| set.has(m) == (m == n)));
    }
    // a bit for every square of the largest board
    assert!(64 * MOST_WORDS >= (MAX_SIDE * MAX_SIDE) as usize);
}

#[test]
fn locks_list_their_members_and_drop_one() {
    let locks = Locks([0b1011, 1 << 63]);
    assert_eq!(locks.members().collect::<Vec<_>>(), vec![0, 1, 3, 127]);
    assert_eq!(locks.without(1).without(127), Locks([0b1001, 0]));
    assert_eq!(locks.without(2), locks);
    assert_eq!(Locks::<2>::NONE.members().count(), 0);
}

/// The walk model's loop on the trap: out of (2,2) turned, up to (1,2) and back.
fn trap_loop() -> Loop {
    Loop {
        square: 5,
        between: vec![1],
    }
}

/// The trap's relaxation with (2,2) tracked from that loop, memory near.
fn trap_looped_once(m: &Maze) -> Relaxation<'_> {
    let mut relaxation = Relaxation::new(m, u32::MAX, Memory::Near);
    relaxation.track(&[trap_loop()]);
    relaxation
}

#[test]
fn a_lock_is_kept_while_going_back_could_pay() {
    // the trap: once (2,2) is left turned, going back into it from (2,3) at turn 3 could
    // still arrive by turn 7, but not by turn 5
    let m = maze(TRAP);
    let relaxation = trap_looped_once(&m);
    let clock = Clock { t: 3, spent: 2 };
    assert!(relaxation.through(0, 6, clock, 8));
    assert!(!relaxation.through(0, 6, clock, 5));
}

#[test]
fn a_loop_is_remembered_twice_as_far_as_its_widest_loop_went() {
    // the trap's loop back into (2,2) went one square away, to (1,2): squares up to two
    // away from (2,2) keep its lock, (1,4) three away does not
    let m = maze(TRAP);
    let mut relaxation = trap_looped_once(&m);
    let remembers = |r: &Relaxation, square: usize| r.remembers(square, 0);
    assert!(remembers(&relaxation, 1) && remembers(&relaxation, 7));
    assert!(!remembers(&relaxation, 3));
    // memory everywhere: every square remembers it, near again once the lock sets crowd
    relaxation.memory = Memory::Everywhere;
    assert!((0..8).all(|square| remembers(&relaxation, square)));
    relaxation.memory = Memory::Near;
    assert!(!remembers(&relaxation, 3));
    // the same loop again, which its lock bars, widens nothing (`refine` calls that a bug)
    let before = relaxation.memory_size();
    relaxation.track(&[trap_loop()]);
    assert_eq!(relaxation.memory_size(), before);
    assert!(!remembers(&relaxation, 3));
    // a loop out to (1,4), three away, as if (2,3), (2,4) and (1,4) joined: six away now
    let wider = Loop {
        square: 5,
        between: vec![6, 7, 3],
    };
    relaxation.track(&[wider]);
    assert!(relaxation.memory_size() > before);
    assert!((0..8).all(|square| remembers(&relaxation, square)));
}

#[test]
fn a_cycle_back_into_a_square_tracks_its_neighbours_while_memory_is_everywhere() {
    // a loop back into (2,2) round a cycle (through (2,3) and (1,3), as if those joined):
    // its neighbours (1,2), (2,1) and (2,3) join S with it; straight back, or with memory
    // near, only (2,2) does
    let m = maze(TRAP);
    let cycle = Loop {
        square: 5,
        between: vec![6, 2],
    };
    let tracked = |memory: Memory, one: &Loop| {
        let mut relaxation = Relaxation::new(&m, u32::MAX, memory);
        relaxation.track(std::slice::from_ref(one));
        let squares: Vec<usize> = (0..8).filter(|&v| relaxation.bit[v].is_some()).collect();
        squares
    };
    assert_eq!(tracked(Memory::Everywhere, &cycle), vec![1, 4, 5, 6]);
    assert_eq!(tracked(Memory::Near, &cycle), vec![5]);
    assert_eq!(tracked(Memory::Everywhere, &trap_loop()), vec![5]);
}

#[test]
fn ahead_counts_turns_the_same_way_and_a_fourth_closes_a_2x2_block() {
    // moves prepended one by one, last first: east, south, west, north goes round a block
    let (n, e, s, w) = (Dir::North, Dir::East, Dir::South, Dir::West);
    let walk = |dirs: &[Dir]| {
        let mut ahead = Some(Ahead::TARGET);
        for &dir in dirs.iter().rev() {
            ahead = ahead.and_then(|a| a.after(dir));
        }
        ahead.map(|a| a.0)
    };
    assert_eq!(walk(&[n]), Some(0));
    assert_eq!(walk(&[w, n]), Some(3 * 5 + 1));
    assert_eq!(walk(&[s, w, n]), Some(2 * 5 + 2));
    assert_eq!(walk(&[e, s, w, n]), None);
    assert_eq!(walk(&[w, s, e, n]), None);
    // a turn the other way, or straight on, starts the count again
    assert_eq!(walk(&[e, s, w, s]), Some(5 + 2));
    assert_eq!(walk(&[e, e, s, w, n]), None);
    assert_eq!(walk(&[s, s, w, n]), Some(2 * 5));
    let looser = |a: u8| Ahead(a).looser().map(|a| a.0).collect::<Vec<_>>();
    assert_eq!((looser(2 * 5), looser(2 * 5 + 3)), (vec![], vec![10]));
    assert_eq!(
        (looser(2 * 5 + 2), looser(5 + 4)),
        (vec![10, 11], vec![5, 8])
    );
}

#[test]
fn lists_keep_their_ids_newest_first() {
    let mut lists = Lists::new(3);
    for (list, id) in [(0, 0), (2, 1), (0, 2), (0, 3), (2, 4)] {
        lists.push(list, id);
    }
    let ids = |lists: &mut Lists, list| {
        let mut ids = Vec::new();
        lists.sweep(list, |id| {
            ids.push(id);
            Some(true)
        });
        ids
    };
    assert_eq!(
        (ids(&mut lists, 0), ids(&mut lists, 1)),
        (vec![3, 2, 0], vec![])
    );
    assert_eq!(ids(&mut lists, 2), vec![4, 1]);
    let mut seen = Vec::new();
    lists.sweep(0, |id| {
        seen.push(id);
        Some(id == 2)
    });
    assert_eq!((seen, ids(&mut lists, 0)), (vec![3, 2, 0], vec![2]));
    lists.sweep(2, |id| Some(id != 1));
    assert_eq!(ids(&mut lists, 2), vec![4]);
    lists.push(0, 5);
    lists.sweep(0, |id| (id == 5).then_some(false));
    assert_eq!(
        ids(&mut lists, 0),
        vec![2],
        "stops at the first None, dropping only before it"
    );
    lists.sweep(0, |_| Some(false));
    assert!(ids(&mut lists, 0).is_empty());
    lists.push(0, 3);
    assert_eq!(ids(&mut lists, 0), vec![3]);
}

#[test]
fn the_queue_pops_by_key_then_turn_then_newest_and_the_last_key_from_both_ends() {
    let mut queue = Queue::new(3, 10);
    for (key, t, id) in [(5, 2, 0), (3, 4, 1), (3, 1, 2), (5, 0, 3), (3, 1, 4)] {
        queue.push(key, t, id);
    }
    assert_eq!(queue.pop(), Some((3, 4)));
    assert_eq!(queue.pop(), Some((3, 2)));
    // pushed at the key being popped, earlier than the rest
    queue.push(3, 0, 5);
    queue.push(4, 9, 6);
    let rest: Vec<_> = std::iter::from_fn(|| queue.pop()).collect();
    assert_eq!(rest, vec![(3, 5), (3, 1), (4, 6), (5, 3), (5, 0)]);
    // the last key below the limit (9) pops latest and earliest turns in turn, each id twice
    for (key, t, id) in [(9, 2, 7), (9, 8, 8), (8, 8, 9), (9, 5, 10)] {
        queue.push(key, t, id);
    }
    let rest: Vec<_> = std::iter::from_fn(|| queue.pop()).collect();
    let alternating = vec![(9, 8), (9, 7), (9, 10), (9, 10), (9, 7), (9, 8)];
    assert_eq!(rest, [vec![(8, 9)], alternating].concat());
}

#[test]
fn buckets_pop_the_least_key_newest_first() {
    let mut buckets = Buckets::new();
    for (key, item) in [(2, 'a'), (0, 'b'), (2, 'c'), (5, 'd')] {
        buckets.push(key, item);
    }
    assert_eq!(buckets.pop(), Some((0, 'b')));
    assert_eq!(buckets.pop(), Some((2, 'c')));
    // a key below the one being popped comes first
    buckets.push(1, 'e');
    let rest: Vec<_> = std::iter::from_fn(|| buckets.pop()).collect();
    assert_eq!(rest, vec![(1, 'e'), (2, 'a'), (5, 'd')]);
}

/// The walk model without step-backs by brute force: every clock no other beats at every
/// sided state, relaxed until nothing changes; the least arrival at the target.
fn no_step_back_optimum(m: &Maze) -> u32 {
    let Maze { board: b, moves } = m;
    let mut clocks: Vec<Vec<Clock>> = vec![Vec::new(); Sided::count(b.lines.len())];
    let root = Sided::new(State::new(b.start, 0), None);
    clocks[root.index()].push(Clock::START);
    let mut changed = true;
    while changed {
        changed = false;
        for u in State::all(b.lines.len()).flat_map(Sided::all_of) {
            for clock in clocks[u.index()].clone() {
                for index in moves_on(moves, u) {
                    let step = &moves.steps[index];
                    let (v, next) = (step.lands_sided().index(), clock.after(step));
                    if clocks[v].iter().all(|c| !c.dominates(next)) {
                        clocks[v].retain(|c| !next.dominates(*c));
                        clocks[v].push(next);
                        changed = true;
                    }
                }
            }
        }
    }
    let at_target = (0..4).flat_map(|e| Sided::all_of(State::new(b.target, e)));
    at_target
        .flat_map(|v| clocks[v.index()].iter().map(|c| c.t))
        .min()
        .unwrap_or(u32::MAX)
}

#[test]
fn the_fronts_price_the_walk_model_without_step_backs_below_their_limit() {
    let mut seed = 12345u64;
    let mut draw = |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    for _ in 0..300 {
        let (rows, cols) = (2 + draw(3) as usize, 2 + draw(3) as usize);
        let lines = (0..rows * cols).map(|_| draw(16) as u8).collect();
        let (start, target) = (draw((rows * cols) as u64), draw((rows * cols) as u64));
        let b = Board {
            rows,
            cols,
            lines,
            start: start as usize,
            target: target as usize,
        };
        if b.lines[b.start] == 0 || b.start == b.target {
            continue;
        }
        let root = Sided::new(State::new(b.start, 0), None);
        let m = Maze::new(b);
        let exact = no_step_back_optimum(&m);
        let fronts = |limit| Bounds::new(&m, limit).finish(root, Clock::START);
        assert_eq!(fronts(u32::MAX), exact, "{:?}", m.board.lines);
        // pruned to walks below a limit: exact below it, at least the limit otherwise
        if exact < u32::MAX {
            assert_eq!(fronts(exact + 1), exact, "{:?}", m.board.lines);
            assert!(fronts(exact) >= exact, "{:?}", m.board.lines);
        }
    }
}

#[test]
fn the_table_by_slack_reads_the_least_arrival_over_the_front() {
    // the hardest board known, whose fronts hold up to several pairs
    let m = maze(include_str!("../benches/hardest.in"));
    let bounds = Bounds::new(&m, u32::MAX);
    let states = (0..Sided::count(m.board.lines.len())).map(Sided);
    assert!(states.clone().any(|v| bounds.front(v).len() > 2));
    for v in states {
        for t in 0..200 {
            for spent in (0..=t).step_by(3).chain([t]) {
                let clock = Clock { t, spent };
                let scan = bounds
                    .front(v)
                    .iter()
                    .map(|to_go| to_go.finish(clock))
                    .min();
                let finish = bounds.finish(v, clock);
                assert_eq!(
                    finish,
                    scan.unwrap_or(u32::MAX),
                    "{} {:?}",
                    v.index(),
                    clock
                );
            }
        }
    }
}
