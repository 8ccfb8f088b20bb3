// design_risks: trim-edge borders and text outside the safe zone, per template element.
#include "model/design_risks.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "model/binding.hpp"
#include "model/element_extent.hpp"
#include "model/units.hpp"

namespace dw {

namespace {

std::string mm(double pt) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", pt_to_mm(pt) + 0.0);
  return text;
}

// "cards a, b and c", or "13 cards (a, b, c, ...)".
std::string cards_phrase(const std::vector<const Card*>& cards) {
  if (cards.size() == 1) return "card " + cards.front()->id;
  std::string out;
  const std::size_t shown = std::min<std::size_t>(cards.size(), 3);
  for (std::size_t i = 0; i < shown; ++i) out += (i ? ", " : "") + cards[i]->id;
  if (cards.size() <= 3) {
    const std::size_t comma = out.rfind(", ");
    return "cards " + out.replace(comma, 2, " and ");
  }
  return std::to_string(cards.size()) + " cards (" + out + ", ...)";
}

// Whether the element paints anything of its own box's shape (a border, a panel, a rule, an
// ornament): a filled or stroked shape, a line, a picture. Text and repeats are not.
bool draws_edges(const Element& e) {
  switch (e.type) {
    case ElementType::line: return !e.stroke.none && e.stroke_width > 0;
    case ElementType::rect:
    case ElementType::path:
    case ElementType::polygon: return !e.fill.none() || (!e.stroke.none && e.stroke_width > 0);
    case ElementType::image:
    case ElementType::icon: return true;
    default: return false;
  }
}

bool square_turn(double degrees) {
  const double r = std::fmod(std::abs(degrees), 90.0);
  return r < 1e-6 || 90.0 - r < 1e-6;
}

// The trim edges one of the element's sides runs along within the risk distance, with how far
// inside the trim (negative: in the bleed) that side lies.
struct EdgeRisk {
  const char* edge;
  double inside;  // pt
};

std::vector<EdgeRisk> trim_edge_risks(const Element& e, const CardGeometry& g) {
  std::vector<EdgeRisk> out;
  if (e.bleed || !draws_edges(e) || !square_turn(e.rotate)) return out;
  const Extent x = element_extent(e, g);
  const double risk = mm_to_pt(kTrimEdgeRiskMm), tolerance = mm_to_pt(0.05);
  const double across = std::min(x.right, g.width) - std::max(x.left, 0.0);
  const double down = std::min(x.bottom, g.height) - std::max(x.top, 0.0);
  auto side = [&](const char* edge, double inside, double run, double edge_length) {
    if (run < kAlongTrimShare * edge_length) return;     // a corner ornament, not a border
    if (inside <= -g.bleed + tolerance) return;          // runs on past the bleed edge: never seen
    if (inside >= risk - tolerance) return;              // far enough inside
    out.push_back({edge, inside});
  };
  side("left", x.left, down, g.height);
  side("top", x.top, across, g.width);
  side("right", g.width - x.right, down, g.height);
  side("bottom", g.height - x.bottom, across, g.width);
  return out;
}

// One element as the set uses it: the templates that have it (a base template's element is
// shared by the templates extending it) and the cards that draw it.
struct ElementUse {
  const Element* element = nullptr;
  std::vector<std::string> templates;
  std::vector<const Card*> cards;
};

void warn_element(const ElementUse& use, const CardGeometry& g, Diagnostics& out) {
  const Element& e = *use.element;
  const std::vector<const Card*>& cards = use.cards;
  std::string names;
  for (std::size_t i = 0; i < use.templates.size(); ++i) names += (i ? "', '" : "") + use.templates[i];
  const std::string where =
      "element '" + e.name + "' of template" + (use.templates.size() > 1 ? "s '" : " '") + names + "'";
  const std::string on = " (on " + cards_phrase(cards) + ")";
  const std::vector<EdgeRisk> risks = trim_edge_risks(e, g);
  if (!risks.empty()) {
    std::string sides;
    for (std::size_t i = 0; i < risks.size(); ++i) {
      const double inside = risks[i].inside;
      sides += (i ? "; " : "") + std::string(risks[i].edge) + " edge " +
               (inside >= 0 ? mm(inside) + " mm inside the trim" : mm(-inside) + " mm into the bleed");
    }
    out.warning(e.where,
                where + " runs along the trim within " + mm(mm_to_pt(kTrimEdgeRiskMm)) + " mm: " + sides +
                    "; a cut 1 mm off makes it visibly uneven or shows its edge" + on,
                "keep borders and ornaments at least 3 mm inside the trim, or run them on to the bleed edge "
                "(bleed = true)",
                cards.front()->id);
  }
  if (e.type == ElementType::text) {
    const Extent x = element_extent(e, g);
    const double tolerance = mm_to_pt(0.05);
    const double past = std::max({g.safe - x.left, g.safe - x.top, x.right - (g.width - g.safe),
                                  x.bottom - (g.height - g.safe)});
    if (past > tolerance) {
      out.warning(e.where,
                  "text " + where + " reaches " + mm(past) + " mm outside the safe zone: its box spans " +
                      mm(x.left) + " to " + mm(x.right) + " mm across and " + mm(x.top) + " to " + mm(x.bottom) +
                      " mm down, the safe zone " + mm(g.safe) + " to " + mm(g.width - g.safe) + " and " +
                      mm(g.safe) + " to " + mm(g.height - g.safe) + " mm; a cut can take its letters" + on,
                  "move or shrink the text box inside the safe zone ([card] safe)", cards.front()->id);
    }
  }
}

}  // namespace

void warn_design_risks(const CardSet& set, TemplateLibrary& templates, Diagnostics& out) {
  // Each template with the cards that use it, in the set's order, faces first.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const Card*>> users;
  for (const bool front : {true, false})
    for (const Card& card : set.cards) {
      const std::string name = front ? set.face_template_of(card) : set.back_template_of(card);
      auto [it, fresh] = users.try_emplace(name);
      if (fresh) order.push_back(name);
      it->second.push_back(&card);
    }
  // Each element once, however many templates share it, in the order first met.
  std::vector<std::string> element_order;
  std::map<std::string, ElementUse> uses;
  for (const std::string& name : order) {
    Diagnostics ignored;  // a missing template is the binding checks' error
    const CardTemplate* tpl = templates.get(name, SourcePos{}, ignored);
    if (!tpl) continue;
    for (const Element& e : tpl->elements) {
      const std::string key = e.where.file + ":" + std::to_string(e.where.line) + ":" + std::to_string(e.where.column) +
                              "|" + e.name;
      auto [it, fresh] = uses.try_emplace(key);
      ElementUse& use = it->second;
      if (fresh) {
        element_order.push_back(key);
        use.element = &e;
      }
      bool drawn = false;
      for (const Card* card : users[name])
        if (condition_holds(e.when, *card) && std::find(use.cards.begin(), use.cards.end(), card) == use.cards.end()) {
          use.cards.push_back(card);
          drawn = true;
        }
      if (drawn) use.templates.push_back(tpl->name);
    }
  }
  for (const std::string& key : element_order)
    if (!uses[key].cards.empty()) warn_element(uses[key], set.card, out);
}

}  // namespace dw
