// pdf_finish: the libqpdf pass every PDF goes through: a deterministic /ID, print-scaling and
// duplex hints, and a rewrite that repairs Cairo 1.16's defects (duplicate XObject keys,
// dangling objects), so the file passes `qpdf --check` and is byte-identical across builds.
#pragma once

#include <filesystem>

namespace dw {

struct FinishOptions {
  bool duplex_long_edge = false;   // write /Duplex /DuplexFlipLongEdge
  bool duplex_short_edge = false;  // write /Duplex /DuplexFlipShortEdge
};

void finish_pdf(const std::filesystem::path& in, const std::filesystem::path& out, const FinishOptions& options);

}  // namespace dw
