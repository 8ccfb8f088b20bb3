// pod_manifest: the upload list's text, key for key, with each deck's copies summed from its
// cards; and its file name.
#include "print/pod_manifest.hpp"

#include <gtest/gtest.h>

namespace dw {
namespace {

TEST(PodManifest, DecksAndCardsInOrderWithTheirFiles) {
  PodManifest manifest{"mpc", "tiny", 822, 1122, 300, {}};
  manifest.decks.push_back(PodManifestDeck{"cards",
                                           "cards-back.png",
                                           false,
                                           {{"one", 2, "001-one-x2-front.png", "cards-back.png"},
                                            {"two", 1, "002-two-x1-front.png", "002-two-x1-back.png"}}});
  EXPECT_EQ(pod_manifest_json(manifest), R"({
 "service": "mpc",
 "set": "tiny",
 "width": 822,
 "height": 1122,
 "ppi": 300,
 "decks": [
  {
   "name": "cards",
   "back": "cards-back.png",
   "same_back": false,
   "copies": 3,
   "cards": [
    {
     "id": "one",
     "count": 2,
     "front": "001-one-x2-front.png",
     "back": "cards-back.png"
    },
    {
     "id": "two",
     "count": 1,
     "front": "002-two-x1-front.png",
     "back": "002-two-x1-back.png"
    }
   ]
  }
 ]
}
)");
}

TEST(PodManifest, FileName) { EXPECT_EQ(pod_manifest_file_name("clashing-blades"), "clashing-blades-upload.json"); }

}  // namespace
}  // namespace dw
