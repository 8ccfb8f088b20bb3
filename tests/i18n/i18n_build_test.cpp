// i18n_build_test: localised builds and checks through the binary. `build --locale de` prints
// every kind of text translated into output/<set>/de/ and lists what fell back to English;
// `i18n check` names the PO line of a translation that drops an icon token; x-long finds a tight
// box and reports its overflow in mm, and every bundled set reports its x-long overflows; the
// Japanese and Arabic fallback fonts end up embedded.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "i18n_set.hpp"
#include "po_edit.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

CommandResult deckwright(const std::string& args) { return run_command(shell_quote(deckwright_binary()) + " " + args); }

class LocaleBuildTest : public ::testing::Test {
 protected:
  void SetUp() override {
    write_i18n_set(set_);
    const auto r = deckwright("i18n update " + shell_quote(set_.path().string()) + " --add de");
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }
  fs::path po() const { return set_.path() / "locales" / "de.po"; }
  TempDir set_;
  TempDir out_;
};

TEST_F(LocaleBuildTest, GermanBuildPrintsTranslationsAndReportsFallbacks) {
  translate(po(), "set|title", "Kleines Duell");
  translate(po(), "one|name", "Erstschlag");
  translate(po(), "one|text", "Füge deinem Gegner **1** :sword: Schaden zu.");
  translate(po(), "two|name", "Zweiter Atem", true);  // fuzzy: printed in English
  translate(po(), "template:face|strength", "Stärke: {value}");
  translate(po(), "tracker:life|title", "Lebenspunkte");
  translate(po(), "aid:ref|title", "Kurzübersicht");
  translate(po(), "booklet|1", "Spielablauf");
  translate(po(), "booklet|contents", "Inhalt");
  // Trackers and aids in PDFs of their own (--separate-extras), to read their words back.
  const auto r = deckwright("build " + shell_quote(set_.path().string()) + " --locale de --separate-extras --out " +
                            shell_quote(out_.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path dir = out_.path() / "tiny" / "de";
  const std::string cards = text_of(dir / "tiny-a4.pdf");
  EXPECT_THAT(cards, ::testing::HasSubstr("Erstschlag")) << cards;
  EXPECT_THAT(cards, ::testing::HasSubstr("Stärke: 1")) << cards;
  EXPECT_THAT(cards, ::testing::HasSubstr("Stärke: 2")) << cards;
  EXPECT_THAT(cards, ::testing::HasSubstr("Second Wind")) << "fuzzy: the source text";
  EXPECT_THAT(cards, ::testing::HasSubstr("Heal 2 points")) << "untranslated: the source text";
  EXPECT_THAT(cards, ::testing::HasSubstr("Kleines Duell")) << "the sheet caption";
  EXPECT_THAT(text_of(dir / "tiny-trackers-a4.pdf"), ::testing::HasSubstr("Lebenspunkte"));
  EXPECT_THAT(text_of(dir / "tiny-aids-a4.pdf"), ::testing::HasSubstr("Kurzübersicht"));
  const std::string booklet = text_of(dir / "tiny-rules-a5.pdf");
  EXPECT_THAT(booklet, ::testing::HasSubstr("Spielablauf")) << booklet;
  EXPECT_THAT(booklet, ::testing::HasSubstr("Inhalt")) << booklet;
  EXPECT_THAT(booklet, ::testing::HasSubstr("Kleines Duell")) << booklet;
  EXPECT_FALSE(fs::exists(out_.path() / "tiny" / "tiny-a4.pdf")) << "a locale builds into its own folder";

  // The build report: the fuzzy and the untranslated messages, at their PO lines.
  const std::string fuzzy_at = po().string() + ":" + std::to_string(line_of(po(), "msgid \"Second Wind\"")) + ":1: warning: ";
  EXPECT_THAT(r.err, ::testing::HasSubstr(fuzzy_at + "the translation of 'two|name' is fuzzy: the source text is printed [locale de]"))
      << r.err;
  const std::string empty_at = po().string() + ":" + std::to_string(line_of(po(), "msgid \"Heal 2 points of damage.\"")) + ":1: warning: ";
  EXPECT_THAT(r.err, ::testing::HasSubstr(empty_at + "'two|text' is not translated: the source text is printed [locale de]"))
      << r.err;
  EXPECT_THAT(r.err, ::testing::Not(::testing::HasSubstr("'one|text'"))) << r.err;

  // Byte-identical when built again.
  const std::string first = read_file(dir / "tiny-a4.pdf");
  ASSERT_EQ(deckwright("build " + shell_quote(set_.path().string()) + " --locale de --separate-extras --out " + shell_quote(out_.path().string())).exit_code, 0);
  EXPECT_EQ(read_file(dir / "tiny-a4.pdf"), first);
}

TEST_F(LocaleBuildTest, DroppedIconTokenIsAnErrorAtThePoLine) {
  translate(po(), "one|text", "Füge deinem Gegner **1** Schaden zu.");
  translate(po(), "template:face|strength", "Stärke: {wert}");
  const auto r = deckwright("i18n check " + shell_quote(set_.path().string()));
  EXPECT_EQ(r.exit_code, 2) << r.err;
  const int line = line_of(po(), "msgstr \"Füge deinem Gegner **1** Schaden zu.\"");
  ASSERT_GT(line, 0);
  EXPECT_THAT(r.err, ::testing::HasSubstr(po().string() + ":" + std::to_string(line) +
                       ":1: error: the translation of 'one|text' drops :sword: [locale de]"))
      << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("the translation of 'template:face|strength' drops {value} and adds {wert} [locale de]"))
      << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("hint: keep every icon token"));
}

