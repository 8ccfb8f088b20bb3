// translation_catalog: a Translator answering from one language's PO file. A message prints its
// translation when the PO file has it for the same context and source text, translated and not
// fuzzy. Otherwise the source text is printed and the reason is kept for the build report, once
// per message: not in the PO file (run `i18n update`), translated from an older source text, left
// empty, or fuzzy (the source changed since it was translated and nobody has reviewed it).
#pragma once

#include <set>
#include <string>

#include "i18n/po_catalog.hpp"
#include "i18n/translator.hpp"

namespace dw {

class CatalogTranslator : public Translator {
 public:
  CatalogTranslator(std::string locale, PoCatalog catalog);
  const std::string& locale() const override { return locale_; }
  std::string translate(const std::string& context, const std::string& source) override;
  SourcePos origin(const std::string& context) const override;
  const PoCatalog& catalog() const { return catalog_; }
  // One warning per message printed in the source language, in the order they were asked for.
  const Diagnostics& fallbacks() const { return fallbacks_; }
  // How many messages were asked for and how many of them printed a translation.
  int asked() const { return static_cast<int>(asked_.size()); }
  int translated() const { return translated_; }

 private:
  std::string locale_;
  PoCatalog catalog_;
  std::set<std::string> asked_;
  int translated_ = 0;
  Diagnostics fallbacks_;
};

}  // namespace dw
