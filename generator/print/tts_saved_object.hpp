// tts_saved_object: the Tabletop Simulator saved-object JSON of one deck (what TTS writes to
// "Saves/Saved Objects/<name>.json" and loads from there): a DeckCustom whose CustomDeck entries
// name the face sheets and backs, DeckIDs listing every physical card top to bottom, and one
// "Card" object per physical card in ContainedObjects. A deck of a single card is saved as that
// Card. Built with nlohmann::ordered_json, so the text is deterministic.
#pragma once

#include <string>
#include <vector>

namespace dw {

struct TtsCustomDeck {
  int key = 1;  // "1", "2" ... one per face sheet
  std::string face_url;
  std::string back_url;  // one back image, or a sheet of backs when unique_back
  int columns = 0;
  int rows = 0;
  bool unique_back = false;
};

struct TtsCard {
  int card_id = 0;  // tts_card_id(deck key, slot)
  int deck_key = 1;
  std::string nickname;  // shown in TTS when hovering
  std::string gm_notes;  // the card id in the set, for scripts
};

std::string tts_saved_object_json(const std::string& deck_name, const std::vector<TtsCustomDeck>& decks,
                                  const std::vector<TtsCard>& cards);

}  // namespace dw
