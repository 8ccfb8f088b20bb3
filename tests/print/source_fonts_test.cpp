// Pins that a build's preflight takes the fonts made for it while the set loaded
// (PrepareOptions::source_fonts, start_source_fonts) in the set's own words, and makes its own for
// a locale.
#include <gtest/gtest.h>

#include <filesystem>

#include "model/card_set_loader.hpp"
#include "model/project_home.hpp"
#include "pipeline/prepared_set.hpp"

namespace dw {
namespace {

namespace fs = std::filesystem;

TEST(SourceFonts, ThePreflightTakesTheFontsMadeBeforehand) {
  const fs::path set_dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  const fs::path home = find_project_home(set_dir);
  const std::shared_future<std::shared_ptr<FontContext>> fonts = start_source_fonts(home);
  Diagnostics warnings;
  Diagnostics problems;
  const CardSet set = load_card_set(set_dir, warnings);
  PreparedSet prepared(set, home, PrepareOptions{"", PrepareStage::preflight, {}, nullptr, fonts}, problems, warnings);
  ASSERT_TRUE(prepared.ready()) << problems.format_all();
  EXPECT_EQ(&prepared.fonts(), fonts.get().get());
  EXPECT_EQ(prepared.fonts().language(), "en");
}

TEST(SourceFonts, ALocaleMakesFontsInItsLanguage) {
  const fs::path set_dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  const fs::path home = find_project_home(set_dir);
  const std::shared_future<std::shared_ptr<FontContext>> fonts = start_source_fonts(home);
  Diagnostics warnings;
  Diagnostics problems;
  const CardSet set = load_card_set(set_dir, warnings);
  PreparedSet prepared(set, home, PrepareOptions{"de", PrepareStage::preflight, {}, nullptr, fonts}, problems, warnings);
  ASSERT_TRUE(prepared.ready()) << problems.format_all();
  EXPECT_NE(&prepared.fonts(), fonts.get().get());
  EXPECT_EQ(prepared.fonts().language(), "de");
}

}  // namespace
}  // namespace dw
