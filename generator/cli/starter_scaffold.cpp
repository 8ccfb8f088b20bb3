// starter_scaffold: the text of each file of a new card set started from nothing.
#include "cli/starter_scaffold.hpp"

#include "model/toml_writer.hpp"

namespace dw {

namespace {

constexpr const char* kFaceTemplate = R"(# The face of every card: a frame, the name, the card's picture (art/<art>.svg) and its text.
# templates/README.md of deckwright documents every element and option.
description = "Card face: name, picture, text"

[[element]]
name = "background"
type = "rect"
bleed = true
fill = "#f6f1e4"

[[element]]
name = "frame"
type = "rect"
x = "4mm"
y = "4mm"
width = "55.5mm"
height = "80.9mm"
stroke = "#3a3a52"
stroke_width = "0.8pt"

[[element]]
name = "title"
type = "text"
text = "**{name}**"
x = "7mm"
y = "7mm"
width = "49.5mm"
height = "9mm"
font = "DejaVu Serif"
size = 13
min_size = 7
align = "center"
color = "#3a3a52"

# Cards share pictures: each names one with its `art` field.
[[element]]
name = "picture"
type = "image"
src = "art/{art}.svg"
x = "11mm"
y = "18mm"
width = "41.5mm"
height = "34mm"

[[element]]
name = "card-text"
type = "text"
text = "{text}"
x = "7mm"
y = "56mm"
width = "49.5mm"
height = "25mm"
font = "DejaVu Serif"
size = 10
min_size = 6
color = "#1e1e1e"
)";

constexpr const char* kBackTemplate = R"(# The back of every card: a field over the card and its bleed, with a ring in the middle.
description = "Card back: a field and a ring"

[[element]]
name = "field"
type = "rect"
bleed = true
fill = "#3a3a52"

[[element]]
name = "ring"
type = "ellipse"
x = "16.75mm"
y = "29.45mm"
width = "30mm"
height = "30mm"
stroke = "#d9c58b"
stroke_width = "2pt"
)";

constexpr const char* kSunArt = R"(<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100" viewBox="0 0 120 100">
  <rect width="120" height="100" fill="#dce8f2"/>
  <g stroke="#d98c1f" stroke-width="4" stroke-linecap="round">
    <path d="M60 14v10M60 76v10M24 50h10M86 50h10M35 25l7 7M78 68l7 7M35 75l7-7M78 32l7-7"/>
  </g>
  <circle cx="60" cy="50" r="18" fill="#f2b33d"/>
</svg>
)";

constexpr const char* kMoonArt = R"(<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100" viewBox="0 0 120 100">
  <rect width="120" height="100" fill="#23284a"/>
  <circle cx="26" cy="22" r="1.5" fill="#ffffff"/>
  <circle cx="94" cy="30" r="1.5" fill="#ffffff"/>
  <circle cx="84" cy="80" r="1.5" fill="#ffffff"/>
  <path d="M68 24a27 27 0 1 0 0 52a21 21 0 1 1 0-52z" fill="#e9e3c7"/>
</svg>
)";

std::string quoted(const std::string& s) { return toml_value(Value{Value::Kind::string, false, 0, 0, s, {}, {}, {}}); }

std::string set_toml(const std::string& id, const std::string& title) {
  std::string out;
  out += "# " + toml_comment(title) + ": a card set of your own. Print it with `deckwright build " + toml_comment(id) +
         "`, check it\n";
  out += "# with `deckwright validate " + toml_comment(id) + "`.\n";
  out += "#   - cards: every cards/*.toml ([[card]] tables), *.csv and *.tsv (a spreadsheet's table whose first\n";
  out += "#     row names the columns: id, count, kind, name, art, text) in name order;\n";
  out += "#   - the face is templates/face.toml, the back templates/back.toml;\n";
  out += "#   - a card's picture is art/<its art field>.svg: cards share pictures, add one to art/ for a new look;\n";
  out += "#   - the rules booklet is booklet/rules.md.\n";
  out += "id = " + quoted(id) + "\n";
  out += "title = " + quoted(title) + "\n";
  out += "version = \"0.1.0\"\n";
  out += "ruleset = \"none\"\n\n";
  out += "[card]\nsize = \"poker\"\nbleed = \"3mm\"\nsafe = \"4mm\"\n\n";
  out += "[print]\npaper = \"a4\"\nback = \"back\"\n\n";
  out += "# Every kind of card printed with the face template.\n";
  out += "[templates]\ncard = \"face\"\n\n";
  out += "[fields]\nname = { type = \"string\", required = true }\nart = { type = \"string\", required = true }\n"
         "text = { type = \"text\", required = false }\n\n";
  out += "[booklet]\nsource = \"booklet/rules.md\"\nsubtitle = \"A card game in the making\"\n";
  return out;
}

constexpr const char* kCards = R"(# The cards of the set: one [[card]] table each. `count` is how many copies print (default 1);
# `art` names a picture of art/ (art/sun.svg, art/moon.svg); text takes **bold**, *italic* and
# line breaks.

[[card]]
id = "dawn"
kind = "card"
count = 2
name = "Dawn"
art = "sun"
text = "Draw a card. If it is a **Sun**, draw another."

[[card]]
id = "noon"
kind = "card"
name = "Noon"
art = "sun"
text = "Every player shows their hand."

[[card]]
id = "midnight"
kind = "card"
name = "Midnight"
art = "moon"
text = "Each other player discards a card of their choice."
)";

std::string booklet(const std::string& title) {
  std::string out;
  out += "# " + title + "\n\n";
  out += "Write the rules of your game here. This booklet is printed by `deckwright build` from\n";
  out += "booklet/rules.md; `card:dawn` in an image shows a card of the set.\n\n";
  out += "## What You Need\n\n";
  out += "The cards of this set.\n\n";
  out += "## How to Play\n\n";
  out += "Shuffle the cards and deal three to each player. On your turn, play a card and do what it\n";
  out += "says.\n\n";
  out += "## Winning\n\n";
  out += "The first player with no cards in hand wins.\n";
  return out;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> starter_scaffold_files(const std::string& id, const std::string& title) {
  return {
      {"set.toml", set_toml(id, title)},
      {"cards/cards.toml", kCards},
      {"templates/face.toml", kFaceTemplate},
      {"templates/back.toml", kBackTemplate},
      {"art/sun.svg", kSunArt},
      {"art/moon.svg", kMoonArt},
      {"booklet/rules.md", booklet(title)},
  };
}

}  // namespace dw
