// svg_path: path data as SVG writes it ("M 10 10 L 90 10 Q 50 60 10 10 Z"): every command of
// SVG 1.1 (M L H V C S Q T A Z and their relative lower-case forms) is read once at load time
// and normalised to absolute move / line / cubic curve / close segments, arcs and quadratic
// curves included, so drawing needs only Cairo's four path operations.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dw {

struct PathSegment {
  enum class Kind { move, line, curve, close };
  Kind kind = Kind::move;
  double x1 = 0, y1 = 0, x2 = 0, y2 = 0;  // curve: the two control points
  double x = 0, y = 0;                    // the end point (move, line, curve)
  bool operator==(const PathSegment&) const = default;
};

struct PathData {
  std::vector<PathSegment> segments;
  bool empty() const { return segments.empty(); }
  bool operator==(const PathData&) const = default;
};

struct PathBounds {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
  bool operator==(const PathBounds&) const = default;
};

struct PathError {
  std::string message;
  std::size_t offset = 0;  // byte offset in the path data
};

// Parses SVG path data; on failure returns nullopt and fills `error`.
std::optional<PathData> parse_svg_path(std::string_view d, PathError* error);

// The exact bounding box of the path (curve extremes included, control points not).
PathBounds path_bounds(const PathData& path);

}  // namespace dw
