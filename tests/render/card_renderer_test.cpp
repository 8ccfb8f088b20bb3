// Pins the card renderer's report: a card drawn many times (copies, several targets) gives one
// layout line and at most one overflow warning per text box.
#include "render/card_renderer.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <gmock/gmock.h>
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
  EXPECT_THAT(warnings.items()[0].message, ::testing::HasSubstr("text of element 'rules' overflows its box by"));
}

// Fitting never looks at the surface: a card fitted while drawn on a PDF and one fitted while
// drawn on a 300 ppi image break every line in the same place, at the same size.
TEST(CardRenderer, SameLinesOnPdfAndImageSurfaces) {
  TempDir dir;
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n[print]\nback = \"face\"\n"
                        "[fields]\ntext = \"text\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"c\"\nkind = \"face\"\ntext = \"Block an Attack. When you play this card you may "
                            "pay **1 Poise**; if you pay, or if you are at No Poise, you may play an Attack.\"\n");
  dir.write("templates/face.toml", "[[element]]\ntype = \"text\"\ntext = \"{text}\"\nx = \"6mm\"\ny = \"50mm\"\nwidth = \"37mm\"\n"
                                   "height = \"14mm\"\nsize = 11\nmin_size = 5\nalign = \"justify\"\n");
  Diagnostics warnings;
  CardSet set = load_card_set(dir.path(), warnings);
  TemplateLibrary templates({dir.path() / "templates"});
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  auto draw_on = [&](cairo_surface_t* surface, double scale) {
    CardRenderer renderer(set, templates, fonts, {dir.path()});  // no preflight: fitted while drawing
    cairo_t* cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    renderer.draw(cr, set.cards[0], Face::front, warnings);
    cairo_destroy(cr);
    return renderer.report();
  };
  cairo_surface_t* pdf = cairo_pdf_surface_create_for_stream(nullptr, nullptr, set.card.width, set.card.height);
  const auto on_pdf = draw_on(pdf, 1);
  cairo_surface_destroy(pdf);
  cairo_surface_t* png = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 750, 1050);
  const auto on_png = draw_on(png, 300 / 72.0);
  cairo_surface_destroy(png);
  ASSERT_EQ(on_pdf.size(), 1u);
  EXPECT_GT(on_pdf[0].lines, 2);
  EXPECT_LT(on_pdf[0].size, 11);
  EXPECT_EQ(on_pdf, on_png);
}

// A build whose layout report nobody reads: the build's renderer, told not to keep adopted
// report lines, still learns every fit a thread's copy hands in (a second hand-in of the same box
// is refused, as when kept) but holds no report line for it.
TEST(CardRenderer, AdoptsFitsWithoutTheirReportLinesWhenNotKept) {
  TempDir dir;
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"mini\"\n[print]\nback = \"face\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"c\"\nkind = \"face\"\n");
  dir.write("templates/face.toml", "[[element]]\nname = \"rules\"\ntype = \"text\"\ntext = \"Block an Attack.\"\n"
                                   "width = \"20mm\"\nheight = \"10mm\"\nsize = 10\nmin_size = 6\n");
  Diagnostics warnings;
  CardSet set = load_card_set(dir.path(), warnings);
  TemplateLibrary templates({dir.path() / "templates"});
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  // What a thread's copy of `build` fitted while drawing the card, handed on.
  const auto fitted_on_a_thread = [&](const CardRenderer& build) {
    FontContext thread_fonts(fonts.manifest(), fonts.language());
    CardRenderer thread(build, thread_fonts);
    cairo_surface_t* surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
    cairo_t* cr = cairo_create(surface);
    thread.draw(cr, set.cards[0], Face::front, warnings);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return thread.first_fits(0);
  };
  for (const bool keep : {true, false}) {
    CardRenderer build(set, templates, fonts, {dir.path()});
    build.keep_adopted_report(keep);
    std::vector<CardRenderer::FirstFit> fits = fitted_on_a_thread(build);
    ASSERT_EQ(fits.size(), 1u);
    std::vector<CardRenderer::FirstFit> again = fitted_on_a_thread(build);
    EXPECT_TRUE(build.adopt(std::move(fits[0])));
    EXPECT_FALSE(build.adopt(std::move(again[0])));  // known: its warning was given with the first
    EXPECT_EQ(build.report().size(), keep ? 1u : 0u) << "keep " << keep;
  }
}

}  // namespace
}  // namespace dw
