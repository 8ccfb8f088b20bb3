// make_art: draws the gallery's raster art (tests/gallery/art/*.png, *.jpg) with Cairo and
// libjpeg, so the checked-in files can be made again exactly:
//   ninja -C build/dev gallery_art && build/dev/tests/gallery_art tests/gallery/art
// The SVG art beside them is written by hand.
// jpeglib.h needs FILE and size_t declared first.
#include <cstdint>
#include <cstdio>

#include <cairo.h>
#include <jpeglib.h>

#include <cmath>
#include <string>
#include <vector>

namespace {

cairo_surface_t* canvas(int w, int h, cairo_format_t format = CAIRO_FORMAT_RGB24) {
  return cairo_image_surface_create(format, w, h);
}

// A woven tile pattern in four flat colours: compresses well as PNG.
void texture(const std::string& file) {
  cairo_surface_t* s = canvas(640, 640);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 0.93, 0.87, 0.74);
  cairo_paint(cr);
  for (int y = 0; y < 640; y += 40) {
    for (int x = 0; x < 640; x += 40) {
      const bool odd = ((x + y) / 40) % 2 == 1;
      cairo_set_source_rgb(cr, odd ? 0.85 : 0.78, odd ? 0.74 : 0.64, odd ? 0.55 : 0.45);
      cairo_move_to(cr, x + 20, y + 2);
      cairo_line_to(cr, x + 38, y + 20);
      cairo_line_to(cr, x + 20, y + 38);
      cairo_line_to(cr, x + 2, y + 20);
      cairo_close_path(cr);
      cairo_fill(cr);
    }
  }
  cairo_set_source_rgb(cr, 0.55, 0.38, 0.25);
  cairo_set_line_width(cr, 2);
  for (int i = 0; i <= 640; i += 40) {
    cairo_move_to(cr, i, 0);
    cairo_line_to(cr, i, 640);
    cairo_move_to(cr, 0, i);
    cairo_line_to(cr, 640, i);
  }
  cairo_stroke(cr);
  cairo_destroy(cr);
  cairo_surface_write_to_png(s, file.c_str());
  cairo_surface_destroy(s);
}

// A gold coin with a transparent background, for an icon.
void coin(const std::string& file) {
  cairo_surface_t* s = canvas(128, 128, CAIRO_FORMAT_ARGB32);
  cairo_t* cr = cairo_create(s);
  cairo_pattern_t* gold = cairo_pattern_create_radial(48, 44, 4, 64, 64, 62);
  cairo_pattern_add_color_stop_rgb(gold, 0, 1, 0.93, 0.55);
  cairo_pattern_add_color_stop_rgb(gold, 1, 0.78, 0.55, 0.12);
  cairo_arc(cr, 64, 64, 60, 0, 2 * M_PI);
  cairo_set_source(cr, gold);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0.5, 0.33, 0.05);
  cairo_set_line_width(cr, 6);
  cairo_stroke(cr);
  cairo_arc(cr, 64, 64, 44, 0, 2 * M_PI);
  cairo_set_line_width(cr, 3);
  cairo_stroke(cr);
  // A crown-like mark in the middle.
  cairo_move_to(cr, 42, 80);
  cairo_line_to(cr, 40, 50);
  cairo_line_to(cr, 52, 62);
  cairo_line_to(cr, 64, 44);
  cairo_line_to(cr, 76, 62);
  cairo_line_to(cr, 88, 50);
  cairo_line_to(cr, 86, 80);
  cairo_close_path(cr);
  cairo_fill(cr);
  cairo_pattern_destroy(gold);
  cairo_destroy(cr);
  cairo_surface_write_to_png(s, file.c_str());
  cairo_surface_destroy(s);
}

