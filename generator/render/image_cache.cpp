// image_cache: SVG, PNG and JPEG decoding, caching and fitted drawing.
#include "render/image_cache.hpp"
#include "render/svg_library.hpp"

// jpeglib.h needs FILE and size_t declared first.
#include <cstdio>
#include <cstring>

#include <jpeglib.h>
#include <png.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

namespace dw {

namespace {

std::string lower_extension(const std::filesystem::path& p) {
  std::string e = p.extension().string();
  std::transform(e.begin(), e.end(), e.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return e;
}

// The message of an error a GLib call reported, which is then released.
std::string take_error(GError* error) {
  const GErrorPtr owned(error);
  return owned ? owned->message : "unknown error";
}

// Attaches `bytes` to the surface as mime data of `type`; the surface owns the copy.
void attach(cairo_surface_t* surface, const char* type, std::string bytes) {
  auto* owned = new std::string(std::move(bytes));
  cairo_surface_set_mime_data(surface, type, reinterpret_cast<const unsigned char*>(owned->data()), owned->size(),
                              [](void* p) { delete static_cast<std::string*>(p); }, owned);
}

// A new image surface over the pixels of `decoded` (read only from now on) with its JPEG bytes and
// unique id: a surface of its own for another thread (Cairo attaches snapshots to a source
// surface, so two threads must not draw one surface at once). It keeps `decoded` alive.
CairoSurfacePtr surface_over(cairo_surface_t* decoded) {
  CairoSurfacePtr surface(cairo_image_surface_create_for_data(
      cairo_image_surface_get_data(decoded), cairo_image_surface_get_format(decoded),
      cairo_image_surface_get_width(decoded), cairo_image_surface_get_height(decoded),
      cairo_image_surface_get_stride(decoded)));
  static const cairo_user_data_key_t kPixelsOwner{};
  cairo_surface_set_user_data(surface.get(), &kPixelsOwner, cairo_surface_reference(decoded),
                              [](void* owner) { cairo_surface_destroy(static_cast<cairo_surface_t*>(owner)); });
  for (const char* type : {CAIRO_MIME_TYPE_JPEG, CAIRO_MIME_TYPE_UNIQUE_ID}) {
    const unsigned char* data = nullptr;
    unsigned long length = 0;
    cairo_surface_get_mime_data(decoded, type, &data, &length);
    if (data)
      cairo_surface_set_mime_data(surface.get(), type, data, length,
                                  [](void* owner) { cairo_surface_destroy(static_cast<cairo_surface_t*>(owner)); },
                                  cairo_surface_reference(decoded));
  }
  return surface;
}

struct JpegError {
  jpeg_error_mgr base;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  cairo_surface_t* surface;  // kept here, not in a local, so a longjmp cannot clobber it
};

}  // namespace

CairoSurfacePtr decode_jpeg(const std::filesystem::path& file, std::uint64_t short_side_needed, int* file_width,
                            int* file_height) {
  std::ifstream in(file, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) throw std::runtime_error(file.string() + ": cannot read JPEG");
  jpeg_decompress_struct info;
  JpegError error;
  std::memset(&error, 0, sizeof error);
  info.err = jpeg_std_error(&error.base);
  error.base.error_exit = [](j_common_ptr c) {
    auto* e = reinterpret_cast<JpegError*>(c->err);
    (*c->err->format_message)(c, e->message);
    std::longjmp(e->jump, 1);
  };
  // A warning (a truncated or damaged file libjpeg would patch with grey) is an error too, and
  // nothing is printed behind our back.
  error.base.emit_message = [](j_common_ptr c, int level) {
    if (level >= 0) return;  // trace messages
    auto* e = reinterpret_cast<JpegError*>(c->err);
    (*c->err->format_message)(c, e->message);
    std::longjmp(e->jump, 1);
  };
  std::vector<JSAMPLE> row;
  // No C++ object with a destructor may be created between setjmp and a longjmp back to it.
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    if (error.surface) cairo_surface_destroy(error.surface);
    throw std::runtime_error(file.string() + ": cannot read JPEG: " + error.message);
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<unsigned long>(bytes.size()));
  jpeg_read_header(&info, TRUE);
  if (std::uint64_t{info.image_width} * info.image_height > kMaxImagePixels) {
    std::snprintf(error.message, sizeof error.message, "the image is %u x %u pixels; the limit is %llu megapixels",
                  static_cast<unsigned>(info.image_width), static_cast<unsigned>(info.image_height),
                  static_cast<unsigned long long>(kMaxImagePixels / 1000000));
    std::longjmp(error.jump, 1);
  }
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    std::strcpy(error.message, "CMYK JPEG files are not supported; save it as RGB");
    std::longjmp(error.jump, 1);
  }
  info.out_color_space = JCS_RGB;
  if (file_width) *file_width = static_cast<int>(info.image_width);
  if (file_height) *file_height = static_cast<int>(info.image_height);
  {
    const std::uint64_t short_side = std::min(info.image_width, info.image_height);
    unsigned denominator = 1;
    while (denominator < 8 && short_side_needed > 0 && short_side / (denominator * 2) >= short_side_needed) denominator *= 2;
    info.scale_num = 1;
    info.scale_denom = denominator;
  }
  jpeg_start_decompress(&info);
  error.surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(info.output_width),
                                             static_cast<int>(info.output_height));
  cairo_surface_t* surface = error.surface;
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    std::strcpy(error.message, "image too large");
    std::longjmp(error.jump, 1);
  }
  unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  row.resize(static_cast<std::size_t>(info.output_width) * 3);
  while (info.output_scanline < info.output_height) {
    JSAMPROW rows[1] = {row.data()};
    const unsigned y = info.output_scanline;
    jpeg_read_scanlines(&info, rows, 1);
    auto* out = reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    for (unsigned x = 0; x < info.output_width; ++x)
      out[x] = 0xff000000u | static_cast<std::uint32_t>(row[3 * x]) << 16 | static_cast<std::uint32_t>(row[3 * x + 1]) << 8 |
               row[3 * x + 2];
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  cairo_surface_mark_dirty(surface);
  // PDF output embeds these bytes as they are (when they describe the surface's pixels).
  if (info.scale_denom == 1) attach(surface, CAIRO_MIME_TYPE_JPEG, std::move(bytes));
  return CairoSurfacePtr(surface);
}

