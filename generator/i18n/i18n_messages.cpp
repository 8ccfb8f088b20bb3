// i18n_messages: message texts and hints.
#include "i18n/i18n_messages.hpp"

#include <cstdio>

#include "i18n/text_tokens.hpp"

namespace dw::i18n_messages {

namespace {
std::string label(const PoEntry& entry) { return "'" + entry.context.value_or(entry.msgid) + "'"; }
}  // namespace

Diagnostic missing_translation(const std::string& po_file, const std::string& context, const std::string& locale) {
  return warning_diagnostic(SourcePos{po_file, 0, 0}, "no message '" + context + "': the source text is printed",
                            "run `deckwright i18n update` to add it to the PO file, then translate it", {}, locale);
}

Diagnostic stale_translation(const PoEntry& entry, const std::string& locale) {
  return warning_diagnostic(
      entry.where, "the translation of " + label(entry) + " is for an older source text: the source text is printed",
      "run `deckwright i18n update`; the message becomes fuzzy with the old text kept for review", {}, locale);
}

Diagnostic fuzzy_translation(const PoEntry& entry, const std::string& locale) {
  return warning_diagnostic(entry.where, "the translation of " + label(entry) + " is fuzzy: the source text is printed",
                            "check it against the new source text (#| shows the old one) and remove the fuzzy flag", {},
                            locale);
}

Diagnostic untranslated(const PoEntry& entry, const std::string& locale) {
  return warning_diagnostic(entry.where, label(entry) + " is not translated: the source text is printed",
                            "write its translation in msgstr", {}, locale);
}

Diagnostic tokens_differ(const PoEntry& entry, const std::string& locale, const std::vector<std::string>& missing,
                         const std::vector<std::string>& extra) {
  std::string what;
  if (!missing.empty()) what += "drops " + join_words(missing);
  if (!extra.empty()) what += std::string(what.empty() ? "" : " and ") + "adds " + join_words(extra);
  return error_diagnostic(
      entry.msgstr_where, "the translation of " + label(entry) + " " + what,
      "keep every icon token (:name:) and placeholder ({name}) of the source text, as often as it has "
      "them; their order may change",
      {}, locale);
}

Diagnostic obsolete_translation(const PoEntry& entry, const std::string& locale) {
  return warning_diagnostic(entry.where,
                            "message " + label(entry) + " is not in the source any more (or its source text changed)",
                            "run `deckwright i18n update` to merge the PO file with the current template", {}, locale);
}

Diagnostic text_overflow(const SourcePos& where, const std::string& card_id, const std::string& field,
                         const std::string& element, const std::string& locale, double overflow_mm, double min_size) {
  char numbers[96];
  std::snprintf(numbers, sizeof numbers, "%.1f mm at min_size %g pt", overflow_mm, min_size);
  return warning_diagnostic(where,
                            "text of " + (field.empty() ? std::string() : "field '" + field + "' in ") + "element '" +
                                element + "' overflows its box by " + numbers,
                            "shorten the translation, or give the template a larger box or a lower min_size", card_id,
                            locale);
}

Diagnostic unknown_locale(const std::string& set_dir, const std::string& locale, const std::string& available) {
  return error_diagnostic(SourcePos{set_dir, 0, 0}, "no locale '" + locale + "' in this card set",
                          "available: " + available + " (add locales/" + locale +
                              ".po with `deckwright i18n update --add " + locale + "`)");
}

Diagnostic no_locales(const std::string& set_dir) {
  return error_diagnostic(SourcePos{set_dir, 0, 0}, "the card set has no translations (locales/*.po)",
                          "run `deckwright i18n extract`, then `deckwright i18n update --add LANG`");
}

}  // namespace dw::i18n_messages
