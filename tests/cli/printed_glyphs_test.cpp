// Every glyph checked (issue 20, D06): a character no font of the project has, printed anywhere
// outside the cards (the set's title, a tracker, an aid, the booklet's Markdown or cover, a sheet
// word), is an error at the place the text was written (set.toml, the aid or Markdown file, or the
// PO line of a translation), naming the character and the font tried: build, build --locale and
// i18n check stop with exit 2; validate reports it as a tofu finding (its exit code for a set
// with errors is 1; it runs on a copy of the bundled Duel Cards, a set with a rules engine).
// Before, each printed as a box with exit 0.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
using ::testing::HasSubstr;

// U+4E00, a character no family of fonts/manifest.toml has (nor a fallback of German).
const char* const kNoFont = "\u4E00";

const char* const kTracker = R"(
[[tracker]]
id = "score"
title = "Score"
kind = "track"
from = 0
to = 10
token = "cube"
)";

const char* const kAid = "id = \"ref\"\ntitle = \"Reference\"\n\n[[section]]\nheading = \"Turn\"\ntext = \"Play a card.\"\n";
const char* const kRules = "# Rules\n\nPlay the cards.\n";
const char* const kPoHeader = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n";

std::string with(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::logic_error("fixture does not contain " + from);
  return text.replace(at, from.size(), to);
}

struct Case {
  const char* name;
  const char* file;      // the file of the set rewritten
  std::string content;   // its content (for Duel Cards: the text replaced, then its replacement)
  const char* command;   // "build", "build --locale de", "validate" or "i18n check"
  const char* position;  // "file:line:col" relative to the set
  const char* what;      // the text named in the message
  std::string replaced = {};  // for Duel Cards: the text of `file` that `content` replaces
};

// The tiny set with a tracker, an aid, a booklet and a German PO file that translates nothing.
void write_full_set(const TempDir& set) {
  write_tiny_set(set);
  set.write("set.toml", std::string(kSet) + kTracker);
  set.write("aids/ref.toml", kAid);
  set.write("booklet/rules.md", kRules);
  set.write("locales/de.po", kPoHeader);
}

std::string run_line(const Case& c, const TempDir& set, const TempDir& out) {
  const std::string cmd = c.command;
  const std::string binary = shell_quote(deckwright_binary());
  if (cmd.rfind("build", 0) == 0)
    return binary + " build " + shell_quote(set.path().string()) + " --out " + shell_quote(out.path().string()) +
           cmd.substr(5);
  if (cmd == "validate")
    return binary + " validate " + shell_quote(set.path().string()) + " --static-only --no-pdf --out " +
           shell_quote(out.path().string());
  return binary + " " + cmd + " " + shell_quote(set.path().string());
}

class NoFontHasIt : public ::testing::TestWithParam<Case> {};

TEST_P(NoFontHasIt, IsAnErrorAtThePlaceNamingTheCharacterAndTheFont) {
  const Case& c = GetParam();
  TempDir set, out;
  const bool duel_cards = !c.replaced.empty();
  if (duel_cards)
    std::filesystem::copy(std::string(DW_SOURCE_DIR) + "/cardsets/duel-cards", set.path(),
                          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
  else
    write_full_set(set);
  const std::string command = run_line(c, set, out);
  const auto good = run_command(command);
  ASSERT_EQ(good.exit_code, 0) << "the set passes before the character is added:\n" << good.err << good.out;

  set.write(c.file, duel_cards ? with(read_file(set.path() / c.file), c.replaced, c.content) : c.content);
  const auto bad = run_command(command);
  const std::string said = bad.err + bad.out;
  EXPECT_EQ(bad.exit_code, duel_cards ? 1 : 2) << said;
  EXPECT_THAT(said, HasSubstr((set.path() / c.position).string() + ": error: " + (duel_cards ? "[tofu] " : "") +
                              "no font has U+4E00")) << said;
  EXPECT_THAT(said, HasSubstr(c.what)) << said;
  EXPECT_THAT(said, HasSubstr("every other family of fonts/manifest.toml lack it")) << said;
  EXPECT_THAT(said, HasSubstr("pick a font that has the character")) << said;
}

const std::string kSetWithTracker = std::string(kSet) + kTracker;
const std::string kNoFontTitle = with(kSetWithTracker, "title = \"Tiny\"", std::string("title = \"Tiny ") + kNoFont + "\"");

INSTANTIATE_TEST_SUITE_P(
    EveryPrintedText, NoFontHasIt,
    ::testing::Values(
        Case{"SetTitle", "set.toml", kNoFontTitle, "build", "set.toml:2:9", "the set's title"},
        Case{"SetTitleInValidate", "set.toml", std::string("title = \"Duel Cards ") + kNoFont + "\"", "validate",
             "set.toml:8:9", "the set's title", "title = \"Duel Cards\""},
        Case{"SetTitleInI18nCheck", "set.toml", kNoFontTitle, "i18n check", "set.toml:2:9", "the set's title"},
        Case{"SetTitleInALocaleBuild", "set.toml", kNoFontTitle, "build --locale de", "set.toml:2:9", "the set's title"},
        Case{"TrackerTitle", "set.toml",
             with(kSetWithTracker, "title = \"Score\"", std::string("title = \"Score ") + kNoFont + "\""), "build",
             "set.toml:18:1", "Tracker 'score', title"},
        Case{"AidParagraph", "aids/ref.toml", with(kAid, "Play a card.", std::string("Play a card ") + kNoFont + "."),
             "build", "aids/ref.toml:4:1", "Player aid 'ref', section 1, paragraph"},
        Case{"AidHeadingInValidate", "aids/round.toml", std::string("heading = \"You may ") + kNoFont + "\"", "validate",
             "aids/round.toml:19:1", "Player aid 'round', section 2, heading", "heading = \"You may not\""},
        Case{"BookletParagraph", "booklet/rules.md", with(kRules, "Play the cards.", std::string("Play ") + kNoFont + "."),
             "build", "booklet/rules.md:3:1", "the booklet's text"},
        Case{"BookletCover", "set.toml",
             kSetWithTracker + "\n[booklet]\nsubtitle = \"A game of " + kNoFont + "\"\n", "i18n check",
             "set.toml:26:1", "the subtitle on the cover"},
        // Translations: the PO line of the msgstr.
        Case{"TranslatedSheetWord", "locales/de.po",
             std::string(kPoHeader) + "\nmsgctxt \"sheet|fronts\"\nmsgid \"Fronts\"\nmsgstr \"Vorderseiten " + kNoFont + "\"\n",
             "build --locale de", "locales/de.po:6:1", "the sheet word 'fronts'"},
        Case{"TranslatedTrackerTitle", "locales/de.po",
             std::string(kPoHeader) + "\nmsgctxt \"tracker:score|title\"\nmsgid \"Score\"\nmsgstr \"Punkte " + kNoFont + "\"\n",
             "i18n check", "locales/de.po:6:1", "Tracker 'score', title"},
        Case{"TranslatedBookletParagraph", "locales/de.po",
             std::string(kPoHeader) + "\nmsgctxt \"booklet|2\"\nmsgid \"Play the cards.\"\nmsgstr \"Spielt " + kNoFont + ".\"\n",
             "build --locale de", "locales/de.po:6:1", "the booklet's text"}),
    [](const ::testing::TestParamInfo<Case>& param) { return std::string(param.param.name); });

}  // namespace
}  // namespace dw
