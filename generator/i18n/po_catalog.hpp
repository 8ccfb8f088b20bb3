// po_catalog: one language's translations, read from a gettext PO file with libgettextpo (GNU
// gettext's reference implementation). Each message keeps what deckwright and the translator
// need: its context (msgctxt, "<card-id>|<field>"), the source text (msgid), the translation,
// whether it is fuzzy (the source changed since it was translated; the previous msgid is kept),
// the extracted comments and file references, and the PO file lines of its msgid and msgstr.
// The header's Language field names the language. Plural messages are not used by deckwright
// and are skipped; obsolete (#~) messages are dropped.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct PoEntry {
  std::optional<std::string> context;  // msgctxt; an empty context differs from none
  std::string msgid;
  std::string msgstr;
  bool fuzzy = false;
  std::string previous_msgid;      // #| msgid of a fuzzy message, when msgmerge kept it
  std::string extracted_comments;  // the #. lines, joined with newlines
  std::vector<SourcePos> references;  // the #: file:line references
  SourcePos where;                 // the msgid line in the PO file
  SourcePos msgstr_where;          // the msgstr line in the PO file
  // Usable in print: translated and not fuzzy.
  bool translated() const { return !fuzzy && !msgstr.empty(); }
};

struct PoCatalog {
  std::filesystem::path file;
  std::string language;  // the header's Language field (may be empty)
  std::vector<PoEntry> entries;

  // The message with this context and source text, or nullptr.
  const PoEntry* find(const std::optional<std::string>& context, std::string_view msgid) const;
  // The first message with this context whatever its source text, or nullptr.
  const PoEntry* find_context(std::string_view context) const;
  void index();  // rebuilds the lookup tables after `entries` changed

 private:
  std::map<std::string, std::size_t> by_key_;
  std::map<std::string, std::size_t, std::less<>> by_context_;
};

// A PO file larger than this is refused before it is parsed (the bundled sets' are under 150 KB).
constexpr std::uintmax_t kMaxPoFileBytes = 8u << 20;

// Reads a PO (or POT) file. A file over kMaxPoFileBytes is an error at the file; a translation
// (msgstr) longer than a printed field may be (kMaxFieldLength bytes) is an error at its msgstr
// line and is dropped, so a translation can never print what the source could not. Syntax errors are reported at the PO file's line and column as
// errors in `out`; the catalogue is then empty (nullopt when the file cannot be read at all).
std::optional<PoCatalog> read_po_file(const std::filesystem::path& file, Diagnostics& out);

}  // namespace dw
