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
# A problem that still holds a placeholder the package would carry (a fact its problem.yaml
# holds, a line of its statement: `tools placeholders`) gets no package: package.sh names
# each and exits 1, since contestants would read them; PACKAGE_WITH_PLACEHOLDERS=1 makes it anyway, for new-problem.sh's own
# self-test, which packages the template as it is. With no PROBLEM, every problem. This
# script installs the tools; `tools packages` (scripts/tools/src/packaging.rs) does the rest:
# each package made from the repository alone (scripts/tools/src/package/: problem.yaml
# and the limits from the problem's facts in PROBLEM/Cargo.toml, the data as the judge's case
# reader sorts it, the validators and the submissions, the statement from the problem's page
# through pandoc), zipped, and with --verify checked by verifyproblem, each error said with
# its whole cause and its log's path. scripts/tools/src/package/README.md, "Host it in your
# own contest", says what each part holds and why.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv="${CARGO_TARGET_DIR:-$root/target}/problemtools"
tools=${CARGO_TARGET_DIR:-$root/target}/release/tools
die() { echo "package.sh: $*" >&2; exit 1; }

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
if [ "$verify" = 1 ]; then
    why=$(install_tools) || { echo "package.sh: skipped: ${why:-tools missing}"; exit 3; }
    exec "$tools" --root "$root" packages --verify "${problems[@]}"
fi
need_pandoc || die "pandoc is needed to make the statements (apt-get install pandoc)"
exec "$tools" --root "$root" packages "${problems[@]}"
