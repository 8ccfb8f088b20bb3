// Cover titles: a title that fits keeps its size; one that Pango would break inside a word
// shrinks until its breaks fall between words (the Japanese Clashing Blades! title breaks after
// its middle dot or fits on one line, never before its last kana); below the floor it wraps anyhow.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "booklet/booklet_config.hpp"
#include "booklet/booklet_style.hpp"
#include "booklet/cover_title.hpp"
#include "render/c_handles.hpp"
#include "render/font_manifest.hpp"
#include "render/rich_layout.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

class CoverTitleTest : public ::testing::Test {
 protected:
  CoverTitleTest()
      : manifest_(load_font_manifest(fs::path(DW_SOURCE_DIR) / "fonts" / "manifest.toml")),
        fonts_(manifest_),
        fonts_ja_(manifest_, "ja"),
        text_(fonts_, {}),
        text_ja_(fonts_ja_, {}),
        style_(booklet_style("a4", config_)) {}

  // Builds bold layouts of `title` in `locale` wrapped at `width` pt, as the front cover does,
  // remembering every size asked for.
  std::function<PangoLayoutPtr(double)> maker(const std::string& title, double width, const std::string& locale = "en") {
    RichLayoutEngine& text = locale == "ja" ? text_ja_ : text_;
    text.set_language(TextLanguage::for_locale(locale));
    return [this, &text, title, width](double size) {
      sizes_.push_back(size);
      PangoLayoutPtr layout = text.layout(text.markup(title), style_.heading_font, size, width);
      const PangoFontDescriptionPtr bold(pango_font_description_copy(pango_layout_get_font_description(layout.get())));
      pango_font_description_set_weight(bold.get(), PANGO_WEIGHT_BOLD);
      pango_layout_set_font_description(layout.get(), bold.get());
      return layout;
    };
  }

  static std::vector<std::string> lines(PangoLayout* layout) {
    const std::string text = pango_layout_get_text(layout);
    std::vector<std::string> out;
    for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
      auto* line = static_cast<PangoLayoutLine*>(l->data);
      out.push_back(text.substr(static_cast<std::size_t>(line->start_index), static_cast<std::size_t>(line->length)));
    }
    return out;
  }

  static double size_of(PangoLayout* layout) {
    return pango_font_description_get_size(pango_layout_get_font_description(layout)) / double(PANGO_SCALE);
  }

  FontManifest manifest_;
  FontContext fonts_, fonts_ja_;            // as an English and a Japanese build make them
  RichLayoutEngine text_, text_ja_;
  BookletConfig config_;
  BookletStyle style_;
  std::vector<double> sizes_;
};

constexpr double kA5TitleWidth = (148.0 - 36.0) * 72 / 25.4;  // the front cover's column
const std::string kJapaneseTitle = "クラッシング・ブレイズ！";  // as ja.po has it

TEST_F(CoverTitleTest, PangoAloneBreaksTheJapaneseTitleInsideAWord) {
  const PangoLayoutPtr owned = maker(kJapaneseTitle, kA5TitleWidth, "ja")(30);
  PangoLayout* layout = owned.get();
  ASSERT_EQ(lines(layout).size(), 2u);
  EXPECT_FALSE(breaks_only_between_words(layout)) << lines(layout)[0] << " / " << lines(layout)[1];
}

TEST_F(CoverTitleTest, JapaneseTitleShrinksUntilItBreaksOnlyBetweenWords) {
  const PangoLayoutPtr owned = fit_cover_title(maker(kJapaneseTitle, kA5TitleWidth, "ja"), 30, 18);
  PangoLayout* layout = owned.get();
  const std::vector<std::string> got = lines(layout);
  EXPECT_TRUE(title_fits(layout));
  EXPECT_LT(size_of(layout), 30);
  EXPECT_GE(size_of(layout), 18);
  if (got.size() == 2) EXPECT_EQ(got[0], "クラッシング・");
  else EXPECT_EQ(got.size(), 1u);
}

TEST_F(CoverTitleTest, TitleThatFitsKeepsItsSize) {
  const PangoLayoutPtr owned = fit_cover_title(maker("Clashing Blades!", kA5TitleWidth), 30, 18);
  PangoLayout* layout = owned.get();
  EXPECT_EQ(size_of(layout), 30);
  EXPECT_EQ(sizes_, std::vector<double>{30});
}

TEST_F(CoverTitleTest, EnglishTitleMayBreakAtItsSpaces) {
  const PangoLayoutPtr owned = fit_cover_title(maker("The Duel of the Seven Swords at Dawn", kA5TitleWidth), 30, 18);
  PangoLayout* layout = owned.get();
  EXPECT_EQ(size_of(layout), 30);
  EXPECT_GE(lines(layout).size(), 2u);
}

TEST_F(CoverTitleTest, WordTooLongEvenAtTheFloorWrapsAtTheFloor) {
  const PangoLayoutPtr owned = fit_cover_title(maker("Schwertkampfmeisterschaftsregelbuch", 120), 30, 18);
  PangoLayout* layout = owned.get();
  EXPECT_EQ(size_of(layout), 18);
  EXPECT_FALSE(title_fits(layout));
  EXPECT_EQ(sizes_.size(), 13u);  // 30, 29, ..., 18
}

}  // namespace
}  // namespace dw
