// text_language: per-language quotes, direction and hyphenation.
#include "render/text_language.hpp"

#include <glib.h>

#include <map>
#include <mutex>

namespace dw {

std::string base_language(const std::string& locale) {
  const std::size_t cut = locale.find_first_of("_-.@");
  return cut == std::string::npos ? locale : locale.substr(0, cut);
}

QuoteStyle quote_style_for(const std::string& language) {
  const std::string lang = base_language(language);
  if (lang == "de") return QuoteStyle{"\u201E", "\u201C", "\u201A", "\u2019"};
  if (lang == "fr") return QuoteStyle{"\u00AB\u202F", "\u202F\u00BB", "\u2039\u202F", "\u2019"};
  if (lang == "ja") return QuoteStyle{"\u300C", "\u300D", "\u300E", "\u2019"};
  if (lang == "ar") return QuoteStyle{"\u00AB", "\u00BB", "\u2039", "\u2019"};
  return QuoteStyle{};
}

TextDirection strong_direction(const std::string& text) {
  for (const char* p = text.c_str(); *p; p = g_utf8_next_char(p)) {
    const gunichar c = g_utf8_get_char(p);
    if (!g_unichar_isalpha(c)) continue;
    const bool rtl = (c >= 0x0590 && c <= 0x08FF) || (c >= 0xFB1D && c <= 0xFDFF) || (c >= 0xFE70 && c <= 0xFEFF) ||
                     (c >= 0x10800 && c <= 0x10FFF) || (c >= 0x1E800 && c <= 0x1EFFF);
    return rtl ? TextDirection::rtl : TextDirection::ltr;
  }
  return TextDirection::neutral;
}

bool runs_right_to_left(const std::string& text, bool rtl_locale) {
  const TextDirection strong = strong_direction(text);
  return strong == TextDirection::rtl || (strong == TextDirection::neutral && rtl_locale);
}

TextLanguage TextLanguage::for_locale(const std::string& locale) {
  TextLanguage out;
  if (locale.empty() || locale.rfind("x-", 0) == 0) return out;
  const std::string lang = base_language(locale);
  out.tag = lang;
  out.rtl = lang == "ar" || lang == "he" || lang == "fa" || lang == "ur" || lang == "yi";
  out.quotes = quote_style_for(lang);
  if (auto dictionary = Hyphenator::dictionary_for(locale)) {
    // libhyphen takes seconds to read the German patterns (1 MB): once per process.
    static std::mutex lock;
    static std::map<std::filesystem::path, std::shared_ptr<const Hyphenator>> loaded;
    std::lock_guard<std::mutex> hold(lock);
    auto& slot = loaded[*dictionary];
    if (!slot) slot = std::make_shared<Hyphenator>(*dictionary);
    out.hyphenator = slot;
  }
  return out;
}

}  // namespace dw
