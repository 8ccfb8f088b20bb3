// component_spec: what trackers and player aids have in common as printed components: an id, a
// title and subtitle (our markup, "{player}" standing for the player's number), how many copies
// (one per player), whether they print card-size on card sheets or on a sheet of their own, their
// size and orientation, and colours. Read from TOML with diagnostics by read_component_spec.
#pragma once

#include <string>

#include "model/card_set.hpp"
#include "model/card_template.hpp"
#include "model/toml_reader.hpp"
#include "model/units.hpp"

namespace dw {

enum class PrintAs { cards, page };

struct ComponentSpec {
  std::string id;
  std::string title;     // may hold {player}
  std::string subtitle;  // may hold {player}
  std::string note;      // small print at the foot
  int players = 1;       // copies, numbered 1..players
  PrintAs print = PrintAs::cards;
  SizePt size;           // for print = cards: the component's trim size, pt
  Color accent{0x7a / 255.0, 0x15 / 255.0, 0x26 / 255.0, 1, false};
  Color background{0xf1 / 255.0, 0xe6 / 255.0, 0xc8 / 255.0, 1, false};
  std::string font = "Linux Libertine O";
  std::string heading_font = "Linux Biolinum O";
  SourcePos where;       // the declaration
};

// Reads the shared keys of a tracker or aid table (every other key must be read by the caller
// before r.finish()). `set` gives the default card size.
ComponentSpec read_component_spec(TomlReader& r, const CardSet& set);

// `text` with every "{player}" replaced by the number.
std::string for_player(const std::string& text, int player);

}  // namespace dw
