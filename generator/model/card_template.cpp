// card_template: element type and anchor names, placeholder scanning.
#include "model/card_template.hpp"

namespace dw {

namespace {
struct NamedAnchor {
  const char* name;
  Anchor anchor;
};
const NamedAnchor kAnchors[] = {
    {"top-left", {0, 0}},      {"top", {0.5, 0}},      {"top-right", {1, 0}},
    {"left", {0, 0.5}},        {"center", {0.5, 0.5}}, {"right", {1, 0.5}},
    {"bottom-left", {0, 1}},   {"bottom", {0.5, 1}},   {"bottom-right", {1, 1}},
};
}  // namespace

const std::vector<std::string>& element_type_names() {
  static const std::vector<std::string> names = {"rect", "ellipse", "line", "text", "image",
                                                 "polygon", "star", "path", "icon", "repeat"};
  return names;
}

std::optional<Anchor> parse_anchor(const std::string& name) {
  for (const auto& a : kAnchors)
    if (name == a.name) return a.anchor;
  return std::nullopt;
}

const std::vector<std::string>& anchor_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& a : kAnchors) out.emplace_back(a.name);
    return out;
  }();
  return names;
}

std::vector<Placeholder> placeholders_in(const std::string& text) {
  std::vector<Placeholder> out;
  std::size_t pos = 0;
  while ((pos = text.find('{', pos)) != std::string::npos) {
    const auto close = text.find('}', pos + 1);
    if (close == std::string::npos) break;
    out.push_back({text.substr(pos + 1, close - pos - 1), pos + 1});
    pos = close + 1;
  }
  return out;
}

}  // namespace dw
