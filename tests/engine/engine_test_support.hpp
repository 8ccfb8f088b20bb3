// engine_test_support: loading the bundled Clashing Blades! card set and building its game, for
// the engine tests.
#pragma once

#include <memory>
#include <string>

#include "engine/registry.hpp"
#include "model/card_set_loader.hpp"

namespace dw::engine::testing {

inline CardSet load_bundled(const std::string& set) {
  Diagnostics warnings;
  return load_card_set(std::string(DW_SOURCE_DIR) + "/cardsets/" + set, warnings);
}

inline std::shared_ptr<const Game> bundled_game(const std::string& set, const std::string& options = "") {
  Diagnostics diags;
  GameOptions parsed = parse_options(options, SourcePos{"test", 1, 1}, diags);
  if (diags.has_errors()) throw InputError(diags);
  Diagnostics warnings;
  return make_game(load_bundled(set), parsed, warnings);
}

}  // namespace dw::engine::testing
