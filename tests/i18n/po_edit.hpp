// po_edit: what the localisation tests do to a PO file and a built PDF, as a translator and a
// reader would: give a message a translation (optionally fuzzy), find the line a text is on, and
// read a PDF's text back with pdftotext.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw::testing {

inline std::string text_of(const std::filesystem::path& pdf) {
  return run_command("pdftotext " + shell_quote(pdf.string()) + " -").out;
}

// Gives the message `context` the translation `text` (and the fuzzy flag when asked).
inline void translate(const std::filesystem::path& po, const std::string& context, const std::string& text,
                      bool fuzzy = false) {
  std::string content = read_file(po);
  const std::size_t at = content.find("msgctxt \"" + context + "\"\n");
  ASSERT_NE(at, std::string::npos) << context;
  const std::size_t msgstr = content.find("msgstr \"\"", at);
  ASSERT_NE(msgstr, std::string::npos);
  std::string escaped;
  for (char c : text) escaped += c == '"' ? std::string("\\\"") : std::string(1, c);
  content.replace(msgstr, 9, "msgstr \"" + escaped + "\"");
  if (fuzzy) content.insert(at, "#, fuzzy\n");
  std::ofstream(po, std::ios::binary) << content;
}

// The 1-based line of the first occurrence of `needle` in `file`, or 0.
inline int line_of(const std::filesystem::path& file, const std::string& needle) {
  const std::string content = read_file(file);
  const std::size_t at = content.find(needle);
  return at == std::string::npos
             ? 0
             : 1 + static_cast<int>(std::count(content.begin(), content.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

}  // namespace dw::testing
