// png_encoder_bench: the PNG encoders Debian offers, compared on real card faces. It reads the
// PNG files of image-target folders (for example `build --target tgc` outputs), groups each
// folder's files by equal pixels (the image targets encode a repeated image once), and encodes a
// sample of the distinct images with every candidate: libpng at zlib levels 1..6 with each fixed
// filter and libpng's adaptive choice, libspng (zlib underneath) at the same settings, and
// deckwright's own encoder (print/png_encoder: our row filters, libdeflate for the deflate
// stream; the "chosen" row with its size limit, above which zlib compresses row by row). Not a
// test: it prints, per folder and for all folders together, the CPU time per encoded image and
// the bytes the folder would take (sampled images stand for the unsampled ones met once), against
// today's encoder (libpng, level 6, adaptive filters). Every output is decoded again and its
// pixels compared, so a candidate that loses pixels is reported, not ranked. Each
// encoding is timed `--repeat` times and the least taken (the machine is shared); `--only` keeps
// the candidates whose name contains one of the given words (today's encoder is always kept, the
// sizes are relative to it).
//   png_encoder_bench [--sample K] [--repeat R] [--only WORD]... NAME=DIR...
//   (defaults: K = 24 distinct images per folder, R = 1, every candidate)
#include <cairo.h>
#include <png.h>
#include <spng.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "print/png_encoder.hpp"
#include "render/c_handles.hpp"
#include "support/libpng_reference.hpp"

namespace fs = std::filesystem;
using namespace dw;

namespace {

struct Image {
  CairoSurfacePtr surface;
  int width = 0, height = 0, stride = 0;
  const unsigned char* data = nullptr;
  double weight = 1;  // how many files of its folder this image stands for
};

struct Folder {
  std::string name;
  std::vector<Image> sample;
  std::size_t files = 0, distinct = 0;
};

using Encoder = std::function<std::string(const Image&)>;

struct Candidate {
  std::string name;
  Encoder encode;
};

double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

std::vector<std::uint8_t> rgb_row(const Image& im, int y) {
  std::vector<std::uint8_t> row(static_cast<std::size_t>(im.width) * 3);
  const auto* src = reinterpret_cast<const std::uint32_t*>(im.data + static_cast<std::ptrdiff_t>(y) * im.stride);
  for (int x = 0; x < im.width; ++x) {
    row[3 * x] = static_cast<std::uint8_t>(src[x] >> 16);
    row[3 * x + 1] = static_cast<std::uint8_t>(src[x] >> 8);
    row[3 * x + 2] = static_cast<std::uint8_t>(src[x]);
  }
  return row;
}

// libpng as the image targets used it until now, with the zlib level and row filters given.
std::string libpng_encode(const Image& im, int level, int filters) {
  return testing::libpng_reference_png(im.width, im.height, im.stride, im.data, level, filters);
}

std::string spng_encode(const Image& im, int level, int filter_choice) {
  spng_ctx* ctx = spng_ctx_new(SPNG_CTX_ENCODER);
  spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1);
  spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, level);
  spng_set_option(ctx, SPNG_FILTER_CHOICE, filter_choice);
  spng_ihdr ihdr{};
  ihdr.width = static_cast<std::uint32_t>(im.width);
  ihdr.height = static_cast<std::uint32_t>(im.height);
  ihdr.bit_depth = 8;
  ihdr.color_type = SPNG_COLOR_TYPE_TRUECOLOR;
  spng_set_ihdr(ctx, &ihdr);
  spng_phys phys{11811, 11811, 1};
  spng_set_phys(ctx, &phys);
  std::vector<std::uint8_t> rgb;
  rgb.reserve(static_cast<std::size_t>(im.width) * 3 * im.height);
  for (int y = 0; y < im.height; ++y) {
    std::vector<std::uint8_t> row = rgb_row(im, y);
    rgb.insert(rgb.end(), row.begin(), row.end());
  }
  int error = spng_encode_image(ctx, rgb.data(), rgb.size(), SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE);
  std::size_t size = 0;
  void* buffer = error ? nullptr : spng_get_png_buffer(ctx, &size, &error);
  spng_ctx_free(ctx);
  if (!buffer) throw std::runtime_error(std::string("libspng failed: ") + spng_strerror(error));
  std::string out(static_cast<const char*>(buffer), size);
  std::free(buffer);
  return out;
}

