// pod_manifest: the upload list of a print-on-demand image target (tgc, mpc), written beside its
// PNGs as <set>-upload.json: for each deck its back file and whether every card has it, and for
// each card its copies, front file and back file. The file names are those in the same folder,
// so every reference resolves there. Built with nlohmann::ordered_json: the text is
// deterministic (keys in the order below, cards and decks in the set's order).
//   {"service": "tgc", "set": "clashing-blades", "width": 825, "height": 1125, "ppi": 300,
//    "decks": [{"name": "duel", "back": "duel-back.png", "same_back": true, "copies": 30,
//               "cards": [{"id": "spade-a", "count": 1, "front": "001-spade-a-x1-front.png",
//                          "back": "duel-back.png"}, ...]}, ...]}
#pragma once

#include <string>
#include <vector>

namespace dw {

struct PodManifestCard {
  std::string id;
  int count = 0;
  std::string front;
  std::string back;
};

struct PodManifestDeck {
  std::string name;
  std::string back;       // the back most of its cards share
  bool same_back = true;  // every card has `back`
  std::vector<PodManifestCard> cards;
};

struct PodManifest {
  std::string service;  // "tgc", "mpc"
  std::string set;
  int width = 0, height = 0;  // px of every image
  int ppi = 0;
  std::vector<PodManifestDeck> decks;
};

// "clashing-blades-upload.json"
std::string pod_manifest_file_name(const std::string& set_id);

std::string pod_manifest_json(const PodManifest& manifest);

}  // namespace dw
