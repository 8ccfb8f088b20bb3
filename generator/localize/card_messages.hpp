// card_messages: the translatable text of a set's cards and of the templates they use. A card
// field is translatable when its declared type is string or text and a text element of one of
// the card's templates prints it through a {placeholder}; fields read only by conditions, icons
// or image paths (a suit name, an art file) stay as written, so a translation can never change
// what a card draws or which elements it shows. A template's text element is translatable when
// it has words of its own besides placeholders ("ATTACK", "Alone, upright: {vertical}").
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "i18n/pot_writer.hpp"
#include "model/card_set.hpp"
#include "model/template_library.hpp"

namespace dw {

// A text element printing a field, and the template it belongs to.
struct PrintedBox {
  std::string template_name;
  const Element* element = nullptr;
};

// For each card (by index in set.cards) the translatable fields and the boxes printing each.
using PrintedFields = std::vector<std::map<std::string, std::vector<PrintedBox>>>;
PrintedFields printed_text_fields(const CardSet& set, TemplateLibrary& templates);

// The file stem that names a template text in its context (where the text was written).
std::string template_text_owner(const Element& e);

// Card field messages, in card order and the set's field order, then template texts by template.
// `home` is the project folder (references outside the set are made relative to it).
std::vector<PotEntry> extract_card_messages(const CardSet& set, TemplateLibrary& templates, const std::filesystem::path& home);

// A path for a #: reference: relative to the set folder, else to the project folder.
std::string reference_path(const std::string& file, const std::filesystem::path& set_dir, const std::filesystem::path& home);

// "#." lines shared by every kind: icon tokens and placeholders to keep, emphasis marks.
void add_token_comments(const std::string& text, bool with_placeholders, std::vector<std::string>& comments);

}  // namespace dw
