// back_alignment: the back page's correcting transform and the --back-offset syntax.
#include "print/back_alignment.hpp"

#include <charconv>
#include <cmath>

namespace dw {

cairo_matrix_t back_page_matrix(const BackAlignment& a, MirrorAxis axis, const SizePt& page) {
  const double dx = mm_to_pt(a.x_mm), dy = mm_to_pt(a.y_mm);
  cairo_matrix_t m;
  if (axis == MirrorAxis::vertical) cairo_matrix_init_translate(&m, -dx, dy);
  else cairo_matrix_init_translate(&m, dx, -dy);
  if (a.rotation_deg != 0) {
    cairo_matrix_translate(&m, page.width / 2, page.height / 2);
    cairo_matrix_rotate(&m, -a.rotation_deg * M_PI / 180);
    cairo_matrix_translate(&m, -page.width / 2, -page.height / 2);
  }
  return m;
}

bool parse_back_offset(const std::string& text, BackAlignment& out, std::string& error) {
  const auto comma = text.find(',');
  auto number = [](std::string_view s, double& v) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && ptr == s.data() + s.size() && !s.empty() && std::isfinite(v);
  };
  double x = 0, y = 0;
  if (comma == std::string::npos || !number(std::string_view(text).substr(0, comma), x) ||
      !number(std::string_view(text).substr(comma + 1), y)) {
    error = "'" + text + "' is not an offset; write X,Y in millimetres, such as 0.5,-1";
    return false;
  }
  if (std::abs(x) > 20 || std::abs(y) > 20) {
    error = "back offsets beyond 20 mm are not a printer's misregistration";
    return false;
  }
  out.x_mm = x;
  out.y_mm = y;
  return true;
}

}  // namespace dw
