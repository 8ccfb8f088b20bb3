// face_inputs: what a card's drawn faces depend on, as the key of the face cache. A card's key is
// its own data (id, count, kind, the templates its faces resolve to, its fields and rules; not
// where in its file it is written) with the fingerprints of the files its faces may read:
//   - images (PNG, JPEG, SVG) named after the card, whose path, file name or stem equals its id,
//     its kind or one of its field or rules strings, count for that card alone;
//   - every other file of the set's folder, of its bases and of the project's card templates
//     (set.toml, templates, icons, art used by every card) counts for every card.
// Left out: the card files (the cards' data is in their keys; set.toml always counts), the
// locales/ and booklet/ folders (faces in the set's own words never read them), hidden files and
// editor backups ("~"). With [print] uniform_sizes, where one card's text size depends on its
// template's other cards, every card's data counts for every card.
// The one case a key misses: an image named after card A that a template draws on card B under a
// name built from something B's data does not hold (B keeps its old face until it changes).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "serve/content_hash.hpp"

namespace dw {

// Files looked at per folder tree; a (hostile) tree with more has the rest left out of the keys.
inline constexpr std::size_t kMaxInputFiles = 20000;

struct FaceInputs {
  std::uint64_t shared = kFnvOffsetBasis;             // the files every card's faces may read
  std::map<std::string, std::uint64_t> per_card;      // card id -> its own images
  std::vector<std::filesystem::path> folders;         // the trees looked at (to be watched)
};

// The folders whose files a set's faces may read: the set's, its bases', the project's card
// templates.
std::vector<std::filesystem::path> face_input_folders(const CardSet& set, const std::filesystem::path& home);

FaceInputs gather_face_inputs(const CardSet& set, const std::filesystem::path& home, FileHashes& hashes);

// The card's key: equal keys draw equal faces.
std::string face_key(const Card& card, const CardSet& set, const FaceInputs& inputs);

}  // namespace dw
