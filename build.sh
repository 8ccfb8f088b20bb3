#!/usr/bin/env bash
# build.sh: the two commands a newcomer needs on a fresh Debian 12 machine.
#   ./build.sh run    install what is missing, build in Release, render every card set into output/
#                     (A4 and Letter sheets, trackers, aids, booklets, TheGameCrafter and TTS files)
#   ./build.sh test   install what is missing, build in Release, run the whole test suite
# Both are idempotent: a second run installs nothing and rebuilds only what changed.
# Other commands: ./build.sh setup (packages and the Taplo CLI only), ./build.sh asan (tests under ASan + UBSan),
# ./build.sh bench (the rules engine, rendering and booklet benchmarks; see README).
set -euo pipefail
cd "$(dirname "$0")"

# Every Debian package the project needs, in one list. Font packages come from fonts/manifest.toml.
PACKAGES=(
  build-essential cmake ninja-build pkg-config
  libcairo2-dev libpango1.0-dev libharfbuzz-dev libfontconfig-dev librsvg2-dev
  libqpdf-dev libtomlplusplus-dev libcli11-dev libpng-dev libjpeg-dev nlohmann-json3-dev
  libdeflate-dev  # the deflate stream of the PNG faces (generator/print/png_encoder)
  nettle-dev      # SHA-256 of the render cache (generator/support/sha256; libqpdf loads libnettle anyway)
  libspng-dev     # only the PNG encoder comparison (tests/bench/png_encoder_bench.cpp)
  libmd4c-dev libgtest-dev libgmock-dev libbenchmark-dev
  libgettextpo-dev gettext libhyphen-dev hyphen-de hyphen-fr hyphen-en-us   # localisation (generator/i18n), English hyphenation
  libicu-dev      # word boundaries of Japanese and Chinese card text (generator/render/word_segments)
  liblua5.4-dev   # rules scripts of card sets (generator/engine/kernel)
  poppler-utils qpdf time ghostscript libgs-common
  man-db    # renders the generated man page in its test (man -l)
  python3   # the validator benchmark's runner (tests/validate/benchmark/run.py, Python 3.11 tomllib)
  libcpp-httplib-dev   # the HTTP server of `deckwright serve` (generator/serve/preview_server)
  libssl-dev   # required by libcpp-httplib-dev's pkg-config file (Debian builds cpp-httplib with OpenSSL)
  chromium chromium-driver   # the headless browser that tests/serve/browser_test.py drives over WebDriver
  clang libclang-rt-14-dev   # libFuzzer targets (tests/fuzz)
)

font_packages() {
  sed -n 's/^package *= *"\([^"]*\)".*/\1/p' fonts/manifest.toml | sort -u
}

setup() {
  local wanted=("${PACKAGES[@]}" $(font_packages)) missing=()
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "build.sh: installing ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  install_taplo
}

# The Taplo CLI (npm package @taplo/cli) that the schema test (tests/schema/taplo_lint.sh) runs, in
# .tools/taplo (ignored by git). Node and npm come from Debian only when no npm is on the PATH
# (a machine may have Node from elsewhere, whose npm is no Debian package).
TAPLO_VERSION=0.7.0
install_taplo() {
  if grep -qs "\"version\": \"$TAPLO_VERSION\"" .tools/taplo/node_modules/@taplo/cli/package.json &&
     [ -x .tools/taplo/node_modules/.bin/taplo ]; then
    return
  fi
  if ! command -v npm >/dev/null; then
    echo "build.sh: installing nodejs npm (for the Taplo CLI)" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
  fi
  echo "build.sh: installing @taplo/cli@$TAPLO_VERSION into .tools/taplo" >&2
  npm install --prefix .tools/taplo --no-audit --no-fund --loglevel=error "@taplo/cli@$TAPLO_VERSION" >/dev/null
}

build() {  # build DIR CMAKE-ARGS...
  local dir=$1
  shift
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
  fi
  cmake --build "$dir" -j"$(nproc)"
}

# Every card set under cardsets/ (a new set joins by having a set.toml): print-and-play sheets for
# A4 and Letter with their backs, trackers, player aids and rules booklets, plus the
# TheGameCrafter PNGs and the Tabletop Simulator deck. Warnings go to stderr; a set that fails
# to build makes the run fail, after the other sets were built.
render_all() {
  local status=0
  for set in cardsets/*/; do
    [ -f "$set/set.toml" ] || continue
    ./build/release/deckwright build "$set" --paper all --target pnp,tgc,tts --out output --verbose | grep '^wrote' || status=1
  done
  return $status
}

case "${1:-}" in
  setup) setup ;;
  run)
    setup
    build build/release -DCMAKE_BUILD_TYPE=Release
    render_all
    ;;
  test)  # everything CI checks: release suite, sanitizer suite, a short run of every fuzz target
    setup
    build build/release -DCMAKE_BUILD_TYPE=Release
    ctest --test-dir build/release --output-on-failure -j"$(nproc)"
    build build/asan -DCMAKE_BUILD_TYPE=Debug -DDECKWRIGHT_SANITIZE=ON
    # The 1,000- and 300-game conformance runs take many minutes under the sanitizers; they run in
    # the Release suite above, and every smaller conformance run of each ruleset runs here. The
    # hostile-input time and memory bounds (HostileArt, hostile_sweep: CPU under 10 s, RSS under
    # 1 GB) are properties of the Release binary, which the sanitizers multiply; they too run above.
    ctest --test-dir build/asan --output-on-failure -j"$(nproc)" -E 'ThousandRandomGames|HundredRandomGames|SkillLadder|HostileArt|hostile_sweep'
    tests/fuzz/run.sh "${DECKWRIGHT_FUZZ_SECONDS:-30}"
    ;;
  quick)  # the release suite only, for iterating
    setup
    build build/release -DCMAKE_BUILD_TYPE=Release
    ctest --test-dir build/release --output-on-failure -j"$(nproc)"
    ;;
  asan)
    setup
    build build/asan -DCMAKE_BUILD_TYPE=Debug -DDECKWRIGHT_SANITIZE=ON
    ctest --test-dir build/asan --output-on-failure -j"$(nproc)"
    ;;
  fuzz)  # ./build.sh fuzz [SECONDS] [TARGET...]
    setup
    tests/fuzz/run.sh "${@:2}"
    ;;
  bench)
    setup
    build build/release -DCMAKE_BUILD_TYPE=Release
    ./build/release/tests/engine_bench
    tests/bench/render_bench.sh "${@:2}"
    if [ -x build/release/tests/booklet_bench ]; then build/release/tests/booklet_bench; fi
    tests/bench/validate_bench.sh
    ;;
  *)
    echo "usage: ./build.sh run|test|quick|setup|asan|fuzz|bench" >&2
    exit 2
    ;;
esac
