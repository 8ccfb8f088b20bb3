// hyphenator: word scanning, encoding to the dictionary's charset and libhyphen's break vector.
#include "render/hyphenator.hpp"

#include <glib.h>
#include <hyphen.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "render/c_handles.hpp"

namespace dw {

const char* const kSoftHyphen = "\xC2\xAD";

namespace {
constexpr int kMinWord = 6;   // letters
constexpr int kMinBefore = 2;
constexpr int kMinAfter = 3;
}  // namespace

Hyphenator::Hyphenator(const std::filesystem::path& dictionary) : file_(dictionary) {
  std::ifstream in(dictionary);
  std::string charset;
  std::getline(in, charset);
  if (!in) throw std::runtime_error("cannot read the hyphenation dictionary " + dictionary.string());
  latin1_ = charset.rfind("ISO8859-1", 0) == 0 || charset.rfind("ISO-8859-1", 0) == 0;
}

HyphenDict* Hyphenator::patterns() const {
  // A failed read throws out of call_once, which leaves read_ unset: the next word tries again.
  std::call_once(read_, [this] {
    dict_ = hnj_hyphen_load(file_.c_str());
    if (!dict_) throw std::runtime_error("libhyphen could not load " + file_.string());
  });
  return dict_;
}

Hyphenator::~Hyphenator() {
  if (dict_) hnj_hyphen_free(dict_);
}

std::optional<std::filesystem::path> Hyphenator::dictionary_for(const std::string& language,
                                                                const std::filesystem::path& dir) {
  std::error_code ec;
  std::string tag = language;
  std::replace(tag.begin(), tag.end(), '-', '_');
  for (std::string name = tag;; name = name.substr(0, name.rfind('_'))) {
    const auto file = dir / ("hyph_" + name + ".dic");
    if (std::filesystem::exists(file, ec)) return file;
    if (name.find('_') == std::string::npos) break;
  }
  return std::nullopt;
}

void Hyphenator::word_breaks(std::string_view word, std::size_t at, std::vector<std::size_t>& out) const {
  // Lower case, in the dictionary's encoding, remembering where each encoded character starts
  // in the word (the break after encoded byte i lies at the start of the next character).
  const GCharPtr lowered(g_utf8_strdown(word.data(), static_cast<gssize>(word.size())));
  const char* lower = lowered.get();
  std::string encoded;
  std::vector<std::size_t> char_end;  // per encoded byte: the source offset after its character
  const char* source = word.data();
  for (const char* p = lower; *p; p = g_utf8_next_char(p)) {
    const gunichar c = g_utf8_get_char(p);
    const char* next_source = g_utf8_next_char(source);
    const std::size_t end = static_cast<std::size_t>(next_source - word.data());
    source = next_source;
    if (latin1_) {
      if (c > 0xFF) return;  // a letter the dictionary cannot know
      encoded += static_cast<char>(c);
      char_end.push_back(end);
    } else {
      const std::size_t bytes = static_cast<std::size_t>(g_utf8_next_char(p) - p);
      encoded.append(p, bytes);
      char_end.insert(char_end.end(), bytes, end);
    }
    if (source >= word.data() + word.size()) break;
  }
  std::vector<char> hyphens(encoded.size() + 5, 0);
  char** rep = nullptr;
  int* pos = nullptr;
  int* cut = nullptr;
  if (hnj_hyphen_hyphenate2(patterns(), encoded.c_str(), static_cast<int>(encoded.size()), hyphens.data(), nullptr, &rep,
                            &pos, &cut) == 0) {
    const long letters = g_utf8_strlen(word.data(), static_cast<gssize>(word.size()));
    for (std::size_t i = 0; i + 1 < encoded.size(); ++i) {
      if ((hyphens[i] & 1) == 0 || (rep && rep[i])) continue;  // no break, or one that changes letters
      const std::size_t offset = char_end[i];
      if (i + 1 < encoded.size() && char_end[i + 1] == offset) continue;  // inside a UTF-8 sequence
      const long before = g_utf8_strlen(word.data(), static_cast<gssize>(offset));
      if (before >= kMinBefore && letters - before >= kMinAfter) out.push_back(at + offset);
    }
  }
  if (rep) {
    for (std::size_t i = 0; i < encoded.size(); ++i) std::free(rep[i]);
    std::free(rep);
  }
  std::free(pos);
  std::free(cut);
}

std::vector<std::size_t> Hyphenator::break_points(std::string_view text) const {
  std::vector<std::size_t> out;
  std::size_t i = 0;
  while (i < text.size()) {
    const char* p = text.data() + i;
    if (!g_unichar_isalpha(g_utf8_get_char_validated(p, static_cast<gssize>(text.size() - i)))) {
      i = static_cast<std::size_t>(g_utf8_next_char(p) - text.data());
      continue;
    }
    std::size_t end = i;
    long letters = 0;
    bool soft = false;  // a word already holding soft hyphens is left as its author wrote it
    while (end < text.size()) {
      const char* q = text.data() + end;
      const gunichar c = g_utf8_get_char_validated(q, static_cast<gssize>(text.size() - end));
      if (c == 0xAD) soft = true;
      else if (!g_unichar_isalpha(c)) break;
      ++letters;
      end = static_cast<std::size_t>(g_utf8_next_char(q) - text.data());
    }
    if (letters >= kMinWord && !soft) word_breaks(text.substr(i, end - i), i, out);
    i = end;
  }
  return out;
}

std::string Hyphenator::hyphenate(const std::string& text, const std::vector<std::size_t*>& offsets) const {
  const std::vector<std::size_t> breaks = break_points(text);
  if (breaks.empty()) return text;
  std::string out;
  out.reserve(text.size() + 2 * breaks.size());
  std::size_t done = 0;
  for (std::size_t b : breaks) {
    out.append(text, done, b - done);
    out += kSoftHyphen;
    done = b;
  }
  out.append(text, done);
  const std::size_t shy = std::strlen(kSoftHyphen);
  for (std::size_t* offset : offsets) {
    const auto before = std::lower_bound(breaks.begin(), breaks.end(), *offset + 1) - breaks.begin();
    // An offset on a break point moves past the soft hyphen inserted there.
    *offset += shy * static_cast<std::size_t>(before);
  }
  return out;
}

}  // namespace dw
