// card_set_loader: set.toml and card files to a CardSet, with diagnostics.
#include "model/card_set_loader.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include "model/card_checks.hpp"
#include "model/card_file_pieces.hpp"
#include "model/card_tables.hpp"
#include "model/csv_card_file.hpp"
#include "model/project_home.hpp"
#include "model/suggest.hpp"
#include "model/toml_depth.hpp"
#include "model/toml_reader.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

const std::vector<std::string> kCardKeys = {"id", "count", "kind", "template", "back", "rules"};

std::optional<FieldType> parse_field_type(const std::string& s) {
  if (s == "string") return FieldType::string;
  if (s == "text") return FieldType::text;
  if (s == "integer") return FieldType::integer;
  if (s == "number") return FieldType::number;
  if (s == "boolean") return FieldType::boolean;
  return std::nullopt;
}

void read_geometry(TomlReader& set, CardSet& out, bool has_base) {
  const toml::table* card = set.table("card", !has_base);
  if (!card) return;
  TomlReader r(*card, set.file(), "the [card] table", set.diagnostics());
  auto size = r.string("size");
  auto width = r.length_pt("width");
  auto height = r.length_pt("height");
  if (size) {
    if (auto named = named_card_size(*size)) {
      out.card.size_name = *size;
      out.card.width = named->width;
      out.card.height = named->height;
    } else {
      r.error(r.where_of("size"), "unknown card size '" + *size + "'" + did_you_mean(*size, card_size_names()),
              "use poker, poker-eu, bridge, mini, tarot or square, or give width and height");
    }
    if (width || height) r.error(r.where_of("width"), "give either size or width and height, not both",
                                 "remove size, or remove width and height");
  } else if (width && height) {
    out.card.size_name = "custom";
    out.card.width = *width;
    out.card.height = *height;
    if (*width < mm_to_pt(10) || *height < mm_to_pt(10) || *width > mm_to_pt(400) || *height > mm_to_pt(400))
      r.error(r.where_of("width"), "card size out of range", "cards must be between 10 mm and 400 mm on each side");
  } else {
    r.error(r.where(), "the [card] table needs a size", "add size = \"poker\" (or width and height)");
  }
  out.card.bleed = r.length_pt("bleed").value_or(mm_to_pt(3));
  out.card.safe = r.length_pt("safe").value_or(mm_to_pt(3));
  out.card.corner_radius = r.length_pt("corner_radius").value_or(mm_to_pt(3));
  if (out.card.bleed > mm_to_pt(10)) r.error(r.where_of("bleed"), "bleed is larger than 10 mm", "a bleed of 3 mm is usual");
  r.finish();
}

void read_print(TomlReader& set, CardSet& out) {
  const toml::table* print = set.table("print");
  if (!print) return;
  TomlReader r(*print, set.file(), "the [print] table", set.diagnostics());
  if (auto paper = r.string("paper")) {
    if (named_paper_size(*paper)) out.default_paper = *paper;
    else r.error(r.where_of("paper"), "unknown paper '" + *paper + "'" + did_you_mean(*paper, paper_names()),
                 "use a4, letter, a3 or tabloid");
  }
  if (auto back = r.string("back")) {
    out.back_template = *back;
    out.back_template_where = r.where_of("back");
  }
  read_print_settings(r, out.print);
  r.finish();
}

void read_fields(TomlReader& set, CardSet& out) {
  const toml::table* fields = set.table("fields");
  if (!fields) return;
  for (const auto& [key, node] : *fields) {
    FieldSpec spec;
    spec.name = std::string(key.str());
    spec.where = pos_of(node.source(), set.file());
    std::optional<std::string> type_name;
    if (auto s = node.as_string()) {
      type_name = s->get();
    } else if (auto t = node.as_table()) {
      TomlReader r(*t, set.file(), "field '" + spec.name + "'", set.diagnostics());
      type_name = r.string("type", true);
      spec.required = r.boolean("required").value_or(false);
      r.finish();
    } else {
      set.error(spec.where, "field '" + spec.name + "' must be a type name or a table",
                "write " + spec.name + " = \"string\" or " + spec.name + " = { type = \"text\", required = true }");
      continue;
    }
    if (!type_name) continue;
    auto type = parse_field_type(*type_name);
    if (!type) {
      set.error(spec.where, "unknown field type '" + *type_name + "'" +
                                did_you_mean(*type_name, {"string", "text", "integer", "number", "boolean"}),
                "use string, text, integer, number or boolean");
      spec.type_unknown = true;  // cards may still use the field: no second error for each of them
      std::erase_if(out.fields, [&](const FieldSpec& f) { return f.name == spec.name; });
      out.fields.push_back(spec);
      continue;
    }
    if (std::find(kCardKeys.begin(), kCardKeys.end(), spec.name) != kCardKeys.end()) {
      set.error(spec.where, "'" + spec.name + "' is a reserved card key and cannot be a field", "rename the field");
      continue;
    }
    spec.type = *type;
    // A set built on another may declare a field of its base again: its own declaration counts.
    std::erase_if(out.fields, [&](const FieldSpec& f) { return f.name == spec.name; });
    out.fields.push_back(spec);
  }
}

