// translation_tokens: a translation keeps the icon tokens and {placeholders} of its source text.
// One check, used by `i18n check` (pipeline/locale_check) and by `build --locale` (set_build), so
// a build never prints a translation that dropped or added one.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "i18n/po_catalog.hpp"
#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw {

// The set's source messages by context (msgctxt to msgid): what `i18n extract` writes.
std::map<std::string, std::string> source_messages(const CardSet& set, const std::filesystem::path& home);

// The error for one printed translation whose icon tokens or placeholders differ from its
// source's (msgid), at its msgstr line; nothing when they agree or the message is not printed
// translated (empty or fuzzy).
std::optional<Diagnostic> token_difference(const PoEntry& entry, const std::string& locale);

// Every message of `catalog` that is printed (translated, not fuzzy) for a message the source
// still has, whose icon tokens or placeholders differ from its source's: an error at its msgstr
// line naming the tokens missing and added.
void check_translation_tokens(const PoCatalog& catalog, const std::map<std::string, std::string>& source,
                              const std::string& locale, Diagnostics& out);

}  // namespace dw
