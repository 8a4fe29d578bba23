#!/usr/bin/env bash
# versus: stress-test your own solution against ours, with the failing input shrunk.
#   scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max|worst] [--seed S] [--judge NAME] [--time-limit SEC]
#   scripts/versus.sh --self-test [--all] [PROBLEM...]   agrees with ours, catches each
#       problem's headline planted wrong solution (--all: every one; check.sh runs that)
# Builds our release binary and PROBLEM/examples/PROBLEM-gen.rs (the stress tests' generator plus
# the driver in shared-io/src/versus/), which runs COMMAND through sh from the current
# directory. Exit status: 0 all agree, 1 a failure found (shrunk; saved in target/versus/),
# 2 usage error or nothing could be run.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}

usage() {
    cat <<'EOF'
usage: scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max|worst] [--seed S] [--judge NAME] [--time-limit SEC]
       scripts/versus.sh --self-test [--all] [PROBLEM...]

Runs COMMAND (your solution, e.g. './a.out' or 'python3 sol.py') and our solver on N generated
legal inputs (seeds S, S+1, ...; default 100 cases of size small from seed 1) and judges yours
with the judge check.sh --cmd uses, as the problem's first judge (PROBLEM/Cargo.toml), or the
one --judge NAME names, would: under that judge's limits (CPU time, with a wall-clock safety of
twice the limit plus 1 s; memory, the stack as large; 8 MB of output; --time-limit replaces
the time), with its verdict (AC, WA, PE, RE, TLE, MLE, OLE; whitespace that only some judges
mind is named, with who accepts it). Each input is a file on COMMAND's stdin, as on a judge.
Ctrl-C kills COMMAND and everything it started. At the first verdict that is not AC it shrinks the
input while the verdict stays, prints it with both outputs and why, and saves it as
target/versus/PROBLEM.in with our output as target/versus/PROBLEM.out. When all agree it
prints each program's slowest input (best of 3 runs) beside the time limit.

Sizes: tiny (a few cells, brute-force scale), small (a few moderate cases), max (the
statement's limits), worst (as heavy as data/PROBLEM/worst.in, in its shapes: what catches a
solution that is right but too slow). One generated input alone:
  cargo run --release -p PROBLEM --example PROBLEM-gen -- --seed S --size small

--self-test checks versus itself: it agrees with our own binaries, and catches and shrinks
each problem's headline planted wrong solution (PROBLEM/examples/wrong-*.rs, a known wrong
approach each) within its first cases, at size small and at tiny where the trap fits; with
--all, every planted wrong solution (check.sh runs that); on the PROBLEMs named, or all.

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

known() {
    local problem
    for problem in $(problems); do
        [ "$problem" = "$1" ] && return 0
    done
    return 1
}

build() {
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" "$@"
}

versus() {
    local problem=$1 command=$2
    shift 2
    if ! known "$problem"; then
        echo "versus.sh: unknown problem '$problem' (one of: $(problems | paste -sd ' ' -))" >&2
        return 2
    fi
    # the self-test builds everything once, up front (VERSUS_BUILT): a build per run, even one
    # with nothing to do, costs more than a run
    if [ -z "${VERSUS_BUILT:-}" ] && ! build -p "$problem" --bin "$problem" --example "$problem-gen"; then
        echo "versus.sh: could not build $problem" >&2
        return 2
    fi
    # the generator reads the judges and their limits from the problem's Cargo.toml; the
    # user's options (--judge, --time-limit, ...) come later and win
    "$target/release/examples/$problem-gen" --versus "$command" --ours "$target/release/$problem" \
        --facts "$root/$problem/Cargo.toml" --save-dir "$target/versus" "$@"
}

# An interrupt ends versus at once, with the status the signal asks for (the generator has
# killed the program it ran); background checks of the self-test go with it.
stop() {
    local pids
    pids=$(jobs -p)
    [ -z "$pids" ] || kill -TERM $pids 2>/dev/null
    exit "$1"
}
trap 'stop 130' INT
trap 'stop 143' TERM
trap 'stop 129' HUP

# ---- the self-test ----

passed=0
failed=0

check() {
    local name=$1
    shift
    if "$@"; then
        printf '  ok    %s\n' "$name"
        passed=$((passed + 1))
    else
        printf '  FAIL  %s\n' "$name"
        failed=$((failed + 1))
    fi
}

