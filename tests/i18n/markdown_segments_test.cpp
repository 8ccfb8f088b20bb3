// markdown_segments_test: the pieces of Markdown a translator is offered (headings, wrapped
// paragraphs, list items with continuation lines and nesting, quoted paragraphs, table cells,
// image captions) and the ones never offered (code, page breaks, link targets); and putting
// translations back so the booklet parser reads the same structure.
#include "i18n/markdown_segments.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "booklet/markdown_parser.hpp"

namespace dw {
namespace {

const char* const kRules = R"(# The Duel

Two duelists face each other
across the table.

- First item
  runs on here.
  - A nested item
- Second item

1. Step one.
2. Step two.

> **Example.** Beatriz attacks
> with the :spade: 8.
>
> ![Beatriz: 8 of spades](card:spade-8) ![](card:club-5)

| Suit | Move |
|:--|:--|
| :spade: Spades | Attack |
| :heart: | 15 |

```
code stays
```

---

## Next
Last line.
)";

TEST(MarkdownSegments, OffersEveryPieceWithWordsAndItsLine) {
  const auto segments = markdown_segments(kRules);
  std::vector<std::pair<std::string, int>> got;
  for (const auto& s : segments) got.emplace_back(s.text, s.line);
  const std::vector<std::pair<std::string, int>> want = {
      {"The Duel", 1},
      {"Two duelists face each other across the table.", 3},
      {"First item runs on here.", 6},
      {"A nested item", 8},
      {"Second item", 9},
      {"Step one.", 11},
      {"Step two.", 12},
      {"**Example.** Beatriz attacks with the :spade: 8.", 14},
      {"Beatriz: 8 of spades", 17},
      {"Suit", 19},
      {"Move", 19},
      {":spade: Spades", 21},
      {"Attack", 21},
      {"Next", 30},
      {"Last line.", 31},
  };
  EXPECT_EQ(got, want);
  EXPECT_EQ(segments[0].kind, SegmentKind::heading);
  EXPECT_EQ(segments[2].kind, SegmentKind::list_item);
  EXPECT_EQ(segments[7].kind, SegmentKind::quote);
  EXPECT_EQ(segments[8].kind, SegmentKind::caption);
  EXPECT_EQ(segments[9].kind, SegmentKind::table_cell);
  EXPECT_EQ(segments[14].section, "Next");
  EXPECT_EQ(segments[1].section, "The Duel");
}

TEST(MarkdownSegments, TranslationsGoBackIntoTheSameStructure) {
  const std::string source = kRules;
  const auto segments = markdown_segments(source);
  std::vector<std::optional<std::string>> replacements;
  for (const auto& s : segments) replacements.emplace_back(s.text == "Attack" ? "Angriff | Stoß" : "X " + s.text);
  const std::string localized = replace_segments(source, segments, replacements);
  // Offered again, the localised text gives the replacements in the same places.
  const auto again = markdown_segments(localized);
  ASSERT_EQ(again.size(), segments.size()) << localized;
  for (std::size_t i = 0; i < again.size(); ++i) {
    EXPECT_EQ(again[i].kind, segments[i].kind) << i;
    EXPECT_EQ(again[i].text, segments[i].text == "Attack" ? "Angriff \\| Stoß" : "X " + segments[i].text) << i;
  }
  EXPECT_THAT(localized, ::testing::HasSubstr("card:spade-8"));
  EXPECT_THAT(localized, ::testing::HasSubstr("```\ncode stays\n```"));
  // And the booklet parser reads the same blocks from both.
  Diagnostics a, b;
  const BookletDocument original = parse_markdown(source, "rules.md", a);
  const BookletDocument translated = parse_markdown(localized, "rules.md", b);
  EXPECT_FALSE(a.has_errors()) << a.format_all();
  EXPECT_FALSE(b.has_errors()) << b.format_all();
  ASSERT_EQ(original.blocks.size(), translated.blocks.size());
  for (std::size_t i = 0; i < original.blocks.size(); ++i) EXPECT_EQ(original.blocks[i].kind, translated.blocks[i].kind) << i;
  EXPECT_EQ(translated.blocks[0].text.plain(), "X The Duel");
}

TEST(MarkdownSegments, UntouchedPiecesStayByteForByte) {
  const std::string source = kRules;
  const auto segments = markdown_segments(source);
  EXPECT_EQ(replace_segments(source, segments, std::vector<std::optional<std::string>>(segments.size())), source);
}

}  // namespace
}  // namespace dw
