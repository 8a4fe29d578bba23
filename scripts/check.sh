#!/usr/bin/env bash
# The local judge: `bash scripts/check.sh --help` tells how to use it.
#
# Every way a user can submit a problem is a build: the cargo binary, the bundle compiled with
# bare `rustc -O -D warnings` on each edition, and the bundle compiled with an older rustc
# (Debian's, at /usr/bin/rustc) when one is installed. Each build is judged on every
# data/PROBLEM/NAME.in as an online judge would (AC, WA, RE, TLE, MLE under the problem's
# limits); then the tests, clippy and rustfmt run. Every step runs through `step`, under a
# time limit, so nothing here can hang.
#
# `set -e` is off on purpose: a failed build, case or step is a result to count and report,
# and the run must go on to the count line. Each status that matters is checked by hand.
# Needs bash 4.3 or newer, GNU coreutils (timeout) and GNU time for peak memory.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Where cargo puts its builds (bundles always go to the workspace's target/bundle).
cargo_target=${CARGO_TARGET_DIR:-$root/target}
# --cmd runs the user's command from where they called us.
user_dir=$PWD
cd "$root" || exit 2

EDITIONS=(2015 2018 2021 2024)
# Debian's packaged rustc: the oldest compiler the bundles are proven on (Cargo.toml's
# rust-version), on the editions it knows.
OLD_RUSTC=/usr/bin/rustc
OLD_EDITIONS=(2015 2018 2021)
BUNDLE_LIMIT=65536
# Seconds for each step: each cargo command, bundling, each bundle compilation.
CHECK_TIMEOUT=${CHECK_TIMEOUT:-600}

# Address space a case may reserve beyond its memory limit: a safety cap only, so that a
# runaway case cannot take the machine's memory; the MLE verdict comes from the peak.
MEMORY_CAP_SLACK_MB=1024

usage() {
    cat <<EOF
usage: bash scripts/check.sh [-v] [PROBLEM...]
       bash scripts/check.sh [-v] PROBLEM CASE
       bash scripts/check.sh [-v] --cmd 'COMMAND' PROBLEM [CASE]

Builds every problem (or the PROBLEMs named) every way it can be submitted: the cargo
binary, the bundle with rustc -O on editions ${EDITIONS[*]}, and the bundle with the older
rustc at $OLD_RUSTC on editions ${OLD_EDITIONS[*]} when it is older than the default rustc.
Judges each build on every data/PROBLEM/NAME.in (AC, WA, RE, TLE, MLE), prints one table per
problem and the full detail of every case that is not AC; then runs cargo test, clippy
(incompatible_msrv denied) and rustfmt on those problems' packages and shared-io.

With PROBLEM CASE, judges data/PROBLEM/CASE.in alone on every build and prints each
difference from the expected output and stderr in full (no tests, clippy or rustfmt).

With --cmd, judges your program instead, in any language: COMMAND runs through sh -c from
the current directory, input on stdin ('./a.out', 'python3 sol.py', 'java Main'), on every
data/PROBLEM/NAME.in with a legal input (the bad-input cases, with a NAME.err, are skipped:
their expected output is our error message), under the problem's limits, with the same
verdicts and reports; only stdout and the exit status are judged. Each case that is not AC
shows what it catches (data/PROBLEM/README.md). Cases outside the statement's promise are
judged apart, for information, and do not count. Nothing of ours is built. The exit status
is 0 only when every counted case is AC; 2 when COMMAND cannot start.

Problems: ${known_problems[*]}

Options:
  -v, --verbose   print every case and every step, not only what failed
  --cmd COMMAND   judge COMMAND on PROBLEM's cases (see above)
  --self-test     check that --cmd judges our binaries, wrong and missing programs as it says
  -h, --help      print this and exit

Environment:
  CHECK_TIMEOUT   seconds for each cargo step and bundle compilation (default 600)
  NO_COLOR        when set and not empty, no colours (there are none off a terminal)

The last line reads "N passed, M failed" (", K skipped" when K is not 0). It counts judged
cases, one per data file per build (a case of a build that failed counts as failed), and
steps: each build and compilation, each bundle's size check, the tests, clippy and rustfmt.
K counts the builds that could not be tried (no older rustc, no GNU time for memory).
Exit status: 0 when nothing failed, 1 when something did, 2 for a usage error.
EOF
}

# --- Output ----------------------------------------------------------------------------

setup_colours() {
    if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
        good=$'\e[32m' bad=$'\e[31m' dim=$'\e[33m' bold=$'\e[1m' plain=$'\e[0m'
    else
        good="" bad="" dim="" bold="" plain=""
    fi
}

# The colour of a verdict or step status.
colour_of() {
    case $1 in
    AC | ok) printf '%s' "$good" ;;
    skip*) printf '%s' "$dim" ;;
    *) printf '%s' "$bad" ;;
    esac
}

section() { printf '\n%s== %s%s\n' "$bold" "$*" "$plain"; }