# expect STATUS LOG PATTERN -- ARGS: versus.sh ARGS exits STATUS and prints PATTERN; LOG keeps it.
expect() {
    local status=$1 log=$2 pattern=$3
    shift 4
    bash "$root/scripts/versus.sh" "$@" >"$log" 2>&1
    local got=$?
    if [ "$got" -ne "$status" ] || ! grep -q -- "$pattern" "$log"; then
        printf '        exit status %s (expected %s); output:\n' "$got" "$status"
        tail -n 30 "$log" | sed 's/^/        /'
        return 1
    fi
}

# catches PROBLEM WRONG MAX SIZE CASES: versus finds the planted bug in WRONG within the
# first CASES cases of size SIZE (from seed 1) and shrinks it to one case of at most MAX units
# (its generator's size: cells, statues, ...); WRONG --right agrees at that size.
catches() {
    local problem=$1 wrong=$2 max=$3 size=$4 cases=$5
    local dir=$tmp/$wrong-$size bin="$target/release/examples/$wrong" start end
    mkdir -p "$dir"
    expect 0 "$dir/right.log" "20 cases agree" -- \
        "$problem" "$bin --right" --cases 20 --size "$size" --save-dir "$dir" || return 1
    start=$(date +%s%N)
    expect 1 "$dir/wrong.log" "wrong answer" -- \
        "$problem" "$bin" --cases "$cases" --size "$size" --save-dir "$dir" || return 1
    end=$(date +%s%N)
    local ms=$(((end - start) / 1000000)) seed shrunk found units
    # versus says "seed 4: wrong answer ..." and "shrunk from ... to 1 case of 12 cells, ..."
    seed=$(grep -o '^seed [0-9]*' "$dir/wrong.log")
    shrunk=$(grep -o ' to [0-9]* cases\{0,1\} of [0-9]* [^,]*' "$dir/wrong.log")
    read -r _ found _ _ units _ <<<"$shrunk"
    printf '        %s at %s: caught at %s, shrunk in %d ms%s\n' \
        "$wrong" "$size" "$seed" "$ms" "$shrunk"
    [ "$ms" -le 60000 ] && [ "$found" = 1 ] && [ "$units" -le "$max" ]
}

# in_background NAME COMMAND...: runs COMMAND in the background, at most three at a time (the
# checks wait on processes more than they compute), its output kept for `reported NAME`.
in_background() {
    local name=$1
    shift
    while [ "$(jobs -rp | wc -l)" -ge 3 ]; do
        wait -n
    done
    { "$@" >"$tmp/$name.out" 2>&1 && touch "$tmp/$name.ok"; } &
}

# reported NAME: prints the output of the background command NAME, and whether it succeeded.
reported() {
    cat "$tmp/$1.out"
    [ -e "$tmp/$1.ok" ]
}

