#!/usr/bin/env bash
# Makes a problem package per problem, in the (legacy) problem package format of Kattis and
# DOMjudge, and optionally checks it with Kattis's verifyproblem:
#   scripts/package.sh [PROBLEM...]            target/package/SHORT/ and target/package/SHORT.zip
#        (SHORT is PROBLEM without hyphens: judges want [a-z0-9]+)
#   scripts/package.sh --verify [PROBLEM...]   the same, then installs problemtools (a venv
#        in cargo's target folder, from PyPI) and the Debian packages its statement step
#        needs, best effort, and runs verifyproblem on each package. Exit status 0 when every
#        package has 0 errors, 1 when one has errors, 3 with one line "package.sh: skipped:
#        WHY" when the tools cannot be installed.
#   scripts/package.sh --install               only installs those tools (as .ci/run does);
#        exit status 0, or 3 with the same one line.
# A problem that still holds a placeholder of the template (a fact, its page, a data case:
# `tools placeholders`) gets no package: package.sh names each and exits 1, since contestants
# would read them; PACKAGE_WITH_PLACEHOLDERS=1 makes it anyway, for new-problem.sh's own
# self-test, which packages the template as it is. With no PROBLEM, every problem. The package is made from the repository alone, each time, by
# `tools package` (scripts/tools/src/package.rs: problem.yaml and the limits from the
# problem's facts in PROBLEM/Cargo.toml, the data as the judge's case reader sorts it, the
# validator and the submissions by the one bundler; the statement's Markdown from the
# problem's page); this script turns the statement into LaTeX through pandoc, zips the package
# and runs verifyproblem. scripts/README.md, "Host it in your own contest", says what each
# part holds and why.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out_dir="$root/target/package"
venv="${CARGO_TARGET_DIR:-$root/target}/problemtools"
tools=${CARGO_TARGET_DIR:-$root/target}/release/tools
die() { echo "package.sh: $*" >&2; exit 1; }

fact() { "$tools" --root "$root" facts "$1" "$2"; }

# ---- Statement ----------------------------------------------------------------------------

# statement_tex PROBLEM: problem.en.tex, the Markdown turned into LaTeX by pandoc.
statement_tex() {
    local problem=$1
    printf '\\problemname{%s}\n' "$(fact "$problem" name)"
    # pandoc marks compact lists with \tightlist, which the problem class does not define.
    printf '\\providecommand{\\tightlist}{}\n\n'
    # the page's maths ($...$) stays LaTeX maths; ^x^ and ~x~ (the page's <sup>, <sub>) stay
    "$tools" --root "$root" statement "$problem" |
        pandoc -f gfm-gfm_auto_identifiers+tex_math_dollars+superscript+subscript -t latex \
            --shift-heading-level-by=-1 --wrap=preserve
}

# ---- The package --------------------------------------------------------------------------

# shortname PROBLEM: the package's name, PROBLEM without its hyphens (verifyproblem and
# DOMjudge want [a-z0-9]+): dicemaze, moveablemaze.
shortname() { echo "${1//-/}"; }

# package PROBLEM: writes target/package/SHORTNAME/ and target/package/SHORTNAME.zip.
package() {
    local problem=$1 dir="$out_dir/$(shortname "$1")" summary
    rm -rf "$dir" "$dir.zip"
    summary=$("$tools" --root "$root" package "$problem" "$dir") || die "$problem: cannot make its package"
    statement_tex "$problem" >"$dir/problem_statement/problem.en.tex" ||
        die "$problem: pandoc could not make the statement"
    local files=(.timelimit domjudge-problem.ini problem.yaml problem_statement data
        input_validators submissions)
    # the problem's checker, where it has one
    [ -d "$dir/output_validators" ] && files+=(output_validators)
    # DOMjudge shows a problem.pdf from the zip's root to the teams; problemtools makes it
    # when it is installed (--verify).
    if [ -x "$venv/bin/problem2pdf" ] &&
        "$venv/bin/problem2pdf" -q -o "$dir/problem.pdf" "$dir" >/dev/null 2>&1; then
        files+=(problem.pdf)
    fi
    (cd "$dir" && zip -q -r "../$(shortname "$problem").zip" "${files[@]}") ||
        die "$problem: zip failed"
    echo "package.sh: $problem: $summary"
}

