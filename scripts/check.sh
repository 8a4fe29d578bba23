#!/usr/bin/env bash
# The local judge: `bash scripts/check.sh --help` tells how to use it.
#
# Every way a user can submit a problem is a build: the cargo binary, the bundle compiled with
# bare `rustc -O -D warnings` on each edition, and the bundle compiled with an older rustc
# (Debian's, at /usr/bin/rustc) when one is installed. Each build is judged on every
# data/PROBLEM/NAME.in by the one judge (the `judge` binary of scripts/tools, src/judge/: limits,
# verdicts, comparison, reports), which versus.sh shares; `--cmd` hands a user's program to
# it. Then the tests, clippy and rustfmt run. This script only orchestrates: builds, steps,
# tables, the count line. Every step runs through `step`, under a time limit, so nothing here
# can hang.
#
# `set -e` is off on purpose: a failed build, case or step is a result to count and report,
# and the run must go on to the count line. Each status that matters is checked by hand.
# Needs bash 4.3 or newer and GNU coreutils (timeout); Linux (the judge reads /proc).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Where cargo puts its builds (bundles always go to the workspace's target/bundle).
cargo_target=${CARGO_TARGET_DIR:-$root/target}
# --cmd runs the user's command from where they called us.
user_dir=$PWD
cd "$root" || exit 2

# Seconds for each step: each cargo command, bundling, each bundle compilation.
CHECK_TIMEOUT=${CHECK_TIMEOUT:-600}

# The judge and the tools (scripts/tools/src/bin/), built first.
judge_bin=$cargo_target/release/judge
tools_bin=$cargo_target/release/tools

usage() {
    cat <<EOF
usage: bash scripts/check.sh [-v] [PROBLEM...]
       bash scripts/check.sh [-v] PROBLEM CASE
       bash scripts/check.sh [-v] [--judge NAME] --cmd 'COMMAND' PROBLEM [CASE]
       bash scripts/check.sh [-v] [--judge NAME] [--lang NAME] --submit FILE PROBLEM [CASE]

Builds every problem (or the PROBLEMs named) every way it can be submitted: the cargo
binary, the bundle with rustc -O on editions 2015 to 2024, and the bundle with the older
rustc at /usr/bin/rustc on editions 2015 to 2021 when it is older than the default rustc.
Judges each build on every data/PROBLEM/NAME.in, prints one table per problem and the full
detail of every case that is not AC; names each placeholder of the template a problem still
holds; then runs cargo test, the self-tests of versus, --cmd and new-problem.sh, a coach's
solutions (PROBLEM/solutions/VERDICT/) as --submit judges them, oj test, the --html replay
pages in headless Chromium, verifyproblem on the problem packages (the last three skipped
and counted when their tools cannot be installed, verifyproblem too for a problem with
placeholders left), the examples of the README and the manuals as shown (tools docs, on a run of
every problem), clippy (incompatible_msrv denied) and rustfmt on those problems' packages,
shared-io and the tools.

With PROBLEM CASE, judges data/PROBLEM/CASE.in alone on every build and prints each
difference from the expected output and stderr in full (no tests, clippy or rustfmt).

Every build is judged by the judge (scripts/tools/src/judge/builds.rs): AC, WA, RE, TLE, MLE,
OLE under the strictest of the problem's judges' limits (time-limit and memory-limit in
PROBLEM/Cargo.toml): CPU time, memory (the stack unlimited, under an address-space cap of the
memory limit plus 1024 MB) and 8 MB of output; our builds must print the exact bytes, exit
status and stderr each case expects.

With --cmd, judges your program instead, in any language: COMMAND runs through sh -c from
the current directory ('./a.out', 'python3 sol.py', 'java Main'), a private copy of the input
file on its stdin (it may seek or mmap it), contained by bubblewrap where it is installed (its
own PID and network namespaces, the filesystem read-only but a private /tmp, data/ hidden, the
environment cleared but PATH, HOME and the locale, at most 64 processes; scripts/README.md,
"How your runs are contained"; without it the header says so), on every data/PROBLEM/NAME.in with a legal input (the
bad-input cases, with a NAME.err, are skipped: their expected output is our error message),
as the problem's first judge (judges in PROBLEM/Cargo.toml, each with its own limits), or the
one --judge NAME names, would judge it: under that judge's limits (CPU time, user plus system
of every process COMMAND starts, with a wall-clock safety of twice the limit plus 1 s that
stops a program that waits; memory, and the stack as large; 8 MB of output) and with its
verdict: AC, WA, PE (only whitespace differs, and that judge minds it), RE, TLE, MLE, OLE; a
whitespace difference is named with each judge's verdict on it. Only stdout and the exit
status are judged; every process COMMAND starts is killed and reaped when its case ends, and
Ctrl-C kills them at once (exit status 130). Each case that is not AC shows what it catches
(data/PROBLEM/README.md).

