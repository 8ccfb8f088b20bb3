// png_queue: the image targets' PNG files, encoded on the job pool while the drawing thread goes
// on to the next image, and written into the target's folder by the drawing thread in the order
// they were queued, so the files (and any name made from their bytes) are the same for any
// number of threads. An image whose pixels equal one of the last few distinct images queued is
// not encoded again: it gets that image's bytes (the 540 identical backs of a 540-card TGC set
// cost one encoding). Only the pixels cross threads; all drawing stays with the caller. An image
// may also be handed over as bytes instead of written (a target that decides its file names once
// it has seen several images, as the print-on-demand backs of a deck).
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <string>
#include <vector>

#include "print/face_raster.hpp"
#include "print/target_folder.hpp"
#include "support/job_pool.hpp"

namespace dw {

class PngQueue {
 public:
  // The file name of an image, from its PNG bytes (TTS names carry a hash of them).
  using NameOf = std::function<std::string(const std::string& png)>;
  // Takes an image's PNG bytes, on the queuing thread and in the order queued.
  using TakeBytes = std::function<void(const std::string& png)>;

  // `remembered`: how many recent distinct images are kept to find repeats in (0: none, for
  // images too large to keep several of).
  PngQueue(TargetFolder& folder, JobPool& pool, std::size_t remembered);
  PngQueue(const PngQueue&) = delete;
  PngQueue& operator=(const PngQueue&) = delete;

  // Queues an RGB24 image for `folder/name` at `ppi`; returns its ticket for name(). It may write
  // earlier images first (at most one or two images per thread wait, so memory stays bounded).
  std::size_t write(ImageSurface image, double ppi, std::string name);
  std::size_t write(ImageSurface image, double ppi, NameOf name);
  // Queues an image whose PNG bytes go to `take` (on this thread, in the order queued), not to a file.
  void hand_over(ImageSurface image, double ppi, TakeBytes take);
  // Writes every image still queued. An encoding failure is thrown here or from write().
  void finish();
  // The name a ticket's image was written under (after finish()).
  const std::string& name(std::size_t ticket) const { return names_.at(ticket); }
  // How many images were encoded, and how many reused the bytes of an equal earlier one.
  std::size_t encoded() const { return encoded_; }
  std::size_t repeats() const { return repeats_; }

 private:
  struct Pixels;  // a finished image, read-only from now on
  struct Remembered {
    std::shared_ptr<const Pixels> pixels;
    std::shared_future<std::string> png;
  };
  struct Pending {
    std::shared_future<std::string> png;
    TakeBytes take;
  };
  void queue(ImageSurface image, double ppi, TakeBytes take);
  void write_oldest();

  TargetFolder& folder_;
  JobPool& pool_;
  std::size_t remembered_limit_;
  std::deque<Remembered> remembered_;  // most recent first
  std::deque<Pending> pending_;
  std::vector<std::string> names_;
  std::size_t encoded_ = 0;
  std::size_t repeats_ = 0;
};

}  // namespace dw
