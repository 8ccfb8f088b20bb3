#!/usr/bin/env bash
# output_digests.sh BINARY OUT-DIR: builds every bundled set with every target on both papers, in
# its own words and in every locale it ships, plus a proof sheet of each set, into OUT-DIR, then
# prints one "sha256  path" line per file written (sorted). Refactors compare these lists before
# and after: a change that should not alter any output must leave the list identical. The
# Tabletop Simulator decks name their images by file:// URL, so OUT-DIR is replaced by "OUT" in
# them before hashing. The render caches (output/<set>/.cache/) are not outputs and are left out:
# their file names carry a digest of the deckwright binary. `output_digests.sh --digests-only
# OUT-DIR` hashes an existing OUT-DIR.
set -euo pipefail

digests() {  # digests OUT-DIR
  cd "$1"
  find . -type f ! -name '*.stderr' ! -path '*/.cache/*' -print0 | sort -z | while IFS= read -r -d '' f; do
    case "$f" in
      */tts/*.json) printf '%s  %s\n' "$(sed "s#$1#OUT#g" "$f" | sha256sum | cut -d' ' -f1)" "$f" ;;
      *) sha256sum "$f" ;;
    esac
  done
}

if [ "$1" = "--digests-only" ]; then
  digests "$(realpath "$2")"
  exit 0
fi
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
digests "$out"