namespace {

// Averages rows of `from_w` x `from_h` pixels (four 8-bit channels in a 32-bit word, handed over
// top to bottom) down into `out`: every kept pixel is the mean of the source pixels it covers.
class RowAverager {
 public:
  RowAverager(int from_w, int from_h, cairo_surface_t* out)
      : from_h_(from_h),
        width_(cairo_image_surface_get_width(out)),
        height_(cairo_image_surface_get_height(out)),
        column_of_(static_cast<std::size_t>(from_w)),
        span_(static_cast<std::size_t>(width_)),
        sums_(static_cast<std::size_t>(width_) * 4),
        out_(cairo_image_surface_get_data(out)),
        stride_(cairo_image_surface_get_stride(out)) {
    for (int x = 0; x < width_; ++x) {
      const int x0 = static_cast<int>(std::int64_t{x} * from_w / width_), x1 = static_cast<int>(std::int64_t{x + 1} * from_w / width_);
      span_[static_cast<std::size_t>(x)] = x1 - x0;
      for (int sx = x0; sx < x1; ++sx) column_of_[static_cast<std::size_t>(sx)] = static_cast<std::uint32_t>(x);
    }
  }

  void add(const std::uint32_t* row) {
    for (std::size_t sx = 0; sx < column_of_.size(); ++sx) {
      std::uint64_t* sum = &sums_[std::size_t{column_of_[sx]} * 4];
      const std::uint32_t p = row[sx];
      sum[0] += p >> 24;
      sum[1] += (p >> 16) & 0xff;
      sum[2] += (p >> 8) & 0xff;
      sum[3] += p & 0xff;
    }
    ++rows_;
    if (++source_row_ == static_cast<int>(std::int64_t{kept_row_ + 1} * from_h_ / height_)) emit();
  }

