#!/usr/bin/env bash
# versus: stress-test your own solution against ours, with the failing input shrunk.
#   scripts/versus.sh PROBLEM 'COMMAND' [--cases N] [--size tiny|small|max] [--seed S] [--time-limit SEC]
#   scripts/versus.sh --self-test   (run by check.sh: catches the planted bugs, agrees with ours)
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
    # the self-test builds everything once, up front (VERSUS_BUILT); a build per run, even
    # with nothing to do, would take most of its time
    if [ -z "${VERSUS_BUILT:-}" ] && ! build -p "$problem" --bin "$problem" --example "$problem-gen"; then
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

# catches PROBLEM WRONG MAX [SIZES]: at each size of SIZES (default small; e.g. "small tiny")
# versus finds the planted bug in WRONG within the first 100 cases and shrinks it to one case
# of at most MAX units (its generator's size: cells, statues, ...), within a minute; WRONG
# --right agrees on those cases (at least 20).
catches() {
    local problem=$1 wrong=$2 max=$3 size
    for size in ${4:-small}; do
        catches_at "$problem" "$wrong" "$max" "$size" || return 1
    done
}

catches_at() {
    local problem=$1 wrong=$2 max=$3 size=$4 dir=$tmp/$2-$4
    local bin="$target/release/examples/$wrong" start end
    mkdir -p "$dir"
    start=$(date +%s%N)
    expect 1 "$dir/wrong.log" "wrong answer" -- "$problem" "$bin" --cases 100 --size "$size" \
        --save-dir "$dir" || return 1
    end=$(date +%s%N)
    local ms=$(((end - start) / 1000000)) shrunk cases units seed
    # versus says "seed 4: wrong answer ..." and "shrunk from ... to 1 case of 12 cells, ..."
    seed=$(grep -o '^seed [0-9]*' "$dir/wrong.log" | cut -d' ' -f2)
    shrunk=$(grep -o ' to [0-9]* cases\{0,1\} of [0-9]* [^,]*' "$dir/wrong.log")
    read -r _ cases _ _ units _ <<<"$shrunk"
    printf '        %s at %s: seed %s, found and shrunk in %d ms%s\n' "$wrong" "$size" "$seed" \
        "$ms" "$shrunk"
    local agree=$((seed > 20 ? seed : 20))
    expect 0 "$dir/right.log" "$agree cases agree" -- "$problem" "$bin --right" \
        --cases "$agree" --size "$size" --save-dir "$dir" || return 1
    [ "$ms" -le 60000 ] && [ "$cases" = 1 ] && [ "$units" -le "$max" ]
}

# later CHECK...: runs `check CHECK...` as a background job, at most one a core at a time;
# settle waits for them all and prints their lines in the order they were started.
later_jobs=0
later() {
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do
        wait -n
    done
    (check "$@" >"$tmp/later.$later_jobs" 2>&1) &
    later_jobs=$((later_jobs + 1))
}

settle() {
    wait
    local n
    for ((n = 0; n < later_jobs; n++)); do
        cat "$tmp/later.$n"
        if grep -q '^  ok ' "$tmp/later.$n"; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
        fi
    done
    later_jobs=0
}

self_test() {
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    echo "== versus self-test"
    check "build the solvers, generators and wrong solutions" \
        build --workspace --bins --examples || return 1
    export VERSUS_BUILT=1
    local problem
    for problem in $(problems); do
        check "$problem: versus agrees with our own binary" expect 0 "$tmp/$problem.log" \
            "20 cases agree" -- "$problem" "$target/release/$problem" --cases 20 --save-dir "$tmp"
    done
    later "statues: catches a Maria who never stays (<= 6 statues)" \
        catches statues wrong-no-stay 6 "small tiny"
    later "statues: catches WIN after surviving 6 rounds (<= 8 statues)" \
        catches statues wrong-six-rounds 8
    later "statues: catches a search keyed on (row, col) without the round (<= 6 statues)" \
        catches statues wrong-cell-keyed 6 "small tiny"
    later "statues: catches a statue falling onto her left unchecked (<= 6 statues)" \
        catches statues wrong-no-fall-check 6 "small tiny"
    later "statues: catches steps onto a statue (<= 6 statues)" \
        catches statues wrong-onto-statue 6 "small tiny"
    later "statues: catches a board's edge off by one (<= 6 statues)" \
        catches statues wrong-off-board 6 "small tiny"
    later "statues: catches king moves without diagonals (<= 6 statues)" \
        catches statues wrong-no-diagonal 6 "small tiny"
    later "dice-maze: catches a mirrored die (<= 12 cells)" \
        catches dice-maze wrong-mirrored-die 12 "small tiny"
    later "dice-maze: catches visited keyed on (row, col) (<= 12 cells)" \
        catches dice-maze wrong-visited-square 12 "small tiny"
    later "dice-maze: catches visited keyed on (row, col, top) (<= 12 cells)" \
        catches dice-maze wrong-visited-top 12 "small tiny"
    later "dice-maze: catches a return onto the start without its rule (<= 12 cells)" \
        catches dice-maze wrong-free-return 12 "small tiny"
    later "dice-maze: catches the start square's number checked on leaving (<= 12 cells)" \
        catches dice-maze wrong-start-leave-check 12 "small tiny"
    later "dice-maze: catches a 0 entered like a wild square (<= 12 cells)" \
        catches dice-maze wrong-zero-wild 12 "small tiny"
    later "dice-maze: catches a walk that must end in the first orientation (<= 12 cells)" \
        catches dice-maze wrong-same-orientation 12 "small tiny"
    later "dice-maze: a peer's first-walk DFS agrees (mazes have one walk or none)" \
        expect 0 "$tmp/peer.log" "150 cases agree" -- dice-maze \
        "$target/release/examples/peer-first-walk" --cases 150 --save-dir "$tmp"
    later "dice-maze: a peer's first-walk DFS agrees at tiny" \
        expect 0 "$tmp/peer-tiny.log" "150 cases agree" -- dice-maze \
        "$target/release/examples/peer-first-walk" --cases 150 --size tiny --save-dir "$tmp"
    later "robots: catches teleports without the north-west check (<= 8 pieces)" \
        catches robots wrong-teleport-nw 8
    later "dungeon: catches monsters that see only the adjacent cell (<= 100 cells)" \
        catches dungeon wrong-adjacent-view 100
    settle
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
