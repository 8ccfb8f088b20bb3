// component_spec: the shared keys of trackers and aids.
#include "trackers/component_spec.hpp"

#include "model/color.hpp"
#include "model/suggest.hpp"

namespace dw {

ComponentSpec read_component_spec(TomlReader& r, const CardSet& set) {
  ComponentSpec c;
  c.where = r.where();
  c.id = r.string("id", true).value_or("");
  if (!c.id.empty() && c.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-_") != std::string::npos)
    r.error(r.where_of("id"), "id '" + c.id + "' is not valid", "use lower-case letters, digits, '-' or '_'");
  c.title = r.string("title").value_or("");
  c.subtitle = r.string("subtitle").value_or("");
  c.note = r.string("note").value_or("");
  c.players = static_cast<int>(r.integer("players", 1, 8).value_or(1));
  if (auto print = r.string("print")) {
    if (*print == "cards") c.print = PrintAs::cards;
    else if (*print == "page") c.print = PrintAs::page;
    else r.error(r.where_of("print"), "unknown print '" + *print + "'" + did_you_mean(*print, {"cards", "page"}),
                 "use \"cards\" (card-size, on card sheets) or \"page\" (a sheet of its own)");
  }
  c.size = SizePt{set.card.width, set.card.height};
  if (auto size = r.string("size")) {
    if (auto named = named_card_size(*size)) c.size = *named;
    else r.error(r.where_of("size"), "unknown card size '" + *size + "'" + did_you_mean(*size, card_size_names()),
                 "use poker, poker-eu, bridge, mini, tarot or square");
  }
  if (auto orientation = r.string("orientation")) {
    if (*orientation == "landscape") c.size = SizePt{std::max(c.size.width, c.size.height), std::min(c.size.width, c.size.height)};
    else if (*orientation == "portrait") c.size = SizePt{std::min(c.size.width, c.size.height), std::max(c.size.width, c.size.height)};
    else r.error(r.where_of("orientation"), "unknown orientation '" + *orientation + "'", "use \"portrait\" or \"landscape\"");
  }
  for (const char* key : {"accent", "background"}) {
    if (auto text = r.string(key)) {
      std::string why;
      if (auto color = parse_color(*text, &why)) (std::string(key) == "accent" ? c.accent : c.background) = *color;
      else r.error(r.where_of(key), "bad colour for '" + std::string(key) + "': " + why, "write a colour such as \"#7a1526\"");
    }
  }
  if (auto font = r.string("font")) c.font = *font;
  if (auto font = r.string("heading_font")) c.heading_font = *font;
  return c;
}

std::string for_player(const std::string& text, int player) {
  std::string out = text;
  const std::string token = "{player}";
  for (std::size_t at = out.find(token); at != std::string::npos; at = out.find(token, at))
    out.replace(at, token.size(), std::to_string(player));
  return out;
}

}  // namespace dw
