#!/usr/bin/env bash
# Bundles solvers into single self-contained files for an online judge:
#   scripts/bundle.sh [PROBLEM...]   ->   target/bundle/PROBLEM.rs for each, one path a line
# With no PROBLEM, bundles every solver (every crate with a src/main.rs).
# The solver's main.rs is copied unchanged and shared-io is appended to it as
# `mod shared_io { ... }`, without its top-level #[cfg(...)] items (tests, stress support).
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

# Drops each top-level `#[cfg(...)]` item with the doc comments above it. Top-level items
# are rustfmt-formatted: one that opens a block closes it with a `}` in column 0.
strip_cfg_items() {
    awk '
        skipping == 1 {
            if ($0 ~ /^}/ || ($0 ~ /^[^ \t]/ && $0 ~ /;[ \t]*$/ && $0 !~ /\{/)) skipping = 0
            next
        }
        /^\/\/\/ / || /^\/\/\/$/ { docs = docs $0 "\n"; next }
        /^#\[cfg\(/ { docs = ""; skipping = 1; next }
        { printf "%s", docs; docs = ""; print }
    ' "$1"
}

# bundle PROBLEM: writes target/bundle/PROBLEM.rs whole or not at all; prints its path.
bundle() {
    local problem=$1 main="$1/src/main.rs" out="$out_dir/$1.rs"
    check_solver "$main"
    {
        echo "// $problem: bundled from $main and $lib by scripts/bundle.sh; edit those, not this."
        cat "$root/$main"
        echo
        echo "#[allow(dead_code)]"
        echo "mod shared_io {"
        strip_cfg_items "$root/$lib"
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
mkdir -p "$out_dir"
for problem in "${problems[@]}"; do
    bundle "$problem"
done