With --submit, judges the source FILE you would paste, built and run as that judge builds
and runs it: the language from FILE's extension (.c, .cpp/.cc/.cxx, .java, .py, .rs), or
--lang NAME among the judge's (UVa's "C++ 5.3.0" and "C++11 5.3.0", BOJ's "C++17" and
"C++11", "Python 3" and "PyPy3", ...); the judge's compile command, standard and defines,
its run command (its Java heap and stack flags, its main-class rule, its interpreter), the
time and memory it adds for the language, in target/submit/ under a 60 s compile limit. A
failed build is CE: the compiler's first lines, every counted case failed, exit status 1. A
file over the judge's source limit is refused the same way. The header says what differs
here from the judge (this machine's compilers, what is assumed); each judge's languages and
their sources: scripts/README.md, "The judges' languages".

Which cases count for your program is decided from each file's bytes and the problem's input
promise (PROBLEM/Cargo.toml, [package.metadata.problem.promise], and each judge's line-ends):
a case counts when that judge's data could hold it. Set apart, judged after the counted
results for information only, each with its reason in words:
  beyond the judges     bytes that judge is not known to serve: a byte-order mark, lines
                        ended by CR alone, CRLF where that judge serves LF only;
  outside the promise   an input the statement rules out: no terminator (no END line, no
                        0 0 line), text after it (a 0x1A byte, extra rows or words), or what
                        the case table marks (several right answers, no monster).
Each trap set apart has a twin within the promise that counts. Our own builds are held to
every file, those set apart included. With --judge NAME, NAME's line ends decide; the report
names any other judge of the problem whose data would hold other cases. Nothing of ours is
built but the judge. The exit status is 0 only when every counted case is AC; 2 when COMMAND
cannot start.

Problems: ${known_problems[*]}

Options:
  -v, --verbose   print every case and every step, not only what failed
  --cmd COMMAND   judge COMMAND on PROBLEM's cases (see above)
  --judge NAME    with --cmd or --submit: judge as NAME, one of the problem's judges
  --submit FILE   judge the source FILE as the judge builds and runs it (see above)
  --lang NAME     with --submit: the judge's language NAME, not the first of FILE's kind
  --list PROBLEM  the input and expected output of each case --cmd counts, one a line: for
                  oj test -c COMMAND -d data/PROBLEM \$(bash scripts/check.sh --list PROBLEM)
  --self-test     check that --cmd judges our binaries, wrong and missing programs as it says
  --oj-test       check that online-judge-tools' oj test calls our binaries AC on those cases
  --install       install the tools of the steps that use them, side by side, best effort:
                  bubblewrap (the runs' sandbox), online-judge-tools, Playwright,
                  problemtools with LaTeX (a full run does it beside its tests)
  -h, --help      print this and exit

Environment:
  CHECK_TIMEOUT   seconds for each cargo step and bundle compilation (default 600)
  NO_COLOR        when set and not empty, no colours (there are none off a terminal)

The last line reads "N passed, M failed" (", K skipped" when K is not 0). It counts judged
cases, one per data file per build (a case of a build that failed counts as failed), and
steps: each build and compilation, each bundle's size check, the tests, clippy and rustfmt.
K counts what could not be tried: builds without an older rustc, oj test or verifyproblem
without their tools.
Exit status: 0 when nothing failed, 1 when something did, 2 for a usage error.
EOF
}

# --- Output ----------------------------------------------------------------------------

# setup_colours: colours (the judge's --colour) on a terminal, unless NO_COLOR is set.
setup_colours() {
    colour=""
    if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
        colour=--colour
    fi
}

# say KIND ARGS...: one of our lines (a section's title, a step's status, a detail) printed
# by the judge's one renderer (`judge say`, src/judge/render.rs), as the judge prints its
# own; plain text before the judge is built or when it cannot be.
say() {
    if [ -x "$judge_bin" ] && "$judge_bin" say $colour "$@" 2>/dev/null; then
        return
    fi
    shift
    printf '  %s\n' "$*"
}

section() { say section "$*"; }

# status_line STATUS TEXT [TAIL]: "  ok    TEXT ... TAIL" with STATUS coloured.
status_line() { say status "$1" "$2" "${3:-}"; }

detail() { say detail "$@"; }

usage_error() {
    printf 'check.sh: %s\n' "$1" >&2
    printf "usage: bash scripts/check.sh [-v] [PROBLEM...] | [-v] PROBLEM CASE | [-v] [--judge NAME] --cmd 'COMMAND' PROBLEM [CASE] | [-v] [--judge NAME] [--lang NAME] --submit FILE PROBLEM [CASE]   (--help for more)\n" >&2
    exit 2
}

# --- Counting --------------------------------------------------------------------------

cases_passed=0 cases_failed=0 steps_passed=0 steps_failed=0 skipped=0

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

# On an interrupt, ends the running step's process group (cargo test and its test binaries)
# and the installs' (timeout gives each its own; the timeouts inside them stay in it, with
# --foreground, so that the one signal ends everything).
stop_running() {
    local group
    for group in ${running:-} ${installing:-}; do
        kill -TERM -- "-$group" 2>/dev/null || kill -TERM "$group" 2>/dev/null
    done
    printf '\ncheck.sh: interrupted\n' >&2
    exit 130
}

# show_failure_log NAME: the last lines of a failed step's output, without backtrace frames
# (RUST_BACKTRACE may be set); only a pointer when the step before failed the same way.
show_failure_log() {
    grep -v -E '^ +[0-9]+: |^ +at ' "$step_log" >"$step_log.all"
    # what failed, in its own words, first: a failed test's (cargo test's "---- NAME stdout
    # ----", up to its backtrace) and a failed example's (tools docs' "FAIL  PLACE $ COMMAND",
    # up to the next "ok"); with --no-fail-fast, or 50 examples after it, the tail lost them
    awk '/^---- .* stdout ----$/ || /^FAIL  / { on = 1 }
        /^stack backtrace:$|^failures:$|^ok    / { on = 0 } on' \
        "$step_log.all" | head -n 80 >"$step_log.panics"
    if [ -s "$step_log.panics" ]; then
        { cat "$step_log.panics"; tail -n 8 "$step_log.all"; } >"$step_log.shown"
    else
        tail -n 40 "$step_log.all" >"$step_log.shown"
    fi
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

# --- Builds ----------------------------------------------------------------------------

build_cargo_binaries() {
    cargo_built=0
    step "cargo build --release ${package_args[*]}" \
        cargo build --release "${package_args[@]}" && cargo_built=1
    build_judge || cargo_built=0
}

# build_judge: the judge and tools binaries (scripts/tools), quietly when nothing fails.
build_judge() {
    step --quiet "cargo build --release -p tools --bins" cargo build --release -p tools --bins
}

# judge_builds: every build of each problem judged by `judge builds`, which prints a table a
# problem and writes its tally (cases passed and failed, steps passed and failed, skipped).
judge_builds() {
    local flags=() tally=()
    [ "$cargo_built" -eq 1 ] || flags+=(--cargo-failed)
    [ "$verbose" -eq 1 ] && flags+=(--verbose)
    [ -n "$only_case" ] && flags+=(--only "$only_case")
    [ -n "$colour" ] && flags+=(--colour)
    "$judge_bin" builds --timeout "$CHECK_TIMEOUT" --result "$tmp/tally" "${flags[@]}" "${problems[@]}"
    if ! read -r -a tally <"$tmp/tally" || [ ${#tally[@]} -ne 5 ]; then
        status_line FAIL "judge builds: no tally"
        steps_failed=$((steps_failed + 1))
        return
    fi
    cases_passed=$((cases_passed + tally[0])) cases_failed=$((cases_failed + tally[1]))
    steps_passed=$((steps_passed + tally[2])) steps_failed=$((steps_failed + tally[3]))
    skipped=$((skipped + tally[4]))
}

# --- Tests, lints, formatting ----------------------------------------------------------

run_tests_and_lints() {
    section "tests, lints, formatting"
    name_placeholders
    step "README's problem table holds each problem's facts, and each has its page" \
        "$tools_bin" readme-check
    step "data/PROBLEM/README.md: one row per case, saying what it catches" \
        "$judge_bin" table "${problems[@]/#/data/}"
    # The outside tools of the later steps install meanwhile (--install), waited for before
    # the first step that uses one: a tool that cannot be had makes its step a counted skip.
    timeout -k 10 "$CHECK_TIMEOUT" bash scripts/check.sh --install >/dev/null 2>&1 &
    installing=$!
    step "cargo test --release ${check_package_args[*]}" \
        cargo test --release --no-fail-fast "${check_package_args[@]}"
    step "versus.sh --self-test --all: every planted wrong solution caught and shrunk" \
        bash scripts/versus.sh --self-test --all "${problems[@]}"
    step "check.sh --self-test: --cmd judges any program as it says" \
        bash scripts/check.sh --self-test "${problems[@]}"
    # a coach's solutions in any language (PROBLEM/solutions/VERDICT/), where there are any
    if has_solutions; then
        step "the coach's solutions (PROBLEM/solutions/VERDICT/): each gets its folder's verdict, as --submit judges it" \
            "$tools_bin" solutions "${problems[@]}"
    fi
    wait "$installing"
    installing=""
    if install_oj; then
        step "oj test (online-judge-tools) on the cases --cmd counts: all AC, as --cmd says" \
            bash scripts/check.sh --oj-test "${problems[@]}"
    else
        skip_step "oj test (online-judge-tools)" "could not install online-judge-tools from PyPI"
        printf '  skip  oj test: could not install online-judge-tools from PyPI into %s\n' "$cargo_target/oj"
    fi
    replay_check
    verify_packages
    if [ ${#problems[@]} -eq ${#known_problems[@]} ]; then
        step "new-problem.sh --self-test: a new problem passes check.sh at once" \
            bash scripts/new-problem.sh --self-test
        # after the steps that build what the examples run (the examples, the wrong programs)
        step "the README and the manuals: every example prints what it shows, every link resolves" \
            "$tools_bin" docs
    fi
    step "cargo clippy --release --all-targets ${check_package_args[*]}" \
        cargo clippy --release --all-targets "${check_package_args[@]}" -- \
        -D warnings -D clippy::incompatible_msrv
    # rustfmt colours its diff even into a file: the log is plain text, as every step's
    step "cargo fmt --check ${fmt_package_args[*]}" \
        cargo fmt --check "${fmt_package_args[@]}" -- --color never
}

# has_solutions: whether a problem judged here has a coach's solution (src/solutions.rs).
has_solutions() {
    local problem
    for problem in "${problems[@]}"; do
        compgen -G "$problem/solutions/*/*" >/dev/null && return 0
    done
    return 1
}

# --- Problem packages --------------------------------------------------------------------

# name_placeholders: each placeholder of the template a problem still holds (a fact, its page,
# a data case: `tools placeholders`), named; not a failure, since a problem just made passes at
# once, but package.sh makes no package of it until each is replaced.
name_placeholders() {
    "$tools_bin" placeholders "${problems[@]}" >"$tmp/placeholders" 2>/dev/null && return
    status_line todo "placeholders left: package.sh makes no package until each is replaced"
    local line
    while IFS= read -r line; do detail "$line"; done <"$tmp/placeholders"
}

# verify_packages: the problem packages (scripts/package.sh) of the problems that have an
# input validator, checked by Kattis's verifyproblem; a counted skip when problemtools or
# LaTeX cannot be installed, or no problem has a validator yet (a new problem).
verify_packages() {
    local why problem packaged=()
    for problem in "${problems[@]}"; do
        [ -f "$problem/examples/$problem-validate.rs" ] || continue
        # new-problem.sh's self-test packages the template as it is (package.sh's header)
        if [ -z "${PACKAGE_WITH_PLACEHOLDERS:-}" ] &&
            ! "$tools_bin" placeholders "$problem" >/dev/null 2>&1; then
            skip_step "package.sh --verify $problem" "placeholders left (named above)"
            continue
        fi
        packaged+=("$problem")
    done
    if [ ${#packaged[@]} -eq 0 ]; then
        skip_step "package.sh --verify" "no problem here has an input validator and no placeholder"
        return
    fi
    if ! why=$(timeout --foreground -k 10 "$CHECK_TIMEOUT" bash scripts/package.sh --install \
        2>&1); then
        why=${why#package.sh: skipped: }
        skip_step "package.sh --verify" "${why:-the tools could not be installed}"
        printf '  skip  package.sh --verify: %s\n' "${why:-the tools could not be installed}"
        return
    fi
    step "package.sh --verify: verifyproblem on the problem packages, 0 errors" \
        bash scripts/package.sh --verify "${packaged[@]}"
}

# replay_check: each problem's --html page in headless Chromium (scripts/replay-check.py); a
# counted skip when Chromium or Playwright cannot be had (the script says why).
replay_check() {
    local why
    if why=$(timeout --foreground -k 10 "$CHECK_TIMEOUT" python3 scripts/replay-check.py \
        --install 2>&1); then
        step "replay pages (--html) in headless Chromium: keys, counter, drawing, no error or fetch" \
            python3 scripts/replay-check.py "${problems[@]}"
    else
        why=${why:-python3 is missing}
        skip_step "replay pages in headless Chromium" "$why"
        printf '  skip  replay pages: %s\n' "$why"
    fi
}

# --- Outside tools: their installs, online-judge-tools -----------------------------------

# install_tools: what the steps with outside tools need, installed side by side (each mostly
# waits on downloads and unpacking), best effort; a line for each that could not be.
install_tools() {
    { install_bwrap || echo "check.sh: could not install bubblewrap: runs are not contained"; } &
    { install_oj || echo "check.sh: could not install online-judge-tools"; } &
    { timeout --foreground 900 python3 scripts/replay-check.py --install >/dev/null 2>&1 ||
        echo "check.sh: could not install Playwright or find Chromium"; } &
    { timeout --foreground 1200 bash scripts/package.sh --install >/dev/null 2>&1 ||
        echo "check.sh: could not install problemtools or LaTeX"; } &
    wait
}

# install_bwrap: Debian's bubblewrap, which contains every run of a user's program (the
# judge's sandbox, src/judge/sandbox.rs); best effort, quiet, as root with apt-get only.
install_bwrap() {
    command -v bwrap >/dev/null && return 0
    command -v apt-get >/dev/null && [ "$(id -u)" -eq 0 ] || return 1
    DEBIAN_FRONTEND=noninteractive timeout --foreground 300 \
        apt-get install -y -qq --no-install-recommends bubblewrap >/dev/null 2>&1
}

# install_oj: online-judge-tools (PyPI) in a virtual environment under target/, once; best
# effort, quiet. Sets oj.
install_oj() {
    oj=$cargo_target/oj/bin/oj
    [ -x "$oj" ] && return 0
    command -v python3 >/dev/null || return 1
    timeout --foreground 120 python3 -m venv "$cargo_target/oj" >/dev/null 2>&1 &&
        timeout --foreground 300 "$cargo_target/oj/bin/pip" install -q online-judge-tools >/dev/null 2>&1 &&
        [ -x "$oj" ]
}

# oj_test PROBLEM...: `oj test` runs our binary on each problem's cases as --cmd counts them
# (`check.sh --list PROBLEM`, the README's command) and must call every one AC.
oj_test() {
    local problem files count log=$tmp/oj.log status=0
    install_oj || { echo "online-judge-tools is not installed" && return 1; }
    cargo build --release --quiet "${package_args[@]}" -p tools --bins || return 1
    for problem in "$@"; do
        mapfile -t files < <("$judge_bin" list --data "data/$problem" --facts "$problem/Cargo.toml" 2>"$tmp/left-out")
        sed "s/^/oj test $problem: /" "$tmp/left-out"
        count=$((${#files[@]} / 2))
        # oj's exit status is 0 only when every case it was given is AC
        if "$oj" test -c "$cargo_target/release/$problem" -t "$("$tools_bin" facts "$problem" time-limit)" \
            -d "data/$problem" "${files[@]}" >"$log" 2>&1; then
            echo "oj test $problem: $count cases, all AC, as check.sh --cmd counts them"
        else
            echo "oj test $problem: not all of its $count cases AC (its log: $log):"
            tail -n 20 "$log"
            status=1
        fi
    done
    return "$status"
}

# list_cases PROBLEM: the files of the cases --cmd counts, for `oj test -d data/PROBLEM`.
list_cases() {
    cargo build --release --quiet -p tools --bin judge || exit 2
    exec "$judge_bin" list --data "data/$1" --facts "$1/Cargo.toml"
}

# --- Judging a user's command (--cmd) ---------------------------------------------------

# judge_command: the user's COMMAND judged by the judge (`judge theirs`): the problem's legal
# cases count, under the limits and verdicts of its first judge (or --judge's), which the
# judge reads in PROBLEM/Cargo.toml; the cases beyond the judges and outside the promise are
# judged apart; bad inputs are skipped. The judge replaces this shell: its exit status
# (130 on Ctrl-C, the program's group killed) is check.sh's.
judge_command() {
    local problem=${problems[0]} flags=()
    [ -n "$judge_name" ] && flags+=(--judge "$judge_name")
    [ "$verbose" -eq 1 ] && flags+=(--verbose)
    [ -n "$only_case" ] && flags+=(--only "$only_case")
    [ -n "$colour" ] && flags+=(--colour)
    [ -n "$lang" ] && flags+=(--lang "$lang")
    [ -n "$submit" ] && flags+=(--submit "$submit") && command=$submit
    if ! cargo build --release --quiet -p tools --bin judge; then
        printf 'check.sh: could not build the judge (cargo build -p tools --bin judge)\n' >&2
        exit 2
    fi
    exec "$judge_bin" theirs --data "data/$problem" --problem "$problem" \
        --facts "$problem/Cargo.toml" --from "$user_dir" "${flags[@]}" "$command"
}

# --- The self-test of --cmd (--self-test) ------------------------------------------------

# --self-test: --cmd judges our binaries (from another folder too), a wrong program, a command
# that cannot start, a bad-input case, the cases outside the promise and beyond the judges, a
# flood of output and a process left behind as it says, and gives whitespace the verdict
# versus gives; on the problems named (every one when none is). The tests are Rust
# (scripts/tools/tests/cmd.rs); they run check.sh as a user would.
self_test() {
    cargo build --release --quiet "${package_args[@]}" -p tools --bins --examples || exit 1
    CHECK_PROBLEMS="${problems[*]}" cargo test --release --quiet -p tools --test cmd -- \
        --ignored --test-threads 2
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

is_problem() {
    local known
    for known in "${known_problems[@]}"; do
        [ "$known" = "$1" ] && return 0
    done
    return 1
}

parse_args() {
    verbose=0 problems=() only_case="" failed_step="" command="" mode=judge judge_name=""
    submit="" lang=""
    local names=() arg
    while [ $# -gt 0 ]; do
        arg=$1
        shift
        case $arg in
        -h | --help)
            usage
            exit 0
            ;;
        -v | --verbose) verbose=1 ;;
        --self-test | --oj-test | --list | --install) mode=${arg#--} ;;
        --cmd=*) command=${arg#--cmd=} mode=cmd ;;
        --judge)
            [ $# -gt 0 ] || usage_error "--judge needs a NAME, such as --judge POJ"
            judge_name=$1
            shift
            ;;
        --cmd)
            [ $# -gt 0 ] || usage_error "--cmd needs a COMMAND, such as --cmd './a.out'"
            command=$1 mode=cmd
            shift
            ;;
        --submit)
            [ $# -gt 0 ] || usage_error "--submit needs a FILE, such as --submit sol.cpp"
            submit=$1 mode=cmd
            shift
            ;;
        --lang)
            [ $# -gt 0 ] || usage_error "--lang needs a NAME, such as --lang C++11"
            lang=$1
            shift
            ;;
        -*) usage_error "unknown option $arg" ;;
        *) names+=("$arg") ;;
        esac
    done
    [ -z "$judge_name" ] || [ "$mode" = cmd ] ||
        usage_error "--judge goes with --cmd or --submit: it picks the judge whose limits and verdict count"
    [ -z "$lang" ] || [ -n "$submit" ] || usage_error "--lang goes with --submit: it picks the judge's language"
    [ -z "$submit" ] || [ -z "$command" ] || usage_error "--cmd and --submit judge one program: give one of them"
    # a --submit FILE that cannot be read is the judge's to say (src/judge/submit.rs)
    if [ -z "$submit" ] && [ "$mode" = cmd ]; then
        [ -n "${command//[[:space:]]/}" ] || usage_error "--cmd needs a COMMAND, such as --cmd './a.out'"
    fi
    if [ "$mode" = cmd ]; then
        [ ${#names[@]} -ge 1 ] && [ ${#names[@]} -le 2 ] ||
            usage_error "--cmd and --submit judge one problem: --cmd 'COMMAND' PROBLEM [CASE]"
    fi
    if [ ${#names[@]} -eq 2 ] && is_problem "${names[0]}" && ! is_problem "${names[1]}"; then
        only_case=$(basename "${names[1]%.in}")
        [ -f "data/${names[0]}/$only_case.in" ] ||
            usage_error "'${names[1]}' is neither a problem (${known_problems[*]}) nor a case of ${names[0]} (no data/${names[0]}/$only_case.in)"
        problems=("${names[0]}") verbose=1
        return
    fi
    for arg in "${names[@]}"; do
        is_problem "$arg" || usage_error "unknown problem '$arg'; the problems are: ${known_problems[*]}"
        [[ " ${problems[*]} " == *" $arg "* ]] || problems+=("$arg")
    done
    [ "$mode" != cmd ] || [ ${#problems[@]} -eq 1 ] ||
        usage_error "--cmd judges one problem: --cmd 'COMMAND' PROBLEM [CASE]"
    [ ${#problems[@]} -gt 0 ] || problems=("${known_problems[@]}")
}

# Package selections: the whole workspace, or the problems named plus shared-io and the tools.
choose_packages() {
    local problem
    if [ ${#problems[@]} -eq ${#known_problems[@]} ]; then
        package_args=(--workspace) check_package_args=(--workspace) fmt_package_args=(--all)
        return
    fi
    package_args=() check_package_args=(-p shared-io -p tools) fmt_package_args=(-p shared-io -p tools)
    for problem in "${problems[@]}"; do
        package_args+=(-p "$problem")
        check_package_args+=(-p "$problem")
        fmt_package_args+=(-p "$problem")
    done
}

main() {
    find_problems
    parse_args "$@"
    setup_colours
    choose_packages
    # --list and --cmd hand over to the judge (exec): no temporary folder to leave behind
    case $mode in
    list) [ ${#problems[@]} -eq 1 ] || usage_error "--list names one problem"
        list_cases "${problems[0]}" ;;
    cmd) judge_command ;;
    install) install_tools; return ;;
    esac
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    trap stop_running INT TERM
    step_log=$tmp/step.log
    case $mode in
    self-test) self_test; return ;;
    oj-test) oj_test "${problems[@]}"; return ;;
    esac
    printf 'check.sh: %s; each step under %s s (CHECK_TIMEOUT)\n' \
        "$(rustc --version 2>/dev/null)" "$CHECK_TIMEOUT"
    section build
    build_cargo_binaries
    judge_builds
    [ -z "$only_case" ] && run_tests_and_lints

    print_count
    [ $((cases_failed + steps_failed)) -eq 0 ]
}

main "$@"
