// font_coverage: which fonts a laid-out text really uses. Pango falls back silently: a
// character the requested family lacks is drawn with another family (substitution), and one no
// font has becomes a box (tofu). Walking the layout's runs finds both, per character.
#pragma once

#include <pango/pango.h>

#include <string>
#include <vector>

namespace dw {

struct FontProblem {
  enum class Kind { missing, substituted };
  Kind kind = Kind::missing;
  char32_t codepoint = 0;
  std::string family;  // substituted: the family that drew it
  bool operator==(const FontProblem&) const = default;
};

struct FontUse {
  std::vector<std::string> families;   // every family the text is drawn with, in order of use
  std::vector<FontProblem> problems;   // each character once, in order of appearance
};

// Inspects a laid-out layout whose text asked for `requested` family. Inline icons (shaped
// runs), spaces and invisible format characters are never problems.
FontUse inspect_fonts(PangoLayout* layout, const std::string& requested);

// "U+05D0 'א'": a code point and, when printable, the character itself.
std::string describe_codepoint(char32_t cp);

}  // namespace dw
