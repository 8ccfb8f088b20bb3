// fuzz_po: a translator's PO file as a card set ships it, read with libgettextpo into our
// catalogue (messages, contexts, flags, the line of each message), then every translation's icon
// tokens and placeholders compared with its source text as `i18n check` does. Any input must end
// in a catalogue or diagnostics at positions inside the file; anything else is a finding.
#include <algorithm>
#include <cstdint>
#include <string>

#include "fuzz_input_files.hpp"
#include "i18n/po_catalog.hpp"
#include "i18n/text_tokens.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::filesystem::path file = dw::fuzz::scratch_dir() / "de.po";
  dw::fuzz::write_file(file, text);
  dw::Diagnostics diagnostics;
  const auto catalog = dw::read_po_file(file, diagnostics);
  if (catalog) {
    for (const dw::PoEntry& entry : catalog->entries) {
      const dw::KeptTokens want = dw::kept_tokens(entry.msgid, true), got = dw::kept_tokens(entry.msgstr, true);
      (void)dw::missing_tokens(want.icons, got.icons);
      (void)dw::missing_tokens(got.placeholders, want.placeholders);
      (void)catalog->find(entry.context, entry.msgid);
    }
  }
  // Every position must lie inside the file (a line that exists; 0 means the whole file).
  const long lines = 1 + static_cast<long>(std::count(text.begin(), text.end(), '\n'));
  for (const auto& d : diagnostics.items())
    if (d.where.line < 0 || d.where.line > lines || d.where.column < 0) __builtin_trap();
  return 0;
}
