// font_coverage: which fonts a text uses. Pango falls back silently: a character the requested
// family lacks is drawn with another family (substitution), and one no font has becomes a box
// (tofu). Two ways to find both, per character: walking a laid-out layout's runs (exact, and
// the families for the layout report), and asking the fonts of the manifest directly, before
// anything is laid out (cheap, cached: the preflight's check).
#pragma once

#include <pango/pango.h>

#include <array>
#include <map>
#include <unordered_map>
#include <string>
#include <utility>
#include <vector>

#include "render/c_handles.hpp"

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

class FontContext;

// Which manifest families have which characters, asked font by font and remembered.
class CharCoverage {
 public:
  explicit CharCoverage(const FontContext& fonts);
  CharCoverage(const CharCoverage&) = delete;
  CharCoverage& operator=(const CharCoverage&) = delete;

  // The problems of `text` (UTF-8) set in `family`: characters it lacks (and the font context's
  // language fallbacks lack too), named with the first manifest family that has them (the one
  // Pango falls back to), or missing from all.
  std::vector<FontProblem> check(const std::string& text, const std::string& family);

 private:
  // One family's font (nullptr: no such font) and the characters asked of it so far.
  struct Family {
    PangoFontPtr font;
    std::array<signed char, 128> known_ascii = filled_unknown();  // 1 has, 0 lacks, -1 not asked yet
    std::unordered_map<char32_t, bool> known;                     // the others asked so far
    static std::array<signed char, 128> filled_unknown() {
      std::array<signed char, 128> unknown;
      unknown.fill(-1);
      return unknown;
    }
  };
  Family& family(const std::string& name);
  static bool has(Family& family, char32_t cp);
  bool has(const std::string& name, char32_t cp) { return has(family(name), cp); }

  const FontContext& fonts_;
  std::map<std::string, Family> families_;  // looked up once per text, not once per character
};

// Whether a character is drawn as nothing or as blank space (never a font problem).
bool invisible_character(char32_t cp);

// "U+05D0 'א'": a code point and, when printable, the character itself.
std::string describe_codepoint(char32_t cp);

}  // namespace dw
