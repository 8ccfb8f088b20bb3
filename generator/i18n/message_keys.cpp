// message_keys: building the contexts.
#include "i18n/message_keys.hpp"

namespace dw {

std::string card_field_context(const std::string& card_id, const std::string& field) { return card_id + "|" + field; }
std::string template_text_context(const std::string& template_file_stem, const std::string& element) {
  return "template:" + template_file_stem + "|" + element;
}
std::string tracker_context(const std::string& tracker_id, const std::string& key) { return "tracker:" + tracker_id + "|" + key; }
std::string aid_context(const std::string& aid_file_stem, const std::string& key) { return "aid:" + aid_file_stem + "|" + key; }
std::string booklet_context(const std::string& key) { return "booklet|" + key; }
std::string set_context(const std::string& key) { return "set|" + key; }
std::string sheet_context(const std::string& key) { return "sheet|" + key; }

}  // namespace dw
