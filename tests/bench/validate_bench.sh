#!/usr/bin/env bash
# validate_bench: whole-process time of the default `deckwright validate` on every bundled card set
# that names a ruleset (random@2000, greedy@400 and the search line-up, restricted play for the four strongest flags,
# JSON and PDF reports), with --jobs 2, measured by /usr/bin/time -v: wall and CPU seconds, peak
# memory, and the games per second of each line-up and of restricted play as the summary prints
# them. Target: each set within 60 s on the project's 2-core machine. Not a test: it prints a table.
#   tests/bench/validate_bench.sh [SET-DIR...]   (default: every cardsets/*/ with a ruleset)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
deckwright="${DECKWRIGHT:-$root/build/release/deckwright}"
[ -x "$deckwright" ] || { echo "validate_bench: build first (./build.sh run)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "validate_bench: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sets=("$@")
if [ ${#sets[@]} -eq 0 ]; then
  for s in "$root"/cardsets/*/; do
    grep -q '^ruleset *=' "$s/set.toml" 2>/dev/null && sets+=("${s%/}")
  done
fi

echo "| set | wall s | CPU s | peak MB | line-ups (games/s) | restricted play (games/s) | findings | within 60 s |"
echo "|---|---|---|---|---|---|---|---|"
for set in "${sets[@]}"; do
  name=$(basename "$set")
  code=0
  /usr/bin/time -v -o "$work/time" "$deckwright" validate "$set" --jobs 2 --quiet --out "$work/out" > "$work/summary" 2>&1 || code=$?
  if [ "$code" -ge 2 ]; then
    echo "| $name | failed (exit $code) | | | | | | |"
    continue
  fi
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; printf "%.1f", s }' "$work/time")
  cpu=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { printf "%.1f", u + s }' "$work/time")
  peak=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/time")
  lineups=$(awk '/^line-up [0-9]+ / { sub(/:$/, "", $3); printf "%s%s %s", sep, $3, $(NF-1); sep = ", " }' "$work/summary")
  confirm=$(awk '/^restricted play: / { print $(NF-1); found = 1 } END { if (!found) print "-" }' "$work/summary")
  findings=$(tail -n 3 "$work/summary" | grep -E '^[0-9]+ errors?, ' | sed 's/, [0-9]* notes\?//')
  within=$(awk -v w="$wall" 'BEGIN { print (w <= 60 ? "yes" : "NO") }')
  echo "| $name | $wall | $cpu | $peak | $lineups | $confirm | $findings | $within |"
done
