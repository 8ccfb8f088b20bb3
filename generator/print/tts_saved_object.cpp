// tts_saved_object: the saved-object JSON text.
#include "print/tts_saved_object.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace dw {

namespace {

using Json = nlohmann::ordered_json;

Json face_down_transform() {
  return Json{{"posX", 0}, {"posY", 1}, {"posZ", 0},   {"rotX", 0},   {"rotY", 180},
              {"rotZ", 180}, {"scaleX", 1}, {"scaleY", 1}, {"scaleZ", 1}};
}

Json custom_deck_entry(const TtsCustomDeck& d) {
  return Json{{"FaceURL", d.face_url},     {"BackURL", d.back_url},       {"NumWidth", d.columns},
              {"NumHeight", d.rows},       {"BackIsHidden", true},        {"UniqueBack", d.unique_back},
              {"Type", 0}};
}

const TtsCustomDeck& deck_of(const std::vector<TtsCustomDeck>& decks, int key) {
  for (const auto& d : decks)
    if (d.key == key) return d;
  throw std::logic_error("TTS card refers to a missing CustomDeck " + std::to_string(key));
}

Json card_object(const TtsCard& card, const std::vector<TtsCustomDeck>& decks) {
  Json custom = Json::object();
  custom[std::to_string(card.deck_key)] = custom_deck_entry(deck_of(decks, card.deck_key));
  return Json{{"Name", "Card"},         {"Transform", face_down_transform()}, {"Nickname", card.nickname},
              {"Description", ""},      {"GMNotes", card.gm_notes},           {"CardID", card.card_id},
              {"SidewaysCard", false},  {"HideWhenFaceDown", true},           {"Hands", true},
              {"CustomDeck", custom}};
}

}  // namespace

std::string tts_saved_object_json(const std::string& deck_name, const std::vector<TtsCustomDeck>& decks,
                                  const std::vector<TtsCard>& cards) {
  if (cards.empty()) throw std::logic_error("a TTS deck needs cards");
  Json object;
  if (cards.size() == 1) {
    object = card_object(cards.front(), decks);
  } else {
    Json ids = Json::array(), contained = Json::array(), custom = Json::object();
    for (const auto& d : decks) custom[std::to_string(d.key)] = custom_deck_entry(d);
    for (const auto& c : cards) {
      ids.push_back(c.card_id);
      contained.push_back(card_object(c, decks));
    }
    object = Json{{"Name", "DeckCustom"},     {"Transform", face_down_transform()},
                  {"Nickname", deck_name},    {"Description", ""},
                  {"SidewaysCard", false},    {"HideWhenFaceDown", true},
                  {"Hands", false},           {"DeckIDs", ids},
                  {"CustomDeck", custom},     {"ContainedObjects", contained}};
  }
  const Json save{{"SaveName", deck_name}, {"GameMode", ""},   {"Date", ""},         {"VersionNumber", ""},
                  {"Note", ""},            {"TabStates", Json::object()}, {"LuaScript", ""},
                  {"LuaScriptState", ""},  {"XmlUI", ""},      {"ObjectStates", Json::array({object})}};
  return save.dump(2) + "\n";
}

}  // namespace dw
