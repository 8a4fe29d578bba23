//! Random legal inputs, shared by the stress tests and by versus
//! (`examples/template-problem-gen.rs`), and the reductions versus shrinks a failing case with.

use std::fmt::Write as _;
use tools::problem::{Problem, Rng, Size};

/// One case: the two numbers, never both 0.
pub type Pair = (i64, i64);

/// Up to `cases` pairs of numbers within `most` in magnitude.
pub fn random_pairs(rng: &mut Rng, cases: i64, most: i64) -> Vec<Pair> {
    let count = rng.range(1, cases);
    (0..count)
        .map(|_| loop {
            let pair = (rng.range(-most, most), rng.range(-most, most));
            if pair != (0, 0) {
                break pair;
            }
        })
        .collect()
}

/// The pairs, then the `0 0` line.
pub fn input_text(pairs: &[Pair]) -> String {
    let mut text = String::new();
    for (a, b) in pairs {
        writeln!(text, "{} {}", a, b).expect("a String takes any text");
    }
    text.push_str("0 0\n");
    text
}

pub struct TemplateProblem;

impl Problem for TemplateProblem {
    const NAME: &'static str = "template-problem";
    const UNIT: &'static str = "numbers";
    type Case = Pair;

    fn generate(rng: &mut Rng, size: Size) -> Vec<Pair> {
        match size {
            Size::Tiny => random_pairs(rng, 2, 9),
            Size::Small => random_pairs(rng, 10, 1_000),
            Size::Max | Size::Worst => random_pairs(rng, 10_000, 1_000_000_000),
        }
    }

    fn text(cases: &[Pair]) -> String {
        input_text(cases)
    }

    fn size(_: &Pair) -> usize {
        2
    }

    /// Each number halved towards 0, as long as the pair is not `0 0`.
    fn smaller(&(a, b): &Pair) -> Vec<Pair> {
        [(a / 2, b), (a, b / 2)]
            .iter()
            .copied()
            .filter(|&pair| pair != (0, 0) && pair != (a, b))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn versus_inputs_and_their_reductions_are_legal() {
        tools::versus::check_legal::<super::TemplateProblem, _>(crate::solution::solve, 20);
    }
}
