// End-to-end: `deckwright build --target tgc|mpc` on the Clashing Blades! set writes one front
// PNG per card and one back PNG per deck (each of its five cards files), of the service's exact
// pixel size with 300 ppi in pHYs, the bleed filled to the edge, byte-identical across builds,
// and an upload list whose every card names a front and a back that exist; a card with a back
// of its own gets a back file of its own; stale files of earlier builds go, and bad input leaves
// the previous images untouched.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include <nlohmann/json.hpp>

#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

const std::string kSetDir = std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades";

CommandResult build(const std::string& set_dir, const fs::path& out, const std::string& target) {
  return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set_dir) + " --target " + target +
                     " --out " + shell_quote(out.string()));
}

std::map<std::string, std::string> files_in(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out[e.path().filename().string()] = read_file(e.path());
  return out;
}

struct Service {
  const char* target;
  int width, height;
};

class BuildPod : public ::testing::TestWithParam<Service> {};

const std::vector<std::string> kDecks{"duel", "events", "extra-hearts", "health", "marcus-king"};

TEST_P(BuildPod, OneFrontPerCardOneBackPerDeckExactSizeAndPpi) {
  const Service& s = GetParam();
  TempDir out;
  const auto r = build(kSetDir, out.path(), s.target);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("wrote " + (out.path() / "clashing-blades" / s.target).string() + ": "));
  EXPECT_THAT(r.out, ::testing::HasSubstr(": 60 PNGs of ")) << r.out;
  EXPECT_THAT(r.out,
              ::testing::HasSubstr(" for 55 cards: the fronts, 5 deck backs; upload list clashing-blades-upload.json"))
      << r.out;
  EXPECT_FALSE(fs::exists(out.path() / "clashing-blades" / "clashing-blades-a4.pdf")) << "only the target asked for";
  const auto files = files_in(out.path() / "clashing-blades" / s.target);
  ASSERT_EQ(files.size(), 61u);  // 55 fronts, 5 deck backs, the upload list
  const std::regex front(R"((\d{3})-([a-z0-9_-]+)-x(\d+)-front\.png)");
  std::set<std::string> fronts, backs;
  for (const auto& [file, bytes] : files) {
    if (file == "clashing-blades-upload.json") continue;
    std::smatch m;
    if (std::regex_match(file, m, front)) {
      EXPECT_EQ(m[3], "1") << file;
      fronts.insert(m[1].str() + "-" + m[2].str());
    } else {
      backs.insert(file);
    }
    const PngInfo info = read_png_info(bytes);
    ASSERT_TRUE(info.valid) << file;
    EXPECT_EQ(info.width, s.width) << file;
    EXPECT_EQ(info.height, s.height) << file;
    EXPECT_EQ(info.color_type, 2) << file;
    ASSERT_TRUE(info.has_phys) << file;
    EXPECT_EQ(info.phys_x, 11811u) << file;
    EXPECT_EQ(info.phys_y, 11811u) << file;
    EXPECT_EQ(info.phys_unit, 1) << file;
  }
  EXPECT_EQ(fronts.size(), 55u);
  EXPECT_TRUE(fronts.count("001-spade-a"));
  EXPECT_TRUE(fronts.count("034-heart-9"));
  std::set<std::string> deck_backs;
  for (const std::string& deck : kDecks) deck_backs.insert(deck + "-back.png");
  EXPECT_EQ(backs, deck_backs) << "every card of a deck shares its back: one file per deck";
}

