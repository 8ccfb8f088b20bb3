// sheet_template: reading sheet templates from TOML with diagnostics.
#include "print/sheet_template.hpp"

#include <algorithm>

#include "model/containment.hpp"
#include "model/suggest.hpp"
#include "model/toml_reader.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

constexpr MarkStyle kStyles[] = {MarkStyle::corner, MarkStyle::cross, MarkStyle::edge, MarkStyle::none};

bool overlaps(const FixedSlot& a, const SizePt& sa, const FixedSlot& b, const SizePt& sb) {
  constexpr double kSlack = 0.01;  // butted slots touch without overlapping
  return a.x + sa.width > b.x + kSlack && b.x + sb.width > a.x + kSlack && a.y + sa.height > b.y + kSlack &&
         b.y + sb.height > a.y + kSlack;
}

SizePt turned(const SizePt& card, int rotation) {
  return rotation % 180 == 0 ? card : SizePt{card.height, card.width};
}

void read_marks(TomlReader& top, SheetTemplate& t) {
  const toml::table* marks = top.table("marks");
  if (!marks) return;
  TomlReader r(*marks, top.file(), "the [marks] table", top.diagnostics());
  if (auto style = r.string("style")) {
    if (!parse_mark_style(*style, t.marks))
      r.error(r.where_of("style"), "unknown crop-mark style '" + *style + "'" + did_you_mean(*style, mark_style_names()),
              "use corner, cross, edge or none");
  }
  t.mark_length = r.length_pt("length").value_or(t.mark_length);
  t.mark_offset = r.length_pt("offset").value_or(t.mark_offset);
  t.gutter_ticks_by_design = r.boolean("gutter_ticks").value_or(false);
  if (t.mark_length < mm_to_pt(1) || t.mark_length > mm_to_pt(20))
    r.error(r.where_of("length"), "crop marks must be 1 to 20 mm long", "5 mm is usual");
  if (t.mark_offset < 0 || t.mark_offset > mm_to_pt(10))
    r.error(r.where_of("offset"), "crop marks must start 0 to 10 mm from the cards", "2 mm is usual");
  r.finish();
}

void read_fold(TomlReader& top, SheetTemplate& t) {
  const toml::table* fold = top.table("fold");
  if (!fold) return;
  TomlReader r(*fold, top.file(), "the [fold] table", top.diagnostics());
  if (auto line = r.string("line")) {
    if (*line == "horizontal") t.fold_line = FoldLine::horizontal;
    else if (*line == "vertical") t.fold_line = FoldLine::vertical;
    else r.error(r.where_of("line"), "unknown fold line '" + *line + "'", "use horizontal or vertical");
  }
  t.fold_gap = r.length_pt("gap").value_or(t.fold_gap);
  if (t.fold_gap < 0 || t.fold_gap > mm_to_pt(30))
    r.error(r.where_of("gap"), "the fold gap must be 0 to 30 mm", "6 mm leaves 3 mm of bleed on each side of the fold");
  r.finish();
}

void read_slots(TomlReader& top, SheetTemplate& t) {
  const toml::array* slots = top.array("slot");
  if (!slots) return;
  for (const auto& node : *slots) {
    const toml::table* table = node.as_table();
    if (!table) {
      top.error(pos_of(node.source(), top.file()), "a [[slot]] must be a table", "write [[slot]] with x and y below it");
      continue;
    }
    TomlReader r(*table, top.file(), "a [[slot]]", top.diagnostics());
    FixedSlot s;
    s.where = r.where();
    s.x = r.length_pt("x", true).value_or(0);
    s.y = r.length_pt("y", true).value_or(0);
    s.rotation = static_cast<int>(r.integer("rotate", 0, 270).value_or(0));
    if (s.rotation % 90 != 0) r.error(r.where_of("rotate"), "a slot turns by 0, 90, 180 or 270 degrees", "");
    s.flip = r.boolean("flip").value_or(false);
    s.card = static_cast<int>(r.integer("card", 0, 999).value_or(-1));
    r.finish();
    t.slots.push_back(s);
  }
}