// build --locale holds translations to the same token check as i18n check (an error, exit 2, at
// the msgstr line, nothing written); before, it printed the card without the icon.
TEST_F(LocaleBuildTest, BuildRefusesATranslationThatDropsOrAddsTokens) {
  translate(po(), "one|text", "Füge deinem Gegner **1** Schaden zu.");
  translate(po(), "two|name", "Zweiter {Atem} :sword:");
  const auto r = deckwright("build " + shell_quote(set_.path().string()) + " --locale de --out " + shell_quote(out_.path().string()));
  EXPECT_EQ(r.exit_code, 2) << r.err;
  const int line = line_of(po(), "msgstr \"Füge deinem Gegner **1** Schaden zu.\"");
  ASSERT_GT(line, 0);
  EXPECT_THAT(r.err, ::testing::HasSubstr(po().string() + ":" + std::to_string(line) +
                       ":1: error: the translation of 'one|text' drops :sword: [locale de]"))
      << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("the translation of 'two|name' adds :sword: and {Atem} [locale de]")) << r.err;
  EXPECT_FALSE(fs::exists(out_.path() / "tiny" / "de" / "tiny-a4.pdf")) << "nothing printed";
}

TEST_F(LocaleBuildTest, LongPseudoLocaleReportsATightBoxInMillimetres) {
  // The strength box holds "Strength: 1" at 10 pt but may not shrink: 40 % more text overflows.
  std::string face = kI18nFace;
  const std::string box = "width = \"30mm\"\nheight = \"8mm\"\nsize = 10\nmin_size = 6";
  face.replace(face.find(box), box.size(), "width = \"22mm\"\nheight = \"5mm\"\nsize = 10\nmin_size = 10");
  set_.write("templates/face.toml", face);
  auto r = deckwright("i18n check " + shell_quote(set_.path().string()) + " --locale x-long");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("check x-long: 33 of 33 messages translated; 6 text boxes, ")) << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr(", 2 overflowing")) << r.out;
  EXPECT_THAT(r.err, ::testing::HasSubstr("face.toml:21:8: warning: text of element 'strength' overflows its box by ")) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr(" mm at min_size 10 pt [card one] [locale x-long]")) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("hint: shorten the translation"));
  // The bracketed pseudo-locale still fits; with --strict, warnings fail the check.
  r = deckwright("i18n check " + shell_quote(set_.path().string()) + " --locale x-debug --strict");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr(", 0 overflowing")) << r.out;
  r = deckwright("i18n check " + shell_quote(set_.path().string()) + " --locale x-long --strict");
  EXPECT_EQ(r.exit_code, 1) << r.err;
}

TEST(BundledSets, LongPseudoLocaleReportsOverflows) {
  for (const char* name : {"clashing-blades", "clubs", "duel-cards", "clash-of-steel", "german-whist", "crazy-eights"}) {
    const fs::path set = fs::path(DW_SOURCE_DIR) / "cardsets" / name;
    if (!fs::exists(set / "set.toml")) continue;
    const auto r = deckwright("i18n check " + shell_quote(set.string()) + " --locale x-long");
    EXPECT_NE(r.exit_code, 2) << name << "\n" << r.err;
    EXPECT_EQ(r.out.rfind("check x-long: ", 0), 0u) << name << "\n" << r.out;
    EXPECT_THAT(r.out, ::testing::HasSubstr(" overflowing")) << r.out;
    // Every overflow counted is reported with its card, locale and millimetres.
    const std::size_t at = r.out.find(" shrunk below their size, ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const int counted = std::stoi(r.out.substr(at + 26));
    int reported = 0;
    for (std::size_t p = 0; (p = r.err.find(" mm at min_size ", p)) != std::string::npos; ++p) ++reported;
    EXPECT_EQ(reported, counted) << name << "\n" << r.err;
  }
}

// The bundled sets leave room for 40 % longer text, so the test above may count no overflow at
// all. Here a copy of Clashing Blades! forbids its duel cards' rules text to shrink: x-long must
// then overflow on those cards, and report each one with its card, field and millimetres.
TEST(BundledSets, LongPseudoLocaleReportsEveryOverflowOfATightenedSet) {
  const fs::path source = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  TempDir copy;
  const fs::path set = copy.path() / "clashing-blades";
  fs::copy(source, set, fs::copy_options::recursive);
  const fs::path duel = set / "templates" / "duel.toml";
  std::string tpl = read_file(duel);
  const std::string box = "height = \"15.5mm\"\nfont = \"Linux Libertine O\"\nsize = 10\nmin_size = 6\n";
  const std::size_t at = tpl.find(box);
  ASSERT_NE(at, std::string::npos) << "the duel template's rules-text box changed; adjust this test";
  tpl.replace(at, box.size(), "height = \"15.5mm\"\nfont = \"Linux Libertine O\"\nsize = 10\nmin_size = 10\n");
  std::ofstream(duel, std::ios::binary) << tpl;
  const int line = line_of(duel, "name = \"rules-text\"") + 2;  // the element's `text = "{text}"`

  const auto r = deckwright("i18n check " + shell_quote(set.string()) + " --locale x-long");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::size_t at_count = r.out.find(" shrunk below their size, ");
  ASSERT_NE(at_count, std::string::npos) << r.out;
  const int counted = std::stoi(r.out.substr(at_count + 26));
  EXPECT_GE(counted, 20) << r.out;  // most of the 30 duel cards
  int reported = 0;
  for (std::size_t p = 0; (p = r.err.find(" mm at min_size 10 pt [card ", p)) != std::string::npos; ++p) ++reported;
  EXPECT_EQ(reported, counted) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr(duel.string() + ":" + std::to_string(line) + ":8: warning: text of field 'text' in element 'rules-text' overflows its box by "))
      << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("[card spade-10] [locale x-long]")) << r.err;
}

}  // namespace
}  // namespace dw
