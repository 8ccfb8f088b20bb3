#!/usr/bin/env bash
# targets_bench: whole-process time and peak memory of `deckwright build --target all` on an
# N-card set (the same generated set as render_bench.sh: poker cards with a frame, bold title,
# value badge and a fitted rules text), and of each target built alone, so each target's share of
# the total shows; each with `--jobs 1` and `--jobs 2`, so what the second thread gives shows
# (speed-up = seconds with one thread / seconds with two), and how many files each writes (the
# render cache left out). Not a test: it prints a table. One run
# each, the one-thread and two-thread runs of a target one after the other (the whole thing takes
# minutes).
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

measure() {  # measure TARGET JOBS: prints "seconds peak_MB files"
  rm -rf "$work/out"
  local start=$EPOCHREALTIME
  /usr/bin/time -f "%M" -o "$work/time" "$deckwright" build "$work/set" --target "$1" --jobs "$2" --out "$work/out" \
    >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  local files
  files=$(find "$work/out" -name .cache -prune -o -type f -print | wc -l)
  awk -v a="$start" -v b="$EPOCHREALTIME" -v m="$(cat "$work/time")" -v f="$files" \
    'BEGIN { printf "%.2f %.1f %d\n", b - a, m / 1024, f }'
}

row() {  # row TARGET SECONDS_1 PEAK_1 SECONDS_2 PEAK_2 ALL_SECONDS_2 FILES
  awk -v tg="$1" -v t1="$2" -v m1="$3" -v t2="$4" -v m2="$5" -v all="$6" -v f="$7" 'BEGIN {
    share = tg == "all" ? "" : sprintf("%.1f%%", 100 * t2 / all)
    printf "%-6s  %8.2f  %8.2f  %7.2fx  %7s  %9.1f  %9.1f  %6d\n", tg, t1, t2, t1 / t2, share, m1, m2, f }'
}

read -r all_t1 all_m1 all_f < <(measure all 1)
read -r all_t2 all_m2 _ < <(measure all 2)
printf "%-6s  %8s  %8s  %8s  %7s  %9s  %9s  %6s\n" target "1 job s" "2 jobs s" speed-up share "1 job MB" "2 jobs MB" files
for target in pnp tgc mpc dtc tts; do
  read -r t1 m1 f < <(measure "$target" 1)
  read -r t2 m2 _ < <(measure "$target" 2)
  row "$target" "$t1" "$m1" "$t2" "$m2" "$all_t2" "$f"
done
row all "$all_t1" "$all_m1" "$all_t2" "$all_m2" "$all_t2" "$all_f"
echo "(N = $n cards, one process per run; share: of the two-thread 'all' run; files: what the one-thread run wrote, the render cache left out)"