void check_slots(TomlReader& r, SheetTemplate& t) {
  for (std::size_t i = 0; i < t.slots.size(); ++i) {
    const FixedSlot& s = t.slots[i];
    const SizePt size = turned(t.card, s.rotation);
    if (s.x < 0 || s.y < 0 || s.x + size.width > t.page.width + 0.01 || s.y + size.height > t.page.height + 0.01)
      r.error(s.where, "the slot's card does not lie on the paper", "move the slot or turn it");
    for (std::size_t j = 0; j < i; ++j)
      if (overlaps(s, size, t.slots[j], turned(t.card, t.slots[j].rotation)))
        r.error(s.where, "the slot overlaps slot " + std::to_string(j + 1), "move one of the two slots");
  }
  // Flipped slots name the card they show the back of; every such card needs a front slot.
  int fronts = 0;
  for (const auto& s : t.slots)
    if (!s.flip) ++fronts;
  for (const auto& s : t.slots)
    if (s.flip && (s.card < 0 || s.card >= fronts))
      r.error(s.where, "a flipped slot needs card = N, the index of a front slot's card (0 to " +
                           std::to_string(fronts - 1) + ")",
              "add card = 0 for the back of the first card");
}

}  // namespace

const char* mark_style_name(MarkStyle style) {
  switch (style) {
    case MarkStyle::corner: return "corner";
    case MarkStyle::cross: return "cross";
    case MarkStyle::edge: return "edge";
    case MarkStyle::none: return "none";
  }
  return "?";
}

std::vector<std::string> mark_style_names() {
  std::vector<std::string> out;
  for (MarkStyle s : kStyles) out.emplace_back(mark_style_name(s));
  return out;
}

bool parse_mark_style(const std::string& name, MarkStyle& out) {
  for (MarkStyle s : kStyles)
    if (name == mark_style_name(s)) {
      out = s;
      return true;
    }
  return false;
}

bool SheetTemplate::has_flipped_slots() const {
  return std::any_of(slots.begin(), slots.end(), [](const FixedSlot& s) { return s.flip; });
}

