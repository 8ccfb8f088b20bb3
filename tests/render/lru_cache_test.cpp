// Pins render/lru_cache: at most `capacity` values, the least recently used (found or put)
// forgotten first, a put under a known key replacing its value.
#include "render/lru_cache.hpp"

#include <gtest/gtest.h>

#include <memory>

namespace dw {
namespace {

TEST(LruCache, FindsWhatWasPut) {
  LruCache<int> cache(2);
  EXPECT_EQ(cache.find("a"), nullptr);
  cache.put("a", 1);
  ASSERT_NE(cache.find("a"), nullptr);
  EXPECT_EQ(*cache.find("a"), 1);
  cache.put("a", 2);
  EXPECT_EQ(*cache.find("a"), 2);
  EXPECT_EQ(cache.size(), 1u);
}

TEST(LruCache, ForgetsTheLeastRecentlyUsedWhenFull) {
  LruCache<int> cache(2);
  cache.put("a", 1);
  cache.put("b", 2);
  cache.find("a");  // b is now the least recently used
  cache.put("c", 3);
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.find("b"), nullptr);
  ASSERT_NE(cache.find("a"), nullptr);
  ASSERT_NE(cache.find("c"), nullptr);
  cache.put("a", 4);  // a put counts as a use too: c goes next
  cache.put("d", 5);
  EXPECT_EQ(cache.find("c"), nullptr);
  EXPECT_EQ(*cache.find("a"), 4);
}

TEST(LruCache, HoldsValuesThatOnlyMove) {
  LruCache<std::unique_ptr<int>> cache(1);
  cache.put("a", std::make_unique<int>(7));
  ASSERT_NE(cache.find("a"), nullptr);
  EXPECT_EQ(**cache.find("a"), 7);
  cache.put("b", std::make_unique<int>(8));
  EXPECT_EQ(cache.find("a"), nullptr);
}

}  // namespace
}  // namespace dw
