// calibration_sheet: the two-page PDF of `deckwright calibrate`. Printed duplex on one sheet and
// held to the light, it shows how far the printer puts the back side off, across (X) and down
// (Y), in 0.5 mm steps from -4 to +4 mm, as the values --back-offset takes.
//
// Each scale is a row of 17 line pairs. The front's line k is at k * 10 mm from the scale's
// centre; the back's line k at k * 10.5 mm (as seen from the front when the printer is exact).
// If the printer shifts the back by d, the back's line k is seen at k * 10.5 mm + d, so pair k
// lines up when d = -k * 0.5 mm; the correction that undoes it, k * 0.5 mm, is printed at pair k.
// Pairs are 10 mm apart, more than the 4 + 4 mm the scale covers, so no other pair can line up.
// The back page is drawn as seen through the paper from the front (mirrored for the paper's
// turn), so its numbers read correctly against the light.
#pragma once

#include <filesystem>

#include "print/sheet_layout.hpp"
#include "render/font_context.hpp"

namespace dw {

struct CalibrationScale {
  static constexpr double kPitch = 10;        // mm between the front's lines
  static constexpr double kStep = 0.5;        // mm: the back's extra pitch, the reading's step
  static constexpr int kPairs = 8;            // pairs on each side of the centre: -4 .. +4 mm
  static double front_line_mm(int k) { return k * kPitch; }
  static double back_line_mm(int k) { return k * (kPitch + kStep); }
  static double correction_mm(int k) { return k * kStep; }
};

// Writes the calibration PDF for `paper` (a4 or letter) for printers turning the sheet about
// `axis` (vertical: long-edge duplex). Atomic like every output.
void write_calibration_pdf(const std::string& paper, MirrorAxis axis, FontContext& fonts,
                           const std::filesystem::path& pdf);

// The centres of the two scales, in pt from the page's top-left (seen from the front).
struct CalibrationGeometry {
  SizePt page;
  double x_scale_x, x_scale_y;  // the X scale: vertical lines along y = x_scale_y
  double y_scale_x, y_scale_y;  // the Y scale: horizontal lines along x = y_scale_x
};
CalibrationGeometry calibration_geometry(const std::string& paper);

}  // namespace dw
