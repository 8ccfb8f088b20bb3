// output_target: the outputs `deckwright build --target` can produce (pnp sheets, TheGameCrafter
// and MakePlayingCards PNGs, DriveThruCards PDF/X-1a decks, Tabletop Simulator decks), their names on the command line, and the
// expansion of "all".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dw {

enum class OutputTarget { pnp, tgc, mpc, dtc, tts };

const char* target_name(OutputTarget t);
std::optional<OutputTarget> parse_target(std::string_view name);
// The names accepted by --target: every target and "all".
std::vector<std::string> target_choices();
// The targets named (in the order of OutputTarget, each once); "all" stands for every target.
// Names must be valid target_choices().
std::vector<OutputTarget> expand_targets(const std::vector<std::string>& names);

}  // namespace dw
