// The printer-friendly variant and the grey proof (issue 21, item 4): `build --ink-saver` puts
// under half the toner of the ordinary sheets on paper for every bundled set, as Ghostscript's
// inkcov device measures it; `proof --grayscale` writes grey faces in which the card kinds of
// every bundled set still differ, in their colours and in the ink saver's.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>

#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

const std::vector<std::string> kBundledSets = {"clashing-blades", "clash-of-steel", "clubs",
                                               "duel-cards",      "en-garde",       "german-whist",
                                               "crazy-eights"};

std::string set_dir(const std::string& set) { return std::string(DW_SOURCE_DIR) + "/cardsets/" + set; }

// The sum of C, M, Y and K coverage (fractions of the page that get each ink) over every page
// of the PDF, divided by the pages.
double toner_per_page(const fs::path& pdf) {
  const auto r = run_command("gs -q -o - -sDEVICE=inkcov -r72 " + shell_quote(pdf.string()));
  std::istringstream lines(r.out);
  std::string line;
  double sum = 0;
  int pages = 0;
  while (std::getline(lines, line)) {
    std::istringstream fields(line);
    double c = 0, m = 0, y = 0, k = 0;
    if (fields >> c >> m >> y >> k) {
      sum += c + m + y + k;
      ++pages;
    }
  }
  return pages > 0 ? sum / pages : -1;
}

// The one pnp PDF a default build of the set writes, ending in `suffix`.
fs::path pnp_pdf(const fs::path& dir, const std::string& suffix) {
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.find("-aids-") == std::string::npos && name.find("-rules-") == std::string::npos &&
        name.find("-trackers-") == std::string::npos && name.find("-extras-") == std::string::npos && name.size() > suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0 &&
        (suffix != ".pdf" || name.find("ink-saver") == std::string::npos))
      return entry.path();
  }
  return {};
}

TEST(InkSaver, HalvesTheTonerOfEveryBundledSet) {
  for (const std::string& set : kBundledSets) {
    TempDir plain, saver;
    const std::string build = shell_quote(deckwright_binary()) + " build " + shell_quote(set_dir(set)) + " --out ";
    const auto a = run_command(build + shell_quote(plain.path().string()));
    ASSERT_EQ(a.exit_code, 0) << set << ": " << a.err;
    const auto b = run_command(build + shell_quote(saver.path().string()) + " --ink-saver");
    ASSERT_EQ(b.exit_code, 0) << set << ": " << b.err;
    const fs::path before = pnp_pdf(plain.path() / set, ".pdf");
    const fs::path after = pnp_pdf(saver.path() / set, "-ink-saver.pdf");
    ASSERT_FALSE(before.empty()) << set;
    ASSERT_FALSE(after.empty()) << set << ": no *-ink-saver.pdf";
    const double toner_before = toner_per_page(before), toner_after = toner_per_page(after);
    EXPECT_GT(toner_before, 0.5) << set << ": the measurement sees the cards";
    EXPECT_GT(toner_after, 0.02) << set << ": the ink saver still prints the cards";
    EXPECT_LE(toner_after, toner_before / 2) << set << ": " << toner_before << " -> " << toner_after;
  }
}

// The card kinds of a set (the type column of `deckwright list`), each with its first card.
std::map<std::string, std::string> first_card_of_each_kind(const std::string& set) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " list " + shell_quote(set_dir(set)));
  std::map<std::string, std::string> kinds;
  std::istringstream lines(r.out);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("  ", 0) != 0) continue;
    std::istringstream fields(line);
    std::string id, count, kind;
    if (fields >> id >> count >> kind && count.size() > 1 && count[0] == 'x') kinds.emplace(kind, id);
  }
  return kinds;
}

// The grey levels of the title band (the top fifth of the card inside its trim) of a proof face.
std::vector<int> title_band(const PngPixels& face, double bleed_share) {
  const int bx = static_cast<int>(std::lround(face.width() * bleed_share));
  const int by = bx;
  const int trim_h = face.height() - 2 * by;
  std::vector<int> band;
  for (int y = by; y < by + trim_h / 5; ++y)
    for (int x = bx; x < face.width() - bx; ++x) band.push_back(static_cast<int>(face.at(x, y) & 0xFF));
  return band;
}

// Every pixel of the face is a grey (red, green and blue alike).
bool all_grey(const PngPixels& face) {
  for (int y = 0; y < face.height(); ++y)
    for (int x = 0; x < face.width(); ++x) {
      const std::uint32_t p = face.at(x, y);
      if (((p >> 16) & 0xFF) != (p & 0xFF) || ((p >> 8) & 0xFF) != (p & 0xFF)) return false;
    }
  return true;
}

// Two kinds differ when their title bands (frame colour, band tone, the kind's label or symbol)
// differ by at least this mean grey step per pixel (0..1).
constexpr double kKindsDiffer = 0.012;

void expect_kinds_differ_in_grey(const std::string& set, const std::string& mode) {
  const std::map<std::string, std::string> kinds = first_card_of_each_kind(set);
  ASSERT_FALSE(kinds.empty()) << set;
  TempDir out;
  std::string command = shell_quote(deckwright_binary()) + " proof " + shell_quote(set_dir(set)) + " --out " +
                        shell_quote(out.path().string()) + " --dpi 60 --grayscale " + mode;
  for (const auto& [kind, card] : kinds) command += " --card " + card;
  const auto r = run_command(command);
  ASSERT_EQ(r.exit_code, 0) << set << ": " << r.err;
  // The sets are poker cards with 3 mm of bleed (69.5 mm wide with it).
  const double bleed_share = 3.0 / 69.5;
  std::map<std::string, std::vector<int>> bands;
  for (const auto& entry : fs::directory_iterator(out.path() / set / "proof")) {
    const std::string name = entry.path().filename().string();
    for (const auto& [kind, card] : kinds)
      if (name.ends_with("-" + card + "-front.png")) {
        const PngPixels face(entry.path().string());
        ASSERT_TRUE(face.ok()) << name;
        EXPECT_TRUE(all_grey(face)) << set << " " << name << " " << mode;
        bands[kind] = title_band(face, bleed_share);
      }
  }
  ASSERT_EQ(bands.size(), kinds.size()) << set;
  for (auto a = bands.begin(); a != bands.end(); ++a)
    for (auto b = std::next(a); b != bands.end(); ++b) {
      ASSERT_EQ(a->second.size(), b->second.size());
      double difference = 0;
      for (std::size_t i = 0; i < a->second.size(); ++i) difference += std::abs(a->second[i] - b->second[i]);
      difference /= 255.0 * static_cast<double>(a->second.size());
      EXPECT_GE(difference, kKindsDiffer) << set << " " << mode << ": kinds '" << a->first << "' and '" << b->first
                                          << "' look alike in grey";
    }
}

TEST(GrayscaleProof, EveryKindOfEveryBundledSetStaysDistinct) {
  for (const std::string& set : kBundledSets) expect_kinds_differ_in_grey(set, "");
}

TEST(GrayscaleProof, EveryKindStaysDistinctInTheInkSaver) {
  for (const std::string& set : kBundledSets) expect_kinds_differ_in_grey(set, "--ink-saver");
}

}  // namespace
}  // namespace dw
