#!/usr/bin/env bash
# The local judge: scripts/check.sh [PROBLEM...]   (default: every solver with data/PROBLEM/)
#  1. cargo build --release; every data/PROBLEM/NAME.in against NAME.out (and, when NAME.err
#     exists, stderr against it with exit status 1; when NAME.warn exists, stderr against it
#     with exit status 0): AC / WA / RE / TLE, ms, peak memory.
#  2. Bundles each problem, compiles it with bare rustc on editions 2015/2018/2021/2024 with
#     -D warnings, runs each bundle binary on the same data; a bundle over 64 KiB fails.
#  3. cargo test (stress tests), cargo clippy (incompatible_msrv denied), cargo fmt --check.
# Ends with "N passed, M failed"; exits 0 only when M is 0.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 2

EDITIONS=(2015 2018 2021 2024)
BUNDLE_LIMIT=65536
# Seconds per case, from each judge's limit.
declare -A TIME_LIMIT=([statues]=2 [dice-maze]=1 [robots]=1 [dungeon]=2 [moveable-maze]=1)

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); }
section() { printf '\n== %s\n' "$*"; }

if [ $# -gt 0 ]; then
    problems=("$@")
else
    problems=()
    for dir in data/*/; do
        p=$(basename "$dir")
        [ -f "$p/src/main.rs" ] && problems+=("$p")
    done
fi

gnu_time=""
if /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
    gnu_time=/usr/bin/time
fi

# Runs a step, shows its output's last lines on failure, counts it.
step() {
    local name=$1
    shift
    local log="$tmp/step.log"
    if "$@" >"$log" 2>&1; then
        printf '  ok    %s\n' "$name"
        pass
    else
        printf '  FAIL  %s\n' "$name"
        tail -n 40 "$log" | sed 's/^/        /'
        fail
    fi
}

# CRLF -> LF, a missing final newline tolerated.
normalize() { sed -e 's/\r$//' -e '$a\' "$1"; }

# Explains a wrong answer: the first differing line, made visible, and a whitespace hint.
explain_wa() {
    local expected=$1 actual=$2
    normalize "$expected" >"$tmp/exp.n"
    normalize "$actual" >"$tmp/act.n"
    local line
    line=$(cmp "$tmp/exp.n" "$tmp/act.n" 2>/dev/null | awk '{print $NF}')
    if [ -z "$line" ]; then
        line=$(($(wc -l <"$tmp/exp.n") + 1))
    fi
    printf '        first difference at line %s\n' "$line"
    printf '        expected: %s\n' "$(sed -n "${line}p" "$expected" | cat -A | head -c 300)"
    printf '        actual:   %s\n' "$(sed -n "${line}p" "$actual" | cat -A | head -c 300)"
    if cmp -s <(tr -s ' \t\r\n' '\n\n\n\n' <"$expected" | sed '/^$/d') \
        <(tr -s ' \t\r\n' '\n\n\n\n' <"$actual" | sed '/^$/d'); then
        printf '        hint: the outputs match token by token; only whitespace differs\n'
    fi
}

# judge_case LABEL BINARY INPUT LIMIT: one verdict line.
judge_case() {
    local label=$1 bin=$2 input=$3 limit=$4
    local expected=${input%.in}.out expected_err=${input%.in}.err expected_warn=${input%.in}.warn
    local start end ms status mem=""
    start=$(date +%s%N)
    if [ -n "$gnu_time" ]; then
        "$gnu_time" -f %M -o "$tmp/mem" timeout "$limit" "$bin" <"$input" >"$tmp/out" 2>"$tmp/err"
        status=$?
        mem=$(tail -n 1 "$tmp/mem" 2>/dev/null)
        mem=$(awk -v kb="$mem" 'BEGIN { if (kb ~ /^[0-9]+$/) printf "%6.1f MB", kb / 1024 }')
    else
        timeout "$limit" "$bin" <"$input" >"$tmp/out" 2>"$tmp/err"
        status=$?
    fi
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))

    local verdict=AC detail=""
    if [ "$status" -eq 124 ]; then
        verdict=TLE
        detail="over ${limit}s"
    elif [ -f "$expected_err" ]; then
        if [ "$status" -ne 1 ]; then
            verdict=WA
            detail="exit status $status, expected 1 with the error in $(basename "$expected_err")"
        elif ! cmp -s <(normalize "$expected_err") <(normalize "$tmp/err"); then
            verdict=WA
            detail="stderr: $(head -c 300 "$tmp/err" | cat -A)  expected: $(cat -A "$expected_err")"
        fi
    elif [ "$status" -ne 0 ]; then
        verdict=RE
        detail="exit status $status: $(head -n 3 "$tmp/err")"
    elif [ -f "$expected_warn" ] && ! cmp -s <(normalize "$expected_warn") <(normalize "$tmp/err"); then
        verdict=WA
        detail="stderr: $(head -c 300 "$tmp/err" | cat -A)  expected: $(cat -A "$expected_warn")"
    fi
    if [ "$verdict" = AC ] && ! cmp -s <(normalize "$expected") <(normalize "$tmp/out"); then
        verdict=WA
    fi

    printf '  %-4s %-45s %6d ms %s\n' "$verdict" "$label" "$ms" "$mem"
    if [ "$verdict" = AC ]; then
        pass
        return
    fi
    fail
    [ -n "$detail" ] && printf '        %s\n' "$detail"
    if [ "$verdict" = WA ] && [ -z "$detail" ]; then
        explain_wa "$expected" "$tmp/out"
    fi
}

# judge_problem PROBLEM BINARY TAG: every data file of PROBLEM against BINARY.
judge_problem() {
    local p=$1 bin=$2 tag=$3 input found=0
    for input in data/"$p"/*.in; do
        [ -f "$input" ] || continue
        found=1
        if [ ! -f "${input%.in}.out" ]; then
            printf '  FAIL %s: no expected output %s\n' "$input" "${input%.in}.out"
            fail
            continue
        fi
        judge_case "$tag $(basename "${input%.in}")" "$bin" "$input" "${TIME_LIMIT[$p]:-2}"
    done
    if [ "$found" -eq 0 ]; then
        printf '  FAIL  data/%s has no .in files\n' "$p"
        fail
    fi
}

section "cargo build --release"
if cargo build --release --workspace 2>"$tmp/build.log"; then
    printf '  ok    build\n'
    pass
else
    tail -n 40 "$tmp/build.log"
    printf '  FAIL  build\n'
    fail
fi

for p in "${problems[@]}"; do
    section "$p: cargo binary"
    if [ -x "target/release/$p" ]; then
        judge_problem "$p" "target/release/$p" "$p"
    else
        printf '  FAIL  no binary target/release/%s\n' "$p"
        fail
    fi

    section "$p: bundle"
    if ! bundle=$(scripts/bundle.sh "$p" 2>"$tmp/bundle.log"); then
        sed 's/^/        /' "$tmp/bundle.log"
        printf '  FAIL  bundle %s\n' "$p"
        fail
        continue
    fi
    size=$(wc -c <"$bundle")
    if [ "$size" -le "$BUNDLE_LIMIT" ]; then
        printf '  ok    %s is %d bytes (limit %d)\n' "${bundle#"$root"/}" "$size" "$BUNDLE_LIMIT"
        pass
    else
        printf '  FAIL  %s is %d bytes, over %d\n' "${bundle#"$root"/}" "$size" "$BUNDLE_LIMIT"
        fail
    fi
    for edition in "${EDITIONS[@]}"; do
        bin="target/bundle/$p-$edition"
        rm -f "$bin"
        step "rustc -O --edition $edition -D warnings $p.rs" \
            rustc -O --edition "$edition" -D warnings -o "$bin" "$bundle"
        [ -x "$bin" ] && judge_problem "$p" "$bin" "$p@$edition"
    done
done

section "tests, lints, formatting"
step "cargo test --workspace --release" cargo test --workspace --release
grep -E '^test result' "$tmp/step.log" | sed 's/^/        /'
step "versus self-test: four planted bugs caught and shrunk" bash scripts/versus.sh --self-test
step "cargo clippy --workspace --all-targets (incompatible_msrv denied)" \
    cargo clippy --workspace --all-targets --release -- -D warnings -D clippy::incompatible_msrv
step "cargo fmt --check" cargo fmt --all --check

printf '\n%d passed, %d failed\n' "$passed" "$failed"
[ "$failed" -eq 0 ]
