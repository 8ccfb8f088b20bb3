// Rich text: our card markup with :icon: tokens, escaped colons, spans around icons, and the
// plain form used for contents lists.
#include <gtest/gtest.h>

#include "render/rich_text.hpp"

namespace dw {
namespace {

TEST(RichText, IconsBecomeObjectReplacementCharacters) {
  const RichText t = parse_rich_markup("Deal 2 :spade: to **:heart: health**; 10\\:30 stays.");
  // The number before an icon is glued to it with a no-break space (the card markup's rule).
  EXPECT_EQ(t.text, "Deal 2\xC2\xA0\xEF\xBF\xBC to \xEF\xBF\xBC health; 10:30 stays.");
  ASSERT_EQ(t.icons.size(), 2u);
  EXPECT_EQ(t.icons[0], (RichIcon{8, "spade"}));
  EXPECT_EQ(t.icons[1].name, "heart");
  EXPECT_EQ(t.icons[1].offset, 15u);
  ASSERT_EQ(t.spans.size(), 1u);
  EXPECT_EQ(t.spans[0], (RichSpan{15, 15 + 3 + 7, true, false, false}));  // the icon and " health"
  EXPECT_EQ(t.plain(), "Deal 2\xC2\xA0:spade: to :heart: health; 10:30 stays.");
}

TEST(RichText, ColonsThatAreNotIconTokensStayText) {
  // Icon names start with a letter and hold letters, digits, '-' and '_' (model/icon_set).
  for (const char* s : {"Note: a colon", "10:30:00", "a : b : c", "::", ":two words:"}) {
    const RichText t = parse_rich_markup(s);
    EXPECT_TRUE(t.icons.empty()) << s;
    EXPECT_EQ(t.text, s);
  }
}

TEST(RichText, AppendMergesRunsOfOneStyle) {
  RichText t;
  t.append("a", true);
  t.append("b", true);
  t.append("c");
  t.append("d", false, true);
  EXPECT_EQ(t.text, "abcd");
  EXPECT_EQ(t.spans, (std::vector<RichSpan>{{0, 2, true, false, false}, {3, 4, false, true, false}}));
}

TEST(RichText, IconNames) {
  EXPECT_TRUE(is_icon_name("sword"));
  EXPECT_TRUE(is_icon_name("heart-2"));
  EXPECT_FALSE(is_icon_name(""));
  EXPECT_FALSE(is_icon_name("2x"));
  EXPECT_TRUE(is_icon_name("Sword"));  // the tool-wide rule (model/icon_set) allows capitals
  EXPECT_FALSE(is_icon_name("a b"));
}

}  // namespace
}  // namespace dw
