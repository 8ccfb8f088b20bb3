// pseudo_locale: made-up translations that test layouts before any translator starts.
//   x-long   every word about half as long again (every second letter doubled) and accented
//            (a -> á, e -> ë, ...): text some 40 % longer, as German or French often is, in
//            characters beyond ASCII; boxes that are too tight show up as overflows.
//   x-debug  every message wrapped in ⟦ ⟧: text printed without brackets was never offered to
//            translators, and a cut-off bracket shows text that was clipped.
// Icon tokens, {placeholders}, escapes, Markdown link targets and entities are kept as they are.
#pragma once

#include <string>
#include <vector>

#include "i18n/translator.hpp"

namespace dw {

bool is_pseudo_locale(const std::string& locale);

// The pseudo-translation of `source` for x-long or x-debug.
std::string pseudo_translate(const std::string& locale, const std::string& source);

class PseudoTranslator : public Translator {
 public:
  explicit PseudoTranslator(std::string locale) : locale_(std::move(locale)) {}
  const std::string& locale() const override { return locale_; }
  std::string translate(const std::string&, const std::string& source) override { return pseudo_translate(locale_, source); }

 private:
  std::string locale_;
};

}  // namespace dw
