// pot_writer: writes a PO template (.pot) with libgettextpo, so the file is formatted exactly as
// GNU gettext's own tools write it (line wrapping, escapes, comment order). The output is a pure
// function of the entries: no creation date, entries in the order given, so extracting the same
// sources twice gives byte-identical files. Written through support/atomic_file.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct PotEntry {
  std::optional<std::string> context;  // msgctxt
  std::string msgid;
  std::vector<std::string> comments;   // #. lines for the translator, one string each
  std::vector<SourcePos> references;   // #: file:line (file relative to the card set)
  bool operator==(const PotEntry&) const = default;
};

struct PotHeader {
  std::string project;  // "<set id> <version>"
  std::string bugs_to;  // Report-Msgid-Bugs-To (may be empty)
};

// The header's msgstr: the standard fields with charset UTF-8, the translator's fields empty.
std::string pot_header_text(const PotHeader& header);

// Writes `entries` (contexts plus msgids must be unique) to `file`. Throws std::runtime_error
// when libgettextpo reports a problem.
void write_pot_file(const std::filesystem::path& file, const PotHeader& header, const std::vector<PotEntry>& entries);

}  // namespace dw
