//! The watcher of a run: its processes found in /proc (the leader's tree, and the orphans
//! that carry its mark), their CPU time, memory and tasks summed every `WATCH_EVERY` while it
//! runs, the run stopped at the first limit it passes, and, once it ends, every process of it
//! killed and reaped with its figures; and the program's stdout and stderr read, bounded.
//! `super::run` starts the program and reads the figures; here is how they are found.

use super::os::Rusage;
use super::process::{self, send, SIGKILL};
use super::{End, Limits, MARK_VARIABLE};
use std::io::{self, Read};
use std::os::raw::{c_int, c_long};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

extern "C" {
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn waitid(idtype: c_int, id: c_int, info: *mut SigInfo, options: c_int) -> c_int;
    fn sysconf(name: c_int) -> c_long;
}

/// `siginfo_t`: 128 bytes; for a child's state change the pid is the fifth `int`.
#[repr(C)]
struct SigInfo {
    words: [c_int; 32],
}

// Linux's numbers, grouped by the calls that take them.
// waitid:
const P_PID: c_int = 1;
const P_PGID: c_int = 2;
const WNOHANG: c_int = 1;
const WEXITED: c_int = 4;
const WNOWAIT: c_int = 0x0100_0000;
/// An end, the process left a zombie (to be reaped after its group is killed).
const ENDED_KEPT: c_int = WEXITED | WNOWAIT;
// errno:
const EINTR: i32 = 4;
const ECHILD: i32 = 10;

/// How often the watcher looks at the clock, the group's CPU time and memory, and at the
/// signals the judge was sent.
const WATCH_EVERY: Duration = Duration::from_millis(5);
/// How long the pipes may stay open after the group is killed (a process that left the
/// group may hold them): then the run ends with what was read.
const DRAIN_GRACE: Duration = Duration::from_millis(500);

/// What the watcher saw: the limit that ended the run, if one did, the most CPU time,
/// resident memory and tasks the group had at once, and the CPU time of the orphans it
/// reaped.
pub(super) struct Watched {
    pub(super) end: Option<End>,
    pub(super) cpu: Duration,
    pub(super) peak_kb: u64,
    pub(super) peak_tasks: u64,
    pub(super) orphans_cpu: Duration,
}

