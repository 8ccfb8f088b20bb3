// End-to-end: `deckwright build --target tts`: the saved-object JSON parses, every CustomDeck
// names sheets that exist with the grid it declares (at most 10 x 7 cells, 4096 px a side, the
// hidden slot free), DeckIDs and ContainedObjects list every physical card; hosted URLs with
// --tts-base-url; several sheets and per-card backs for a larger synthetic set; `--target all`.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;
using nlohmann::json;

const std::string kSetDir = std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades";

CommandResult build(const std::string& set_dir, const fs::path& out, const std::string& extra) {
  return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set_dir) + " --out " +
                     shell_quote(out.string()) + " " + extra);
}

std::string path_of_file_url(const std::string& url) {
  EXPECT_EQ(url.rfind("file:///", 0), 0u) << url;
  std::string path;
  for (std::size_t i = 7; i < url.size(); ++i) {
    if (url[i] == '%' && i + 2 < url.size()) {
      path += static_cast<char>(std::stoi(url.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      path += url[i];
    }
  }
  return path;
}

struct DeckCheck {
  int physical_cards = 0;
  int sheets = 0;
  bool unique_back = false;
};

// Checks the deck against its images; `image_path` maps a URL to the file it names.
DeckCheck check_deck(const json& save, double card_aspect, const std::function<std::string(const std::string&)>& image_path) {
  DeckCheck result;
  const json& deck = save.at("ObjectStates").at(0);
  EXPECT_EQ(deck.at("Name"), "DeckCustom");
  const json& custom = deck.at("CustomDeck");
  std::map<std::string, std::pair<int, int>> grids;  // key -> columns, rows
  for (const auto& [key, entry] : custom.items()) {
    ++result.sheets;
    const int columns = entry.at("NumWidth"), rows = entry.at("NumHeight");
    EXPECT_GE(columns, 1);
    EXPECT_LE(columns, 10);
    EXPECT_GE(rows, 1);
    EXPECT_LE(rows, 7);
    grids[key] = {columns, rows};
    result.unique_back = entry.at("UniqueBack");
    const std::string face = image_path(entry.at("FaceURL").get<std::string>());
    const std::string back = image_path(entry.at("BackURL").get<std::string>());
    EXPECT_TRUE(fs::exists(face)) << face;
    EXPECT_TRUE(fs::exists(back)) << back;
    const PngInfo face_info = read_png_info(read_file(face));
    if (!face_info.valid) {
      ADD_FAILURE() << "not a PNG: " << face;
      continue;
    }
    EXPECT_LE(face_info.width, 4096);
    EXPECT_LE(face_info.height, 4096);
    EXPECT_EQ(face_info.width % columns, 0) << face;
    EXPECT_EQ(face_info.height % rows, 0) << face;
    const double cell_aspect = static_cast<double>(face_info.height / rows) / (face_info.width / columns);
    EXPECT_NEAR(cell_aspect, card_aspect, 0.01) << face;
    const PngInfo back_info = read_png_info(read_file(back));
    EXPECT_TRUE(back_info.valid) << back;
    if (entry.at("UniqueBack")) {
      EXPECT_EQ(back_info.width, face_info.width);
      EXPECT_EQ(back_info.height, face_info.height);
    } else {
      EXPECT_EQ(back_info.width, face_info.width / columns);
      EXPECT_EQ(back_info.height, face_info.height / rows);
    }
  }
  const json& ids = deck.at("DeckIDs");
  const json& cards = deck.at("ContainedObjects");
  EXPECT_EQ(ids.size(), cards.size());
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const json& card = cards[i];
    EXPECT_EQ(card.at("Name"), "Card");
    const int id = card.at("CardID");
    EXPECT_EQ(ids[i], id);
    const std::string key = std::to_string(id / 100);
    if (!grids.count(key) || !card.at("CustomDeck").contains(key)) {
      ADD_FAILURE() << "card " << id << " names a missing CustomDeck";
      continue;
    }
    const auto [columns, rows] = grids[key];
    EXPECT_LT(id % 100, columns * rows - 1) << "card " << id << " outside the sheet or in the hidden slot";
    EXPECT_EQ(card.at("CustomDeck").at(key), custom.at(key));
    EXPECT_FALSE(card.at("Nickname").get<std::string>().empty());
  }
  result.physical_cards = static_cast<int>(cards.size());
  return result;
}

TEST(BuildTts, ClashingBladesDeckLoadsItsSheets) {
  TempDir out;
  const auto r = build(kSetDir, out.path(), "--target tts");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path dir = out.path() / "clashing-blades" / "tts";
  EXPECT_THAT(r.out, ::testing::HasSubstr("wrote " + (dir / "clashing-blades.json").string() + ": "));
  const json save = json::parse(read_file(dir / "clashing-blades.json"));
  const DeckCheck deck = check_deck(save, 88.9 / 63.5, path_of_file_url);
  EXPECT_EQ(deck.physical_cards, 55);
  EXPECT_EQ(deck.sheets, 1);
  EXPECT_TRUE(deck.unique_back) << "the event cards have a back of their own";
  const json& entry = save["ObjectStates"][0]["CustomDeck"]["1"];
  // 55 faces and the hidden slot: 8 x 7 cells of 417 x 584 px, the largest TTS allows (ten
  // columns gave 409 x 573).
  EXPECT_EQ(entry["NumWidth"], 8);
  EXPECT_EQ(entry["NumHeight"], 7);
  EXPECT_EQ(save["ObjectStates"][0]["ContainedObjects"][0]["Nickname"], "Ace of Spades");

  // Cell 0 holds a card, cell 55 (the hidden slot, right after the last card) shows the dark back.
  PngPixels sheet(path_of_file_url(entry["FaceURL"]));
  ASSERT_TRUE(sheet.ok());
  EXPECT_EQ(sheet.width(), 8 * 417);
  EXPECT_EQ(sheet.height(), 7 * 584);
  const int cw = sheet.width() / 8, ch = sheet.height() / 7;
  EXPECT_NE(sheet.at(cw / 2, ch / 2), 0xFFFFFFu);
  EXPECT_LT((sheet.at(7 * cw + 3, 6 * ch + 3) >> 16) & 0xFF, 0xC0);

  // The back sheet: the duel cards (cell 0, the ace of spades) show the crimson back, the event
  // cards (cell 40, the jack of spades) the night-blue one. Sampled above the medallion, where
  // both backs show their field.
  PngPixels backs(path_of_file_url(entry["BackURL"]));
  ASSERT_TRUE(backs.ok());
  EXPECT_EQ(backs.width(), sheet.width()) << "backs at the faces' resolution";
  EXPECT_EQ(backs.height(), sheet.height());
  const int bw = backs.width() / 8, bh = backs.height() / 7;
  const auto red = [](std::uint32_t p) { return static_cast<int>((p >> 16) & 0xFF); };
  const auto blue = [](std::uint32_t p) { return static_cast<int>(p & 0xFF); };
  const std::uint32_t duel_back = backs.at(bw / 2, bh * 3 / 10);
  const std::uint32_t event_back = backs.at(bw / 2, 5 * bh + bh * 3 / 10);
  EXPECT_GT(red(duel_back), blue(duel_back) + 40) << std::hex << duel_back;
  EXPECT_GT(blue(event_back), red(event_back) + 20) << std::hex << event_back;
}

// The TTS cell size of every bundled set: the grid with the largest cells for its faces (ten
// columns gave 409 x 573 px to all but Duel Cards), the backs at the same resolution.
struct TtsCells {
  const char* set;
  int faces, columns, rows, cell_width, cell_height;
};

class BundledTtsCells : public ::testing::TestWithParam<TtsCells> {};

TEST_P(BundledTtsCells, LargestCellsForTheFaces) {
  const TtsCells want = GetParam();
  TempDir out;
  const auto r = build(std::string(DW_SOURCE_DIR) + "/cardsets/" + want.set, out.path(), "--target tts");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json save = json::parse(read_file(out.path() / want.set / "tts" / (std::string(want.set) + ".json")));
  const json& custom = save["ObjectStates"][0]["CustomDeck"];
  ASSERT_EQ(custom.size(), 1u);
  const json& entry = custom["1"];
  EXPECT_EQ(entry["NumWidth"], want.columns);
  EXPECT_EQ(entry["NumHeight"], want.rows);
  std::set<int> faces;
  for (const json& card : save["ObjectStates"][0]["ContainedObjects"]) faces.insert(card["CardID"].get<int>());
  EXPECT_EQ(static_cast<int>(faces.size()), want.faces);
  PngPixels sheet(path_of_file_url(entry["FaceURL"])), backs(path_of_file_url(entry["BackURL"]));
  ASSERT_TRUE(sheet.ok());
  ASSERT_TRUE(backs.ok());
  EXPECT_EQ(sheet.width(), want.columns * want.cell_width);
  EXPECT_EQ(sheet.height(), want.rows * want.cell_height);
  if (entry["UniqueBack"].get<bool>()) {
    EXPECT_EQ(backs.width(), sheet.width());
    EXPECT_EQ(backs.height(), sheet.height());
  } else {
    EXPECT_EQ(backs.width(), want.cell_width) << "one shared back, a cell's size";
    EXPECT_EQ(backs.height(), want.cell_height);
  }
}

INSTANTIATE_TEST_SUITE_P(Sets, BundledTtsCells,
                         ::testing::Values(TtsCells{"clash-of-steel", 27, 7, 4, 585, 819},
                                           TtsCells{"clashing-blades", 55, 8, 7, 417, 584},
                                           TtsCells{"clubs", 52, 9, 6, 455, 637},
                                           TtsCells{"duel-cards", 5, 2, 3, 750, 1050},
                                           TtsCells{"en-garde", 16, 5, 4, 731, 1023},
                                           TtsCells{"german-whist", 52, 9, 6, 455, 637},
                                           TtsCells{"crazy-eights", 52, 9, 6, 455, 637}),
                         [](const ::testing::TestParamInfo<TtsCells>& param_info) {
                           std::string name = param_info.param.set;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(BuildTts, HostedUrlsAndIdenticalBuilds) {
  TempDir out1, out2;
  const std::string base = "--target tts --tts-base-url https://cards.example.org/cb/";
  ASSERT_EQ(build(kSetDir, out1.path(), base).exit_code, 0);
  ASSERT_EQ(build(kSetDir, out2.path(), base).exit_code, 0);
  const fs::path dir1 = out1.path() / "clashing-blades" / "tts", dir2 = out2.path() / "clashing-blades" / "tts";
  const std::string text = read_file(dir1 / "clashing-blades.json");
  EXPECT_EQ(text, read_file(dir2 / "clashing-blades.json"));
  const json save = json::parse(text);
  check_deck(save, 88.9 / 63.5, [&](const std::string& url) {
    const std::string prefix = "https://cards.example.org/cb/";
    EXPECT_EQ(url.rfind(prefix, 0), 0u) << url;
    EXPECT_EQ(url.find('/', prefix.size()), std::string::npos) << url;
    const std::string name = url.substr(prefix.size());
    EXPECT_EQ(read_file(dir1 / name), read_file(dir2 / name)) << name;
    return (dir1 / name).string();
  });
}

TEST(BuildTts, BaseUrlMustBeHttp) {
  TempDir out;
  const auto r = build(kSetDir, out.path(), "--target tts --tts-base-url ftp://example.org/");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("--tts-base-url")) << r.err;
}

// A synthetic set: 80 cards (two sheets), some with several copies, each back naming its card.
void write_big_set(const TempDir& set, bool backs_differ) {
  set.write("set.toml", R"(id = "big"
title = "Big"
version = "2.0"
ruleset = "none"

[card]
size = "bridge"
bleed = "3mm"

[print]
back = "back"

[fields]
name = { type = "string", required = true }
)");
  std::string cards;
  for (int i = 1; i <= 80; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\ncount = " + std::to_string(i % 3 + 1) +
             "\nkind = \"face\"\nname = \"Card " + std::to_string(i) + "\"\n\n";
  set.write("cards/cards.toml", cards);
  set.write("templates/face.toml", R"([[element]]
type = "rect"
fill = "ivory"
stroke = "black"

[[element]]
type = "text"
text = "{name}"
font = "Linux Libertine O"
size = 12
)");
  set.write("templates/back.toml", std::string("[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#203040\"\n") +
                                       (backs_differ ? "\n[[element]]\ntype = \"text\"\ntext = \"{id}\"\n"
                                                       "font = \"Linux Libertine O\"\nsize = 12\ncolor = \"white\"\n"
                                                     : ""));
}

TEST(BuildTts, TwoSheetsSharedBack) {
  TempDir set, out;
  write_big_set(set, false);
  const auto r = build(set.path().string(), out.path(), "--target tts");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json save = json::parse(read_file(out.path() / "big" / "tts" / "big.json"));
  const DeckCheck deck = check_deck(save, 88.9 / 57.15, path_of_file_url);
  EXPECT_EQ(deck.sheets, 2);
  EXPECT_EQ(deck.physical_cards, 161);  // counts 2, 3, 1, 2, 3, 1 ... for 80 cards
  EXPECT_FALSE(deck.unique_back);
  const json& custom = save["ObjectStates"][0]["CustomDeck"];
  EXPECT_EQ(custom["1"]["NumWidth"], 10);
  EXPECT_EQ(custom["1"]["NumHeight"], 7);
  EXPECT_EQ(custom["2"]["NumWidth"], 4);  // 11 cards and the hidden slot: the largest cells
  EXPECT_EQ(custom["2"]["NumHeight"], 3);
  EXPECT_EQ(custom["1"]["BackURL"], custom["2"]["BackURL"]);
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(out.path() / "big" / "tts")) ++files;
  EXPECT_EQ(files, 4u);  // two face sheets, one back, the JSON
}

TEST(BuildTts, BacksThatDifferGetBackSheetsAndStaleSheetsGo) {
  TempDir set, out;
  write_big_set(set, false);
  ASSERT_EQ(build(set.path().string(), out.path(), "--target tts").exit_code, 0);
  write_big_set(set, true);
  const auto r = build(set.path().string(), out.path(), "--target tts");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json save = json::parse(read_file(out.path() / "big" / "tts" / "big.json"));
  const DeckCheck deck = check_deck(save, 88.9 / 57.15, path_of_file_url);
  EXPECT_TRUE(deck.unique_back);
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(out.path() / "big" / "tts")) ++files;
  EXPECT_EQ(files, 5u) << "two face sheets, two back sheets, the JSON; the old files removed";
}

TEST(BuildTarget, AllBuildsEveryTarget) {
  TempDir out;
  const auto r = build(kSetDir, out.path(), "--target all --paper all");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path dir = out.path() / "clashing-blades";
  for (const char* paper : {"a4", "letter"}) {
    const fs::path pdf = dir / (std::string("clashing-blades-") + paper + ".pdf");
    ASSERT_TRUE(fs::exists(pdf));
    const auto check = run_command("qpdf --check " + shell_quote(pdf.string()));
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  }
  EXPECT_TRUE(fs::exists(dir / "tgc" / "001-spade-a-x1-front.png"));
  EXPECT_TRUE(fs::exists(dir / "mpc" / "health-back.png"));
  EXPECT_TRUE(fs::exists(dir / "tts" / "clashing-blades.json"));
}

TEST(BuildTarget, VerboseNamesEveryTarget) {
  TempDir out;
  const auto r = build(kSetDir, out.path(), "--target pnp,tts -v");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("wrote " + (out.path() / "clashing-blades" / "clashing-blades-a4.pdf").string()))
      << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("wrote " + (out.path() / "clashing-blades" / "tts" / "clashing-blades.json").string() +
                       ": 55 cards, 55 faces on 1 sheets"))
      << r.out;
}

}  // namespace
}  // namespace dw