# status_line STATUS TEXT [TAIL]: "  ok    TEXT ... TAIL" with STATUS coloured.
status_line() {
    printf '  %s%-5s%s %-62s %s\n' "$(colour_of "$1")" "$1" "$plain" "$2" "${3:-}"
}

detail() { printf '        %s\n' "$@"; }

usage_error() {
    printf 'check.sh: %s\n' "$1" >&2
    printf "usage: bash scripts/check.sh [-v] [PROBLEM...] | [-v] PROBLEM CASE | [-v] --cmd 'COMMAND' PROBLEM [CASE]   (--help for more)\n" >&2
    exit 2
}

# --- Counting --------------------------------------------------------------------------

cases_passed=0 cases_failed=0 steps_passed=0 steps_failed=0 skipped=0

count_case() {
    if [ "$1" = AC ]; then
        cases_passed=$((cases_passed + 1))
    else
        cases_failed=$((cases_failed + 1))
    fi
}

print_count() {
    printf '\ncases judged: %d AC, %d not; steps: %d ok, %d failed; skipped: %d\n' \
        "$cases_passed" "$cases_failed" "$steps_passed" "$steps_failed" "$skipped"
    local line
    line="$((cases_passed + steps_passed)) passed, $((cases_failed + steps_failed)) failed"
    [ "$skipped" -gt 0 ] && line+=", $skipped skipped"
    printf '%s\n' "$line"
}

# --- Steps -----------------------------------------------------------------------------

