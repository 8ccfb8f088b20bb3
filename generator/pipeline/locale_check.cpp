// locale_check: the translation checks and a layout pass over every card face.
#include "pipeline/locale_check.hpp"

#include <cairo.h>

#include <cstdio>
#include <map>

#include "i18n/i18n_messages.hpp"
#include "i18n/message_keys.hpp"
#include "localize/card_messages.hpp"
#include "localize/locale_build.hpp"
#include "localize/set_messages.hpp"
#include "model/card_set_loader.hpp"
#include "model/units.hpp"
#include "pipeline/prepared_set.hpp"
#include "pipeline/translation_tokens.hpp"
#include "render/c_handles.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// Messages the source no longer has are warnings; the tokens of the printed ones are checked as
// the build checks them (pipeline/translation_tokens).
void check_tokens(const PoCatalog& catalog, const std::map<std::string, std::string>& source, const std::string& locale,
                  Diagnostics& out) {
  for (const PoEntry& entry : catalog.entries) {
    const auto it = entry.context ? source.find(*entry.context) : source.end();
    if (it == source.end() || it->second != entry.msgid) {
      if (!entry.fuzzy) out.add(i18n_messages::obsolete_translation(entry, locale));
      continue;
    }
    if (auto problem = token_difference(entry, locale)) out.add(std::move(*problem));
  }
}

// Lays out every face of every card; returns the renderer's problems (tofu, substitution).
void lay_out_cards(CardRenderer& renderer, const CardSet& set, Diagnostics& out) {
  const CairoSurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  const CairoPtr cr(cairo_create(surface.get()));
  Diagnostics drawn;
  for (const Card& card : set.cards)
    for (Face face : {Face::front, Face::back}) renderer.draw(cr.get(), card, face, drawn);
  // Overflows are reported from the layout report, with the field and the PO line.
  for (const Diagnostic& d : drawn.items())
    if (d.message.find("overflows its box") == std::string::npos) out.add(d);
}

}  // namespace

std::string LocaleCheck::summary() const {
  char line[512];
  std::snprintf(line, sizeof line, "%s: %d of %d messages translated; %d text boxes, %d shrunk below their size, %d overflowing",
                locale.c_str(), translated, messages, text_boxes, shrunk, overflowing);
  return std::string(line) + (tightest.empty() ? "" : "; tightest: " + tightest);
}

LocaleCheck check_locale(const CardSet& source, const fs::path& home, const std::string& locale) {
  LocaleCheck result;
  result.locale = locale;
  Diagnostics& out = result.problems;
  // The source messages, to check translations against.
  const std::map<std::string, std::string> messages = source_messages(source, home);
  result.messages = static_cast<int>(messages.size());

  Diagnostics problems, component_warnings;
  PreparedSet prepared(source, home, PrepareOptions{locale, PrepareStage::components, {}}, problems,
                       component_warnings);
  if (!prepared.reached(PrepareStage::templates)) {  // the PO file does not read
    out.append(problems);
    return result;
  }
  LocaleBuild& build = *prepared.locale();
  if (build.catalog()) check_tokens(build.catalog()->catalog(), messages, locale, out);
  if (!prepared.reached(PrepareStage::bindings)) {  // nothing to lay out
    out.append(problems);
    return result;
  }
  // Every problem of this locale's build says which locale it is.
  for (Diagnostic d : problems.items()) {
    if (d.locale.empty()) d.locale = locale;
    out.add(std::move(d));
  }
  out.append(component_warnings);
  if (out.has_errors()) return result;
  const CardSet& set = prepared.set();
  TemplateLibrary& templates = prepared.templates();
  CardRenderer& renderer = prepared.renderer();
  lay_out_cards(renderer, set, out);

  // Overflows and tight boxes from the layout report.
  const PrintedFields printed = printed_text_fields(set, templates);
  double tightest_ratio = 1;
  for (const TextReport& r : renderer.report()) {
    const Card* card = set.find_card(r.card_id);
    if (!card) continue;
    const CardTemplate& tpl = renderer.template_for(*card, r.face);
    const std::string element_name = r.element.substr(0, r.element.find('['));
    const Element* element = nullptr;
    for (const Element& e : tpl.elements) {
      if (e.name == element_name) element = &e;
      for (const Element& item : e.item)
        if (item.name == element_name) element = &item;
    }
    if (!element) continue;
    ++result.text_boxes;
    if (r.size < element->size - 0.01) ++result.shrunk;
    const double ratio = r.size / element->size;
    if (ratio < tightest_ratio - 1e-9) {
      tightest_ratio = ratio;
      char text[160];
      std::snprintf(text, sizeof text, "%s on %s: %.1f pt of %g pt", r.element.c_str(), r.card_id.c_str(), r.size, element->size);
      result.tightest = text;
    }
    if (r.overflow_mm <= 0.005) continue;
    ++result.overflowing;
    // The field the box prints, and where its translation (or the template's) was written.
    std::string field;
    const std::size_t index = static_cast<std::size_t>(card - set.cards.data());
    for (const auto& [name, boxes] : printed[index])
      for (const PrintedBox& box : boxes)
        if (box.element->name == element_name) field = name;
    SourcePos where = build.translator().origin(field.empty() ? template_text_context(template_text_owner(*element), element_name)
                                                              : card_field_context(card->id, field));
    if (where.file.empty()) where = element->text_where;
    out.add(i18n_messages::text_overflow(where, card->id, field, r.element, locale, r.overflow_mm, element->min_size));
  }
  out.append(build.fallbacks());
  result.translated = build.catalog() ? build.catalog()->translated() : result.messages;
  return result;
}

TranslationCheck check_translations(const CardSet& set, const fs::path& home, const std::vector<std::string>& locales) {
  TranslationCheck result;
  const std::vector<std::string> names =
      locales.empty() ? set_locales(set) : resolve_locales(set, locales, result.problems);
  if (result.problems.has_errors()) return result;
  for (const std::string& locale : names) {
    try {
      result.locales.push_back(check_locale(set, home, locale));
      result.problems.append(result.locales.back().problems);
    } catch (const InputError& e) {
      result.problems.append(e.diagnostics());
    }
  }
  return result;
}

TranslationCheck check_translations(const fs::path& set_dir, const fs::path& home, const std::vector<std::string>& locales) {
  Diagnostics loading;
  CardSet set;
  try {
    set = load_card_set(set_dir, loading);
  } catch (const InputError& e) {
    TranslationCheck failed;
    failed.problems.append(loading);
    failed.problems.append(e.diagnostics());
    return failed;
  }
  TranslationCheck result = check_translations(set, home, locales);
  loading.append(result.problems);
  result.problems = std::move(loading);
  return result;
}

}  // namespace dw
