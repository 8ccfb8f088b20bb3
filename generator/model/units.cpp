// units: parsing of lengths and the tables of named card and paper sizes.
#include "model/units.hpp"

#include <cctype>
#include <charconv>
#include <cmath>

namespace dw {

namespace {
struct NamedSize {
  const char* name;
  double width_mm;
  double height_mm;
};

constexpr NamedSize kCardSizes[] = {
    {"poker", 63.5, 88.9},  {"poker-eu", 63.0, 88.0}, {"bridge", 57.15, 88.9},
    {"mini", 44.45, 63.5},  {"tarot", 69.85, 120.65}, {"square", 70.0, 70.0},
};

constexpr NamedSize kPapers[] = {
    {"a4", 210.0, 297.0},
    {"letter", 215.9, 279.4},
    {"a3", 297.0, 420.0},
    {"tabloid", 279.4, 431.8},
};

template <std::size_t N>
std::optional<SizePt> find_size(const NamedSize (&table)[N], std::string_view name) {
  for (const auto& s : table)
    if (name == s.name) return SizePt{mm_to_pt(s.width_mm), mm_to_pt(s.height_mm)};
  return std::nullopt;
}

template <std::size_t N>
std::vector<std::string> names_of(const NamedSize (&table)[N]) {
  std::vector<std::string> out;
  for (const auto& s : table) out.emplace_back(s.name);
  return out;
}
}  // namespace

std::optional<double> parse_length_pt(std::string_view text, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<double> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  std::size_t i = 0;
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  const char* begin = text.data() + i;
  const char* end = text.data() + text.size();
  double value = 0;
  auto [ptr, ec] = std::from_chars(begin, end, value);
  if (ec != std::errc() || ptr == begin) {
    return fail("'" + std::string(text) + "' is not a length; write a number and a unit, such as \"3mm\", \"0.125in\" or \"9pt\"");
  }
  if (!std::isfinite(value)) return fail("'" + std::string(text) + "' is not a finite length");
  std::string_view unit(ptr, static_cast<std::size_t>(end - ptr));
  while (!unit.empty() && std::isspace(static_cast<unsigned char>(unit.front()))) unit.remove_prefix(1);
  while (!unit.empty() && std::isspace(static_cast<unsigned char>(unit.back()))) unit.remove_suffix(1);
  double mm = 0;
  if (unit == "mm") mm = value;
  else if (unit == "cm") mm = value * 10;
  else if (unit == "in") mm = value * kMmPerInch;
  else if (unit == "pt") mm = pt_to_mm(value);
  else if (unit.empty()) return fail("'" + std::string(text) + "' has no unit; add mm, cm, in or pt");
  else return fail("unknown unit '" + std::string(unit) + "' in '" + std::string(text) + "'; use mm, cm, in or pt");
  if (std::fabs(mm) > kMaxLengthMm)
    return fail("'" + std::string(text) + "' is longer than the limit of 10 m (10000 mm) either way");
  if (unit == "in") return value * kPointsPerInch;  // as written, without a round trip through mm
  if (unit == "pt") return value;
  return mm_to_pt(mm);
}

std::optional<SizePt> named_card_size(std::string_view name) { return find_size(kCardSizes, name); }
std::vector<std::string> card_size_names() { return names_of(kCardSizes); }
std::optional<SizePt> named_paper_size(std::string_view name) { return find_size(kPapers, name); }
std::vector<std::string> paper_names() { return names_of(kPapers); }

}  // namespace dw
