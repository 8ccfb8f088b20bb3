// booklet_config: reading [booklet] from set.toml.
#include "booklet/booklet_config.hpp"

#include "model/card_set_loader.hpp"
#include "model/color.hpp"
#include "model/containment.hpp"
#include "model/toml_reader.hpp"

namespace fs = std::filesystem;

namespace dw {

std::optional<BookletConfig> load_booklet_config(const CardSet& set, Diagnostics& out) {
  const std::string file = set.set_file.string();
  auto table = parse_toml_file(file, out);
  if (!table) return std::nullopt;
  const toml::node* node = table->get("booklet");
  const fs::path default_source = set.dir / "booklet" / "rules.md";
  std::error_code ec;
  BookletConfig config;
  config.title = set.title;
  config.where = SourcePos{file, 1, 1};
  if (!node) {
    if (!fs::is_regular_file(default_source, ec)) return std::nullopt;
    if (!check_contained(default_source, {set.dir}, config.where, out)) return std::nullopt;
    config.source = default_source;
    config.source_display = (set.dir / "booklet" / "rules.md").string();
    return config;
  }
  const toml::table* booklet = node->as_table();
  if (!booklet) {
    out.error(pos_of(node->source(), file), "'booklet' in set.toml must be a table",
              "write [booklet] with source = \"booklet/rules.md\"");
    return std::nullopt;
  }
  TomlReader r(*booklet, file, "the [booklet] table", out);
  config.where = r.where();
  const std::size_t errors_before = out.items().size();
  const std::string source = r.string("source").value_or("booklet/rules.md");
  if (auto path = resolve_inside(set.dir, source, r.where_of("source"), out)) {
    config.source = *path;
    config.source_display = (set.dir / source).string();
    if (!fs::is_regular_file(*path, ec))
      r.error(r.where_of("source"), "the booklet source '" + source + "' does not exist",
              "write the rules in Markdown at " + config.source_display + " or correct 'source'");
  }
  if (auto title = r.string("title")) config.title = *title;
  config.subtitle = r.string("subtitle").value_or("");
  if (auto art = r.string("cover_art")) {
    if (auto path = resolve_inside(set.dir, *art, r.where_of("cover_art"), out)) {
      if (fs::is_regular_file(*path, ec)) config.cover_art = *path;
      else r.error(r.where_of("cover_art"), "cover art '" + *art + "' does not exist", "name an SVG or PNG file of the set");
    }
  }
  config.back_text = r.string("back_text").value_or("");
  if (auto font = r.string("font")) {
    config.body_font = *font;
    config.body_font_where = r.where_of("font");
  }
  if (auto font = r.string("heading_font")) {
    config.heading_font = *font;
    config.heading_font_where = r.where_of("heading_font");
  }
  config.body_size = r.number("size", 7, 14).value_or(config.body_size);
  if (auto accent = r.string("accent")) {
    std::string why;
    if (auto c = parse_color(*accent, &why)) config.accent = *c;
    else r.error(r.where_of("accent"), "bad accent colour: " + why, "write a colour such as \"#7a1526\"");
  }
  config.contents = r.boolean("contents").value_or(true);
  r.finish();
  if (config.body_font_where.line == 0) config.body_font_where = config.where;
  if (config.heading_font_where.line == 0) config.heading_font_where = config.where;
  if (out.items().size() != errors_before && out.has_errors()) return std::nullopt;
  return config;
}

}  // namespace dw
