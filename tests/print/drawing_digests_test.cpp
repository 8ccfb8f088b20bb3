// drawing_digests: equal drawings get equal digests even though the script device numbers their
// surfaces differently each time; a different text, colour or size changes the digest; a drawing
// in error matches nothing; the renaming leaves strings and data alone, so text that looks like a
// surface number still counts.
#include "print/drawing_digests.hpp"

#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include <functional>
#include <string>

namespace dw {
namespace {

// A face drawn through a group (as DTC pages are), with a filled box and a line of text.
std::function<void(cairo_t*)> face(const char* text, double red) {
  return [=](cairo_t* cr) {
    cairo_push_group(cr);
    cairo_set_source_rgb(cr, red, 0.2, 0.2);
    cairo_rectangle(cr, 10, 10, 60, 40);
    cairo_fill(cr);
    PangoLayout* layout = pango_cairo_create_layout(cr);
    pango_layout_set_text(layout, text, -1);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
    cairo_pattern_t* group = cairo_pop_group(cr);
    cairo_set_source(cr, group);
    cairo_paint(cr);
    cairo_pattern_destroy(group);
  };
}

constexpr SizePt kCard{100, 140};

TEST(DrawingDigests, EqualDrawingsGetEqualDigestsAndDifferentOnesDiffer) {
  DrawingDigests digests;
  digests.digest_of(kCard, face("warm up", 0.5));  // the device writes the font's data with its first use
  const std::string a = digests.digest_of(kCard, face("Thrust 1", 0.5));
  const std::string b = digests.digest_of(kCard, face("Thrust 1", 0.5));
  EXPECT_EQ(a, b);  // the second face's group is a different surface number
  EXPECT_EQ(a.size(), 64u);
  EXPECT_NE(a, digests.digest_of(kCard, face("Thrust 2", 0.5)));
  EXPECT_NE(a, digests.digest_of(kCard, face("Thrust 1", 0.6)));
  EXPECT_NE(a, digests.digest_of(SizePt{100, 141}, face("Thrust 1", 0.5)));
  EXPECT_NE(a, digests.digest_of(kCard, face("s12", 0.5)));
  EXPECT_NE(digests.digest_of(kCard, face("s12", 0.5)), digests.digest_of(kCard, face("s13", 0.5)));
}

TEST(DrawingDigests, AFailedDrawingMatchesNothingAndTheNextOneStillWorks) {
  DrawingDigests digests;
  digests.digest_of(kCard, face("warm up", 0.5));
  EXPECT_EQ(digests.digest_of(kCard, [](cairo_t* cr) { cairo_scale(cr, 0, 0); cairo_paint(cr); }), "");
  digests.digest_of(kCard, face("warm up", 0.5));  // a fresh device: the font's data again
  EXPECT_EQ(digests.digest_of(kCard, face("again", 0.5)), digests.digest_of(kCard, face("again", 0.5)));
}

TEST(DrawingDigests, RenamesSurfaceNumbersOutsideStringsAndData) {
  EXPECT_EQ(script_with_surfaces_renamed("dup /s14 exch def s14 pattern /s14 undef s9 sf0 f1 s14x"),
            "dup /s#0 exch def s#0 pattern /s#0 undef s#1 sf0 f1 s14x");
  EXPECT_EQ(script_with_surfaces_renamed("(s14 (s15) \\) s16) <~s14~> <|s14~> <73313420> s14"),
            "(s14 (s15) \\) s16) <~s14~> <|s14~> <73313420> s#0");
  EXPECT_EQ(script_with_surfaces_renamed("<< /s3 1 >> [s3 s4]"), "<< /s#0 1 >> [s#0 s#1]");
  EXPECT_NE(script_with_surfaces_renamed("(s1) s7"), script_with_surfaces_renamed("(s2) s7"));
}

}  // namespace
}  // namespace dw
