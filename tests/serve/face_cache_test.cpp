// Tests of the face cache's keys (serve/face_inputs), its store (serve/face_cache) and of the
// preview builder using them: a rebuild draws only the cards whose content changed.
#include "serve/face_cache.hpp"

#include <gtest/gtest.h>

#include "cli/tiny_set.hpp"
#include "model/card_set_loader.hpp"
#include "serve/face_inputs.hpp"
#include "serve/preview_builder.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

const fs::path kHome = DW_SOURCE_DIR;

// The key of every card of the set as its files are now.
std::map<std::string, std::string> keys_of(const testing::TempDir& dir, FileHashes& hashes) {
  Diagnostics warnings;
  const CardSet set = load_card_set(dir.path(), warnings);
  const FaceInputs inputs = gather_face_inputs(set, kHome, hashes);
  std::map<std::string, std::string> keys;
  for (const auto& card : set.cards) keys[card.id] = face_key(card, set, inputs);
  return keys;
}

class FaceKeys : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::write_tiny_set(set);
    set.write("art/one.png", "the art of card one");
    before = keys_of(set, hashes);
  }
  testing::TempDir set;
  FileHashes hashes;
  std::map<std::string, std::string> before;
};

TEST_F(FaceKeys, EditingACardChangesOnlyItsKey) {
  std::string cards = testing::kCards;
  cards.replace(cards.find("\"Two\""), 5, "\"Deux\"");
  set.write("cards/cards.toml", cards);
  const auto after = keys_of(set, hashes);
  EXPECT_EQ(after.at("one"), before.at("one"));
  EXPECT_NE(after.at("two"), before.at("two"));
}

TEST_F(FaceKeys, MovingACardInItsFileKeepsItsKey) {
  set.write("cards/cards.toml", std::string("# a comment\n\n# and another\n") + testing::kCards);
  EXPECT_EQ(keys_of(set, hashes), before);
}

TEST_F(FaceKeys, ATemplateChangeChangesEveryKey) {
  set.write("templates/face.toml", std::string(testing::kFace) + "\n[[element]]\ntype = \"rect\"\nfill = \"red\"\n");
  const auto after = keys_of(set, hashes);
  EXPECT_NE(after.at("one"), before.at("one"));
  EXPECT_NE(after.at("two"), before.at("two"));
}

