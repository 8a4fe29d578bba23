#!/usr/bin/env bash
# versus: stress-test your own solution against ours, with the failing input shrunk.
#   scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max] [--seed S] [--time-limit SEC]
#   scripts/versus.sh --self-test   (run by check.sh: catches four planted bugs, agrees with ours)
# Builds our release binary and PROBLEM/examples/PROBLEM-gen.rs (the stress tests' generator plus
# the driver in shared-io/src/versus/), which runs COMMAND through sh from the current
# directory. Exit status: 0 all agree, 1 a failure found (shrunk; saved in target/versus/),
# 2 usage error or nothing could be run.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}

usage() {
    cat <<'EOF'
usage: scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max] [--seed S] [--time-limit SEC]
       scripts/versus.sh --self-test

Runs COMMAND (your solution, e.g. './a.out' or 'python3 sol.py') and our solver on N generated
legal inputs (seeds S, S+1, ...; default 100 cases of size small from seed 1, the judge's time
limit) and compares their outputs line by line, ignoring CRLF and trailing blanks. At the first
wrong answer, crash (RE) or timeout (TLE) it shrinks the input while the failure stays, prints
it with both outputs and the first differing line, and saves it as target/versus/PROBLEM.in
with our output as target/versus/PROBLEM.out.

Sizes: tiny (a few cells, brute-force scale), small (a few moderate cases), max (the
statement's limits). One generated input alone:
  cargo run --release -p PROBLEM --example PROBLEM-gen -- --seed S --size small

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
    if ! build -p "$problem" --bin "$problem" --example "$problem-gen"; then
        echo "versus.sh: could not build $problem" >&2
        return 2
    fi
    # the judge's time limit first: a --time-limit of the user's comes later and wins
    local limit
    limit=$(bash "$root/scripts/facts.sh" "$problem" time-limit) || return 2
    "$target/release/examples/$problem-gen" --versus "$command" --ours "$target/release/$problem" \
        --time-limit "$limit" --save-dir "$target/versus" "$@"
}

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

# catches PROBLEM WRONG MAX [SIZE]: versus finds the planted bug in WRONG within a minute and
# shrinks it to one case of at most MAX units (its generator's size: cells, statues, ...);
# it agrees with WRONG --right. Both runs are of inputs of size SIZE (default small).
catches() {
    local problem=$1 wrong=$2 max=$3 inputs=${4:-small}
    local bin="$target/release/examples/$wrong" dir=$tmp/$wrong-$inputs start end
    mkdir -p "$dir"
    expect 0 "$dir/right.log" "30 cases agree" -- \
        "$problem" "$bin --right" --cases 30 --size "$inputs" --save-dir "$dir" || return 1
    start=$(date +%s%N)
    expect 1 "$dir/wrong.log" "wrong answer" -- \
        "$problem" "$bin" --cases 500 --size "$inputs" --save-dir "$dir" || return 1
    end=$(date +%s%N)
    local ms=$(((end - start) / 1000000)) shrunk cases size
    # versus says "shrunk from ... to 1 case of 12 cells, 38 bytes in ..."
    shrunk=$(grep -o ' to [0-9]* cases\{0,1\} of [0-9]* [^,]*' "$dir/wrong.log")
    read -r _ cases _ _ size _ <<<"$shrunk"
    printf '        %s (%s): found and shrunk in %d ms%s\n' "$wrong" "$inputs" "$ms" "$shrunk"
    [ "$ms" -le 60000 ] && [ "$cases" = 1 ] && [ "$size" -le "$max" ]
}

# in_background NAME COMMAND...: runs COMMAND in the background, at most three at a time,
# its output kept for `reported NAME`. For checks that wait more than they compute.
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

self_test() {
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    echo "== versus self-test"
    check "build the solvers, generators and wrong solutions" \
        build --workspace --bins --examples || return 1
    local problem
    for problem in $(problems); do
        check "$problem: versus agrees with our own binary" expect 0 "$tmp/$problem.log" \
            "20 cases agree" -- "$problem" "$target/release/$problem" --cases 20 --save-dir "$tmp"
    done
    check "statues: catches a Maria who never stays (<= 8 statues)" \
        catches statues wrong-no-stay 8
    check "dice-maze: catches ties broken right, left, down, up (<= 16 cells)" \
        catches dice-maze wrong-tie-order 16
    # robots: each known wrong approach (robots/examples/wrong-*.rs), at the defaults and,
    # where the generator plants its trap in a tiny game (3 robots, 3 teleports), at tiny.
    # The checks run in the background, three at a time; each is reported in order.
    local wrong max tiny what robots=()
    while read -r wrong max tiny what <&3; do
        in_background "$wrong-small" catches robots "$wrong" "$max"
        robots+=("$wrong-small" "robots: catches $what (<= $max robots and teleports)")
        if [ "$tiny" = tiny ]; then
            in_background "$wrong-tiny" catches robots "$wrong" 6 tiny
            robots+=("$wrong-tiny" "robots: catches $what, at tiny")
        fi
    done 3<<'EOF'
wrong-teleport-nw 5 tiny teleports without the north-west check
wrong-teleport-win-missed 8 tiny a win on a teleport move missed
wrong-push-off-board 8 - pushes off the board
wrong-push-into-debris 12 - pushes into debris
wrong-chain-push 12 - chain pushes
wrong-illegal-push-stays 10 - an illegal push ranked as a stay
wrong-crushed-threatens 12 tiny a crushed robot that still threatens
wrong-crushed-counts 12 tiny a crushed robot still counted
wrong-crushed-steps 12 tiny a crushed robot that steps first
wrong-nearest-before-count 12 tiny distance ranked before robots left
wrong-walk-column-first 4 tiny ties broken by column first
wrong-skipped-teleports-used 6 tiny skipped teleports marked used
wrong-collided-robots-remain 4 tiny robots collided on you counted
wrong-edge-debris-uncounted 8 tiny debris on row or column 31 uncounted
wrong-losing-move-uncounted 3 tiny the losing move uncounted
EOF
    wait
    set -- "${robots[@]}"
    while [ $# -gt 0 ]; do
        check "$2" reported "$1"
        shift 2
    done
    check "dungeon: catches monsters that see only the adjacent cell (<= 100 cells)" \
        catches dungeon wrong-adjacent-view 100
    check "--help prints usage" expect 0 "$tmp/help.log" "usage:" -- --help
    check "an unknown problem is a usage error" expect 2 "$tmp/unknown.log" \
        "unknown problem 'chess'" -- chess true
    check "a missing COMMAND is a usage error" expect 2 "$tmp/missing.log" "usage:" -- statues
    check "a bad option is a usage error" expect 2 "$tmp/option.log" "--size needs" -- \
        statues true --size huge
    check "a COMMAND that cannot run says so" expect 2 "$tmp/command.log" "cannot run" -- \
        statues "$tmp/no-such-program" --save-dir "$tmp"
    check "a crash is a runtime error" expect 1 "$tmp/crash.log" "runtime error (RE)" -- \
        statues "exit 3" --size tiny --save-dir "$tmp"
    check "a slow solution is over the time limit" expect 1 "$tmp/slow.log" "time limit" -- \
        statues "sleep 5" --size tiny --cases 1 --time-limit 0.2 --save-dir "$tmp"
    printf 'versus self-test: %d passed, %d failed\n' "$passed" "$failed"
    [ "$failed" -eq 0 ]
}

case ${1:-} in
    -h | --help)
        usage
        exit 0
        ;;
    --self-test)
        self_test
        exit
        ;;
esac
if [ $# -lt 2 ]; then
    usage >&2
    exit 2
fi
versus "$@"
