//! Independent evaluators of the statement's path-cost formula, sharing no code with the
//! solver: the price of one given path, the one path of a tree-shaped board, every simple path
//! of a board that has few, and a walk model over (square, entry offset, banked idle slots).

use crate::gen::{cyc, opposite, turned, Grid};

/// The spec's cost of walking `path` (squares, in order) from a clock of (t, spent), each
/// square entered at the cheapest useful offsets: a DP over entry offsets with Pareto clocks.
pub fn path_cost(b: &Grid, path: &[usize], clock: (u32, u32), first_offset: usize) -> u32 {
    let dir_between = |from: usize, to: usize| {
        b.around(from)
            .into_iter()
            .find(|&(n, _)| n == to)
            .expect("adjacent")
            .1
    };
    // clocks[e]: Pareto-optimal (t, spent) standing on the current square entered at offset e
    let mut clocks: Vec<Vec<(u32, u32)>> = vec![Vec::new(); 4];
    clocks[first_offset].push(clock);
    for k in 0..path.len() - 1 {
        let (here, next) = (path[k], path[k + 1]);
        let d = dir_between(here, next);
        let mut after: Vec<Vec<(u32, u32)>> = vec![Vec::new(); 4];
        for (e, list) in clocks.iter().enumerate() {
            for &(t, spent) in list {
                for f in 0..4 {
                    if !turned(&b.squares[here], f).contains(d) {
                        continue;
                    }
                    for (e2, list2) in after.iter_mut().enumerate() {
                        if !turned(&b.squares[next], e2).contains(opposite(d)) {
                            continue;
                        }
                        let (on, pre) = (cyc(e, f), cyc(e2, 0));
                        let spent2 = spent + on + pre;
                        let t2 = (t + on.max(1)).max(spent2);
                        if !list2.iter().any(|&(a, p)| a <= t2 && p <= spent2) {
                            list2.retain(|&(a, p)| !(t2 <= a && spent2 <= p));
                            list2.push((t2, spent2));
                        }
                    }
                }
            }
        }
        clocks = after;
    }
    clocks
        .iter()
        .flatten()
        .map(|&(t, _)| t)
        .min()
        .expect("the path can be walked")
}

/// The only simple path between two squares of a board whose open squares form a tree.
pub fn tree_path(b: &Grid) -> Vec<usize> {
    let mut parent = vec![usize::MAX; b.squares.len()];
    let mut stack = vec![b.start];
    parent[b.start] = b.start;
    while let Some(s) = stack.pop() {
        for (n, _) in b.around(s) {
            if parent[n] == usize::MAX {
                parent[n] = s;
                stack.push(n);
            }
        }
    }
    let mut path = vec![b.target];
    while *path.last().unwrap() != b.start {
        path.push(parent[*path.last().unwrap()]);
    }
    path.reverse();
    path
}

/// Every simple path from the start to the target, or `None` when there are more than
/// `most`. (Depth first; exponential on open boards, quick where side branches dead-end.)
pub fn simple_paths(b: &Grid, most: usize) -> Option<Vec<Vec<usize>>> {
    fn extend(
        b: &Grid,
        path: &mut Vec<usize>,
        on_path: &mut [bool],
        found: &mut Vec<Vec<usize>>,
        most: usize,
    ) -> bool {
        let here = *path.last().unwrap();
        if here == b.target {
            found.push(path.clone());
            return found.len() <= most;
        }
        for (next, _) in b.around(here) {
            if !on_path[next] {
                on_path[next] = true;
                path.push(next);
                let within = extend(b, path, on_path, found, most);
                path.pop();
                on_path[next] = false;
                if !within {
                    return false;
                }
            }
        }
        true
    }
    let mut on_path = vec![false; b.squares.len()];
    on_path[b.start] = true;
    let mut found = Vec::new();
    if extend(b, &mut vec![b.start], &mut on_path, &mut found, most) {
        Some(found)
    } else {
        None
    }
}

/// The walk model, written independently of the solver: Dijkstra over (square, entry offset,
/// banked idle slots), the bank capped only where it exceeds any possible need. Returns the
/// least turn at the target and whether one walk achieving it is simple.
pub fn banked_walk_model(b: &Grid) -> (u32, bool) {
    let n = b.squares.len();
    let cap = 2 * n as u32 + 1;
    let key = |s: usize, e: usize, bank: u32| (s * 4 + e) * (cap as usize + 1) + bank as usize;
    let mut best = vec![u32::MAX; n * 4 * (cap as usize + 1)];
    let mut parent = vec![usize::MAX; best.len()];
    let mut queue = std::collections::BinaryHeap::new();
    let first = key(b.start, 0, 0);
    best[first] = 0;
    queue.push(std::cmp::Reverse((0u32, first)));
    while let Some(std::cmp::Reverse((t, k))) = queue.pop() {
        if t > best[k] {
            continue;
        }
        let (s, e, bank) = (
            k / (cap as usize + 1) / 4,
            k / (cap as usize + 1) % 4,
            (k % (cap as usize + 1)) as u32,
        );
        if s == b.target {
            let mut walk = Vec::new();
            let mut at = k;
            while at != usize::MAX {
                walk.push(at / (cap as usize + 1) / 4);
                at = parent[at];
            }
            let mut sorted = walk.clone();
            sorted.sort_unstable();
            sorted.dedup();
            return (t, sorted.len() == walk.len());
        }
        for (next, d) in b.around(s) {
            let on = match (0..4)
                .filter(|&f| turned(&b.squares[s], f).contains(d))
                .map(|f| cyc(e, f))
                .min()
            {
                Some(on) => on,
                None => continue,
            };
            for e2 in 0..4 {
                if !turned(&b.squares[next], e2).contains(opposite(d)) {
                    continue;
                }
                let (pre, g) = (cyc(e2, 0), on.max(1));
                // t' = max(t + g, P + b + a) with P = t - bank; the slots left over bank
                let t2 = t + g.max((on + pre).saturating_sub(bank));
                let bank2 = (bank + g).saturating_sub(on + pre).min(cap);
                let k2 = key(next, e2, bank2);
                if t2 < best[k2] {
                    best[k2] = t2;
                    parent[k2] = k;
                    queue.push(std::cmp::Reverse((t2, k2)));
                }
            }
        }
    }
    panic!("the target cannot be reached");
}
