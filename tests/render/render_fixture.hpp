// render_fixture: a one-card set written on the fly, its face template rendered at 1 px per pt
// on white, with the preflight's diagnostics and the layout report kept for the test to read.
// Also writes small PNG and JPEG files for image tests. Header-only.
#pragma once

// jpeglib.h needs FILE and size_t declared first.
#include <cstdint>
#include <cstdio>

#include <cairo.h>
#include <jpeglib.h>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "model/card_set_loader.hpp"
#include "render/card_renderer.hpp"
#include "support/temp_dir.hpp"

namespace dw::testing {

class RenderedCard {
 public:
  // `set_extra` is appended to set.toml (fields, icons); `card_extra` to the card's table.
  RenderedCard(const std::string& face, const std::string& set_extra = {}, const std::string& card_extra = {},
               const std::function<void(const TempDir&)>& files = {}) {
    dir_.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"square\"\n[print]\nback = \"face\"\n" + set_extra);
    dir_.write("cards/c.toml", "[[card]]\nid = \"c\"\nkind = \"face\"\n" + card_extra);
    dir_.write("templates/face.toml", face);
    if (files) files(dir_);
    Diagnostics warnings;
    set_ = std::make_unique<CardSet>(load_card_set(dir_.path(), warnings));
    templates_ = std::make_unique<TemplateLibrary>(std::vector<std::filesystem::path>{dir_.path() / "templates"});
    check_bindings(*set_, *templates_, {dir_.path()}, diagnostics_);
    fonts_ = std::make_unique<FontContext>(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
    renderer_ = std::make_unique<CardRenderer>(*set_, *templates_, *fonts_, std::vector<std::filesystem::path>{dir_.path()});
    if (diagnostics_.has_errors()) return;
    renderer_->preflight(diagnostics_);
    if (diagnostics_.has_errors()) return;
    surface_ = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(set_->card.width),
                                          static_cast<int>(set_->card.height));
    cairo_t* cr = cairo_create(surface_);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    renderer_->draw(cr, set_->cards[0], Face::front, diagnostics_);
    cairo_destroy(cr);
    cairo_surface_flush(surface_);
  }
  ~RenderedCard() {
    if (surface_) cairo_surface_destroy(surface_);
  }
  RenderedCard(const RenderedCard&) = delete;
  RenderedCard& operator=(const RenderedCard&) = delete;

  bool drawn() const { return surface_ != nullptr; }
  // Red, green, blue of the pixel at (x, y) pt, each 0..255.
  std::array<int, 3> rgb(int x, int y) const {
    const unsigned char* row = cairo_image_surface_get_data(surface_) + y * cairo_image_surface_get_stride(surface_);
    const uint32_t px = reinterpret_cast<const uint32_t*>(row)[x];
    return {static_cast<int>((px >> 16) & 0xff), static_cast<int>((px >> 8) & 0xff), static_cast<int>(px & 0xff)};
  }
  bool white(int x, int y) const { return rgb(x, y) == std::array<int, 3>{255, 255, 255}; }
  const Diagnostics& diagnostics() const { return diagnostics_; }
  const CardRenderer& renderer() const { return *renderer_; }
  const CardSet& set() const { return *set_; }
  const TempDir& dir() const { return dir_; }

 private:
  TempDir dir_;
  std::unique_ptr<CardSet> set_;
  std::unique_ptr<TemplateLibrary> templates_;
  std::unique_ptr<FontContext> fonts_;
  std::unique_ptr<CardRenderer> renderer_;
  Diagnostics diagnostics_;
  cairo_surface_t* surface_ = nullptr;
};

// A w x h PNG whose pixel (x, y) is colour(x, y) as 0xRRGGBB.
inline void write_png(const std::filesystem::path& file, int w, int h, const std::function<uint32_t(int, int)>& colour) {
  std::filesystem::create_directories(file.parent_path());
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  unsigned char* data = cairo_image_surface_get_data(s);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      reinterpret_cast<uint32_t*>(data + y * cairo_image_surface_get_stride(s))[x] = 0xff000000u | colour(x, y);
  cairo_surface_mark_dirty(s);
  cairo_surface_write_to_png(s, file.c_str());
  cairo_surface_destroy(s);
}

// A w x h baseline JPEG (quality 90) whose pixel (x, y) is colour(x, y) as 0xRRGGBB.
inline void write_jpeg(const std::filesystem::path& file, int w, int h, const std::function<uint32_t(int, int)>& colour) {
  std::filesystem::create_directories(file.parent_path());
  FILE* out = std::fopen(file.c_str(), "wb");
  jpeg_compress_struct info;
  jpeg_error_mgr error;
  info.err = jpeg_std_error(&error);
  jpeg_create_compress(&info);
  jpeg_stdio_dest(&info, out);
  info.image_width = static_cast<JDIMENSION>(w);
  info.image_height = static_cast<JDIMENSION>(h);
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 90, TRUE);
  jpeg_start_compress(&info, TRUE);
  std::vector<JSAMPLE> row(static_cast<std::size_t>(w) * 3);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const uint32_t c = colour(x, y);
      row[3 * x] = static_cast<JSAMPLE>(c >> 16 & 0xff);
      row[3 * x + 1] = static_cast<JSAMPLE>(c >> 8 & 0xff);
      row[3 * x + 2] = static_cast<JSAMPLE>(c & 0xff);
    }
    JSAMPROW rows[1] = {row.data()};
    jpeg_write_scanlines(&info, rows, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  std::fclose(out);
}

}  // namespace dw::testing
