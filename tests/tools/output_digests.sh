#!/usr/bin/env bash
# output_digests.sh BINARY OUT-DIR: builds every bundled set with every target on both papers, in
# its own words and in every locale it ships, plus a proof sheet of each set, into OUT-DIR, then
# prints one "sha256  path" line per file written (sorted). Refactors compare these lists before
# and after: a change that should not alter any output must leave the list identical.
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath -m "$2")
cd "$(dirname "$0")/../.."
rm -rf "$out"
mkdir -p "$out"
for set in cardsets/*/; do
  [ -f "$set/set.toml" ] || continue
  name=$(basename "$set")
  locales=$(ls "$set/locales" 2>/dev/null | sed -n 's/\.po$//p' | paste -sd, -)
  "$bin" build "$set" --paper all --target all --out "$out/build" >/dev/null 2>"$out/$name.stderr"
  if [ -n "$locales" ]; then
    "$bin" build "$set" --paper all --target pnp --locale "$locales" --out "$out/build" >/dev/null 2>>"$out/$name.stderr"
  fi
  "$bin" proof "$set" --out "$out/proof/$name.pdf" >/dev/null 2>>"$out/$name.stderr"
done
cd "$out"
find . -type f ! -name '*.stderr' -print0 | sort -z | xargs -0 sha256sum
