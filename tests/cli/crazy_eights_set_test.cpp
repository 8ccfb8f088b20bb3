// End-to-end over the bundled Crazy Eights set (cardsets/crazy-eights, rules only in Lua): it
// builds in English and German with no warning, its sheets carry the four wild eights and the
// player aids, it plays a match, a logged game replays to the same play-by-play, and a validation
// finds no error and no warning but the one the set's README documents as a property of the game
// (no-choice: most turns offer one legal action, as drawing when nothing fits is forced).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

const std::string kSet = std::string(DW_SOURCE_DIR) + "/cardsets/crazy-eights";

CommandResult deckwright(const std::string& args) { return run_command(shell_quote(deckwright_binary()) + " " + args); }

int occurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(LuaCrazyEightsSet, BuildsInEnglishAndGermanWithoutWarnings) {
  TempDir out;
  const auto built = deckwright("build " + shell_quote(kSet) + " --out " + shell_quote(out.path().string()));
  ASSERT_EQ(built.exit_code, 0) << built.err;
  EXPECT_THAT(built.err, ::testing::Not(::testing::HasSubstr("warning"))) << built.err;
  const fs::path dir = out.path() / "crazy-eights";
  for (const char* file : {"crazy-eights-a4.pdf", "crazy-eights-rules-a5.pdf", "crazy-eights-rules-a4-booklet.pdf"})
    EXPECT_TRUE(fs::is_regular_file(dir / file)) << file;
  const std::string sheets = run_command("pdftotext " + shell_quote((dir / "crazy-eights-a4.pdf").string()) + " -").out;
  EXPECT_EQ(occurrences(sheets, "Wild: play it on any card"), 4) << sheets;
  EXPECT_EQ(occurrences(sheets, "Your Turn"), 2) << "one aid per player";

  const auto german = deckwright("build " + shell_quote(kSet) + " --locale de --out " + shell_quote(out.path().string()));
  ASSERT_EQ(german.exit_code, 0) << german.err;
  EXPECT_THAT(german.err, ::testing::Not(::testing::HasSubstr("warning"))) << german.err;
  const std::string deutsch = run_command("pdftotext " + shell_quote((dir / "de" / "crazy-eights-a4.pdf").string()) + " -").out;
  EXPECT_EQ(occurrences(deutsch, "Joker: auf jede Karte"), 4) << deutsch;
  EXPECT_EQ(occurrences(deutsch, "Dein Zug"), 2);
  const auto check = deckwright("i18n check " + shell_quote(kSet) + " --strict");
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  EXPECT_THAT(check.out, ::testing::HasSubstr("check de: 115 of 115 messages translated;")) << check.out;
}

TEST(LuaCrazyEightsSet, PlaysAMatchAndReplaysALoggedGame) {
  const auto match = deckwright("play " + shell_quote(kSet) + " --games 20");
  ASSERT_EQ(match.exit_code, 0) << match.err;
  EXPECT_THAT(match.out, ::testing::HasSubstr("match: 20 games of lua"));

  TempDir dir;
  const std::string log = (dir.path() / "game.replay").string();
  const auto played = deckwright("play " + shell_quote(kSet) + " --agents greedy,random --seed 4 --log " + shell_quote(log));
  ASSERT_EQ(played.exit_code, 0) << played.err;
  EXPECT_THAT(played.out, ::testing::HasSubstr("result after "));
  EXPECT_THAT(played.out, ::testing::ContainsRegex("p0 +play "));
  const auto replayed = deckwright("replay " + shell_quote(log) + " --set " + shell_quote(kSet));
  ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
  EXPECT_EQ(replayed.out, played.out);
}

TEST(LuaCrazyEightsSet, ValidatesWithNoErrorAndOnlyTheDocumentedWarning) {
  TempDir dir;
  const fs::path json = dir.path() / "report.json";
  const auto r = deckwright("validate " + shell_quote(kSet) + " --lineup random@300 --lineup greedy@20 --jobs 2 --no-pdf -q --out " +
                            shell_quote(dir.path().string()) + " --json " + shell_quote(json.string()));
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto report = nlohmann::json::parse(read_file(json));
  int warnings = 0;
  for (const auto& f : report["findings"]) {
    EXPECT_NE(f["severity"], "error") << f.dump();
    if (f["severity"] == "warning") {
      ++warnings;
      EXPECT_EQ(f["category"], "no-choice") << f.dump();
    }
  }
  EXPECT_GE(warnings, 1) << "the README documents the no-choice warning; if it is gone, update the README";
}

}  // namespace
}  // namespace dw
