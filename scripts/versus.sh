#!/usr/bin/env bash
# versus: stress-test your own solution against ours, with the failing input shrunk.
#   scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max|worst] [--seed S] [--judge NAME] [--time-limit SEC]
#   scripts/versus.sh PROBLEM --submit FILE [--lang NAME] [options as above]
#   scripts/versus.sh --self-test [--all] [PROBLEM...]   agrees with ours, catches each
#       problem's headline planted wrong solution (--all: every one; check.sh runs that)
# Builds our release binary and PROBLEM/examples/PROBLEM-gen.rs (the stress tests' generator plus
# the driver in scripts/tools/src/versus/), which runs COMMAND through sh from the current
# directory, with the judges and limits it reads from PROBLEM/Cargo.toml; the
# self-test is `tools versus-self-test` (scripts/tools/src/versus/self_test.rs). Exit status:
# 0 all agree, 1 a failure found (shrunk; saved in target/versus/), 2 usage error or nothing
# could be run.
set -uo pipefail

# The judge reads /proc and contains runs with Linux's namespaces: elsewhere, one line.
system=$(uname -s 2>/dev/null || echo unknown)
if [ "$system" != Linux ]; then
    echo "versus.sh: runs on Linux only, or in WSL on Windows (the judge reads /proc and contains runs with Linux's namespaces); this system is $system" >&2
    exit 2
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
tools=$target/release/tools

usage() {
    cat <<'EOF'
usage: scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max|worst] [--seed S] [--judge NAME] [--time-limit SEC]
       scripts/versus.sh PROBLEM --submit FILE [--lang NAME] [the options above]
       scripts/versus.sh --self-test [--all] [PROBLEM...]

Runs COMMAND (your solution, e.g. './a.out' or 'python3 sol.py') and our solver on N generated
legal inputs (seeds S, S+1, ...; default 100 cases of size small from seed 1) and judges yours
with the judge check.sh --cmd uses, as the problem's first judge (PROBLEM/Cargo.toml), or the
one --judge NAME names, would: under that judge's limits (CPU time, with a wall-clock safety of
twice the limit plus 1 s; memory, the stack as large; 8 MB of output; --time-limit replaces
the time, and the header names it yours beside the judge's), with its verdict (AC, WA, PE, RE,
TLE, MLE, OLE; whitespace that only some judges mind is named, with who accepts it). Each
input is a file on COMMAND's stdin, as on a judge, held in memory alone: versus leaves none
behind, however it ends. Each run of COMMAND is contained: one bubblewrap sandbox for the
session, a PID namespace of its own for each run, no network, data/ hidden, the environment
cleared but PATH, HOME and the locale (scripts/README.md, "How your runs are contained").
Ctrl-C kills COMMAND and everything it started. At the first verdict that is not AC it shrinks the
input while the verdict stays, prints it with both outputs and why, and saves it as
target/versus/PROBLEM.in with our output as target/versus/PROBLEM.out. When all agree it
prints each program's slowest input (best of 3 runs) beside its time limit. Ours is the
reference: it runs uncontained under ten times the judge's time and four times its memory,
never under yours; when it does not take an input, versus says how (its bad-input line: a
generator bug; its exit status, signal or limit: a bug of ours) and exits 2.

With --submit FILE, your source file is built and run as the judge builds and runs it, as
check.sh --submit does (the language from its extension, or --lang NAME among the judge's; the
judge's compile and run commands; scripts/README.md, "The judges' languages"), in a folder
under target/submit/ removed when versus ends; a failed build is CE (exit status 1).

Sizes: tiny (a few cells, brute-force scale), small (a few moderate cases), max (the
statement's limits), worst (as heavy for ours as the problem's heaviest data file for time, in
its shapes: what catches a solution that is right but too slow). One generated input alone:
  cargo run --release -p PROBLEM --example PROBLEM-gen -- --seed S --size small

--self-test checks versus itself: it agrees with our own binaries, and catches and shrinks
each problem's headline planted wrong solution (PROBLEM/examples/wrong-*.rs, a known wrong
approach each) within its first cases, at size small and at tiny where the trap fits; with
--all, every planted wrong solution (check.sh runs that); on the PROBLEMs named, or all.
What it checks is written in each PROBLEM/Cargo.toml ([package.metadata.problem.planted] and
.versus-checks); the checks are scripts/tools/src/versus/self_test.rs.

