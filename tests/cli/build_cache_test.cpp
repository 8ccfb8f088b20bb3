// End-to-end: the render cache of `deckwright build` (print/render_cache.hpp). On the tiny set:
// an unchanged rebuild takes every tgc face, every tts image and every dtc deck from
// output/<set>/.cache/ and writes the same bytes; editing one card redraws that card's faces and
// no other; editing the face template or its art redraws the fronts and keeps the backs; a
// damaged cache is redrawn, never trusted; warnings and the layout report are the same from the
// cache; and every build's files equal a --no-cache build's, which leaves no cache behind.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>

#include "support/run_command.hpp"
#include "support/sha256.hpp"
#include "support/temp_dir.hpp"
#include "tiny_set.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

CommandResult build(const TempDir& set, const fs::path& out, const std::string& target, const std::string& extra = "") {
  return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) + " --target " +
                     target + " --out " + shell_quote(out.string()) + " " + extra);
}

// Every file of the build's outputs (the cache folder left out), by relative path, with its bytes.
std::map<std::string, std::string> outputs(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (auto it = fs::recursive_directory_iterator(dir); it != fs::recursive_directory_iterator(); ++it) {
    if (it->path().filename() == ".cache") {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file()) files[fs::relative(it->path(), dir).generic_string()] = read_file(it->path());
  }
  return files;
}

// `text` with every occurrence of `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// "N <what>s from the cache" in the build's summary, or 0.
int from_cache(const std::string& out, const std::string& what) {
  std::smatch m;
  if (!std::regex_search(out, m, std::regex(", (\\d+) " + what + "s? from the cache"))) return 0;
  return std::stoi(m[1].str());
}

// The files of a --no-cache build of `set` for `target`.
std::map<std::string, std::string> clean_build(const TempDir& set, const std::string& target) {
  TempDir out;
  const CommandResult r = build(set, out.path(), target, "--no-cache");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(fs::exists(out.path() / "tiny" / ".cache")) << "--no-cache leaves no cache";
  return outputs(out.path() / "tiny");
}

class CachedBuild : public ::testing::Test {
 protected:
  void SetUp() override { write_tiny_set(set_); }
  CommandResult tgc(const std::string& extra = "") { return build(set_, out_.path(), "tgc", extra); }
  std::map<std::string, std::string> files() { return outputs(out_.path() / "tiny"); }
  TempDir set_, out_;
};

TEST_F(CachedBuild, UnchangedRebuildTakesEveryFaceFromTheCache) {
  const CommandResult first = tgc();
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(from_cache(first.out, "face"), 0);
  const auto before = files();
  const CommandResult second = tgc();
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_EQ(from_cache(second.out, "face"), 4) << second.out << "two cards, front and back: nothing drawn";
  EXPECT_TRUE(files() == before) << "the same bytes";
  EXPECT_TRUE(files() == clean_build(set_, "tgc")) << "the same bytes as a build without the cache";
}

TEST_F(CachedBuild, EditingOneCardRedrawsOnlyThatCard) {
  ASSERT_EQ(tgc().exit_code, 0);
  std::string cards = kCards;
  cards.replace(cards.find("name = \"Two\""), 12, "name = \"Deux\"");
  set_.write("cards/cards.toml", cards);
  const CommandResult r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 2) << r.out << "card one's front and back; card two drawn again";
  EXPECT_TRUE(files() == clean_build(set_, "tgc"));
  // The entries of the old card two are gone: four keys, one per face of this build.
  EXPECT_EQ(std::distance(fs::directory_iterator(out_.path() / "tiny" / ".cache" / "tgc" / "keys"), {}), 4);
}

TEST_F(CachedBuild, EditingTheFaceTemplateOrItsArtRedrawsTheFrontsOnly) {
  ASSERT_EQ(tgc().exit_code, 0);
  std::string face = kFace;
  face.replace(face.find("fill = \"ivory\""), 14, "fill = \"azure\"");
  set_.write("templates/face.toml", face);
  CommandResult r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 2) << r.out << "the two backs";
  EXPECT_TRUE(files() == clean_build(set_, "tgc"));

  set_.write("art/icon.svg", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='8' height='8'/></svg>");
  r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 2) << r.out << "the two backs";
  EXPECT_TRUE(files() == clean_build(set_, "tgc"));

  set_.write("templates/back.toml", "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#204020\"\n");
  r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 2) << r.out << "the two fronts";
  EXPECT_TRUE(files() == clean_build(set_, "tgc"));
}

