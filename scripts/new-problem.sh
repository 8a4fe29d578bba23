#!/usr/bin/env bash
# Adds a problem in the one shape every problem has:
#   scripts/new-problem.sh NAME       makes the crate NAME, its data and page, and registers it
#   scripts/new-problem.sh --self-test   makes one in a copy of the workspace and runs
#                                        check.sh on it there (run by check.sh)
# The new crate solves a placeholder problem (pairs of numbers until `0 0`, each sum printed)
# with every piece working: solve and explain, unit tests, oracle, generator, replayer, stress
# and explain tests, bench, versus's generator, a sample, a bad input, the case table, the
# page, its facts and the README's row. `bash scripts/check.sh NAME` passes on it at once;
# then replace it piece by piece (README.md, "Adding a problem").
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "new-problem.sh: $*" >&2; exit 2; }

# The crate's name in the three spellings Rust wants: kebab (crate, binary), snake (bench
# file), camel (the versus Problem type).
spellings() {
    name=$1
    snake=${name//-/_}
    camel=$(echo "$name" | awk -F- '{ for (i = 1; i <= NF; i++) printf "%s%s", toupper(substr($i, 1, 1)), substr($i, 2) }')
}

# write FILE: the template on stdin with NAME, SNAKE and CAMEL filled in.
write() {
    mkdir -p "$(dirname "$1")"
    sed -e "s/@NAME@/$name/g" -e "s/@SNAKE@/$snake/g" -e "s/@CAMEL@/$camel/g" >"$1"
}

make_crate() {
    local dir=$root/$name
    write "$dir/Cargo.toml" <<'EOF'
[package]
name = "@NAME@"
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
publish.workspace = true
description = "@NAME@ (placeholder: sums of pairs)"
# One test binary, tests/suite.rs, which also runs the unit tests of src/main.rs.
autotests = false

# The problem's facts, in one place: scripts/check.sh and scripts/versus.sh judge by these
# limits, and check.sh holds the README's problem table to them (scripts/facts.sh reads them).
[package.metadata.problem]
title = "@NAME@ (placeholder)"
submit = "nowhere yet"
time-limit = 1      # seconds per input file, from the strictest judge that hosts it
memory-limit = 64   # MB, likewise
limits-from = "placeholder"

[dependencies]
shared-io.workspace = true

[dev-dependencies]
shared-io = { workspace = true, features = ["stress"] }
criterion.workspace = true

[[bin]]
name = "@NAME@"
path = "src/main.rs"
test = false

[[test]]
name = "suite"
path = "tests/suite.rs"

[[bench]]
name = "@SNAKE@"
harness = false
EOF
    write "$dir/src/main.rs" <<'EOF'
//! @NAME@ (a placeholder to replace): pairs of numbers up to the line `0 0`, each pair's sum
//! on its own line. It shows the shape every solver has: the input model, the rule, the
//! output, and `--explain` adding indented lines under each answer.

use shared_io::{run_explained, Error, Scanner};
use std::io::Write;

/// The largest magnitude of an input number.
const MAX_VALUE: i64 = 1_000_000_000;

/// One case of the input.
pub struct Pair {
    pub a: i64,
    pub b: i64,
}

/// Reads the next pair, or `None` at the `0 0` line or the end of input.
pub fn parse_case(sc: &mut Scanner) -> Result<Option<Pair>, Error> {
    if sc.at_end() {
        return Ok(None);
    }
    let a = sc.int_in(-MAX_VALUE, MAX_VALUE, "a number")?;
    let b = sc.int_in(-MAX_VALUE, MAX_VALUE, "a number")?;
    Ok(if (a, b) == (0, 0) {
        None
    } else {
        Some(Pair { a, b })
    })
}

/// The answer to one case. Cost: O(1).
fn sum(pair: &Pair) -> i64 {
    pair.a + pair.b
}

/// Answers every case, with how each comes about when `explained`.
fn answer<W: Write>(sc: &mut Scanner, out: &mut W, explained: bool) -> Result<(), Error> {
    while let Some(pair) = parse_case(sc)? {
        writeln!(out, "{}", sum(&pair))?;
        if explained {
            writeln!(out, "  {} + {}", pair.a, pair.b)?;
        }
    }
    sc.ignore_rest("after the \"0 0\" line");
    Ok(())
}

pub fn solve<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    answer(sc, out, false)
}

/// `solve`, with each sum's terms under it.
pub fn explain<W: Write>(sc: &mut Scanner, out: &mut W) -> Result<(), Error> {
    answer(sc, out, true)
}

fn main() {
    run_explained("@NAME@", solve, explain);
}

#[cfg(test)]
mod tests;
EOF
    write "$dir/src/tests.rs" <<'EOF'
//! Unit tests of the solution's pieces (here the one rule; for a real solver, its bit tricks
//! against cell-by-cell definitions).

use super::*;

#[test]
fn sums_at_the_limits_fit() {
    let pair = Pair {
        a: MAX_VALUE,
        b: MAX_VALUE,
    };
    assert_eq!(sum(&pair), 2 * MAX_VALUE);
    assert_eq!(sum(&Pair { a: -3, b: 3 }), 0);
}
EOF
    write "$dir/tests/suite.rs" <<'EOF'
//! @NAME@'s tests, all in one binary. The solver (with its unit tests, `src/tests.rs`) is
//! checked against code that shares none of its own:
//! - `cases.rs`: every data file's expected output is the oracle's, bad inputs fail on their
//!   line;
//! - `stress.rs`: random inputs, sizes stepping up, solver against oracle;
//! - `explain.rs`: `--explain` replayed by the rules on data files and random inputs;
//! - `oracle/`: the answers computed apart from the solver; `gen/`: random legal inputs
//!   (versus's generator too); `replay/`: the replayer.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod solution;

mod cases;
mod explain;
mod gen;
mod oracle;
mod replay;
mod stress;

use shared_io::stress::Solver;

const SOLVER: Solver = Solver {
    name: "@NAME@",
    solve: solution::solve,
    explain: solution::explain,
};
EOF
    write "$dir/tests/cases.rs" <<'EOF'
//! The data files: no expected output comes from the solver: the oracle must print each one
//! too. Bad inputs fail on their line, as their `.err` says.

use crate::{oracle, SOLVER};

#[test]
fn data_files_agree_with_the_oracle() {
    let confirmed = SOLVER
        .data()
        .check_oracle(|case| Some(oracle::answers(&case.input)));
    assert!(confirmed >= 1, "only {} data files", confirmed);
}

#[test]
fn bad_inputs_fail_on_their_line() {
    assert!(SOLVER.check_bad_inputs() >= 1);
}
EOF
    write "$dir/tests/stress.rs" <<'EOF'
//! Random inputs, the numbers' range stepping up over the run: the solver against the oracle.

use crate::gen::{input_text, random_pairs};
use crate::{oracle, SOLVER};
use shared_io::stress::{stress, Rng};

/// Up to 5 pairs; the largest magnitude grows tenfold every 300 cases.
pub fn stepped_input(rng: &mut Rng, case: u64) -> String {
    let most = 10i64.pow(1 + (case / 300) as u32 % 9);
    input_text(&random_pairs(rng, 5, most))
}

#[test]
fn random_inputs_agree_with_the_oracle() {
    stress(
        "@NAME@ random",
        3_000,
        stepped_input,
        SOLVER.agrees_with(oracle::answers),
    );
}
EOF
    write "$dir/tests/explain.rs" <<'EOF'
//! `--explain` replayed by the rules (`replay/`) on every data file and on random inputs.

use crate::replay::replay;
use crate::stress::stepped_input;
use crate::SOLVER;
use shared_io::stress::stress;

#[test]
fn explanations_replay_on_every_data_file() {
    for case in SOLVER.data().cases() {
        if let Err(why) = SOLVER.replayed(&case.input, replay) {
            panic!("{}: {}", case.name, why);
        }
    }
}

#[test]
fn explanations_replay_on_random_inputs() {
    stress("@NAME@ explain", 1_000, stepped_input, |input| {
        SOLVER.replayed(input, replay)
    });
}
EOF
    write "$dir/tests/oracle/mod.rs" <<'EOF'
//! The oracle: the answers computed from the statement alone, sharing no code with the
//! solver. (For a real problem: a brute force or a plain simulator.)

/// Every answer for the whole input `input`, up to `0 0`.
pub fn answers(input: &str) -> String {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map_while(|word| word.parse().ok())
        .collect();
    numbers
        .chunks(2)
        .take_while(|pair| pair.len() == 2 && pair != &[0, 0])
        .map(|pair| format!("{}\n", pair[0] + pair[1]))
        .collect()
}
EOF
    write "$dir/tests/replay/mod.rs" <<'EOF'
//! Replays `--explain` output by the rules: under each answer, the two terms of the case, in
//! order, which sum to it. Nothing here comes from the solver.

mod tests;

/// Checks the explanation `explained` of `input`.
pub fn replay(input: &str, explained: &str) -> Result<(), String> {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map_while(|word| word.parse().ok())
        .collect();
    let lines: Vec<&str> = explained.lines().collect();
    let cases = numbers.chunks(2).take_while(|pair| pair != &[0, 0]);
    for (k, pair) in cases.enumerate() {
        let said = (lines.get(2 * k), lines.get(2 * k + 1));
        let expected = (
            format!("{}", pair[0] + pair[1]),
            format!("  {} + {}", pair[0], pair[1]),
        );
        if said != (Some(&expected.0.as_str()), Some(&expected.1.as_str())) {
            return Err(format!(
                "case {}: {:?}, expected {:?}",
                k + 1,
                said,
                expected
            ));
        }
    }
    Ok(())
}
EOF
    write "$dir/tests/replay/tests.rs" <<'EOF'
//! The replayer rejects a wrong explanation.

use super::replay;

#[test]
fn the_replayer_rejects_wrong_terms() {
    assert_eq!(replay("1 2\n0 0\n", "3\n  1 + 2\n"), Ok(()));
    assert!(replay("1 2\n0 0\n", "3\n  2 + 1\n").is_err());
    assert!(replay("1 2\n0 0\n", "3\n").is_err());
}
EOF
    write "$dir/tests/gen/mod.rs" <<'EOF'
//! Random legal inputs, shared by the stress tests and by versus
//! (`examples/@NAME@-gen.rs`), and the reductions versus shrinks a failing case with.

use shared_io::stress::Rng;
use shared_io::versus::{Problem, Size};
use std::fmt::Write as _;

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

pub struct @CAMEL@;

impl Problem for @CAMEL@ {
    const NAME: &'static str = "@NAME@";
    type Case = Pair;
    const UNIT: &'static str = "numbers";

    fn generate(rng: &mut Rng, size: Size) -> Vec<Pair> {
        match size {
            Size::Tiny => random_pairs(rng, 2, 9),
            Size::Small => random_pairs(rng, 10, 1_000),
            Size::Max => random_pairs(rng, 10_000, 1_000_000_000),
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
        shared_io::versus::check_legal::<super::@CAMEL@, _>(crate::solution::solve, 20);
    }
}
EOF
    write "$dir/examples/$name-gen.rs" <<'EOF'
//! Prints one random legal @NAME@ input (`--seed S --size tiny|small|max`), or, started by
//! `scripts/versus.sh`, runs another solution against ours and shrinks the first failure.
//! The generator is the stress tests' own (`tests/gen/`).

#[path = "../tests/gen/mod.rs"]
mod gen;

fn main() {
    shared_io::versus::main::<gen::@CAMEL@>();
}
EOF
    write "$dir/benches/$snake.rs" <<'EOF'
//! Criterion bench: the whole solver on the largest input in data/ (replace with the worst
//! case once there is one).

use criterion::{criterion_group, criterion_main, Criterion};
use shared_io::stress::Solver;

// `cargo clippy --all-targets` checks benches with cfg(test) but no test harness: the unit
// tests of main.rs (src/tests.rs) are then compiled without their #[test] functions.
#[allow(dead_code, unused_imports)]
#[path = "../src/main.rs"]
mod solution;

const SOLVER: Solver = Solver {
    name: "@NAME@",
    solve: solution::solve,
    explain: solution::explain,
};

fn bench_sample(c: &mut Criterion) {
    let input = SOLVER.data().bytes("sample.in");
    c.bench_function("@NAME@/sample", |b| b.iter(|| SOLVER.run(&input)));
}

criterion_group!(benches, bench_sample);
criterion_main!(benches);
EOF
    write "$dir/README.md" <<'EOF'
# @NAME@

A placeholder made by `scripts/new-problem.sh`: replace this page with the problem's
statement in our words, as the other problems' pages are written.

## Input

Pairs of whole numbers, each of magnitude at most 10^9, up to the line `0 0`.

## Output

Each pair's sum, one a line.

## Rules

The sum of the two numbers.

## Ambiguities and how they were settled

None yet.

## Traps

None yet.

## Judges

None: the limits in `Cargo.toml` are placeholders.

## Our algorithm and its cost

One addition a case: O(1) each.
EOF
}

make_data() {
    local dir=$root/data/$name
    mkdir -p "$dir"
    printf '1 2\n-5 5\n1000000000 1000000000\n0 0\n' >"$dir/sample.in"
    printf '3\n0\n2000000000\n' >"$dir/sample.out"
    printf '1 2\nx 3\n0 0\n' >"$dir/bad-token.in"
    printf '3\n' >"$dir/bad-token.out"
    printf '%s: line 2: expected a number (-1000000000..=1000000000), found "x"\n' "$name" \
        >"$dir/bad-token.err"
    write "$dir/README.md" <<'EOF'
# @NAME@: the data cases

Each `NAME.in` is an input; `scripts/check.sh` runs every build on it and compares stdout
with `NAME.out`. When `NAME.err` exists the input is bad: stdout holds the answers before the
bad case, stderr that one line, and the exit status is 1.

| case | what it catches |
|---|---|
| bad-token | bad input: a number written `x`; the first pair's sum is printed first |
| sample | three pairs, one summing to 0 and one at the limits (an `i32` overflows) |
EOF
}

# Adds NAME to the workspace's members and its row to the README's problem table.
register() {
    local row
    sed -i "s/^members = \[\(.*\)\]$/members = [\1, \"$name\"]/" "$root/Cargo.toml"
    grep -q "\"$name\"\]$" "$root/Cargo.toml" || die "could not add $name to Cargo.toml's members"
    row=$(bash "$root/scripts/facts.sh" --readme-row "$name")
    # the new row goes right after the last row of the problem table
    awk -v row="$row" '
        { lines[NR] = $0 }
        /^\| `[a-z0-9-]+` \|/ { last = NR }
        END { for (i = 1; i <= NR; i++) { print lines[i]; if (i == last) print row } }
    ' "$root/README.md" >"$root/README.md.new"
    mv "$root/README.md.new" "$root/README.md"
}

new_problem() {
    [[ $1 =~ ^[a-z][a-z0-9]*(-[a-z0-9]+)*$ ]] ||
        die "NAME must be lowercase words joined by '-', such as word-ladder; found '$1'"
    spellings "$1"
    [ ! -e "$root/$name" ] && [ ! -e "$root/data/$name" ] || die "$name exists already"
    make_crate
    make_data
    register
    printf 'new-problem.sh: made %s/ and data/%s/; now run: bash scripts/check.sh %s\n' \
        "$name" "$name" "$name"
}

# --self-test: a copy of the workspace (the files git knows, as they are now), a problem
# added to it, and check.sh on that problem there. It builds into the workspace's target
# directory: the crates from crates.io are reused, and the copy's own crates, at other paths,
# get artifacts of their own.
self_test() {
    copy=$(mktemp -d)
    trap 'rm -rf "$copy"' EXIT
    (cd "$root" && git ls-files -z --cached --others --exclude-standard |
        xargs -0 cp --parents -t "$copy")
    bash "$copy/scripts/new-problem.sh" sample-sums >/dev/null
    CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}" bash "$copy/scripts/check.sh" sample-sums
}

case ${1:-} in
"" | -h | --help) sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' ;;
--self-test) self_test ;;
-*) die "unknown option $1 (see --help)" ;;
*) new_problem "$1" ;;
esac
