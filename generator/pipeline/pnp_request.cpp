// pnp_request: resolving the print-and-play options.
#include "pipeline/pnp_request.hpp"

#include "model/suggest.hpp"
#include "print/sheet_layout.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

const SourcePos kCommandLine{"command line", 0, 0};

[[noreturn]] void fail(const SourcePos& where, const std::string& message, const std::string& hint) {
  Diagnostics d;
  d.error(where, message, hint);
  throw InputError(d);
}

SheetTemplate sheet_for(const std::string& name, const SourcePos& where, const CardSet& set, const fs::path& dir) {
  SheetTemplate t = find_sheet_template(dir, name, where);
  if (t.card_size != set.card.size_name)
    fail(where, "sheet '" + name + "' is made for " + t.card_size + " cards, but the set's cards are " +
                    set.card.size_name,
         "choose a sheet for " + set.card.size_name + " cards, such as " +
             default_sheet_name(t.paper, set.card.size_name));
  return t;
}

// The default sheet for a paper: the preset named after paper and card size, or a computed grid.
SheetTemplate default_sheet(const std::string& paper, const CardSet& set, const fs::path& dir) {
  const std::string name = default_sheet_name(paper, set.card.size_name);
  if (fs::is_regular_file(dir / (name + ".toml"))) return sheet_for(name, kCommandLine, set, dir);
  return computed_sheet(paper, SizePt{set.card.width, set.card.height});
}

}  // namespace

std::vector<std::string> requested_papers(const std::string& paper, const CardSet& set) {
  if (paper == "all") return {"a4", "letter"};
  return {paper.empty() ? set.default_paper : paper};
}

PnpRequest resolve_pnp_request(const PnpCommandLine& cli, const CardSet& set, const fs::path& sheets_dir) {
  PnpRequest r;
  const std::string backs = !cli.backs.empty() ? cli.backs : set.print.backs;
  if (!backs.empty()) {
    auto mode = parse_back_mode(backs);
    if (!mode)
      fail(cli.backs.empty() ? set.print.backs_where : kCommandLine,
           "unknown back mode '" + backs + "'" + did_you_mean(backs, back_mode_names()),
           "use duplex-long, duplex-short, separate, fold or none");
    r.backs = *mode;
  }
  if (!cli.sheet.empty()) {
    r.sheets.push_back(sheet_for(cli.sheet, kCommandLine, set, sheets_dir));
    r.default_sheet.push_back(false);
    if (!cli.paper.empty() && cli.paper != "all" && cli.paper != r.sheets.back().paper)
      fail(kCommandLine, "sheet '" + cli.sheet + "' is for " + r.sheets.back().paper + " paper, not " + cli.paper,
           "leave out --paper, or choose a sheet for " + cli.paper);
  } else if (!cli.paper.empty()) {
    for (const auto& paper : requested_papers(cli.paper, set)) {
      r.sheets.push_back(default_sheet(paper, set, sheets_dir));
      r.default_sheet.push_back(true);
    }
  } else if (!set.print.sheet.empty()) {
    r.sheets.push_back(sheet_for(set.print.sheet, set.print.sheet_where, set, sheets_dir));
    r.default_sheet.push_back(false);
  } else {
    r.sheets.push_back(default_sheet(set.default_paper, set, sheets_dir));
    r.default_sheet.push_back(true);
  }
  const std::string marks = !cli.marks.empty() ? cli.marks : set.print.marks;
  if (!marks.empty()) {
    MarkStyle style;
    if (!parse_mark_style(marks, style))
      fail(cli.marks.empty() ? set.print.marks_where : kCommandLine,
           "unknown crop-mark style '" + marks + "'" + did_you_mean(marks, mark_style_names()),
           "use corner, cross, edge or none");
    for (auto& s : r.sheets) s.marks = style;
  }
  r.alignment.x_mm = set.print.back_offset_x_mm;
  r.alignment.y_mm = set.print.back_offset_y_mm;
  r.alignment.rotation_deg = set.print.back_rotation_deg;
  if (!cli.back_offset.empty()) {
    std::string error;
    if (!parse_back_offset(cli.back_offset, r.alignment, error))
      fail(kCommandLine, "--back-offset: " + error, "measure the offset with `deckwright calibrate`");
  }
  if (cli.back_rotation) r.alignment.rotation_deg = *cli.back_rotation;
  if (set.print.back_bleed) r.back_bleed = *set.print.back_bleed;
  if (cli.back_bleed_mm) r.back_bleed = mm_to_pt(*cli.back_bleed_mm);
  return r;
}

}  // namespace dw
