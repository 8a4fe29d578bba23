//! Work shared out to threads, "lanes": each lane takes the next item not yet taken until
//! none is left, and the results come back in the items' order. For the compilations of
//! `judge builds`, versus's self-test checks, slow test oracles and check.sh's later steps;
//! and which jobs are done (`Done`), for the jobs that wait on others.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Condvar, Mutex};
use std::thread;

/// One lane a core (one when the number of cores cannot be read).
pub fn cores() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `job(index, item)` on every item, at most `lanes` at a time, and hands each result
/// to `report` in the items' order, as soon as it and those before it are done. A job that
/// panics makes this panic once every lane has stopped. Cost: the jobs, spread over `lanes`
/// threads; the results wait in memory until those before them are reported.
pub fn in_order<T, R, J, P>(items: &[T], lanes: usize, job: J, mut report: P)
where
    T: Sync,
    R: Send,
    J: Fn(usize, &T) -> R + Sync,
    P: FnMut(R),
{
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..lanes.max(1) {
            let (send, next, job) = (send.clone(), &next, &job);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                match items.get(index) {
                    Some(item) if send.send((index, job(index, item))).is_ok() => {}
                    _ => return,
                }
            });
        }
        drop(send);
        let mut ready: Vec<Option<R>> = items.iter().map(|_| None).collect();
        let mut shown = 0;
        for (index, result) in receive {
            ready[index] = Some(result);
            while let Some(result) = ready.get_mut(shown).and_then(Option::take) {
                report(result);
                shown += 1;
            }
        }
    });
}

/// Every item's `job(index, item)`, at most `lanes` at a time: the results in the items'
/// order.
pub fn map<T, R, J>(items: &[T], lanes: usize, job: J) -> Vec<R>
where
    T: Sync,
    R: Send,
    J: Fn(usize, &T) -> R + Sync,
{
    let mut results = Vec::with_capacity(items.len());
    in_order(items, lanes, job, |result| results.push(result));
    results
}

/// Which jobs are done, for the jobs that wait on them (check.sh's later steps, and the
/// installs they wait on: `check::outside::Installs`).
pub struct Done {
    done: Mutex<Vec<bool>>,
    changed: Condvar,
}

/// Marks its job done when dropped: when the job returns, and when it panics, so that no job
/// waits for ever on one that will not end.
pub struct Marks<'a>(pub &'a Done, pub usize);

impl Drop for Marks<'_> {
    fn drop(&mut self) {
        self.0.mark(self.1);
    }
}

impl Done {
    /// `jobs` jobs, none done.
    pub fn new(jobs: usize) -> Done {
        Done {
            done: Mutex::new(vec![false; jobs]),
            changed: Condvar::new(),
        }
    }

    /// Waits until every job of `needed` is done.
    pub fn wait_for(&self, needed: &[usize]) {
        let mut done = self.done.lock().unwrap_or_else(|e| e.into_inner());
        while needed.iter().any(|&i| !done[i]) {
            done = self.changed.wait(done).unwrap_or_else(|e| e.into_inner());
        }
    }

    fn mark(&self, index: usize) {
        self.done.lock().unwrap_or_else(|e| e.into_inner())[index] = true;
        self.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn results_come_in_order_whatever_finishes_first_and_no_more_run_than_lanes() {
        let (running, most) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let items: Vec<usize> = (0..7).collect();
        let mut seen = Vec::new();
        in_order(
            &items,
            3,
            |index, item| {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                thread::sleep(Duration::from_millis(((7 - index) * 5) as u64));
                running.fetch_sub(1, Ordering::SeqCst);
                item * 10
            },
            |result| seen.push(result),
        );
        assert_eq!(seen, [0, 10, 20, 30, 40, 50, 60]);
        assert!(most.load(Ordering::SeqCst) <= 3);
        assert_eq!(
            map(&items, 2, |index, item| index + item),
            [0, 2, 4, 6, 8, 10, 12]
        );
    }

    #[test]
    #[should_panic]
    fn a_job_that_panics_is_passed_on() {
        map(&[1, 2, 3], 2, |_, item| assert_ne!(*item, 2));
    }
}
