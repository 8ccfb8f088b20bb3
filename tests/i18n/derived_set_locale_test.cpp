// derived_set_locale_test: a set built on a bundled set (set.toml `base`, as `deckwright new`
// writes it) goes through the translator's whole workflow: its text is extracted with the base's
// cards and templates, a German PO file is created and merged, checked, and a German build prints
// a translated card name. The localisation commands used to build their template folders by hand
// and missed the bases' templates, so every step failed on a derived set; and a derived set had
// none of its base's aids, trackers and booklet to translate.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>

#include "po_edit.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

CommandResult deckwright(const std::string& args) { return run_command(shell_quote(deckwright_binary()) + " " + args); }

TEST(DerivedSetLocale, ExtractUpdateCheckAndBuildInGerman) {
  TempDir root;
  const fs::path set = root.path() / "mine";
  const fs::path base = fs::path(DW_SOURCE_DIR) / "cardsets" / "clubs";
  auto r = deckwright("new " + shell_quote(set.string()) + " --base " + shell_quote(base.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;

  r = deckwright("i18n extract " + shell_quote(set.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string pot = read_file(set / "locales" / "mine.pot");
  // The base's cards and the base's own templates are offered for translation.
  std::smatch name;
  ASSERT_TRUE(std::regex_search(pot, name, std::regex("msgctxt \"([a-z0-9-]+)\\|name\"\n"))) << pot.substr(0, 2000);
  EXPECT_THAT(pot, ::testing::HasSubstr("msgctxt \"template:")) << "no template text extracted";
  // The base's player aids and booklet are the derived set's too, so they are offered as well.
  EXPECT_THAT(pot, ::testing::HasSubstr("msgctxt \"aid:strikes|title\"")) << "no aid text extracted";
  EXPECT_THAT(pot, ::testing::HasSubstr("msgctxt \"booklet|1\"")) << "no booklet text extracted";

  r = deckwright("i18n update " + shell_quote(set.string()) + " --add de");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path po = set / "locales" / "de.po";
  ASSERT_TRUE(fs::exists(po)) << r.out;
  translate(po, name[1].str() + "|name", "Prüfkarte");

  r = deckwright("i18n check " + shell_quote(set.string()) + " --locale de");
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("check de: 1 of ")) << r.out;

  const fs::path out = root.path() / "out";
  r = deckwright("build " + shell_quote(set.string()) + " --locale de --out " + shell_quote(out.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(text_of(out / "mine" / "de" / "mine-a4.pdf"), ::testing::HasSubstr("Prüfkarte"));
}

}  // namespace
}  // namespace dw
