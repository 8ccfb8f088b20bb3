// The printer-friendly variant and the grey proof (issue 21, item 4): `build --ink-saver` puts
// under half the toner of the ordinary sheets on paper for every set under cardsets/, as
// Ghostscript's inkcov device measures it; `proof --grayscale` writes grey faces in which every
// two card kinds of every set still look apart, in their colours and in the ink saver's: over a
// patch drawn alike on every card of each kind (1.5 % of the trim in full colour, 0.1 % in the ink
// saver's tints), their lightness differs by 10 L* or more. A planted set whose two kinds differ
// only in hue must fail that check.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <map>
#include <sstream>

#include "model/card_set_loader.hpp"
#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

// Every folder of cardsets/ holding a set.toml (a set added there is checked without a change here).
std::vector<std::string> bundled_sets() {
  std::vector<std::string> sets;
  for (const auto& entry : fs::directory_iterator(fs::path(DW_SOURCE_DIR) / "cardsets"))
    if (fs::is_regular_file(entry.path() / "set.toml")) sets.push_back(entry.path().filename().string());
  std::sort(sets.begin(), sets.end());
  return sets;
}
const std::vector<std::string> kBundledSets = bundled_sets();

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

// The card kinds of a set (the type column of `deckwright list`), each with its cards in order.
std::map<std::string, std::vector<std::string>> cards_of_each_kind(const std::string& set_dir) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " list " + shell_quote(set_dir));
  std::map<std::string, std::vector<std::string>> kinds;
  std::istringstream lines(r.out);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("  ", 0) != 0) continue;
    std::istringstream fields(line);
    std::string id, count, kind;
    if (fields >> id >> count >> kind && count.size() > 1 && count[0] == 'x') kinds[kind].push_back(id);
  }
  return kinds;
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

// CIE lightness L* (0 black .. 100 white) of an sRGB grey level 0..255: the scale on which equal
// steps look equally far apart.
double lightness(int grey) {
  const double v = grey / 255.0;
  const double y = v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  return y > 216.0 / 24389 ? 116 * std::cbrt(y) - 16 : y * 24389.0 / 27;
}

// What the grey proofs show of one kind inside the trim: the mean lightness of its cards at every
// pixel, and whether the pixel belongs to the kind (every card of the kind agrees there within
// kSameTone L*: the frame, bands, labels and symbols its template draws for the kind) or to the
// card (titles, values, art that change from card to card).
struct KindLook {
  int width = 0, height = 0;
  std::vector<double> tone;
  std::vector<bool> of_kind;
};

constexpr double kSameTone = 5;  // L*: antialiasing and halftone noise between cards of one kind

KindLook look_of(const std::deque<PngPixels>& faces, double bleed_share) {
  KindLook look;
  const PngPixels& first = faces.front();
  const int bx = static_cast<int>(std::lround(first.width() * bleed_share));
  look.width = first.width() - 2 * bx;
  look.height = first.height() - 2 * bx;
  const auto n = static_cast<std::size_t>(look.width) * static_cast<std::size_t>(look.height);
  look.tone.assign(n, 0);
  look.of_kind.assign(n, true);
  for (int y = 0; y < look.height; ++y)
    for (int x = 0; x < look.width; ++x) {
      double lo = 100, hi = 0, sum = 0;
      for (const PngPixels& face : faces) {
        const double l = lightness(static_cast<int>(face.at(x + bx, y + bx) & 0xFF));
        lo = std::min(lo, l);
        hi = std::max(hi, l);
        sum += l;
      }
      const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(look.width) + static_cast<std::size_t>(x);
      look.tone[i] = sum / static_cast<double>(faces.size());
      look.of_kind[i] = hi - lo <= kSameTone;
    }
  return look;
}

// How far apart two kinds look in grey: the share of the card's trim where both kinds draw
// something of their own (not card to card) and their lightness differs by at least kToneStep.
constexpr double kToneStep = 10;  // L*: two greys a black-and-white printer keeps clearly apart
double kind_difference(const KindLook& a, const KindLook& b) {
  if (a.width != b.width || a.height != b.height) return 1;  // other sizes: told apart by shape
  std::size_t apart = 0;
  for (std::size_t i = 0; i < a.tone.size(); ++i)
    apart += a.of_kind[i] && b.of_kind[i] && std::abs(a.tone[i] - b.tone[i]) >= kToneStep;
  return static_cast<double>(apart) / static_cast<double>(a.tone.size());
}

