// i18n_workflow_test: the translator's workflow through the binary. `i18n extract` writes a
// template with every kind of text, notes and references, byte-identical on a second run and
// accepted by `msgfmt -c`; `i18n update --add` creates a language; after the source text of a
// translated message changes, `i18n update` makes it fuzzy with the previous text kept.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <regex>

#include "i18n/po_catalog.hpp"
#include "i18n_set.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

CommandResult deckwright(const std::string& args) { return run_command(shell_quote(deckwright_binary()) + " " + args); }

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
  std::string text = read_file(file);
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
  std::ofstream(file, std::ios::binary) << text;
}

TEST(I18nExtract, WritesEveryKindOfTextWithNotes) {
  TempDir set;
  write_i18n_set(set);
  const auto r = deckwright("i18n extract " + shell_quote(set.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path pot = set.path() / "locales" / "tiny.pot";
  EXPECT_EQ(r.out, "wrote " + pot.string() + ": 33 messages\n");
  const std::string text = read_file(pot);
  for (const char* context : {"set|title", "one|name", "one|text", "two|text", "template:face|strength", "tracker:life|title",
                              "tracker:life|subtitle", "tracker:life|start", "aid:ref|title", "aid:ref|1:0,0", "aid:ref|1:1,0",
                              "booklet|subtitle", "booklet|contents", "booklet|1", "booklet|2", "booklet|3", "sheet|check-bar",
                              "sheet|caption"})
    EXPECT_THAT(text, ::testing::HasSubstr(std::string("msgctxt \"") + context + "\"\n")) << context << "\n" << text;
  // The suit is read only by an icon element: never offered (translating it would lose the icon).
  EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("one|suit")));
  EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("one|value")));
  EXPECT_THAT(text, ::testing::HasSubstr("#. Card \"First Strike\" (one), field 'text'\n"
                      "#. Box 'rules' of template 'face': 53.5 x 30.0 mm, 11 pt shrinking to 7 pt, at most 4 lines\n"
                      "#. Keep these icon tokens as written: :sword:\n"))
      << text;
  EXPECT_THAT(text, ::testing::HasSubstr("#: cards/cards.toml:7\nmsgctxt \"one|text\"\nmsgid \"Deal **1** :sword: damage to your opponent.\"\n"))
      << text;
  EXPECT_THAT(text, ::testing::HasSubstr("#. Keep these placeholders as written: {value}\n#: templates/face.toml:")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("#: booklet/rules.md:3\nmsgctxt \"booklet|2\"\nmsgid \"Each player takes one card. Play it face up.\"\n"))
      << text;

  const auto again = deckwright("i18n extract " + shell_quote(set.path().string()));
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(read_file(pot), text);
  const auto check = run_command("msgfmt -c -o /dev/null " + shell_quote(pot.string()));
  EXPECT_EQ(check.exit_code, 0) << check.err;
}

TEST(I18nUpdate, ChangedSourceTextMakesTheTranslationFuzzy) {
  TempDir set;
  write_i18n_set(set);
  auto r = deckwright("i18n update " + shell_quote(set.path().string()) + " --add de");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path po = set.path() / "locales" / "de.po";
  ASSERT_TRUE(fs::exists(po)) << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("merged " + po.string() + ": 0 translated, 0 fuzzy, 33 untranslated")) << r.out;
  replace_in(po, "msgid \"Heal 2 points of damage.\"\nmsgstr \"\"", "msgid \"Heal 2 points of damage.\"\nmsgstr \"Heile 2 Schadenspunkte.\"");
  EXPECT_EQ(run_command("msgfmt -c -o /dev/null " + shell_quote(po.string())).exit_code, 0);

  replace_in(set.path() / "cards" / "cards.toml", "Heal 2 points of damage.", "Heal 3 points of damage.");
  r = deckwright("i18n update " + shell_quote(set.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("0 translated, 1 fuzzy, 32 untranslated")) << r.out;
  Diagnostics diags;
  auto catalog = read_po_file(po, diags);
  ASSERT_TRUE(catalog);
  const PoEntry* heal = catalog->find_context("two|text");
  ASSERT_NE(heal, nullptr);
  EXPECT_TRUE(heal->fuzzy);
  EXPECT_EQ(heal->msgid, "Heal 3 points of damage.");
  EXPECT_EQ(heal->previous_msgid, "Heal 2 points of damage.");
  EXPECT_EQ(heal->msgstr, "Heile 2 Schadenspunkte.");
  EXPECT_THAT(read_file(po), ::testing::HasSubstr("#, fuzzy\n#| msgctxt \"two|text\"\n#| msgid \"Heal 2 points of damage.\"\nmsgctxt \"two|text\"\n"));
  const auto check = run_command("msgfmt -c -o /dev/null " + shell_quote(po.string()));
  EXPECT_EQ(check.exit_code, 0) << check.err;
}

TEST(I18nExtract, BadSetStopsWithItsDiagnostic) {
  TempDir set;
  write_i18n_set(set);
  set.write("cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"face\"\n");
  const auto r = deckwright("i18n extract " + shell_quote(set.path().string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("cards.toml:1:1: error:")) << r.err;
  EXPECT_FALSE(fs::exists(set.path() / "locales" / "tiny.pot"));
}

}  // namespace
}  // namespace dw
