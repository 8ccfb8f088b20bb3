// aid_spec: player aids (reference cards and sheets) as data: one TOML file per aid, by default
// every aids/*.toml of the set (or the files set.toml lists in `aids`). An aid has the shared
// component keys (id, title, print, size, orientation, players, colours) and a list of
// [[section]] tables, each with an optional heading and one of: text (a paragraph of our markup
// with :icons:), list (items, numbered = true for 1. 2. 3.) or table (rows of cells; the first
// row is a header unless header = false; optional relative widths).
#pragma once

#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "trackers/component_spec.hpp"

namespace dw {

enum class SectionKind { text, list, table };

struct AidSection {
  std::string heading;
  SectionKind kind = SectionKind::text;
  std::string text;
  std::vector<std::string> items;
  bool numbered = false;
  std::vector<std::vector<std::string>> rows;
  bool header = true;
  std::vector<double> widths;  // relative; empty: sized from the content
  SourcePos where;
};

struct AidSpec {
  ComponentSpec component;
  std::vector<AidSection> sections;
  std::string file;
};

// The aids of the set's `aids` list (default: every aids/*.toml), after the aids of the sets it
// builds on (an aid with an inherited id replaces that one; `remove_aids = [ids]` drops inherited
// ones); errors go to `out`.
std::vector<AidSpec> load_aids(const CardSet& set, Diagnostics& out);

}  // namespace dw