Exit status: 0 all agree, 1 a failure found, 2 usage error or nothing could be run.
EOF
    printf 'PROBLEM is one of: %s\n' "$(problems | paste -sd ' ' -)"
}

# The problems that have a generator.
problems() {
    local gen
    for gen in "$root"/*/examples/*-gen.rs; do
        [ -f "$gen" ] && basename "$gen" -gen.rs
    done
}

# build TARGETS...: builds them, and the tools (they read the facts and run the self-test);
# VERSUS_BUILT (the self-test's and check.sh's runs) says all is built, as a build per run,
# even one with nothing to do, costs more than a run.
build() {
    [ -n "${VERSUS_BUILT:-}" ] && [ -x "$tools" ] && return
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin tools "$@" ||
        { echo "versus.sh: could not build: cargo build --release -p tools --bin tools $*" >&2 && exit 2; }
}

# submit_file FILE [OPTIONS...]: builds FILE as the judge builds it (`judge build`, which
# prints how on stderr) and sets command to the line that runs it; the folder it is built in
# is removed when versus ends (the generator runs as a child, not by exec, for that). --lang is
# taken out of the options (rest); --judge stays for the generator too.
submit_file() {
    [ $# -ge 1 ] || { echo "versus.sh: --submit needs a FILE" >&2 && exit 2; }
    local file=$1 judge_args=() lang_args=()
    shift
    rest=()
    [[ $file == /* ]] || file=$PWD/$file
    while [ $# -gt 0 ]; do
        case $1 in
        --lang) lang_args=(--lang "${2:-}") && shift 2 && continue ;;
        --judge) judge_args=(--judge "${2:-}") ;;
        esac
        rest+=("$1")
        shift
    done
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin judge ||
        { echo "versus.sh: could not build the judge" >&2 && exit 2; }
    local built status
    built=$("$target/release/judge" build --submit "$file" --problem "$problem" \
        --facts "$root/$problem/Cargo.toml" --from "$PWD" --owner $$ "${judge_args[@]}" "${lang_args[@]}")
    status=$?
    # four lines: the one that runs it, the judge's name for its language (whose extra
    # time and memory the generator adds), the folder it was built in, and what its verdicts
    # rest on (judge/grounds.rs)
    { read -r command; read -r language; read -r built_in; IFS= read -r grounds; } <<<"$built"
    rest+=(--language "$language" --grounds "$grounds")
    [ "$status" -eq 0 ] || exit "$status"
    trap 'rm -rf "$built_in"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    submitted=1
}

case ${1:-} in
    -h | --help) usage && exit 0 ;;
    --self-test) shift && build && exec "$tools" --root "$root" versus-self-test "$@" ;;
esac
[ $# -ge 2 ] || { usage >&2 && exit 2; }
problem=$1 command=$2
shift 2
if ! problems | grep -xF -- "$problem" >/dev/null; then
    echo "versus.sh: unknown problem '$problem' (one of: $(problems | paste -sd ' ' -))" >&2
    exit 2
fi
build -p "$problem" --bin "$problem" --example "$problem-gen"
if [ "$command" = --submit ]; then
    submit_file "$@"
    set -- ${rest[@]+"${rest[@]}"}
fi
# the generator reads the judges and their limits from the problem's Cargo.toml; the user's
# options (--judge, --time-limit, ...) come later and win. It runs in this process (exec), so
# a Ctrl-C reaches it, and it kills COMMAND's group before it exits.
gen=("$target/release/examples/$problem-gen" --versus "$command" --ours "$target/release/$problem"
    --facts "$root/$problem/Cargo.toml" --save-dir "$target/versus" "$@")
if [ -n "${submitted:-}" ]; then
    # a child, so that the EXIT trap removes the build's folder
    "${gen[@]}"
    exit
fi
exec "${gen[@]}"
