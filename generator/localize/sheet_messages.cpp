// sheet_messages: extraction and localisation of the sheet words.
#include "localize/sheet_messages.hpp"

#include "localize/card_messages.hpp"
#include "i18n/message_keys.hpp"

namespace dw {

std::vector<PotEntry> extract_sheet_messages() {
  const SheetWords english;
  std::vector<PotEntry> out;
  for (const SheetWord& word : sheet_word_catalogue()) {
    PotEntry e;
    e.context = sheet_context(word.key);
    e.msgid = english.*word.text;
    e.comments.push_back(word.note);
    add_token_comments(e.msgid, true, e.comments);
    out.push_back(std::move(e));
  }
  return out;
}

SheetWords localize_sheet_words(Translator& translator) {
  SheetWords words;
  for (const SheetWord& word : sheet_word_catalogue())
    words.*word.text = translator.translate(sheet_context(word.key), words.*word.text);
  return words;
}

}  // namespace dw
