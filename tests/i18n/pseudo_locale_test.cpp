// pseudo_locale_test: x-long text is accented and about 40 % longer while its icon tokens,
// placeholders, escapes and link targets survive; x-debug brackets every message.
#include "i18n/pseudo_locale.hpp"

#include <glib.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "i18n/text_tokens.hpp"

namespace dw {
namespace {

long characters(const std::string& s) { return g_utf8_strlen(s.c_str(), -1); }

TEST(PseudoLocale, LongIsAccentedAndAboutFortyPercentLonger) {
  const std::string source = "Strike for **3**. Only when you go *en garde*; never in an exchange.";
  const std::string long_text = pseudo_translate("x-long", source);
  EXPECT_EQ(long_text.rfind("Šttrîîkëë ", 0), 0u) << long_text;
  const double growth = static_cast<double>(characters(long_text)) / static_cast<double>(characters(source));
  EXPECT_GT(growth, 1.3) << long_text;
  EXPECT_LT(growth, 1.5) << long_text;
  EXPECT_THAT(long_text, ::testing::HasSubstr("**3**"));
}

TEST(PseudoLocale, TokensSurvive) {
  for (const std::string source : {"Deal 2 :fire_ball: to {target}, then \\:rest.", "See ![the card](card:spade-8) &amp; more"}) {
    const std::string out = pseudo_translate("x-long", source);
    EXPECT_EQ(kept_tokens(out, true), kept_tokens(source, true)) << out;
    EXPECT_THAT(out, ::testing::HasSubstr(source.find("card:") != std::string::npos ? "](card:spade-8)" : "\\:")) << out;
  }
  EXPECT_THAT(pseudo_translate("x-long", "a &amp; b"), ::testing::HasSubstr("&amp;"));
}

TEST(PseudoLocale, DebugBracketsEveryMessage) {
  EXPECT_EQ(pseudo_translate("x-debug", "Attack :spade:"), "\u27E6Attack :spade:\u27E7");
  PseudoTranslator t("x-debug");
  EXPECT_EQ(t.translate("a|b", "Parry"), "\u27E6Parry\u27E7");
  EXPECT_TRUE(is_pseudo_locale("x-long"));
  EXPECT_FALSE(is_pseudo_locale("de"));
}

TEST(TextTokens, MultisetsAndWords) {
  const KeptTokens k = kept_tokens(":b: x :a: {n} :b: \\:c: {m}", true);
  EXPECT_EQ(k.icons, (std::vector<std::string>{":a:", ":b:", ":b:"}));
  EXPECT_EQ(k.placeholders, (std::vector<std::string>{"{m}", "{n}"}));
  EXPECT_TRUE(kept_tokens("{n}", false).placeholders.empty());
  EXPECT_EQ(missing_tokens(k.icons, {":b:"}), (std::vector<std::string>{":a:", ":b:"}));
  EXPECT_TRUE(has_words("A"));
  EXPECT_TRUE(has_words("Épée"));
  EXPECT_TRUE(has_words("日本"));
  EXPECT_FALSE(has_words("10"));
  EXPECT_FALSE(has_words(":spade: {value} \u2014 **2**"));
  EXPECT_EQ(join_words({"a", "b", "c"}), "a, b and c");
}

}  // namespace
}  // namespace dw