// With [print] uniform_sizes, card two's longer title shrinks card one's title too: card one's
// front is drawn again although card one did not change.
TEST_F(CachedBuild, UniformSizesRedrawEveryCardOfTheTemplate) {
  std::string toml = kSet;
  toml.replace(toml.find("[print]\n"), 8, "[print]\nuniform_sizes = [\"title\"]\n");
  set_.write("set.toml", toml);
  set_.write("templates/face.toml", R"toml([[element]]
name = "title"
type = "text"
text = "{name}"
x = "5mm"
y = "5mm"
width = "30mm"
height = "6mm"
size = 14
min_size = 6
max_lines = 1
)toml");
  ASSERT_EQ(tgc().exit_code, 0);
  std::string cards = kCards;
  cards.replace(cards.find("name = \"Two\""), 12, "name = \"Two of the Longest Names\"");
  set_.write("cards/cards.toml", cards);
  const CommandResult r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 1) << r.out << "card one's back only";
  EXPECT_TRUE(files() == clean_build(set_, "tgc"));
}

TEST_F(CachedBuild, SetWideInputsRedrawEverything) {
  ASSERT_EQ(tgc().exit_code, 0);
  std::string toml = kSet;
  toml.replace(toml.find("bleed = \"3mm\""), 13, "bleed = \"2mm\"");
  set_.write("set.toml", toml);
  const CommandResult r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 0) << r.out;
  EXPECT_TRUE(files() == clean_build(set_, "tgc"));
}

TEST_F(CachedBuild, DamagedEntriesAreDrawnAgain) {
  ASSERT_EQ(tgc().exit_code, 0);
  const auto before = files();
  const fs::path cache = out_.path() / "tiny" / ".cache" / "tgc";
  int damaged = 0;
  for (const auto& blob : fs::directory_iterator(cache / "blobs")) {
    fs::resize_file(blob.path(), fs::file_size(blob.path()) / 2);
    ++damaged;
  }
  EXPECT_EQ(damaged, 3) << "two fronts and the back both cards share";
  CommandResult r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 0) << r.out;
  EXPECT_TRUE(files() == before);
  // Garbage in a key file is a miss too; the rebuild above stored every face again.
  for (const auto& key : fs::directory_iterator(cache / "keys")) std::ofstream(key.path()) << "garbage";
  r = tgc();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 0) << r.out;
  EXPECT_TRUE(files() == before);
  r = tgc();
  EXPECT_EQ(from_cache(r.out, "face"), 4) << r.out << "whole again";
}

TEST_F(CachedBuild, NoCacheDrawsEverythingAndLeavesTheCacheAlone) {
  ASSERT_EQ(tgc().exit_code, 0);
  const fs::path keys = out_.path() / "tiny" / ".cache" / "tgc" / "keys";
  const auto keys_before = std::distance(fs::directory_iterator(keys), {});
  const CommandResult r = tgc("--no-cache");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "face"), 0);
  EXPECT_EQ(std::distance(fs::directory_iterator(keys), {}), keys_before);
}

TEST_F(CachedBuild, WarningsAndLayoutReportAreTheSameFromTheCache) {
  std::string cards = kCards;
  cards.replace(cards.find("name = \"Two\""), 12, "name = \"" + std::string(3000, 'W') + "\"");
  set_.write("cards/cards.toml", cards);
  const CommandResult first = tgc("-v");
  ASSERT_EQ(first.exit_code, 0) << first.err;
  ASSERT_THAT(first.err, ::testing::HasSubstr("overflows its box"));
  const CommandResult second = tgc("-v");
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_EQ(from_cache(second.out, "face"), 4);
  EXPECT_EQ(second.err, first.err) << "the same warnings";
  const auto report = [](const std::string& out) { return out.substr(out.find('\n') + 1); };  // after "wrote ..."
  EXPECT_EQ(report(second.out), report(first.out)) << "the same layout report";
  EXPECT_EQ(tgc("--strict").exit_code, 1) << "--strict still fails on the overflow";
}

