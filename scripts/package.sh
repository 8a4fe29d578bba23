#!/usr/bin/env bash
# Makes each problem's package in the problem package format of Kattis and DOMjudge, and with
# --verify checks it with Kattis's verifyproblem: `bash scripts/package.sh --help` tells how.
#
# package.sh is `tools packages` (scripts/tools/src/packaging.rs, the package itself in
# src/package/, the tools --verify needs installed by src/install.rs): this script builds
# the tools and hands over.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bins ||
    { echo "package.sh: could not build the tools (cargo build -p tools --bins)" >&2 && exit 1; }
exec "${CARGO_TARGET_DIR:-$root/target}/release/tools" --root "$root" packages "$@"
