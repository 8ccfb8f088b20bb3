// Pins the card-text markup: bold and italic spans, escapes, that anything tag-like is plain
// text (never Pango markup), the typographer, and icons with the numbers glued to them.
#include "render/text_markup.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace dw {
namespace {

TEST(TextMarkup, BoldAndItalicSpans) {
  const StyledText t = parse_markup("Strike for **3**, *en garde* only.");
  EXPECT_EQ(t.text, "Strike for 3, en garde only.");
  ASSERT_EQ(t.spans.size(), 2u);
  EXPECT_EQ(t.spans[0], (StyledSpan{11, 12, true, false}));
  EXPECT_EQ(t.spans[1], (StyledSpan{14, 22, false, true}));
}

TEST(TextMarkup, NestedAndEscaped) {
  const StyledText t = parse_markup("**bold *both***, \\*literal\\* and \\\\");
  EXPECT_EQ(t.text, "bold both, *literal* and \\");
  ASSERT_EQ(t.spans.size(), 2u);
  EXPECT_EQ(t.spans[0], (StyledSpan{0, 5, true, false}));
  EXPECT_EQ(t.spans[1], (StyledSpan{5, 9, true, true}));
}

TEST(TextMarkup, PangoMarkupIsPrintedLiterally) {
  const std::string hostile = "<b>x</b> & <span foreground='red'>y</span> &amp; <";
  const StyledText plain = parse_markup(hostile, MarkupOptions{false});
  EXPECT_EQ(plain.text, hostile);
  EXPECT_TRUE(plain.spans.empty());
  // The typographer curls the quotes and touches nothing else.
  const StyledText curly = parse_markup(hostile);
  EXPECT_EQ(curly.text, "<b>x</b> & <span foreground=\u2018red\u2019>y</span> &amp; <");
  EXPECT_TRUE(curly.spans.empty());
}

TEST(TextMarkup, TypographerQuotesDashesAndEllipsis) {
  const StyledText t = parse_markup("\"Don't,\" she said -- twice --- then... 'no' (\"why?\") x='y'");
  EXPECT_EQ(t.text, "\u201CDon\u2019t,\u201D she said \u2013 twice \u2014 then\u2026 \u2018no\u2019 (\u201Cwhy?\u201D) x=\u2018y\u2019");
}

TEST(TextMarkup, TypographerEscapesAndSwitch) {
  EXPECT_EQ(parse_markup("\\-\\- \\.\\.\\. \\'quoted\\' \\\"").text, "-- ... 'quoted' \"");
  EXPECT_EQ(parse_markup("a -- b... \"c\"", MarkupOptions{false}).text, "a -- b... \"c\"");
  // Markup still works inside typographic text, and quotes after emphasis close.
  const StyledText t = parse_markup("**Parry**'s edge");
  EXPECT_EQ(t.text, "Parry\u2019s edge");
  ASSERT_EQ(t.spans.size(), 1u);
}

TEST(TextMarkup, IconsBecomeObjectCharactersGluedToNumbers) {
  const StyledText t = parse_markup("Deal 2 :fire: and :ice:3, then :fire: at 10:30 \\:ok:");
  ASSERT_EQ(t.icons.size(), 3u);
  EXPECT_EQ(t.icons[0].name, "fire");
  EXPECT_EQ(t.icons[1].name, "ice");
  EXPECT_EQ(t.text.substr(t.icons[0].offset, 3), kObjectReplacement);
  // "2 :fire:": the space became a no-break space. ":ice:3": a word joiner in between.
  EXPECT_EQ(t.text.substr(0, t.icons[0].offset), std::string("Deal 2") + kNoBreakSpace);
  EXPECT_EQ(t.text.substr(t.icons[1].offset, 3 + 3 + 1), std::string(kObjectReplacement) + kWordJoiner + "3");
  // A colon that starts no declared-looking name, and an escaped one, stay colons.
  EXPECT_THAT(t.text, ::testing::HasSubstr("at 10:30 :ok:")) << t.text;
}

}  // namespace
}  // namespace dw