// A tiny 24 px shield: far too coarse for print, so the gallery shows the low-resolution warning.
void coarse_shield(const std::string& file) {
  cairo_surface_t* s = canvas(24, 24);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 0.95, 0.92, 0.85);
  cairo_paint(cr);
  cairo_move_to(cr, 4, 3);
  cairo_line_to(cr, 20, 3);
  cairo_line_to(cr, 20, 12);
  cairo_curve_to(cr, 20, 17, 16, 20, 12, 22);
  cairo_curve_to(cr, 8, 20, 4, 17, 4, 12);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 0.2, 0.35, 0.6);
  cairo_fill(cr);
  cairo_rectangle(cr, 11, 5, 2, 14);
  cairo_rectangle(cr, 7, 9, 10, 2);
  cairo_set_source_rgb(cr, 0.95, 0.8, 0.3);
  cairo_fill(cr);
  cairo_destroy(cr);
  cairo_surface_write_to_png(s, file.c_str());
  cairo_surface_destroy(s);
}

// A duelling ground at dusk: sky, sun, hills and two posts; saved as a baseline JPEG.
void dusk(const std::string& file) {
  const int w = 760, h = 480;
  cairo_surface_t* s = canvas(w, h);
  cairo_t* cr = cairo_create(s);
  cairo_pattern_t* sky = cairo_pattern_create_linear(0, 0, 0, h);
  cairo_pattern_add_color_stop_rgb(sky, 0, 0.16, 0.2, 0.42);
  cairo_pattern_add_color_stop_rgb(sky, 0.55, 0.93, 0.55, 0.35);
  cairo_pattern_add_color_stop_rgb(sky, 1, 0.98, 0.82, 0.5);
  cairo_set_source(cr, sky);
  cairo_paint(cr);
  cairo_arc(cr, 520, 250, 70, 0, 2 * M_PI);
  cairo_set_source_rgb(cr, 1, 0.9, 0.6);
  cairo_fill(cr);
  const double hills[][3] = {{0.32, 0.26, 0.3}, {0.22, 0.2, 0.24}, {0.12, 0.12, 0.16}};
  for (int i = 0; i < 3; ++i) {
    const double base = 300 + i * 55;
    cairo_move_to(cr, 0, h);
    for (int x = 0; x <= w; x += 10) cairo_line_to(cr, x, base + 28 * std::sin(x / (90.0 + 40 * i) + i * 1.7));
    cairo_line_to(cr, w, h);
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, hills[i][0], hills[i][1], hills[i][2]);
    cairo_fill(cr);
  }
  cairo_set_source_rgb(cr, 0.08, 0.07, 0.09);
  cairo_rectangle(cr, 180, 330, 8, 110);
  cairo_rectangle(cr, 590, 340, 8, 100);
  cairo_fill(cr);
  cairo_pattern_destroy(sky);
  cairo_destroy(cr);
  cairo_surface_flush(s);

  FILE* out = std::fopen(file.c_str(), "wb");
  jpeg_compress_struct info;
  jpeg_error_mgr error;
  info.err = jpeg_std_error(&error);
  jpeg_create_compress(&info);
  jpeg_stdio_dest(&info, out);
  info.image_width = w;
  info.image_height = h;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 78, TRUE);
  jpeg_start_compress(&info, TRUE);
  std::vector<JSAMPLE> row(w * 3);
  for (int y = 0; y < h; ++y) {
    const auto* px = reinterpret_cast<const uint32_t*>(cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s));
    for (int x = 0; x < w; ++x) {
      row[3 * x] = (px[x] >> 16) & 0xff;
      row[3 * x + 1] = (px[x] >> 8) & 0xff;
      row[3 * x + 2] = px[x] & 0xff;
    }
    JSAMPROW rows[1] = {row.data()};
    jpeg_write_scanlines(&info, rows, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  std::fclose(out);
  cairo_surface_destroy(s);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: gallery_art <art-dir>\n");
    return 2;
  }
  const std::string dir = argv[1];
  texture(dir + "/texture.png");
  coin(dir + "/coin.png");
  coarse_shield(dir + "/coarse-shield.png");
  dusk(dir + "/dusk.jpg");
  return 0;
}