// Reads PNG bytes back through Cairo and compares every pixel with the image.
bool same_pixels(const std::string& png, const Image& im) {
  struct Reader {
    const std::string* bytes;
    std::size_t at = 0;
  } reader{&png};
  CairoSurfacePtr back(cairo_image_surface_create_from_png_stream(
      [](void* closure, unsigned char* data, unsigned int length) {
        auto* r = static_cast<Reader*>(closure);
        if (r->at + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
        std::memcpy(data, r->bytes->data() + r->at, length);
        r->at += length;
        return CAIRO_STATUS_SUCCESS;
      },
      &reader));
  if (cairo_surface_status(back.get()) != CAIRO_STATUS_SUCCESS) return false;
  if (cairo_image_surface_get_width(back.get()) != im.width || cairo_image_surface_get_height(back.get()) != im.height)
    return false;
  const int stride = cairo_image_surface_get_stride(back.get());
  const unsigned char* data = cairo_image_surface_get_data(back.get());
  for (int y = 0; y < im.height; ++y) {
    const auto* a = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    const auto* b = reinterpret_cast<const std::uint32_t*>(im.data + static_cast<std::ptrdiff_t>(y) * im.stride);
    for (int x = 0; x < im.width; ++x)
      if ((a[x] & 0xFFFFFFu) != (b[x] & 0xFFFFFFu)) return false;
  }
  return true;
}

Folder load_folder(const std::string& name, const fs::path& dir, std::size_t sample_size) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".png") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  Folder folder;
  folder.name = name;
  folder.files = files.size();
  // Distinct images with how many files each is, by pixels (the file bytes are equal then too).
  std::vector<Image> distinct;
  std::map<std::string, std::size_t> index_of_bytes;
  for (const auto& file : files) {
    std::FILE* f = std::fopen(file.c_str(), "rb");
    std::string bytes;
    char buffer[65536];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) bytes.append(buffer, n);
    std::fclose(f);
    auto found = index_of_bytes.find(bytes);
    if (found != index_of_bytes.end()) {
      distinct[found->second].weight += 1;
      continue;
    }
    index_of_bytes.emplace(std::move(bytes), distinct.size());
    Image im;
    im.surface.reset(cairo_image_surface_create_from_png(file.c_str()));
    if (cairo_surface_status(im.surface.get()) != CAIRO_STATUS_SUCCESS ||
        cairo_image_surface_get_format(im.surface.get()) != CAIRO_FORMAT_RGB24)
      throw std::runtime_error(file.string() + ": not an opaque RGB PNG");
    im.width = cairo_image_surface_get_width(im.surface.get());
    im.height = cairo_image_surface_get_height(im.surface.get());
    im.stride = cairo_image_surface_get_stride(im.surface.get());
    im.data = cairo_image_surface_get_data(im.surface.get());
    distinct.push_back(std::move(im));
  }
  folder.distinct = distinct.size();
  // Every repeated image, and an evenly spaced sample of the ones met once standing for all of them.
  std::vector<std::size_t> once;
  for (std::size_t i = 0; i < distinct.size(); ++i)
    if (distinct[i].weight > 1) folder.sample.push_back(std::move(distinct[i]));
    else once.push_back(i);
  const std::size_t take = std::min(sample_size, once.size());
  for (std::size_t k = 0; k < take; ++k) {
    Image& im = distinct[once[k * once.size() / take]];
    im.weight = static_cast<double>(once.size()) / static_cast<double>(take);
    folder.sample.push_back(std::move(im));
  }
  return folder;
}

std::vector<Candidate> candidates() {
  std::vector<Candidate> list;
  const std::pair<const char*, int> libpng_filters[] = {{"none", PNG_FILTER_NONE},   {"sub", PNG_FILTER_SUB},
                                                        {"up", PNG_FILTER_UP},       {"paeth", PNG_FILTER_PAETH},
                                                        {"adaptive", PNG_ALL_FILTERS}};
  list.push_back({"today: libpng zlib 6 adaptive", [](const Image& im) {
                    return libpng_encode(im, 6, PNG_ALL_FILTERS);
                  }});
  for (int level = 1; level <= 6; ++level)
    for (const auto& [filter, bits] : libpng_filters)
      list.push_back({"libpng zlib " + std::to_string(level) + " " + filter,
                      [level, bits = bits](const Image& im) { return libpng_encode(im, level, bits); }});
  const std::pair<const char*, int> spng_filters[] = {{"none", SPNG_FILTER_CHOICE_NONE},
                                                      {"up", SPNG_FILTER_CHOICE_UP},
                                                      {"paeth", SPNG_FILTER_CHOICE_PAETH},
                                                      {"adaptive", SPNG_FILTER_CHOICE_ALL}};
  for (int level : {1, 3, 6})
    for (const auto& [filter, bits] : spng_filters)
      list.push_back({"libspng zlib " + std::to_string(level) + " " + filter,
                      [level, bits = bits](const Image& im) { return spng_encode(im, level, bits); }});
  const std::pair<const char*, PngRowFilter> own_filters[] = {{"none", PngRowFilter::none},
                                                              {"sub", PngRowFilter::sub},
                                                              {"up", PngRowFilter::up},
                                                              {"paeth", PngRowFilter::paeth},
                                                              {"adaptive", PngRowFilter::adaptive}};
  for (int level = 1; level <= 6; ++level)
    for (const auto& [filter, kind] : own_filters)
      list.push_back({"libdeflate " + std::to_string(level) + " " + filter, [level, kind = kind](const Image& im) {
                        return encode_rgb24_png(im.data, im.width, im.height, im.stride, 300,
                                                PngEncoding{kind, level, SIZE_MAX});
                      }});
  list.push_back({"chosen (print/png_encoder)", [](const Image& im) {
                    return encode_rgb24_png(im.data, im.width, im.height, im.stride, 300);
                  }});
  return list;
}