# The planted wrong solutions, PROBLEM/examples/WRONG.rs, one known wrong approach each: the
# largest shrunk case at size small and at tiny ("-" where the trap does not fit a tiny
# input), in the generator's units, the cases within which versus must catch it, and the
# approach. A problem's first line is its headline approach, the one a quick self-test runs.
PLANTED=$(
    cat <<'EOF'
statues wrong-no-stay 6 6 100 a Maria who never stays
statues wrong-six-rounds 8 - 100 WIN after surviving 6 rounds
statues wrong-cell-keyed 6 6 100 a search keyed on (row, col) without the round
statues wrong-no-fall-check 6 6 100 a statue falling onto her left unchecked
statues wrong-onto-statue 6 6 100 steps onto a statue
statues wrong-off-board 6 6 100 a board's edge off by one
statues wrong-no-diagonal 6 6 100 king moves without diagonals
dice-maze wrong-mirrored-die 12 12 100 a mirrored die
dice-maze wrong-visited-square 12 12 100 visited keyed on (row, col)
dice-maze wrong-visited-top 12 12 100 visited keyed on (row, col, top)
dice-maze wrong-free-return 12 12 100 a return onto the start without its rule
dice-maze wrong-start-leave-check 12 12 100 the start square's number checked on leaving
dice-maze wrong-zero-wild 12 12 100 a 0 entered like a wild square
dice-maze wrong-same-orientation 12 12 100 a walk that must end in the first orientation
robots wrong-teleport-nw 5 6 100 teleports without the north-west check
robots wrong-teleport-win-missed 8 6 100 a win on a teleport move missed
robots wrong-push-off-board 8 - 100 pushes off the board
robots wrong-push-into-debris 12 - 100 pushes into debris
robots wrong-chain-push 12 - 100 chain pushes
robots wrong-illegal-push-stays 10 - 100 an illegal push ranked as a stay
robots wrong-crushed-threatens 12 6 100 a crushed robot that still threatens
robots wrong-crushed-counts 12 6 100 a crushed robot still counted
robots wrong-crushed-steps 12 6 100 a crushed robot that steps first
robots wrong-nearest-before-count 12 6 100 distance ranked before robots left
robots wrong-walk-column-first 4 6 100 ties broken by column first
robots wrong-skipped-teleports-used 6 6 100 skipped teleports marked used
robots wrong-collided-robots-remain 4 6 100 robots collided on you counted
robots wrong-edge-debris-uncounted 8 6 100 debris on row or column 31 uncounted
robots wrong-losing-move-uncounted 3 6 100 the losing move uncounted
dungeon wrong-adjacent-view 56 40 100 monsters that see only the adjacent cell
dungeon wrong-second-look 40 32 100 a second death check after the monsters moved
dungeon wrong-look-at-start 24 20 100 a death check before your first move
dungeon wrong-exit-wall 28 28 100 monsters that take the exit for a wall
dungeon wrong-onto-monster 24 20 100 you stepping onto a monster
dungeon wrong-guarded-exit 40 24 100 you stepping onto the exit while a monster stands on it
dungeon wrong-counter-clockwise 32 28 100 monsters that turn counter-clockwise
dungeon wrong-facing-north 32 28 100 monsters that start facing north
dungeon wrong-limit-exclusive 420 - 100 an exclusive 10,000-move limit
dungeon wrong-no-limit 420 - 100 no 10,000-move limit
dungeon wrong-hash-wall 24 20 100 only # taken for wall
dungeon wrong-you-block 48 28 100 monsters that turn before where you may be
dungeon wrong-own-cell 90 40 100 a monster blocked by another on its own cell
dungeon wrong-no-wait 28 28 100 you never standing still
moveable-maze wrong-walk-model 12 12 20 the walk model
moveable-maze wrong-no-step-back 12 12 20 the walk model without step-backs
moveable-maze wrong-separate-turns 4 4 100 rotations in turns of their own
moveable-maze wrong-no-banking 8 8 100 idle slots not banked
moveable-maze wrong-bank-of-one 12 12 100 a bank of one slot
moveable-maze wrong-on-square-banked 8 8 100 on-square rotations paid from the bank
EOF
)

# unit PROBLEM: what the problem's generator counts a case's size in.
unit() {
    sed -n 's/.*const UNIT: &.static str = "\(.*\)";.*/\1/p' "$root/$1/tests/gen/mod.rs"
}

