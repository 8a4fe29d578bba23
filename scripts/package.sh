#!/usr/bin/env bash
# Makes a problem package per problem, in the (legacy) problem package format of Kattis and
# DOMjudge, and optionally checks it with Kattis's verifyproblem:
#   scripts/package.sh [PROBLEM...]            target/package/SHORT/ and target/package/SHORT.zip
#        (SHORT is PROBLEM without hyphens: judges want [a-z0-9]+)
#   scripts/package.sh --verify [PROBLEM...]   the same, then installs problemtools (a venv
#        under target/, from PyPI) and the Debian packages its statement step needs, best
#        effort, and runs verifyproblem on each package. Exit status 0 when every package has
#        0 errors, 1 when one has errors, 3 with one line "package.sh: skipped: WHY" when the
#        tools cannot be installed.
#   scripts/package.sh --install               only installs those tools (as .ci/run does);
#        exit status 0, or 3 with the same one line.
# With no PROBLEM, every one of the five. A package is made from the repository alone, each
# time: the statement from the problem's page (PROBLEM/README.md: its opening, Input without
# what our solver accepts beyond it, Output and Rules), the data from data/PROBLEM/ (bad,
# outside-the-promise and byte-variant files left out, as shared-io/tests/validators.rs sorts
# them), the limits from PROBLEM/Cargo.toml, the submissions from our bundle and the planted
# wrong solvers (PROBLEM/examples/wrong-*.rs, made single files here). README.md, "Host it in
# your own contest", says what each part holds and why.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out_dir="$root/target/package"
venv="$root/target/problemtools"
judge=${CARGO_TARGET_DIR:-$root/target}/release/judge
all=(statues dice-maze robots dungeon moveable-maze)
die() { echo "package.sh: $*" >&2; exit 1; }

# ---- Metadata -----------------------------------------------------------------------------

# uuid PROBLEM: the package's identity, fixed once (uuid5 of the problem's name).
uuid_of() {
    case $1 in
    statues) echo 5ae09a55-693e-56d1-88ce-38bc6d82001a ;;
    dice-maze) echo 8b15849a-4e0d-57e5-9488-e9dff91066bd ;;
    robots) echo 89e765dd-dfc7-5b53-9682-da426852cd69 ;;
    dungeon) echo 18841f35-da66-5c2c-84fe-3de93f0c08a3 ;;
    moveable-maze) echo 752a619c-d2ef-5438-9d55-d9dbda772594 ;;
    esac
}

# source PROBLEM: the contest and year it comes from, as far as we know.
source_of() {
    case $1 in
    statues) echo "Codeforces 128A and 129C (Codeforces Beta Round 94, 2011)" ;;
    dice-maze) echo "ICPC World Finals 1999, problem C" ;;
    robots) echo "ACM ICPC East Central North America Regional 2001 (ECNA 2001)" ;;
    dungeon) echo "Northwestern European Regional Contest 1999 (NWERC 1999), problem D" ;;
    moveable-maze) echo "University of Waterloo local contest, fall 2010, problem B" ;;
    esac
}

# problem_yaml PROBLEM: problem.yaml. Licence and rights holder are known only for
# moveable-maze (its page: Malcolm Sharpe, CC BY-SA 3.0); elsewhere "unknown", honestly. The
# time limit is in .timelimit (the legacy format has no key for it); see README.md.
problem_yaml() {
    local problem=$1 flags=case_sensitive
    # dice-maze's answer is laid out to the space (two-space indent, nine positions a line),
    # and the judges that host it mind whitespace (UVa byte for byte, POJ inside lines).
    [ "$problem" = dice-maze ] && flags="case_sensitive space_change_sensitive"
    echo "# Made by scripts/package.sh from $problem/README.md and $problem/Cargo.toml."
    echo "name: $(yaml_string "$(fact "$problem" title)")"
    echo "uuid: $(uuid_of "$problem")"
    echo "source: $(yaml_string "$(source_of "$problem")")"
    if [ "$problem" = moveable-maze ]; then
        echo "author: Malcolm Sharpe"
        echo "license: cc by-sa"
        echo "rights_owner: Malcolm Sharpe"
    else
        echo "license: unknown"
    fi
    echo "limits:"
    echo "  memory: $(fact "$problem" memory-limit)"
    echo "validation: default"
    echo "validator_flags: $flags"
}

