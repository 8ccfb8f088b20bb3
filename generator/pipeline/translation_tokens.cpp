// translation_tokens: the token and placeholder check of printed translations.
#include "pipeline/translation_tokens.hpp"

#include "i18n/i18n_messages.hpp"
#include "i18n/text_tokens.hpp"
#include "localize/set_messages.hpp"
#include "pipeline/prepared_set.hpp"

namespace dw {

std::map<std::string, std::string> source_messages(const CardSet& set, const std::filesystem::path& home) {
  std::map<std::string, std::string> messages;
  Diagnostics ignored;  // the set's own problems are reported by the command that prepares it
  PreparedSet source_text(set, home, PrepareOptions{"", PrepareStage::templates, {}}, ignored, ignored);
  for (const PotEntry& e : extract_set_messages(set, source_text.templates(), home, ignored))
    messages[*e.context] = e.msgid;
  return messages;
}

std::optional<Diagnostic> token_difference(const PoEntry& entry, const std::string& locale) {
  // Untranslated and fuzzy messages print the source text; a fuzzy translation is checked once
  // the translator has reviewed it and cleared the flag.
  if (entry.msgstr.empty() || entry.fuzzy) return std::nullopt;
  const KeptTokens want = kept_tokens(entry.msgid, true), got = kept_tokens(entry.msgstr, true);
  std::vector<std::string> missing = missing_tokens(want.icons, got.icons), extra = missing_tokens(got.icons, want.icons);
  for (const auto& p : missing_tokens(want.placeholders, got.placeholders)) missing.push_back(p);
  for (const auto& p : missing_tokens(got.placeholders, want.placeholders)) extra.push_back(p);
  if (missing.empty() && extra.empty()) return std::nullopt;
  return i18n_messages::tokens_differ(entry, locale, missing, extra);
}

void check_translation_tokens(const PoCatalog& catalog, const std::map<std::string, std::string>& source,
                              const std::string& locale, Diagnostics& out) {
  for (const PoEntry& entry : catalog.entries) {
    const auto it = entry.context ? source.find(*entry.context) : source.end();
    if (it == source.end() || it->second != entry.msgid) continue;  // not printed: the source changed
    if (auto problem = token_difference(entry, locale)) out.add(std::move(*problem));
  }
}

}  // namespace dw
