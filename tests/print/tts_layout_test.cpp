// tts_layout and tts_saved_object: sheet grids stay within 10 x 7 and 4096 px, keep the hidden
// slot free and the card's proportions; the saved object has the shape TTS loads.
#include "print/tts_layout.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "print/tts_export.hpp"
#include "print/tts_saved_object.hpp"

namespace dw {
namespace {

const SizePt kPoker{mm_to_pt(63.5), mm_to_pt(88.9)};

TEST(TtsLayout, ClashingBladesGetsTheGridWithTheLargestCells) {
  // 34 faces and the hidden slot: 7 x 5 cells of 585 px (4096 / 7) where ten columns gave 409.
  const auto sheets = plan_tts_sheets(34, kPoker);
  ASSERT_EQ(sheets.size(), 1u);
  const TtsSheet& s = sheets[0];
  EXPECT_EQ(s.columns, 7);
  EXPECT_EQ(s.rows, 5);
  EXPECT_EQ(s.cell_width, 585);  // 4096 / 7
  EXPECT_EQ(s.cell_height, 819);  // 585 * 3.5 / 2.5
  EXPECT_EQ(s.width(), 4095);
  EXPECT_EQ(s.height(), 4095);
  EXPECT_EQ(s.hidden_slot(), 34);
  EXPECT_EQ(s.cell_x(34), 6 * 585);
  EXPECT_EQ(s.cell_y(34), 4 * 819);
}

TEST(TtsLayout, EnGardesSixteenFacesGetFiveByFourCells) {
  // 16 faces and the hidden slot: 5 x 4 cells of 731 x 1023 px (4096 / 4 rows / 1.4); ten columns
  // gave 409 x 573, six by three 682 x 955.
  const auto sheets = plan_tts_sheets(16, kPoker);
  ASSERT_EQ(sheets.size(), 1u);
  EXPECT_EQ(sheets[0].columns, 5);
  EXPECT_EQ(sheets[0].rows, 4);
  EXPECT_EQ(sheets[0].cell_width, 731);
  EXPECT_EQ(sheets[0].cell_height, 1023);
}

// No grid of 2 x 2 to 10 x 7 that holds the faces and the hidden slot has larger cells.
TEST(TtsLayout, NoGridHasLargerCells) {
  for (int faces = 1; faces <= 69; ++faces) {
    const TtsSheet s = plan_tts_sheets(faces, kPoker).front();
    for (int columns = 2; columns <= 10; ++columns)
      for (int rows = 2; rows <= 7; ++rows) {
        if (columns * rows < faces + 1) continue;
        const int width = std::min({4096 / columns, static_cast<int>(4096 / rows / 1.4), 750});
        EXPECT_LE(width, s.cell_width) << faces << " faces, " << columns << " x " << rows;
      }
  }
}

TEST(TtsLayout, SixtyNineCardsPerSheetAndTheHiddenSlotStaysFree) {
  auto sheets = plan_tts_sheets(69, kPoker);
  ASSERT_EQ(sheets.size(), 1u);
  EXPECT_EQ(sheets[0].columns * sheets[0].rows, 70);
  EXPECT_EQ(sheets[0].count, 69);
  sheets = plan_tts_sheets(70, kPoker);
  ASSERT_EQ(sheets.size(), 2u);
  EXPECT_EQ(sheets[1].first, 69);
  EXPECT_EQ(sheets[1].count, 1);
  EXPECT_EQ(sheets[1].columns, 2);
  EXPECT_EQ(sheets[1].rows, 2);
  EXPECT_EQ(sheets[1].cell_width, sheets[0].cell_width) << "one cell size for the deck";
  EXPECT_EQ(sheets[1].cell_height, sheets[0].cell_height);
}

TEST(TtsLayout, OneCardStillGetsAHiddenSlotAndAtMostThreeHundredPpi) {
  const auto sheets = plan_tts_sheets(1, kPoker);
  ASSERT_EQ(sheets.size(), 1u);
  EXPECT_EQ(sheets[0].columns, 2);
  EXPECT_EQ(sheets[0].rows, 2);
  EXPECT_EQ(sheets[0].cell_width, 750);
  EXPECT_EQ(sheets[0].cell_height, 1050);
}

TEST(TtsLayout, LimitsHoldForEverySizeAndCount) {
  for (const auto& name : card_size_names()) {
    const SizePt card = *named_card_size(name);
    for (int faces = 1; faces <= 300; ++faces) {
      const auto sheets = plan_tts_sheets(faces, card);
      int total = 0;
      for (const TtsSheet& s : sheets) {
        EXPECT_EQ(s.first, total) << name << " " << faces;
        total += s.count;
        EXPECT_GE(s.columns, 2);
        EXPECT_LE(s.columns, 10) << name << " " << faces;
        EXPECT_GE(s.rows, 2);
        EXPECT_LE(s.rows, 7) << name << " " << faces;
        EXPECT_LE(s.width(), 4096) << name << " " << faces;
        EXPECT_LE(s.height(), 4096) << name << " " << faces;
        EXPECT_LT(s.count, s.columns * s.rows) << "hidden slot taken: " << name << " " << faces;
        EXPECT_GE(s.count, 1);
        EXPECT_NEAR(s.cell_height, s.cell_width * card.height / card.width, 1.0) << name << " " << faces;
      }
      EXPECT_EQ(total, faces);
    }
  }
}

TEST(TtsLayout, CardIds) {
  EXPECT_EQ(tts_card_id(1, 0), 100);
  EXPECT_EQ(tts_card_id(3, 68), 368);
}

TEST(TtsSavedObject, DeckShape) {
  const std::vector<TtsCustomDeck> decks = {{1, "https://h/f1.png", "https://h/b.png", 10, 7, false},
                                            {2, "https://h/f2.png", "https://h/b.png", 2, 2, false}};
  const std::vector<TtsCard> cards = {{100, 1, "One", "one"}, {100, 1, "One", "one"}, {200, 2, "Two", "two"}};
  const auto j = nlohmann::json::parse(tts_saved_object_json("Tiny 1.0", decks, cards));
  ASSERT_EQ(j["ObjectStates"].size(), 1u);
  const auto& deck = j["ObjectStates"][0];
  EXPECT_EQ(deck["Name"], "DeckCustom");
  EXPECT_EQ(deck["Nickname"], "Tiny 1.0");
  EXPECT_EQ(deck["DeckIDs"], nlohmann::json::parse("[100, 100, 200]"));
  EXPECT_EQ(deck["CustomDeck"]["1"]["FaceURL"], "https://h/f1.png");
  EXPECT_EQ(deck["CustomDeck"]["2"]["NumWidth"], 2);
  EXPECT_EQ(deck["CustomDeck"]["1"]["BackIsHidden"], true);
  EXPECT_EQ(deck["Transform"]["rotZ"], 180) << "face down";
  ASSERT_EQ(deck["ContainedObjects"].size(), 3u);
  const auto& third = deck["ContainedObjects"][2];
  EXPECT_EQ(third["Name"], "Card");
  EXPECT_EQ(third["CardID"], 200);
  EXPECT_EQ(third["Nickname"], "Two");
  EXPECT_EQ(third["GMNotes"], "two");
  EXPECT_EQ(third["CustomDeck"].size(), 1u);
  EXPECT_EQ(third["CustomDeck"]["2"]["FaceURL"], "https://h/f2.png");
}

TEST(TtsSavedObject, ASingleCardIsSavedAsACard) {
  const auto j = nlohmann::json::parse(
      tts_saved_object_json("Solo", {{1, "file:///f.png", "file:///b.png", 2, 2, false}}, {{100, 1, "Only", "only"}}));
  EXPECT_EQ(j["ObjectStates"][0]["Name"], "Card");
  EXPECT_EQ(j["ObjectStates"][0]["CardID"], 100);
}

TEST(TtsExport, FileUrlsArePercentEncoded) {
  EXPECT_EQ(file_url("/home/ann/output/cb/tts/cb-faces-1-0a1b2c3d.png"),
            "file:///home/ann/output/cb/tts/cb-faces-1-0a1b2c3d.png");
  EXPECT_EQ(file_url("/home/ann/My Games/a#b%c.png"), "file:///home/ann/My%20Games/a%23b%25c.png");
  EXPECT_EQ(file_url("/tmp/K\xc3\xa4rtchen.png"), "file:///tmp/K%C3%A4rtchen.png");
}

}  // namespace
}  // namespace dw
