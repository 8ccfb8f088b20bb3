// booklet_config: the [booklet] table of a card set's set.toml: where the rules Markdown is
// (default booklet/rules.md), the cover's title, subtitle and art, the back cover's text, fonts,
// body size and accent colour. A set without the table still gets a booklet when
// booklet/rules.md exists. A set built on another (set.toml `base`) inherits its base's booklet:
// its own [booklet] keys override the inherited ones one by one (paths are found in the folder of
// the set that wrote them), its own booklet/rules.md replaces the inherited text, and
// `booklet = false` leaves the booklet out.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "model/card_set.hpp"
#include "model/card_template.hpp"

namespace dw {

struct BookletConfig {
  std::filesystem::path source;  // the Markdown file
  std::string source_display;    // its name in diagnostics
  std::string title;             // default: the set's title
  std::string subtitle;          // our markup
  std::optional<std::filesystem::path> cover_art;
  std::filesystem::path cover_art_dir;  // the folder of the set whose [booklet] named the cover art
  std::string back_text;         // our markup, printed on the back cover
  std::string body_font = "Linux Libertine O";
  std::string heading_font = "Linux Biolinum O";
  SourcePos body_font_where, heading_font_where;
  double body_size = 10;         // pt
  Color accent{0x7a / 255.0, 0x15 / 255.0, 0x26 / 255.0, 1, false};
  bool contents = true;          // print a contents page after the cover
  // The booklet's own words (translated with the set's other text).
  std::string cover_label = "Rules of Play";        // above the title on the cover
  std::string contents_title = "Contents";
  std::string version_label = "Version {version}";  // at the foot of the cover
  std::string colophon = "Typeset with deckwright";  // at the foot of the back cover
  SourcePos where;               // the [booklet] table, or set.toml
};

// nullopt when the set has no booklet. Errors (bad keys, a missing source file) go to `out`.
std::optional<BookletConfig> load_booklet_config(const CardSet& set, Diagnostics& out);

}  // namespace dw