TEST_F(CachedBuild, TabletopSimulatorSheetsComeFromTheCache) {
  const std::string tts = "--tts-base-url https://example.invalid/deck";
  ASSERT_EQ(build(set_, out_.path(), "tts", tts).exit_code, 0);
  const auto before = files();
  CommandResult r = build(set_, out_.path(), "tts", tts);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "image"), 2) << r.out << "the face sheet and the one back";
  EXPECT_TRUE(files() == before);
  std::string cards = kCards;
  cards.replace(cards.find("name = \"Two\""), 12, "name = \"Deux\"");
  set_.write("cards/cards.toml", cards);
  r = build(set_, out_.path(), "tts", tts);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(from_cache(r.out, "image"), 1) << r.out << "the back; the sheet with card two drawn again";
  TempDir clean;
  ASSERT_EQ(build(set_, clean.path(), "tts", tts + " --no-cache").exit_code, 0);
  EXPECT_TRUE(files() == outputs(clean.path() / "tiny"));
}

TEST_F(CachedBuild, DriveThruCardsDecksComeFromTheCache) {
  ASSERT_EQ(build(set_, out_.path(), "dtc").exit_code, 0);
  const auto before = files();
  CommandResult r = build(set_, out_.path(), "dtc");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("(from the cache)"));
  EXPECT_TRUE(files() == before);
  std::string cards = kCards;
  cards.replace(cards.find("name = \"Two\""), 12, "name = \"Deux\"");
  set_.write("cards/cards.toml", cards);
  r = build(set_, out_.path(), "dtc");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("(from the cache)")));
  EXPECT_TRUE(files() == clean_build(set_, "dtc"));
}

// "K of N pieces from the cache" in a dtc summary: {K, N}, or {0, 0}.
std::pair<int, int> cached_pieces(const std::string& out) {
  std::smatch m;
  if (!std::regex_search(out, m, std::regex(", (\\d+) of (\\d+) pieces from the cache"))) return {0, 0};
  return {std::stoi(m[1].str()), std::stoi(m[2].str())};
}

// `count` cards whose backs print their names, so every page of the DTC deck is distinct (2 *
// count pages, in several pieces), with card `first` and so on.
std::string distinct_backs_cards(int count, const std::string& first = "") {
  std::string cards = first;
  for (int i = 0; i < count; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"face\"\nname = \"Card " + std::to_string(i) +
             "\"\nvalue = " + std::to_string(i % 10) + "\n\n";
  return cards;
}

// A DTC deck of several pieces: editing a card converts only the piece it is in, inserting one
// at the front at most two, a deck taken whole keeps its pieces for the next edit, and every
// deck equals a --no-cache build of the same cards.
TEST_F(CachedBuild, DriveThruCardsConvertOnlyThePiecesAnEditTouches) {
  set_.write("templates/back.toml", std::string(kBack) +
                                        "\n[[element]]\ntype = \"text\"\ntext = \"{name}\"\nfont = \"Linux Libertine O\"\n"
                                        "size = 12\ncolor = \"white\"\n");
  set_.write("cards/cards.toml", distinct_backs_cards(150));
  const auto dtc = [&] {
    const CommandResult r = build(set_, out_.path(), "dtc");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r;
  };
  ASSERT_THAT(dtc().out, ::testing::HasSubstr("150 cards, 300 pages"));
  set_.write("cards/cards.toml", replaced(distinct_backs_cards(150), "name = \"Card 7\"", "name = \"Card 7, edited\""));
  const auto [kept, pieces] = cached_pieces(dtc().out);
  EXPECT_GE(pieces, 3) << "300 pages in pieces of at most 160, about 80 on average";
  EXPECT_EQ(kept, pieces - 1) << "the piece of card 7 converted again";
  EXPECT_TRUE(files() == clean_build(set_, "dtc"));
  // Taken whole, the deck keeps its pieces: the next edit still converts one.
  EXPECT_THAT(dtc().out, ::testing::HasSubstr("(from the cache)"));
  std::string edited = replaced(distinct_backs_cards(150), "name = \"Card 7\"", "name = \"Card 7, edited\"");
  edited = replaced(edited, "name = \"Card 149\"", "name = \"Card 149, edited\"");
  set_.write("cards/cards.toml", edited);
  EXPECT_EQ(cached_pieces(dtc().out), std::make_pair(pieces - 1, pieces)) << "the last card's piece";
  // A card inserted at the front: its pages join the first piece, the later cuts stay.
  const std::string inserted = "[[card]]\nid = \"new\"\nkind = \"face\"\nname = \"New\"\nvalue = 1\n\n";
  set_.write("cards/cards.toml", inserted + edited);
  const auto [kept_after_insert, pieces_after_insert] = cached_pieces(dtc().out);
  EXPECT_GE(kept_after_insert, pieces_after_insert - 2);
  EXPECT_GE(kept_after_insert, 1);
  EXPECT_TRUE(files() == clean_build(set_, "dtc"));
}

// An entry that passes the content cache's checks (its blob hashes to its name) but is not what
// its key stands for: every cached PDF replaced by its first page alone, under keys rewritten to
// match. A piece of the wrong page count is never joined into the deck: converted again, the deck
// equals a --no-cache build.
TEST_F(CachedBuild, DriveThruCardsPiecesOfTheWrongPageCountAreConvertedAgain) {
  set_.write("templates/back.toml", std::string(kBack) +
                                        "\n[[element]]\ntype = \"text\"\ntext = \"{name}\"\nfont = \"Linux Libertine O\"\n"
                                        "size = 12\ncolor = \"white\"\n");
  set_.write("cards/cards.toml", distinct_backs_cards(60));
  ASSERT_EQ(build(set_, out_.path(), "dtc").exit_code, 0);
  const fs::path cache = out_.path() / "tiny" / ".cache" / "dtc";
  int replaced_entries = 0;
  for (const auto& key : fs::directory_iterator(cache / "keys")) {
    const std::string entry = read_file(key.path());
    const fs::path blob = cache / "blobs" / entry.substr(0, 64);
    if (read_file(blob).rfind("%PDF", 0) != 0) continue;
    const fs::path first_page = out_.path() / "first-page.pdf";
    ASSERT_EQ(run_command("qpdf --empty --pages " + shell_quote(blob.string()) + " 1 -- " +
                          shell_quote(first_page.string())).exit_code, 0);
    const std::string bytes = read_file(first_page);
    const std::string digest = sha256_hex(bytes);
    std::ofstream(cache / "blobs" / digest, std::ios::binary) << bytes;
    std::ofstream(key.path(), std::ios::binary) << digest << " " << bytes.size() << "\n";
    ++replaced_entries;
  }
  EXPECT_GE(replaced_entries, 3) << "the deck and its pieces";
  set_.write("cards/cards.toml", replaced(distinct_backs_cards(60), "name = \"Card 7\"", "name = \"Card 7, edited\""));
  const CommandResult r = build(set_, out_.path(), "dtc");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("pieces from the cache"))) << r.out;
  EXPECT_TRUE(files() == clean_build(set_, "dtc"));
}

