// Pins edit distance and the "did you mean" threshold.
#include "model/suggest.hpp"

#include <gtest/gtest.h>

namespace dw {
namespace {

TEST(Suggest, EditDistance) {
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(edit_distance("same", "same"), 0u);
}

TEST(Suggest, ClosestWithinReach) {
  EXPECT_EQ(closest_match("cuont", {"count", "kind", "id"}), "count");
  EXPECT_EQ(closest_match("zzzzzz", {"count", "kind", "id"}), "");
  EXPECT_EQ(did_you_mean("knd", {"count", "kind"}), " (did you mean 'kind'?)");
}

}  // namespace
}  // namespace dw
