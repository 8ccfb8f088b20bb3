// Pins where an element lies on the card and the warning for one that lies entirely outside the
// card's bleed box (before, it drew nothing and nothing was said), with rotation, anchors,
// percentages and strokes taken into account, at the element's file:line:col.
#include "model/element_extent.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/template_library.hpp"
#include "model/units.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

CardGeometry poker() { return CardGeometry{"poker", mm_to_pt(63.5), mm_to_pt(88.9), mm_to_pt(3), mm_to_pt(4), 0}; }

Diagnostics warnings_for(const std::string& elements) {
  TempDir dir;
  dir.write("face.toml", elements);
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* tpl = lib.get("face", {}, out);
  EXPECT_NE(tpl, nullptr) << out.format_all();
  Diagnostics warnings;
  if (tpl) warn_elements_off_card(*tpl, poker(), warnings);
  return warnings;
}

TEST(ElementExtent, AnElementBeyondTheBleedIsWarnedAtItsPosition) {
  const Diagnostics w = warnings_for("[[element]]\ntype = \"rect\"\nfill = \"black\"\n\n"
                                     "[[element]]\nname = \"lost\"\ntype = \"rect\"\nx = \"200mm\"\ny = \"10mm\"\n"
                                     "width = \"5mm\"\nheight = \"5mm\"\n");
  ASSERT_EQ(w.size(), 1u) << w.format_all();
  const Diagnostic& d = w.items()[0];
  EXPECT_EQ(d.severity, Severity::warning);
  EXPECT_EQ(d.where.line, 5);
  EXPECT_THAT(d.message, ::testing::HasSubstr("element 'lost' of template 'face' lies entirely outside the card and draws nothing: "
                           "it covers 200.0 to 205.0 mm across"))
      << d.message;
  EXPECT_THAT(d.message, ::testing::HasSubstr("spans -3.0 to 66.5 mm")) << d.message;
}

TEST(ElementExtent, ElementsTouchingTheBleedOrTurnedOntoTheCardAreNotWarned) {
  // Right at the bleed's left edge; a percentage box above the card but stroked into the bleed;
  // a bar anchored past the right edge and turned half a turn about its anchor back onto the card;
  // a bleed element, whatever its box.
  const Diagnostics w = warnings_for(
      "[[element]]\ntype = \"rect\"\nx = \"-6mm\"\nwidth = \"3mm\"\n\n"
      "[[element]]\ntype = \"line\"\ny = \"-10%\"\nheight = \"0mm\"\nstroke = \"black\"\nstroke_width = \"60mm\"\n\n"
      "[[element]]\ntype = \"rect\"\nanchor = \"left\"\nx = \"110%\"\ny = \"50%\"\nwidth = \"50%\"\nheight = \"2mm\"\nrotate = 180\n\n"
      "[[element]]\ntype = \"rect\"\nbleed = true\nx = \"500mm\"\n");
  EXPECT_EQ(w.size(), 0u) << w.format_all();
  // The same bar not turned lies past the bleed.
  EXPECT_EQ(warnings_for("[[element]]\ntype = \"rect\"\nanchor = \"left\"\nx = \"110%\"\ny = \"50%\"\nwidth = \"50%\"\n"
                         "height = \"2mm\"\n")
                .size(),
            1u);
}

TEST(ElementExtent, LeftAboveAndBelowAreWarnedToo) {
  EXPECT_EQ(warnings_for("[[element]]\ntype = \"text\"\ntext = \"x\"\nx = \"-100%\"\nwidth = \"50%\"\n").size(), 1u);
  EXPECT_EQ(warnings_for("[[element]]\ntype = \"ellipse\"\ny = \"-20mm\"\nheight = \"10mm\"\n").size(), 1u);
  EXPECT_EQ(warnings_for("[[element]]\ntype = \"icon\"\nicon = \"x\"\ny = \"200%\"\n").size(), 1u);
}

}  // namespace
}  // namespace dw
