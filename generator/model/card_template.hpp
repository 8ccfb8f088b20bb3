// card_template: a layout template as data: a named list of elements drawn in order on a card
// face or back. Geometry is kept unresolved (lengths or percent of the card) until drawing.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

// A length in points, or a percentage of the card's width or height.
struct Dimension {
  double value = 0;
  bool percent = false;
  double resolve(double reference_pt) const { return percent ? value / 100.0 * reference_pt : value; }
  bool operator==(const Dimension&) const = default;
};

struct Color {
  double r = 0, g = 0, b = 0, a = 1;
  bool none = false;  // "none": nothing is painted
  static Color transparent() { return Color{0, 0, 0, 0, true}; }
  bool operator==(const Color&) const = default;
};

enum class ElementType { rect, ellipse, line, text, image, polygon, star };

// Which point of the element's box x and y place, as fractions of its width and height
// (top-left is 0, 0; center is 0.5, 0.5; bottom-right is 1, 1). Rotation turns about it too.
struct Anchor {
  double fx = 0;
  double fy = 0;
  bool operator==(const Anchor&) const = default;
};
// top-left, top, top-right, left, center, right, bottom-left, bottom, bottom-right.
std::optional<Anchor> parse_anchor(const std::string& name);
const std::vector<std::string>& anchor_names();
enum class HAlign { left, center, right, justify };
enum class VAlign { top, middle, bottom };

struct Element {
  ElementType type = ElementType::rect;
  std::string name;
  Dimension x, y, width{100, true}, height{100, true};
  Anchor anchor;
  double rotate = 0;   // degrees, clockwise, about the anchor
  bool bleed = false;  // extends to the bleed edge instead of the given box
  std::string when;    // a condition; the element is drawn only for cards where it holds
  SourcePos when_where;
  Color fill = Color::transparent();
  Color stroke = Color::transparent();
  double stroke_width = 0;
  double radius = 0;  // rect corner radius, pt
  std::vector<double> dash;  // stroke dash pattern, pt (empty: solid)
  double opacity = 1;        // 0..1, applied to the whole element
  int sides = 5;             // polygon corners, or star points
  double inner = 0.5;        // star: inner radius as a fraction of the outer
  // text
  std::string text;  // with {field} placeholders and **bold** / *italic* markup
  std::string font = "Linux Libertine O";
  double size = 10;     // pt, the size tried first
  double min_size = 5;  // pt, the smallest the text may shrink to
  Color color{0, 0, 0, 1, false};
  HAlign align = HAlign::left;
  VAlign valign = VAlign::top;
  int max_lines = 0;  // 0: no limit
  double line_spacing = 1.0;
  // image
  std::string src;  // a path relative to the card set (or project) with {field} placeholders
  SourcePos where;      // the [[element]] header
  SourcePos text_where; // where `text` was written
  SourcePos src_where;  // where `src` was written
  SourcePos font_where; // where `font` was written (the element when not)
  bool operator==(const Element&) const = default;
};

struct CardTemplate {
  std::string name;
  std::filesystem::path file;
  std::vector<Element> elements;
  bool operator==(const CardTemplate&) const = default;
};

// The expressions inside {braces} in a template string, in order, with the byte offset of each
// expression's first character ("{name} {value + 1}" -> name at 1, "value + 1" at 8).
struct Placeholder {
  std::string expression;
  std::size_t offset = 0;
};
std::vector<Placeholder> placeholders_in(const std::string& text);

}  // namespace dw
