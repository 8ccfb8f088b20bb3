// text_markup: the markup parser, the typographer and the translation to Pango attributes.
#include "render/text_markup.hpp"

#include <cctype>
#include <string_view>

#include "model/icon_set.hpp"
#include "render/number_joining.hpp"
#include "render/text_language.hpp"

namespace dw {

const char* const kObjectReplacement = "\xEF\xBF\xBC";
const char* const kNoBreakSpace = "\xC2\xA0";
const char* const kWordJoiner = "\xE2\x81\xA0";

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// Whether a quote written after `text` opens (‘ “) rather than closes (’ ”): it closes after a
// letter, a digit, closing punctuation or an icon (an apostrophe, or the end of a quotation) and
// opens anywhere else (at the start, after a space, a bracket, a dash, '=' ...).
bool quote_opens(std::string_view text) {
  if (text.empty()) return true;
  const char* end = text.data() + text.size();
  const char* last = g_utf8_find_prev_char(text.data(), end);
  if (!last) return true;
  const gunichar c = g_utf8_get_char(last);
  if (g_unichar_isalnum(c)) return false;
  // Closing punctuation, and the closing quotation marks of every language's QuoteStyle.
  return std::u32string_view(U".,;:!?)]}%\u2019\u201D\u201C\u00BB\u203A\u300D\u300F\u2026\uFFFC")
             .find(static_cast<char32_t>(c)) == std::u32string_view::npos;
}

class MarkupParser {
 public:
  MarkupParser(const std::string& source, const MarkupOptions& options) : src_(source), options_(options) {}

  StyledText parse() {
    for (i_ = 0; i_ < src_.size(); ++i_) {
      const char c = src_[i_];
      if (plain(c) && !after_icon_) {  // a run of characters that mean nothing here, appended at once
        std::size_t end = i_ + 1;
        while (end < src_.size() && plain(src_[end])) ++end;
        out_.text.append(src_, i_, end - i_);
        i_ = end - 1;
      } else if (c == '\\' && i_ + 1 < src_.size() &&
                 std::string_view("*\\:'\"-.").find(src_[i_ + 1]) != std::string_view::npos) {
        put(std::string(1, src_[++i_]));
      } else if (c == '*' && next_is('*')) {
        close_span();
        bold_ = !bold_;
        ++i_;
      } else if (c == '*') {
        close_span();
        italic_ = !italic_;
      } else if (c == ':' && icon()) {
        continue;
      } else if (options_.typographer && typographer(c)) {
        continue;
      } else {
        put(std::string(1, c));
      }
    }
    close_span();
    return std::move(out_);
  }

 private:
  bool next_is(char c) const { return i_ + 1 < src_.size() && src_[i_ + 1] == c; }

  // Not the start of an escape, emphasis, icon or typographer's replacement: put as it is.
  static bool plain(char c) {
    return c != '\\' && c != '*' && c != ':' && c != '.' && c != '-' && c != '"' && c != '\'';
  }

  // Appends visible text. Right after an icon, a number is glued to it.
  void put(const std::string& s) {
    if (after_icon_) {
      after_icon_ = false;
      if (is_digit(s[0])) out_.text += kWordJoiner;
      else if (s == " " && i_ + 1 < src_.size() && is_digit(src_[i_ + 1])) return void(out_.text += kNoBreakSpace);
    }
    out_.text += s;
  }

  void close_span() {
    if ((bold_ || italic_) && out_.text.size() > span_start_)
      out_.spans.push_back({span_start_, out_.text.size(), bold_, italic_});
    span_start_ = out_.text.size();
  }

  bool icon() {
    std::string name;
    const std::size_t length = match_icon_token(src_, i_, &name);
    if (!length) return false;
    after_icon_ = false;
    // "2 :coin:" and "2:coin:" keep the number on the icon's line.
    const std::string& t = out_.text;
    if (t.size() >= 2 && t.back() == ' ' && is_digit(t[t.size() - 2])) {
      out_.text.pop_back();
      out_.text += kNoBreakSpace;
    } else if (!t.empty() && is_digit(t.back())) {
      out_.text += kWordJoiner;
    }
    out_.icons.push_back({out_.text.size(), name});
    out_.text += kObjectReplacement;
    i_ += length - 1;
    after_icon_ = true;
    return true;
  }

  bool typographer(char c) {
    if (c == '.' && src_.compare(i_, 3, "...") == 0) {
      put("\u2026");
      i_ += 2;
    } else if (c == '-' && src_.compare(i_, 3, "---") == 0) {
      put("\u2014");
      i_ += 2;
    } else if (c == '-' && next_is('-')) {
      put("\u2013");
      i_ += 1;
    } else if (c == '"' || c == '\'') {
      put(typographic_quote(c, out_.text, options_.quotes));
    } else {
      return false;
    }
    return true;
  }

  const std::string& src_;
  const MarkupOptions& options_;
  StyledText out_;
  std::size_t i_ = 0;
  bool bold_ = false, italic_ = false, after_icon_ = false;
  std::size_t span_start_ = 0;
};

}  // namespace

const std::string& typographic_quote(char straight, std::string_view before, const QuoteStyle* quotes) {
  static const QuoteStyle english;
  const QuoteStyle& q = quotes ? *quotes : english;
  const bool opens = quote_opens(before);
  if (straight == '"') return opens ? q.open : q.close;
  return opens ? q.single_open : q.single_close;
}

StyledText parse_markup(const std::string& source, const MarkupOptions& options) {
  StyledText styled = MarkupParser(source, options).parse();
  styled.text = join_numbers_to_cjk(styled.text, offsets_into_text(styled));
  return styled;
}

PangoAttrList* to_pango_attributes(const StyledText& styled) {
  PangoAttrList* list = pango_attr_list_new();
  for (const auto& span : styled.spans) {
    if (span.bold) {
      PangoAttribute* a = pango_attr_weight_new(PANGO_WEIGHT_BOLD);
      a->start_index = static_cast<guint>(span.start);
      a->end_index = static_cast<guint>(span.end);
      pango_attr_list_insert(list, a);
    }
    if (span.italic) {
      PangoAttribute* a = pango_attr_style_new(PANGO_STYLE_ITALIC);
      a->start_index = static_cast<guint>(span.start);
      a->end_index = static_cast<guint>(span.end);
      pango_attr_list_insert(list, a);
    }
  }
  return list;
}

}  // namespace dw