// Two kinds stay distinguishable in full colour when their own drawing differs by at least
// kToneStep over this share of the trim: 1.5 % of a poker card is 85 mm², a patch of 9 x 9 mm, a
// third of a title band 57 x 18 mm (a band or frame in another tone covers 5 % or more). The
// closest kinds of the bundled sets measure 5.7 to 7.8 % (Duel Cards' attack and defence cards
// to CLUBS' counter and defend) and 11.8 % (En Garde!'s attack and response bands, 11 L* apart);
// En Garde!'s earlier bands, four of them within 10 L* of each other, measured 0.24 % (five pairs
// under 1.5 %), told apart only by the small kind word under the title, and fail. A change of hue alone at one lightness leaves nothing (the
// planted set below: 0 %).
constexpr double kKindsDiffer = 0.015;
// The ink saver prints bands and small shapes as a 30 % tint (render/ink_mode.hpp): a colour of
// grey level g becomes 1 - 0.3 (1 - g), so every tint lies between L* 73 (of black) and 100, room
// for three greys 10 L* apart. A set of more than three kinds (En Garde! has seven) cannot keep
// all of them apart by the tone of a band there; what tells them apart is what the saver prints
// at full strength, the text. The mark for the ink saver is the least of those: 0.1 % of a poker
// card, 5.6 mm², the ink of one short word at 6 pt (a 10 mm word 1.5 mm high, a third of it
// inked), a printed kind word.
constexpr double kKindsDifferInInkSaver = 0.001;

struct KindPair {
  std::string a, b;
  double difference = 1;
};

// The grey proof of up to three cards of every kind (the first, middle and last), and each pair
// of kinds with how far apart they look, least first.
std::vector<KindPair> kinds_in_grey(const std::string& set_dir, const std::string& set_id, const std::string& mode) {
  const auto kinds = cards_of_each_kind(set_dir);
  EXPECT_FALSE(kinds.empty()) << set_dir;
  TempDir out;
  std::string command = shell_quote(deckwright_binary()) + " proof " + shell_quote(set_dir) + " --out " +
                        shell_quote(out.path().string()) + " --dpi 60 --grayscale " + mode;
  std::map<std::string, std::vector<std::string>> sample;
  for (const auto& [kind, cards] : kinds) {
    std::vector<std::string>& picked = sample[kind];
    for (const std::size_t i : {std::size_t{0}, cards.size() / 2, cards.size() - 1})
      if (std::find(picked.begin(), picked.end(), cards[i]) == picked.end()) picked.push_back(cards[i]);
    for (const std::string& card : picked) command += " --card " + card;
  }
  const auto r = run_command(command);
  EXPECT_EQ(r.exit_code, 0) << set_dir << ": " << r.err;
  // The share of a face's width that is bleed on each side, from the set's card.
  Diagnostics warnings;
  const CardSet loaded = load_card_set(set_dir, warnings);
  const double bleed_share = loaded.card.bleed / (loaded.card.width + 2 * loaded.card.bleed);
  std::map<std::string, KindLook> looks;
  for (const auto& [kind, cards] : sample) {
    std::deque<PngPixels> faces;  // PngPixels cannot move: a deque keeps them in place
    for (const std::string& card : cards)
      for (const auto& entry : fs::directory_iterator(out.path() / set_id / "proof"))
        if (entry.path().filename().string().ends_with("-" + card + "-front.png")) {
          faces.emplace_back(entry.path().string());
          EXPECT_TRUE(faces.back().ok()) << entry.path();
          EXPECT_TRUE(all_grey(faces.back())) << set_id << " " << card << " " << mode;
        }
    EXPECT_EQ(faces.size(), cards.size()) << set_id << " " << kind;
    if (faces.empty()) continue;
    looks.emplace(kind, look_of(faces, bleed_share));
  }
  std::vector<KindPair> pairs;
  for (auto a = looks.begin(); a != looks.end(); ++a)
    for (auto b = std::next(a); b != looks.end(); ++b)
      pairs.push_back(KindPair{a->first, b->first, kind_difference(a->second, b->second)});
  std::sort(pairs.begin(), pairs.end(), [](const KindPair& x, const KindPair& y) { return x.difference < y.difference; });
  return pairs;
}

void expect_kinds_differ_in_grey(const std::string& set, const std::string& mode) {
  const std::vector<KindPair> pairs = kinds_in_grey(set_dir(set), set, mode);
  const double mark = mode.empty() ? kKindsDiffer : kKindsDifferInInkSaver;
  if (!pairs.empty()) {
    const auto under = std::count_if(pairs.begin(), pairs.end(), [](const KindPair& p) { return p.difference < kKindsDiffer; });
    std::printf("[ grey     ] %s %s: closest kinds %s / %s, %.2f %% of the trim %.0f L* apart; %td of %zu pairs under %.1f %%\n",
                set.c_str(), mode.empty() ? "colour" : mode.c_str(), pairs.front().a.c_str(), pairs.front().b.c_str(),
                100 * pairs.front().difference, kToneStep, under, pairs.size(), 100 * kKindsDiffer);
  }
  for (const KindPair& p : pairs)
    EXPECT_GE(p.difference, mark) << set << " " << mode << ": kinds '" << p.a << "' and '" << p.b
                                          << "' look alike in grey (" << 100 * p.difference << " % of the trim)";
}