# catches_planted ALL: every planted wrong solution (ALL is 1) or each problem's headline one,
# at small and, where its trap fits, at tiny, in the background; then each reported in order.
catches_planted() {
    local all=$1 problem wrong small tiny cases what names=() seen=" "
    while read -r problem wrong small tiny cases what; do
        [[ " ${selected[*]} " == *" $problem "* ]] || continue
        [ "$all" -eq 1 ] || [[ $seen != *" $problem "* ]] || continue
        seen+="$problem "
        in_background "$wrong-small" catches "$problem" "$wrong" "$small" small "$cases"
        names+=("$wrong-small" "$problem: catches $what (<= $small $(unit "$problem"))")
        if [ "$tiny" != - ]; then
            in_background "$wrong-tiny" catches "$problem" "$wrong" "$tiny" tiny "$cases"
            names+=("$wrong-tiny" "$problem: catches $what, at tiny")
        fi
    done <<<"$PLANTED"
    wait
    set -- "${names[@]}"
    while [ $# -gt 0 ]; do
        check "$2" reported "$1"
        shift 2
    done
}

# self_test ALL PROBLEM...: versus on the PROBLEMs (every one when none is named) agrees with
# our binary and catches their planted wrong solutions (see catches_planted); its usage errors
# and verdicts, on the first of them.
self_test() {
    local all=$1 problem packages=()
    shift
    selected=("$@")
    [ ${#selected[@]} -gt 0 ] || mapfile -t selected < <(problems)
    for problem in "${selected[@]}"; do
        known "$problem" || { echo "versus.sh: unknown problem '$problem'" >&2 && return 2; }
        packages+=(-p "$problem")
    done
    local first=${selected[0]}
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    echo "== versus self-test: ${selected[*]}"
    check "build the solvers, generators and wrong solutions" \
        build "${packages[@]}" --bins --examples || return 1
    export VERSUS_BUILT=1
    for problem in "${selected[@]}"; do
        check "$problem: versus agrees with our own binary" expect 0 "$tmp/$problem.log" \
            "20 cases agree" -- "$problem" "$target/release/$problem" --cases 20 --save-dir "$tmp"
    done
    if [[ " ${selected[*]} " == *" dice-maze "* ]]; then
        # the statement promises one solution walk or none: a peer that prints the first
        # walk its depth-first search finds must agree with ours on every generated maze
        in_background peer-small expect 0 "$tmp/peer.log" "150 cases agree" -- dice-maze \
            "$target/release/examples/peer-first-walk" --cases 150 --save-dir "$tmp"
        in_background peer-tiny expect 0 "$tmp/peer-tiny.log" "150 cases agree" -- dice-maze \
            "$target/release/examples/peer-first-walk" --cases 150 --size tiny --save-dir "$tmp"
    fi
    catches_planted "$all"
    if [[ " ${selected[*]} " == *" dice-maze "* ]]; then
        check "dice-maze: a peer's first-walk DFS agrees (mazes have one walk or none)" \
            reported peer-small
        check "dice-maze: a peer's first-walk DFS agrees at tiny" reported peer-tiny
    fi
    if [[ " ${selected[*]} " == *" dungeon "* ]]; then
        # right, but its cost grows with turns times monsters: about 0.2 s on a max input,
        # 5.5 s on a worst-shaped one (8.9 s on data/dungeon/worst.in) against the 2 s limit
        local slow="$target/release/examples/wrong-adjacent-view --right"
        check "dungeon: a right but slow solution passes at max" expect 0 \
            "$tmp/slow-max.log" "time per input" -- dungeon "$slow" --size max --cases 2 --save-dir "$tmp"
        check "dungeon: ... and is over the time limit at worst, as on worst.in" expect 1 \
            "$tmp/slow-worst.log" "time limit exceeded (TLE)" -- dungeon "$slow" --size worst \
            --cases 1 --save-dir "$tmp"
    fi
    check "--help prints usage" expect 0 "$tmp/help.log" "usage:" -- --help
    check "an unknown problem is a usage error" expect 2 "$tmp/unknown.log" \
        "unknown problem 'chess'" -- chess true
    check "a missing COMMAND is a usage error" expect 2 "$tmp/missing.log" "usage:" -- "$first"
    check "a bad option is a usage error" expect 2 "$tmp/option.log" "--size needs" -- \
        "$first" true --size huge
    check "a COMMAND that cannot run says so" expect 2 "$tmp/command.log" "cannot run" -- \
        "$first" "$tmp/no-such-program" --save-dir "$tmp"
    check "a crash is a runtime error" expect 1 "$tmp/crash.log" "runtime error (RE)" -- \
        "$first" "exit 3" --size tiny --save-dir "$tmp"
    check "a slow solution is over the time limit" expect 1 "$tmp/slow.log" "time limit" -- \
        "$first" "sleep 5" --size tiny --cases 1 --time-limit 0.2 --save-dir "$tmp"
    printf 'versus self-test: %d passed, %d failed\n' "$passed" "$failed"
    [ "$failed" -eq 0 ]
}

case ${1:-} in
    -h | --help)
        usage
        exit 0
        ;;
    --self-test)
        shift
        if [ "${1:-}" = --all ]; then
            shift
            self_test 1 "$@"
        else
            self_test 0 "$@"
        fi
        exit
        ;;
esac
if [ $# -lt 2 ]; then
    usage >&2
    exit 2
fi
versus "$@"
