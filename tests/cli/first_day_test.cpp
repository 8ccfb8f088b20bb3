// A designer's first day, step by step as a newcomer takes it, in a scratch folder with relative
// paths: `deckwright new` with no base; three cards added (two in a TOML file, one from a CSV
// file); build; edit a card; build again and find the change in the printed PDF; validate.
// Each step is a method of the fixture, run in order by the one test, so a step can be put
// between two others: the live preview (`deckwright serve`, written on another branch) goes
// after the first build, and watches the edit of the next step.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

class FirstDay : public ::testing::Test {
 protected:
  CommandResult deckwright(const std::string& args) {
    return run_command("cd " + shell_quote(dir_.path().string()) + " && " + shell_quote(deckwright_binary()) + " " + args);
  }
  std::string printed_text() {
    return run_command("pdftotext " + shell_quote((dir_.path() / "out" / "harvest" / "harvest-a4.pdf").string()) + " -").out;
  }

  void start_a_set() {
    const auto made = deckwright("new harvest --title 'Harvest Moon'");
    ASSERT_EQ(made.exit_code, 0) << made.err;
    EXPECT_THAT(made.out, ::testing::HasSubstr("wrote harvest/set.toml\n"));
  }

  void add_three_cards() {
    // Two cards written as TOML, the third from a spreadsheet's CSV export (a quoted cell with a
    // comma, and the byte order mark some spreadsheets write).
    dir_.write("harvest/cards/more.toml", R"([[card]]
id = "scarecrow"
kind = "card"
name = "Scarecrow"
art = "sun"
text = "Keep one card of the field safe."

[[card]]
id = "owl"
kind = "card"
count = 2
name = "Owl"
art = "moon"
text = "Look at the top three cards of the deck."
)");
    dir_.write("harvest/cards/sheet.csv", "\xEF\xBB\xBFid,count,kind,name,art,text\n"
                                           "barn-dance,3,card,Barn Dance,sun,\"Everyone passes a card left, then right.\"\n");
    const auto listed = deckwright("list harvest");
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    for (const char* line : {"  scarecrow ", "  owl ", "  barn-dance "}) EXPECT_THAT(listed.out, ::testing::HasSubstr(line));
    EXPECT_THAT(listed.out, ::testing::ContainsRegex("\n  total +10\n")) << listed.out;
  }

  void build() {
    const auto built = deckwright("build harvest --out out");
    ASSERT_EQ(built.exit_code, 0) << built.err;
    EXPECT_EQ(built.err, "");
    ASSERT_TRUE(fs::is_regular_file(dir_.path() / "out" / "harvest" / "harvest-a4.pdf"));
  }

  void see_the_new_cards_printed() {
    const std::string text = printed_text();
    for (const char* name : {"Scarecrow", "Owl", "Barn Dance", "Midnight"}) EXPECT_THAT(text, ::testing::HasSubstr(name));
    EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("Harvest Festival")));
  }

  void edit_a_card() {
    const fs::path csv = dir_.path() / "harvest" / "cards" / "sheet.csv";
    std::string content = read_file(csv);
    const std::size_t at = content.find("Barn Dance");
    ASSERT_NE(at, std::string::npos);
    content.replace(at, 10, "Harvest Festival");
    std::ofstream(csv, std::ios::binary) << content;
  }

  void see_the_edit_printed() {
    const std::string text = printed_text();
    EXPECT_THAT(text, ::testing::HasSubstr("Harvest Festival"));
    EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("Barn Dance")));
  }

  void validate() {
    const auto validated = deckwright("validate harvest -q --no-pdf --out out");
    EXPECT_EQ(validated.exit_code, 0) << validated.out << validated.err;
    EXPECT_THAT(validated.out, ::testing::HasSubstr("0 errors, 0 warnings")) << validated.out;
  }

  TempDir dir_;
};

TEST_F(FirstDay, NewSetThreeCardsBuildEditRebuildValidate) {
  ASSERT_NO_FATAL_FAILURE(start_a_set());
  ASSERT_NO_FATAL_FAILURE(add_three_cards());
  ASSERT_NO_FATAL_FAILURE(build());
  ASSERT_NO_FATAL_FAILURE(see_the_new_cards_printed());
  ASSERT_NO_FATAL_FAILURE(edit_a_card());
  ASSERT_NO_FATAL_FAILURE(build());
  ASSERT_NO_FATAL_FAILURE(see_the_edit_printed());
  ASSERT_NO_FATAL_FAILURE(validate());
}

}  // namespace
}  // namespace dw
