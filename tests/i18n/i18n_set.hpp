// i18n_set: a small card set with text of every translatable kind (card fields, a template's own
// words with a placeholder, an icon in card text, a tracker, a player aid, a rules booklet), for
// the localisation tests to extract, translate, break and build.
#pragma once

#include "support/temp_dir.hpp"

namespace dw::testing {

inline const char* const kI18nSet = R"(id = "tiny"
title = "Tiny Duel"
version = "1.0"
ruleset = "none"

[card]
size = "poker"
bleed = "3mm"

[print]
back = "back"

[fields]
name = { type = "string", required = true }
suit = { type = "string", required = true }
value = "integer"
text = "text"

[icons]
sword = "art/sword.svg"

[booklet]
subtitle = "A duel in two cards"

[[tracker]]
id = "life"
kind = "track"
title = "Life"
subtitle = "Player {player}"
players = 2
from = 5
to = 0
token = "clip"
)";

inline const char* const kI18nCards = R"([[card]]
id = "one"
kind = "face"
name = "First Strike"
suit = "sword"
value = 1
text = "Deal **1** :sword: damage to your opponent."

[[card]]
id = "two"
kind = "face"
name = "Second Wind"
suit = "sword"
value = 2
text = "Heal 2 points of damage."
)";

inline const char* const kI18nFace = R"toml([[element]]
name = "frame"
type = "rect"
fill = "ivory"
stroke = "black"

[[element]]
name = "title"
type = "text"
text = "**{name}**"
x = "5mm"
y = "5mm"
width = "53.5mm"
height = "10mm"
size = 14
min_size = 8

[[element]]
name = "strength"
type = "text"
text = "Strength: {value}"
x = "5mm"
y = "20mm"
width = "30mm"
height = "8mm"
size = 10
min_size = 6

[[element]]
name = "suit"
type = "icon"
icon = "{suit}"
x = "40mm"
y = "20mm"
width = "10mm"
height = "10mm"

[[element]]
name = "rules"
type = "text"
text = "{text}"
x = "5mm"
y = "40mm"
width = "53.5mm"
height = "30mm"
size = 11
min_size = 7
max_lines = 4
align = "center"
)toml";

inline const char* const kI18nBack = "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#402020\"\n";
inline const char* const kI18nSword =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><path d='M1 9 L9 1 L8 0 L0 8 Z'/></svg>";

inline const char* const kI18nAid = R"(id = "ref"
title = "Quick Reference"

[[section]]
table = [["Card", "Effect"], [":sword: First Strike", "deals damage"]]
)";

inline const char* const kI18nRules = R"(# Playing

Each player takes one card.
Play it face up.

- Strike first.
- Heal later.
)";

inline void write_i18n_set(const TempDir& set) {
  set.write("set.toml", kI18nSet);
  set.write("cards/cards.toml", kI18nCards);
  set.write("templates/face.toml", kI18nFace);
  set.write("templates/back.toml", kI18nBack);
  set.write("art/sword.svg", kI18nSword);
  set.write("aids/ref.toml", kI18nAid);
  set.write("booklet/rules.md", kI18nRules);
}

}  // namespace dw::testing