TEST(GrayscaleProof, EveryKindOfEveryBundledSetStaysDistinct) {
  for (const std::string& set : kBundledSets) expect_kinds_differ_in_grey(set, "");
}

TEST(GrayscaleProof, EveryKindStaysDistinctInTheInkSaver) {
  for (const std::string& set : kBundledSets) expect_kinds_differ_in_grey(set, "--ink-saver");
}

// A set of two kinds, three cards each with the same three names, whose faces are one frame in
// `warm` or `cool` around a white field with the card's name: only the frame's colour tells them
// apart. The grey proof's pairs of kinds.
std::vector<KindPair> two_framed_kinds(const char* warm, const char* cool, const std::string& mode = "") {
  TempDir set;
  set.write("set.toml", R"(id = "hues"
title = "Hues"
version = "1.0"
ruleset = "none"

[card]
size = "poker"
bleed = "3mm"

[print]
back = "back"

[templates]
warm = "warm"
cool = "cool"

[fields]
name = { type = "string", required = true }
)");
  std::string cards;
  for (const char* kind : {"warm", "cool"})
    for (const std::string name : {"Alder", "Birch", "Cedar"})
      cards += std::string("[[card]]\nid = \"") + kind + "-" + std::to_string(name[0] - 'A') + "\"\nkind = \"" +
               kind + "\"\nname = \"" + name + "\"\n\n";
  set.write("cards/cards.toml", cards);
  auto face = [](const char* colour) {
    return std::string(R"([[element]]
type = "rect"
bleed = true
fill = ")") + colour + R"("

[[element]]
type = "rect"
x = "6mm"
y = "6mm"
width = "51.5mm"
height = "76.9mm"
fill = "white"

[[element]]
type = "text"
text = "{name}"
font = "Linux Libertine O"
size = 14
x = "8mm"
y = "10mm"
width = "47mm"
height = "10mm"
)";
  };
  set.write("templates/warm.toml", face(warm));
  set.write("templates/cool.toml", face(cool));
  set.write("templates/back.toml", "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#402020\"\n");
  return kinds_in_grey(set.path().string(), "hues", mode);
}

// Frames that differ only in hue, at one lightness (a brick red and a green, both of Rec. 709
// luminance 100 of 255 as the grey proof weighs them: 0.2126*192 + 0.7152*76 + 0.0722*72 = 100.4
// and 0.2126*56 + 0.7152*118 + 0.0722*56 = 100.3): told apart at a glance in colour, not at all in
// grey, and the check must say so.
TEST(GrayscaleProof, KindsThatDifferOnlyInHueAreCaught) {
  const std::vector<KindPair> pairs = two_framed_kinds("#c04c48", "#387638");
  ASSERT_EQ(pairs.size(), 1u);
  std::printf("[ grey     ] hue only: %.2f %% of the trim 10 L* apart\n", 100 * pairs.front().difference);
  EXPECT_LT(pairs.front().difference, kKindsDifferInInkSaver) << "hue alone at one lightness must not count as distinct: "
                                                    << 100 * pairs.front().difference << " % of the trim";
}

// The ink saver's own mark fails the same planted kinds too: their 30 % tints stay one grey.
TEST(GrayscaleProof, KindsThatDifferOnlyInHueAreCaughtInTheInkSaver) {
  const std::vector<KindPair> pairs = two_framed_kinds("#c04c48", "#387638", "--ink-saver");
  ASSERT_EQ(pairs.size(), 1u);
  std::printf("[ grey     ] hue only, ink saver: %.2f %% of the trim 10 L* apart\n", 100 * pairs.front().difference);
  EXPECT_LT(pairs.front().difference, kKindsDifferInInkSaver) << 100 * pairs.front().difference << " % of the trim";
}

// The same frames with the green made light (luminance 189 of 255, L* 77 against 42): the frame,
// 6 mm all round, 30 % of the trim, now differs in grey, and the check sees it.
TEST(GrayscaleProof, KindsThatDifferInLightnessPass) {
  const std::vector<KindPair> pairs = two_framed_kinds("#c04c48", "#8fd08f");
  ASSERT_EQ(pairs.size(), 1u);
  std::printf("[ grey     ] lightness: %.2f %% of the trim 10 L* apart\n", 100 * pairs.front().difference);
  EXPECT_GT(pairs.front().difference, 0.2) << 100 * pairs.front().difference << " % of the trim";
}

}  // namespace
}  // namespace dw
