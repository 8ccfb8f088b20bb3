// content_cache (support/, tested beside the print targets that use it): what is stored is found
// again, shared payloads are stored once, nothing damaged is ever handed back (a truncated or
// altered blob, a key file of garbage) and damaged files are removed, eviction keeps exactly the
// entries this build used, and a folder that cannot be written costs the cache, not the build.
#include "support/content_cache.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/sha256.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

std::string key_of(const std::string& name) { return sha256_hex(name); }

std::size_t files_in(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return 0;
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

TEST(Sha256, KnownDigests) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_NE(Sha256().field("ab").field("c").hex(), Sha256().field("a").field("bc").hex());
  // A million 'a's (FIPS 180-2's long message), whole and added in uneven pieces.
  const std::string million(1000000, 'a');
  EXPECT_EQ(sha256_hex(million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  Sha256 pieces;
  for (std::size_t at = 0; at < million.size(); at += 777) pieces.add(std::string_view(million).substr(at, 777));
  EXPECT_EQ(pieces.hex(), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(ContentCache, StoredPayloadIsFoundAgainByANewCache) {
  TempDir dir;
  {
    ContentCache cache(dir.path());
    EXPECT_FALSE(cache.find(key_of("a")));
    cache.store(key_of("a"), "payload of a");
  }
  ContentCache again(dir.path());
  const auto found = again.find(key_of("a"));
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, "payload of a");
  EXPECT_EQ(again.stats().hits, 1u);
  EXPECT_FALSE(again.find(key_of("b")));
  EXPECT_EQ(again.stats().misses, 1u);
}

TEST(ContentCache, ShortAndEmptyPayloads) {
  TempDir dir;
  {
    ContentCache cache(dir.path());
    cache.store(key_of("one byte"), "7");  // a key file of 64 + 3 bytes: the shortest sound one
    cache.store(key_of("empty"), "");
  }
  ContentCache again(dir.path());
  EXPECT_EQ(again.find(key_of("one byte")).value_or("missed"), "7");
  EXPECT_EQ(again.find(key_of("empty")).value_or("missed"), "");
  EXPECT_EQ(again.stats().rejected, 0u);
}

TEST(ContentCache, EqualPayloadsShareOneBlob) {
  TempDir dir;
  ContentCache cache(dir.path());
  for (const char* card : {"one", "two", "three"}) cache.store(key_of(card), "the same back");
  EXPECT_EQ(files_in(dir.path() / "keys"), 3u);
  EXPECT_EQ(files_in(dir.path() / "blobs"), 1u);
}

class DamagedEntry : public ::testing::TestWithParam<int> {};

TEST_P(DamagedEntry, IsAMissAndRemoved) {
  TempDir dir;
  {
    ContentCache cache(dir.path());
    cache.store(key_of("a"), std::string(1000, 'x'));
  }
  const fs::path blob = dir.path() / "blobs" / sha256_hex(std::string(1000, 'x'));
  const fs::path key = dir.path() / "keys" / key_of("a");
  switch (GetParam()) {
    case 0: fs::resize_file(blob, 500); break;  // truncated
    case 1: {  // one byte changed, same size
      std::fstream f(blob, std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(10);
      f.put('y');
      break;
    }
    case 2: dir.write("keys/" + key_of("a"), "not a digest\n"); break;
    case 3: fs::remove(blob); break;
  }
  ContentCache cache(dir.path());
  EXPECT_FALSE(cache.find(key_of("a")));
  EXPECT_EQ(cache.stats().rejected, 1u);
  EXPECT_FALSE(fs::exists(key)) << "a damaged key is removed";
  if (GetParam() != 2) {
    EXPECT_FALSE(fs::exists(blob)) << "a damaged blob is removed";
  }
  // Stored again, it is whole again.
  cache.store(key_of("a"), std::string(1000, 'x'));
  ContentCache later(dir.path());
  ASSERT_TRUE(later.find(key_of("a")));
  EXPECT_EQ(*later.find(key_of("a")), std::string(1000, 'x'));
}

std::string damage_name(const ::testing::TestParamInfo<int>& info) {
  static const char* const kNames[] = {"TruncatedBlob", "AlteredBlob", "GarbageKey", "MissingBlob"};
  return kNames[info.param];
}

INSTANTIATE_TEST_SUITE_P(Kinds, DamagedEntry, ::testing::Values(0, 1, 2, 3), damage_name);

TEST(ContentCache, EvictionKeepsWhatThisBuildUsed) {
  TempDir dir;
  {
    ContentCache first(dir.path());
    first.store(key_of("kept"), "kept payload");
    first.store(key_of("found"), "found payload");
    first.store(key_of("dropped"), "dropped payload");
    first.store(key_of("dropped too"), "found payload");  // shares a blob with a kept key
  }
  ContentCache second(dir.path());
  ASSERT_TRUE(second.find(key_of("found")));
  second.store(key_of("kept"), "kept payload, new");
  // Two keys, the blob only "dropped" named and the one "kept" named before it was stored anew.
  EXPECT_EQ(second.evict_unused(), 4);
  EXPECT_EQ(files_in(dir.path() / "keys"), 2u);
  EXPECT_EQ(files_in(dir.path() / "blobs"), 2u);  // "found payload" and "kept payload, new"
  ContentCache third(dir.path());
  EXPECT_EQ(*third.find(key_of("kept")), "kept payload, new");
  EXPECT_EQ(*third.find(key_of("found")), "found payload");
  EXPECT_FALSE(third.find(key_of("dropped")));
}

// keep() holds an entry through eviction without reading it, so it trusts nothing: a damaged
// blob kept is still refused when it is found.
TEST(ContentCache, KeptEntriesSurviveEvictionAndAreStillChecked) {
  TempDir dir;
  {
    ContentCache first(dir.path());
    first.store(key_of("kept"), "kept payload");
    first.store(key_of("damaged"), "damaged payload");
    first.store(key_of("dropped"), "dropped payload");
  }
  dir.write("blobs/" + sha256_hex("damaged payload"), "damaged payloaX");
  ContentCache second(dir.path());
  second.keep(key_of("kept"));
  second.keep(key_of("damaged"));
  second.keep(key_of("never stored"));
  EXPECT_EQ(second.stats().hits + second.stats().misses, 0u) << "keep() finds nothing";
  EXPECT_EQ(second.evict_unused(), 2) << "the dropped key and its blob";
  EXPECT_EQ(files_in(dir.path() / "keys"), 2u);
  ContentCache third(dir.path());
  EXPECT_EQ(third.find(key_of("kept")).value_or("missed"), "kept payload");
  EXPECT_FALSE(third.find(key_of("damaged")));
  EXPECT_EQ(third.stats().rejected, 1u);
}

TEST(ContentCache, UnwritableFolderStopsStoringWithoutFailing) {
  TempDir dir;
  dir.write("cache", "a file where the cache folder should be");  // no folder can be made there
  ContentCache cache(dir.path() / "cache");
  EXPECT_NO_THROW(cache.store(key_of("a"), "payload"));
  EXPECT_TRUE(cache.stats().unwritable);
  EXPECT_FALSE(cache.find(key_of("a")));
}

TEST(ContentCache, RefusesKeysThatAreNotDigests) {
  TempDir dir;
  ContentCache cache(dir.path());
  EXPECT_THROW(cache.find("../escape"), std::logic_error);
  EXPECT_THROW(cache.store("short", "x"), std::logic_error);
  EXPECT_THROW(cache.keep("../escape"), std::logic_error);
}

}  // namespace
}  // namespace dw
