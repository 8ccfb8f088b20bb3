// element_reader: the TOML reader for template elements.
#include "model/element_reader.hpp"

#include <algorithm>

#include "model/color.hpp"
#include "model/suggest.hpp"
#include "model/toml_reader.hpp"
#include "model/units.hpp"

namespace dw {

namespace {

std::string join(const std::vector<std::string>& names) {
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  return list;
}

// A percentage string ("40%") as a number, or nullopt.
std::optional<double> parse_percent(const std::string& text, double lo, double hi) {
  if (text.empty() || text.back() != '%') return std::nullopt;
  try {
    std::size_t used = 0;
    const double v = std::stod(text.substr(0, text.size() - 1), &used);
    if (used == text.size() - 1 && v >= lo && v <= hi) return v;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

std::optional<Dimension> read_dimension(TomlReader& r, const char* key) {
  const toml::node* n = r.node(key);
  if (!n) return std::nullopt;
  auto s = n->as_string();
  if (!s) {
    r.error(pos_of(n->source(), r.file()), "'" + std::string(key) + "' must be a length string such as \"5mm\" or \"50%\"",
            "write the unit: mm, cm, in, pt or % of the card");
    return std::nullopt;
  }
  const std::string& text = s->get();
  if (!text.empty() && text.back() == '%') {
    if (auto v = parse_percent(text, -100, 200)) return Dimension{*v, true};
    r.error(pos_of(n->source(), r.file()), "bad percentage '" + text + "'", "write a number from -100 to 200 followed by %");
    return std::nullopt;
  }
  std::string why;
  auto pt = parse_length_pt(text, &why);
  if (!pt) {
    r.error(pos_of(n->source(), r.file()), "bad length for '" + std::string(key) + "': " + why,
            "write a number and a unit, such as \"5mm\", or a percentage of the card");
    return std::nullopt;
  }
  return Dimension{*pt, false};
}

std::optional<Color> read_color(TomlReader& r, const char* key) {
  auto text = r.string(key);
  if (!text) return std::nullopt;
  std::string why;
  auto c = parse_color(*text, &why);
  if (!c) r.error(r.where_of(key), why, "use a colour name (black, ivory, crimson ...) or #rrggbb");
  return c;
}

template <typename E>
std::optional<E> read_choice(TomlReader& r, const char* key, const std::vector<std::pair<std::string, E>>& choices) {
  auto text = r.string(key);
  if (!text) return std::nullopt;
  std::vector<std::string> names;
  for (const auto& [name, value] : choices) {
    if (*text == name) return value;
    names.push_back(name);
  }
  r.error(r.where_of(key), "unknown " + std::string(key) + " '" + *text + "'" + did_you_mean(*text, names),
          "use one of: " + join(names));
  return std::nullopt;
}

// Gradient stops: "colour" or "colour 40%". Missing offsets are spread evenly between their
// neighbours (the first defaults to 0%, the last to 100%).
bool read_stops(const toml::array& list, const std::string& file, std::vector<GradientStop>& stops, Diagnostics& out) {
  const char* hint = "write stops as [\"#ffffff\", \"gold 40%\", \"black\"]: a colour and an optional position";
  if (list.size() > kMaxGradientStops) {
    out.error(
        pos_of(list.source(), file),
        "the gradient has " + std::to_string(list.size()) + " stops; the limit is " + std::to_string(kMaxGradientStops),
        "a smooth gradient needs a handful of stops: keep the ones that change the colour");
    return false;
  }
  std::vector<bool> given;
  for (const auto& item : list) {
    const SourcePos where = pos_of(item.source(), file);
    auto s = item.as_string();
    if (!s) {
      out.error(where, "a gradient stop must be a string", hint);
      return false;
    }
    std::string text = s->get(), color_text = text;
    std::optional<double> offset;
    if (const auto space = text.rfind(' '); space != std::string::npos) {
      color_text = text.substr(0, space);
      offset = parse_percent(text.substr(space + 1), 0, 100);
      if (!offset) {
        out.error(where, "bad gradient stop position in '" + text + "'", hint);
        return false;
      }
    }
    std::string why;
    auto color = parse_color(color_text, &why);
    if (!color) {
      out.error(where, why, hint);
      return false;
    }
    if (color->none) *color = Color{color->r, color->g, color->b, 0, false};  // fade to transparent
    stops.push_back({offset.value_or(0) / 100.0, *color});
    given.push_back(offset.has_value());
  }
  if (stops.size() < 2) {
    out.error(pos_of(list.source(), file), "a gradient needs at least two stops", hint);
    return false;
  }
  if (!given.front()) stops.front().offset = 0;
  if (!given.back()) stops.back().offset = 1;
  given.front() = given.back() = true;
  for (std::size_t i = 1; i < stops.size(); ++i) {
    if (given[i]) continue;
    std::size_t next = i;
    while (!given[next]) ++next;
    const double from = stops[i - 1].offset, to = stops[next].offset;
    for (std::size_t k = i; k < next; ++k)
      stops[k].offset = from + (to - from) * static_cast<double>(k - i + 1) / static_cast<double>(next - i + 1);
    i = next;
  }
  for (std::size_t i = 1; i < stops.size(); ++i) {
    if (stops[i].offset < stops[i - 1].offset) {
      out.error(pos_of(list.source(), file), "gradient stop positions must not decrease",
                "order the stops from 0% to 100%");
      return false;
    }
  }
  return true;
}

// fill = "colour" | { linear = [stops], angle = 90 } | { radial = [stops], center = ["50%", "50%"], radius = "100%" }
std::optional<Paint> read_paint(TomlReader& r, const char* key) {
  const toml::node* n = r.node(key);
  if (!n) return std::nullopt;
  if (n->is_string()) {
    if (auto c = read_color(r, key)) return Paint::solid(*c);
    return std::nullopt;
  }
  const toml::table* t = n->as_table();
  if (!t) {
    r.error(pos_of(n->source(), r.file()), "'" + std::string(key) + "' must be a colour or a gradient table",
            "write fill = \"ivory\" or fill = { linear = [\"white\", \"gold\"], angle = 90 }");
    return std::nullopt;
  }
  TomlReader g(*t, r.file(), "a gradient", r.diagnostics());
  Paint p;
  const toml::array* linear = g.array("linear");
  const toml::array* radial = g.array("radial");
  if ((linear != nullptr) == (radial != nullptr)) {
    g.error(pos_of(n->source(), r.file()), "a gradient needs exactly one of 'linear' or 'radial'",
            "write { linear = [\"white\", \"gold\"], angle = 90 } or { radial = [\"white\", \"gold\"] }");
    return std::nullopt;
  }
  bool ok = read_stops(linear ? *linear : *radial, r.file(), p.stops, r.diagnostics());
  if (linear) {
    p.kind = Paint::Kind::linear;
    p.angle = g.number("angle", -360, 360).value_or(0);
  } else {
    p.kind = Paint::Kind::radial;
    if (const toml::array* center = g.array("center")) {
      std::optional<double> cx, cy;
      if (center->size() == 2 && (*center)[0].is_string() && (*center)[1].is_string()) {
        cx = parse_percent((*center)[0].as_string()->get(), -100, 200);
        cy = parse_percent((*center)[1].as_string()->get(), -100, 200);
      }
      if (cx && cy) {
        p.center_x = *cx / 100;
        p.center_y = *cy / 100;
      } else {
        ok = false;
        g.error(pos_of(center->source(), r.file()), "bad gradient center",
                "write center = [\"50%\", \"40%\"]: percentages of the element's width and height");
      }
    }
    if (auto radius = g.string("radius")) {
      if (auto v = parse_percent(*radius, 1, 400)) {
        p.radius = *v / 100;
      } else {
        ok = false;
        g.error(g.where_of("radius"), "bad gradient radius '" + *radius + "'",
                "write radius = \"100%\": 100% reaches the farthest corner of the element");
      }
    }
  }
  g.finish();
  if (!ok) return std::nullopt;
  return p;
}

void read_path(TomlReader& r, Element& e, bool required) {
  if (auto d = r.string("d", required)) {
    e.d = *d;
    PathError error;
    auto path = parse_svg_path(*d, &error);
    if (path) {
      e.path = std::move(*path);
    } else {
      SourcePos where = r.where_of("d");
      where.column += static_cast<int>(error.offset) + 1;  // +1: the opening quote
      r.error(where, "bad path data: " + error.message,
              "write SVG path data such as \"M 0 0 L 10 0 L 5 8 Z\" (commands M L H V C S Q T A Z)");
    }
  }
  if (const toml::array* box = r.array("viewbox")) {
    double v[4] = {0, 0, 0, 0};
    bool ok = box->size() == 4;
    for (std::size_t i = 0; ok && i < 4; ++i) {
      if (auto num = (*box)[i].value<double>()) v[i] = *num;
      else ok = false;
    }
    if (!ok || v[2] <= 0 || v[3] <= 0) {
      r.error(r.where_of("viewbox"), "bad viewbox", "write viewbox = [min-x, min-y, width, height] with positive sizes");
    } else {
      e.has_viewbox = true;
      e.viewbox = PathBounds{v[0], v[1], v[0] + v[2], v[1] + v[3]};
    }
  }
}

void read_fit(TomlReader& r, Element& e) {
  e.fit = read_choice<Fit>(r, "fit", {{"contain", Fit::contain}, {"cover", Fit::cover}, {"stretch", Fit::stretch}})
              .value_or(e.fit);
}

void read_text_options(TomlReader& r, Element& e, const Element* base) {
  if (auto text = r.string("text", base == nullptr)) {
    e.text = *text;
    e.text_where = r.where_of("text");
  }
  if (auto font = r.string("font")) {
    e.font = *font;
    e.font_where = r.where_of("font");
  } else if (!base) {
    e.font_where = e.where;
  }
  e.size = r.number("size", 1, 400).value_or(e.size);
  e.min_size = r.number("min_size", 1, 400).value_or(std::min(e.min_size, e.size));
  if (e.min_size > e.size) r.error(r.where_of("min_size"), "min_size is larger than size", "make min_size at most size");
  if (auto c = read_color(r, "color")) e.color = *c;
  e.align = read_choice<HAlign>(r, "align", {{"left", HAlign::left}, {"center", HAlign::center},
                                             {"right", HAlign::right}, {"justify", HAlign::justify},
                                             {"start", HAlign::start}, {"end", HAlign::end}})
                .value_or(e.align);
  e.valign = read_choice<VAlign>(r, "valign", {{"top", VAlign::top}, {"middle", VAlign::middle},
                                               {"bottom", VAlign::bottom}, {"baseline", VAlign::baseline}})
                 .value_or(e.valign);
  e.max_lines = static_cast<int>(r.integer("max_lines", 0, 200).value_or(e.max_lines));
  e.line_spacing = r.number("line_spacing", 0.5, 3).value_or(e.line_spacing);
  e.typographer = r.boolean("typographer").value_or(e.typographer);
  if (auto h = r.length_pt("icon_height")) {
    if (*h <= 0) r.error(r.where_of("icon_height"), "icon_height must be more than 0", "write a length such as \"3.5mm\"");
    else e.icon_height = *h;
  }
}

void read_repeat(TomlReader& r, Element& e, const std::string& tpl_name, const Element* base,
                 Diagnostics& diags) {
  if (const toml::node* n = r.node("count")) {
    e.count_where = pos_of(n->source(), r.file());
    if (auto i = n->as_integer()) {
      e.count = std::to_string(i->get());
    } else if (auto s = n->as_string()) {
      std::string text = s->get();
      // Written with or without braces: "rules.damage" and "{rules.damage}" mean the same.
      if (text.size() >= 2 && text.front() == '{' && text.back() == '}') {
        text = text.substr(1, text.size() - 2);
        e.count_where.column += 1;
      }
      e.count = text;
    } else {
      r.error(e.count_where, "'count' must be a whole number or an expression string",
              "write count = 5 or count = \"rules.damage\"");
    }
  } else if (!base) {
    r.error(r.where(), "a repeat element needs 'count'", "write count = 5 or count = \"value\"");
  }
  e.layout = read_choice<RepeatLayout>(r, "layout", {{"row", RepeatLayout::row}, {"column", RepeatLayout::column},
                                                     {"grid", RepeatLayout::grid}, {"path", RepeatLayout::path}})
                 .value_or(e.layout);
  e.spread = read_choice<RepeatAlign>(r, "align", {{"start", RepeatAlign::start}, {"center", RepeatAlign::center},
                                                   {"end", RepeatAlign::end}, {"spread", RepeatAlign::spread}})
                 .value_or(e.spread);
  e.gap = r.length_pt("gap").value_or(e.gap);
  e.columns = static_cast<int>(r.integer("columns", 0, 100).value_or(e.columns));
  read_path(r, e, false);
  read_fit(r, e);
  if (e.layout == RepeatLayout::path && e.path.empty())
    r.error(r.where_of("layout"), "a repeat along a path needs 'd'", "give the track as SVG path data: d = \"M 0 50 L 100 50\"");
  const toml::node* item = r.node("item");
  if (!item) {
    if (!base) r.error(r.where(), "a repeat element needs an [element.item] table", "add [element.item] with the element to repeat");
    return;
  }
  const toml::table* table = item->as_table();
  if (!table) {
    r.error(pos_of(item->source(), r.file()), "'item' must be a table", "write [element.item] below the repeat");
    return;
  }
  const Element* base_item = base && !base->item.empty() ? &base->item.front() : nullptr;
  auto read = read_element(*table, r.file(), tpl_name, 0, base_item, diags);
  if (!read) return;
  if (read->type == ElementType::repeat) {
    r.error(pos_of(table->source(), r.file()), "a repeat's item cannot itself be a repeat", "use a grid layout instead");
    return;
  }
  if (!table->get("name")) read->name = e.name + ".item";
  e.item = {std::move(*read)};
}

}  // namespace

std::optional<Element> read_element(const toml::table& t, const std::string& file, const std::string& tpl_name,
                                    std::size_t index, const Element* base, Diagnostics& diags) {
  Element e;
  if (base) e = *base;
  e.where = pos_of(t.source(), file);
  TomlReader r(t, file, "an element of template '" + tpl_name + "'", diags);
  const auto& types = element_type_names();
  auto type = r.string("type", base == nullptr);
  if (!type && !base) return std::nullopt;
  if (type) {
    auto it = std::find(types.begin(), types.end(), *type);
    if (it == types.end()) {
      r.error(r.where_of("type"), "unknown element type '" + *type + "'" + did_you_mean(*type, types),
              "use one of: " + join(types));
      return std::nullopt;
    }
    e.type = static_cast<ElementType>(it - types.begin());
  }
  const std::string type_name = types[static_cast<std::size_t>(e.type)];
  e.name = r.string("name").value_or(base ? base->name : type_name + std::to_string(index + 1));
  if (auto v = read_dimension(r, "x")) e.x = *v;
  if (auto v = read_dimension(r, "y")) e.y = *v;
  if (auto v = read_dimension(r, "width")) e.width = *v;
  if (auto v = read_dimension(r, "height")) e.height = *v;
  if (auto anchor = r.string("anchor")) {
    if (auto a = parse_anchor(*anchor)) {
      e.anchor = *a;
    } else {
      r.error(r.where_of("anchor"), "unknown anchor '" + *anchor + "'" + did_you_mean(*anchor, anchor_names()),
              "use top-left, top, top-right, left, center, right, bottom-left, bottom or bottom-right");
    }
  }
  e.rotate = r.number("rotate", -360, 360).value_or(e.rotate);
  e.bleed = r.boolean("bleed").value_or(e.bleed);
  e.clip = read_choice<Clip>(r, "clip", {{"none", Clip::none}, {"card", Clip::card}, {"safe", Clip::safe}}).value_or(e.clip);
  if (auto when = r.string("when")) {
    e.when = *when;
    e.when_where = r.where_of("when");
  }
  if (auto p = read_paint(r, "fill")) e.fill = *p;
  if (auto c = read_color(r, "stroke")) e.stroke = *c;
  e.stroke_width = r.length_pt("stroke_width").value_or(base ? e.stroke_width : (e.stroke.none ? 0 : 0.5));
  e.radius = r.length_pt("radius").value_or(e.radius);
  e.opacity = r.number("opacity", 0, 1).value_or(e.opacity);
  if (const toml::array* dash = r.array("dash")) {
    e.dash.clear();
    for (const auto& item : *dash) {
      std::string why;
      auto text = item.as_string();
      auto pt = text ? parse_length_pt(text->get(), &why) : std::nullopt;
      if (!pt || *pt <= 0) {
        r.error(pos_of(item.source(), file), "bad dash length" + (why.empty() ? std::string() : ": " + why),
                "write dash = [\"2mm\", \"1mm\"] with positive lengths");
        continue;
      }
      e.dash.push_back(*pt);
    }
  }
  switch (e.type) {
    case ElementType::polygon:
    case ElementType::star: {
      const char* key = e.type == ElementType::polygon ? "sides" : "points";
      e.sides = static_cast<int>(r.integer(key, 3, 64).value_or(e.sides));
      if (e.type == ElementType::star) e.inner = r.number("inner", 0.05, 0.95).value_or(e.inner);
      break;
    }
    case ElementType::path:
      read_path(r, e, base == nullptr);
      read_fit(r, e);
      break;
    case ElementType::text: read_text_options(r, e, base); break;
    case ElementType::image:
      if (auto src = r.string("src", base == nullptr)) {
        e.src = *src;
        e.src_where = r.where_of("src");
      }
      read_fit(r, e);
      break;
    case ElementType::icon:
      if (auto icon = r.string("icon", base == nullptr)) {
        e.icon = *icon;
        e.icon_where = r.where_of("icon");
      }
      read_fit(r, e);
      break;
    case ElementType::repeat: read_repeat(r, e, tpl_name, base, diags); break;
    default: break;
  }
  r.finish();
  return e;
}

}  // namespace dw
