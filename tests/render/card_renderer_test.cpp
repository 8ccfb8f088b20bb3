// Pins the card renderer's report: a card drawn many times (copies, several targets) gives one
// layout line and at most one overflow warning per text box.
#include "render/card_renderer.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

TEST(CardRenderer, ReportsAndWarnsOncePerTextBox) {
  TempDir dir;
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"mini\"\n[print]\nback = \"face\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"c\"\ncount = 3\nkind = \"face\"\n");
  std::string long_text;
  for (int i = 0; i < 100; ++i) long_text += "overflowing ";
  dir.write("templates/face.toml", "[[element]]\nname = \"rules\"\ntype = \"text\"\ntext = \"" + long_text +
                                       "\"\nwidth = \"20mm\"\nheight = \"5mm\"\nsize = 10\nmin_size = 8\n");
  Diagnostics warnings;
  CardSet set = load_card_set(dir.path(), warnings);
  TemplateLibrary templates({dir.path() / "templates"});
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  CardRenderer renderer(set, templates, fonts, {dir.path()});
  cairo_surface_t* surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
  cairo_t* cr = cairo_create(surface);
  for (int copy = 0; copy < 3; ++copy) renderer.draw(cr, set.cards[0], Face::front, warnings);
  renderer.draw(cr, set.cards[0], Face::back, warnings);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);

  ASSERT_EQ(renderer.report().size(), 2u);  // the front and the back text box
  EXPECT_EQ(renderer.report()[0].face, Face::front);
  EXPECT_EQ(renderer.report()[1].face, Face::back);
  EXPECT_DOUBLE_EQ(renderer.report()[0].size, 8);
  EXPECT_GT(renderer.report()[0].overflow_mm, 0);
  ASSERT_EQ(warnings.size(), 2u) << warnings.format_all();
  EXPECT_NE(warnings.items()[0].message.find("text of element 'rules' overflows its box by"), std::string::npos);
}

}  // namespace
}  // namespace dw
