// tracker_spec: reading [[tracker]] tables.
#include "trackers/tracker_spec.hpp"

#include <algorithm>
#include <set>

#include "model/set_layers.hpp"
#include "model/suggest.hpp"

namespace dw {

namespace {

template <typename E>
std::optional<E> choose(TomlReader& r, const char* key, std::initializer_list<std::pair<const char*, E>> choices) {
  auto text = r.string(key);
  if (!text) return std::nullopt;
  std::vector<std::string> names;
  for (const auto& [name, value] : choices) {
    if (*text == name) return value;
    names.push_back(name);
  }
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) list += (i ? (i + 1 == names.size() ? " or " : ", ") : "") + names[i];
  r.error(r.where_of(key), "unknown " + std::string(key) + " '" + *text + "'" + did_you_mean(*text, names), "use " + list);
  return std::nullopt;
}

void read_track(TomlReader& r, TrackerSpec& t) {
  t.from = static_cast<int>(r.integer("from", -999, 999, true).value_or(1));
  t.to = static_cast<int>(r.integer("to", -999, 999, true).value_or(10));
  t.start = static_cast<int>(r.integer("start", -999, 999).value_or(t.from));
  if (t.spaces() > 200) r.error(r.where_of("to"), "a track of " + std::to_string(t.spaces()) + " spaces is too long",
                                "keep tracks to 200 spaces or fewer");
  if ((t.start - t.from) * (t.start - t.to) > 0)
    r.error(r.where_of("start"), "start " + std::to_string(t.start) + " is not on the track from " + std::to_string(t.from) +
                                     " to " + std::to_string(t.to),
            "choose a start value between from and to");
  t.layout = choose<TrackLayout>(r, "layout", {{"line", TrackLayout::line}, {"serpentine", TrackLayout::serpentine},
                                               {"around", TrackLayout::around}}).value_or(TrackLayout::line);
  t.columns = static_cast<int>(r.integer("columns", 1, 50).value_or(0));
  t.token = choose<TrackToken>(r, "token", {{"cube", TrackToken::cube}, {"clip", TrackToken::clip}}).value_or(TrackToken::cube);
  if (const toml::array* labels = r.array("label")) {
    std::set<int> seen;
    for (const auto& node : *labels) {
      const toml::table* table = node.as_table();
      if (!table) {
        r.error(pos_of(node.source(), r.file()), "each [[tracker.label]] must be a table", "write value = 0 and text = \"...\"");
        continue;
      }
      TomlReader lr(*table, r.file(), "a track label", r.diagnostics());
      TrackLabel label;
      label.where = lr.where();
      label.value = static_cast<int>(lr.integer("value", -999, 999, true).value_or(0));
      label.text = lr.string("text", true).value_or("");
      lr.finish();
      if ((label.value - t.from) * (label.value - t.to) > 0)
        lr.error(lr.where_of("value"), "label value " + std::to_string(label.value) + " is not on the track",
                 "label a value between from and to");
      else if (!seen.insert(label.value).second)
        lr.error(lr.where_of("value"), "space " + std::to_string(label.value) + " is labelled twice", "keep one label per space");
      else
        t.labels.push_back(label);
    }
  }
}

void read_pips(TomlReader& r, TrackerSpec& t) {
  const toml::array* groups = r.array("group", true);
  if (!groups) return;
  for (const auto& node : *groups) {
    const toml::table* table = node.as_table();
    if (!table) {
      r.error(pos_of(node.source(), r.file()), "each [[tracker.group]] must be a table", "write label and count");
      continue;
    }
    TomlReader gr(*table, r.file(), "a pip group", r.diagnostics());
    PipGroup g;
    g.label = gr.string("label").value_or("");
    g.count = static_cast<int>(gr.integer("count", 1, 40, true).value_or(1));
    g.shape = choose<PipShape>(gr, "shape", {{"circle", PipShape::circle}, {"box", PipShape::box}}).value_or(PipShape::circle);
    gr.finish();
    t.groups.push_back(g);
  }
  if (groups->empty()) r.error(r.where_of("group"), "a pips tracker needs at least one group", "add a [[tracker.group]]");
  if (t.groups.size() > 12) r.error(r.where_of("group"), "too many pip groups", "use 12 groups or fewer");
}

void read_counter(TomlReader& r, TrackerSpec& t) {
  t.max = static_cast<int>(r.integer("max", 9, 99).value_or(99));
  t.counter_style = choose<CounterStyle>(r, "style", {{"dials", CounterStyle::dials}, {"rows", CounterStyle::rows}})
                        .value_or(CounterStyle::dials);
}

}  // namespace

std::vector<TrackerSpec> load_trackers(const CardSet& set, Diagnostics& out) {
  std::vector<TrackerSpec> trackers;
  // A derived set starts from its bases' trackers (set_layers.hpp): `remove_trackers` drops some,
  // a [[tracker]] with an inherited id replaces that tracker in place, a new id adds one.
  for (const SetLayer& layer : set_layers(set)) {
    const std::string file = layer.set_file.string();
    auto table = parse_toml_file(file, out);
    if (!table) return trackers;
    std::vector<std::string> inherited;
    for (const TrackerSpec& t : trackers) inherited.push_back(t.component.id);
    for (const std::string& id : removed_ids(*table, "remove_trackers", file, inherited, "tracker", out))
      std::erase_if(trackers, [&](const TrackerSpec& t) { return t.component.id == id; });
    const toml::node* node = table->get("tracker");
    if (!node) continue;
    const toml::array* list = node->as_array();
    if (!list || !list->is_array_of_tables()) {
      out.error(pos_of(node->source(), file), "'tracker' must be an array of tables",
                "write each tracker as [[tracker]]");
      continue;
    }
    std::set<std::string> ids;
    for (const auto& item : *list) {
      TomlReader r(*item.as_table(), file, "a tracker", out);
      TrackerSpec t;
      t.component = read_component_spec(r, set);
      if (!t.component.id.empty() && !ids.insert(t.component.id).second)
        r.error(r.where_of("id"), "duplicate tracker id '" + t.component.id + "'", "give every tracker its own id");
      const auto kind = choose<TrackerKind>(r, "kind", {{"track", TrackerKind::track}, {"pips", TrackerKind::pips},
                                                        {"counter", TrackerKind::counter}});
      if (!kind && !item.as_table()->get("kind"))
        r.error(r.where(), "a tracker is missing the required key 'kind'", "add kind = \"track\", \"pips\" or \"counter\"");
      t.kind = kind.value_or(TrackerKind::track);
      if (kind == TrackerKind::track) read_track(r, t);
      if (kind == TrackerKind::pips) read_pips(r, t);
      if (kind == TrackerKind::counter) read_counter(r, t);
      r.finish();
      const auto same = std::find_if(trackers.begin(), trackers.end(),
                                     [&](const TrackerSpec& old) { return old.component.id == t.component.id; });
      if (same != trackers.end() && !t.component.id.empty()) *same = std::move(t);
      else trackers.push_back(std::move(t));
    }
  }
  return trackers;
}

}  // namespace dw