// A bundled set with raster and vector art, every target: a build that fills the cache, one
// that takes everything from it and one without it write the same files and the same warnings.
TEST(CachedBundledBuild, EveryTargetTheSameWithAndWithoutTheCache) {
  const std::string set = std::string(DW_SOURCE_DIR) + "/cardsets/duel-cards";
  const auto all = [&](const fs::path& out, const std::string& extra) {
    return run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set) +
                       " --target all --tts-base-url https://example.invalid/deck --out " + shell_quote(out.string()) +
                       " " + extra);
  };
  TempDir cached, clean;
  const CommandResult cold = all(cached.path(), "");
  ASSERT_EQ(cold.exit_code, 0) << cold.err;
  const auto cold_files = outputs(cached.path() / "duel-cards");
  const CommandResult warm = all(cached.path(), "");
  ASSERT_EQ(warm.exit_code, 0) << warm.err;
  EXPECT_GT(from_cache(warm.out, "face"), 0) << warm.out;
  EXPECT_GT(from_cache(warm.out, "image"), 0) << warm.out;
  EXPECT_THAT(warm.out, ::testing::HasSubstr("(from the cache)"));
  const CommandResult none = all(clean.path(), "--no-cache");
  ASSERT_EQ(none.exit_code, 0) << none.err;
  const auto clean_files = outputs(clean.path() / "duel-cards");
  EXPECT_EQ(cold.err, none.err);
  EXPECT_EQ(warm.err, none.err);
  ASSERT_EQ(cold_files.size(), clean_files.size());
  for (const auto& [name, bytes] : clean_files) {
    EXPECT_TRUE(cold_files.at(name) == bytes) << name << ": filling the cache changed it";
    EXPECT_TRUE(outputs(cached.path() / "duel-cards").at(name) == bytes) << name << ": taken from the cache, it differs";
  }
}

}  // namespace
}  // namespace dw