 private:
  void emit() {
    auto* row = reinterpret_cast<std::uint32_t*>(out_ + static_cast<std::ptrdiff_t>(kept_row_) * stride_);
    for (int x = 0; x < width_; ++x) {
      const std::uint64_t n = std::uint64_t(rows_) * std::uint64_t(span_[static_cast<std::size_t>(x)]);
      const std::uint64_t* sum = &sums_[static_cast<std::size_t>(x) * 4];
      const auto mean = [&](int c) { return static_cast<std::uint32_t>((sum[c] + n / 2) / n); };
      row[x] = mean(0) << 24 | mean(1) << 16 | mean(2) << 8 | mean(3);
    }
    std::fill(sums_.begin(), sums_.end(), 0);
    rows_ = 0;
    ++kept_row_;
  }

  int from_h_, width_, height_;
  std::vector<std::uint32_t> column_of_;  // source column -> kept column
  std::vector<int> span_;                 // source columns of each kept column
  std::vector<std::uint64_t> sums_;       // four channels per kept column
  unsigned char* out_;
  int stride_;
  int rows_ = 0, source_row_ = 0, kept_row_ = 0;
};

struct PngError {
  std::jmp_buf jump;
  char message[200];
};

using FilePtr = std::unique_ptr<std::FILE, CRelease<&std::fclose>>;

}  // namespace

CairoSurfacePtr downsample(cairo_surface_t* source, int width, int height) {
  cairo_surface_flush(source);
  const int from_w = cairo_image_surface_get_width(source), from_h = cairo_image_surface_get_height(source);
  if (width < 1 || height < 1 || width > from_w || height > from_h) throw std::logic_error("downsample: bad size");
  CairoSurfacePtr out(cairo_image_surface_create(cairo_image_surface_get_format(source), width, height));
  if (cairo_surface_status(out.get()) != CAIRO_STATUS_SUCCESS) throw std::runtime_error("image too large");
  RowAverager averager(from_w, from_h, out.get());
  const unsigned char* in = cairo_image_surface_get_data(source);
  const int in_stride = cairo_image_surface_get_stride(source);
  for (int y = 0; y < from_h; ++y)
    averager.add(reinterpret_cast<const std::uint32_t*>(in + static_cast<std::ptrdiff_t>(y) * in_stride));
  cairo_surface_mark_dirty(out.get());
  return out;
}

namespace {

// What reading a PNG row by row leaves: the averaged surface (raw until reading is done), or
// `whole` when the file must be decoded whole (interlaced).
struct PngRead {
  std::vector<std::uint32_t> row;
  std::optional<RowAverager> averager;
  cairo_surface_t* kept = nullptr;
  bool whole = false;
};

// The libpng calls, apart from the function that holds the setjmp (none of its locals can then be
// clobbered by a longjmp from a libpng error).
[[gnu::noinline]] void read_png_rows(png_structp png, png_infop info, std::FILE* in, int width, int height, PngRead& r) {
  if (!info) png_error(png, "out of memory");
  png_init_io(png, in);
  png_read_info(png, info);
  const png_uint_32 from_w = png_get_image_width(png, info), from_h = png_get_image_height(png, info);
  if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE || std::uint64_t{from_w} * from_h > kMaxImagePixels ||
      from_w < static_cast<png_uint_32>(width) || from_h < static_cast<png_uint_32>(height)) {
    r.whole = true;  // interlaced rows come in passes
    return;
  }
  const int color = png_get_color_type(png, info);
  const bool alpha = (color & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  png_set_expand(png);
  png_set_strip_16(png);
  png_set_gray_to_rgb(png);
  if (!alpha) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
  png_set_bgr(png);  // B, G, R, A in memory: a little-endian 0xAARRGGBB word, Cairo's layout
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != std::size_t{from_w} * 4) png_error(png, "unexpected row layout");
  r.kept = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, width, height);
  if (cairo_surface_status(r.kept) != CAIRO_STATUS_SUCCESS) png_error(png, "image too large");
  r.row.resize(from_w);
  r.averager.emplace(static_cast<int>(from_w), static_cast<int>(from_h), r.kept);
  for (png_uint_32 y = 0; y < from_h; ++y) {
    png_read_row(png, reinterpret_cast<png_bytep>(r.row.data()), nullptr);
    if (alpha)  // Cairo's pixels carry their colour premultiplied by their alpha
      for (std::uint32_t& p : r.row) {
        const std::uint32_t a = p >> 24;
        if (a == 255) continue;
        const auto scale = [a](std::uint32_t c) {  // c * a / 255, rounded as Cairo's PNG reader does
          const std::uint32_t t = c * a + 0x80;
          return ((t >> 8) + t) >> 8;
        };
        p = a << 24 | scale((p >> 16) & 0xff) << 16 | scale((p >> 8) & 0xff) << 8 | scale(p & 0xff);
      }
    r.averager->add(r.row.data());
  }
  png_read_end(png, nullptr);
}

}  // namespace

