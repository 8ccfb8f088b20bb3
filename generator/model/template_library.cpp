// template_library: template lookup and the TOML reader for template files.
#include "model/template_library.hpp"

#include <algorithm>
#include <set>

#include "model/color.hpp"
#include "model/suggest.hpp"
#include "model/toml_reader.hpp"
#include "model/units.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

const std::vector<std::string> kTypes = {"rect", "ellipse", "line", "text", "image", "polygon", "star"};

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
    try {
      std::size_t used = 0;
      const double v = std::stod(text.substr(0, text.size() - 1), &used);
      if (used == text.size() - 1 && v >= -100 && v <= 200) return Dimension{v, true};
    } catch (const std::exception&) {
    }
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
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  r.error(r.where_of(key), "unknown " + std::string(key) + " '" + *text + "'" + did_you_mean(*text, names), "use one of: " + list);
  return std::nullopt;
}

// Reads one [[element]] table. With a base (an element of the same name inherited from a parent
// template), only the keys the table gives change: everything else stays as the parent had it.
std::optional<Element> read_element(const toml::table& t, const std::string& file, const std::string& tpl_name,
                                    std::size_t index, const Element* base, Diagnostics& diags) {
  Element e;
  if (base) e = *base;
  e.where = pos_of(t.source(), file);
  TomlReader r(t, file, "an element of template '" + tpl_name + "'", diags);
  auto type = r.string("type", base == nullptr);
  if (!type && !base) return std::nullopt;
  if (type) {
    auto it = std::find(kTypes.begin(), kTypes.end(), *type);
    if (it == kTypes.end()) {
      r.error(r.where_of("type"), "unknown element type '" + *type + "'" + did_you_mean(*type, kTypes),
              "use rect, ellipse, line, text, image, polygon or star");
      return std::nullopt;
    }
    e.type = static_cast<ElementType>(it - kTypes.begin());
  }
  const std::string type_name = kTypes[static_cast<std::size_t>(e.type)];
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
  if (auto when = r.string("when")) {
    e.when = *when;
    e.when_where = r.where_of("when");
  }
  if (auto c = read_color(r, "fill")) e.fill = *c;
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
  if (e.type == ElementType::polygon || e.type == ElementType::star) {
    const char* key = e.type == ElementType::polygon ? "sides" : "points";
    e.sides = static_cast<int>(r.integer(key, 3, 64).value_or(e.sides));
    if (e.type == ElementType::star) e.inner = r.number("inner", 0.05, 0.95).value_or(e.inner);
  }
  if (e.type == ElementType::text) {
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
                                               {"right", HAlign::right}, {"justify", HAlign::justify}})
                  .value_or(e.align);
    e.valign = read_choice<VAlign>(r, "valign", {{"top", VAlign::top}, {"middle", VAlign::middle}, {"bottom", VAlign::bottom}})
                   .value_or(e.valign);
    e.max_lines = static_cast<int>(r.integer("max_lines", 0, 200).value_or(e.max_lines));
    e.line_spacing = r.number("line_spacing", 0.5, 3).value_or(e.line_spacing);
  }
  if (e.type == ElementType::image) {
    if (auto src = r.string("src", base == nullptr)) {
      e.src = *src;
      e.src_where = r.where_of("src");
    }
  }
  r.finish();
  return e;
}

// Adds `e` to the list, replacing the element of the same name when `replaces` is set.
void place(std::vector<Element>& elements, Element e, bool replaces) {
  if (replaces) {
    for (auto& existing : elements) {
      if (existing.name == e.name) {
        existing = std::move(e);
        return;
      }
    }
  }
  elements.push_back(std::move(e));
}

}  // namespace

