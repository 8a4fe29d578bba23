#!/usr/bin/env bash
# Bundles one solver into a single self-contained file for an online judge:
#   scripts/bundle.sh PROBLEM   ->   target/bundle/PROBLEM.rs
# The solver's main.rs is copied unchanged and shared-io is appended to it as
# `mod shared_io { ... }`, without its top-level #[cfg(...)] items (tests, stress support).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "bundle.sh: $*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: scripts/bundle.sh PROBLEM"
problem=$1
main="$problem/src/main.rs"
lib="shared-io/src/lib.rs"
[ -f "$root/$main" ] || die "no solver at $main"

# The bundle only works if the solver reaches shared-io through crate-root `use` lines and
# shared-io never names `crate::` or carries inner attributes.
if grep -n 'shared_io' "$root/$main" | grep -v -E '^[0-9]+:use shared_io::' >&2; then
    die "$main: name shared_io only in crate-root 'use shared_io::...' lines"
fi
if grep -n -E 'crate::|^[[:space:]]*#!\[' "$root/$lib" >&2; then
    die "$lib: no 'crate::' paths and no inner attributes allowed"
fi

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

out_dir="$root/target/bundle"
mkdir -p "$out_dir"
out="$out_dir/$problem.rs"
{
    echo "// $problem: bundled from $main and $lib by scripts/bundle.sh; edit those, not this."
    cat "$root/$main"
    echo
    echo "#[allow(dead_code)]"
    echo "mod shared_io {"
    strip_cfg_items "$root/$lib"
    echo "}"
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "$out"
