// locale_build: translator choice and the localisation hooks.
#include "localize/locale_build.hpp"

#include <algorithm>

#include "localize/card_messages.hpp"
#include "model/containment.hpp"
#include "localize/component_messages.hpp"
#include "i18n/i18n_messages.hpp"
#include "i18n/message_keys.hpp"
#include "i18n/pseudo_locale.hpp"
#include "localize/set_messages.hpp"
#include "localize/sheet_messages.hpp"
#include "i18n/text_tokens.hpp"

namespace fs = std::filesystem;

namespace dw {

std::vector<std::string> set_locales(const CardSet& set) {
  std::vector<std::string> out;
  for (const fs::path& po : po_files(set)) out.push_back(po.stem().string());
  return out;
}

std::vector<std::string> resolve_locales(const CardSet& set, const std::vector<std::string>& requested, Diagnostics& out) {
  const std::vector<std::string> available = set_locales(set);
  std::vector<std::string> locales;
  auto add = [&locales](const std::string& l) {
    if (std::find(locales.begin(), locales.end(), l) == locales.end()) locales.push_back(l);
  };
  for (const std::string& r : requested) {
    if (r == "all") {
      if (available.empty()) out.add(i18n_messages::no_locales(set.dir.string()));
      for (const auto& l : available) add(l);
    } else if (is_pseudo_locale(r) || std::find(available.begin(), available.end(), r) != available.end()) {
      add(r);
    } else {
      std::string list;
      for (const auto& l : available) list += l + ", ";
      out.add(i18n_messages::unknown_locale(set.dir.string(), r, list + "all, x-long, x-debug"));
    }
  }
  return locales;
}

LocaleBuild::LocaleBuild(const CardSet& source, const std::string& locale, Diagnostics& problems)
    : locale_(locale), set_(source), source_title_(source.title), language_(TextLanguage::for_locale(locale)) {
  if (is_pseudo_locale(locale)) {
    translator_ = std::make_unique<PseudoTranslator>(locale);
  } else {
    const fs::path po = source.dir / "locales" / (locale + ".po");
    std::optional<PoCatalog> catalog;
    if (check_contained(po, {source.dir}, SourcePos{po.string(), 0, 0}, problems)) catalog = read_po_file(po, problems);
    auto translator = std::make_unique<CatalogTranslator>(locale, catalog ? std::move(*catalog) : PoCatalog{});
    catalog_ = translator.get();
    translator_ = std::move(translator);
  }
  if (has_words(set_.title)) set_.title = translator_->translate(set_context("title"), source_title_);
}

LocaleBuild::~LocaleBuild() = default;

void LocaleBuild::localize(TemplateLibrary& templates) { templates.set_localizer(this); }

void LocaleBuild::localize_template(CardTemplate& tpl) {
  auto translate = [this](Element& e) {
    if (e.type == ElementType::text && has_words(e.text))
      e.text = translator_->translate(template_text_context(template_text_owner(e), e.name), e.text);
  };
  for (Element& e : tpl.elements) {
    translate(e);
    for (Element& item : e.item) translate(item);
  }
}

void LocaleBuild::localize(CardRenderer& renderer, TemplateLibrary& templates) {
  printing_templates_ = &templates;
  renderer.set_localizer(*this);
  printing_templates_ = nullptr;
  renderer.set_language(language_, locale_);
}

void LocaleBuild::localize_card_text(std::vector<Card>& cards) {
  const PrintedFields printed = printed_text_fields(set_, *printing_templates_);
  for (std::size_t c = 0; c < cards.size(); ++c) {
    for (auto& entry : cards[c].fields.entries) {
      if (!printed[c].count(entry.key)) continue;
      entry.value.string = translator_->translate(card_field_context(cards[c].id, entry.key), entry.value.string);
    }
  }
}

void LocaleBuild::localize(BookletBuild& booklet) {
  booklet_ = std::make_unique<TranslatedBooklet>(source_title_, set_.title, *translator_);
  booklet.set_localizer(booklet_.get());
  booklet.set_language(language_);
}

void LocaleBuild::localize(ExtrasBuild& extras) {
  extras.set_language(language_);
  extras.set_localizer(this);
}

void LocaleBuild::localize_extras(std::vector<TrackerSpec>& trackers, std::vector<AidSpec>& aids) {
  localize_trackers(trackers, *translator_);
  localize_aids(aids, *translator_);
}

SheetWords LocaleBuild::sheet_words() { return localize_sheet_words(*translator_); }

const Diagnostics& LocaleBuild::fallbacks() const { return catalog_ ? catalog_->fallbacks() : none_; }

std::string LocaleBuild::summary() const {
  if (!catalog_) return locale_ + ": pseudo-locale, every message made up";
  return locale_ + ": " + std::to_string(catalog_->translated()) + " of " + std::to_string(catalog_->asked()) +
         " messages translated";
}

}  // namespace dw
