// ppm_readback: reads the binary PPM (P6, 8 bits a channel) pdftoppm writes without -png, for
// tests that render large pages: PPM skips PNG's compression, three quarters of pdftoppm's time
// on a 300 dpi A3 page. Pixels as 0xRRGGBB, like png_readback's PngPixels. Header-only.
#pragma once

#include <cctype>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

namespace dw::testing {

class PpmPixels {
 public:
  explicit PpmPixels(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::string magic;
    in >> magic;
    if (magic != "P6") return;
    int values[3] = {0, 0, 0};  // width, height, maxval
    for (int& v : values) {
      in >> std::ws;
      while (in.peek() == '#') {  // a comment runs to the end of its line
        std::string comment;
        std::getline(in, comment);
        in >> std::ws;
      }
      in >> v;
    }
    if (!in || values[0] <= 0 || values[1] <= 0 || values[2] != 255) return;
    in.get();  // the single whitespace before the samples
    bytes_.resize(static_cast<std::size_t>(values[0]) * static_cast<std::size_t>(values[1]) * 3);
    in.read(reinterpret_cast<char*>(bytes_.data()), static_cast<std::streamsize>(bytes_.size()));
    if (in.gcount() != static_cast<std::streamsize>(bytes_.size())) return;
    width_ = values[0];
    height_ = values[1];
  }
  bool ok() const { return width_ > 0; }
  int width() const { return width_; }
  int height() const { return height_; }
  std::uint32_t at(int x, int y) const {
    const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)) * 3;
    return static_cast<std::uint32_t>(bytes_[i]) << 16 | static_cast<std::uint32_t>(bytes_[i + 1]) << 8 | bytes_[i + 2];
  }

 private:
  int width_ = 0, height_ = 0;
  std::vector<unsigned char> bytes_;
};

}  // namespace dw::testing
