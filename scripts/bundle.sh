#!/usr/bin/env bash
# Bundles solvers into single self-contained files for an online judge:
#   scripts/bundle.sh [PROBLEM...]   ->   target/bundle/PROBLEM.rs for each, one path a line
# With no PROBLEM, bundles every solver (every crate with a src/main.rs).
# Both files are copied line for line, less their comment-only lines (the comments stay in
# the sources, where they are read; a judge needs the code, and a source limit counts bytes):
# the solver's main.rs, then shared-io's lib.rs inside `mod shared_io { ... }`. What a judge
# never runs (unit tests, the test harness) lives in out-of-line modules behind `#[cfg(test)]`
# or `#[cfg(feature = ...)]`, so the bundle carries only their one-line declarations and a
# judge's compiler never opens the files behind them. No string literal in these files may
# hold a line that starts with `//` (it would lose that line; none does).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lib="shared-io/src/lib.rs"
out_dir="$root/target/bundle"
die() { echo "bundle.sh: $*" >&2; exit 1; }

# Every problem named must exist before anything is written.
check_problems() {
    local problem
    for problem in "$@"; do
        case $problem in
        -h | --help)
            echo "usage: scripts/bundle.sh [PROBLEM...]   (no PROBLEM: every solver)"
            exit 0
            ;;
        -*) die "unknown option $problem; usage: scripts/bundle.sh [PROBLEM...]" ;;
        esac
        [ -f "$root/$problem/src/main.rs" ] || die "no solver at $problem/src/main.rs"
    done
}

# shared-io can be inlined only if it never names `crate::` and carries no inner attributes.
check_shared_io() {
    if grep -n -E 'crate::|^[[:space:]]*#!\[' "$root/$lib" >&2; then
        die "$lib: no 'crate::' paths and no inner attributes allowed"
    fi
}

# The solver must reach shared-io through crate-root `use` lines only.
check_solver() {
    local main=$1
    if grep -n 'shared_io' "$root/$main" | grep -v -E '^[0-9]+:use shared_io::' >&2; then
        die "$main: name shared_io only in crate-root 'use shared_io::...' lines"
    fi
}

# check_no_inline_cfg FILE: a `#[cfg(...)]` module must be out of line (`mod name;`), or the
# bundle would carry its code.
check_no_inline_cfg() {
    if awk 'cfg && /^[[:space:]]*(pub )?mod [a-z_0-9]+[[:space:]]*\{/ { print FILENAME ":" FNR ": " $0; found = 1 }
            { cfg = /^[[:space:]]*#\[cfg\(/ }
            END { exit !found }' "$1" >&2; then
        die "$1: put a #[cfg(...)] module in a file of its own (mod name;), out of the bundle"
    fi
}

# code FILE: FILE without its comment-only lines.
code() {
    grep -v -E '^[[:space:]]*//' "$1" || true
}

# bundle PROBLEM: writes target/bundle/PROBLEM.rs whole or not at all; prints its path.
bundle() {
    local problem=$1 main="$1/src/main.rs" out="$out_dir/$1.rs"
    check_solver "$main"
    check_no_inline_cfg "$root/$main"
    {
        echo "// $problem: bundled from $main and $lib by scripts/bundle.sh; edit those, not this."
        code "$root/$main"
        echo
        echo "#[allow(dead_code)]"
        echo "mod shared_io {"
        code "$root/$lib"
        echo "}"
    } >"$out.tmp"
    mv "$out.tmp" "$out"
    echo "$out"
}

problems=("$@")
if [ ${#problems[@]} -eq 0 ]; then
    for main in "$root"/*/src/main.rs; do
        main=${main#"$root"/}
        problems+=("${main%%/*}")
    done
fi
check_problems "${problems[@]}"
check_shared_io
check_no_inline_cfg "$root/$lib"
mkdir -p "$out_dir"
for problem in "${problems[@]}"; do
    bundle "$problem"
done
