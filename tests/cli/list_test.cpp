// `deckwright list <set-dir>`: card counts, totals per kind and per deck (card file), and the
// trackers, aids and booklet a set builds, checked on the bundled sets; a broken set exits 2.
// `list SET --format csv` writes the cards back out: a canonical CSV card file comes back byte
// for byte, and a set mixing TOML and CSV card files builds.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

CommandResult list(const std::string& set_dir) {
  return run_command(shell_quote(deckwright_binary()) + " list " + shell_quote(set_dir));
}

bool has_line(const std::string& out, const std::string& words) {
  // A line that holds exactly these words, with any spacing between them.
  std::size_t start = 0;
  while (start < out.size()) {
    std::size_t end = out.find('\n', start);
    if (end == std::string::npos) end = out.size();
    std::string squeezed;
    for (std::size_t i = start; i < end; ++i) {
      if (out[i] == ' ' && (squeezed.empty() || squeezed.back() == ' ')) continue;
      squeezed += out[i];
    }
    if (!squeezed.empty() && squeezed.back() == ' ') squeezed.pop_back();
    if (squeezed == words) return true;
    start = end + 1;
  }
  return false;
}

TEST(ListSet, ClashingBladesDecksTrackersAidsAndBooklet) {
  const auto r = list(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  for (const char* line : {"duel 30", "health 4", "extra-hearts 6", "events 14", "marcus-king 1", "total 55",
                           "spade-a x1 attack duel", "health (track, 2 copies, one per player)",
                           "Booklet: booklet/rules.md"})
    EXPECT_TRUE(has_line(r.out, line)) << line << "\n" << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("interactions (aids/interactions.toml, 2 copies)")) << r.out;
}

TEST(ListSet, ClubsHasFiftyTwoCards) {
  const auto r = list(std::string(DW_SOURCE_DIR) + "/cardsets/clubs");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has_line(r.out, "total 52")) << r.out;
}

TEST(ListSet, ABrokenSetExitsTwoWithItsDiagnostic) {
  TempDir set;
  write_tiny_set(set);
  set.write("cards/cards.toml", "[[card]]\nid = \"x\"\ncout = 2\n");
  const auto r = list(set.path().string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("cards/cards.toml:3:1: error: unknown key 'cout'")) << r.err;
}

// Terminal safety: a set's own text (its version, a card kind, a deck's file name, a key in a
// diagnostic) reaches the terminal with ESC, BEL, C1 and bidi controls escaped, so a set cannot
// clear the screen (ESC[2J), write the clipboard (OSC 52) or reorder what is shown (U+202E).
TEST(ListSet, ControlSequencesFromTheSetAreShownEscaped) {
  TempDir set;
  write_tiny_set(set);
  std::string toml = kSet;
  toml.replace(toml.find("version = \"1.0\""), 15, "version = \"1.0\\u001b[2J\u202e\"");
  set.write("set.toml", toml);
  set.write("cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"x\\u001b]52;c;aGk=\\u0007\"\n"
                                "name = \"enO\"\n");
  const auto r = list(set.path().string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* raw : {"\x1b", "\x07", "\u202e"}) EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr(raw))) << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("tiny: Tiny 1.0\\x1b[2J\\u{202e}, ruleset none")) << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("x\\x1b]52;c;aGk=\\x07")) << r.out;

  set.write("cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"x\"\nname = \"One\"\n"
                                "\"\\u001b[2J\\u001b]52;c;aGk=\\u0007\u202e\" = 1\n");
  const auto broken = list(set.path().string());
  EXPECT_EQ(broken.exit_code, 2);
  for (const char* raw : {"\x1b", "\x07", "\u202e"}) EXPECT_THAT(broken.err, ::testing::Not(::testing::HasSubstr(raw))) << broken.err;
  EXPECT_THAT(broken.err, ::testing::HasSubstr("unknown key '\\x1b[2J\\x1b]52;c;aGk=\\x07\\u{202e}' in card 'one'"))
      << broken.err;
}

TEST(ListCsv, ACanonicalCsvCardFileComesBackByteForByte) {
  TempDir set;
  write_tiny_set(set);
  std::filesystem::remove(set.path() / "cards/cards.toml");
  const std::string csv =
      "id,count,kind,name,text,value,rules.strength,rules.tags\n"
      "one,2,face,One,\"A first card, with **bold** text\nover two lines.\",1,1.5,\"[\"\"a\"\", \"\"b\"\"]\"\n"
      "two,1,face,Two,,2,,\n";
  set.write("cards/cards.csv", csv);
  const auto r = run_command(shell_quote(deckwright_binary()) + " list " + shell_quote(set.path().string()) + " --format csv");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, csv);
  const auto tsv = run_command(shell_quote(deckwright_binary()) + " list " + shell_quote(set.path().string()) + " --format tsv");
  ASSERT_EQ(tsv.exit_code, 0) << tsv.err;
  EXPECT_THAT(tsv.out, ::testing::StartsWith("id\tcount\tkind\tname\ttext\tvalue\trules.strength\trules.tags\n"));
}

TEST(ListCsv, FormatCsvNeedsASet) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " list --format csv");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("--format csv writes the cards of one set")) << r.err;
}

TEST(ListCsv, ASetMixingTomlAndCsvCardFilesBuilds) {
  TempDir set, out;
  write_tiny_set(set);
  set.write("cards/more.csv", "id,kind,name,value,text\nthree,face,Three,3,\"A card from a spreadsheet, with a comma.\"\n");
  const auto listed = list(set.path().string());
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_TRUE(has_line(listed.out, "three x1 face more")) << listed.out;
  EXPECT_TRUE(has_line(listed.out, "total 4")) << listed.out;
  const auto built = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                                 " --paper a4 --out " + shell_quote(out.path().string()));
  ASSERT_EQ(built.exit_code, 0) << built.err;
  const auto text = run_command("pdftotext " + shell_quote((out.path() / "tiny" / "tiny-a4.pdf").string()) + " -");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, ::testing::HasSubstr("Three (3)")) << text.out;
}

TEST(ListCsv, ACsvDiagnosticExitsTwoAtItsCell) {
  TempDir set;
  write_tiny_set(set);
  set.write("cards/more.csv", "id,kind,name,value\nthree,face,Three,3.5\n");
  const auto r = list(set.path().string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("cards/more.csv:2:18: error: field 'value' of card 'three' must be a whole number such as 3, not '3.5'"))
      << r.err;
}

}  // namespace
}  // namespace dw
