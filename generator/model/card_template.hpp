// card_template: a layout template as data: a named list of elements drawn in order on a card
// face or back, and the icons its text may use. Geometry is kept unresolved (lengths or percent
// of the card) until drawing.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/icon_set.hpp"
#include "model/paint.hpp"
#include "model/svg_path.hpp"

namespace dw {

// A length in points, or a percentage of the card's width or height.
struct Dimension {
  double value = 0;
  bool percent = false;
  double resolve(double reference_pt) const { return percent ? value / 100.0 * reference_pt : value; }
  bool operator==(const Dimension&) const = default;
};

enum class ElementType { rect, ellipse, line, text, image, polygon, star, path, icon, repeat };
const std::vector<std::string>& element_type_names();  // in the enum's order

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

// left and right are physical (the box's left or right edge, whatever the script); start and end
// follow the paragraph's direction (start is the right edge for Arabic or Hebrew text, and for
// text without letters in a right-to-left locale). justify runs every line but the last to both
// edges; the last starts at the start.
enum class HAlign { left, center, right, justify, start, end };
// baseline: the first line's baseline stays where it is at the nominal size, however far the
// text shrinks, so boxes of the same y and size share a baseline.
enum class VAlign { top, middle, bottom, baseline };
// How an image, icon or path fills its box: whole and centred (contain), covering it and cut at
// its edges (cover), or stretched to it.
enum class Fit { contain, cover, stretch };
// What an element is cut to: nothing, the card's rounded trim shape, or the rounded safe zone.
enum class Clip { none, card, safe };
// How a repeat places its copies, and where along the row or column they gather.
enum class RepeatLayout { row, column, grid, path };
enum class RepeatAlign { start, center, end, spread };

struct Element {
  ElementType type = ElementType::rect;
  std::string name;
  Dimension x, y, width{100, true}, height{100, true};
  Anchor anchor;
  double rotate = 0;   // degrees, clockwise, about the anchor
  bool bleed = false;  // extends to the bleed edge instead of the given box
  Clip clip = Clip::none;
  std::string when;    // a condition; the element is drawn only for cards where it holds
  SourcePos when_where;
  Paint fill;
  Color stroke = Color::transparent();
  double stroke_width = 0;
  double radius = 0;  // rect corner radius, pt
  std::vector<double> dash;  // stroke dash pattern, pt (empty: solid)
  double opacity = 1;        // 0..1, applied to the whole element
  int sides = 5;             // polygon corners, or star points
  double inner = 0.5;        // star: inner radius as a fraction of the outer
  // path (and the track of a repeat along a path)
  std::string d;             // SVG path data as written
  PathData path;             // ... parsed at load time
  bool has_viewbox = false;  // the path's coordinates that map onto the box; else its bounds
  PathBounds viewbox;
  Fit fit = Fit::contain;    // image, icon and path
  // text
  std::string text;  // with {field} placeholders, **bold** / *italic* and :icon: markup
  std::string font = "Linux Libertine O";
  double size = 10;     // pt, the size tried first
  double min_size = 5;  // pt, the smallest the text may shrink to
  Color color{0, 0, 0, 1, false};
  HAlign align = HAlign::left;
  VAlign valign = VAlign::top;
  int max_lines = 0;  // 0: no limit
  double line_spacing = 1.0;
  bool typographer = true;  // curly quotes, dashes and ellipses
  double icon_height = 0;   // pt, inline icons' height; 0: the font's ascent, shrinking with the text
  // image
  std::string src;  // a path relative to the card set (or project) with {field} placeholders
  // icon
  std::string icon;  // an icon name, may hold {placeholders}
  // repeat
  std::string count;  // an expression giving the number of copies
  RepeatLayout layout = RepeatLayout::row;
  RepeatAlign spread = RepeatAlign::center;
  double gap = 0;    // pt between copies (row, column, grid)
  int columns = 0;   // grid: copies per row (0: as many as fit)
  std::vector<Element> item;  // repeat: exactly one, the element each copy draws
  SourcePos where;       // the [[element]] header
  SourcePos text_where;  // where `text` was written
  SourcePos src_where;   // where `src` was written
  SourcePos font_where;  // where `font` was written (the element when not)
  SourcePos icon_where;  // where `icon` was written
  SourcePos count_where; // where `count` was written
  bool operator==(const Element&) const = default;
};

struct CardTemplate {
  std::string name;
  std::filesystem::path file;
  // The files it was made from: its own, then every parent's (extends), each once.
  std::vector<std::filesystem::path> sources;
  std::vector<Element> elements;
  std::vector<IconDef> icons;  // its own [icons] and its parents'
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
