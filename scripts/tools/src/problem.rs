//! What a problem's generator implements, and all it needs: a seeded random generator
//! (`Rng`), the sizes of input it is asked for (`Size`), the `Problem` trait that versus
//! and the stress tests drive, and `count`, the one way versus and the judge put a number
//! before its noun. Std only, no process control and no file system: the problem
//! packages inline this file alone into each planted wrong submission (whose generator
//! shares code with it), so no submission carries the judge.

/// SplitMix64: tiny, fast, and the same sequence on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5851_f42d_4c95_7f2d)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`. Precondition: `n > 0`.
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    /// Uniform in `lo..=hi`. Precondition: `lo <= hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as usize) as i64
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One of `items`, uniformly. Precondition: `items` is not empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// How big the generated inputs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// A few cells and pieces: what a brute force handles, and a shrunk failure looks like.
    Tiny,
    /// A few cases of moderate boards.
    Small,
    /// The statement's limits.
    Max,
    /// As heavy as the problem's `data/PROBLEM/worst.in`: its shapes (`Problem::worst`).
    Worst,
}

impl Size {
    pub const NAMES: [(&'static str, Size); 4] = [
        ("tiny", Size::Tiny),
        ("small", Size::Small),
        ("max", Size::Max),
        ("worst", Size::Worst),
    ];

    pub fn parse(text: &str) -> Option<Size> {
        Size::NAMES
            .iter()
            .find(|(name, _)| *name == text)
            .map(|&(_, size)| size)
    }

    pub fn name(self) -> &'static str {
        Size::NAMES
            .iter()
            .find(|&&(_, size)| size == self)
            .map_or("?", |(name, _)| name)
    }
}

/// One problem as versus sees it: an input is a list of cases, generated at random, written
/// out as the judge's text, and made smaller one reduction at a time.
pub trait Problem {
    /// The crate's name: our binary's name and the stem of the saved files.
    const NAME: &'static str;
    /// One case (board, maze, game, run) of an input.
    type Case: Clone;
    /// What `size` counts, plural: "cells", "statues", "robots and teleports" (the self-test's
    /// bounds are in it).
    const UNIT: &'static str;

    /// How big a case is, in `UNIT`s: the self-test bounds a shrunk failure by it.
    fn size(case: &Self::Case) -> usize;

    /// What `cases` hold, each number with its noun (`count`): "1 cell", "42 cells"; versus
    /// says it of the input it shrinks. `size` summed, in `UNIT`, unless a problem counts
    /// more than one thing ("2 robots and 1 teleport").
    fn contents(cases: &[Self::Case]) -> String {
        count(cases.iter().map(Self::size).sum(), Self::UNIT)
    }

    /// A legal input of about `size`, the same for the same `rng` state. `Size::Worst` is
    /// `worst`'s.
    fn generate(rng: &mut Rng, size: Size) -> Vec<Self::Case>;

    /// An input as heavy as `data/PROBLEM/worst.in`, in its shapes, the same for the same
    /// `rng` state (worst.in itself is one of them, from its seed). The statement's limits
    /// (`Size::Max`) where a problem has no heavier shape.
    fn worst(rng: &mut Rng) -> Vec<Self::Case> {
        Self::generate(rng, Size::Max)
    }

    /// The input as the judge's text: `cases` (at least one) and the terminator, if any.
    fn text(cases: &[Self::Case]) -> String;

    /// Legal cases one reduction smaller than `case`, larger reductions first (rows before
    /// pieces before single cells), in an order that stays put as the case shrinks: after a
    /// success the shrink loop goes on from the same position in the new list. No chain of
    /// reductions may lead back to where it started.
    fn smaller(case: &Self::Case) -> Vec<Self::Case>;
}

/// `n` and its noun, the noun singular for one: `count(1, "cases")` is "1 case", `count(0,
/// "cases")` "0 cases". `plural` is the noun's plural, its last word ending in an s that one
/// of it drops ("extra blank lines", "agreeing cases"): every noun versus and the judge count
/// is so.
pub fn count(n: usize, plural: &str) -> String {
    let noun = match plural.strip_suffix('s') {
        Some(one) if n == 1 => one,
        _ => plural,
    };
    format!("{} {}", n, noun)
}

// the unit tests, out of line: a planted submission that carries this file carries none of them
#[cfg(test)]
mod tests;
