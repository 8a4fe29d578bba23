#!/usr/bin/env bash
# Reads a problem's facts from the `[package.metadata.problem]` table of PROBLEM/Cargo.toml,
# the one place they are written:
#   scripts/facts.sh PROBLEM KEY      prints the value (title, submit, time-limit, memory-limit,
#                                     limits-from); exit status 1 when the key is missing
#   scripts/facts.sh --readme-row PROBLEM   the README's row for PROBLEM, as made from its facts
#   scripts/facts.sh --check-readme   every problem's row is in README.md, word for word
# Values are a bare number or a quoted string ("..." or '...', no escapes), then an optional
# comment.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# fact PROBLEM KEY
fact() {
    awk -v key="$2" '
        /^\[/ { inside = ($0 == "[package.metadata.problem]"); next }
        inside && $0 ~ "^" key "[ \t]*=" {
            value = $0
            sub(/^[^=]*=[ \t]*/, "", value)
            if (value ~ /^"/) { sub(/^"/, "", value); sub(/".*$/, "", value) }
            else if (value ~ /^\047/) { sub(/^\047/, "", value); sub(/\047.*$/, "", value) }
            else { sub(/[ \t]*#.*$/, "", value); sub(/[ \t]+$/, "", value) }
            print value
            found = 1
            exit
        }
        END { exit !found }
    ' "$root/$1/Cargo.toml"
}

# The problem table's row: crate, title linked to its page, where to submit, the limits.
readme_row() {
    local problem=$1 title submit seconds megabytes from
    title=$(fact "$problem" title) && submit=$(fact "$problem" submit) &&
        seconds=$(fact "$problem" time-limit) && megabytes=$(fact "$problem" memory-limit) &&
        from=$(fact "$problem" limits-from) || return 1
    printf '| `%s` | [%s](%s/README.md) | %s | %s s, %s MB (%s) |\n' \
        "$problem" "$title" "$problem" "$submit" "$seconds" "$megabytes" "$from"
}

# Every problem (a crate with a src/main.rs) has its row in README.md and its page.
check_readme() {
    local main problem row status=0
    for main in "$root"/*/src/main.rs; do
        problem=$(basename "$(dirname "$(dirname "$main")")")
        if ! row=$(readme_row "$problem"); then
            echo "facts.sh: $problem/Cargo.toml lacks a fact of [package.metadata.problem]" >&2
            status=1
        elif ! grep -q -F -x -- "$row" "$root/README.md"; then
            printf 'facts.sh: README.md lacks the row made from %s/Cargo.toml:\n%s\n' \
                "$problem" "$row" >&2
            status=1
        fi
        if [ ! -f "$root/$problem/README.md" ]; then
            echo "facts.sh: $problem has no page $problem/README.md" >&2
            status=1
        fi
    done
    return "$status"
}

case ${1:-} in
--check-readme) check_readme ;;
--readme-row) readme_row "${2:?usage: scripts/facts.sh --readme-row PROBLEM}" ;;
-h | --help | "") sed -n '2,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' ;;
*)
    [ -f "$root/${1}/Cargo.toml" ] || { echo "facts.sh: no problem '$1'" >&2; exit 2; }
    fact "$1" "${2:?usage: scripts/facts.sh PROBLEM KEY}"
    ;;
esac
