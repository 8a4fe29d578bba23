//! The greedy shrink loop: fewer cases first, then each case one reduction smaller, keeping
//! the first reduction that still fails, until a whole pass keeps nothing or time runs out.

use std::time::{Duration, Instant};

/// What the shrink loop did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shrunk {
    /// Reductions kept.
    pub steps: usize,
    /// Reductions tried.
    pub tries: usize,
    /// Whether the time budget ran out before no reduction was left.
    pub stopped: bool,
}

/// The shared shrink loop. Greedy: it tries each reduction of the current input (fewer cases
/// first, half of them at once down to one at a time, then `smaller` of each case in order),
/// keeps the first one that `still_fails` and goes on from that same place in the new
/// input's list; it stops when a whole pass keeps nothing (every single reduction then
/// passes) or after `budget`.
pub fn shrink<C, S, F>(
    cases: &mut Vec<C>,
    smaller: S,
    mut still_fails: F,
    budget: Duration,
) -> Shrunk
where
    C: Clone,
    S: Fn(&C) -> Vec<C>,
    F: FnMut(&[C]) -> bool,
{
    let start = Instant::now();
    let mut shrunk = Shrunk::default();
    // false once the budget is spent, without trying
    let mut try_one = |candidate: &[C], shrunk: &mut Shrunk| {
        if start.elapsed() > budget {
            shrunk.stopped = true;
            return false;
        }
        shrunk.tries += 1;
        still_fails(candidate)
    };
    loop {
        let mut kept = false;
        // runs of cases gone: halves first, then quarters, ... then single cases
        let mut chunk = cases.len() / 2;
        while chunk > 0 {
            let mut first = 0;
            while cases.len() > chunk && first < cases.len() && !shrunk.stopped {
                let mut fewer = cases.clone();
                fewer.drain(first..(first + chunk).min(cases.len()));
                if try_one(&fewer, &mut shrunk) {
                    *cases = fewer;
                    shrunk.steps += 1;
                    kept = true;
                } else {
                    first += chunk;
                }
            }
            chunk /= 2;
        }
        for i in 0..cases.len() {
            let mut from = 0;
            'reductions: loop {
                for (k, case) in smaller(&cases[i]).into_iter().enumerate().skip(from) {
                    let mut candidate = cases.clone();
                    candidate[i] = case;
                    if try_one(&candidate, &mut shrunk) {
                        *cases = candidate;
                        shrunk.steps += 1;
                        kept = true;
                        from = k;
                        continue 'reductions;
                    }
                }
                break;
            }
        }
        if !kept || shrunk.stopped {
            return shrunk;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrink_keeps_the_first_reduction_that_still_fails() {
        // cases are numbers, a reduction subtracts 1 or 10, and a failure is a sum >= 25
        let mut cases = vec![40, 3, 30];
        let smaller = |n: &u32| {
            [10, 1]
                .iter()
                .filter(|&&d| d <= *n)
                .map(|d| n - d)
                .collect()
        };
        let fails = |cases: &[u32]| cases.iter().sum::<u32>() >= 25;
        let shrunk = shrink(&mut cases, smaller, fails, Duration::from_secs(60));
        assert_eq!(cases, vec![25]);
        assert!(!shrunk.stopped && shrunk.steps > 0 && shrunk.tries > shrunk.steps);
    }

    #[test]
    fn shrink_stops_at_the_budget() {
        let mut cases = vec![1000u32];
        let shrunk = shrink(
            &mut cases,
            |n: &u32| vec![n.saturating_sub(1)],
            |_: &[u32]| true,
            Duration::from_secs(0),
        );
        assert!(shrunk.stopped);
    }
}
