#!/usr/bin/env bash
# Adds a problem in the one shape every problem has:
#   scripts/new-problem.sh NAME       makes the crate NAME, its data and page, and registers it
#   scripts/new-problem.sh NAME --from PACKAGE
#                                     makes it from a Kattis problem package (a folder or a
#                                     .zip): its facts, data, validators, submissions and
#                                     statement, one line each for what it could not carry
#   scripts/new-problem.sh --self-test   makes one in a copy of the workspace and runs
#                                        check.sh on it there (run by check.sh)
# `tools new-problem NAME` copies the template crate scripts/template/ (its data folder,
# scripts/template/data/template-problem/, becomes data/NAME/), with the template's name
# replaced: a placeholder problem (pairs of numbers until `0 0`, each sum printed) with every
# piece working: solve and explain, unit tests, oracle, generator, replayer, stress and
# explain tests, a worst case and its bench, versus's generator, a planted wrong program, a
# validator, a checker, a C++ solution, a sample, a bad input, the case table, the page, its
# facts (a fresh uuid); the workspace member and the README's row are added. check.sh NAME
# passes on it at once, naming each placeholder left; then replace it piece by piece
# (scripts/tools/src/import/README.md, "Adding a problem"); package.sh packages it once none
# is left. With
# --from, `tools new-problem NAME --from PACKAGE` (scripts/tools/src/import/) makes it from the
# package instead of the template's placeholders.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "new-problem.sh: $*" >&2; exit 2; }

# new_problem NAME [--from PACKAGE]: the tools make it (scripts/tools/src/new_problem.rs,
# scripts/tools/src/import/); cargo then records the new member in Cargo.lock.
new_problem() {
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin tools ||
        die "could not build the tools"
    "${CARGO_TARGET_DIR:-$root/target}/release/tools" --root "$root" new-problem "$@"
    cargo metadata --quiet --format-version 1 --manifest-path "$root/Cargo.toml" >/dev/null
}

# --self-test: adding a problem works in a checkout whose target/ was built elsewhere, as a CI
# cache or an earlier clone's target/ is. What check.sh NAME builds of shared-io and the tools
# is built here, in this checkout (as check.sh's tests did, when it runs this); then a copy
# of it, its files keeping their times, adds a problem and check.sh passes on it there. cargo
# takes the builds made here as fresh in the copy (it keys a path crate by its path in the
# workspace, and the files are older than the builds), so this fails unless the tests find
# their data at run time (scripts/tools/src/stress/data.rs, `Data::of`): a path fixed at
# build time points here, where the new problem has no data (measured: a Data::of reading only
# CARGO_MANIFEST_DIR at build time fails 3 of sample-sums' tests).
#
# Then, in that copy: package.sh refuses the untouched problem, naming its placeholders, and
# check.sh names them and passes (packaging it anyway: PACKAGE_WITH_PLACEHOLDERS), on it and
# on `plus`, made --from the Kattis package scripts/tools/tests/packages/plus (its Python
# validator, C++ checker and submissions in four languages judged, its package verified with
# ours and every submission of theirs); and the mistakes `tools plant-mistakes` plants
# (scripts/tools/src/mistakes.rs) each fail the tests check.sh NAME runs, named as it says.
self_test() {
    local target=${CARGO_TARGET_DIR:-$root/target} started=$SECONDS
    # under target/, open to every user: the tools' tests run a program as nobody from the
    # copy, which a private folder under /tmp (hidden by the runs' own /tmp) would refuse
    mkdir -p "$target"
    later=$(mktemp -d "$target/new-problem-self-test.XXXXXX")
    chmod 755 "$later"
    trap 'rm -rf "$later"' EXIT
    export CARGO_TARGET_DIR=$target
    (cd "$root" && cargo test --release --quiet --no-run \
        -p shared-io -p tools -p template-problem 2>&1) ||
        die "the tools do not build"
    copy_workspace "$later" --preserve=timestamps
    bash "$later/scripts/new-problem.sh" sample-sums >/dev/null
    bash "$later/scripts/new-problem.sh" plus --from "$later/scripts/tools/tests/packages/plus"
    expect_refused "$later"
    # its steps one at a time: the full check.sh runs this beside another of its steps
    CHECK_LANES=1 PACKAGE_WITH_PLACEHOLDERS=1 bash "$later/scripts/check.sh" sample-sums plus |
        tee "$later/check.log"
    grep -q "placeholders left" "$later/check.log" || die "check.sh named no placeholder"
    expect_named "$later" sample-sums
    echo "new-problem.sh --self-test: $((SECONDS - started)) s"
}

# expect_refused WORKSPACE: package.sh makes no package of the untouched sample-sums, and
# names its placeholders (the fact name among them).
expect_refused() {
    if bash "$1/scripts/package.sh" sample-sums >"$1/package.log" 2>&1; then
        die "package.sh packaged a problem full of placeholders"
    fi
    grep -q "the fact name" "$1/package.log" ||
        { cat "$1/package.log"; die "package.sh did not name the placeholders"; }
    echo "new-problem.sh --self-test: package.sh refuses the untouched problem, naming its placeholders"
}

# expect_named WORKSPACE PROBLEM: each planted mistake fails the tools' tests and the coach's
# solutions' step that check.sh PROBLEM runs, with the words it must say (`tools
# plant-mistakes`, scripts/tools/src/mistakes.rs, plants them and runs those checks).
expect_named() {
    "$CARGO_TARGET_DIR/release/tools" --root "$1" plant-mistakes "$2" ||
        die "a planted mistake was not named"
}

# copy_workspace DIR [CP_OPTION]: the files git knows (as they are now) copied into DIR.
copy_workspace() {
    (cd "$root" && git ls-files -z --cached --others --exclude-standard |
        xargs -0 cp --parents ${2:+"$2"} -t "$1")
}

case ${1:-} in
"" | -h | --help) sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' ;;
--self-test) self_test ;;
-*) die "unknown option $1 (see --help)" ;;
*)
    case $# in
    1) new_problem "$1" ;;
    3) [ "$2" = --from ] || die "unknown option $2 (see --help)"
        new_problem "$1" --from "$3" ;;
    *) die "usage: new-problem.sh NAME [--from PACKAGE] (see --help)" ;;
    esac
    ;;
esac