std::optional<CardTemplate> TemplateLibrary::load(const fs::path& file, const std::string& name, Diagnostics& out,
                                                  std::vector<std::string>& chain) {
  Diagnostics diags;
  auto table = parse_toml_file(file.string(), diags);
  CardTemplate tpl;
  tpl.name = name;
  tpl.file = file;
  if (table) {
    TomlReader r(*table, file.string(), "template '" + name + "'", diags);
    r.string("description");
    std::vector<std::pair<std::string, SourcePos>> parents;
    if (const toml::node* extends = r.node("extends")) {
      if (auto one = extends->as_string()) {
        parents.emplace_back(one->get(), pos_of(extends->source(), file.string()));
      } else if (auto many = extends->as_array()) {
        for (const auto& p : *many) {
          if (auto s = p.as_string()) parents.emplace_back(s->get(), pos_of(p.source(), file.string()));
          else r.error(pos_of(p.source(), file.string()), "entries of 'extends' must be template names", "write extends = [\"base\"]");
        }
      } else {
        r.error(r.where_of("extends"), "'extends' must be a template name or a list of them", "write extends = \"base\"");
      }
    }
    for (const auto& [parent, where] : parents) {
      if (std::find(chain.begin(), chain.end(), parent) != chain.end()) {
        std::string cycle;
        for (const auto& link : chain) cycle += link + " -> ";
        r.error(where, "circular template inheritance: " + cycle + parent, "remove one of the extends entries");
        continue;
      }
      if (chain.size() >= kMaxInheritanceDepth) {
        r.error(where, "template inheritance deeper than " + std::to_string(kMaxInheritanceDepth) + " levels",
                "flatten the chain of extends");
        continue;
      }
      chain.push_back(parent);
      const CardTemplate* base = get_in_chain(parent, where, diags, chain);
      chain.pop_back();
      if (!base) continue;
      for (const auto& e : base->elements) place(tpl.elements, e, true);  // later parents win
    }
    if (const toml::node* elements = r.node("element")) {
      const toml::array* list = elements->as_array();
      if (!list || !list->is_array_of_tables()) {
        r.error(pos_of(elements->source(), file.string()), "'element' must be an array of tables", "write each element as [[element]]");
      } else {
        for (const auto& node : *list) {
          const toml::table& t = *node.as_table();
          const Element* base = nullptr;
          if (auto n = t.get_as<std::string>("name")) {
            for (const auto& existing : tpl.elements)
              if (existing.name == n->get()) base = &existing;
          }
          if (auto e = read_element(t, file.string(), name, tpl.elements.size(), base, diags))
            place(tpl.elements, std::move(*e), base != nullptr);
        }
      }
    } else if (parents.empty()) {
      r.error(r.where(), "template '" + name + "' has no elements", "add [[element]] tables");
    }
    r.finish();
  }
  out.append(diags);
  if (diags.has_errors()) return std::nullopt;
  return tpl;
}

TemplateLibrary::TemplateLibrary(std::vector<fs::path> search_dirs) : dirs_(std::move(search_dirs)) {}

const CardTemplate* TemplateLibrary::get(const std::string& name, const SourcePos& used_at, Diagnostics& out) {
  std::vector<std::string> chain{name};
  return get_in_chain(name, used_at, out, chain);
}

const CardTemplate* TemplateLibrary::get_in_chain(const std::string& name, const SourcePos& used_at, Diagnostics& out,
                                                  std::vector<std::string>& chain) {
  if (auto it = loaded_.find(name); it != loaded_.end()) return it->second.get();
  std::unique_ptr<CardTemplate> result;
  bool found = false;
  const bool safe_name = !name.empty() && name.find('/') == std::string::npos && name.find('\\') == std::string::npos &&
                         name != "." && name != "..";
  for (const auto& dir : dirs_) {
    const fs::path file = dir / (name + ".toml");
    std::error_code ec;
    if (safe_name && fs::is_regular_file(file, ec)) {
      found = true;
      if (auto tpl = load(file, name, out, chain)) result = std::make_unique<CardTemplate>(std::move(*tpl));
      break;
    }
  }
  if (!found) {
    out.add(Diagnostic{Severity::error, used_at, "no template named '" + name + "'" + did_you_mean(name, available()),
                       "create templates/" + name + ".toml in the card set or templates/cards/ in the project", {}, {}});
  }
  auto* raw = result.get();
  loaded_.emplace(name, std::move(result));
  return raw;
}

std::vector<std::string> TemplateLibrary::available() const {
  std::set<std::string> names;
  for (const auto& dir : dirs_) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.path().extension() == ".toml") names.insert(entry.path().stem().string());
  }
  return {names.begin(), names.end()};
}

}  // namespace dw
