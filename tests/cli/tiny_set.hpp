// tiny_set: a small valid card set (two cards, a face template with text and an SVG image, a
// back) that CLI tests write into a scratch folder and then break or enlarge one piece of.
#pragma once

#include "support/temp_dir.hpp"

namespace dw::testing {

inline const char* const kSet = R"(id = "tiny"
title = "Tiny"
version = "1.0"
ruleset = "none"

[card]
size = "poker"
bleed = "3mm"

[print]
back = "back"

[fields]
name = { type = "string", required = true }
value = "integer"
text = "text"
)";

inline const char* const kCards = R"([[card]]
id = "one"
count = 2
kind = "face"
name = "One"
value = 1
text = "A first card with **bold** text."

[[card]]
id = "two"
kind = "face"
name = "Two"
value = 2
text = "A second card."
)";

inline const char* const kFace = R"toml([[element]]
type = "rect"
fill = "ivory"
stroke = "black"

[[element]]
type = "text"
text = "{name} ({value})"
font = "Linux Libertine O"
size = 12

[[element]]
type = "image"
src = "art/icon.svg"
x = "10mm"
y = "20mm"
width = "20mm"
height = "20mm"
)toml";

inline const char* const kBack = "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#402020\"\n";
inline const char* const kIcon = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><circle cx='5' cy='5' r='4'/></svg>";

inline void write_tiny_set(const TempDir& set) {
  set.write("set.toml", kSet);
  set.write("cards/cards.toml", kCards);
  set.write("templates/face.toml", kFace);
  set.write("templates/back.toml", kBack);
  set.write("art/icon.svg", kIcon);
}

}  // namespace dw::testing