now_ms() { local us=${EPOCHREALTIME//[!0-9]/}; printf '%s' $((10#$us / 1000)); }

# step [--quiet] NAME COMMAND...: runs COMMAND (a program, not a shell function) without
# stdin under CHECK_TIMEOUT seconds, its output kept in $step_log, and counts it. Prints an ok
# line (with --quiet: only in verbose mode) or a FAIL line that says whether it timed out,
# followed by the output's last lines. Returns whether COMMAND succeeded.
# A new step is one line: step "what it checks" COMMAND ARGS...
step() {
    local show_ok=1
    if [ "$1" = --quiet ]; then
        show_ok=$verbose
        shift
    fi
    local name=$1
    shift
    local started status seconds
    started=$(now_ms)
    # In the background so that an interrupt reaches stop_running at once; timeout puts the
    # command in a process group of its own and ends all of it.
    timeout -k 10 "$CHECK_TIMEOUT" "$@" </dev/null >"$step_log" 2>&1 &
    running=$!
    wait "$running"
    status=$?
    running=""
    seconds=$(awk -v ms=$(($(now_ms) - started)) 'BEGIN { printf "%.1f s", ms / 1000 }')
    if [ "$status" -eq 0 ]; then
        steps_passed=$((steps_passed + 1))
        [ "$show_ok" -eq 1 ] && status_line ok "$name" "$seconds"
        return 0
    fi
    steps_failed=$((steps_failed + 1))
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        status_line FAIL "$name" "timed out after $CHECK_TIMEOUT s (CHECK_TIMEOUT)"
    else
        status_line FAIL "$name" "exit status $status, $seconds"
    fi
    show_failure_log "$name"
    return 1
}

# On an interrupt, ends the running step's process group (cargo test and its test binaries).
stop_running() {
    if [ -n "${running:-}" ]; then
        kill -TERM -- "-$running" 2>/dev/null || kill -TERM "$running" 2>/dev/null
    fi
    printf '\ncheck.sh: interrupted\n' >&2
    exit 130
}

# show_failure_log NAME: the last lines of a failed step's output, without backtrace frames
# (RUST_BACKTRACE may be set); only a pointer when the step before failed the same way.
show_failure_log() {
    grep -v -E '^ +[0-9]+: |^ +at ' "$step_log" | tail -n 40 >"$step_log.shown"
    if [ -n "$failed_step" ] && cmp -s "$step_log.shown" "$tmp/failed_step.log"; then
        detail "the same output as: $failed_step"
    else
        sed 's/^/        /' "$step_log.shown"
        mv "$step_log.shown" "$tmp/failed_step.log"
        failed_step=$1
    fi
}

# skip_step NAME WHY: a step that cannot be tried here.
skip_step() {
    skipped=$((skipped + 1))
    [ "$verbose" -eq 1 ] && status_line skip "$1" "$2"
    return 0
}

# --- Judging one case ------------------------------------------------------------------

# CRLF -> LF, a missing final newline tolerated.
normalize() { sed -e 's/\r$//' -e '$a\' "$1"; }

# same_text EXPECTED ACTUAL: equal, line ends CRLF or LF alike.
same_text() {
    cmp -s "$1" "$2" || cmp -s <(normalize "$1") <(normalize "$2")
}

# The whitespace-separated tokens of a file, one a line.
tokens() { tr -s ' \t\r\n' '\n' <"$1" | sed '/^$/d'; }

# first_difference EXPECTED ACTUAL: the number of the first line where they differ.
first_difference() {
    awk 'FILENAME == ARGV[1] { expected[FNR] = $0; n = FNR; next }
         { m = FNR; if (m > n || expected[m] != $0) { print m; found = 1; exit } }
         END { if (!found) print m + 1 }' <(normalize "$1") <(normalize "$2")
}

# visible_line N FILE: line N made visible (cat -A: ^M, ^I, $ at the end), cut short.
visible_line() {
    local text
    text=$(normalize "$2" | sed -n "${1}p" | cat -A | cut -c 1-160)
    printf '%s' "${text:-(none: ends before this line)}"
}

# explain_difference WHAT EXPECTED ACTUAL: the first differing line with the one before it,
# and a hint when the two match token by token.
explain_difference() {
    local what=$1 expected=$2 actual=$3 line
    line=$(first_difference "$expected" "$actual")
    detail "$what differs at line $line"
    [ "$line" -gt 1 ] && detail "  line $((line - 1)), same: $(visible_line $((line - 1)) "$expected")"
    detail "  expected:      $(visible_line "$line" "$expected")"
    detail "  actual:        $(visible_line "$line" "$actual")"
    if cmp -s <(tokens "$expected") <(tokens "$actual"); then
        detail "hint: the two match token by token; only whitespace differs"
    fi
}

# full_difference WHAT EXPECTED ACTUAL: every difference, as a unified diff.
full_difference() {
    same_text "$2" "$3" && return
    detail "$1: every difference (- expected, + actual):"
    diff -u --label expected --label actual <(normalize "$2") <(normalize "$3") |
        sed 's/^/          /'
}

# A case that fails the same way on several builds is explained once: reported[INPUT] names
# the build whose stdout and stderr were shown, kept in $tmp/reported/N.{out,err}.
declare -A reported=() reported_copy=()

# same_as_reported INPUT: the last run printed what the run shown for INPUT printed.
same_as_reported() {
    local copy=${reported_copy[$1]:-}
    [ -n "$copy" ] && cmp -s "$out_file" "$copy.out" && cmp -s "$err_file" "$copy.err"
}

remember_reported() {
    local build=$1 input=$2
    local copy=${reported_copy[$input]:-$tmp/reported/${#reported_copy[@]}}
    mkdir -p "$tmp/reported"
    cp "$out_file" "$copy.out"
    cp "$err_file" "$copy.err"
    reported[$input]=$build reported_copy[$input]=$copy
}

# run_case INPUT SECONDS MB: runs the program in $runner (an array: our binary, or
# `sh -c COMMAND`) from $run_dir on INPUT into $out_file and $err_file under the limits; sets
# run_status, run_ms and run_kb (the peak resident memory, empty when unknown).
run_case() {
    local input=$1 seconds=$2 megabytes=$3 started
    local cap=(ulimit -v $(((megabytes + MEMORY_CAP_SLACK_MB) * 1024)))
    local measure=() lines=()
    [ -n "$gnu_time" ] && measure=("$gnu_time" -f %M -o "$mem_file")
    # A user's runtime (a JVM, node) may reserve far more address space than it uses: no cap.
    [ -n "$command" ] && cap=(true)
    : >"$mem_file"
    started=$(now_ms)
    # As a judge runs it: no backtrace (RUST_BACKTRACE may be set here), the safety cap.
    (unset RUST_BACKTRACE && cd "$run_dir" && "${cap[@]}" && exec "${measure[@]}" \
        timeout -k 1 "$seconds" "${runner[@]}" <"$root/$input" >"$out_file" 2>"$err_file")
    run_status=$?
    run_ms=$(($(now_ms) - started))
    # GNU time writes a note first when the status is not 0; the peak is the last line.
    mapfile -t lines <"$mem_file"
    run_kb=""
    [ ${#lines[@]} -gt 0 ] && [[ ${lines[-1]} =~ ^[0-9]+$ ]] && run_kb=${lines[-1]}
}

# judge_run INPUT SECONDS MB: the verdict on the last run_case, why when not AC, and the
# stderr the case expects (its .err, its .warn, or nothing).
judge_run() {
    local input=$1 seconds=$2 megabytes=$3
    local expected_err=${input%.in}.err expected_warn=${input%.in}.warn
    verdict=AC why=""
    expected_stderr=/dev/null
    [ -f "$expected_warn" ] && expected_stderr=$expected_warn
    [ -f "$expected_err" ] && expected_stderr=$expected_err
    # a user's program writes what stderr it likes: only ours must warn in our words
    [ -n "$command" ] && expected_warn=/dev/null/none expected_stderr=$err_file
    if [ "$run_status" -eq 124 ] || { [ "$run_status" -eq 137 ] && [ "$run_ms" -ge $((seconds * 1000)) ]; }; then
        verdict=TLE why="killed at the ${seconds} s limit"
    elif [ "$run_status" -eq 134 ] && grep -q '^memory allocation of' "$err_file"; then
        verdict=MLE why="an allocation failed at the safety cap, $MEMORY_CAP_SLACK_MB MB past the limit"
    elif [ -n "$run_kb" ] && [ "$run_kb" -gt $((megabytes * 1024)) ]; then
        verdict=MLE why="peak $(megabytes_of "$run_kb") MB, over the $megabytes MB limit"
    elif [ -f "$expected_err" ]; then
        if [ "$run_status" -ne 1 ]; then
            verdict=WA why="exit status $run_status, expected 1 and the error in $expected_err"
        elif ! same_text "$expected_err" "$err_file"; then
            verdict=WA why=stderr
        fi
    elif [ "$run_status" -ne 0 ]; then
        verdict=RE why="exit status $run_status: $(head -n 3 "$err_file" | cut -c 1-160)"
    elif [ -f "$expected_warn" ] && ! same_text "$expected_warn" "$err_file"; then
        verdict=WA why=stderr
    fi
    if [ "$verdict" = AC ] && ! same_text "${input%.in}.out" "$out_file"; then
        verdict=WA why="stdout"
    fi
}

# describe_case INPUT: what the case catches, from its row in data/PROBLEM/README.md.
describe_case() {
    local input=$1 problem name text
    problem=${input#data/} problem=${problem%%/*} name=$(basename "$input" .in)
    text=$(bash scripts/cases.sh describe "$problem" "$name" 2>/dev/null) &&
        detail "the case: $text"
}

megabytes_of() { awk -v kb="$1" 'BEGIN { printf "%.1f", kb / 1024 }'; }

# report_case BUILD INPUT: the verdict line (every case in verbose mode, else only when not
# AC), then why: the first difference, or in single-case mode every difference.
report_case() {
    local build=$1 input=$2 peak=""
    if [ "$verdict" = AC ] && [ "$verbose" -eq 0 ]; then
        return
    fi
    [ -n "$run_kb" ] && peak="$(megabytes_of "$run_kb") MB"
    printf '  %s%-5s%s %-48s %7d ms %9s\n' "$(colour_of "$verdict")" "$verdict" "$plain" \
        "$build ${input##*/}" "$run_ms" "$peak"
    if [ "$verdict" != AC ]; then
        if same_as_reported "$input"; then
            detail "the same stdout and stderr as ${reported[$input]}"
            return
        fi
        remember_reported "$build" "$input"
        describe_case "$input"
    fi
    if [ "$full_detail" -eq 1 ]; then
        [ "$verdict" = AC ] || [ "$why" = stdout ] || [ "$why" = stderr ] || detail "$why"
        full_difference stdout "${input%.in}.out" "$out_file"
        full_difference stderr "$expected_stderr" "$err_file"
        return
    fi
    case $why in
    "") ;;
    stdout) explain_difference stdout "${input%.in}.out" "$out_file" ;;
    stderr) explain_difference stderr "$expected_stderr" "$err_file" ;;
    *) detail "$why" ;;
    esac
}

# --- Judging a build -------------------------------------------------------------------

# judge_build PROBLEM LABEL PROGRAM...: every case on PROGRAM (run from the workspace);
# adds the build's row to the table.
judge_build() {
    local problem=$1 label=$2
    shift 2
    runner=("$@") run_dir=$root
    judge_cases "$problem" "$label" "${cases[@]}"
}

# judge_cases PROBLEM LABEL INPUT...: every INPUT on $runner from $run_dir; adds a row to the
# table and counts each case.
judge_cases() {
    local problem=$1 label=$2 input accepted=0 slowest=0 peak_kb=0 peak="-"
    shift 2
    local seconds=${TIME_LIMIT[$problem]} megabytes=${MEMORY_LIMIT[$problem]}
    for input in "$@"; do
        if [ ! -f "${input%.in}.out" ]; then
            status_line FAIL "$label ${input##*/}" "no expected output ${input%.in}.out"
            count_case FAIL
            continue
        fi
        run_case "$input" "$seconds" "$megabytes"
        cannot_start_command
        judge_run "$input" "$seconds" "$megabytes"
        count_case "$verdict"
        [ "$verdict" = AC ] && accepted=$((accepted + 1))
        report_case "$label" "$input"
        [ "$run_ms" -gt "$slowest" ] && slowest=$run_ms
        [ -n "$run_kb" ] && [ "$run_kb" -gt "$peak_kb" ] && peak_kb=$run_kb
    done
    [ -n "$gnu_time" ] && peak=$(megabytes_of "$peak_kb")
    add_row "$label" "$accepted/$#" "$(printf '%10s %8s' "$slowest ms" "$peak")"
}

# unbuilt LABEL WHY: a build that failed judges nothing, and its cases fail.
unbuilt() {
    local case_count=${#cases[@]}
    cases_failed=$((cases_failed + case_count))
    add_row "$1" "0/$case_count" "not built ($2): its cases count as failed"
}

# add_row BUILD RESULT REST: a table row; RESULT is AC/total (coloured) or "skipped".
add_row() {
    local verdict=bad
    [ "${2%%/*}" = "${2##*/}" ] && verdict=AC
    [ "$2" = skipped ] && verdict=skip
    rows+=("$(printf '  %-22s %s%9s%s  %s' "$1" "$(colour_of "$verdict")" "$2" "$plain" "$3")")
}

print_table() {
    printf '  %s%-22s %9s  %10s %8s%s\n' "$bold" build AC/total slowest "peak MB" "$plain"
    printf '%s\n' "${rows[@]}"
}

# --- Builds ----------------------------------------------------------------------------

build_cargo_binaries() {
    cargo_built=0
    step "cargo build --release ${package_args[*]}" \
        cargo build --release "${package_args[@]}" && cargo_built=1
}

# bundle PROBLEM: writes target/bundle/PROBLEM.rs and checks its size; succeeds when built.
bundle() {
    local problem=$1 file="target/bundle/$1.rs" size
    step --quiet "bundle $problem" scripts/bundle.sh "$problem" || return 1
    size=$(wc -c <"$file")
    if [ "$size" -le "$BUNDLE_LIMIT" ]; then
        steps_passed=$((steps_passed + 1))
        bundle_note="$file: $size bytes (limit $BUNDLE_LIMIT)"
    else
        steps_failed=$((steps_failed + 1))
        status_line FAIL "$file is $size bytes, over the $BUNDLE_LIMIT limit"
        bundle_note="$file: $size bytes, OVER the $BUNDLE_LIMIT limit"
    fi
    return 0
}

# compile_bundle PROBLEM RUSTC NAME EDITION: the bundle compiled as a judge would, into
# $bundle_bin; succeeds only when this compilation made it (never an older binary).
compile_bundle() {
    local problem=$1 rustc=$2 name=$3 edition=$4
    bundle_bin="target/bundle/$problem-$name-$edition"
    rm -f "$bundle_bin"
    step --quiet "$rustc -O --edition $edition -D warnings $problem.rs" \
        "$rustc" -O --edition "$edition" -D warnings -o "$bundle_bin" "target/bundle/$problem.rs" &&
        [ -x "$bundle_bin" ]
}

# find_old_rustc: sets old_rustc_name ("rustc 1.63.0") when $OLD_RUSTC is older than the
# default rustc, else old_rustc_missing says why not.
find_old_rustc() {
    old_rustc_name="" old_rustc_missing=""
    local old new
    new=$(rustc --version 2>/dev/null | awk '{ print $2 }')
    if [ ! -x "$OLD_RUSTC" ]; then
        old_rustc_missing="no $OLD_RUSTC (Debian: apt-get install rustc)"
        return
    fi
    old=$("$OLD_RUSTC" --version 2>/dev/null | awk '{ print $2 }')
    if [ -z "$old" ] || [ "$old" = "$new" ] ||
        [ "$(printf '%s\n%s\n' "$old" "$new" | sort -V | head -n 1)" != "$old" ]; then
        old_rustc_missing="$OLD_RUSTC is ${old:-unusable}, not older than rustc $new"
        return
    fi
    old_rustc_name="rustc $old"
}

# judge_problem PROBLEM: every build of PROBLEM on its cases, then its table.
judge_problem() {
    local problem=$1 bundled=0
    rows=() bundle_note=""
    section "$problem: ${TIME_LIMIT[$problem]} s and ${MEMORY_LIMIT[$problem]} MB per case"
    if [ ${#cases[@]} -eq 0 ]; then
        status_line FAIL "data/$problem has no .in files"
        steps_failed=$((steps_failed + 1))
        return
    fi
    if [ "$cargo_built" -eq 1 ]; then
        judge_build "$problem" "cargo binary" "$cargo_target/release/$problem"
    else
        unbuilt "cargo binary" "cargo build failed"
    fi
    bundle "$problem" && bundled=1
    judge_bundles "$problem" "$bundled"
    judge_old_rustc_bundles "$problem" "$bundled"
    print_table
    [ -n "$bundle_note" ] && printf '  %s\n' "$bundle_note"
}

# judge_bundles PROBLEM BUNDLED: the bundle compiled by the default rustc on each edition.
judge_bundles() {
    local problem=$1 bundled=$2 edition
    for edition in "${EDITIONS[@]}"; do
        if [ "$bundled" -eq 0 ]; then
            unbuilt "bundle $edition" "bundling failed"
        elif compile_bundle "$problem" rustc rustc "$edition"; then
            judge_build "$problem" "bundle $edition" "$bundle_bin"
        else
            unbuilt "bundle $edition" "rustc failed"
        fi
    done
}

# judge_old_rustc_bundles PROBLEM BUNDLED: the bundle compiled by the older rustc on each
# edition it knows, or skipped rows when there is none.
judge_old_rustc_bundles() {
    local problem=$1 bundled=$2 edition label
    for edition in "${OLD_EDITIONS[@]}"; do
        label="${old_rustc_name:-old rustc} $edition"
        if [ -z "$old_rustc_name" ]; then
            skip_step "$label $problem.rs" "$old_rustc_missing"
            add_row "$label" skipped "$old_rustc_missing"
        elif [ "$bundled" -eq 0 ]; then
            unbuilt "$label" "bundling failed"
        elif compile_bundle "$problem" "$OLD_RUSTC" "${old_rustc_name// /-}" "$edition"; then
            judge_build "$problem" "$label" "$bundle_bin"
        else
            unbuilt "$label" "$old_rustc_name failed"
        fi
    done
}

# --- Tests, lints, formatting ----------------------------------------------------------

# The totals of every "test result:" line in the last step's output.
test_totals() {
    awk '/^test result:/ {
            binaries++
            for (i = 1; i < NF; i++) {
                if ($(i + 1) ~ /^passed/) passed += $i
                if ($(i + 1) ~ /^failed/) failed += $i
                if ($(i + 1) ~ /^ignored/) ignored += $i
            }
         }
         END { if (binaries) printf "%d tests passed, %d failed, %d ignored, in %d test binaries\n",
               passed, failed, ignored, binaries }' "$step_log"
}

run_tests_and_lints() {
    section "tests, lints, formatting"
    step "README's problem table holds each problem's facts, and each has its page" \
        bash scripts/facts.sh --check-readme
    step "data/PROBLEM/README.md: one row per case, saying what it catches" \
        bash scripts/cases.sh --check "${problems[@]}"
    step "cargo test --release ${check_package_args[*]}" \
        cargo test --release "${check_package_args[@]}"
    local totals
    totals=$(test_totals)
    [ -n "$totals" ] && detail "$totals"
    step "versus.sh --self-test --all: every planted wrong solution caught and shrunk" \
        bash scripts/versus.sh --self-test --all "${problems[@]}"
    step "check.sh --self-test: --cmd judges any program as it says" \
        bash scripts/check.sh --self-test "${problems[@]}"
    if [ ${#problems[@]} -eq ${#known_problems[@]} ]; then
        step "new-problem.sh --self-test: a new problem passes check.sh at once" \
            bash scripts/new-problem.sh --self-test
    fi
    step "cargo clippy --release --all-targets ${check_package_args[*]}" \
        cargo clippy --release --all-targets "${check_package_args[@]}" -- \
        -D warnings -D clippy::incompatible_msrv
    step "cargo fmt --check ${fmt_package_args[*]}" cargo fmt --check "${fmt_package_args[@]}"
}

# --- Judging a user's command (--cmd) ---------------------------------------------------

# cannot_start_command: after the first case of --cmd, a COMMAND the shell could not find or
# run (status 127 or 126) is one error line and exit status 2, not a row of RE verdicts.
cannot_start_command() {
    [ -n "$command" ] && [ "$first_run" -eq 1 ] || return 0
    first_run=0
    if [ "$run_status" -eq 126 ] || [ "$run_status" -eq 127 ]; then
        printf "check.sh: cannot run '%s' from %s: %s\n" "$command" "$user_dir" \
            "$(head -n 1 "$err_file" | cut -c 1-200)" >&2
        exit 2
    fi
}

# judge_command: the user's COMMAND on the problem's legal cases; the cases outside the
# statement's promise are judged apart and not counted; bad inputs are skipped.
judge_command() {
    local problem=${problems[0]} input name legal=() outside=() bad_inputs=0
    for input in "${cases[@]}"; do
        name=$(basename "$input" .in)
        if [ -f "${input%.in}.err" ]; then
            bad_inputs=$((bad_inputs + 1))
        elif [ -z "$only_case" ] && bash scripts/cases.sh outside "$problem" "$name"; then
            outside+=("$input")
        else
            legal+=("$input")
        fi
    done
    if [ "$bad_inputs" -gt 0 ] && [ -n "$only_case" ]; then
        usage_error "data/$problem/$only_case.in is a bad input (it has a .err): its expected output is our error message, so --cmd does not judge it"
    fi
    rows=()
    section "$problem: your command on ${#legal[@]} cases, ${TIME_LIMIT[$problem]} s and ${MEMORY_LIMIT[$problem]} MB per case"
    printf '  %s\n' "COMMAND: $command (sh -c, from $user_dir)"
    [ "$bad_inputs" -gt 0 ] &&
        printf '  skipped %d bad-input cases: a .err file holds our error message, which no other program prints\n' "$bad_inputs"
    runner=(sh -c "$command") run_dir=$user_dir first_run=1
    [ ${#legal[@]} -gt 0 ] && judge_cases "$problem" "your command" "${legal[@]}"
    local counted_ac=$cases_passed counted_not=$cases_failed
    if [ ${#outside[@]} -gt 0 ]; then
        judge_cases "$problem" "outside the promise" "${outside[@]}"
    fi
    print_table
    if [ ${#outside[@]} -gt 0 ]; then
        printf '  outside the promise: %d AC of %d, for information only: the statement promises\n' \
            $((cases_passed - counted_ac)) ${#outside[@]}
        printf '  a judge never sends these inputs, and several answers may be right there\n'
    fi
    printf '\n%d passed, %d failed\n' "$counted_ac" "$counted_not"
    [ "$counted_not" -eq 0 ]
}

# --- The self-test of --cmd (--self-test) ------------------------------------------------

# expect_exit STATUS PATTERN DIR ARGS...: `check.sh ARGS`, run from DIR, exits STATUS and
# prints PATTERN; otherwise says what it did.
expect_exit() {
    local status=$1 pattern=$2 dir=$3 got
    shift 3
    (cd "$dir" && NO_COLOR=1 bash "$root/scripts/check.sh" "$@") >"$tmp/self.log" 2>&1
    got=$?
    if [ "$got" -eq "$status" ] && grep -q -- "$pattern" "$tmp/self.log"; then
        return 0
    fi
    printf '        exit status %s (expected %s), output:\n' "$got" "$status"
    tail -n 15 "$tmp/self.log" | sed 's/^/        /'
    return 1
}

# self_check NAME STATUS PATTERN DIR ARGS...: one line of the self-test.
self_check() {
    local name=$1
    shift
    if expect_exit "$@"; then
        printf '  ok    %s\n' "$name"
        self_passed=$((self_passed + 1))
    else
        printf '  FAIL  %s\n' "$name"
        self_failed=$((self_failed + 1))
    fi
}

# --self-test: --cmd judges our binaries (from another directory too), a wrong program, a
# command that cannot start, a bad-input case and the cases outside the promise as it says;
# on the problems named (every one when none is).
self_test() {
    self_passed=0 self_failed=0
    cargo build --release --quiet "${package_args[@]}" || exit 1
    local problem bin away=$tmp/away first=${problems[0]} bad
    mkdir -p "$away"
    for problem in "${problems[@]}"; do
        bin=$cargo_target/release/$problem
        self_check "$problem: our binary passes every legal case" 0 " 0 failed" "$root" \
            --cmd "$bin" "$problem"
    done
    bin=$cargo_target/release/$first
    printf '#!/bin/sh\nexec %s\n' "$bin" >"$away/solution"
    chmod +x "$away/solution"
    self_check "COMMAND runs from the caller's directory" 0 " 0 failed" "$away" \
        --cmd ./solution "$first"
    self_check "a wrong program fails, each case saying what it catches" 1 "the case: " \
        "$away" --cmd cat "$first"
    self_check "a command that cannot start is exit status 2" 2 "cannot run" "$away" \
        --cmd ./no-such-program "$first"
    bad=$(find "data/$first" -name '*.err' | sort | head -n 1)
    [ -z "$bad" ] || self_check "a bad-input case is not judged" 2 "is a bad input" "$away" \
        --cmd "$bin" "$first" "$(basename "$bad" .err)"
    if is_selected dice-maze; then
        # data/dice-maze/tie.in is outside the promise: only there does this command differ
        bin=$cargo_target/release/dice-maze
        self_check "cases outside the promise are judged apart and do not count" 0 \
            "outside the promise: 0 AC" "$away" \
            --cmd "sh -c 'input=\$(cat); case \"\$input\" in *TIE*) echo tie;; *) printf \"%s\\n\" \"\$input\" | $bin;; esac'" \
            dice-maze
    fi
    printf 'check.sh --cmd self-test: %d passed, %d failed\n' "$self_passed" "$self_failed"
    [ "$self_failed" -eq 0 ]
}

# --- Arguments -------------------------------------------------------------------------

# Every crate with a src/main.rs is a problem.
find_problems() {
    known_problems=()
    local main
    for main in */src/main.rs; do
        [ -f "$main" ] && known_problems+=("${main%%/*}")
    done
}

is_selected() {
    [[ " ${problems[*]} " == *" $1 "* ]]
}

is_problem() {
    local known
    for known in "${known_problems[@]}"; do
        [ "$known" = "$1" ] && return 0
    done
    return 1
}

parse_args() {
    verbose=0 full_detail=0 problems=() only_case="" failed_step="" command="" self_testing=0
    local names=() arg with_command=0
    while [ $# -gt 0 ]; do
        arg=$1
        shift
        case $arg in
        -h | --help)
            usage
            exit 0
            ;;
        -v | --verbose) verbose=1 ;;
        --self-test) self_testing=1 ;;
        --cmd=*) command=${arg#--cmd=} with_command=1 ;;
        --cmd)
            [ $# -gt 0 ] || usage_error "--cmd needs a COMMAND, such as --cmd './a.out'"
            command=$1 with_command=1
            shift
            ;;
        -*) usage_error "unknown option $arg" ;;
        *) names+=("$arg") ;;
        esac
    done
    if [ "$with_command" -eq 1 ]; then
        [ -n "${command//[[:space:]]/}" ] || usage_error "--cmd needs a COMMAND, such as --cmd './a.out'"
        [ ${#names[@]} -ge 1 ] && [ ${#names[@]} -le 2 ] ||
            usage_error "--cmd judges one problem: --cmd 'COMMAND' PROBLEM [CASE]"
    fi
    if [ ${#names[@]} -eq 2 ] && is_problem "${names[0]}" && ! is_problem "${names[1]}"; then
        only_case=$(basename "${names[1]%.in}")
        [ -f "data/${names[0]}/$only_case.in" ] ||
            usage_error "'${names[1]}' is neither a problem (${known_problems[*]}) nor a case of ${names[0]} (no data/${names[0]}/$only_case.in)"
        problems=("${names[0]}") verbose=1 full_detail=1
        return
    fi
    for arg in "${names[@]}"; do
        is_problem "$arg" || usage_error "unknown problem '$arg'; the problems are: ${known_problems[*]}"
        [[ " ${problems[*]} " == *" $arg "* ]] || problems+=("$arg")
    done
    [ -z "$command" ] || [ ${#problems[@]} -eq 1 ] ||
        usage_error "--cmd judges one problem: --cmd 'COMMAND' PROBLEM [CASE]"
    [ ${#problems[@]} -gt 0 ] || problems=("${known_problems[@]}")
}

# Each problem's limits per case, from its facts (PROBLEM/Cargo.toml, read by facts.sh):
# TIME_LIMIT in seconds, MEMORY_LIMIT in MB. A problem without them is not judged: a default
# would judge it against no real judge.
declare -A TIME_LIMIT=() MEMORY_LIMIT=()
load_limits() {
    local problem missing=0
    for problem in "${known_problems[@]}"; do
        TIME_LIMIT[$problem]=$(bash scripts/facts.sh "$problem" time-limit)
        MEMORY_LIMIT[$problem]=$(bash scripts/facts.sh "$problem" memory-limit)
        if ! [[ ${TIME_LIMIT[$problem]} =~ ^[0-9]+$ && ${MEMORY_LIMIT[$problem]} =~ ^[0-9]+$ ]]; then
            printf 'check.sh: %s/Cargo.toml needs time-limit (seconds) and memory-limit (MB), whole numbers, in [package.metadata.problem]\n' "$problem" >&2
            missing=1
        fi
    done
    [ "$missing" -eq 0 ] || exit 2
}

# Package selections: the whole workspace, or the problems named plus shared-io.
choose_packages() {
    local problem
    if [ ${#problems[@]} -eq ${#known_problems[@]} ]; then
        package_args=(--workspace) check_package_args=(--workspace) fmt_package_args=(--all)
        return
    fi
    package_args=() check_package_args=(-p shared-io) fmt_package_args=(-p shared-io)
    for problem in "${problems[@]}"; do
        package_args+=(-p "$problem")
        check_package_args+=(-p "$problem")
        fmt_package_args+=(-p "$problem")
    done
}

# The cases of PROBLEM to judge: every data file, or the one named.
choose_cases() {
    local problem=$1 input
    cases=()
    if [ -n "$only_case" ]; then
        cases=("data/$problem/$only_case.in")
        return
    fi
    for input in data/"$problem"/*.in; do
        [ -f "$input" ] && cases+=("$input")
    done
}

find_gnu_time() {
    gnu_time=""
    if /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
        gnu_time=/usr/bin/time
    fi
}

print_setup() {
    local old="older $old_rustc_name at $OLD_RUSTC"
    [ -n "$old_rustc_name" ] || old="no older rustc: $old_rustc_missing"
    printf 'check.sh: %s, %s; each step under %s s (CHECK_TIMEOUT)\n' \
        "$(rustc --version 2>/dev/null | awk '{ print $1, $2 }')" "$old" "$CHECK_TIMEOUT"
    if [ -z "$gnu_time" ]; then
        printf 'check.sh: no GNU time (/usr/bin/time): peak memory unmeasured, MLE unchecked\n'
        skipped=$((skipped + 1))
    fi
}

main() {
    find_problems
    parse_args "$@"
    load_limits
    setup_colours
    choose_packages
    find_old_rustc
    find_gnu_time

    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    trap stop_running INT TERM
    step_log=$tmp/step.log out_file=$tmp/out err_file=$tmp/err mem_file=$tmp/mem

    if [ "$self_testing" -eq 1 ]; then
        self_test
        return
    fi
    if [ -n "$command" ]; then
        choose_cases "${problems[0]}"
        judge_command
        return
    fi
    print_setup
    section build
    build_cargo_binaries
    local problem
    for problem in "${problems[@]}"; do
        choose_cases "$problem"
        judge_problem "$problem"
    done
    [ -z "$only_case" ] && run_tests_and_lints

    print_count
    [ $((cases_failed + steps_failed)) -eq 0 ]
}

main "$@"
