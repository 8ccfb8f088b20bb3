// i18n_messages: the wording of every localisation diagnostic, in one place. Positions are PO
// file lines where the problem is in a translation.
#pragma once

#include <string>
#include <vector>

#include "i18n/po_catalog.hpp"
#include "model/diagnostic.hpp"

namespace dw::i18n_messages {

// Build report: a message printed in the source language (warnings).
Diagnostic missing_translation(const std::string& po_file, const std::string& context, const std::string& locale);
Diagnostic stale_translation(const PoEntry& entry, const std::string& locale);
Diagnostic fuzzy_translation(const PoEntry& entry, const std::string& locale);
Diagnostic untranslated(const PoEntry& entry, const std::string& locale);

// i18n check: a translation that loses or adds icon tokens or placeholders (errors).
Diagnostic tokens_differ(const PoEntry& entry, const std::string& locale, const std::vector<std::string>& missing,
                         const std::vector<std::string>& extra);
// A translation for a message the source no longer has (warning).
Diagnostic obsolete_translation(const PoEntry& entry, const std::string& locale);
// A card's text that does not fit its box at min_size in a locale (warning).
Diagnostic text_overflow(const SourcePos& where, const std::string& card_id, const std::string& field,
                         const std::string& element, const std::string& locale, double overflow_mm, double min_size);
// Locale tags.
Diagnostic unknown_locale(const std::string& set_dir, const std::string& locale, const std::string& available);
Diagnostic no_locales(const std::string& set_dir);

}  // namespace dw::i18n_messages
