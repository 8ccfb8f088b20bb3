// fuzz_replay: replay files as a user might hand them to `deckwright play --replay`: parsed with
// diagnostics and, when they parse, played on the Clashing Blades! game they name. Any input must
// end cleanly or in an InputError.
#include <cstdint>
#include <memory>
#include <string_view>

#include "engine/registry.hpp"
#include "engine/replay.hpp"
#include "engine/state.hpp"
#include "model/card_set_loader.hpp"

namespace {

const dw::CardSet& bundled_set() {
  static const dw::CardSet set = [] {
    dw::Diagnostics warnings;
    return dw::load_card_set(std::filesystem::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades", warnings);
  }();
  return set;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const dw::engine::Replay replay =
        dw::engine::parse_replay({reinterpret_cast<const char*>(data), size}, "fuzz.replay");
    if (replay.ruleset != bundled_set().ruleset || replay.steps.size() > 5000) return 0;
    dw::Diagnostics warnings;
    const auto game = dw::engine::make_game(bundled_set(), replay.options, warnings);
    (void)dw::engine::replay_game(*game, replay);
  } catch (const dw::InputError&) {
  }
  return 0;
}