// A set built on another may hold a card file of examples only (all comments, as `deckwright new`
// writes it): its base gives the cards, so `may_be_empty` is true for it. A .csv or .tsv file is a
// spreadsheet's table of cards (csv_card_file); any other is TOML.
void read_card_file(const fs::path& path, const std::string& display, CardSet& set,
                    std::map<std::string, SourcePos>& seen, Diagnostics& diags, bool may_be_empty, JobPool* pool) {
  std::error_code ec;
  const std::uintmax_t bytes = fs::file_size(path, ec);
  if (!ec && bytes > kMaxCardFileBytes) {
    diags.error(SourcePos{display, 1, 1},
                "card file is " + std::to_string(bytes) + " bytes; the limit is " + std::to_string(kMaxCardFileBytes) +
                    " (16 MiB)",
                "split the cards into several files, or into several sets");
    return;
  }
  const std::string extension = path.extension().string();
  if (extension == ".csv" || extension == ".tsv") {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      diags.error(SourcePos{display, 0, 0}, "cannot open file", "check the path and permissions");
      return;
    }
    std::ostringstream text;
    text << in.rdbuf();
    read_csv_card_file(text.str(), extension == ".tsv" ? '\t' : ',', display, set, seen, diags, may_be_empty);
    return;
  }
  // Room for the file's cards: every table adds one, those past the set's limit are refused.
  const std::size_t room =
      set.cards.size() < static_cast<std::size_t>(kMaxCardsInSet) ? kMaxCardsInSet - set.cards.size() : 0;
  // A large file on a pool of two or more threads may be parsed in pieces; any other is parsed
  // whole (parse_toml_file checks its nesting first).
  std::error_code size_unknown;
  const bool may_cut = pool && pool->threads() > 1 && fs::file_size(path, size_unknown) >= kBytesWorthCutting &&
                       !size_unknown;
  std::optional<toml::table> table;
  if (may_cut) {
    const std::optional<std::string> text = read_text_file(path.string(), diags);
    if (!text) return;
    // The nesting check, which toml++ must not see the text before, runs on the pool while this
    // thread cuts the file into pieces.
    const std::shared_future<std::optional<Diagnostic>> nesting =
        pool->submit([&text, &path] { return toml_depth_error(*text, path.string()); });
    const std::optional<std::vector<CardFilePiece>> pieces = card_file_pieces(*text, kCardsPerJob);
    if (std::optional<Diagnostic> too_deep = pool->wait(nesting)) {
      diags.add(std::move(*too_deep));
      return;
    }
    if (pieces && read_cards_in_pieces(*text, *pieces, path.string(), display, set, seen, diags, *pool, room)) return;
    table = parse_toml_text(*text, path.string(), diags);
  } else {
    table = parse_toml_file(path.string(), diags);
  }
  if (!table) return;
  // Positions use the display path so messages point at what the user wrote.
  TomlReader top(*table, display, "card file", diags);
  const toml::node* cards = top.node("card");
  top.finish();
  if (!cards) {
    if (!may_be_empty) top.error(SourcePos{display, 1, 1}, "card file defines no cards", "add [[card]] tables");
    return;
  }
  const toml::array* list = cards->as_array();
  if (!list || !list->is_array_of_tables()) {
    top.error(pos_of(cards->source(), display), "'card' must be an array of tables", "write each card as [[card]]");
    return;
  }
  // Those past the set's limit are refused at the first of them.
  const std::size_t count = std::min(list->size(), room);
  read_cards(*list, count, display, set, seen, diags, pool);
  if (count < list->size())
    top.error(pos_of((*list)[count].source(), display), "too many cards (more than " + std::to_string(kMaxCardsInSet) + ")",
              "split the set into smaller sets");
  // The parsed file (a node per key of every card) is let go on the pool while this thread goes on.
  if (pool && pool->threads() > 1)
    pool->submit([parsed = std::make_shared<toml::table>(std::move(*table))]() mutable { parsed.reset(); });
}

}  // namespace