SheetTemplate load_sheet_template(const fs::path& file, Diagnostics& out) {
  SheetTemplate t;
  t.name = file.stem().string();
  t.file = file;
  auto table = parse_toml_file(file.string(), out);
  if (!table) return t;
  TomlReader r(*table, file.string(), "sheet template '" + t.name + "'", out);
  t.description = r.string("description").value_or("");
  if (auto paper = r.string("paper", true)) {
    if (auto size = named_paper_size(*paper)) {
      t.paper = *paper;
      t.page = *size;
    } else {
      r.error(r.where_of("paper"), "unknown paper '" + *paper + "'" + did_you_mean(*paper, paper_names()),
              "use a4, letter, a3 or tabloid");
    }
  }
  if (auto orientation = r.string("orientation")) {
    if (*orientation == "landscape") t.landscape = true;
    else if (*orientation != "portrait")
      r.error(r.where_of("orientation"), "unknown orientation '" + *orientation + "'", "use portrait or landscape");
  }
  if (t.landscape) std::swap(t.page.width, t.page.height);
  if (auto card = r.string("card", true)) {
    if (auto size = named_card_size(*card)) {
      t.card_size = *card;
      t.card = *size;
    } else {
      r.error(r.where_of("card"), "unknown card size '" + *card + "'" + did_you_mean(*card, card_size_names()),
              "use poker, poker-eu, bridge, mini, tarot or square");
    }
  }
  t.margin = r.length_pt("margin").value_or(t.margin);
  t.gutter = r.length_pt("gutter").value_or(t.gutter);
  t.bleed = r.length_pt("bleed").value_or(t.bleed);
  t.min_gutter = r.length_pt("min_gutter").value_or(-1);
  t.min_margin = r.length_pt("min_margin").value_or(-1);
  t.notes_margin = r.length_pt("notes_margin").value_or(0);
  t.max_columns = static_cast<int>(r.integer("columns", 1, 50).value_or(0));
  t.max_rows = static_cast<int>(r.integer("rows", 1, 50).value_or(0));
  t.grid_rotation = static_cast<int>(r.integer("rotate", 0, 90).value_or(0));
  if (t.grid_rotation != 0 && t.grid_rotation != 90)
    r.error(r.where_of("rotate"), "a grid's cards turn by 0 or 90 degrees", "");
  if (t.margin < 0 || t.margin > mm_to_pt(50)) r.error(r.where_of("margin"), "the margin must be 0 to 50 mm", "");
  if (t.gutter < 0 || t.gutter > mm_to_pt(30)) r.error(r.where_of("gutter"), "the gutter must be 0 to 30 mm", "");
  if (t.bleed < 0 || t.bleed > mm_to_pt(10)) r.error(r.where_of("bleed"), "the bleed must be 0 to 10 mm", "");
  if (t.notes_margin < 0 || t.notes_margin > mm_to_pt(50))
    r.error(r.where_of("notes_margin"), "the notes margin must be 0 to 50 mm", "15 mm holds the check bar and caption");
  if (t.min_gutter > t.gutter + 1e-9)
    r.error(r.where_of("min_gutter"), "the least gutter is wider than the gutter", "make min_gutter at most gutter");
  if (t.min_margin > t.margin + 1e-9)
    r.error(r.where_of("min_margin"), "the least margin is wider than the margin", "make min_margin at most margin");
  if (t.gutter > 0 && t.bleed > t.gutter / 2 + 1e-9)
    r.error(r.where_of("bleed"), "the bleed is more than half the gutter, so neighbouring cards would overlap",
            "make the bleed at most half the gutter");
  read_marks(r, t);
  read_fold(r, t);
  read_slots(r, t);
  const bool grid_keys = table->contains("columns") || table->contains("rows") || table->contains("gutter") ||
                         table->contains("min_gutter") || table->contains("notes_margin") ||
                         table->contains("rotate");
  if (t.fixed() && grid_keys)
    r.error(r.where_of("slot"), "a sheet has either [[slot]] tables or a grid (columns, rows, gutter, rotate), not both",
            "remove the grid keys or the slots");
  if (t.fixed() && t.page.width > 0 && t.card.width > 0) check_slots(r, t);
  r.finish();
  return t;
}

std::vector<std::string> sheet_preset_names(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec))
    if (entry.path().extension() == ".toml") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string default_sheet_name(const std::string& paper, const std::string& card_size) {
  return paper + "-" + card_size;
}

SheetTemplate find_sheet_template(const fs::path& dir, const std::string& name, const SourcePos& where) {
  Diagnostics problems;
  const auto names = sheet_preset_names(dir);
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    problems.error(where, "unknown sheet preset '" + name + "'" + did_you_mean(name, names),
                   "see `deckwright list` or " + dir.string() + " for the presets");
    throw InputError(problems);
  }
  if (!check_contained(dir / (name + ".toml"), {dir}, where, problems)) throw InputError(problems);
  SheetTemplate t = load_sheet_template(dir / (name + ".toml"), problems);
  if (problems.has_errors()) throw InputError(problems);
  return t;
}

SheetTemplate computed_sheet_template(const std::string& paper, const SizePt& card) {
  SheetTemplate t;
  t.name = paper + "-custom";
  t.paper = paper;
  t.page = named_paper_size(paper).value_or(SizePt{});
  t.card_size = "custom";
  t.card = card;
  // Bleed past every cut, as the default presets: 3 mm around each card in 6 mm gutters (down to
  // 4.5 mm where the paper is short), 5.2 mm margins and a 15 mm one for the check bar and caption.
  t.bleed = mm_to_pt(3);
  t.gutter = mm_to_pt(6);
  t.min_gutter = mm_to_pt(4.5);
  t.margin = mm_to_pt(5.2);
  t.notes_margin = mm_to_pt(15);
  t.gutter_ticks_by_design = true;
  return t;
}

}  // namespace dw
