// png_queue: encoding on the pool, repeats found by comparing pixels, files written in order.
#include "print/png_queue.hpp"

#include <cairo.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "print/png_encoder.hpp"

namespace dw {

struct PngQueue::Pixels {
  ImageSurface surface;
  int width = 0, height = 0, stride = 0;
  double ppi = 0;
  const unsigned char* data = nullptr;

  bool same_as(const Pixels& other) const {
    return width == other.width && height == other.height && stride == other.stride && ppi == other.ppi &&
           std::memcmp(data, other.data, static_cast<std::size_t>(stride) * static_cast<std::size_t>(height)) == 0;
  }
};

PngQueue::PngQueue(TargetFolder& folder, JobPool& pool, std::size_t remembered)
    : folder_(folder), pool_(pool), remembered_limit_(remembered) {}

std::size_t PngQueue::write(ImageSurface image, double ppi, std::string name) {
  return write(std::move(image), ppi, [name = std::move(name)](const std::string&) { return name; });
}

std::size_t PngQueue::write(ImageSurface image, double ppi, NameOf name) {
  const std::size_t ticket = names_.size();
  names_.emplace_back();
  queue(std::move(image), ppi, [this, ticket, name = std::move(name)](const std::string& png) {
    names_[ticket] = name(png);
    folder_.write(names_[ticket], png);
  });
  return ticket;
}

void PngQueue::hand_over(ImageSurface image, double ppi, TakeBytes take) {
  queue(std::move(image), ppi, std::move(take));
}

void PngQueue::queue(ImageSurface image, double ppi, TakeBytes take) {
  cairo_surface_t* surface = image.get();
  if (cairo_surface_get_type(surface) != CAIRO_SURFACE_TYPE_IMAGE ||
      cairo_image_surface_get_format(surface) != CAIRO_FORMAT_RGB24)
    throw std::logic_error("PngQueue needs RGB24 image surfaces");
  cairo_surface_flush(surface);  // here, on the drawing thread: the encoder only reads the bytes
  auto pixels = std::make_shared<Pixels>();
  pixels->width = cairo_image_surface_get_width(surface);
  pixels->height = cairo_image_surface_get_height(surface);
  pixels->stride = cairo_image_surface_get_stride(surface);
  pixels->ppi = ppi;
  pixels->data = cairo_image_surface_get_data(surface);
  pixels->surface = std::move(image);

  std::shared_future<std::string> png;
  for (auto it = remembered_.begin(); it != remembered_.end(); ++it) {
    if (!it->pixels->same_as(*pixels)) continue;
    png = it->png;
    Remembered again = std::move(*it);  // most recent first
    remembered_.erase(it);
    remembered_.push_front(std::move(again));
    ++repeats_;
    break;
  }
  if (!png.valid()) {
    std::shared_ptr<const Pixels> shared = pixels;
    png = pool_.submit([pixels = shared]() mutable {
      std::string bytes = encode_rgb24_png(pixels->data, pixels->width, pixels->height, pixels->stride, pixels->ppi);
      pixels.reset();  // the job lives as long as its future: let the pixels go now
      return bytes;
    });
    ++encoded_;
    if (remembered_limit_ > 0) {
      remembered_.push_front(Remembered{std::move(shared), png});
      if (remembered_.size() > remembered_limit_) remembered_.pop_back();
    }
  }
  pending_.push_back(Pending{std::move(png), std::move(take)});
  // Small images (those looked at for repeats): two waiting per thread, as a repeat takes a place
  // in the line without giving a thread work. Large ones (TTS sheets, 64 MB each): one per worker,
  // the drawing thread encoding the newest itself while it waits, so at most two sheets of pixels
  // are held with two threads (one with one).
  const std::size_t threads = pool_.threads();
  const std::size_t waiting = remembered_limit_ > 0 ? 2 * threads : std::max<std::size_t>(1, threads - 1);
  while (pending_.size() > waiting) write_oldest();
}

void PngQueue::finish() {
  while (!pending_.empty()) write_oldest();
}

void PngQueue::write_oldest() {
  Pending oldest = std::move(pending_.front());
  pending_.pop_front();
  oldest.take(pool_.wait(oldest.png));  // encodes meanwhile; rethrows a failure
}

}  // namespace dw