bool is_card_file_name(const fs::path& path) {
  const std::string extension = path.extension().string();
  return extension == ".toml" || extension == ".csv" || extension == ".tsv";
}

bool is_valid_id(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

std::optional<std::pair<unsigned char, std::size_t>> forbidden_control_character(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\t' || c == '\n' || (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) continue;
    if (c < 0x20 || c == 0x7F) return std::make_pair(c, i);
  }
  return std::nullopt;
}

std::optional<std::pair<char32_t, std::size_t>> bidi_reordering_control(const std::string& text) {
  // U+202A-U+202E are E2 80 AA-AE in UTF-8, U+2066-U+2069 are E2 81 A6-A9.
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    if (static_cast<unsigned char>(text[i]) != 0xE2) continue;
    const auto second = static_cast<unsigned char>(text[i + 1]);
    const auto third = static_cast<unsigned char>(text[i + 2]);
    if (second == 0x80 && third >= 0xAA && third <= 0xAE) return std::make_pair(char32_t(0x2000 + (third - 0x80)), i);
    if (second == 0x81 && third >= 0xA6 && third <= 0xA9) return std::make_pair(char32_t(0x2040 + (third - 0x80)), i);
  }
  return std::nullopt;
}

std::pair<std::string, std::string> bidi_control_message(const std::string& what, char32_t code, std::size_t at) {
  char name[8];
  std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(code));
  return {what + " holds the bidi control " + name + " at byte " + std::to_string(at) +
              "; it reorders the characters after it, so the text prints and shows in another order than it is written",
          std::string("remove it (in TOML and PO files it is written \\u") + (name + 2) +
              "): right-to-left scripts are ordered by the renderer; only the marks U+200E and U+200F are allowed"};
}

std::optional<fs::path> resolve_inside(const fs::path& root, const std::string& relative,
                                       const SourcePos& where, Diagnostics& out) {
  auto refuse = [&](std::string why) -> std::optional<fs::path> {
    out.error(where, "path '" + relative + "' " + why, "name a file inside the card set's folder with a relative path");
    return std::nullopt;
  };
  if (relative.empty()) return refuse("is empty");
  const fs::path rel(relative);
  if (rel.is_absolute()) return refuse("is absolute");
  std::error_code ec;
  const fs::path base = fs::weakly_canonical(root, ec);
  const fs::path full = fs::weakly_canonical(root / rel, ec);
  if (ec) return refuse("cannot be resolved");
  auto [mismatch, _] = std::mismatch(base.begin(), base.end(), full.begin(), full.end());
  if (mismatch != base.end()) return refuse("leaves the card set's folder");
  return full;
}

