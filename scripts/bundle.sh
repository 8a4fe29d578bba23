#!/usr/bin/env bash
# Bundles solvers into single self-contained files for an online judge:
#   scripts/bundle.sh [PROBLEM...]   ->   target/bundle/PROBLEM.rs for each, one path a line
# With no PROBLEM, bundles every solver. The bundler is Rust (scripts/tools/src/bundle/, the
# one the problem packages use too): the solver's main.rs, then shared-io's lib.rs inside
# `mod shared_io { ... }`, less their comment-only lines; what a judge never runs stays behind
# `#[cfg(...)]` declarations whose files a judge's compiler never opens.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
case ${1:-} in
-h | --help) sed -n '2,7p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' && exit 0 ;;
-*) echo "bundle.sh: unknown option $1; usage: scripts/bundle.sh [PROBLEM...]" >&2 && exit 1 ;;
esac
cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin tools
"${CARGO_TARGET_DIR:-$root/target}/release/tools" --root "$root" bundle "$@"
