// text_language: what the language of a build changes in how text is set: the language tag Pango
// gets (CJK glyph variants, line breaking), the writing direction of text without letters of its
// own, the quotation marks the typographer writes for straight quotes, and the hyphenation
// dictionary. English is the default; a localised build (i18n) picks one per locale.
#pragma once

#include <memory>
#include <string>

#include "render/hyphenator.hpp"

namespace dw {

// The typographer's quotation marks for a language. Straight double quotes become open/close;
// a straight single quote opening a quotation becomes single_open, any other an apostrophe (’).
struct QuoteStyle {
  std::string open = "\u201C";   // “
  std::string close = "\u201D";  // ”
  std::string single_open = "\u2018";
  std::string single_close = "\u2019";
};

// English “…”, German „…“, French « … » (with narrow no-break spaces), Japanese 「…」, Arabic « … ».
QuoteStyle quote_style_for(const std::string& language);

enum class TextDirection { neutral, ltr, rtl };

// The direction of the first letter of a strongly directed script in `text` (UTF-8): Hebrew,
// Arabic, Syriac, Thaana, NKo and their presentation forms are right to left, other letters left
// to right, text without letters neutral.
TextDirection strong_direction(const std::string& text);

// Whether a paragraph of `text` runs right to left: its first strong letter is right to left, or
// it has none and the locale is written right to left (what Pango does with the context's base
// direction set from the locale).
bool runs_right_to_left(const std::string& text, bool rtl_locale);

struct TextLanguage {
  std::string tag = "en";  // language for Pango ("de", "ja", "ar")
  bool rtl = false;        // the language is written right to left
  QuoteStyle quotes;
  std::shared_ptr<const Hyphenator> hyphenator;  // null: no hyphenation

  // The language of a locale name ("de", "fr_CA", "ja", "x-long"): its quotes, direction and the
  // system's hyphenation dictionary, if one is installed. Pseudo-locales (x-...) are English.
  static TextLanguage for_locale(const std::string& locale);
};

// The language tag without territory or script ("pt_BR" -> "pt").
std::string base_language(const std::string& locale);

}  // namespace dw