CairoSurfacePtr decode_png_downsampled(const std::filesystem::path& file, int width, int height) {
  FilePtr in(std::fopen(file.c_str(), "rb"));
  if (!in) throw std::runtime_error(file.string() + ": cannot read PNG: cannot open the file");
  PngError error;
  std::memset(&error, 0, sizeof error);
  png_structp png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, &error,
      [](png_structp p, png_const_charp message) {
        auto* e = static_cast<PngError*>(png_get_error_ptr(p));
        std::snprintf(e->message, sizeof e->message, "%s", message);
        std::longjmp(e->jump, 1);
      },
      [](png_structp, png_const_charp) {});
  if (!png) throw std::runtime_error(file.string() + ": cannot read PNG: out of memory");
  png_infop info = png_create_info_struct(png);
  PngRead read;  // declared before setjmp: a longjmp skips no destructor
  if (setjmp(error.jump)) {
    png_destroy_read_struct(&png, &info, nullptr);
    if (read.kept) cairo_surface_destroy(read.kept);
    throw std::runtime_error(file.string() + ": cannot read PNG: " + error.message);
  }
  read_png_rows(png, info, in.get(), width, height, read);
  png_destroy_read_struct(&png, &info, nullptr);
  if (read.whole) return nullptr;
  cairo_surface_mark_dirty(read.kept);
  return CairoSurfacePtr(read.kept);
}

namespace {

// The SVG size and element caps, from the file's bytes: a start tag is '<' and a letter.
void check_svg_limits(const std::filesystem::path& file) {
  std::error_code ec;
  const std::uintmax_t bytes = std::filesystem::file_size(file, ec);
  if (!ec && bytes > kMaxSvgBytes)
    throw std::runtime_error(file.string() + ": the SVG is " + std::to_string(bytes) + " bytes; the limit is " +
                             std::to_string(kMaxSvgBytes) + " bytes (simplify it or use a PNG)");
  std::ifstream in(file, std::ios::binary);
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::size_t elements = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '<' && std::isalpha(static_cast<unsigned char>(text[i + 1]))) ++elements;
  if (elements > kMaxSvgElements)
    throw std::runtime_error(file.string() + ": the SVG has " + std::to_string(elements) + " elements; the limit is " +
                             std::to_string(kMaxSvgElements) + " (simplify it or use a PNG)");
}

}  // namespace

ImageCache::Svg& ImageCache::svg(const std::filesystem::path& file) {
  const std::string key = file.string();
  if (auto it = svgs_.find(key); it != svgs_.end()) return it->second;
  if (auto it = failed_svgs_.find(key); it != failed_svgs_.end()) throw std::runtime_error(it->second);
  try {
    return load_svg(file);
  } catch (const std::runtime_error& e) {
    failed_svgs_.emplace(key, e.what());  // a file that failed (a <use> bomb takes seconds) fails again at once
    throw;
  }
}

