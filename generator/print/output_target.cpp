// output_target: target names and "all".
#include "print/output_target.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw {

namespace {
constexpr OutputTarget kAll[] = {OutputTarget::pnp, OutputTarget::tgc, OutputTarget::mpc, OutputTarget::dtc, OutputTarget::tts};
}

const char* target_name(OutputTarget t) {
  switch (t) {
    case OutputTarget::pnp: return "pnp";
    case OutputTarget::tgc: return "tgc";
    case OutputTarget::mpc: return "mpc";
    case OutputTarget::dtc: return "dtc";
    case OutputTarget::tts: return "tts";
  }
  return "?";
}

std::optional<OutputTarget> parse_target(std::string_view name) {
  for (OutputTarget t : kAll)
    if (name == target_name(t)) return t;
  return std::nullopt;
}

std::vector<std::string> target_choices() {
  std::vector<std::string> out;
  for (OutputTarget t : kAll) out.emplace_back(target_name(t));
  out.emplace_back("all");
  return out;
}

std::vector<OutputTarget> expand_targets(const std::vector<std::string>& names) {
  std::vector<OutputTarget> out;
  for (OutputTarget t : kAll) {
    const bool named = std::any_of(names.begin(), names.end(),
                                   [t](const std::string& n) { return n == "all" || n == target_name(t); });
    if (named) out.push_back(t);
  }
  for (const auto& n : names)
    if (n != "all" && !parse_target(n)) throw std::invalid_argument("unknown target '" + n + "'");
  return out;
}

}  // namespace dw
