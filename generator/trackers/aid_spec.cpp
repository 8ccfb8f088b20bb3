// aid_spec: reading aid files.
#include "trackers/aid_spec.hpp"

#include <algorithm>
#include <set>

#include "model/card_set_loader.hpp"
#include "model/set_layers.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

std::vector<std::string> strings(TomlReader& r, const char* key, const toml::array& a) {
  std::vector<std::string> out;
  for (const auto& node : a) {
    if (auto s = node.as_string()) out.push_back(s->get());
    else r.error(pos_of(node.source(), r.file()), std::string("entries of '") + key + "' must be strings",
                 "write each entry as \"text\"");
  }
  return out;
}

AidSection read_section(const toml::table& table, const std::string& file, Diagnostics& out) {
  TomlReader r(table, file, "a section", out);
  AidSection s;
  s.where = r.where();
  s.heading = r.string("heading").value_or("");
  int kinds = 0;
  if (auto text = r.string("text")) {
    s.kind = SectionKind::text;
    s.text = *text;
    ++kinds;
  }
  if (const toml::array* list = r.array("list")) {
    s.kind = SectionKind::list;
    s.items = strings(r, "list", *list);
    ++kinds;
  }
  s.numbered = r.boolean("numbered").value_or(false);
  if (const toml::array* table_rows = r.array("table")) {
    s.kind = SectionKind::table;
    ++kinds;
    std::size_t columns = 0;
    for (const auto& row : *table_rows) {
      const toml::array* cells = row.as_array();
      if (!cells) {
        r.error(pos_of(row.source(), file), "each row of 'table' must be an array of cells", "write [\"cell\", \"cell\"]");
        continue;
      }
      s.rows.push_back(strings(r, "table", *cells));
      if (columns == 0) columns = s.rows.back().size();
      else if (s.rows.back().size() != columns)
        r.error(pos_of(row.source(), file),
                "this row has " + std::to_string(s.rows.back().size()) + " cells; the first has " + std::to_string(columns),
                "give every row the same number of cells (\"\" for an empty one)");
    }
    if (s.rows.empty()) r.error(r.where_of("table"), "the table has no rows", "add rows of cells");
  }
  s.header = r.boolean("header").value_or(true);
  if (const toml::array* widths = r.array("widths")) {
    for (const auto& node : *widths) {
      const double w = node.is_integer() ? static_cast<double>(node.as_integer()->get())
                                         : node.is_floating_point() ? node.as_floating_point()->get() : -1;
      if (w <= 0) r.error(pos_of(node.source(), file), "widths must be positive numbers", "write widths = [1, 2, 2]");
      s.widths.push_back(w);
    }
    if (!s.rows.empty() && s.widths.size() != s.rows.front().size())
      r.error(r.where_of("widths"), "widths gives " + std::to_string(s.widths.size()) + " columns; the table has " +
                                        std::to_string(s.rows.front().size()),
              "give one width per column");
  }
  if (kinds != 1)
    r.error(r.where(), kinds == 0 ? "a section needs text, list or table" : "a section has only one of text, list or table",
            "split it into several [[section]] tables");
  r.finish();
  return s;
}

}  // namespace

std::vector<AidSpec> load_aids(const CardSet& set, Diagnostics& out) {
  std::vector<AidSpec> aids;
  for (const SetLayer& layer : set_layers(set)) {
    const std::string set_file = layer.set_file.string();
    auto top = parse_toml_file(set_file, out);
    if (!top) return aids;
    std::vector<std::string> inherited;
    for (const AidSpec& aid : aids) inherited.push_back(aid.component.id);
    for (const std::string& id : removed_ids(*top, "remove_aids", set_file, inherited, "aid", out))
      std::erase_if(aids, [&](const AidSpec& aid) { return aid.component.id == id; });
    std::vector<std::pair<std::string, SourcePos>> files;
    std::error_code ec;
    if (const toml::node* list = top->get("aids")) {
      const toml::array* a = list->as_array();
      if (!a) {
        out.error(pos_of(list->source(), set_file), "'aids' must be an array of file paths",
                  "write aids = [\"aids/reference.toml\"]");
        continue;
      }
      for (const auto& node : *a) {
        if (auto s = node.as_string()) files.emplace_back(s->get(), pos_of(node.source(), set_file));
        else
          out.error(pos_of(node.source(), set_file), "entries of 'aids' must be file paths",
                    "write aids = [\"aids/reference.toml\"]");
      }
    } else {
      std::vector<std::string> found;
      for (const auto& entry : fs::directory_iterator(layer.dir / "aids", ec))
        if (entry.path().extension() == ".toml") found.push_back("aids/" + entry.path().filename().string());
      std::sort(found.begin(), found.end());
      for (const auto& f : found) files.emplace_back(f, SourcePos{set_file, 1, 1});
    }
    std::set<std::string> ids;
    for (const auto& [relative, where] : files) {
      auto path = resolve_inside(layer.dir, relative, where, out);
      if (!path) continue;
      if (!fs::is_regular_file(*path, ec)) {
        out.error(where, "aid file '" + relative + "' does not exist", "create it or remove it from 'aids'");
        continue;
      }
      const std::string display = (layer.dir / relative).string();
      auto table = parse_toml_file(display, out);
      if (!table) continue;
      TomlReader r(*table, display, "the aid", out);
      AidSpec aid;
      aid.file = display;
      aid.component = read_component_spec(r, set);
      if (!aid.component.id.empty() && !ids.insert(aid.component.id).second)
        r.error(r.where_of("id"), "duplicate aid id '" + aid.component.id + "'", "give every aid its own id");
      if (const toml::array* sections = r.array("section", true)) {
        for (const auto& node : *sections) {
          if (const toml::table* t = node.as_table()) aid.sections.push_back(read_section(*t, display, out));
          else r.error(pos_of(node.source(), display), "each [[section]] must be a table", "write [[section]] tables");
        }
      }
      r.finish();
      const auto same = std::find_if(aids.begin(), aids.end(), [&](const AidSpec& old) { return old.component.id == aid.component.id; });
      if (same != aids.end() && !aid.component.id.empty()) *same = std::move(aid);
      else aids.push_back(std::move(aid));
    }
  }
  return aids;
}

}  // namespace dw
