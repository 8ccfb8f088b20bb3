// End-to-end: `deckwright build --target all` gives the same files, byte for byte, with one
// thread and with two (--jobs 1, --jobs 2), for bundled sets of different kinds: every target's
// folder, PDFs, PNGs and the TTS saved object (its URLs made host-relative so the two output
// folders do not show in it). --jobs 0 is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>

#include "support/run_command.hpp"
#include "tiny_set.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

CommandResult build_all(const std::string& set, const fs::path& out, const std::string& jobs) {
  return run_command(shell_quote(deckwright_binary()) + " build " +
                     shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) +
                     " --target all --tts-base-url https://example.invalid/deck --jobs " + jobs + " --out " +
                     shell_quote(out.string()));
}

// Every file under `dir`, by its path relative to `dir`, with its bytes.
std::map<std::string, std::string> tree(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).generic_string()] = read_file(e.path());
  return out;
}

std::vector<std::string> names(const std::map<std::string, std::string>& files) {
  std::vector<std::string> out;
  for (const auto& [name, bytes] : files) out.push_back(name);
  return out;
}

class BuildJobs : public ::testing::TestWithParam<const char*> {};

TEST_P(BuildJobs, OneThreadAndTwoWriteTheSameBytes) {
  const std::string set = GetParam();
  TempDir one, two;
  const CommandResult r1 = build_all(set, one.path(), "1");
  ASSERT_EQ(r1.exit_code, 0) << r1.err;
  const CommandResult r2 = build_all(set, two.path(), "2");
  ASSERT_EQ(r2.exit_code, 0) << r2.err;
  EXPECT_EQ(r1.err, r2.err) << "the same warnings";
  const auto files1 = tree(one.path() / set), files2 = tree(two.path() / set);
  // Every target wrote something, so the comparison below covers each.
  int pdfs = 0;
  std::map<std::string, int> per_target;
  for (const auto& [name, bytes] : files1) {
    EXPECT_FALSE(bytes.empty()) << name;
    if (name.find('/') == std::string::npos && name.ends_with(".pdf")) ++pdfs;
    else per_target[name.substr(0, name.find('/'))]++;
  }
  EXPECT_GT(pdfs, 0) << "pnp sheets";
  for (const char* target : {"tgc", "mpc", "dtc", "tts"}) EXPECT_GT(per_target[target], 0) << target;
  ASSERT_EQ(names(files1), names(files2)) << "the same files";
  for (const auto& [name, bytes] : files1) EXPECT_TRUE(bytes == files2.at(name)) << name << " differs";
}

INSTANTIATE_TEST_SUITE_P(BundledSets, BuildJobs, ::testing::Values("duel-cards", "clashing-blades"),
                         [](const ::testing::TestParamInfo<const char*>& set) {
                           std::string name = set.param;
                           std::erase(name, '-');
                           return name;
                         });

// A rules box too small for the cards' texts: they overflow it at its smallest size, so each face
// warns once.
constexpr const char* kOverflowingRulesBox = R"toml(
[[element]]
name = "rules"
type = "text"
text = "{text}"
font = "Linux Libertine O"
x = "5mm"
y = "50mm"
width = "30mm"
height = "8mm"
size = 9
min_size = 8
)toml";