namespace {

constexpr std::size_t kMaxBaseDepth = 8;

CardSet load_chain(const fs::path& dir, Diagnostics& warnings, std::vector<fs::path>& chain, JobPool* pool);

// set.toml `base`: the set this one builds on, loaded first. Its cards, fields, templates, icons,
// print settings and ruleset carry over; the set's own keys and cards add to them or replace them,
// and `remove = [ids]` drops base cards. A bare name (`base = "clubs"`) is a set bundled with
// deckwright, found in the project home's cardsets/ (project_home.hpp), so the reference holds
// wherever the set is moved; anything with a '/' is a path relative to the set's folder, which
// may lead outside it (that is its purpose) but must name a card set folder.
std::optional<CardSet> load_base(TomlReader& r, const fs::path& dir, Diagnostics& warnings, Diagnostics& diags,
                                 std::vector<fs::path>& chain, JobPool* pool) {
  const auto base = r.string("base");
  if (!base) return std::nullopt;
  const SourcePos where = r.where_of("base");
  const auto fail = [&](std::string message, std::string hint) -> std::optional<CardSet> {
    diags.error(where, std::move(message), std::move(hint));
    return std::nullopt;
  };
  if (base->empty() || fs::path(*base).is_absolute())
    return fail("base '" + *base + "' must be a bundled set's name or a relative path to a card set folder",
                "write base = \"clash-of-steel\" or base = \"../my-base-set\"");
  std::error_code ec;
  fs::path base_dir;
  if (is_bundled_set_name(*base)) {
    const fs::path bundled = bundled_set_folder(*base, dir);
    if (bundled.empty())
      return fail("base '" + *base + "' names no bundled card set" + did_you_mean(*base, bundled_set_names(dir)),
                  "name a set that `deckwright list` shows, or give a path with a '/' such as \"../" + *base + "\"");
    base_dir = fs::weakly_canonical(bundled, ec);
  } else {
    base_dir = fs::weakly_canonical(dir / *base, ec);
  }
  if (ec || !fs::is_regular_file(base_dir / "set.toml", ec))
    return fail("base '" + *base + "' is not a card set folder (it has no set.toml)", "name the folder of the set to build on");
  if (std::find(chain.begin(), chain.end(), base_dir) != chain.end())
    return fail("base '" + *base + "' leads back to a set that builds on this one", "remove the circle of bases");
  if (chain.size() >= kMaxBaseDepth)
    return fail("bases nest more than " + std::to_string(kMaxBaseDepth) + " deep", "build on a set closer to the original");
  try {
    CardSet loaded = load_chain(base_dir, warnings, chain, pool);
    loaded.bases.insert(loaded.bases.begin(), base_dir);
    return loaded;
  } catch (const InputError& e) {
    diags.append(e.diagnostics());
    return fail("base '" + *base + "' has errors (above)", "fix the base set first");
  }
}

// Cards of the set itself merged over its base's: an id the base has replaces that card in place,
// a new id is added at the end; `remove` drops base cards first.
void merge_cards(TomlReader& r, CardSet& set, std::vector<Card> own, Diagnostics& diags) {
  if (const toml::array* remove = r.array("remove")) {
    std::vector<std::string> ids;
    for (const auto& c : set.cards) ids.push_back(c.id);
    for (const auto& node : *remove) {
      const SourcePos where = pos_of(node.source(), set.set_file.string());
      const auto id = node.as_string();
      if (!id) {
        diags.error(where, "entries of 'remove' must be card ids (strings)", "write remove = [\"goblins\"]");
        continue;
      }
      const auto it = std::find_if(set.cards.begin(), set.cards.end(), [&](const Card& c) { return c.id == id->get(); });
      if (it == set.cards.end()) {
        diags.error(where, "the base has no card '" + id->get() + "' to remove" + did_you_mean(id->get(), ids),
                    "give the id of a card of the base set");
        continue;
      }
      set.cards.erase(it);
    }
  }
  for (Card& card : own) {
    const auto it = std::find_if(set.cards.begin(), set.cards.end(), [&](const Card& c) { return c.id == card.id; });
    if (it != set.cards.end()) *it = std::move(card);
    else set.cards.push_back(std::move(card));
  }
}

}  // namespace

CardSet load_card_set(const fs::path& dir, Diagnostics& warnings, JobPool* pool) {
  std::vector<fs::path> chain;
  return load_chain(dir, warnings, chain, pool);
}

