// locale_build: one locale of a card set, ready to build: its translator (the set's
// locales/<lang>.po, or a pseudo-locale), its text language (Pango tag, direction, quotes,
// hyphenation) and the set with its title translated; and the hooks that make every part of a
// build print that locale: template words, card fields (through the renderer's text cards, so
// conditions, icons and art still read the source values), trackers, aids, the booklet and the
// words on the print sheets.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "booklet/booklet_build.hpp"
#include "localize/booklet_messages.hpp"
#include "i18n/translation_catalog.hpp"
#include "i18n/translator.hpp"
#include "model/card_set.hpp"
#include "model/template_library.hpp"
#include "print/sheet_words.hpp"
#include "render/card_renderer.hpp"
#include "render/text_language.hpp"
#include "trackers/extras_build.hpp"

namespace dw {

// The languages with a PO file in the set's locales/ folder, sorted.
std::vector<std::string> set_locales(const CardSet& set);

// The locales a command line asks for: languages of the set, "all" (every one), x-long and
// x-debug. Unknown names are errors in `out`; "all" with no PO files too.
std::vector<std::string> resolve_locales(const CardSet& set, const std::vector<std::string>& requested, Diagnostics& out);

// It is the template, card text and extras hook itself, and owns the booklet's (TranslatedBooklet).
class LocaleBuild final : public TemplateLocalizer, public CardTextLocalizer, public ExtrasLocalizer {
 public:
  // Reads the PO file of `locale` (errors in it go to `problems`).
  LocaleBuild(const CardSet& source, const std::string& locale, Diagnostics& problems);
  ~LocaleBuild() override;

  const std::string& locale() const { return locale_; }
  const CardSet& set() const { return set_; }
  const TextLanguage& language() const { return language_; }
  Translator& translator() { return *translator_; }
  // The PO catalogue (nullptr for a pseudo-locale).
  const CatalogTranslator* catalog() const { return catalog_; }

  // Hook this locale into each part of a build: the template library before it hands out its
  // first template; the renderer after that (it binds translated field values in this language,
  // for the fields that `templates` print); the booklet and the extras before they load.
  void localize(TemplateLibrary& templates);
  void localize(CardRenderer& renderer, TemplateLibrary& templates);
  void localize(BookletBuild& booklet);
  void localize(ExtrasBuild& extras);

  // The hooks (model/template_localizer.hpp and the others).
  void localize_template(CardTemplate& tpl) override;
  void localize_card_text(std::vector<Card>& cards) override;
  void localize_extras(std::vector<TrackerSpec>& trackers, std::vector<AidSpec>& aids) override;
  // The words deckwright prints on sheets and writes into PDF titles and outlines, translated.
  SheetWords sheet_words();

  // Messages printed in the source language so far (warnings for the build report).
  const Diagnostics& fallbacks() const;
  // "de: 312 of 329 messages translated" (after the build has asked for them).
  std::string summary() const;

 private:
  std::string locale_;
  CardSet set_;
  std::string source_title_;
  TextLanguage language_;
  std::unique_ptr<Translator> translator_;
  CatalogTranslator* catalog_ = nullptr;
  std::unique_ptr<TranslatedBooklet> booklet_;
  Diagnostics none_;
  TemplateLibrary* printing_templates_ = nullptr;  // which fields are printed as text
};

}  // namespace dw
