#!/usr/bin/env bash
# taplo_lint.sh TAPLO SOURCE_DIR DECKWRIGHT: the JSON Schemas of schemas/ checked with the Taplo CLI, as VS
# Code's Even Better TOML checks them while a designer types.
#  1. Every bundled TOML file, mapped to its schema by the repository's .taplo.toml, passes.
#  2. Every file of tests/schema/broken/ (one mistake each; its first line `#:schema` names the
#     schema, as in files `deckwright new` writes) fails, and Taplo reports an error holding the
#     text of its `# expect LINE:COL TEXT` line at exactly that line and column: the mistaken key
#     or value, not just "somewhere in the file".
#  3. The files `deckwright new` writes pass the schemas their `#:schema` lines name.
set -uo pipefail
taplo=$1
source_dir=$2
deckwright=$3
if [ ! -x "$taplo" ]; then
  echo "taplo_lint: no Taplo CLI at $taplo: run ./build.sh setup (it installs @taplo/cli into .tools/taplo)" >&2
  exit 1
fi
cd "$source_dir" || exit 1
failures=0

bundled=$(mktemp)
if ! "$taplo" lint --colors never >"$bundled" 2>&1; then
  echo "FAIL: bundled TOML files do not pass their schemas:" >&2
  grep -E '^error|┌─' "$bundled" | head -40 >&2
  failures=$((failures + 1))
else
  total=$(sed -n 's/.*found files total=\([0-9]*\) excluded=\([0-9]*\).*/\1 - \2/p' "$bundled")
  echo "ok: $((total)) bundled TOML files pass their schemas"
fi
rm -f "$bundled"

# Each error as "FILE:LINE:COL message", from Taplo's "error: message" and " ┌─ FILE:LINE:COL" lines.
located_errors() {
  awk '/^error: / { message = substr($0, 8) }
       /┌─ / { if (message != "") print $NF " " message }'
}

# One Taplo run over every broken file (each names its schema), then each file's errors apart.
broken_output=$("$taplo" lint --colors never --no-auto-config tests/schema/broken/*.toml 2>&1)
errors=$(located_errors <<<"$broken_output")
broken=0
for file in tests/schema/broken/*.toml; do
  broken=$((broken + 1))
  expect=$(sed -n 's/^# expect \([0-9]*:[0-9]*\) \(.*\)$/\1 \2/p' "$file")
  if [ -z "$expect" ]; then
    echo "FAIL: $file has no '# expect LINE:COL TEXT' line" >&2
    failures=$((failures + 1))
    continue
  fi
  position=${expect%% *}
  text=${expect#* }
  own=$(grep -F -- "/$file:" <<<"$errors")
  if [ -z "$own" ]; then
    echo "FAIL: $file passes its schema; expected an error at $position: $text" >&2
    failures=$((failures + 1))
  elif ! grep -F -- "/$file:$position " <<<"$own" | grep -F -q -- "$text"; then
    echo "FAIL: $file: no error '$text' at $position; Taplo said:" >&2
    sort -u <<<"$own" | head -10 >&2
    failures=$((failures + 1))
  else
    echo "ok: $file flagged at $position: $text"
  fi
done
if grep -q "ERROR operation failed" <<<"$broken_output"; then :; else
  echo "FAIL: Taplo did not fail on the broken files" >&2
  failures=$((failures + 1))
fi
scratch=$(mktemp -d)
if ! "$deckwright" new "$scratch/mine" --base cardsets/clubs >/dev/null; then
  echo "FAIL: deckwright new failed" >&2
  failures=$((failures + 1))
elif ! head -1 "$scratch/mine/set.toml" "$scratch/mine/cards/new-cards.toml" | grep -q '^#:schema ' ||
     ! "$taplo" lint --colors never --no-auto-config "$scratch/mine/set.toml" "$scratch/mine/cards/new-cards.toml" >"$scratch/out" 2>&1; then
  echo "FAIL: the files of deckwright new do not name or pass their schemas:" >&2
  head -2 "$scratch/mine/set.toml" "$scratch/mine/cards/new-cards.toml" >&2
  grep -E '^error|┌─' "$scratch/out" | head -20 >&2
  failures=$((failures + 1))
else
  echo "ok: the files of deckwright new name their schemas and pass them"
fi
# A game started from nothing: every TOML file it writes names its schema on its first line and passes it.
lua_files=()
if ! "$deckwright" new "$scratch/own" --ruleset lua >/dev/null; then
  echo "FAIL: deckwright new --ruleset lua failed" >&2
  failures=$((failures + 1))
else
  mapfile -t lua_files < <(find "$scratch/own" -name '*.toml' | sort)
  unnamed=$(for f in "${lua_files[@]}"; do head -1 "$f" | grep -q '^#:schema ' || echo "$f"; done)
  if [ ${#lua_files[@]} -lt 4 ] || [ -n "$unnamed" ] ||
     ! "$taplo" lint --colors never --no-auto-config "${lua_files[@]}" >"$scratch/out" 2>&1; then
    echo "FAIL: the TOML files of deckwright new --ruleset lua (${#lua_files[@]}) do not all name or pass their schemas: $unnamed" >&2
    grep -E '^error|┌─' "$scratch/out" | head -20 >&2
    failures=$((failures + 1))
  else
    echo "ok: the ${#lua_files[@]} TOML files of deckwright new --ruleset lua name their schemas and pass them"
  fi
fi
rm -rf "$scratch"
echo "$((broken + 3 - failures)) passed, $failures failed"
[ $failures -eq 0 ]