# refuse_placeholders PROBLEM: exits 1 naming each placeholder PROBLEM still holds, unless
# PACKAGE_WITH_PLACEHOLDERS is set (new-problem.sh's self-test).
refuse_placeholders() {
    local left
    left=$("$tools" --root "$root" placeholders "$1" 2>&1) && return
    if [ -n "${PACKAGE_WITH_PLACEHOLDERS:-}" ]; then
        echo "package.sh: $1: placeholders left, packaged anyway (PACKAGE_WITH_PLACEHOLDERS)"
        return
    fi
    printf 'package.sh: %s: no package while placeholders are left; replace each:\n' "$1" >&2
    printf '%s\n' "$left" | sed 's/^/  /' >&2
    exit 1
}

# ---- Tools --------------------------------------------------------------------------------

# apt_install PACKAGE...: best effort, quiet, bounded in time.
apt_install() {
    command -v apt-get >/dev/null || return 1
    local install=(timeout --foreground 600 apt-get install -y -qq --no-install-recommends "$@")
    DEBIAN_FRONTEND=noninteractive "${install[@]}" >/dev/null 2>&1 && return 0
    timeout --foreground 180 apt-get update -qq >/dev/null 2>&1 &&
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
        timeout --foreground 300 "$venv/bin/pip" install -q problemtools >/dev/null 2>&1 ||
            { rm -rf "$venv"; echo "cannot install problemtools from PyPI"; return 1; }
    fi
    command -v rustc >/dev/null || { echo "no rustc on PATH"; return 1; }
}

# verify PROBLEM: verifyproblem on the package, with the problem's time limit: its output in
# SHORTNAME.verify.log, its exit status (0 when it found no error) in SHORTNAME.verify.status.
verify() {
    local dir="$out_dir/$(shortname "$1")"
    "$venv/bin/verifyproblem" -t "$(cat "$dir/.timelimit")" "$dir" >"$dir.verify.log" 2>&1
    echo $? >"$dir.verify.status"
}

# verify_all PROBLEM...: the packages verified as many at once as there are cores (each
# verifyproblem is mostly one process at a time, and it times a run by its CPU time, so a
# neighbour does not change a verdict); then, in order, each one's errors, warnings and
# summary line. Sets failed. An interrupt ends them all.
verify_all() {
    local problem cores
    cores=$(nproc 2>/dev/null || echo 1)
    trap 'trap "" TERM; kill -TERM 0; exit 130' INT TERM
    for problem in "$@"; do
        while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n; done
        verify "$problem" &
    done
    wait
    failed=()
    for problem in "$@"; do
        echo "package.sh: verifyproblem $problem"
        grep -E '^(ERROR|WARNING)|tested:' "$out_dir/$(shortname "$problem").verify.log" | sed "s/^/  /"
        [ "$(cat "$out_dir/$(shortname "$problem").verify.status")" = 0 ] || failed+=("$problem")
    done
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
        sed -n '2,/^set /p' "${BASH_SOURCE[0]}" | grep '^#' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*) die "unknown option $arg" ;;
    *)
        problems+=("$arg")
        ;;
    esac
done

cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bins ||
    die "could not build the tools (cargo build -p tools --bins)"
[ ${#problems[@]} -eq 0 ] && mapfile -t problems < <("$tools" --root "$root" problems)
for problem in "${problems[@]}"; do
    refuse_placeholders "$problem"
done
if [ "$verify" = 1 ]; then
    why=$(install_tools) || { echo "package.sh: skipped: ${why:-tools missing}"; exit 3; }
elif ! need_pandoc; then
    die "pandoc is needed to make the statements (apt-get install pandoc)"
fi
mkdir -p "$out_dir"
for problem in "${problems[@]}"; do
    package "$problem"
done
[ "$verify" = 1 ] || exit 0
verify_all "${problems[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "package.sh: verifyproblem found errors in: ${failed[*]} (logs: target/package/SHORTNAME.verify.log)"
    exit 1
fi
echo "package.sh: all ${#problems[@]} packages verified with 0 errors"
