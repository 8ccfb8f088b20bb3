// component_text_test: fitted text on trackers and aids in German. A short label that fits its
// box unbroken at a smaller size is set whole; a word too long for the box even at min_size is
// broken at a syllable (the language's soft hyphens) rather than left sticking out.
#include "trackers/component_text.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "render/font_context.hpp"
#include "render/font_manifest.hpp"
#include "render/hyphenator.hpp"
#include "render/text_language.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

class GermanComponentText : public ::testing::Test {
 protected:
  GermanComponentText() : fonts_(load_font_manifest(fs::path(DW_SOURCE_DIR) / "fonts" / "manifest.toml"), "de"), text_(fonts_, {}) {
    text_.set_language(TextLanguage::for_locale("de"));
  }
  // The fitted layout's text and line count for `markup` in a width x height box.
  std::pair<std::string, int> fit(const std::string& markup, double width, double height, double size, double min_size,
                                  double* fitted = nullptr) {
    TextStyle style;
    style.family = "Linux Biolinum O";
    style.bold = true;
    style.size = size;
    style.min_size = min_size;
    const PangoLayoutPtr layout = fit_text(text_, text_.markup(markup), style, width, height, fitted);
    return {pango_layout_get_text(layout.get()), pango_layout_get_line_count(layout.get())};
  }
  FontContext fonts_;
  RichLayoutEngine text_;
};

TEST_F(GermanComponentText, ShortLabelShrinksInsteadOfBreakingAWord) {
  double size = 0;
  const auto [text, lines] = fit("Angriff\u00A01-2", 45, 40, 12, 5, &size);
  EXPECT_EQ(lines, 1);
  EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr(kSoftHyphen))) << text;
  EXPECT_LT(size, 12);
}

TEST_F(GermanComponentText, WordTooLongAtMinSizeBreaksAtASyllable) {
  double size = 0;
  const auto [text, lines] = fit("Lebenspunkteanzeige", 30, 60, 10, 9, &size);
  EXPECT_GE(lines, 2);
  EXPECT_THAT(text, ::testing::HasSubstr(kSoftHyphen)) << text;
  EXPECT_GE(size, 9);
}

}  // namespace
}  // namespace dw
