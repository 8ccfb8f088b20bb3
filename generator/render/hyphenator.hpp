// hyphenator: soft hyphens (U+00AD) from libhyphen with a Debian hyphen-* dictionary
// (/usr/share/hyphen/hyph_de.dic, ...), put into text before it is fitted, so Pango can break a
// word that does not fit its line at a proper syllable boundary and draws the hyphen only there.
// Words of at least six letters get the dictionary's break points, keeping two letters before a
// break and three after it. Offsets of styled spans and icons move with the inserted bytes. The
// patterns are read at the first word long enough to break (safe from any thread), so a build
// whose texts all fit without breaking words never reads them.
#pragma once

#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

typedef struct _HyphenDict HyphenDict;

namespace dw {

class Hyphenator {
 public:
  // Throws std::runtime_error when the file cannot be read (and, later, when libhyphen cannot
  // load the patterns).
  explicit Hyphenator(const std::filesystem::path& dictionary);
  ~Hyphenator();
  Hyphenator(const Hyphenator&) = delete;
  Hyphenator& operator=(const Hyphenator&) = delete;

  // The dictionary for a language tag ("de", "fr_CA"), if the system has one.
  static std::optional<std::filesystem::path> dictionary_for(const std::string& language,
                                                             const std::filesystem::path& dir = "/usr/share/hyphen");

  // Byte offsets of `text` (UTF-8) where a soft hyphen may go, ascending.
  std::vector<std::size_t> break_points(std::string_view text) const;
  // `text` with a soft hyphen at each break point; each offset in `offsets` is moved to match.
  std::string hyphenate(const std::string& text, const std::vector<std::size_t*>& offsets = {}) const;
  // Whether the patterns were read (for tests: not synchronised with a first read on another thread).
  bool loaded() const { return dict_ != nullptr; }

 private:
  void word_breaks(std::string_view word, std::size_t at, std::vector<std::size_t>& out) const;
  HyphenDict* patterns() const;  // read on first use
  std::filesystem::path file_;
  mutable std::once_flag read_;
  mutable HyphenDict* dict_ = nullptr;
  bool latin1_ = false;  // the dictionary's patterns are ISO-8859-1 (hyph_de), not UTF-8
};

extern const char* const kSoftHyphen;  // U+00AD in UTF-8

}  // namespace dw
