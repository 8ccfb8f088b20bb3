// units: lengths written with a unit ("63.5mm", "2.5in", "12pt"), named card sizes and paper
// sizes. Everything is converted to PDF points (1/72 in) at load time.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dw {

constexpr double kPointsPerInch = 72.0;
constexpr double kMmPerInch = 25.4;
constexpr double mm_to_pt(double mm) { return mm * kPointsPerInch / kMmPerInch; }
constexpr double pt_to_mm(double pt) { return pt * kMmPerInch / kPointsPerInch; }

// The longest length a set may write, either sign: 10 m, far beyond any card, sheet or poster,
// and short enough that sums of lengths stay exact and drawing stays in Cairo's range.
constexpr double kMaxLengthMm = 10000;

// Parses "<number><unit>" with unit mm, cm, in or pt (spaces allowed between), at most
// kMaxLengthMm either way. On failure returns nullopt and sets `error` to a user-facing reason.
std::optional<double> parse_length_pt(std::string_view text, std::string* error);

struct SizePt {
  double width = 0;
  double height = 0;
  bool operator==(const SizePt&) const = default;
};

// Named card sizes: poker, poker-eu, bridge, mini, tarot, square.
std::optional<SizePt> named_card_size(std::string_view name);
std::vector<std::string> card_size_names();

// Paper sizes in portrait: a4, letter, a3, tabloid.
std::optional<SizePt> named_paper_size(std::string_view name);
std::vector<std::string> paper_names();

}  // namespace dw