struct Result {
  double ms = 0, images = 0, bytes = 0;
  bool lossless = true;
};

}  // namespace

int main(int argc, char** argv) {
  std::size_t sample_size = 24;
  int repeat = 1;
  std::vector<std::string> only;
  std::vector<Folder> folders;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string arg = argv[i];
      if (arg == "--sample" && i + 1 < argc) {
        sample_size = std::stoul(argv[++i]);
        continue;
      }
      if (arg == "--repeat" && i + 1 < argc) {
        repeat = std::max(1, std::stoi(argv[++i]));
        continue;
      }
      if (arg == "--only" && i + 1 < argc) {
        only.push_back(argv[++i]);
        continue;
      }
      const auto eq = arg.find('=');
      if (eq == std::string::npos) {
        std::fprintf(stderr, "usage: png_encoder_bench [--sample K] NAME=DIR...\n");
        return 2;
      }
      folders.push_back(load_folder(arg.substr(0, eq), arg.substr(eq + 1), sample_size));
    }
    if (folders.empty()) {
      std::fprintf(stderr, "usage: png_encoder_bench [--sample K] NAME=DIR...\n");
      return 2;
    }
    for (const Folder& f : folders)
      std::printf("%s: %zu files, %zu distinct images, %zu encoded per candidate\n", f.name.c_str(), f.files, f.distinct,
                  f.sample.size());
    std::vector<Candidate> list = candidates();
    if (!only.empty())
      list.erase(std::remove_if(list.begin() + 1, list.end(),
                                [&](const Candidate& c) {
                                  return std::none_of(only.begin(), only.end(), [&](const std::string& word) {
                                    return c.name.find(word) != std::string::npos;
                                  });
                                }),
                 list.end());
    std::vector<std::vector<Result>> results(list.size(), std::vector<Result>(folders.size()));
    for (std::size_t c = 0; c < list.size(); ++c)
      for (std::size_t f = 0; f < folders.size(); ++f) {
        Result& r = results[c][f];
        for (const Image& im : folders[f].sample) {
          std::string png;
          double least = 0;
          for (int k = 0; k < repeat; ++k) {
            const double start = thread_cpu_ms();
            png = list[c].encode(im);
            const double took = thread_cpu_ms() - start;
            least = k == 0 ? took : std::min(least, took);
          }
          r.ms += least;
          r.images += 1;
          r.bytes += im.weight * static_cast<double>(png.size());
          if (!same_pixels(png, im)) r.lossless = false;
        }
      }
    // The table: per folder ms per image and bytes against today's; the last columns all folders.
    std::printf("\n| encoder and settings |");
    for (const Folder& f : folders) std::printf(" %s ms/image | %s MB | %s size |", f.name.c_str(), f.name.c_str(), f.name.c_str());
    std::printf(" all ms/image | all size | worst size |\n|---|");
    for (std::size_t f = 0; f <= folders.size(); ++f) std::printf(f < folders.size() ? "---|---|---|" : "---|---|---|\n");
    for (std::size_t c = 0; c < list.size(); ++c) {
      std::printf("| %s%s |", list[c].name.c_str(), results[c][0].lossless ? "" : " (PIXELS DIFFER)");
      double ms = 0, images = 0, bytes = 0, today_bytes = 0, worst = 0;
      for (std::size_t f = 0; f < folders.size(); ++f) {
        const Result& r = results[c][f];
        const Result& today = results[0][f];
        const double ratio = r.bytes / today.bytes;
        worst = std::max(worst, ratio);
        std::printf(" %.2f | %.1f | %+.1f %% |", r.ms / r.images, r.bytes / 1e6, 100 * (ratio - 1));
        ms += r.ms, images += r.images, bytes += r.bytes, today_bytes += today.bytes;
        if (!r.lossless) std::fprintf(stderr, "%s: pixels differ in %s\n", list[c].name.c_str(), folders[f].name.c_str());
      }
      std::printf(" %.2f | %+.1f %% | %+.1f %% |\n", ms / images, 100 * (bytes / today_bytes - 1), 100 * (worst - 1));
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "png_encoder_bench: %s\n", e.what());
    return 1;
  }
}
