// pod_manifest: the upload list's JSON text.
#include "print/pod_manifest.hpp"

#include <nlohmann/json.hpp>

namespace dw {

std::string pod_manifest_file_name(const std::string& set_id) { return set_id + "-upload.json"; }

std::string pod_manifest_json(const PodManifest& manifest) {
  using Json = nlohmann::ordered_json;
  Json decks = Json::array();
  for (const PodManifestDeck& deck : manifest.decks) {
    Json cards = Json::array();
    int copies = 0;
    for (const PodManifestCard& card : deck.cards) {
      cards.push_back(Json{{"id", card.id}, {"count", card.count}, {"front", card.front}, {"back", card.back}});
      copies += card.count;
    }
    decks.push_back(Json{
        {"name", deck.name}, {"back", deck.back}, {"same_back", deck.same_back}, {"copies", copies}, {"cards", cards}});
  }
  const Json object{{"service", manifest.service}, {"set", manifest.set}, {"width", manifest.width},
                    {"height", manifest.height},   {"ppi", manifest.ppi}, {"decks", decks}};
  return object.dump(1) + "\n";
}

}  // namespace dw
