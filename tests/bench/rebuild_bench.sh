#!/usr/bin/env bash
# rebuild_bench: what the render cache (generator/print/render_cache.hpp) saves. For each target, on
# the N-card set of render_bench.sh (its make_set, so the set is the same): a full build with
# --no-cache into an empty folder, a full build with the cache into an empty folder (drawing
# everything and filling output/<set>/.cache/), an unchanged rebuild, and a rebuild after one card
# is edited (card c7's name). Whole-process wall and CPU (user + system) from /usr/bin/time, one
# run each, and the size of the cache folder. Not a test: it prints a table.
#   tests/bench/rebuild_bench.sh [N]     (default: 540; TARGETS="tgc mpc tts dtc all" to choose)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
deckwright="${DECKWRIGHT:-$root/build/release/deckwright}"
[ -x "$deckwright" ] || { echo "rebuild_bench: build first (./build.sh run)" >&2; exit 2; }
n=${1:-540}
targets=${TARGETS:-"tgc mpc tts dtc all"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

eval "$(sed -n '/^make_set() {/,/^}/p' "$root/tests/bench/render_bench.sh")"
[ "$(type -t make_set)" = function ] || { echo "rebuild_bench: no make_set in render_bench.sh" >&2; exit 2; }

run() {  # run ARGS...: builds the set into $work/out; prints "wall cpu"
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$deckwright" build "$work/set" --out "$work/out" "$@" \
    >"$work/stdout" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time"
}

printf "%-6s  %-17s  %-17s  %-17s  %-17s  %8s\n" target "no cache wall/cpu" "cold cache" "unchanged" "one card edited" cache_MB
for target in $targets; do
  rm -rf "$work/set" "$work/out"
  make_set "$work/set" "$n"
  read -r nw nc < <(run --target "$target" --no-cache)
  rm -rf "$work/out"
  read -r cw cc < <(run --target "$target")
  read -r uw uc < <(run --target "$target")
  sed -i 's/^name = "Thrust 7"$/name = "Thrust 7, edited"/' "$work/set/cards/cards.toml"
  read -r ew ec < <(run --target "$target")
  mb=$(du -sm "$work/out/bench/.cache" | cut -f1)
  printf "%-6s  %7.2f / %7.2f  %7.2f / %7.2f  %7.2f / %7.2f  %7.2f / %7.2f  %8s\n" "$target" "$nw" "$nc" "$cw" "$cc" \
    "$uw" "$uc" "$ew" "$ec" "$mb"
done
echo "(N = $n cards; seconds, wall / CPU user+system; $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg))"
