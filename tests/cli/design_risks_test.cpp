// Design-risk warnings (issue 21, item 5): `proof` and `validate` warn of a border running along
// a trim edge within 3 mm and of text outside the safe zone, at the element's file:line:col and
// naming the cards; a border 3 mm or more inside the trim, or one running on to the bleed edge,
// and text inside the safe zone are quiet; the bundled sets have none of these risks.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
using ::testing::HasSubstr;
using ::testing::Not;

// The tiny set (with a 4 mm safe zone) and a face whose frame lies 1.5 mm inside the trim (the
// element at line 6), a field running on past the bleed edge and a panel 3.5 mm inside (both
// quiet), a title inside the safe zone (quiet) and a caption whose box ends 2 mm from the bottom
// edge (line 34).
const char* const kRiskyFace = R"toml([[element]]
type = "rect"
bleed = true
fill = "#203040"

[[element]]
name = "frame"
type = "rect"
x = "1.5mm"
y = "1.5mm"
width = "60.5mm"
height = "85.9mm"
stroke = "#c0a040"
stroke_width = "0.5pt"

[[element]]
name = "panel"
type = "rect"
x = "3.5mm"
y = "3.5mm"
width = "56.5mm"
height = "81.9mm"
fill = "ivory"

[[element]]
name = "title"
type = "text"
text = "{name}"
x = "5mm"
y = "5mm"
width = "53.5mm"
height = "8mm"

[[element]]
name = "caption"
type = "text"
text = "{text}"
x = "5mm"
y = "78mm"
width = "53.5mm"
height = "8.9mm"
)toml";

const char* const kQuietFace = R"toml([[element]]
type = "rect"
bleed = true
fill = "#203040"

[[element]]
name = "panel"
type = "rect"
x = "3.5mm"
y = "3.5mm"
width = "56.5mm"
height = "81.9mm"
fill = "ivory"
stroke = "black"

[[element]]
name = "title"
type = "text"
text = "{name}"
x = "5mm"
y = "5mm"
width = "53.5mm"
height = "8mm"
)toml";

void write_set(const TempDir& set, const char* face) {
  write_tiny_set(set);
  std::string toml = kSet;
  toml.replace(toml.find("bleed = \"3mm\"\n"), 14, "bleed = \"3mm\"\nsafe = \"4mm\"\n");
  set.write("set.toml", toml);
  set.write("templates/face.toml", face);
}

CommandResult proof(const TempDir& set, const TempDir& out) {
  return run_command(shell_quote(deckwright_binary()) + " proof " + shell_quote(set.path().string()) + " --dpi 40 --out " +
                     shell_quote(out.path().string()));
}

TEST(DesignRisks, ProofWarnsOfABorderAlongTheTrimAtItsLine) {
  TempDir set, out;
  write_set(set, kRiskyFace);
  const auto r = proof(set, out);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string face = (set.path() / "templates" / "face.toml").string();
  EXPECT_THAT(r.err, HasSubstr(face + ":6:1: warning: element 'frame' of template 'face' runs along the trim within 3.0 mm: "
                               "left edge 1.4 mm inside the trim; top edge 1.4 mm inside the trim; right edge 1.4 mm "
                               "inside the trim; bottom edge 1.4 mm inside the trim"));
  EXPECT_THAT(r.err, HasSubstr("(on cards one and two) [card one]"));
  EXPECT_THAT(r.err, Not(HasSubstr("element 'panel'"))) << "3.5 mm inside the trim is clear";
  EXPECT_THAT(r.err, Not(HasSubstr("element ''"))) << "the field runs on past the bleed edge";
}

TEST(DesignRisks, ProofWarnsOfTextOutsideTheSafeZone) {
  TempDir set, out;
  write_set(set, kRiskyFace);
  const auto r = proof(set, out);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string face = (set.path() / "templates" / "face.toml").string();
  EXPECT_THAT(r.err, HasSubstr(face + ":34:1: warning: text element 'caption' of template 'face' reaches 2.0 mm "
                               "outside the safe zone: its box spans 5.0 to 58.5 mm across and 78.0 to 86.9 mm down, the "
                               "safe zone 4.0 to 59.5 and 4.0 to 84.9 mm"));
  EXPECT_THAT(r.err, Not(HasSubstr("element 'title'")));
}

TEST(DesignRisks, QuietForBordersClearOfTheTrimAndTextInsideTheSafeZone) {
  TempDir set, out;
  write_set(set, kQuietFace);
  const auto r = proof(set, out);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.err, Not(HasSubstr("runs along the trim")));
  EXPECT_THAT(r.err, Not(HasSubstr("outside the safe zone")));
}

TEST(DesignRisks, ValidateReportsThemAsDesignRiskFindings) {
  TempDir set;
  write_set(set, kRiskyFace);
  TempDir out;
  const auto json = out.path() / "report.json";
  const auto r = run_command(shell_quote(deckwright_binary()) + " validate " + shell_quote(set.path().string()) +
                             " --static-only --out " + shell_quote(out.path().string()) + " --json " +
                             shell_quote(json.string()));
  const std::string report = read_file(json);
  EXPECT_THAT(report, HasSubstr("\"design-risk\"")) << r.out << r.err;
  EXPECT_THAT(report, HasSubstr("element 'frame' of template 'face' runs along the trim"));
  EXPECT_THAT(report, HasSubstr("text element 'caption' of template 'face' reaches 2.0 mm outside the safe zone"));
}

TEST(DesignRisks, BundledSetsHaveNone) {
  for (const std::string set :
       {"clashing-blades", "clash-of-steel", "clubs", "duel-cards", "en-garde", "german-whist", "crazy-eights"}) {
    TempDir out;
    const auto r = run_command(shell_quote(deckwright_binary()) + " proof " +
                               shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --dpi 36 --out " +
                               shell_quote(out.path().string()));
    ASSERT_EQ(r.exit_code, 0) << set << ": " << r.err;
    EXPECT_THAT(r.err, Not(HasSubstr("runs along the trim"))) << set;
    EXPECT_THAT(r.err, Not(HasSubstr("outside the safe zone"))) << set;
  }
}

}  // namespace
}  // namespace dw
