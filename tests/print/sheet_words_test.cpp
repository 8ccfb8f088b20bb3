// sheet_words_test: the English sheet words make exactly the captions and bookmarks the sheets
// always had; formats fill only the placeholders they are given; the catalogue names every word
// once, with a note.
#include "print/sheet_words.hpp"

#include <gtest/gtest.h>

#include <set>

namespace dw {
namespace {

TEST(SheetWords, EnglishCaptionAndBookmarkAreTheFamiliarOnes) {
  const SheetWords en;
  EXPECT_EQ(sheet_caption(en, "Clashing Blades! 1.0.0", en.fronts, 1, 7),
            "Clashing Blades! 1.0.0 \u00B7 Fronts \u00B7 sheet 2 of 7");
  EXPECT_EQ(sheet_bookmark(en, 0, 7), "Sheet 1 of 7");
  EXPECT_EQ(document_title(en.pnp_title, "CLUBS"), "CLUBS \u2014 print and play");
  EXPECT_EQ(en.check_bar, "50 mm: measure to check the print scale");
}

TEST(SheetWords, TranslatedFormatsMayReorderTheirPlaceholders) {
  SheetWords ja;
  ja.caption = "{caption}\u30FB{section}\u30FB{sheets}\u679A\u4E2D{sheet}\u679A\u76EE";
  EXPECT_EQ(sheet_caption(ja, "T", "S", 2, 9), "T\u30FBS\u30FB9\u679A\u4E2D3\u679A\u76EE");
}

TEST(SheetWords, OnlyGivenPlaceholdersAreFilled) {
  EXPECT_EQ(fill_sheet_format("{a}-{b}-{a}", {{"a", "1"}}), "1-{b}-1");
  EXPECT_EQ(fill_sheet_format("no braces", {{"a", "1"}}), "no braces");
  EXPECT_EQ(fill_sheet_format("open { only", {{"a", "1"}}), "open { only");
  // A value is not scanned again: a title with braces stays as written.
  EXPECT_EQ(fill_sheet_format("{title}!", {{"title", "{title}"}}), "{title}!");
}

TEST(SheetWords, CatalogueNamesEveryWordOnceWithANote) {
  std::set<std::string> keys;
  SheetWords changed;
  for (const SheetWord& word : sheet_word_catalogue()) {
    EXPECT_TRUE(keys.insert(word.key).second) << word.key;
    EXPECT_GT(std::string(word.note).size(), 20u) << word.key;
    changed.*word.text = "x";
  }
  // Every member was reached through the catalogue: nothing English is left.
  SheetWords all_x;
  for (std::string SheetWords::*member : {&SheetWords::check_bar, &SheetWords::fronts, &SheetWords::backs, &SheetWords::fold_sheets,
                                          &SheetWords::caption, &SheetWords::sheet_title, &SheetWords::pnp_title,
                                          &SheetWords::trackers_title, &SheetWords::aids_title, &SheetWords::extras_title})
    all_x.*member = "x";
  EXPECT_EQ(changed, all_x);
  EXPECT_EQ(keys.size(), 10u);
}

}  // namespace
}  // namespace dw