TEST_F(FaceKeys, ArtEveryCardUsesChangesEveryKey) {
  set.write("art/icon.svg", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'/>");
  const auto after = keys_of(set, hashes);
  EXPECT_NE(after.at("one"), before.at("one"));
  EXPECT_NE(after.at("two"), before.at("two"));
}

TEST_F(FaceKeys, ArtNamedAfterACardChangesOnlyItsKey) {
  set.write("art/one.png", "the new art of card one");
  const auto after = keys_of(set, hashes);
  EXPECT_NE(after.at("one"), before.at("one"));
  EXPECT_EQ(after.at("two"), before.at("two"));
}

TEST_F(FaceKeys, TranslationsAndTheBookletDoNotChangeKeys) {
  set.write("locales/de.po", "msgid \"\"\nmsgstr \"\"\n");
  set.write("booklet/rules.md", "# Rules\n");
  EXPECT_EQ(keys_of(set, hashes), before);
}

TEST(FaceCache, KeepsOnlyTheKeysStillInUse) {
  FaceCache cache;
  cache.store("a", std::make_shared<DrawnFaces>());
  cache.store("b", std::make_shared<DrawnFaces>());
  EXPECT_NE(cache.find("a"), nullptr);
  cache.keep_only({"b"});
  EXPECT_EQ(cache.find("a"), nullptr);
  EXPECT_NE(cache.find("b"), nullptr);
  EXPECT_EQ(cache.size(), 1u);
}

TEST(FaceCache, DiagnosticsMoveWithTheirCard) {
  DrawnFaces faces;
  faces.card_at = SourcePos{"set/cards/a.toml", 10, 1};
  faces.diagnostics.push_back(warning_diagnostic(SourcePos{"set/cards/a.toml", 14, 8}, "text overflows", {}, "a"));
  faces.diagnostics.push_back(warning_diagnostic(SourcePos{"set/templates/t.toml", 3, 1}, "font fallback", {}, "a"));
  Card moved;
  moved.id = "a";
  moved.where = SourcePos{"set/cards/a.toml", 13, 1};
  const auto placed = placed_diagnostics(faces, moved);
  EXPECT_EQ(placed[0].where.line, 17);
  EXPECT_EQ(placed[1].where.line, 3);  // another file's line does not move
}

class PreviewRebuild : public ::testing::Test {
 protected:
  void SetUp() override { testing::write_tiny_set(set); }
  testing::TempDir set;
  AssetStore assets;
};

TEST_F(PreviewRebuild, DrawsOnlyTheCardsThatChanged) {
  PreviewBuilder builder(set.path(), 72, assets);
  const PreviewState first = builder.rebuild();
  ASSERT_TRUE(first.loaded);
  EXPECT_EQ(first.drawn, 2u);
  EXPECT_EQ(builder.rebuild().drawn, 0u);

  std::string cards = testing::kCards;
  cards.replace(cards.find("\"Two\""), 5, "\"Deux\"");
  set.write("cards/cards.toml", cards);
  const PreviewState edited = builder.rebuild();
  EXPECT_EQ(edited.drawn, 1u);
  ASSERT_EQ(edited.cards.size(), 2u);
  EXPECT_EQ(edited.cards[0].front, first.cards[0].front);  // the same picture, from the cache
  EXPECT_NE(edited.cards[1].front, first.cards[1].front);
  EXPECT_EQ(edited.cards[1].caption, "Deux");
  EXPECT_TRUE(assets.find(edited.cards[1].front).has_value());
}

TEST_F(PreviewRebuild, ACardWithAnErrorShowsItInItsPlaceAndTheOthersAreDrawn) {
  PreviewBuilder builder(set.path(), 72, assets);
  ASSERT_EQ(builder.rebuild().drawn, 2u);
  std::string cards = testing::kCards;
  cards.replace(cards.find("id = \"two\"\n"), 11, "id = \"two\"\ntemplate = \"no-such-template\"\n");
  cards.replace(cards.find("\"One\""), 5, "\"Uno\"");
  set.write("cards/cards.toml", cards);
  const PreviewState state = builder.rebuild();
  ASSERT_EQ(state.cards.size(), 2u);
  EXPECT_EQ(state.drawn, 1u);
  EXPECT_FALSE(state.cards[0].front.empty());
  EXPECT_FALSE(state.cards[0].stale);
  ASSERT_FALSE(state.cards[1].problems.empty());
  EXPECT_EQ(state.cards[1].problems[0].severity, Severity::error);
  EXPECT_EQ(state.cards[1].problems[0].card_id, "two");
  EXPECT_TRUE(state.cards[1].stale);  // its picture is the last one drawn

  // Fixing the error finds card two's faces of the build before, in the cache.
  const std::string wrong_template = "template = \"no-such-template\"\n";
  cards.erase(cards.find(wrong_template), wrong_template.size());
  set.write("cards/cards.toml", cards);
  const PreviewState fixed = builder.rebuild();
  EXPECT_EQ(fixed.drawn, 0u);
  EXPECT_FALSE(fixed.cards[1].stale);
  EXPECT_TRUE(fixed.cards[1].problems.empty());
}

TEST_F(PreviewRebuild, ASetThatDoesNotLoadKeepsItsLastCardsAndRecovers) {
  PreviewBuilder builder(set.path(), 72, assets);
  const PreviewState good = builder.rebuild();
  set.write("cards/cards.toml", std::string(testing::kCards) + "\n[[card]\n");
  const PreviewState broken = builder.rebuild();
  EXPECT_FALSE(broken.loaded);
  ASSERT_EQ(broken.cards.size(), 2u);
  EXPECT_TRUE(broken.cards[0].stale);
  EXPECT_EQ(broken.cards[0].front, good.cards[0].front);
  ASSERT_FALSE(broken.diagnostics.empty());
  EXPECT_NE(broken.diagnostics[0].where.file.find("cards.toml"), std::string::npos);
  EXPECT_GT(broken.diagnostics[0].where.line, 0);
  EXPECT_TRUE(assets.find(good.cards[0].front).has_value());

  set.write("cards/cards.toml", testing::kCards);
  const PreviewState fixed = builder.rebuild();
  EXPECT_TRUE(fixed.loaded);
  EXPECT_EQ(fixed.drawn, 0u);
  EXPECT_FALSE(fixed.cards[0].stale);
  EXPECT_TRUE(fixed.diagnostics.empty());
}

TEST_F(PreviewRebuild, ALongRebuildShowsTheCardsDrawnSoFar) {
  PreviewBuilder builder(set.path(), 72, assets);
  builder.set_progress_interval(std::chrono::milliseconds(0));  // after every card drawn
  std::vector<PreviewState> shown;
  const auto keep = [&](const PreviewState& so_far) { shown.push_back(so_far); };
  const PreviewState first = builder.rebuild(keep);
  ASSERT_EQ(shown.size(), 2u);
  EXPECT_TRUE(shown[0].partial);
  EXPECT_FALSE(shown[0].cards[0].front.empty());
  EXPECT_TRUE(shown[0].cards[1].front.empty());  // not drawn yet, and never drawn before
  EXPECT_FALSE(first.partial);

  // Both cards renamed: until the second is drawn again it shows as it was, its caption too.
  std::string cards = testing::kCards;
  cards.replace(cards.find("\"One\""), 5, "\"Uno\"");
  cards.replace(cards.find("\"Two\""), 5, "\"Deux\"");
  set.write("cards/cards.toml", cards);
  shown.clear();
  const PreviewState renamed = builder.rebuild(keep);
  ASSERT_EQ(shown.size(), 2u);
  EXPECT_EQ(shown[0].cards[0].caption, "Uno");
  EXPECT_NE(shown[0].cards[0].front, first.cards[0].front);
  EXPECT_EQ(shown[0].cards[1].caption, "Two");
  EXPECT_EQ(shown[0].cards[1].front, first.cards[1].front);
  EXPECT_TRUE(shown[0].cards[1].stale);
  EXPECT_TRUE(assets.find(renamed.cards[1].front).has_value());
  EXPECT_EQ(renamed.cards[1].caption, "Deux");
  EXPECT_FALSE(renamed.cards[1].stale);
}

}  // namespace
}  // namespace dw
