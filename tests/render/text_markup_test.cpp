// Pins the card-text markup: bold and italic spans, escapes, and that anything tag-like is
// plain text (never Pango markup).
#include "render/text_markup.hpp"

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

}  // namespace
}  // namespace dw
