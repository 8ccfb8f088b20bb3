// translator: where localised text comes from. Every piece of translatable text is asked for by
// its context (message_keys) and its source text; a translator answers with the text to print.
// CatalogTranslator (translation_catalog) answers from a PO file and falls back to the source
// text, recording why; PseudoTranslator (pseudo_locale) makes text up to test layouts.
#pragma once

#include <string>

#include "model/diagnostic.hpp"

namespace dw {

class Translator {
 public:
  virtual ~Translator() = default;
  // The locale's tag as given on the command line ("de", "x-long").
  virtual const std::string& locale() const = 0;
  // The text to print for the message `context` whose source text is `source`.
  virtual std::string translate(const std::string& context, const std::string& source) = 0;
  // Where the translation of `context` was written (a PO file's msgstr line), or an empty
  // position when it was not written anywhere.
  virtual SourcePos origin(const std::string& context) const { (void)context; return {}; }
};

}  // namespace dw