fact() { bash "$root/scripts/facts.sh" "$1" "$2"; }
yaml_string() { printf "'%s'" "${1//\'/\'\'}"; }

# ---- Statement ----------------------------------------------------------------------------

# statement_markdown PROBLEM: the page's opening paragraphs and its Input, Output and Rules
# sections; Input stops where the page turns to what our solver accepts beyond the promise.
# Links become their text (they point into this repository).
statement_markdown() {
    awk '
        BEGIN { opening = 1 }
        /^# / { next }
        /^## / { keep = ($0 == "## Input" || $0 == "## Output" || $0 == "## Rules"); opening = 0 }
        /^What our solver accepts beyond/ { keep = 0 }
        keep || opening { print }
    ' "$root/$1/README.md" | sed -E 's/\[([^]]*)\]\([^)]*\)/\1/g'
}

# statement_tex PROBLEM: problem.en.tex, the Markdown turned into LaTeX by pandoc.
statement_tex() {
    local problem=$1
    printf '\\problemname{%s}\n' "$(fact "$problem" title)"
    # pandoc marks compact lists with \tightlist, which the problem class does not define.
    printf '\\providecommand{\\tightlist}{}\n\n'
    statement_markdown "$problem" |
        pandoc -f gfm-gfm_auto_identifiers -t latex --shift-heading-level-by=-1 --wrap=preserve
}

# ---- Data ---------------------------------------------------------------------------------

# kinds PROBLEM: "NAME KIND" a line for each case of data/PROBLEM/, KIND bad, outside,
# variant or legal (shared-io/tests/validators.rs sorts the same way and checks the validator
# agrees). The judge reads bad, outside and beyond from the case files and table
# (shared-io/src/judge/cases.rs); beyond the judges, and any other judge-* file or file with
# a CR, is a byte variant: an encoding our solvers tolerate and the statement does not promise.
kinds() {
    local dir="$root/data/$1" listing name kind
    listing=$("$judge" kinds --data "$dir") || die "$1: the judge cannot read $dir"
    while IFS=$'\t' read -r name kind; do
        if [ "$kind" = beyond ] ||
            { [ "$kind" = legal ] && { [[ $name == judge-* ]] || grep -q $'\r' "$dir/$name.in"; }; }; then
            kind=variant
        fi
        echo "$name $kind"
    done <<<"$listing"
}

# relay PROBLEM < INPUT: the input laid out as the statement lays it out. Only dice-maze needs
# this: some of its files put a name and the numbers after it on one line or stop without
# END, which our solver reads the same (tokens; end of file ends the input).
relay() {
    if [ "$1" != dice-maze ]; then
        cat
        return
    fi
    tr -s ' \t\n' '\n\n\n' | awk '
        function take(n,   s, i) { s = ""; for (i = 0; i < n; i++) { getline t; s = s (i ? " " : "") t }; return s }
        $0 == "" { next }
        $0 == "END" { exit }
        { name = $0; header = take(6); split(header, h, " "); print name; print header
          for (r = 0; r < h[1]; r++) print take(h[2]) }
        END { print "END" }'
}

# data PROBLEM DIR: data/sample (the statement's samples) and data/secret (every other legal
# case); prints "sample N, secret N, left out: NAMES".
data() {
    local problem=$1 dir=$2 listing input name kind group left=() counts
    mkdir -p "$dir/data/sample" "$dir/data/secret"
    listing=$(kinds "$problem") || exit 1
    while read -r name kind; do
        input="$root/data/$problem/$name.in"
        if [ "$kind" != legal ]; then
            left+=("$name ($kind)")
            continue
        fi
        group=secret
        [[ $name =~ ^sample[0-9]*$ ]] && group=sample
        relay "$problem" <"$input" >"$dir/data/$group/$name.in"
        cp "$root/data/$problem/$name.out" "$dir/data/$group/$name.ans"
    done <<<"$listing"
    counts="sample $(ls "$dir/data/sample" | grep -c '\.in$'), secret $(ls "$dir/data/secret" | grep -c '\.in$')"
    echo "$counts; left out ${#left[@]}: ${left[*]}"
}

