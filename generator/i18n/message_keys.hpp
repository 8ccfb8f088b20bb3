// message_keys: the msgctxt of every kind of translatable text, in one place so extraction and
// localisation cannot disagree:
//   <card-id>|<field>             a printed string or text field of a card
//   template:<file>|<element>     literal words of a template's text element (<file>: the
//                                 template file's name without .toml, where the text is written)
//   tracker:<id>|<key>            title, subtitle, note, label:<value>, group:<n>
//   aid:<file>|<key>              title, subtitle, note, <s>:heading, <s>:text, <s>:<item>,
//                                 <s>:<row>,<col> (s: section from 1, row and col from 0)
//   booklet|<n>                   the n-th piece of the rules Markdown (from 1); booklet|title,
//                                 booklet|subtitle, booklet|back_text, booklet|contents
//   set|title                     the set's title (sheet captions, booklet cover)
//   sheet|<key>                   deckwright's own words on print sheets and in their PDFs
//                                 (print/sheet_words: check-bar, fronts, caption, ...)
#pragma once

#include <string>

namespace dw {

std::string card_field_context(const std::string& card_id, const std::string& field);
std::string template_text_context(const std::string& template_file_stem, const std::string& element);
std::string tracker_context(const std::string& tracker_id, const std::string& key);
std::string aid_context(const std::string& aid_file_stem, const std::string& key);
std::string booklet_context(const std::string& key);
std::string set_context(const std::string& key);
std::string sheet_context(const std::string& key);

}  // namespace dw
