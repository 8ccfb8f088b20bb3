// card_template: placeholder scanning.
#include "model/card_template.hpp"

namespace dw {

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