// A set of 300 cards (the first one copy, every other two), each with a rules text too long for
// its box, so every card warns once, and a card's two copies can fall into two parts of the PDF
// (the first part boundary, after 16 sheets of 9, falls between card c72's copies). 599 cards on 67
// sheets, 134 pages: five parts of at most 32 pages.
void write_large_set(const TempDir& dir) {
  dir.write("set.toml", kSet);
  std::string cards;
  for (int i = 0; i < 300; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\ncount = " + (i == 0 ? "1" : "2") +
             "\nkind = \"face\"\nname = \"Card " + std::to_string(i) + "\"\nvalue = " + std::to_string(i % 10) +
             "\ntext = \"Card " + std::to_string(i) +
             ": a rules text far too long for the small box it is given, so that it overflows at its "
             "smallest size and the build warns about it, once for each card however often it is drawn.\"\n\n";
  dir.write("cards/cards.toml", cards);
  dir.write("templates/face.toml", std::string(kFace) + kOverflowingRulesBox);
  dir.write("templates/back.toml", kBack);
  dir.write("art/icon.svg", kIcon);
}

// `text` with every occurrence of `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

std::size_t occurrences(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

TEST(BuildJobsLargeSet, PrintAndPlayPartsGiveTheSameBytesWarningsAndReport) {
  TempDir set, one, two;
  write_large_set(set);
  const auto build = [&](const TempDir& out, const std::string& jobs) {
    return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                       " --target pnp --paper a4 --separate-extras --verbose --jobs " + jobs + " --out " +
                       shell_quote(out.path().string()));
  };
  const CommandResult r1 = build(one, "1");
  ASSERT_EQ(r1.exit_code, 0) << r1.err;
  const CommandResult r2 = build(two, "2");
  ASSERT_EQ(r2.exit_code, 0) << r2.err;
  EXPECT_EQ(r1.err, r2.err) << "the same warnings, in the same order";
  EXPECT_EQ(occurrences(r1.err, "overflows its box"), 300u) << "each card's text warns once\n" << r1.err;
  // The report (and the summary lines, once the output folders are left out) are the same.
  EXPECT_EQ(replaced(r1.out, one.path().string(), "OUT"), replaced(r2.out, two.path().string(), "OUT"));
  EXPECT_EQ(occurrences(r1.out, "layout c299 front rules"), 1u) << r1.out.substr(0, 2000);
  const auto files1 = tree(one.path() / "tiny"), files2 = tree(two.path() / "tiny");
  ASSERT_EQ(names(files1), names(files2));
  ASSERT_TRUE(files1.count("tiny-a4.pdf")) << "the pnp sheets";
  EXPECT_NE(r1.out.find("599 cards on 134 pages"), std::string::npos) << "five parts\n" << r1.out.substr(0, 2000);
  for (const auto& [name, bytes] : files1) EXPECT_TRUE(bytes == files2.at(name)) << name << " differs";
}

// `count` cards whose backs differ (each prints its card's text) and whose every text, front and
// back, overflows its box: each face warns once.
void write_warning_backs_set(const TempDir& dir, int count) {
  dir.write("set.toml", kSet);
  std::string cards;
  for (int i = 0; i < count; ++i)
    cards += "[[card]]\nid = \"w" + std::to_string(i) + "\"\nkind = \"face\"\nname = \"Card " + std::to_string(i) +
             "\"\ntext = \"Card " + std::to_string(i) +
             ": a text far too long for the small box it is given, so that it overflows at its smallest size "
             "and the build warns about it, once for each face however often it is drawn.\"\n\n";
  dir.write("cards/cards.toml", cards);
  dir.write("templates/face.toml", std::string(kFace) + kOverflowingRulesBox);
  dir.write("templates/back.toml", std::string(kBack) + kOverflowingRulesBox);
  dir.write("art/icon.svg", kIcon);
}

// TTS compares the backs a few at a time on the pool, so backs past the first difference are
// drawn (and warn) ahead of their turn; their warnings must still come where one thread gives
// them, on the back sheet.
TEST(BuildJobsTts, WarningsOfBacksDrawnAheadComeInTheOrderOfOneThread) {
  TempDir set;
  write_warning_backs_set(set, 40);
  for (const char* cache : {"", " --no-cache"}) {
    TempDir one, two;
    const auto build = [&](const TempDir& out, const std::string& jobs) {
      return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                         " --target tts --tts-base-url https://example.invalid/deck --jobs " + jobs + cache +
                         " --out " + shell_quote(out.path().string()));
    };
    const CommandResult r1 = build(one, "1");
    ASSERT_EQ(r1.exit_code, 0) << r1.err;
    const CommandResult r2 = build(two, "2");
    ASSERT_EQ(r2.exit_code, 0) << r2.err;
    EXPECT_EQ(occurrences(r1.err, "overflows its box"), 80u) << cache << "\n" << r1.err;
    EXPECT_EQ(r1.err, r2.err) << cache << ": the same warnings, in the same order";
    EXPECT_NE(r1.out.find("a back sheet per sheet"), std::string::npos) << r1.out;
    const auto files1 = tree(one.path() / "tiny" / "tts"), files2 = tree(two.path() / "tiny" / "tts");
    ASSERT_EQ(names(files1), names(files2)) << cache;
    for (const auto& [name, bytes] : files1) EXPECT_TRUE(bytes == files2.at(name)) << cache << name << " differs";
  }
}