ImageCache::Svg& ImageCache::load_svg(const std::filesystem::path& file) {
  const std::string key = file.string();
  check_svg_limits(file);
  GError* error = nullptr;
  RsvgHandlePtr owned(librsvg().new_from_file(key.c_str(), &error));
  if (!owned) throw std::runtime_error(key + ": cannot read SVG: " + take_error(error));
  RsvgHandle* handle = owned.get();
  librsvg().set_dpi(handle, 72.0);  // SVG px and pt alike are card points
  Svg doc{std::move(owned), 0, 0};
  if (!librsvg().intrinsic_size_in_pixels(handle, &doc.width, &doc.height)) {
    gboolean has_w = FALSE, has_h = FALSE, has_box = FALSE;
    RsvgLength w, h;
    RsvgRectangle box;
    librsvg().intrinsic_dimensions(handle, &has_w, &w, &has_h, &h, &has_box, &box);
    if (has_box) {
      doc.width = box.width;
      doc.height = box.height;
    }
  }
  if (!(doc.width > 0 && doc.height > 0)) throw std::runtime_error(key + ": the SVG has neither a size nor a viewBox");
  {
    const CairoSurfacePtr probe(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
    const CairoPtr cr(cairo_create(probe.get()));
    RsvgRectangle viewport{0, 0, doc.width, doc.height};
    if (!librsvg().render_document(handle, cr.get(), &viewport, &error))
      throw std::runtime_error(key + ": cannot draw SVG: " + take_error(error));
  }
  return svgs_.emplace(key, std::move(doc)).first->second;
}

ImageCache::Part ImageCache::svg_part(const std::filesystem::path& file, Svg& doc, const std::string& fragment) {
  if (fragment.empty()) return Part{0, 0, doc.width, doc.height};
  const std::string key = file.string() + "#" + fragment;
  if (auto it = parts_.find(key); it != parts_.end()) return it->second;
  const std::string id = "#" + fragment;
  if (!librsvg().has_sub(doc.handle.get(), id.c_str()))
    throw std::runtime_error(file.string() + ": no element with id '" + fragment + "'");
  RsvgRectangle viewport{0, 0, doc.width, doc.height}, ink, logical;
  GError* error = nullptr;
  if (!librsvg().geometry_for_layer(doc.handle.get(), id.c_str(), &viewport, &ink, &logical, &error))
    throw std::runtime_error(file.string() + ": cannot measure element '" + fragment + "': " + take_error(error));
  if (!(ink.width > 0 && ink.height > 0))
    throw std::runtime_error(file.string() + ": element '" + fragment + "' draws nothing");
  return parts_.emplace(key, Part{ink.x, ink.y, ink.width, ink.height}).first->second;
}

namespace {

// Refuses images whose pixels would exhaust memory before decoding them.
void check_pixel_limit(const std::filesystem::path& file, std::uint64_t width, std::uint64_t height) {
  // A header can claim a side of 0 (so a product within the cap) beside one of four billion.
  if (width == 0 || height == 0 || width > kMaxImagePixels || height > kMaxImagePixels)
    throw std::runtime_error(file.string() + ": the image header claims " + std::to_string(width) + " x " +
                             std::to_string(height) + " pixels, which is not an image size");
  if (width * height <= kMaxImagePixels) return;
  throw std::runtime_error(file.string() + ": the image is " + std::to_string(width) + " x " + std::to_string(height) +
                           " pixels; the limit is " + std::to_string(kMaxImagePixels / 1000000) +
                           " megapixels (scale it down: 300 ppi at card size is about 1 megapixel)");
}

// A PNG's size from its IHDR chunk (bytes 16-23), or nothing when the file is too short to say.
std::optional<std::pair<std::uint32_t, std::uint32_t>> png_size(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  unsigned char header[24] = {};
  if (!in.read(reinterpret_cast<char*>(header), sizeof header)) return std::nullopt;
  auto be32 = [&](int at) {
    return (std::uint32_t{header[at]} << 24) | (std::uint32_t{header[at + 1]} << 16) |
           (std::uint32_t{header[at + 2]} << 8) | std::uint32_t{header[at + 3]};
  };
  return std::pair{be32(16), be32(20)};
}

}  // namespace

double ImageCache::kept_scale(std::uint64_t width, std::uint64_t height) const {
  if (!(longest_side_ > 0)) return 1.0;  // no size known (a set whose card size is an error)
  const double needed = std::ceil(longest_side_ / 72.0 * kPrintDpi);  // pixels on the shorter side
  const std::uint64_t short_side = std::min(width, height);
  return short_side > needed ? needed / static_cast<double>(short_side) : 1.0;
}

namespace {

// A raster's kept size: `scale` of its pixels, at least one.
int kept_pixels(std::uint64_t pixels, double scale) {
  return std::max(1, static_cast<int>(std::ceil(static_cast<double>(pixels) * scale - 1e-9)));
}

}  // namespace

const ImageCache::Raster& ImageCache::raster(const std::filesystem::path& file) {
  const std::string key = file.string();
  if (auto it = rasters_.find(key); it != rasters_.end()) return it->second;
  if (shared_) {
    if (auto it = shared_->rasters_.find(key); it != shared_->rasters_.end())
      return rasters_.emplace(key, Raster{surface_over(it->second.surface.get()), it->second.width, it->second.height})
          .first->second;
  }
  const std::string ext = lower_extension(file);
  CairoSurfacePtr surface;
  int file_width = 0, file_height = 0;  // when the decoder did not give the file's whole size
  if (ext == ".png") {
    if (const auto size = png_size(file)) {
      check_pixel_limit(file, size->first, size->second);
      const double scale = kept_scale(size->first, size->second);
      check_budget(file, std::uint64_t(kept_pixels(size->first, scale)) * std::uint64_t(kept_pixels(size->second, scale)));
    }
    // One larger than its print needs is averaged down row by row as it is read.
    if (const auto size = png_size(file); size && kept_scale(size->first, size->second) < 1) {
      const double scale = kept_scale(size->first, size->second);
      surface = decode_png_downsampled(file, kept_pixels(size->first, scale), kept_pixels(size->second, scale));
      file_width = static_cast<int>(size->first);
      file_height = static_cast<int>(size->second);
    }
    if (!surface) {
      file_width = file_height = 0;
      surface.reset(cairo_image_surface_create_from_png(key.c_str()));
      if (const cairo_status_t status = cairo_surface_status(surface.get()); status != CAIRO_STATUS_SUCCESS)
        throw std::runtime_error(key + ": cannot read PNG: " + cairo_status_to_string(status));
    }
  } else if (ext == ".jpg" || ext == ".jpeg") {
    // libjpeg may decode it smaller; the file's size is what it describes.
    surface = decode_jpeg(file, static_cast<std::uint64_t>(std::ceil(longest_side_ / 72.0 * kPrintDpi)), &file_width,
                          &file_height);
  } else {
    throw std::runtime_error(key + ": unsupported image type; use SVG, PNG or JPEG");
  }
  Raster kept;
  kept.width = file_width ? file_width : cairo_image_surface_get_width(surface.get());
  kept.height = file_height ? file_height : cairo_image_surface_get_height(surface.get());
  // Downsampled right away to what the print needs: only that is kept.
  const double scale = kept_scale(static_cast<std::uint64_t>(kept.width), static_cast<std::uint64_t>(kept.height));
  const int want_w = std::min(kept_pixels(static_cast<std::uint64_t>(kept.width), scale), cairo_image_surface_get_width(surface.get()));
  const int want_h = std::min(kept_pixels(static_cast<std::uint64_t>(kept.height), scale), cairo_image_surface_get_height(surface.get()));
  if (want_w < cairo_image_surface_get_width(surface.get()) || want_h < cairo_image_surface_get_height(surface.get()))
    surface = downsample(surface.get(), want_w, want_h);
  const std::uint64_t pixels = std::uint64_t(cairo_image_surface_get_width(surface.get())) *
                               std::uint64_t(cairo_image_surface_get_height(surface.get()));
  check_budget(file, pixels);  // a JPEG's size is known once decoded (and is within kMaxImagePixels)
  decoded_pixels_ += pixels;
  // One id per file: Cairo then writes a single image object for every placement.
  attach(surface.get(), CAIRO_MIME_TYPE_UNIQUE_ID, key);
  kept.surface = std::move(surface);
  return rasters_.emplace(key, std::move(kept)).first->second;
}

void ImageCache::check_budget(const std::filesystem::path& file, std::uint64_t pixels) const {
  if (decoded_pixels_ + pixels <= kMaxDecodedPixels) return;
  throw std::runtime_error(file.string() + ": with this image the build's raster art would hold " +
                           std::to_string((decoded_pixels_ + pixels) / 1000000) +
                           " megapixels decoded; the limit for all images together is " +
                           std::to_string(kMaxDecodedPixels / 1000000) +
                           " megapixels (scale the images down: 600 ppi at poker size is about 6 megapixels)");
}

ImageCache::Info ImageCache::info(const std::filesystem::path& file, const std::string& fragment) {
  if (lower_extension(file) == ".svg") {
    const Part part = svg_part(file, svg(file), fragment);
    return Info{true, part.w, part.h};
  }
  if (!fragment.empty()) throw std::runtime_error(file.string() + ": only SVG files have elements to pick with #");
  const Raster& kept = raster(file);
  return Info{false, static_cast<double>(kept.width), static_cast<double>(kept.height)};
}

void ImageCache::draw(cairo_t* cr, const std::filesystem::path& file, const std::string& fragment, const Box& box, Fit fit) {
  const Info described = info(file, fragment);
  if (described.width <= 0 || described.height <= 0) return;
  const Placement p = place_into(described.width, described.height, box, fit);
  // A box with no area shows nothing; scaling by zero would also leave Cairo's context in an
  // error state that silently blanks everything drawn after it on the page.
  if (!(std::abs(p.sx) > 0 && std::abs(p.sy) > 0 && std::isfinite(p.sx) && std::isfinite(p.sy))) return;
  cairo_save(cr);
  if (fit == Fit::cover) {
    cairo_rectangle(cr, box.x, box.y, box.w, box.h);
    cairo_clip(cr);
  }
  cairo_translate(cr, p.x, p.y);
  cairo_scale(cr, p.sx, p.sy);
  if (described.vector) {
    Svg& doc = svg(file);
    const Part part = svg_part(file, doc, fragment);
    cairo_translate(cr, -part.x, -part.y);
    RsvgRectangle viewport{0, 0, doc.width, doc.height};
    GError* error = nullptr;
    const std::string id = "#" + fragment;
    const gboolean ok = fragment.empty() ? librsvg().render_document(doc.handle.get(), cr, &viewport, &error)
                                         : librsvg().render_layer(doc.handle.get(), cr, id.c_str(), &viewport, &error);
    if (!ok) {
      cairo_restore(cr);
      throw std::runtime_error(file.string() + ": cannot draw SVG: " + take_error(error));
    }
  } else {
    // The kept pixels cover the file's: a downsampled raster is drawn scaled up to its size.
    const Raster& kept = raster(file);
    cairo_surface_t* surface = kept.surface.get();
    cairo_scale(cr, kept.width / static_cast<double>(cairo_image_surface_get_width(surface)),
                kept.height / static_cast<double>(cairo_image_surface_get_height(surface)));
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_paint(cr);
  }
  cairo_restore(cr);
}

}  // namespace dw
