// fuzz_markdown: a rules booklet's Markdown as a card set ships it, read by the booklet parser
// (md4c underneath, then our checks that map md4c's pointers back to line:col). Any input must
// end with a document and diagnostics; a crash or a sanitizer report is a finding.
#include <algorithm>
#include <cstdint>
#include <string>

#include "booklet/markdown_parser.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string source(reinterpret_cast<const char*>(data), size);
  dw::Diagnostics diagnostics;
  const dw::BookletDocument document = dw::parse_markdown(source, "rules.md", diagnostics);
  // Every position must lie inside the text it names (a line that exists, a column on it or
  // just past its end).
  const long lines = 1 + static_cast<long>(std::count(source.begin(), source.end(), '\n'));
  for (const auto& d : diagnostics.items()) {
    if (d.where.line < 1 || d.where.line > lines || d.where.column < 1 ||
        d.where.column > static_cast<long>(source.size()) + 1)
      __builtin_trap();
  }
  (void)document;
  return 0;
}
