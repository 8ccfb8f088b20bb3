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

// The clashing-blades set prepared up to its preflight in `locale` ("" for its own words), with
// the fonts of its own words made beforehand; whether the preflight took those, and its fonts'
// language.
struct Prepared {
  bool took_source_fonts;
  std::string language;
};
Prepared prepare_with_source_fonts(const std::string& locale) {
  const fs::path set_dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  const fs::path home = find_project_home(set_dir);
  const std::shared_future<std::shared_ptr<FontContext>> fonts = start_source_fonts(home);
  Diagnostics warnings;
  Diagnostics problems;
  const CardSet set = load_card_set(set_dir, warnings);
  PreparedSet prepared(set, home, PrepareOptions{locale, PrepareStage::preflight, {}, nullptr, fonts}, problems,
                       warnings);
  EXPECT_TRUE(prepared.ready()) << problems.format_all();
  if (!prepared.ready()) return {false, ""};
  return {&prepared.fonts() == fonts.get().get(), prepared.fonts().language()};
}

TEST(SourceFonts, ThePreflightTakesTheFontsMadeBeforehand) {
  const Prepared prepared = prepare_with_source_fonts("");
  EXPECT_TRUE(prepared.took_source_fonts);
  EXPECT_EQ(prepared.language, "en");
}

TEST(SourceFonts, ALocaleMakesFontsInItsLanguage) {
  const Prepared prepared = prepare_with_source_fonts("de");
  EXPECT_FALSE(prepared.took_source_fonts);
  EXPECT_EQ(prepared.language, "de");
}

}  // namespace
}  // namespace dw