// The upload list: every card of the set once, in its deck, with a front and a back that exist
// in the folder; each deck's back is its own file and every card of it names that file.
TEST_P(BuildPod, UploadListNamesEveryCardsFilesAndTheyExist) {
  const Service& s = GetParam();
  TempDir out;
  ASSERT_EQ(build(kSetDir, out.path(), s.target).exit_code, 0);
  const fs::path dir = out.path() / "clashing-blades" / s.target;
  const auto list = nlohmann::json::parse(read_file(dir / "clashing-blades-upload.json"));
  EXPECT_EQ(list["service"], s.target);
  EXPECT_EQ(list["set"], "clashing-blades");
  EXPECT_EQ(list["width"], s.width);
  EXPECT_EQ(list["height"], s.height);
  EXPECT_EQ(list["ppi"], 300);
  std::vector<std::string> decks;
  std::set<std::string> fronts, named;
  int cards = 0;
  for (const auto& deck : list["decks"]) {
    decks.push_back(deck["name"]);
    EXPECT_EQ(deck["back"], deck["name"].get<std::string>() + "-back.png");
    EXPECT_EQ(deck["same_back"], true);
    int copies = 0;
    for (const auto& card : deck["cards"]) {
      ++cards;
      copies += card["count"].get<int>();
      EXPECT_EQ(card["back"], deck["back"]) << card["id"];
      EXPECT_TRUE(fronts.insert(card["front"]).second) << card["front"] << " listed twice";
      for (const char* face : {"front", "back"}) {
        named.insert(card[face]);
        EXPECT_TRUE(fs::is_regular_file(dir / card[face].get<std::string>())) << card[face];
      }
    }
    EXPECT_EQ(deck["copies"], copies);
  }
  EXPECT_EQ(decks, (std::vector<std::string>{"duel", "health", "extra-hearts", "events", "marcus-king"}))
      << "the set's order";
  EXPECT_EQ(cards, 55);
  auto files = files_in(dir);
  files.erase("clashing-blades-upload.json");
  EXPECT_EQ(named.size(), files.size()) << "no PNG the list leaves out";
}

// A card given a back of its own (one event back in the duel deck) keeps a back file of its own;
// the rest of its deck still shares one; the list says the deck's backs differ.
TEST_P(BuildPod, ACardWithAnotherBackGetsItsOwnBackFile) {
  const Service& s = GetParam();
  TempDir set, out;
  fs::copy(kSetDir, set.path(), fs::copy_options::recursive);
  std::string cards = read_file(set.path() / "cards" / "duel.toml");
  const std::size_t at = cards.find("id = \"spade-2\"\n");
  ASSERT_NE(at, std::string::npos);
  cards.insert(at, "back = \"event-back\"\n");
  set.write("cards/duel.toml", cards);
  const auto r = build(set.path().string(), out.path(), s.target);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr(": 61 PNGs of ")) << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("5 deck backs and 1 card back of their own;")) << r.out;
  const fs::path dir = out.path() / "clashing-blades" / s.target;
  const auto files = files_in(dir);
  EXPECT_EQ(files.size(), 62u);
  ASSERT_TRUE(files.count("002-spade-2-x1-back.png"));
  EXPECT_TRUE(files.at("002-spade-2-x1-back.png") == files.at("events-back.png")) << "the event back";
  EXPECT_FALSE(files.at("002-spade-2-x1-back.png") == files.at("duel-back.png"));
  const auto list = nlohmann::json::parse(files.at("clashing-blades-upload.json"));
  const auto& duel = list["decks"][0];
  ASSERT_EQ(duel["name"], "duel");
  EXPECT_EQ(duel["same_back"], false);
  for (const auto& card : duel["cards"])
    EXPECT_EQ(card["back"], card["id"] == "spade-2" ? "002-spade-2-x1-back.png" : "duel-back.png") << card["id"];
}

