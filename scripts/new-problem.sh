#!/usr/bin/env bash
# Adds a problem in the one shape every problem has:
#   scripts/new-problem.sh NAME       makes the crate NAME, its data and page, and registers it
#   scripts/new-problem.sh --self-test   makes one in a copy of the workspace and runs
#                                        check.sh on it there (run by check.sh)
# The new crate is a copy of the template crate scripts/template/ (its data folder,
# scripts/template/data/template-problem/, becomes data/NAME/), with the template's name
# replaced: a placeholder problem (pairs of numbers until `0 0`, each sum printed) with every
# piece working: solve and explain, unit tests, oracle, generator, replayer, stress and
# explain tests, bench, versus's generator, a sample, a bad input, the case table, the page,
# its facts; the workspace member and the README's row are added. `bash scripts/check.sh
# NAME` passes on it at once; then replace it piece by piece (README.md, "Adding a problem").
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "new-problem.sh: $*" >&2; exit 2; }

# The template: a working crate, a workspace member (so every build, test, clippy and fmt run
# checks it), with its data folder inside it; its name in the three spellings Rust wants.
template=scripts/template
template_data=$template/data/template-problem
template_names=(template-problem template_problem TemplateProblem)

# The crate's name in the same three spellings: kebab (crate, binary), snake (bench file),
# camel (the versus Problem type).
spellings() {
    name=$1
    snake=${name//-/_}
    camel=$(echo "$name" | awk -F- '{ for (i = 1; i <= NF; i++) printf "%s%s", toupper(substr($i, 1, 1)), substr($i, 2) }')
}

# copy_renamed FROM TO: every file under FROM (the template's data folder left out of the
# crate), copied under TO with the template's names replaced by NAME's, in their text and in
# their paths. (No git here: the self-test runs in a copy without one.)
copy_renamed() {
    local from=$1 to=$2 file target
    (cd "$root" && find "$from" -type f | sort) | while IFS= read -r file; do
        case $file in "$template/data/"*) [ "$from" = "$template_data" ] || continue ;; esac
        target=$to/${file#"$from"/}
        target=${target//${template_names[0]}/$name}
        target=${target//${template_names[1]}/$snake}
        mkdir -p "$(dirname "$root/$target")"
        # the template sits one folder deeper than a problem: its paths into scripts/ say so
        sed -e "s/${template_names[0]}/$name/g" -e "s/${template_names[1]}/$snake/g" \
            -e "s|\.\./\.\./tools/|../../scripts/tools/|g" \
            -e "s/${template_names[2]}/$camel/g" "$root/$file" >"$root/$target"
    done
}

# Adds NAME to the workspace's members and its row to the README's problem table.
register() {
    local row
    sed -i "s/^members = \[\(.*\)\]$/members = [\1, \"$name\"]/" "$root/Cargo.toml"
    grep -q "\"$name\"\]$" "$root/Cargo.toml" || die "could not add $name to Cargo.toml's members"
    # a fresh identity for its problem package
    sed -i "s/^uuid = .*/uuid = \"$(cat /proc/sys/kernel/random/uuid)\"/" "$root/$name/Cargo.toml"
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p tools --bin tools ||
        die "could not build the tools"
    row=$("${CARGO_TARGET_DIR:-$root/target}/release/tools" --root "$root" readme-row "$name")
    # the new row goes right after the last row of the problem table
    awk -v row="$row" '
        { lines[NR] = $0 }
        /^\| `[a-z0-9-]+` \|/ { last = NR }
        END { for (i = 1; i <= NR; i++) { print lines[i]; if (i == last) print row } }
    ' "$root/README.md" >"$root/README.md.new"
    mv "$root/README.md.new" "$root/README.md"
}

new_problem() {
    [[ $1 =~ ^[a-z][a-z0-9]*(-[a-z0-9]+)*$ ]] ||
        die "NAME must be lowercase words joined by '-', such as word-ladder; found '$1'"
    spellings "$1"
    [ ! -e "$root/$name" ] && [ ! -e "$root/data/$name" ] && [ "$name" != "${template_names[0]}" ] ||
        die "$name exists already"
    copy_renamed "$template" "$name"
    copy_renamed "$template_data" "data/$name"
    [ -f "$root/$name/src/main.rs" ] && [ -f "$root/data/$name/sample.in" ] ||
        die "could not copy $template into $name/ and data/$name/"
    register
    printf 'new-problem.sh: made %s/ and data/%s/; now run: bash scripts/check.sh %s\n' \
        "$name" "$name" "$name"
}

# --self-test: adding a problem works after any earlier run. An earlier checkout (a copy of
# the workspace, its files new) is built into the workspace's target directory, then deleted,
# as check.sh's earlier runs and a CI cache carrying target/ from elsewhere do. Then a later
# checkout (a second copy whose files keep the workspace's older times, as a fresh clone given
# that target/) adds a problem, and check.sh passes on it there. cargo takes the earlier
# checkout's tools as fresh in the later one (it keys a path crate by its path in the
# workspace, and the files are older than the artifact), so this fails unless the tests find
# their data at run time (scripts/tools/src/stress/data.rs, `Data::of`).
self_test() {
    local target=${CARGO_TARGET_DIR:-$root/target} started=$SECONDS
    earlier=$(mktemp -d) later=$(mktemp -d)
    trap 'rm -rf "$earlier" "$later"' EXIT
    copy_workspace "$earlier"
    # the build check.sh NAME makes: shared-io and the tools every problem's tests use
    (cd "$earlier" && CARGO_TARGET_DIR=$target cargo test --release --quiet --no-run \
        -p shared-io -p tools -p "${template_names[0]}" 2>&1) || die "the earlier checkout does not build"
    rm -rf "$earlier"
    copy_workspace "$later" --preserve=timestamps
    bash "$later/scripts/new-problem.sh" sample-sums >/dev/null
    CARGO_TARGET_DIR=$target bash "$later/scripts/check.sh" sample-sums
    echo "new-problem.sh --self-test: $((SECONDS - started)) s"
}

# copy_workspace DIR [CP_OPTION]: the files git knows (as they are now) copied into DIR.
copy_workspace() {
    (cd "$root" && git ls-files -z --cached --others --exclude-standard |
        xargs -0 cp --parents ${2:+"$2"} -t "$1")
}

case ${1:-} in
"" | -h | --help) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' ;;
--self-test) self_test ;;
-*) die "unknown option $1 (see --help)" ;;
*) new_problem "$1" ;;
esac
