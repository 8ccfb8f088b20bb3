#!/usr/bin/env bash
# targets_bench: whole-process time and peak memory of `deckwright build --target all` on an
# N-card set (the same generated set as render_bench.sh: poker cards with a frame, bold title,
# value badge and a fitted rules text), and of each target built alone, so each target's share of
# the total shows. Not a test: it prints a table. One run each (the whole thing takes minutes).
#   tests/bench/targets_bench.sh [N]     (default: 540)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
deckwright="${DECKWRIGHT:-$root/build/release/deckwright}"
[ -x "$deckwright" ] || { echo "targets_bench: build first (./build.sh run)" >&2; exit 2; }
n=${1:-540}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/set/cards"
cat > "$work/set/set.toml" <<TOML
id = "bench"
title = "Benchmark"
version = "1"
[card]
size = "poker"
[print]
back = "basic-back"
[templates]
card = "basic"
[fields]
name = "string"
value = "integer"
text = "text"
TOML
awk -v n="$n" 'BEGIN {
  for (i = 0; i < n; i++) {
    printf "[[card]]\nid = \"c%d\"\nkind = \"card\"\nname = \"Thrust %d\"\nvalue = %d\n", i, i, i % 10
    printf "text = \"Block an Attack. When you play this card you may pay **1 Poise**; if you pay, or if you are at No Poise, you may play an Attack.\"\n\n"
  }
}' > "$work/set/cards/cards.toml"

measure() {  # measure TARGET: prints "seconds peak_MB"
  rm -rf "$work/out"
  local start=$EPOCHREALTIME
  /usr/bin/time -f "%M" -o "$work/time" "$deckwright" build "$work/set" --target "$1" --out "$work/out" \
    >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  awk -v a="$start" -v b="$EPOCHREALTIME" -v m="$(cat "$work/time")" 'BEGIN { printf "%.2f %.1f\n", b - a, m / 1024 }'
}

read -r all_t all_m < <(measure all)
printf "%-6s  %9s  %7s  %9s\n" target seconds share peak_MB
for target in pnp tgc mpc dtc tts; do
  read -r t m < <(measure "$target")
  awk -v tg="$target" -v t="$t" -v all="$all_t" -v m="$m" 'BEGIN { printf "%-6s  %9.2f  %6.1f%%  %9.1f\n", tg, t, 100 * t / all, m }'
done
printf "%-6s  %9.2f  %7s  %9.1f   (N = %d cards, one process)\n" all "$all_t" "" "$all_m" "$n"
