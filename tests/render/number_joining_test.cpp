// number_joining_test: a digit and an ideograph or kana next to it get a word joiner between
// them (either order); Latin text, digits next to Latin letters and already joined text stay as
// they are; offsets move past the joiners; and a Japanese line that Pango would break between
// "15" and "点" breaks elsewhere once joined.
#include "render/number_joining.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include "render/font_context.hpp"
#include "render/text_markup.hpp"

namespace dw {
namespace {

const std::string WJ = "\u2060";

TEST(NumberJoining, DigitsAndIdeographsAreJoinedOnEitherSide) {
  EXPECT_EQ(join_numbers_to_cjk("体力は15点"), "体力は" + WJ + "15" + WJ + "点");
  EXPECT_EQ(join_numbers_to_cjk("2人用"), "2" + WJ + "人用");
  EXPECT_EQ(join_numbers_to_cjk("カード3枚"), "カード" + WJ + "3" + WJ + "枚");
}

TEST(NumberJoining, OtherTextIsUntouchedAndJoiningIsIdempotent) {
  EXPECT_EQ(join_numbers_to_cjk("Deal 7 cards, 15 health"), "Deal 7 cards, 15 health");
  EXPECT_EQ(join_numbers_to_cjk("mit 15 Punkten"), "mit 15 Punkten");
  EXPECT_EQ(join_numbers_to_cjk("15 点"), "15 点");  // a space is already a break the author chose
  const std::string once = join_numbers_to_cjk("体力15点");
  EXPECT_EQ(join_numbers_to_cjk(once), once);
}

// The lowest kana (U+3041, lead byte 0xE3) and a supplementary-plane ideograph (U+2000B, four bytes)
// are joined too, also in text whose other characters are Latin: a pass that skips text without
// CJK must not skip these.
TEST(NumberJoining, JoinsAtTheEdgesOfTheRanges) {
  EXPECT_EQ(join_numbers_to_cjk("Deal 3\u3041"), "Deal 3" + WJ + "\u3041");
  EXPECT_EQ(join_numbers_to_cjk("5\U0002000B and more"), "5" + WJ + "\U0002000B and more");
  EXPECT_EQ(join_numbers_to_cjk("\u00E9t\u00E9 2\u2026"), "\u00E9t\u00E9 2\u2026");  // Latin and punctuation only
}

TEST(NumberJoining, OffsetsMovePastTheJoiners) {
  const std::string text = "第2回";  // 第 is 3 bytes, 2 is 1 byte
  std::size_t start_of_two = 3, end_of_text = text.size(), start = 0;
  const std::string joined = join_numbers_to_cjk(text, {&start_of_two, &end_of_text, &start});
  EXPECT_EQ(start, 0u);
  EXPECT_EQ(joined.substr(start_of_two, 1), "2");
  EXPECT_EQ(end_of_text, joined.size());
}

TEST(NumberJoining, CardMarkupSpansStillCoverTheirText) {
  const StyledText styled = parse_markup("**15**点を受ける");
  ASSERT_EQ(styled.spans.size(), 1u);
  EXPECT_EQ(styled.text.substr(styled.spans[0].start, styled.spans[0].end - styled.spans[0].start).substr(0, 2), "15");
  EXPECT_THAT(styled.text, ::testing::HasSubstr("15" + WJ + "点"));
}

// Whether at some width from 20 to 120 pt Pango ends the first line of `text` right after `before`.
bool some_width_breaks_between(const std::string& text, const std::string& before, PangoContext* context) {
  PangoLayout* layout = pango_layout_new(context);
  PangoFontDescription* font = pango_font_description_from_string("Linux Libertine O 10");
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
  pango_layout_set_text(layout, text.c_str(), -1);
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  bool found = false;
  for (int width = 20; width <= 120 && !found; ++width) {
    pango_layout_set_width(layout, width * PANGO_SCALE);
    PangoLayoutLine* first = pango_layout_get_line_readonly(layout, 0);
    const std::string line = text.substr(0, static_cast<std::size_t>(first->length));
    found = pango_layout_get_line_count(layout) > 1 && line.size() >= before.size() &&
            line.compare(line.size() - before.size(), before.size(), before) == 0;
  }
  g_object_unref(layout);
  return found;
}

TEST(NumberJoining, PangoNoLongerBreaksBetweenNumberAndIdeograph) {
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"), "ja");
  const std::string text = "相手は毎回15点のダメージを受ける";
  EXPECT_TRUE(some_width_breaks_between(text, "15", fonts.pango())) << "Pango alone may end a line after 15";
  EXPECT_FALSE(some_width_breaks_between(join_numbers_to_cjk(text), "15" + WJ, fonts.pango()));
  EXPECT_FALSE(some_width_breaks_between(join_numbers_to_cjk(text), "15", fonts.pango()));
}

}  // namespace
}  // namespace dw
