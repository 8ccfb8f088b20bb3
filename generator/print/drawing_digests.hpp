// drawing_digests: a digest that is equal for equal drawings, so a target can find that two faces
// are the same drawing without comparing pixels, and draw each distinct drawing onto its real
// surface once: the drawing is made on a script surface for the digest and again on the real
// surface when it is new. Cairo 1.16's script (and recording) surfaces refuse some of librsvg's
// paths ("input path data not valid"): such a drawing has no digest, and the caller must treat it
// as equal to no other.
//
// The digest is the SHA-256 of the drawing's cairo-script serialization (every operation, path,
// colour, glyph and image), written through one script device for a run of drawings. The device
// numbers the surfaces a drawing makes with a counter that keeps growing, so those numbers are
// renamed in order of appearance before hashing (outside strings and data, where the same text
// is content). The device writes a font's data the first time a drawing uses it, so the first
// drawing with a font may not match its later twins: at worst one extra copy per font.
#pragma once

#include <cairo.h>

#include <functional>
#include <memory>
#include <string>

#include "model/units.hpp"
#include "render/c_handles.hpp"

namespace dw {

class DrawingDigests {
 public:
  DrawingDigests();
  ~DrawingDigests();
  DrawingDigests(const DrawingDigests&) = delete;
  DrawingDigests& operator=(const DrawingDigests&) = delete;

  // The digest of what `draw` draws on a `size` pt surface: equal for drawings made of the same
  // operations. Empty when cairo-script cannot serialize the drawing: such a drawing must be
  // treated as equal to no other.
  std::string digest_of(SizePt size, const std::function<void(cairo_t*)>& draw);

 private:
  static cairo_status_t append(void* buffer, const unsigned char* data, unsigned int length);
  std::string script_;  // declared before the device, which may write until it is destroyed
  struct DeviceRelease {
    void operator()(cairo_device_t* d) const;
  };
  std::unique_ptr<cairo_device_t, DeviceRelease> device_;
};

// The script with the surface numbers (`s12`, `/s12`) renamed in order of first appearance,
// leaving strings `(...)`, data `<~...~>`, `<|...~>` and hex `<...>` untouched. Exposed for tests.
std::string script_with_surfaces_renamed(const std::string& script);

}  // namespace dw
