// png_encoder: PNG framing, row filters and libdeflate (or, for very large images, zlib)
// compression of Cairo image surfaces.
#include "print/png_encoder.hpp"

#include <libdeflate.h>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <vector>

#include "support/c_release.hpp"

namespace dw {

const PngEncoding kFacePngEncoding{PngRowFilter::none, 4};

namespace {

using DeflaterPtr = std::unique_ptr<libdeflate_compressor, CRelease<libdeflate_free_compressor>>;

constexpr int kBytesPerPixel = 3;

enum FilterType : std::uint8_t { kNone = 0, kSub = 1, kUp = 2, kAverage = 3, kPaeth = 4 };

void put_u32(std::string& out, std::uint32_t v) {
  const char bytes[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                         static_cast<char>(v)};
  out.append(bytes, 4);
}

// One chunk: length, type, data, and the CRC-32 of type and data.
void put_chunk(std::string& out, const char type[4], const std::uint8_t* data, std::size_t size) {
  put_u32(out, static_cast<std::uint32_t>(size));
  const std::size_t type_at = out.size();
  out.append(type, 4);
  if (size > 0) out.append(reinterpret_cast<const char*>(data), size);
  const auto* typed = reinterpret_cast<const std::uint8_t*>(out.data() + type_at);
  put_u32(out, libdeflate_crc32(0, typed, size + 4));
}

std::uint8_t paeth_predictor(int left, int up, int up_left) {
  const int p = left + up - up_left;
  const int to_left = std::abs(p - left), to_up = std::abs(p - up), to_up_left = std::abs(p - up_left);
  if (to_left <= to_up && to_left <= to_up_left) return static_cast<std::uint8_t>(left);
  if (to_up <= to_up_left) return static_cast<std::uint8_t>(up);
  return static_cast<std::uint8_t>(up_left);
}

// Writes `row` filtered with `type` against `prior` (the row above, zeros for the first) to `out`.
void filter_row(FilterType type, const std::uint8_t* row, const std::uint8_t* prior, std::size_t size,
                std::uint8_t* out) {
  constexpr std::size_t bpp = kBytesPerPixel;
  switch (type) {
    case kNone:
      for (std::size_t i = 0; i < size; ++i) out[i] = row[i];
      break;
    case kSub:
      for (std::size_t i = 0; i < size; ++i) out[i] = static_cast<std::uint8_t>(row[i] - (i >= bpp ? row[i - bpp] : 0));
      break;
    case kUp:
      for (std::size_t i = 0; i < size; ++i) out[i] = static_cast<std::uint8_t>(row[i] - prior[i]);
      break;
    case kAverage:
      for (std::size_t i = 0; i < size; ++i)
        out[i] = static_cast<std::uint8_t>(row[i] - ((i >= bpp ? row[i - bpp] : 0) + prior[i]) / 2);
      break;
    case kPaeth:
      for (std::size_t i = 0; i < size; ++i)
        out[i] = static_cast<std::uint8_t>(
            row[i] - (i >= bpp ? paeth_predictor(row[i - bpp], prior[i], prior[i - bpp]) : prior[i]));
      break;
  }
}

// The sum of the filtered bytes read as signed values, the adaptive heuristic's cost.
std::uint64_t signed_sum(const std::uint8_t* bytes, std::size_t size) {
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i < size; ++i) sum += static_cast<std::uint64_t>(std::abs(static_cast<std::int8_t>(bytes[i])));
  return sum;
}

// The image's rows, one at a time, as PNG wants them: the filter type byte, then the filtered
// RGB bytes.
class RowFilterer {
 public:
  RowFilterer(const unsigned char* pixels, int width, int stride, PngRowFilter filter)
      : pixels_(pixels), width_(width), stride_(stride), filter_(filter),
        row_size_(static_cast<std::size_t>(width) * kBytesPerPixel), row_(row_size_), prior_(row_size_, 0),
        trial_(row_size_), best_(row_size_) {}

  std::size_t line_size() const { return row_size_ + 1; }

  // Writes row `y` (rows must come in order from 0) to `line` (line_size() bytes).
  void filter(int y, std::uint8_t* line) {
    const auto* src = reinterpret_cast<const std::uint32_t*>(pixels_ + static_cast<std::ptrdiff_t>(y) * stride_);
    for (int x = 0; x < width_; ++x) {  // RGB24: one native-endian 0x00RRGGBB word per pixel
      row_[3 * x] = static_cast<std::uint8_t>(src[x] >> 16);
      row_[3 * x + 1] = static_cast<std::uint8_t>(src[x] >> 8);
      row_[3 * x + 2] = static_cast<std::uint8_t>(src[x]);
    }
    if (filter_ == PngRowFilter::adaptive) {
      std::uint64_t best_cost = UINT64_MAX;
      for (FilterType candidate : {kNone, kSub, kUp, kAverage, kPaeth}) {
        filter_row(candidate, row_.data(), prior_.data(), row_size_, trial_.data());
        const std::uint64_t cost = signed_sum(trial_.data(), row_size_);
        if (cost < best_cost) {
          best_cost = cost;
          line[0] = candidate;
          best_.swap(trial_);
        }
      }
      std::copy(best_.begin(), best_.end(), line + 1);
    } else {
      line[0] = fixed_type();
      filter_row(fixed_type(), row_.data(), prior_.data(), row_size_, line + 1);
    }
    prior_.swap(row_);
  }