namespace {

CardSet load_chain(const fs::path& dir, Diagnostics& warnings, std::vector<fs::path>& chain, JobPool* pool) {
  Diagnostics diags;
  CardSet set;
  std::error_code canon_ec;
  chain.push_back(fs::weakly_canonical(dir, canon_ec));
  set.dir = dir;
  set.set_file = dir / "set.toml";
  const std::string set_display = set.set_file.string();
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    diags.error(SourcePos{dir.string(), 0, 0}, "not a card set folder", "give the folder that holds set.toml");
    throw InputError(diags);
  }
  auto table = parse_toml_file(set_display, diags);
  if (!table) throw InputError(diags);
  TomlReader r(*table, set_display, "set.toml", diags);
  std::optional<CardSet> base = load_base(r, dir, warnings, diags, chain, pool);
  if (base) {
    set = std::move(*base);  // what this set does not say, it keeps from its base
    set.dir = dir;
    set.set_file = dir / "set.toml";
  }
  const std::string base_ruleset = set.ruleset;
  set.id = r.string("id", true).value_or("");
  if (!set.id.empty() && !is_valid_id(set.id))
    r.error(r.where_of("id"), "set id '" + set.id + "' is not valid", "use lower-case letters, digits, '-' or '_'");
  set.title = r.string("title", true).value_or("");
  set.title_where = r.where_of("title");
  if (refuse_control_characters(diags, set.title, r.where_of("title"), [] { return std::string("the title"); }))
    set.title.clear();
  set.version = r.string("version", true).value_or("");
  if (auto ruleset = r.string("ruleset")) {
    if (base && *ruleset != base_ruleset)
      r.error(r.where_of("ruleset"), "a set built on another keeps its ruleset ('" + base_ruleset + "'), not '" + *ruleset + "'",
              "remove ruleset from set.toml, or build on a set of that ruleset");
    set.ruleset = *ruleset;
  }
  if (auto script = r.string("rules_script")) {
    set.rules_script = *script;
    set.rules_script_dir = dir;
    set.rules_script_where = r.where_of("rules_script");
  }
  const bool has_base = base.has_value() || table->get("base");
  read_geometry(r, set, has_base);
  read_print(r, set);
  read_fields(r, set);
  if (const toml::table* kinds = r.table("templates")) {
    for (const auto& [kind, node] : *kinds) {
      if (auto s = node.as_string()) {
        set.kind_templates[std::string(kind.str())] = s->get();
        set.kind_templates_where[std::string(kind.str())] = pos_of(node.source(), set_display);
      }
      else r.error(pos_of(node.source(), set_display), "template for kind '" + std::string(kind.str()) + "' must be a string",
                   "write " + std::string(kind.str()) + " = \"template-name\"");
    }
  }
  if (const toml::table* icons = r.table("icons")) {
    std::vector<IconDef> own;
    read_icon_table(*icons, set_display, own, diags);
    for (const IconDef& icon : own) std::erase_if(set.icons, [&](const IconDef& i) { return i.name == icon.name; });
    set.icons.insert(set.icons.end(), own.begin(), own.end());
  }
  std::vector<std::pair<std::string, SourcePos>> files;
  if (const toml::array* list = r.array("cards")) {
    for (const auto& node : *list) {
      if (auto s = node.as_string()) files.emplace_back(s->get(), pos_of(node.source(), set_display));
      else r.error(pos_of(node.source(), set_display), "entries of 'cards' must be file paths (strings)",
                   "write cards = [\"cards/deck.toml\"]");
    }
  } else if (!table->get("cards")) {
    // Default: every cards/*.toml, *.csv and *.tsv in name order.
    std::vector<std::string> found;
    for (const auto& entry : fs::directory_iterator(dir / "cards", ec))
      if (is_card_file_name(entry.path())) found.push_back("cards/" + entry.path().filename().string());
    std::sort(found.begin(), found.end());
    for (auto& f : found) files.emplace_back(f, r.where());
  }
  r.allow("booklet");  // read by booklet/booklet_config
  r.allow("tracker");  // read by trackers/tracker_spec
  r.allow("aids");     // read by trackers/aid_spec
  if (!has_base) r.allow("remove");  // reported below: only a set with a base removes cards
  // Read by trackers/tracker_spec and trackers/aid_spec over the set and its bases (set_layers.hpp).
  for (const char* key : {"remove_trackers", "remove_aids"}) {
    r.allow(key);
    if (!has_base && table->get(key))
      r.error(r.where_of(key), "'" + std::string(key) + "' drops what a base set gives, and this set has no base",
              "add base = \"../set-it-builds-on\", or delete the key");
  }
  std::vector<Card> base_cards = std::move(set.cards);
  set.cards.clear();
  std::map<std::string, SourcePos> seen;
  for (const auto& [relative, where] : files) {
    auto path = resolve_inside(dir, relative, where, diags);
    if (!path) continue;
    if (!fs::is_regular_file(*path, ec)) {
      diags.error(where, "card file '" + relative + "' does not exist", "create it or remove it from 'cards'");
      continue;
    }
    read_card_file(*path, (dir / relative).string(), set, seen, diags, has_base, pool);
  }
  if (has_base) {
    std::vector<Card> own = std::move(set.cards);
    set.cards = std::move(base_cards);
    merge_cards(r, set, std::move(own), diags);
  } else if (table->get("remove")) {
    r.error(r.where_of("remove"), "'remove' drops cards of a base set, and this set has no base",
            "add base = \"../set-it-builds-on\", or delete the cards from their files");
  }
  r.finish();
  if (!diags.has_errors() && set.total_count() == 0) {
    diags.error(r.where_of("cards"), "the card set has no cards",
                "add card files under cards/ (each with [[card]] tables) or list them in 'cards'");
  }
  for (const auto& d : diags.items())
    if (d.severity != Severity::error) warnings.add(d);
  chain.pop_back();
  if (diags.has_errors()) throw InputError(diags);
  return set;
}

}  // namespace

}  // namespace dw
