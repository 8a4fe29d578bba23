#!/usr/bin/env bash
# Adds a problem in the one shape every problem has, from the template or from a Kattis
# problem package: `bash scripts/new-problem.sh --help` tells how.
#
# new-problem.sh is `tools new-problem` (scripts/tools/src/new_problem.rs and src/import/),
# and with --self-test `tools new-problem-self-test` (src/new_problem_self_test.rs): this
# script builds the tools and hands over; cargo then records a new member in Cargo.lock.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools=${CARGO_TARGET_DIR:-$root/target}/release/tools

cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin tools ||
    { echo "new-problem.sh: could not build the tools" >&2 && exit 2; }
[ "${1:-}" = --self-test ] && exec "$tools" --root "$root" new-problem-self-test
"$tools" --root "$root" new-problem "$@" || exit
cargo metadata --quiet --format-version 1 --manifest-path "$root/Cargo.toml" >/dev/null
