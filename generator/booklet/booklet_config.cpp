// booklet_config: reading [booklet] from set.toml, layer by layer for a set built on another.
#include "booklet/booklet_config.hpp"

#include "model/card_set_loader.hpp"
#include "model/color.hpp"
#include "model/containment.hpp"
#include "model/set_layers.hpp"
#include "model/toml_reader.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

BookletConfig fresh_config(const CardSet& set, const std::string& file) {
  BookletConfig config;
  config.title = set.title;
  config.where = SourcePos{file, 1, 1};
  return config;
}

// One layer's say about the booklet, applied over what the layers before it gave (`config`).
// Returns false when the layer's [booklet] has errors.
bool apply_layer(const SetLayer& layer, const toml::table& top, const CardSet& set, std::optional<BookletConfig>& config,
                 Diagnostics& out) {
  const std::string file = layer.set_file.string();
  const toml::node* node = top.get("booklet");
  const fs::path default_source = layer.dir / "booklet" / "rules.md";
  std::error_code ec;
  const bool has_default_source = fs::is_regular_file(default_source, ec);
  if (!node) {
    if (!has_default_source) return true;  // nothing said: the inherited booklet (if any) stays
    if (!config) config = fresh_config(set, file);
    if (!check_contained(default_source, {layer.dir}, SourcePos{file, 1, 1}, out)) {
      config.reset();
      return false;
    }
    config->source = default_source;
    config->source_display = default_source.string();
    return true;
  }
  if (const auto keep = node->value<bool>()) {
    if (!*keep) {
      config.reset();
      return true;
    }
    out.error(pos_of(node->source(), file), "'booklet = true' says nothing",
              "write booklet = false to leave the base's booklet out, or a [booklet] table");
    return false;
  }
  const toml::table* booklet = node->as_table();
  if (!booklet) {
    out.error(pos_of(node->source(), file), "'booklet' in set.toml must be a table",
              "write [booklet] with source = \"booklet/rules.md\"");
    return false;
  }
  if (!config) config = fresh_config(set, file);
  TomlReader r(*booklet, file, "the [booklet] table", out);
  config->where = r.where();
  const std::size_t errors_before = out.items().size();
  const auto source = r.string("source");
  // Without `source`: the layer's own booklet/rules.md, else the inherited text, else the default.
  if (source || has_default_source || config->source.empty()) {
    const std::string relative = source.value_or("booklet/rules.md");
    if (auto path = resolve_inside(layer.dir, relative, r.where_of("source"), out)) {
      config->source = *path;
      config->source_display = (layer.dir / relative).string();
      if (!fs::is_regular_file(*path, ec))
        r.error(r.where_of("source"), "the booklet source '" + relative + "' does not exist",
                "write the rules in Markdown at " + config->source_display + " or correct 'source'");
    }
  }
  if (auto title = r.string("title")) config->title = *title;
  if (auto subtitle = r.string("subtitle")) config->subtitle = *subtitle;
  if (auto art = r.string("cover_art")) {
    if (auto path = resolve_inside(layer.dir, *art, r.where_of("cover_art"), out)) {
      if (fs::is_regular_file(*path, ec)) {
        config->cover_art = *path;
        config->cover_art_dir = layer.dir;
      } else {
        r.error(r.where_of("cover_art"), "cover art '" + *art + "' does not exist", "name an SVG or PNG file of the set");
      }
    }
  }
  if (auto back = r.string("back_text")) config->back_text = *back;
  if (auto font = r.string("font")) {
    config->body_font = *font;
    config->body_font_where = r.where_of("font");
  }
  if (auto font = r.string("heading_font")) {
    config->heading_font = *font;
    config->heading_font_where = r.where_of("heading_font");
  }
  config->body_size = r.number("size", 7, 14).value_or(config->body_size);
  if (auto accent = r.string("accent")) {
    std::string why;
    if (auto c = parse_color(*accent, &why)) config->accent = *c;
    else r.error(r.where_of("accent"), "bad accent colour: " + why, "write a colour such as \"#7a1526\"");
  }
  config->contents = r.boolean("contents").value_or(config->contents);
  r.finish();
  return !(out.items().size() != errors_before && out.has_errors());
}

}  // namespace

std::optional<BookletConfig> load_booklet_config(const CardSet& set, Diagnostics& out) {
  std::optional<BookletConfig> config;
  for (const SetLayer& layer : set_layers(set)) {
    auto table = parse_toml_file(layer.set_file.string(), out);
    if (!table) return std::nullopt;
    if (!apply_layer(layer, *table, set, config, out)) return std::nullopt;
  }
  if (config) {
    if (config->body_font_where.line == 0) config->body_font_where = config->where;
    if (config->heading_font_where.line == 0) config->heading_font_where = config->where;
  }
  return config;
}

}  // namespace dw
