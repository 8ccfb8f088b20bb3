// word_segments: ICU word boundaries as UTF-8 byte ranges.
#include "render/word_segments.hpp"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <memory>

namespace dw {

bool needs_word_segments(const std::string& language) { return language == "ja" || language == "zh"; }

std::vector<ByteRange> dictionary_words(const std::string& utf8, const std::string& language) {
  std::vector<ByteRange> out;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> words(
      icu::BreakIterator::createWordInstance(icu::Locale(language.c_str()), status));
  if (U_FAILURE(status) || !words) return out;
  const icu::UnicodeString text = icu::UnicodeString::fromUTF8(utf8);
  words->setText(text);
  // UTF-16 offsets to UTF-8 byte offsets, walking both strings together.
  std::vector<std::size_t> byte_at(static_cast<std::size_t>(text.length()) + 1, utf8.size());
  std::size_t byte = 0;
  for (int32_t unit = 0; unit < text.length();) {
    byte_at[static_cast<std::size_t>(unit)] = byte;
    const UChar32 c = text.char32At(unit);
    unit += U16_LENGTH(c);
    byte += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  // A run of katakana is one word (a loanword ICU's dictionary may not know: アンガルド would
  // come out as アン|ガル|ド).
  auto katakana = [](UChar32 c) { return (c >= 0x30A0 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) || (c >= 0xFF66 && c <= 0xFF9F); };
  std::vector<ByteRange> runs;
  for (int32_t unit = 0; unit < text.length();) {
    const UChar32 c = text.char32At(unit);
    if (!katakana(c)) {
      unit += U16_LENGTH(c);
      continue;
    }
    int32_t end = unit, count = 0;
    while (end < text.length() && katakana(text.char32At(end))) {
      end += U16_LENGTH(text.char32At(end));
      ++count;
    }
    if (count >= 2) runs.push_back({byte_at[static_cast<std::size_t>(unit)], byte_at[static_cast<std::size_t>(end)]});
    unit = end;
  }
  auto in_run = [&](std::size_t from, std::size_t to) {
    for (const ByteRange& run : runs)
      if (from < run.end && run.start < to) return true;
    return false;
  };
  int32_t start = words->first();
  for (int32_t end = words->next(); end != icu::BreakIterator::DONE; start = end, end = words->next()) {
    const int32_t kind = words->getRuleStatus();
    const bool word = kind >= UBRK_WORD_LETTER && kind < UBRK_WORD_IDEO_LIMIT;  // letters, kana, ideographs
    if (!word || text.countChar32(start, end - start) < 2) continue;
    const ByteRange range{byte_at[static_cast<std::size_t>(start)], byte_at[static_cast<std::size_t>(end)]};
    if (!in_run(range.start, range.end)) out.push_back(range);
  }
  out.insert(out.end(), runs.begin(), runs.end());
  std::sort(out.begin(), out.end(), [](const ByteRange& a, const ByteRange& b) { return a.start < b.start; });
  return out;
}

}  // namespace dw
