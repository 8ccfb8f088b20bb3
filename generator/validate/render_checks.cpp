// render_checks: binding checks, preflight, a full draw of every face and the templates' design
// risks (model/design_risks.hpp), as findings.
#include "validate/render_checks.hpp"

#include <cairo.h>

#include <memory>

#include "model/design_risks.hpp"
#include "pipeline/prepared_set.hpp"
#include "render/c_handles.hpp"

namespace dw::validate {

const char* render_category(const Diagnostic& d) {
  // The renderer's wording (render/card_renderer.cpp) tells the kinds apart.
  const std::string& m = d.message;
  if (m.find("overflows its box") != std::string::npos) return category::overflow;
  if (m.rfind("no font has", 0) == 0) return category::tofu;
  if (m.find("' is drawn in '") != std::string::npos || m.find(" is drawn in '") != std::string::npos) return category::font_fallback;
  if (m.find(" ppi, below ") != std::string::npos) return category::low_resolution;
  if (m.find(" runs along the trim within ") != std::string::npos || m.find(" outside the safe zone: ") != std::string::npos)
    return category::design_risk;
  return category::render;
}

namespace {

void add_all(const Diagnostics& diags, std::vector<Finding>& out) {
  for (const Diagnostic& d : diags.items()) {
    Finding f;
    f.severity = d.severity;
    f.category = render_category(d);
    f.card = d.card_id;
    f.where = d.where;
    f.message = d.message;
    f.hint = d.hint;
    out.push_back(std::move(f));
  }
}

}  // namespace

std::vector<Finding> check_rendering(const CardSet& set, const std::filesystem::path& home) {
  std::vector<Finding> out;
  Diagnostics problems, warnings;
  // Up to the components: their printed words get the same font check as the cards' text.
  PreparedSet prepared(set, home, PrepareOptions{"", PrepareStage::components, {}}, problems, warnings);
  if (prepared.reached(PrepareStage::preflight)) {
    const CairoSurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
    const CairoPtr cr(cairo_create(surface.get()));
    for (const Card& card : set.cards)
      for (Face face : {Face::front, Face::back}) {
        cairo_save(cr.get());
        prepared.renderer().draw(cr.get(), card, face, problems);
        cairo_restore(cr.get());
      }
  }
  if (prepared.reached(PrepareStage::templates)) warn_design_risks(set, prepared.templates(), problems);
  add_all(problems, out);
  return out;
}

}  // namespace dw::validate
