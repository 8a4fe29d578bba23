#!/usr/bin/env bash
# Reads the case tables, data/PROBLEM/README.md: one row per data case, `| NAME | what it
# catches |`, NAME without `.in`. A description that begins `outside the promise:` marks an
# input the statement promises a judge never sends (kept to pin our own choices).
#   scripts/cases.sh --check PROBLEM...       every .in has its row, every row its .in
#   scripts/cases.sh describe PROBLEM NAME    prints the row's description
#   scripts/cases.sh outside PROBLEM NAME     exit status 0 when the row is marked outside
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The table's rows as "NAME<TAB>DESCRIPTION", header and rule skipped.
rows() {
    [ -f "$root/data/$1/README.md" ] || return 0
    awk -F '|' '
        /^\|/ && NF >= 4 {
            name = $2; text = $3
            gsub(/^[ \t]+|[ \t]+$/, "", name); gsub(/^[ \t]+|[ \t]+$/, "", text)
            if (name == "case" || name ~ /^-+$/) next
            print name "\t" text
        }' "$root/data/$1/README.md"
}

describe() {
    rows "$1" | awk -F '\t' -v name="$2" '$1 == name { print $2; found = 1; exit } END { exit !found }'
}

check() {
    local problem=$1 table="$root/data/$1/README.md" status=0 name input
    if [ ! -f "$table" ]; then
        echo "cases.sh: data/$problem has no README.md with a row per case" >&2
        return 1
    fi
    local -A listed=()
    while IFS=$'\t' read -r name _; do
        if [ -n "${listed[$name]:-}" ]; then
            echo "cases.sh: data/$problem/README.md: two rows name $name" >&2
            status=1
        fi
        listed[$name]=1
        if [ ! -f "$root/data/$problem/$name.in" ]; then
            echo "cases.sh: data/$problem/README.md: row $name names no file $name.in" >&2
            status=1
        fi
    done < <(rows "$problem")
    for input in "$root/data/$problem"/*.in; do
        name=$(basename "$input" .in)
        if [ -z "${listed[$name]:-}" ]; then
            echo "cases.sh: data/$problem/$name.in has no row in data/$problem/README.md" >&2
            status=1
        fi
    done
    return "$status"
}

case ${1:-} in
--check)
    shift
    status=0
    for problem in "$@"; do
        check "$problem" || status=1
    done
    exit "$status"
    ;;
describe) describe "${2:?problem}" "${3:?case}" ;;
outside) describe "${2:?problem}" "${3:?case}" | grep -q '^outside the promise:' ;;
*)
    sed -n '2,7p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
    [ "${1:-}" = -h ] || [ "${1:-}" = --help ]
    ;;
esac
