#!/usr/bin/env bash
# run.sh: builds the libFuzzer targets with clang (build/fuzz) and fuzzes each for SECONDS
# (default 30), starting from its checked-in corpus copied to a scratch folder. Prints the
# executions per target; exits non-zero on the first crash, hang, leak or sanitizer report,
# leaving the reproducer in build/fuzz/findings/<target>/ — add it to
# tests/fuzz/regressions/<target>/ once fixed, so every test build replays it.
#
#   tests/fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-30}
shift || true
build=build/fuzz
if [ ! -f "$build/build.ninja" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDECKWRIGHT_FUZZ=ON "${launcher[@]}" >/dev/null
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(ls tests/fuzz/corpus))
fi
cmake --build "$build" -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}")

export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
status=0
for target in "${targets[@]}"; do
  work=$(mktemp -d)
  cp -r "tests/fuzz/corpus/$target/." "$work/"
  [ -d "tests/fuzz/regressions/$target" ] && cp -r "tests/fuzz/regressions/$target/." "$work/"
  findings="$build/findings/$target"
  mkdir -p "$findings"
  log="$build/findings/$target.log"
  # libgettextpo keeps 20-35 KB of every PO file it reads, even after po_file_free
  # (tests/lsan.supp), so a long fuzz_po run grows by that much per execution (1.1 GB after
  # 51,000 executions; 4.3 GB peak after 128,000 in ten minutes) although no input needs
  # more than a few MB: it gets room for that. Any single allocation over 2 GB is still a
  # finding (-malloc_limit_mb).
  rss_limit=2048
  [ "$target" = po ] && rss_limit=6144
  if "$build/fuzz/fuzz_$target" "$work" -max_total_time="$seconds" -timeout=10 -rss_limit_mb="$rss_limit" -malloc_limit_mb=2048 \
       -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz_$target: ${runs:-?} executions in ${seconds}s, no finding"
  else
    echo "fuzz_$target: FINDING, see $log and $findings/" >&2
    tail -40 "$log" >&2
    status=1
  fi
  rm -rf "$work"
done
exit $status