/// Waits for `pid` to end while watching the wall clock, the group's CPU time and memory,
/// the output flag and the judge's signals; kills the group at a limit. The leader is left
/// unreaped (a zombie: its group id cannot be reused meanwhile).
pub(super) fn watch(
    run: &Processes,
    started: Instant,
    limits: &Limits,
    over_output: &AtomicBool,
) -> io::Result<Watched> {
    let pid = run.leader;
    let (done, ended) = mpsc::channel();
    thread::spawn(move || {
        let _ = done.send(wait_without_reaping(pid));
    });
    let mut watched = Watched {
        end: None,
        cpu: Duration::ZERO,
        peak_kb: 0,
        peak_tasks: 0,
        orphans_cpu: Duration::ZERO,
    };
    let mut orphans = Group::default();
    loop {
        match ended.recv_timeout(WATCH_EVERY) {
            Ok(result) => {
                result?;
                watched.orphans_cpu = orphans.cpu;
                return Ok(watched);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(internal("the thread waiting for the program is gone"))
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        if process::interrupted().is_some() {
            run.end_all();
            continue;
        }
        if watched.end.is_some() {
            continue;
        }
        orphans.reap_exited(pid)?;
        let now = run.now();
        watched.cpu = watched.cpu.max(now.cpu + orphans.cpu);
        watched.peak_kb = watched.peak_kb.max(now.resident_kb).max(orphans.peak_kb);
        watched.peak_tasks = watched.peak_tasks.max(now.tasks);
        watched.end = if watched.cpu > limits.time {
            Some(End::OverCpu)
        } else if started.elapsed() >= limits.wall() {
            Some(End::OverWall)
        } else if over_output.load(Ordering::SeqCst) {
            Some(End::OverOutput)
        } else if watched.peak_kb > limits.memory_kb {
            Some(End::OverMemory)
        } else {
            None
        };
        if watched.end.is_some() {
            run.end_all();
        }
    }
}

pub(super) fn internal(why: &str) -> io::Error {
    io::Error::new(io::ErrorKind::Other, format!("internal error: {}", why))
}

/// Blocks until `pid` has ended, leaving it a zombie (`WNOWAIT`); retried on EINTR.
fn wait_without_reaping(pid: c_int) -> io::Result<()> {
    let mut info = SigInfo { words: [0; 32] };
    loop {
        // Safety: `info` is a live, properly sized siginfo_t.
        if unsafe { waitid(P_PID, pid, &mut info, ENDED_KEPT) } == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        if error.raw_os_error() != Some(EINTR) {
            return Err(internal(&format!(
                "waitid on the program failed: {}",
                error
            )));
        }
    }
}

/// What was reaped of a group: the leader's exit status, and the CPU time and largest peak
/// of everything reaped.
#[derive(Default)]
pub(super) struct Group {
    pub(super) status: c_int,
    pub(super) cpu: Duration,
    pub(super) peak_kb: u64,
}

impl Group {
    fn add(&mut self, usage: &Rusage) {
        self.cpu += usage.cpu();
        self.peak_kb = self.peak_kb.max(usage.max_rss_kb.max(0) as u64);
    }

    /// Reaps the processes of group `pgid` other than its leader that have ended (orphans
    /// of the program, come back to the judge), counting their time. An ended process
    /// outside the group can no longer be told by its mark: `Processes::reap_seen` reaps it
    /// at the run's end. Cost: one `waitid` per process reaped, plus one.
    fn reap_exited(&mut self, pgid: c_int) -> io::Result<()> {
        loop {
            let mut info = SigInfo { words: [0; 32] };
            // Safety: `info` is a live, properly sized siginfo_t.
            let got = unsafe { waitid(P_PGID, pgid, &mut info, ENDED_KEPT | WNOHANG) };
            let pid = info.words[4];
            if got != 0 || pid == 0 || pid == pgid {
                return Ok(());
            }
            let (_, usage) = wait_for(pid, 0)?;
            self.add(&usage);
        }
    }
}

/// Reaps the leader (its run already killed), then every other process of its group that
/// comes back to the judge, until none is left, then the run's orphans outside the group.
pub(super) fn reap(run: &Processes) -> io::Result<Group> {
    let pid = run.leader;
    let mut group = Group::default();
    let (status, usage) = wait_for(pid, 0)?;
    group.status = status;
    group.add(&usage);
    loop {
        match wait_for(-pid, 0) {
            Ok((_, usage)) => group.add(&usage),
            Err(e) if e.raw_os_error() == Some(ECHILD) => break,
            Err(e) => return Err(internal(&format!("wait4 on the program's group: {}", e))),
        }
    }
    run.reap_seen(&mut group)?;
    Ok(group)
}

/// `wait4(pid, options)`, retried when a signal interrupts it; any other failure is an
/// error (ECHILD included: the caller decides what it means).
fn wait_for(pid: c_int, options: c_int) -> io::Result<(c_int, Rusage)> {
    let mut status: c_int = 0;
    let mut usage = Rusage::default();
    loop {
        // Safety: both pointers are to live, properly laid out locals.
        let got = unsafe { wait4(pid, &mut status, options, &mut usage) };
        if got > 0 {
            return Ok((status, usage));
        }
        let error = io::Error::last_os_error();
        if error.raw_os_error() != Some(EINTR) {
            return Err(error);
        }
    }
}

/// Kills every process in the group `pid` leads (the program and what it started).
fn kill_group(pid: c_int) {
    send(-pid, SIGKILL);
}

/// The exit status or signal in a `wait4` status word.
pub(super) fn ended_by(status: c_int) -> End {
    let signal = status & 0x7f;
    if signal == 0 {
        End::Exited((status >> 8) & 0xff)
    } else {
        End::Signal(signal)
    }
}

/// The live processes of a group at one moment: their CPU time (with what each has reaped
/// of its own children) and resident memory, summed.
#[derive(Default)]
struct Now {
    cpu: Duration,
    resident_kb: u64,
    /// Tasks: every thread of every process.
    tasks: u64,
}

/// One process's line of `/proc/PID/stat`, the fields after the command name.
struct Stat {
    parent: c_int,
    group: c_int,
    /// It has ended and waits to be reaped (state Z).
    zombie: bool,
    /// utime + stime + cutime + cstime, in clock ticks.
    ticks: u64,
    resident_pages: u64,
    threads: u64,
}

fn stat(pid: c_int) -> Option<Stat> {
    let text = std::fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    // the command name, in parentheses, may hold spaces: the fields start after its end
    let fields: Vec<&str> = text[text.rfind(')')? + 2..].split(' ').collect();
    let number = |i: usize| fields.get(i).and_then(|f| f.parse::<i64>().ok());
    // fields 3.. of proc(5), counted from 0 here: state 0, ppid 1, pgrp 2, utime 11 ..
    // cstime 14, num_threads 17, rss 21
    Some(Stat {
        parent: number(1)? as c_int,
        group: number(2)? as c_int,
        zombie: fields.first() == Some(&"Z"),
        ticks: (11..=14).filter_map(number).map(|t| t.max(0) as u64).sum(),
        resident_pages: number(21)?.max(0) as u64,
        threads: number(17)?.max(1) as u64,
    })
}

/// The children of `pid` (of each of its threads), from `/proc`.
fn children(pid: c_int) -> Vec<c_int> {
    let tasks = std::fs::read_dir(format!("/proc/{}/task", pid));
    let mut found = Vec::new();
    for task in tasks.into_iter().flatten().flatten() {
        let text = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        found.extend(
            text.split_whitespace()
                .filter_map(|c| c.parse::<c_int>().ok()),
        );
    }
    found
}

/// A run's mark: the value of `JUDGE_RUN` in its environment, unique to the run in this
/// judge and in this process (the judge's pid and a count).
pub(super) struct Mark(pub(super) String);

impl Mark {
    pub(super) fn new() -> Mark {
        Mark(crate::facts::own_tag())
    }
}

/// The processes of one run: its leader (whose pid is its group's id) and everything it
/// started, found in /proc.
pub(super) struct Processes {
    pub(super) leader: c_int,
    pub(super) mark: Mark,
    /// Every process of the run but the leader that `live` found, to be reaped at the end
    /// (`reap_seen`): once ended, a process outside the group can no longer be told by its
    /// mark.
    pub(super) seen: Mutex<Vec<c_int>>,
    /// How many levels of the tree from the leader down are the sandbox's own (bwrap and the
    /// PID namespace's init: 2), counted neither in CPU time nor in memory; 0 uncontained.
    pub(super) sandbox_levels: usize,
}

impl Processes {
    /// The run's processes that came back to the judge (their parent ended): the judge's
    /// children in the run's group or with its mark in their environment, the leader aside.
    /// Cost: a read of /proc per child of the judge, and of its environment when outside the
    /// group.
    fn orphans(&self) -> Vec<c_int> {
        let mark = format!("{}={}", MARK_VARIABLE, self.mark.0);
        children(std::process::id() as c_int)
            .into_iter()
            .filter(|&c| c != self.leader)
            .filter(|&c| {
                stat(c).map_or(false, |s| s.group == self.leader) || marked(c, mark.as_bytes())
            })
            .collect()
    }

    /// The run's live processes (zombies aside) now: the leader's tree, and each orphan's
    /// tree, in any group or session.
    fn live(&self) -> Vec<(c_int, Stat)> {
        let mut found = Vec::new();
        let mut queue = vec![(self.leader, 0)];
        queue.extend(
            self.orphans()
                .into_iter()
                .map(|pid| (pid, self.sandbox_levels)),
        );
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        while let Some((pid, level)) = queue.pop() {
            if let Some(stat) = stat(pid) {
                // a contained run's processes are the PID namespace's init's to reap
                if self.sandbox_levels == 0 && pid != self.leader && !seen.contains(&pid) {
                    seen.push(pid);
                }
                if !stat.zombie && level >= self.sandbox_levels {
                    found.push((pid, stat));
                }
                queue.extend(children(pid).into_iter().map(|child| (child, level + 1)));
            }
        }
        found
    }

    /// Reaps what is left of the processes `live` found, all killed by now, counting their
    /// time: each one the judge's zombie child (an ended process comes back to the judge once
    /// its parent is gone). Rounds of a millisecond while one is still on its way, at most
    /// 200. Cost: a /proc read per process a round.
    fn reap_seen(&self, group: &mut Group) -> io::Result<()> {
        let judge = std::process::id() as c_int;
        let mut left = std::mem::take(&mut *self.seen.lock().unwrap_or_else(|e| e.into_inner()));
        for _ in 0..200 {
            let mut waiting = Vec::new();
            for pid in left {
                match stat(pid) {
                    None => {}
                    Some(s) if s.zombie && s.parent == judge => match wait_for(pid, 0) {
                        Ok((_, usage)) => group.add(&usage),
                        Err(e) if e.raw_os_error() == Some(ECHILD) => {}
                        Err(e) => return Err(internal(&format!("wait4 on an orphan: {}", e))),
                    },
                    Some(_) => waiting.push(pid),
                }
            }
            if waiting.is_empty() {
                return Ok(());
            }
            left = waiting;
            thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }

    /// Their CPU time (with what each has reaped of its own children) and resident memory,
    /// summed. Cost: two small /proc reads per process, and one per thread of the judge.
    fn now(&self) -> Now {
        const SC_CLK_TCK: c_int = 2;
        const SC_PAGESIZE: c_int = 30;
        // Safety: sysconf only reads a constant of the system.
        let (ticks_per_second, page_kb) =
            unsafe { (sysconf(SC_CLK_TCK), sysconf(SC_PAGESIZE) / 1024) };
        let (ticks_per_second, page_kb) = (ticks_per_second.max(1) as u64, page_kb.max(1) as u64);
        let mut now = Now::default();
        let mut ticks = 0;
        for (_, stat) in self.live() {
            ticks += stat.ticks;
            now.resident_kb += stat.resident_pages * page_kb;
            now.tasks += stat.threads;
        }
        now.cpu = Duration::from_millis(ticks * 1000 / ticks_per_second);
        now
    }

    /// Kills the run: its group (the program, or bwrap and the PID namespace's init, whose
    /// end ends every process in the namespace), then, uncontained, every process of the run
    /// outside the group (`kill_escaped`).
    pub(super) fn end_all(&self) {
        kill_group(self.leader);
        if self.sandbox_levels == 0 {
            self.kill_escaped();
        }
    }

    /// Kills every live process of the run outside its group too (the group is killed with
    /// `kill_group`), round after round while any is left: a process that forks as it dies
    /// leaves a child to the next round. A process caught in the middle of `exec` shows no
    /// environment, so no mark, for a moment (the setsid test let one live in 1 run of 30 when
    /// one empty round ended it): while the judge has a live child that is not known to be
    /// another's, an empty round is looked at again, up to 3 times. At most 200 rounds of a
    /// millisecond; none when nothing is left and the judge has no such child.
    fn kill_escaped(&self) {
        let mut empty_rounds = 0;
        for _ in 0..200 {
            let live = self.live();
            if live.is_empty() {
                empty_rounds += 1;
                if empty_rounds > 3 || !self.judge_has_other_children() {
                    return;
                }
            }
            for (pid, _) in live {
                send(pid, SIGKILL);
            }
            thread::sleep(Duration::from_millis(1));
        }
    }

    /// Whether the judge has a live child besides this run's leader (another run's, a
    /// command of its own, or one of this run's that cannot be told yet).
    fn judge_has_other_children(&self) -> bool {
        children(std::process::id() as c_int)
            .into_iter()
            .any(|c| c != self.leader && stat(c).map_or(false, |s| !s.zombie))
    }
}

/// Whether `pid`'s environment holds `entry` (`NAME=VALUE`) as one of its variables.
fn marked(pid: c_int, entry: &[u8]) -> bool {
    std::fs::read(format!("/proc/{}/environ", pid))
        .map_or(false, |text| text.split(|&b| b == 0).any(|e| e == entry))
}

/// A pipe read to its end by a thread of its own, keeping at most `keep` bytes; when more
/// comes and `over` is given, it is set (the watcher then stops the run).
pub(super) struct Captured {
    bytes: Arc<Mutex<Vec<u8>>>,
    finished: mpsc::Receiver<()>,
}

impl Captured {
    pub(super) fn start<R: Read + Send + 'static>(
        pipe: Option<R>,
        keep: usize,
        over: Option<Arc<AtomicBool>>,
    ) -> Captured {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let (done, finished) = mpsc::channel();
        let kept = bytes.clone();
        thread::spawn(move || {
            if let Some(pipe) = pipe {
                read_bounded(pipe, &kept, keep, over.as_deref());
            }
            let _ = done.send(());
        });
        Captured { bytes, finished }
    }

    /// Waits for the end of the pipe, at most `DRAIN_GRACE` (the group is dead by now).
    pub(super) fn finish(&self) {
        let _ = self.finished.recv_timeout(DRAIN_GRACE);
    }

    pub(super) fn take(&self) -> Vec<u8> {
        std::mem::take(&mut *self.bytes.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

fn read_bounded<R: Read>(
    mut pipe: R,
    kept: &Mutex<Vec<u8>>,
    keep: usize,
    over: Option<&AtomicBool>,
) {
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        let n = match pipe.read(&mut buffer) {
            Ok(0) => return,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return,
        };
        let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
        let room = keep - kept.len();
        kept.extend_from_slice(&buffer[..n.min(room)]);
        if n > room {
            if let Some(over) = over {
                over.store(true, Ordering::SeqCst);
            }
        }
    }
}