# ---- Submissions --------------------------------------------------------------------------

# inline FILE MODDIR: FILE's code, less its comment-only lines, with every out-of-line module
# (`mod x;`, `#[path = "..."] mod x;`) written inline, recursively. MODDIR is where FILE's
# children live. A module under a `#[cfg(...)]` stays a declaration, as in bundle.sh: the
# compiler never opens its file.
inline() {
    local file=$1 moddir=$2 line pending=() path="" cfg="" name child
    while IFS= read -r line || [ -n "$line" ]; do
        [[ $line =~ ^[[:space:]]*// ]] && continue
        if [[ $line =~ ^[[:space:]]*#\[ ]]; then
            pending+=("$line")
            [[ $line =~ ^[[:space:]]*#\[path\ =\ \"([^\"]+)\"\] ]] && path=${BASH_REMATCH[1]}
            [[ $line =~ ^[[:space:]]*#\[cfg\( ]] && cfg=1
            continue
        fi
        if [[ $line =~ ^([[:space:]]*(pub(\([a-z]+\))?\ )?mod\ ([a-z_0-9]+))\;[[:space:]]*$ ]] && [ -z "$cfg" ]; then
            name=${BASH_REMATCH[4]}
            local head=${BASH_REMATCH[1]} attr
            for attr in "${pending[@]}"; do
                [[ $attr =~ \#\[path ]] || echo "$attr"
            done
            if [[ $path == /* ]]; then
                child=$path
                child_dir=$(dirname "$child")
            elif [ -n "$path" ]; then
                child="$(dirname "$file")/$path"
                child_dir=$(dirname "$child")
            elif [ -f "$moddir/$name.rs" ]; then
                child="$moddir/$name.rs"
                child_dir="$moddir/$name"
            else
                child="$moddir/$name/mod.rs"
                child_dir="$moddir/$name"
            fi
            [ -f "$child" ] || die "$file: module $name: no file $child"
            echo "$head {"
            inline "$child" "$child_dir"
            echo "}"
        else
            [ ${#pending[@]} -gt 0 ] && printf '%s\n' "${pending[@]}"
            echo "$line"
        fi
        pending=() path="" cfg=""
    done <"$file"
}

# single_file SOURCE: a crate root from PROBLEM/examples as one file a judge compiles: its
# modules inline, and shared-io (with its test support, `stress` and the `judge` it uses,
# switched on) inside
# `mod shared_io { ... }`, reached as `crate::shared_io`.
single_file() {
    local source=$1
    echo "// Made by scripts/package.sh from ${source#"$root"/} and shared-io; edit those, not this."
    inline "$source" "$(dirname "$source")" |
        sed -E 's/(^|[^:A-Za-z_])shared_io::/\1crate::shared_io::/g'
    echo
    echo "#[allow(dead_code, unused_imports)]"
    echo "mod shared_io {"
    sed -E '/^[[:space:]]*#\[cfg\(feature = "(stress|judge)"\)\][[:space:]]*$/d' "$root/shared-io/src/lib.rs" >"$work/lib.rs"
    # The test support names the workspace through cargo's variable, which a judge's plain
    # rustc lacks; a submission never reaches that code.
    inline "$work/lib.rs" "$root/shared-io/src" | sed 's/env!("CARGO_MANIFEST_DIR")/"."/g'
    echo "}"
}

# Planted wrong solvers that are also too slow: a judge stops at their first failure, and in
# the order it runs the cases that is a timeout (moveable-maze's wrong-on-square-banked takes
# about 3 s on growth, before a case it answers wrong), so they go to time_limit_exceeded/.
slow_wrong=(moveable-maze/wrong-on-square-banked.rs)

# Right but too slow: the planted solvers' `--right` mode, where it runs out of time on a case
# (dungeon's list of possible cells about 9 s on worst, its limit 2 s; moveable-maze's search
# over more labels over 10 s on worst and hill-climbed, its limit 1 s). Elsewhere the planted
# solvers and our oracles are fast, or run out of memory first (moveable-maze's literal
# search), which a judge reports as a run-time error, not a timeout.
slow_right=(dungeon/wrong-no-wait.rs moveable-maze/wrong-bank-of-one.rs)

# right_file SOURCE: SOURCE as one file with its `--right` mode always on (a judge passes no
# arguments).
right_file() {
    local switch='std::env::args().any(|arg| arg == "--right")' text
    text=$(single_file "$1") || return 1
    [ "$(grep -c -F "$switch" <<<"$text")" = 1 ] || die "$1: no single --right switch to turn on"
    echo "// Its --right mode, always on: a right solver, too slow for the judge's limit."
    sed "s/std::env::args().any(|arg| arg == \"--right\")/true/" <<<"$text"
}

# submissions PROBLEM DIR: accepted/ our bundle; wrong_answer/ every planted wrong solver (or
# time_limit_exceeded/ for those in slow_wrong); time_limit_exceeded/right-but-slow.rs from
# slow_right.
submissions() {
    local problem=$1 dir=$2 wrong name verdict
    mkdir -p "$dir/submissions/accepted" "$dir/submissions/wrong_answer"
    bash "$root/scripts/bundle.sh" "$problem" >/dev/null || die "$problem: bundle.sh failed"
    cp "$root/target/bundle/$problem.rs" "$dir/submissions/accepted/$problem.rs"
    for wrong in "$root/$problem"/examples/wrong-*.rs; do
        name=$(basename "$wrong")
        verdict=wrong_answer
        [[ " ${slow_wrong[*]} " == *" $problem/$name "* ]] && verdict=time_limit_exceeded
        mkdir -p "$dir/submissions/$verdict"
        single_file "$wrong" >"$dir/submissions/$verdict/$name" || die "$problem: cannot make $name"
        if [[ " ${slow_right[*]} " == *" $problem/$name "* ]]; then
            mkdir -p "$dir/submissions/time_limit_exceeded"
            right_file "$wrong" >"$dir/submissions/time_limit_exceeded/right-but-slow.rs" ||
                die "$problem: cannot make right-but-slow.rs from $name"
        fi
    done
}

# ---- The package --------------------------------------------------------------------------

# shortname PROBLEM: the package's name, PROBLEM without its hyphens (verifyproblem and
# DOMjudge want [a-z0-9]+): dicemaze, moveablemaze.
shortname() { echo "${1//-/}"; }

# package PROBLEM: writes target/package/SHORTNAME/ and target/package/SHORTNAME.zip.
package() {
    local problem=$1 dir="$out_dir/$(shortname "$1")" summary validator
    rm -rf "$dir" "$dir.zip"
    mkdir -p "$dir/problem_statement" "$dir/input_validators"
    problem_yaml "$problem" >"$dir/problem.yaml"
    # The time limit in seconds: problemtools shows .timelimit in the statement and --verify
    # hands it to verifyproblem; DOMjudge reads domjudge-problem.ini.
    fact "$problem" time-limit >"$dir/.timelimit"
    echo "timelimit = $(cat "$dir/.timelimit")" >"$dir/domjudge-problem.ini"
    statement_tex "$problem" >"$dir/problem_statement/problem.en.tex" ||
        die "$problem: pandoc could not make the statement"
    summary=$(data "$problem" "$dir") || exit 1
    validator="$root/$problem/examples/$problem-validate.rs"
    {
        echo "// Made by scripts/package.sh from ${validator#"$root"/}; edit that, not this."
        inline "$validator" "$(dirname "$validator")"
    } >"$dir/input_validators/$problem-validate.rs" || die "$problem: cannot make its validator"
    submissions "$problem" "$dir"
    local files=(.timelimit domjudge-problem.ini problem.yaml problem_statement data
        input_validators submissions)
    # DOMjudge shows a problem.pdf from the zip's root to the teams; problemtools makes it
    # when it is installed (--verify).
    if [ -x "$venv/bin/problem2pdf" ] &&
        "$venv/bin/problem2pdf" -q -o "$dir/problem.pdf" "$dir" >/dev/null 2>&1; then
        files+=(problem.pdf)
    fi
    (cd "$dir" && zip -q -r "../$(shortname "$problem").zip" "${files[@]}") ||
        die "$problem: zip failed"
    echo "package.sh: $problem: $summary; $(ls "$dir/submissions/wrong_answer" | wc -l) wrong answers"
}

# ---- Tools --------------------------------------------------------------------------------

# apt_install PACKAGE...: best effort, quiet, bounded in time.
apt_install() {
    command -v apt-get >/dev/null || return 1
    local install=(timeout 600 apt-get install -y -qq --no-install-recommends "$@")
    DEBIAN_FRONTEND=noninteractive "${install[@]}" >/dev/null 2>&1 && return 0
    timeout 180 apt-get update -qq >/dev/null 2>&1 &&
        DEBIAN_FRONTEND=noninteractive "${install[@]}" >/dev/null 2>&1
}

# have COMMAND...: every one of them is on PATH.
have() {
    local command
    for command in "$@"; do
        command -v "$command" >/dev/null || return 1
    done
}

# need_pandoc: the statement step's converter.
need_pandoc() {
    command -v pandoc >/dev/null || apt_install pandoc
}

# install_tools: problemtools in a venv under target/, and what its statement step runs
# (lualatex with the LaTeX packages of its problem class, ghostscript, tidy). Prints why not
# on failure.
install_tools() {
    need_pandoc || { echo "cannot install pandoc"; return 1; }
    if ! have lualatex dvisvgm gs tidy || ! kpsewhich subfigure.sty ulem.sty >/dev/null 2>&1; then
        apt_install texlive-luatex texlive-latex-recommended texlive-latex-extra \
            texlive-fonts-recommended texlive-pictures texlive-plain-generic dvisvgm \
            ghostscript tidy ||
            { echo "cannot install LaTeX from Debian"; return 1; }
    fi
    if [ ! -x "$venv/bin/verifyproblem" ]; then
        python3 -m venv "$venv" >/dev/null 2>&1 ||
            { apt_install python3-venv && python3 -m venv "$venv" >/dev/null 2>&1; } ||
            { echo "cannot make a Python venv"; return 1; }
        timeout 300 "$venv/bin/pip" install -q problemtools >/dev/null 2>&1 ||
            { rm -rf "$venv"; echo "cannot install problemtools from PyPI"; return 1; }
    fi
    command -v rustc >/dev/null || { echo "no rustc on PATH"; return 1; }
}

# verify PROBLEM: verifyproblem on the package, with the problem's time limit; prints its
# summary line, and its errors and warnings; fails when it reports an error.
verify() {
    local problem=$1 dir="$out_dir/$(shortname "$1")" log="$out_dir/$(shortname "$1").verify.log" status
    "$venv/bin/verifyproblem" -t "$(cat "$dir/.timelimit")" "$dir" >"$log" 2>&1
    status=$?
    grep -E '^(ERROR|WARNING)|tested:' "$log" | sed "s/^/  /"
    [ "$status" -eq 0 ] && grep -q 'tested: 0 errors' "$log"
}

# ---- Main ---------------------------------------------------------------------------------

verify=0
problems=()
for arg in "$@"; do
    case $arg in
    --verify) verify=1 ;;
    --install)
        why=$(install_tools) || { echo "package.sh: skipped: ${why:-tools missing}"; exit 3; }
        exit 0
        ;;
    -h | --help)
        sed -n '2,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*) die "unknown option $arg" ;;
    *)
        [ -f "$root/$arg/examples/$arg-validate.rs" ] || die "no problem '$arg' with a validator"
        problems+=("$arg")
        ;;
    esac
done
[ ${#problems[@]} -eq 0 ] && problems=("${all[@]}")

if [ "$verify" = 1 ]; then
    why=$(install_tools) || { echo "package.sh: skipped: ${why:-tools missing}"; exit 3; }
elif ! need_pandoc; then
    die "pandoc is needed to make the statements (apt-get install pandoc)"
fi
cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p shared-io --features judge --bin judge ||
    die "could not build the judge (cargo build -p shared-io --features judge --bin judge)"
mkdir -p "$out_dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for problem in "${problems[@]}"; do
    package "$problem"
done
[ "$verify" = 1 ] || exit 0
failed=()
for problem in "${problems[@]}"; do
    echo "package.sh: verifyproblem $problem"
    verify "$problem" || failed+=("$problem")
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "package.sh: verifyproblem found errors in: ${failed[*]} (logs: target/package/SHORTNAME.verify.log)"
    exit 1
fi
echo "package.sh: all ${#problems[@]} packages verified with 0 errors"
