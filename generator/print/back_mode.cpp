// back_mode: names of the back modes.
#include "print/back_mode.hpp"

namespace dw {

namespace {
constexpr BackMode kModes[] = {BackMode::duplex_long, BackMode::duplex_short, BackMode::separate, BackMode::fold, BackMode::none};
}

const char* back_mode_name(BackMode mode) {
  switch (mode) {
    case BackMode::duplex_long: return "duplex-long";
    case BackMode::duplex_short: return "duplex-short";
    case BackMode::separate: return "separate";
    case BackMode::fold: return "fold";
    case BackMode::none: return "none";
  }
  return "?";
}

std::optional<BackMode> parse_back_mode(std::string_view name) {
  for (BackMode m : kModes)
    if (name == back_mode_name(m)) return m;
  return std::nullopt;
}

std::vector<std::string> back_mode_names() {
  std::vector<std::string> out;
  for (BackMode m : kModes) out.emplace_back(back_mode_name(m));
  return out;
}

}  // namespace dw
