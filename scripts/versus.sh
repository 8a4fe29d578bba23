#!/usr/bin/env bash
# versus: your solution against ours on generated inputs, the first failure shrunk:
# `bash scripts/versus.sh --help` tells how to use it.
#
# versus.sh is PROBLEM's generator (PROBLEM/examples/PROBLEM-gen.rs, whose driver is
# scripts/tools/src/versus/): this script builds the tools, our binary and the generator, and
# hands over. There live the options and usage, the --submit build (its folder removed however
# versus ends), the contest and the shrinking. The self-test is `tools versus-self-test`; words
# that name no problem (--help, none, an unknown one) are `tools versus-usage`'s to answer.
# VERSUS_BUILT (the self-test's runs) says all is built: a build costs more than a run.
set -uo pipefail

# The judge reads /proc and contains runs with Linux's namespaces: elsewhere, one line.
system=$(uname -s 2>/dev/null || echo unknown)
if [ "$system" != Linux ]; then
    echo "versus.sh: runs on Linux only, or in WSL on Windows (the judge reads /proc and contains runs with Linux's namespaces); this system is $system" >&2
    exit 2
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
release=${CARGO_TARGET_DIR:-$root/target}/release
problem=${1:-}

build() {
    [ -n "${VERSUS_BUILT:-}" ] && [ -x "$release/tools" ] && return
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin tools "$@" ||
        { echo "versus.sh: could not build: cargo build --release -p tools --bin tools $*" >&2 && exit 2; }
}

if [ "$problem" = --self-test ]; then
    build && exec "$release/tools" --root "$root" versus-self-test "${@:2}"
elif [ -n "$problem" ] && [ -f "$root/$problem/examples/$problem-gen.rs" ]; then
    build -p "$problem" --bin "$problem" --example "$problem-gen"
    exec "$release/examples/$problem-gen" --ours "$release/$problem" \
        --facts "$root/$problem/Cargo.toml" "${@:2}"
fi
build && exec "$release/tools" --root "$root" versus-usage "$@"
