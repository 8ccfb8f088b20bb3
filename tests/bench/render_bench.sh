#!/usr/bin/env bash
# render_bench: whole-process time and peak memory of `deckwright build` on an N-card set
# equivalent to ../shared/bench/bare_stack.cpp (poker cards 3x3 on A4, frame, bold title, value
# badge, ~140-character fitted rules text, mirrored back pages), next to bare_stack itself
# timed in the same run. Not a test: it prints a table.
#   tests/bench/render_bench.sh [N ...]     (default: 54 540 5400)
# Each figure is the best of 3 runs (wall seconds from bash, CPU seconds (user + system) and peak
# resident set from /usr/bin/time). On a busy machine wall time mostly measures the wait for a
# core; the CPU columns compare the work done. deckwright runs with one thread (--jobs 1: the
# dw_* columns, ratio against bare_stack, which draws on one) and with two (--jobs 2: dw2_s, and
# speedup = dw_s / dw2_s, the gain of the second core); its PDF is the same with either.
# bound2 is the most any program on this stack could gain from a second core at N: bare_stack's
# time for one card (process start, font set-up, the PDF's finish: work that comes before or
# after any drawing) is taken as serial and the rest as perfectly split in two,
# bound2 = bare_s / (bare1_s + (bare_s - bare1_s) / 2).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bare_src="${BARE_STACK_SRC:-$root/../shared/bench/bare_stack.cpp}"  # BARE_STACK_SRC: from a worktree elsewhere
[ -f "$bare_src" ] || { echo "render_bench: $bare_src not found" >&2; exit 2; }
deckwright="${DECKWRIGHT:-$root/build/release/deckwright}"
[ -x "$deckwright" ] || { echo "render_bench: build first (./build.sh run)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

g++ -O2 -std=c++20 "$bare_src" -o "$work/bare_stack" $(pkg-config --cflags --libs pangocairo cairo-pdf)

make_set() {  # make_set DIR N
  local dir=$1 n=$2
  mkdir -p "$dir/cards"
  cat > "$dir/set.toml" <<TOML
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
  }' > "$dir/cards/cards.toml"
}

measure() {  # measure COMMAND...: prints "seconds cpu_seconds peak_kb", best of 3
  local best_t="" best_c="" best_m="" start t c m u s
  for _ in 1 2 3; do
    start=$EPOCHREALTIME
    /usr/bin/time -f "%M %U %S" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
    t=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.4f", b - a }')
    read -r m u s < "$work/time"
    c=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
    if [ -z "$best_t" ] || awk -v a="$t" -v b="$best_t" 'BEGIN { exit !(a < b) }'; then best_t=$t; fi
    if [ -z "$best_c" ] || awk -v a="$c" -v b="$best_c" 'BEGIN { exit !(a < b) }'; then best_c=$c; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
  done
  echo "$best_t $best_c $best_m"
}

counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(54 540 5400)
read -r b1t _ _ < <(measure "$work/bare_stack" 1 "$work/bare.pdf")
echo "bare_stack, one card: $b1t s"
printf "%6s  %8s  %8s  %6s  %8s  %7s  %7s  %9s  %9s  %9s  %12s  %12s  %13s\n" N bare_s dw_s ratio dw2_s speedup \
  bound2 bare_cpu_s dw_cpu_s cpu_ratio bare_peak_MB dw_peak_MB dw2_peak_MB
for n in "${counts[@]}"; do
  make_set "$work/set$n" "$n"
  read -r bt bc bm < <(measure "$work/bare_stack" "$n" "$work/bare.pdf")
  read -r dt dc dm < <(measure "$deckwright" build "$work/set$n" --paper a4 --jobs 1 --out "$work/out")
  read -r d2t d2c d2m < <(measure "$deckwright" build "$work/set$n" --paper a4 --jobs 2 --out "$work/out")
  awk -v n="$n" -v b1t="$b1t" -v bt="$bt" -v dt="$dt" -v d2t="$d2t" -v bc="$bc" -v dc="$dc" -v bm="$bm" -v dm="$dm" -v d2m="$d2m" 'BEGIN {
    bound = (bt > b1t) ? bt / (b1t + (bt - b1t) / 2) : 1
    printf "%6d  %8.3f  %8.3f  %6.2f  %8.3f  %7.2f  %7.2f  %9.2f  %9.2f  %9.2f  %12.1f  %12.1f  %13.1f\n", n, bt, dt,
           (bt > 0 ? dt / bt : 0), d2t, (d2t > 0 ? dt / d2t : 0), bound, bc, dc, (bc > 0 ? dc / bc : 0), bm / 1024, dm / 1024,
           d2m / 1024 }'
done