TEST_P(BuildPod, BleedReachesTheEdgeAndBuildsAreIdentical) {
  const Service& s = GetParam();
  TempDir out1, out2;
  ASSERT_EQ(build(kSetDir, out1.path(), s.target).exit_code, 0);
  ASSERT_EQ(build(kSetDir, out2.path(), s.target).exit_code, 0);
  const fs::path dir = out1.path() / "clashing-blades" / s.target;
  EXPECT_EQ(files_in(dir), files_in(out2.path() / "clashing-blades" / s.target)) << "two builds differ";
  // The set's bleed is 3 mm (35.4 px); the service wants a little more: the back's dark field
  // must reach every edge pixel, never white paper.
  PngPixels back((dir / "duel-back.png").string());
  ASSERT_TRUE(back.ok());
  const int w = back.width(), h = back.height();
  for (auto [x, y] : {std::pair{0, 0}, std::pair{w - 1, 0}, std::pair{0, h - 1}, std::pair{w - 1, h - 1},
                      std::pair{w / 2, 0}, std::pair{0, h / 2}, std::pair{w - 1, h / 2}, std::pair{w / 2, h - 1}}) {
    const std::uint32_t p = back.at(x, y);
    EXPECT_LT((p >> 16) & 0xFF, 0xC0) << x << "," << y;  // dark red, not white
    EXPECT_LT(p & 0xFF, 0x80) << x << "," << y;
    EXPECT_EQ(p, back.at(std::clamp(x, 4, w - 5), std::clamp(y, 4, h - 5))) << x << "," << y;
  }
}

INSTANTIATE_TEST_SUITE_P(Services, BuildPod, ::testing::Values(Service{"tgc", 825, 1125}, Service{"mpc", 822, 1122}),
                         [](const auto& param_info) { return std::string(param_info.param.target); });

TEST(BuildPod, StaleImagesRemovedOtherFilesKept) {
  TempDir out;
  const fs::path dir = out.path() / "clashing-blades" / "tgc";
  fs::create_directories(dir);
  out.write("clashing-blades/tgc/035-removed-card-x1-front.png", "old");
  out.write("clashing-blades/tgc/001-spade-a-x1-back.png", "a back of an earlier build, before one per deck");
  out.write("clashing-blades/tgc/old-set-upload.json", "{}");
  out.write("clashing-blades/tgc/upload-notes.txt", "mine");
  const auto r = build(kSetDir, out.path(), "tgc");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(fs::exists(dir / "035-removed-card-x1-front.png"));
  EXPECT_FALSE(fs::exists(dir / "001-spade-a-x1-back.png"));
  EXPECT_FALSE(fs::exists(dir / "old-set-upload.json"));
  EXPECT_TRUE(fs::exists(dir / "upload-notes.txt"));
  EXPECT_EQ(files_in(dir).size(), 62u);
}

TEST(BuildPod, BadInputLeavesThePreviousImagesUntouched) {
  TempDir set, out;
  fs::copy(kSetDir, set.path(), fs::copy_options::recursive);
  ASSERT_EQ(build(set.path().string(), out.path(), "tgc,mpc").exit_code, 0);
  const auto tgc_before = files_in(out.path() / "clashing-blades" / "tgc");
  const auto mpc_before = files_in(out.path() / "clashing-blades" / "mpc");
  std::string cards = read_file(set.path() / "cards" / "duel.toml");
  const std::size_t at = cards.find("\nvalue = 2\n") + 1;
  ASSERT_NE(at, 0u);
  const auto line = 1 + std::count(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(at), '\n');
  cards.replace(at, 9, "value = \"two\"");
  set.write("cards/duel.toml", cards);
  const auto bad = build(set.path().string(), out.path(), "tgc,mpc");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_THAT(bad.err, ::testing::HasSubstr((set.path() / "cards" / "duel.toml").string() + ":" + std::to_string(line) + ":9: error: ")) << bad.err;
  EXPECT_EQ(files_in(out.path() / "clashing-blades" / "tgc"), tgc_before);
  EXPECT_EQ(files_in(out.path() / "clashing-blades" / "mpc"), mpc_before);
}

TEST(BuildPod, UnknownTargetIsAUsageError) {
  TempDir out;
  const auto r = build(kSetDir, out.path(), "dtx");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("--target")) << r.err;
  EXPECT_FALSE(fs::exists(out.path() / "clashing-blades"));
}

}  // namespace
}  // namespace dw