 private:
  FilterType fixed_type() const {
    switch (filter_) {
      case PngRowFilter::sub: return kSub;
      case PngRowFilter::up: return kUp;
      case PngRowFilter::average: return kAverage;
      case PngRowFilter::paeth: return kPaeth;
      default: return kNone;
    }
  }

  const unsigned char* pixels_;
  int width_, stride_;
  PngRowFilter filter_;
  std::size_t row_size_;
  std::vector<std::uint8_t> row_, prior_, trial_, best_;
};

// The zlib stream of the filtered rows, all filtered first and compressed at once by libdeflate.
std::string deflate_whole(RowFilterer& rows, int height, int level) {
  // Every byte is written by the filter: no zeroing first.
  const std::size_t size = rows.line_size() * static_cast<std::size_t>(height);
  const std::unique_ptr<std::uint8_t[]> filtered(new std::uint8_t[size]);
  for (int y = 0; y < height; ++y) rows.filter(y, filtered.get() + static_cast<std::size_t>(y) * rows.line_size());
  DeflaterPtr deflater(libdeflate_alloc_compressor(level));
  if (!deflater) throw std::runtime_error("cannot start the PNG encoder");
  // Room for the worst case, left uninitialised: only the pages the compressed bytes reach are
  // ever touched.
  const std::size_t room = libdeflate_zlib_compress_bound(deflater.get(), size);
  const std::unique_ptr<std::uint8_t[]> deflated(new std::uint8_t[room]);
  const std::size_t deflated_size = libdeflate_zlib_compress(deflater.get(), filtered.get(), size, deflated.get(), room);
  if (deflated_size == 0) throw std::runtime_error("PNG encoding failed");
  return std::string(reinterpret_cast<const char*>(deflated.get()), deflated_size);
}

// The same zlib stream format, compressed by zlib one filtered row at a time.
std::string deflate_streamed(RowFilterer& rows, int height, int level) {
  z_stream z{};
  if (deflateInit(&z, level) != Z_OK) throw std::runtime_error("cannot start the PNG encoder");
  std::string out;
  std::vector<std::uint8_t> line(rows.line_size());
  std::uint8_t buffer[1 << 16];
  bool failed = false;
  for (int y = 0; y <= height && !failed; ++y) {
    const bool last = y == height;  // after the rows: finish the stream
    if (!last) rows.filter(y, line.data());
    z.next_in = last ? nullptr : line.data();
    z.avail_in = last ? 0 : static_cast<uInt>(line.size());
    do {  // until zlib leaves room in the buffer: it has taken the whole row then
      z.next_out = buffer;
      z.avail_out = sizeof buffer;
      if (deflate(&z, last ? Z_FINISH : Z_NO_FLUSH) == Z_STREAM_ERROR) failed = true;
      out.append(reinterpret_cast<const char*>(buffer), sizeof buffer - z.avail_out);
    } while (!failed && z.avail_out == 0);
  }
  const int end = deflateEnd(&z);
  if (failed || end != Z_OK) throw std::runtime_error("PNG encoding failed");
  return out;
}

}  // namespace

unsigned pixels_per_metre(double ppi) { return static_cast<unsigned>(std::lround(ppi / 0.0254)); }

std::string encode_png(cairo_surface_t* surface, double ppi) {
  if (cairo_surface_get_type(surface) != CAIRO_SURFACE_TYPE_IMAGE ||
      cairo_image_surface_get_format(surface) != CAIRO_FORMAT_RGB24)
    throw std::logic_error("encode_png needs an RGB24 image surface");
  cairo_surface_flush(surface);
  const int width = cairo_image_surface_get_width(surface);
  const int height = cairo_image_surface_get_height(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  return encode_rgb24_png(cairo_image_surface_get_data(surface), width, height, stride, ppi);
}

std::string encode_rgb24_png(const unsigned char* pixels, int width, int height, int stride, double ppi,
                             PngEncoding encoding) {
  if (width <= 0 || height <= 0) throw std::logic_error("encode_rgb24_png needs a non-empty image");
  RowFilterer rows(pixels, width, stride, encoding.filter);
  const bool whole = rows.line_size() * static_cast<std::size_t>(height) <= encoding.whole_limit;
  const std::string deflated = whole ? deflate_whole(rows, height, encoding.level)
                                     : deflate_streamed(rows, height, encoding.streamed_zlib_level);

  std::string out;
  out.reserve(deflated.size() + 64);
  out.append("\x89PNG\r\n\x1a\n", 8);
  std::string header;
  put_u32(header, static_cast<std::uint32_t>(width));
  put_u32(header, static_cast<std::uint32_t>(height));
  header.append({8, 2, 0, 0, 0});  // 8 bits, truecolour (RGB), deflate, adaptive filtering, no interlace
  put_chunk(out, "IHDR", reinterpret_cast<const std::uint8_t*>(header.data()), header.size());
  std::string phys;
  const std::uint32_t ppm = pixels_per_metre(ppi);
  put_u32(phys, ppm);
  put_u32(phys, ppm);
  phys.push_back(1);  // unit: metre
  put_chunk(out, "pHYs", reinterpret_cast<const std::uint8_t*>(phys.data()), phys.size());
  put_chunk(out, "IDAT", reinterpret_cast<const std::uint8_t*>(deflated.data()), deflated.size());
  put_chunk(out, "IEND", nullptr, 0);
  return out;
}

}  // namespace dw
