#!/usr/bin/env bash
# The local judge: `bash scripts/check.sh --help` tells how to use it.
#
# check.sh is `tools check` (scripts/tools/src/check/): this script builds the tools' binaries
# (the judge and the tools, scripts/tools/src/bin/) and hands over. There live its options and
# usage, each mode (--cmd and --submit hand over to the judge), the steps, each run under
# CHECK_TIMEOUT in a process group of its own, two at a time after the tests, and the count
# line. A build of the tools that fails is shown as a failed step, and the run ends there.
# Needs bash, GNU coreutils (timeout) and Linux (the judge reads /proc).
set -uo pipefail

# The judge reads /proc and contains runs with Linux's namespaces: elsewhere, one line.
system=$(uname -s 2>/dev/null || echo unknown)
if [ "$system" != Linux ]; then
    echo "check.sh: runs on Linux only, or in WSL on Windows (the judge reads /proc and contains runs with Linux's namespaces); this system is $system" >&2
    exit 2
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools=${CARGO_TARGET_DIR:-$root/target}/release/tools
started=$SECONDS
if ! log=$(cd "$root" && timeout -k 10 "${CHECK_TIMEOUT:-1800}" \
    cargo build --release --quiet -p tools --bins </dev/null 2>&1); then
    printf '  FAIL  %-62s exit status 1, %d s\n' "cargo build --release -p tools --bins" \
        $((SECONDS - started))
    printf '%s\n' "$log" | tail -n 40 | sed 's/^/        /'
    printf '\ncases judged: 0 AC, 0 not; steps: 0 ok, 1 failed; skipped: 0\n0 passed, 1 failed\n'
    exit 1
fi
exec "$tools" --root "$root" check "$@"
