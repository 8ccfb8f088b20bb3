// text_tokens: what a translation must carry over from its source unchanged: the :icon: tokens
// (model/icon_set's syntax, "\:" escapes skipped) and the {placeholder} expressions of template
// text, each as a multiset (order may change, count may not). And whether a string holds words
// at all: text made only of numbers, icons, placeholders and punctuation is not extracted.
#pragma once

#include <string>
#include <vector>

namespace dw {

struct KeptTokens {
  std::vector<std::string> icons;         // ":spade:", sorted, repeated as often as used
  std::vector<std::string> placeholders;  // "{value}", sorted, repeated as often as used
  bool operator==(const KeptTokens&) const = default;
};

// `with_placeholders` false for text where braces are plain characters (card field values,
// booklet Markdown, trackers and aids other than {player}).
KeptTokens kept_tokens(const std::string& text, bool with_placeholders);

// The tokens of `a` missing from `b` (as a multiset difference), in sorted order.
std::vector<std::string> missing_tokens(const std::vector<std::string>& a, const std::vector<std::string>& b);

// Whether the text has a letter outside icon tokens and placeholders.
bool has_words(const std::string& text);

// "a, b and c" for messages.
std::string join_words(const std::vector<std::string>& items);

}  // namespace dw