// 60 cards with backs that differ: 120 distinct DTC pages, two pieces drawn by jobs into PDFs of
// their own. The deck and the warnings (every face's, in deck order, also without the cache,
// whose key pass would otherwise have given them) are the same with one thread and two.
TEST(BuildJobsDtc, PiecesDrawnOnThreadsGiveTheSameDeckAndWarnings) {
  TempDir set, one, two;
  write_warning_backs_set(set, 60);
  const auto build = [&](const TempDir& out, const std::string& jobs) {
    return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                       " --target dtc --no-cache --jobs " + jobs + " --out " + shell_quote(out.path().string()));
  };
  const CommandResult r1 = build(one, "1");
  ASSERT_EQ(r1.exit_code, 0) << r1.err;
  const CommandResult r2 = build(two, "2");
  ASSERT_EQ(r2.exit_code, 0) << r2.err;
  EXPECT_EQ(occurrences(r1.err, "overflows its box"), 120u) << r1.err.substr(0, 2000);
  EXPECT_EQ(r1.err, r2.err) << "the same warnings, in the same order";
  EXPECT_NE(r1.out.find("60 cards, 120 pages"), std::string::npos) << r1.out;
  const auto files1 = tree(one.path() / "tiny" / "dtc"), files2 = tree(two.path() / "tiny" / "dtc");
  ASSERT_EQ(names(files1), names(files2));
  ASSERT_EQ(files1.size(), 1u);
  for (const auto& [name, bytes] : files1) EXPECT_TRUE(bytes == files2.at(name)) << name << " differs";
}

// With two threads the bindings are checked while the cards are preflighted. The diagnostics are
// those of one thread: the bindings' first (a template's own problems among them, reported once
// by whoever loads it first), and the preflight's only when the bindings hold.
TEST(BuildJobsPrepare, BindingsCheckedBesidePreflightReportAsOneThread) {
  const auto build = [](const TempDir& set, const std::string& jobs) {
    TempDir out;
    return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                       " --target pnp --jobs " + jobs + " --out " + shell_quote(out.path().string()));
  };
  // The bindings hold (with a warning: an element off the card); the preflight finds an unknown font.
  TempDir fonts;
  write_tiny_set(fonts);
  fonts.write("templates/face.toml", replaced(kFace, "Linux Libertine O", "Libertine Nowhere") +
                                         "\n[[element]]\ntype = \"rect\"\nname = \"stray\"\nx = \"200mm\"\nwidth = \"5mm\"\n");
  const CommandResult f1 = build(fonts, "1"), f2 = build(fonts, "2");
  EXPECT_EQ(f1.exit_code, 2) << f1.err;
  EXPECT_NE(f1.err.find("unknown font family 'Libertine Nowhere'"), std::string::npos) << f1.err;
  EXPECT_NE(f1.err.find("'stray'"), std::string::npos) << f1.err;
  EXPECT_EQ(f1.err, f2.err);
  // The bindings fail (a template with malformed TOML, used by the second card): the unknown font
  // the preflight would find is not reported.
  TempDir broken;
  write_tiny_set(broken);
  broken.write("templates/face.toml", replaced(kFace, "Linux Libertine O", "Libertine Nowhere"));
  broken.write("cards/cards.toml", replaced(kCards, "kind = \"face\"\nname = \"Two\"", "kind = \"broken\"\nname = \"Two\""));
  broken.write("templates/broken.toml", "[[element]]\ntype = \n");
  const CommandResult b1 = build(broken, "1"), b2 = build(broken, "2");
  EXPECT_EQ(b1.exit_code, 2) << b1.err;
  EXPECT_NE(b1.err.find("broken.toml:2:"), std::string::npos) << b1.err;
  EXPECT_EQ(b1.err.find("unknown font family"), std::string::npos) << b1.err;
  EXPECT_EQ(b1.err, b2.err);
}

TEST(BuildJobsOption, ZeroIsRefused) {
  TempDir out;
  const CommandResult r = run_command(shell_quote(deckwright_binary()) + " build " +
                                      shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/duel-cards") +
                                      " --target tgc --jobs 0 --out " + shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--jobs"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out.path() / "duel-cards")) << "nothing written";
}

}  // namespace
}  // namespace dw
